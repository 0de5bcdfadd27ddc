# Drive the app on the emulator board with the board's own buttons, for
# tests: do(ACTION) performs the gesture that the board's grammar gives that
# action (a short, long or double press), with a simulated clock.
from host import mpcompat

mpcompat.install()

from boards import emulator as emu  # noqa: E402
from firmware import input as keys  # noqa: E402
from firmware.app import App  # noqa: E402
from tests.support.simflash import SimFlash  # noqa: E402

BOARDS = ("pico_display", "esp32_ssd1306")


class Driver:
    def __init__(self, like="pico_display", flash=None, start=True):
        self.board = emu.Board(like, "unused")
        self.flash = flash if flash is not None else SimFlash()
        self.board.storage = self.flash
        self.app = App(self.board)
        if start:
            self.app.start()
            self.settle()

    @property
    def top(self):
        return self.app.stack[-1]

    def settle(self, ms=100):
        emu.advance(self.app, self.board, ms)
        self.check_panel()

    def word(self, word):
        emu.run_word(self.app, self.board, word, lambda name: None)
        self.check_panel()

    def do(self, action, times=1):
        button, kind = keys.gesture(self.board.BUTTONS, action)
        word = {"press": button, "short": button, "long": "long:" + button,
                "double": "double:" + button}[kind]
        for _ in range(times):
            self.word(word)
        return self.top

    def check_panel(self):
        """What the display shows is what was drawn: no update was missed."""
        assert bytes(self.board.display.panel) == emu.frame_rgb565(self.app.canvas), \
            "the panel differs from the frame buffer: a changed row was not pushed"

    def labels(self):
        return [label for label, value in getattr(self.top, "items", [])]

    def choose(self, text):
        """Move the cursor to the item whose label contains text, with UP/DOWN, and OK it."""
        labels = self.labels()
        matches = [i for i, label in enumerate(labels) if text in label]
        assert matches, "%r is not in %r" % (text, labels)
        target = matches[0]
        while self.top.cursor != target:
            self.do(keys.DOWN if self.top.cursor < target else keys.UP)
        return self.do(keys.OK)

    def kind(self):
        return type(self.top).__name__
