# The emulator board: the firmware on a desktop, with the display, buttons,
# clock and flash of a real board simulated. It takes its size, colours,
# buttons and fonts from the board it imitates (`like`), so every screen can
# be checked for every board. Runs under CPython (host/emulator.py, with
# host/mpcompat's framebuf) and under the MicroPython unix port
# (tests/support/headless.py); for the same script both give the same frames.
#
# Scripts (headless mode, tests, screenshots) are words separated by spaces:
#   A B X Y          a short press of that button
#   long:X           hold X for a second
#   double:A         two quick presses
#   hold:A:1500      hold A for 1500 ms (auto-repeat)
#   wait:500         let 500 ms pass
#   shot:name        take a screenshot called name
#   3*B              any word three times
#   down:A, up:A     press or release A, and nothing else
#   at:1230          let time pass until the clock reads 1230 ms
# (the last two replay a timeline recorded elsewhere, e.g. on the emulated
# Pico of host/pico, press by press at the times it had). A script is checked
# whole before it is played (parse_script).
from firmware.storage import Storage

LOOP_MS = 10
PRESS_MS = 80        # a short press
GAP_MS = 400         # pause after a press (longer than a double-press window)
LONG_MS = 1000
DOUBLE_GAP_MS = 100


def bytes_for(width, height, color):
    """An empty panel of a display's size: RGB565 (big-endian, as the ST7789
    receives it) or the monochrome pages."""
    if color:
        return bytearray(width * height * 2)
    return bytearray(width * ((height + 7) // 8))


def frame_rgb565(canvas):
    """What the panel should show for a canvas's frame: its 4-bit frame
    converted through its palette (RGB565), or the monochrome pages as they
    are. For tests and screenshots (it allocates a whole RGB565 frame)."""
    if canvas.rgb is None:
        return bytes(canvas.buf)
    import framebuf
    out = bytearray(canvas.width * canvas.height * 2)
    fb = framebuf.FrameBuffer(out, canvas.width, canvas.height, framebuf.RGB565)
    fb.blit(canvas.fb, 0, 0, -1, canvas.rgb)
    return bytes(out)


class Display:
    """The panel: what the user would see. It receives rows like the real
    drivers: a colour display a window of rows (begin) and their RGB565
    pixels (write, in pieces), a monochrome one whole pages of the frame
    (show). A missed update shows up as a difference between the panel and
    the frame (frame_rgb565)."""

    def __init__(self, width, height, color, panel=True):
        self.width = width
        self.height = height
        self.color = color
        # panel=False: count the bytes sent but keep no copy (the benchmarks
        # measure the device's heap, and a real panel's memory is not in it)
        self.panel = None
        if panel:
            self.panel = bytes_for(width, height, color)
        self.level = 100
        self.updates = 0      # windows (colour) or show() calls (monochrome)
        self.bytes = 0        # bytes sent, as the real bus would carry them
        self._at = self._end = 0     # the open window, in panel bytes

    def show(self, buf, y0, y1):
        """Monochrome: rows y0..y1-1 of the frame buffer (whole pages)."""
        a = (y0 >> 3) * self.width
        b = ((y1 + 7) >> 3) * self.width
        if self.panel is not None:
            self.panel[a:b] = buf[a:b]
        self.updates += 1
        self.bytes += b - a

    def begin(self, y0, y1):
        """Colour: a window of rows y0..y1-1, full width; write() fills it."""
        if not (0 <= y0 < y1 <= self.height):
            raise ValueError("window %d..%d outside the panel" % (y0, y1))
        self._at = y0 * self.width * 2
        self._end = y1 * self.width * 2
        self.updates += 1

    def write(self, data):
        """Colour: the next pixels of the window (RGB565, big-endian)."""
        n = len(data)
        if self._at + n > self._end:
            raise ValueError("more pixels than the window holds")
        if self.panel is not None:
            self.panel[self._at:self._at + n] = data
        self._at += n
        self.bytes += n

    def end(self):
        if self._at != self._end:
            raise ValueError("the window was not filled")

    def backlight(self, percent):
        self.level = percent


class Board:
    def __init__(self, like="pico_display", flash="flash", seed=1, clock=None, panel=True,
                 framebuffer=None):
        spec = __import__("boards." + like, None, None, ("NAME",))
        # first, while the heap is in one piece (see firmware/app.py)
        if framebuffer is None:
            from firmware.canvas import Canvas
            framebuffer = Canvas.buffer(spec.WIDTH, spec.HEIGHT, spec.COLOR)
        self.framebuffer = framebuffer
        self.NAME = "emulator"
        self.LIKE = spec.NAME
        self.TITLE = "Emulator (%s)" % spec.TITLE
        self.WIDTH = spec.WIDTH
        self.HEIGHT = spec.HEIGHT
        self.COLOR = spec.COLOR
        self.BUTTONS = spec.BUTTONS
        self.FONTS = spec.FONTS
        self.display = Display(spec.WIDTH, spec.HEIGHT, spec.COLOR, panel)
        self.storage = Storage(flash)
        self.link = None          # the host emulator plugs in a pty
        self.pressed = 0          # bit i: button i of BUTTONS is down
        self.clock = clock        # None: fake time, advanced by sleep_ms
        self.time = 0
        self._seed = seed

    def read_buttons(self):
        return self.pressed

    def take_buttons(self):
        return self.pressed      # the loop runs in emulated time: never too busy to see a press

    def ticks_ms(self):
        if self.clock is not None:
            return self.clock()
        return self.time

    def sleep_ms(self, ms):
        if self.clock is None:
            self.time += ms

    def led(self, r, g, b):
        self.led_colour = (r, g, b)

    def seed(self):
        self._seed += 1
        return self._seed

    def reset(self):
        raise SystemExit("board reset")

    def button_bit(self, name):
        i = self.BUTTONS.find(name)
        if i < 0:
            raise ValueError("%s has no button %s" % (self.LIKE, name))
        return 1 << i


def advance(app, board, ms):
    """Run the app's main loop for `ms` of fake time."""
    for _ in range(ms // LOOP_MS):
        app.step()
        board.sleep_ms(LOOP_MS)


def hold(app, board, name, ms):
    bit = board.button_bit(name)
    board.pressed |= bit
    advance(app, board, ms)
    board.pressed &= ~bit


def buttons_of(like):
    """The buttons of the board called `like` ("ABXY", "AB")."""
    return __import__("boards." + like, None, None, ("BUTTONS",)).BUTTONS


class ScriptError(ValueError):
    """A script word that cannot be played: which one, and what is allowed."""


FORMS = ("A B X Y (a press), long:X, double:A, hold:B:1500, wait:500, shot:name, "
         "3*B (any word, 3 times), down:A, up:A, at:1230")
NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."


def parse_script(script, buttons):
    """[(count, word parts)] of a script, every word checked first: a typo is
    reported (word number, word, what is allowed) before anything is played."""
    steps = []
    for n, word in enumerate(script.split()):
        try:
            steps.append(parse_word(word, buttons))
        except ScriptError as e:
            raise ScriptError("script word %d %r: %s (the words are: %s)"
                              % (n + 1, word, e, FORMS))
    return steps


def parse_word(word, buttons):
    times = 1
    star = word.find("*")
    if star >= 0:
        times = _number(word[:star], "the count before *")
        word = word[star + 1:]
    parts = word.split(":")
    kind = parts[0]
    if kind == "shot":
        if len(parts) != 2 or not _plain_name(parts[1]):
            raise ScriptError("a screenshot name is letters, digits, - _ and . "
                              "(no folders: the file goes in --out)")
    elif kind == "wait":
        if len(parts) != 2:
            raise ScriptError("wait takes a time in ms, as wait:500")
        _number(parts[1], "the time in ms")
    elif kind == "at":
        if len(parts) != 2 or not parts[1].isdigit():
            raise ScriptError("at takes the clock's time in ms, as at:1230")
    elif kind in ("long", "double", "hold", "down", "up"):
        if len(parts) != (3 if kind == "hold" else 2):
            raise ScriptError("%s takes a button%s" % (kind, ", then a time in ms, as "
                                                       "hold:B:1500" if kind == "hold" else ""))
        _button(parts[1], buttons)
        if kind == "hold":
            _number(parts[2], "the time in ms")
    elif len(parts) == 1 and len(kind) == 1:
        _button(kind, buttons)
    else:
        raise ScriptError("unknown word")
    return times, parts


def _number(text, what):
    if not text.isdigit() or int(text) <= 0:
        raise ScriptError("%s must be a whole number above 0, not %r" % (what, text))
    return int(text)


def _button(name, buttons):
    if len(name) != 1 or buttons.find(name) < 0:
        raise ScriptError("this board's buttons are %s" % " ".join(buttons))


def _plain_name(name):
    if not name or name[0] == ".":
        return False
    for ch in name:
        if NAME_CHARS.find(ch) < 0:
            return False
    return True


def run_script(app, board, script, shot):
    """Play a script (see the top of this file); shot(name) takes a picture.
    Raises ScriptError, before any press, if a word is not a script word."""
    for times, parts in parse_script(script, board.BUTTONS):
        for _ in range(times):
            run_parts(app, board, parts, shot)


def run_word(app, board, word, shot):
    times, parts = parse_word(word, board.BUTTONS)
    for _ in range(times):
        run_parts(app, board, parts, shot)


def run_parts(app, board, parts, shot):
    kind = parts[0]
    if kind == "shot":
        advance(app, board, LOOP_MS)
        shot(parts[1])
    elif kind == "wait":
        advance(app, board, int(parts[1]))
    elif kind == "long":
        hold(app, board, parts[1], LONG_MS)
        advance(app, board, GAP_MS)
    elif kind == "double":
        hold(app, board, parts[1], PRESS_MS)
        advance(app, board, DOUBLE_GAP_MS)
        hold(app, board, parts[1], PRESS_MS)
        advance(app, board, GAP_MS)
    elif kind == "hold":
        hold(app, board, parts[1], int(parts[2]))
        advance(app, board, GAP_MS)
    elif kind == "down":
        board.pressed |= board.button_bit(parts[1])
    elif kind == "up":
        board.pressed &= ~board.button_bit(parts[1])
    elif kind == "at":
        while board.ticks_ms() < int(parts[1]):
            app.step()
            board.sleep_ms(LOOP_MS)
    else:
        hold(app, board, kind, PRESS_MS)
        advance(app, board, GAP_MS)
