"""A short Cerebria game on the device, end to end, as a button script.

    .venv/bin/python -m host.cerebria_scenario [board] [lang]

prints the script for a board (pico_display or esp32_ssd1306) and a language
(en, it, cs). The scenario is written below as what a player does ("choose
Invoke, then the Frontier slot, then Courage"); record() plays it on the
emulator with that board's own buttons and writes down the presses, so the
same game becomes the right script for four buttons and for two, in any
language. tests/test_cerebria_screens.py replays the scripts under CPython
and MicroPython (the frames must be identical) and checks the game they
reach; host/screenshots.py turns their "shot:" frames into
docs/screenshots/cerebria/.

The game (1 against 1, the sample board): the Origin and both starts; Bliss
invokes Courage on Frontier 1 and moves into the Willow; Gloom invokes Anger
on Frontier 3 and absorbs; Bliss absorbs and fortifies the Willow; Gloom's
three Major Fragments go onto Fortresses (adjustments, as when a game under
way is entered), a nearly empty Sphere is absorbed, and the Revelation asks
for a Major Fragment that Gloom no longer has: the game ends; both sides
enter their final points and Bliss wins 9 to 6.
"""
import os
import sys

from host import mpcompat

mpcompat.install()

from boards import emulator as emu  # noqa: E402
from firmware import input as keys  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = os.path.join(ROOT, "data", "cerebria", "sample.json")

OK, BACK, UP, DOWN = keys.OK, keys.BACK, keys.UP, keys.DOWN


def move(*items):
    """The steps of a move through the pickers, from the main screen."""
    return [("key", OK)] + [("pick", item) for item in items]


SCENARIO = (
    [("index", 0), ("pick", "cerebria"),              # Games, Cerebria
     ("pick", "mode"), ("pick", "1v1"), ("pick", "start"),
     ("shot", "setup")]
    + move("origin", 2)                                # Diligence faces the first Realm
    + move("start", 1, 0)                              # Bliss: Frontier 1, Valley slot
    + move("start", 5, 6)                              # Gloom: Frontier 3, Network slot
    + [("key", OK), ("pick", "invoke"), ("pick", 1), ("shot", "invoke"),
       ("pick", "courage")]
    + move("move", 2)                                  # into the Willow of Values
    + move("end", "draw")
    + move("invoke", 7, "anger")
    + [("key", OK), ("pick", "absorb"), ("shot", "absorb"), ("pick", 2), ("pick", 0),
       ("pick", "skip")]
    + move("end", "ambition")
    + [("wait", 4500), ("pages",)]                    # every page of the main screen
    + move("absorb", 1, 0, "skip")                     # Knowledge: no Vibe this time
    + [("key", OK), ("pick", "fortress"), ("shot", "fortress"), ("pick", ["fortify", 1])]
    + move("end", "draw")
    + [("key", OK), ("pick", "board"), ("shot", "board"), ("pick", ["slot", 7]),
       ("shot", "slot"), ("key", BACK), ("pick", ["realm", 2]), ("shot", "realm"),
       ("key", BACK), ("key", BACK), ("key", BACK)]
    + move("adjust", "fortress", 2, "gloom2")
    + move("adjust", "fortress", 3, "gloom2")
    + move("adjust", "fortress", 4, "gloom2")
    + [("key", OK), ("pick", "adjust"), ("pick", "sphere"), ("pick", 4), ("number", 2)]
    + move("absorb", 2, 0, "skip")                     # Creativity empties: Revelation
    + [("shot", "revelation")]
    + [("key", OK), ("pick", "reveal"), ("pick", "minor"), ("pick", "major"),
       ("shot", "confirm"), ("key", OK)]
    + move("points", 0, 9)
    + move("points", 1, 6)
    + move("finish")
    + [("shot", "over")]
)
# the moves this game journals, in order
MOVES = [
    ["origin", 2], ["start", 1, 0], ["start", 5, 6],
    ["invoke", 1, "courage"], ["move", 2], ["end", "draw"],
    ["invoke", 7, "anger"], ["absorb", 2, 0, "skip"], ["end", "ambition"],
    ["absorb", 1, 0, "skip"], ["fortify", 1], ["end", "draw"],
    ["adjust", "fortress", 2, "gloom2"], ["adjust", "fortress", 3, "gloom2"],
    ["adjust", "fortress", 4, "gloom2"], ["adjust", "sphere", 4, 2],
    ["absorb", 2, 0, "skip"], ["reveal", "minor", "major"],
    ["points", 0, 9], ["points", 1, 6], ["finish"],
]


def _values(scene):
    """What each row of a list means: a picker's values (DONE for its "done"
    row), else a menu's."""
    from firmware.games.cerebria_pick import DONE_ROW
    from shared.rules import DONE
    rows = getattr(scene, "rows", None)
    if rows is not None:
        return [DONE if row[1] is DONE_ROW else row[1] for row in rows]
    return [value for label, value in scene.items]


class Recorder:
    """Plays steps on the emulator with a board's buttons and keeps the words."""

    def __init__(self, board, flash):
        from firmware.app import App
        self.board = emu.Board(board, flash)
        self.app = App(self.board)
        self.app.start()
        self.words = []

    def word(self, word):
        self.words.append(word)
        emu.run_word(self.app, self.board, word, lambda name: None)

    def action(self, action):
        button, kind = keys.gesture(self.board.BUTTONS, action)
        self.word(button if kind in ("press", "short") else kind + ":" + button)

    def cursor_to(self, index):
        top = self.app.stack[-1]
        n = len(top.items)
        down = (index - top.cursor) % n
        action, steps = (DOWN, down) if down <= n - down else (UP, n - down)
        for _ in range(steps):
            self.action(action)
        assert self.app.stack[-1].cursor == index

    def step(self, kind, arg=None):
        """One step of a scenario (see SCENARIO)."""
        top = self.app.stack[-1]
        if kind == "key":
            self.action(arg)
        elif kind == "shot":
            self.words.append("shot:" + arg)
        elif kind == "wait":
            self.word("wait:%d" % arg)
        elif kind == "pages":
            # a picture of each page of the main screen (the board decides
            # which), DOWN after each: back on the first one
            for name in top.pages():
                self.words.append("shot:" + name.lower())
                self.action(DOWN)
        elif kind == "index":
            self.cursor_to(arg)
            self.action(OK)
        elif kind == "pick":
            values = _values(top)
            assert arg in values, "%r is not offered on %s: %r" % (
                arg, type(top).__name__, values)
            self.cursor_to(values.index(arg))
            self.action(OK)
        elif kind == "number":
            while self.app.stack[-1].value != arg:
                self.action(DOWN if self.app.stack[-1].value > arg else UP)
            self.action(OK)
        else:
            raise ValueError(kind)


def language_steps(lang):
    """Settings, Language, the language, back home."""
    if lang == "en":
        return []
    return [("index", 1), ("pick", "lang"), ("pick", lang), ("key", BACK)]


def record(board, lang="en", steps=SCENARIO, flash=None):
    """The button script that plays `steps` on `board` in `lang`, starting
    from a device whose flash holds only the sample board."""
    import shutil
    import tempfile
    own = flash is None
    if own:
        flash = tempfile.mkdtemp()
    try:
        prepare_flash(flash)
        rec = Recorder(board, flash)
        for step in language_steps(lang) + list(steps):
            rec.step(*step)
        return " ".join(rec.words)
    finally:
        if own:
            shutil.rmtree(flash)


def prepare_flash(flash):
    """An empty device flash with the sample board synced to it."""
    folder = os.path.join(flash, "data", "cerebria")
    os.makedirs(folder, exist_ok=True)
    with open(SAMPLE, "rb") as src, open(os.path.join(folder, "sample.json"), "wb") as dst:
        dst.write(src.read())


if __name__ == "__main__":
    print(record(sys.argv[1] if len(sys.argv) > 1 else "pico_display",
                 sys.argv[2] if len(sys.argv) > 2 else "en"))
