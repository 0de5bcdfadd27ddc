# Helpers for the tests of Projekt Omega's screens: a device with a party
# file on its flash and a language chosen, starting a mission through the
# new-game screens, and what a screen draws.
import json

from tests.support.driver import Driver
from tests.support.simflash import SimFlash

SAMPLES = {"cs": "data/omega/sample.json", "en": "data/omega/sample-en.json",
           "it": "data/omega/sample-it.json"}


def flash(lang="en", party=None):
    """A flash with the party file (the Czech sample in Czech, else the
    English one) as data/omega/sample.json, and the language setting."""
    with open(party or SAMPLES.get(lang, SAMPLES["en"]), "rb") as f:
        data = f.read()
    return SimFlash({"data/omega/sample.json": bytearray(data),
                     "settings.json": bytearray(json.dumps({"lang": lang}).encode())})


def device(board="pico_display", lang="en", party=None):
    return Driver(board, flash(lang, party))


def start(d, options=()):
    """Games, Projekt Omega, the options given as (name, value) labels in the
    device's language, Start: the mission's main screen."""
    tr = d.app.tr
    d.choose(tr("Games"))
    d.choose("Projekt Omega")
    for name, value in options:
        d.choose(name + ":")
        d.choose(value)
    d.choose(tr("Start"))
    assert d.kind() == "Dashboard"
    return d.app.session


def texts(d):
    """The texts the top screen draws in a full repaint (title, content and
    bottom line); every character must have a glyph in the font it is drawn
    with (Czech and Italian letters included)."""
    c = d.app.canvas
    seen = []
    real = c.text

    def text(x, y, t, font, fg, bg=None):
        for ch in t:
            assert font.index(ord(ch)) >= 0, "no glyph for %r in %r" % (ch, t)
        assert x >= 0 and x + font.width(t) <= c.width, "%r leaves the screen" % t
        seen.append(t)
        return real(x, y, t, font, fg, bg)
    c.text = text
    try:
        d.top.need = 2
        d.app._footer = True
        d.app.draw()
    finally:
        del c.text
    d.check_panel()
    return seen


def shown(d, fragment):
    """Is some text on screen containing `fragment`?"""
    return any(fragment in t for t in texts(d))
