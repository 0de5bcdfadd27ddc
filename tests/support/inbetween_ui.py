# Helpers for the tests of InBetween's screens: a driven app with the card
# data on its flash, a game started through the new-game screens, and a walk
# through every picker that lists the complete moves the screens offer.
import os

from tests.support.driver import Driver          # first: it installs framebuf on CPython
from firmware import play as fwplay  # noqa: E402
from firmware.games import inbetween as ui  # noqa: E402
from firmware.ui import Message, NumberEntry  # noqa: E402
from shared.rules import DONE  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

DATA = {"en": "sample.json", "it": "sample-it.json", "cs": "sample-cs.json",
        "template": "template-en.json"}


def data_bytes(which="en"):
    with open(os.path.join(ROOT, "data", "inbetween", DATA[which]), "rb") as f:
        return bytearray(f.read())


def driver(board="pico_display", lang="en", data=None, flash=None):
    """A driven app on the home screen, with one InBetween data file on its
    flash (the language's sample unless `data` names another) and the
    interface in `lang`."""
    d = Driver(board, flash)
    if flash is None:
        d.flash.files["data/inbetween/sample.json"] = data_bytes(data or lang)
        if lang != "en":
            d.app.change_setting("lang", lang)
            d.app.stack[0].shown()
            d.settle()
    return d


def start_game(d, deal="device"):
    """Games, InBetween, the deal option, Start: the game's first screen."""
    tr = d.app.tr
    d.choose(tr("Games"))
    d.choose("InBetween")
    assert d.kind() == "Options"
    if deal != "device":
        d.choose(tr("Circle dealt by"))
        d.choose(tr("the players"))
    d.choose(tr("Start"))
    return d.app.session


def to_board(d):
    """BACK until the game's main screen is on top."""
    while d.kind() != "Board":
        d.do(BACK)


BACK = 4


def offered_moves(session, prefix=None):
    """Every complete move the screens offer from `prefix` on, found the way
    a player finds them: the scene that open_builder() shows at each step
    (the plug-in's pickers, number entry or the generic builder), every item
    of it, and where that item leads (firmware.play.pick's rules)."""
    moves = []
    _walk(session, list(prefix or []), moves)
    return moves


def _walk(session, prefix, moves):
    items = session.game.choices(session.state, prefix)
    scene = fwplay.builder_scene(session, prefix, items)
    for before, item in _offers(session, scene, prefix):
        if item is DONE:
            moves.append(list(before))
            continue
        after = before + [item]
        if session.game.choices(session.state, after) == [DONE]:
            moves.append(after)        # complete at once (pick() plays it)
        else:
            _walk(session, after, moves)


def _offers(session, scene, prefix):
    """(prefix, item) pairs that the scene's entries pass to pick()."""
    if isinstance(scene, NumberEntry):
        return [(prefix, v) for v in range(scene.lo, scene.hi + 1)
                if scene.allowed is None or v in scene.allowed]
    if isinstance(scene, fwplay.MoveBuilder):
        return [(prefix, item) for item in scene.choices]
    found = []

    def record(s, p, item):
        found.append((list(p), item))
    real = ui.pick
    ui.pick = record
    try:
        for label, action in scene.items:
            assert label, "an entry without a label"
            if getattr(action, "__name__", "") == "_read":
                continue                   # "read all": the text, not a choice
            action()
    finally:
        ui.pick = real
    labels = [label for label, action in scene.items]
    assert len(set(labels)) == len(labels), labels
    return found


def texts_read(scene):
    """Is the scene a text to read (Message) rather than a choice?"""
    return isinstance(scene, Message)
