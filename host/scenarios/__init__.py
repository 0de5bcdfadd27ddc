"""Scenarios: a game played through the device's screens, written as moves.

A scenario is a list of steps; `compile_script()` turns it into the button
script of one board (boards/emulator.py's words: "B", "long:X", "2*A"...)
by playing it in the emulator and pressing what a player would press: the
cursor moves to the menu entry that leads to the move, OK, and so on to the
end of the move. Scenarios stay right when a menu gains an entry or changes
its words, and one scenario serves every board and language. The script
then runs anywhere the emulator runs (CPython, the MicroPython unix port)
and gives the same frames.

Steps:
    ["new", game, {option: value}]   home → games → game → options → Start
    ["move", [...]]                  play this move through the pickers
                                     (and OK if it asks to confirm)
    ["open", [...]]                  go through the pickers until the step
                                     of this prefix is on screen (to show it)
    ["key", "OK"|"BACK"|"UP"|"DOWN"|"MENU"|"UNDO"]   one action
    ["choose", label]                the menu entry of this English label
                                     (translated); the game menu is opened
                                     first if the screen has no such entry
    ["pick", value]                  the entry of the list on screen that
                                     stands for this value (a game in the
                                     game list, an option and its value, a
                                     row of a game's own picker), or this
                                     number in a number entry; then OK
    ["shot", name]                   a screenshot
    ["pages"]                        a screenshot of each page of the screen
                                     (named by its pages()), DOWN after each
    ["wait", ms]                     let time pass
    ["wait", ms, "small"]            the same on a small screen only (under
                                     100 pixels high)

host/scenarios/<game>.py holds a game's scenario: GAME, STEPS, DATA (the
data file for each language, copied to the emulator's flash), and what the
game should come to.
"""
import os
import shutil

from host import mpcompat

mpcompat.install()

from boards import emulator as emu  # noqa: E402
from firmware import input as keys  # noqa: E402
from firmware import play as fwplay  # noqa: E402
from firmware.ui import Confirm, NumberEntry  # noqa: E402
from shared.rules import DONE  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ACTIONS = {"UP": keys.UP, "DOWN": keys.DOWN, "OK": keys.OK, "BACK": keys.BACK,
           "MENU": keys.MENU, "UNDO": keys.UNDO}


def load(game):
    """A game's scenario module (host/scenarios/<game>.py)."""
    return __import__("host.scenarios." + game, None, None, ("STEPS",))


def prepare_flash(flash, scenario, lang="en"):
    """A fresh emulator flash with the scenario's data file for the language,
    and the language chosen in the settings."""
    if os.path.exists(flash):
        shutil.rmtree(flash)
    game = scenario.GAME
    os.makedirs(os.path.join(flash, "data", game))
    data = getattr(scenario, "DATA", {}).get(lang)
    if data:
        shutil.copy(os.path.join(ROOT, "data", game, data),
                    os.path.join(flash, "data", game, "sample.json"))
    if lang != "en":
        with open(os.path.join(flash, "settings.json"), "w") as f:
            f.write('{"lang": "%s"}' % lang)


class Compiler:
    """Plays the steps on an emulated board and records the button words."""

    def __init__(self, board, flash):
        from firmware.app import App
        self.board = emu.Board(board, flash)
        self.app = App(self.board)
        self.app.start()
        emu.advance(self.app, self.board, 100)
        self.words = []

    @property
    def top(self):
        return self.app.stack[-1]

    def word(self, word):
        self.words.append(word)
        emu.run_word(self.app, self.board, word, lambda name: None)

    def act(self, action):
        button, kind = keys.gesture(self.board.BUTTONS, action)
        if kind in ("press", "short"):
            self.word(button)
        else:
            self.word(kind + ":" + button)

    def cursor_to(self, index):
        """Move a menu's cursor to an entry the short way round, then OK."""
        n = len(self.top.items)
        down = (index - self.top.cursor) % n
        up = n - down
        for _ in range(down if down <= up else up):
            self.act(keys.DOWN if down <= up else keys.UP)
        assert self.top.cursor == index
        self.act(keys.OK)

    def choose_value(self, value):
        """Menus whose entries carry values (game list, options)."""
        values = [v for label, v in self.top.items]
        assert value in values, (value, values)
        self.cursor_to(values.index(value))

    # -- steps --

    def run(self, steps):
        for step in steps:
            getattr(self, "step_" + step[0])(*step[1:])
        return " ".join(self.words)

    def step_shot(self, name):
        self.words.append("shot:" + name)

    def step_pages(self):
        for name in self.top.pages():
            self.words.append("shot:" + name.lower())
            self.act(keys.DOWN)

    def step_wait(self, ms, where=None):
        if where == "small" and self.board.HEIGHT >= 100:
            return
        self.word("wait:%d" % ms)

    def step_pick(self, value):
        if isinstance(self.top, NumberEntry):
            self._number(self.top, value)
        else:
            self.choose_value(value)

    def step_key(self, name):
        self.act(ACTIONS[name])

    def step_choose(self, label):
        text = self.app.tr(label)
        if text not in [l for l, v in getattr(self.top, "items", [])]:
            self.act(keys.MENU)
        labels = [l for l, v in self.top.items]
        assert text in labels, (text, labels)
        self.cursor_to(labels.index(text))

    def step_new(self, game, options):
        if self.top.key == "home":
            labels = [label for label, value in self.top.items]
            self.cursor_to(labels.index(self.app.tr("Games")))
        self.choose_value(game)
        if type(self.top).__name__ != "Options":
            raise AssertionError("no options screen for %s (a saved game?)" % game)
        for name, value in options.items():
            self.choose_value(name)
            self.choose_value(value)
        self.choose_value("start")

    def step_move(self, move):
        session = self.app.session
        count = len(session.match.moves)
        self._toward(move, lambda: len(session.match.moves) > count)
        if session.match.moves[count:] != [move]:
            raise AssertionError("the screens did not play %r (moves: %r)"
                                 % (move, session.match.moves[count:]))

    def step_open(self, prefix):
        def there():
            key = getattr(self.top, "key", None)
            return key == ["move", prefix]
        self._toward(prefix, there)
        if not there():
            raise AssertionError("the screens did not open %r" % (prefix,))

    def _toward(self, move, arrived):
        """Press what leads to `move` (a move or a prefix) until arrived()."""
        prefix = None
        for _ in range(4 * len(move) + 8):
            if arrived():
                return
            top = self.top
            key = getattr(top, "key", None)
            if isinstance(top, NumberEntry):
                self._number(top, move[len(prefix)])
                prefix = prefix + [move[len(prefix)]]
            elif isinstance(key, list) and key[0] == "move" and move[:len(key[1])] == key[1]:
                prefix = self._entry_toward(top, key[1], move)
            elif key == "game":
                self.act(keys.OK)
            elif isinstance(top, Confirm) and prefix is not None:
                self.act(keys.OK)        # the move asks first (it cannot be undone)
            else:
                self.act(keys.BACK)      # a text or a list that is not the move's

    def _entry_toward(self, menu, prefix, move):
        """Press the entry of a move-builder step that leads toward `move`;
        return the prefix it leads to."""
        for index, (before, item) in enumerate(self._destinations(menu, prefix)):
            if before is None:
                continue
            if item is DONE and before == move:
                self.cursor_to(index)
                return before
            if item is not DONE and move[:len(before) + 1] == before + [item]:
                self.cursor_to(index)
                return before + [item]
        raise AssertionError("no entry toward %r in %r" % (move, [l for l, v in menu.items]))

    def _destinations(self, menu, prefix):
        """For each entry of a builder step: (prefix, item) it gives pick()."""
        if isinstance(menu, fwplay.MoveBuilder):
            return [(prefix, item) for item in menu.choices]
        out = []
        modules = [fwplay, menu.session.ui]
        saved = [getattr(m, "pick", None) for m in modules]

        def record(session, before, item):
            out[-1] = (list(before), item)
        for m in modules:
            if hasattr(m, "pick"):
                m.pick = record
        try:
            for label, action in menu.items:
                out.append((None, None))
                if callable(action) and getattr(action, "__name__", "") != "_read":
                    action()
        finally:
            for m, f in zip(modules, saved):
                if f is not None:
                    m.pick = f
        return out

    def _number(self, entry, value):
        while entry.value != value:
            self.act(keys.UP if entry.value < value else keys.DOWN)
        self.act(keys.OK)


def compile_script(board, steps, flash):
    """The button script of a scenario on a board (played once to find it)."""
    return Compiler(board, flash).run(steps)

