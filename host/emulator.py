"""The device emulator: the firmware application on a simulated board.

    tablekeeper emulator [--board pico_display] [--flash DIR] [--scale N]
    tablekeeper emulator --headless --script "B X shot:home" --out DIR
    tablekeeper emulator --headless [--script ...] --serve

The window shows the screen at a readable scale with the board's buttons
under it (click them, or use the keys: A/Up, B/Down, X/Enter/Right,
Y/Backspace/Escape/Left; on a two-button board A and B only). A folder is the
device's flash; a pseudo-terminal is its USB serial port (its path is printed)
for the host tools. A fresh flash folder gets the shipped card data, as
`tablekeeper deploy` gives a board (--no-data: none). Headless, it plays a script of button presses (see
boards/emulator.py) with a simulated clock and writes PNG screenshots; with
--serve (or without a script) it then goes on running the app in real time,
with its virtual serial port, until Ctrl-C: sync, pull and export can be
tried against it on a machine without a display.
"""
import os
import signal
import sys
import time

from host import mpcompat

mpcompat.install()

from boards import emulator as emu  # noqa: E402
from host.errors import TableKeeperError  # noqa: E402

BOARDS = ("pico_display", "esp32_ssd1306")
KEYS = {  # pygame key name -> button
    "a": "A", "up": "A", "b": "B", "down": "B",
    "x": "X", "return": "X", "right": "X", "y": "Y", "backspace": "Y",
    "escape": "Y", "left": "Y",
}


def add_arguments(parser):
    parser.add_argument("--board", choices=BOARDS, default="pico_display",
                        help="the board to imitate (default: pico_display)")
    parser.add_argument("--flash", default="flash",
                        help="folder used as the device's flash (default: ./flash)")
    parser.add_argument("--scale", type=int, default=3, help="window pixels per screen pixel")
    parser.add_argument("--headless", action="store_true",
                        help="no window: play --script and write screenshots to --out")
    parser.add_argument("--script", default="", help="button script (headless)")
    parser.add_argument("--script-file", help="read the script from a file")
    parser.add_argument("--out", default="screenshots", help="folder for headless screenshots")
    parser.add_argument("--serve", action="store_true",
                        help="headless: after the script, keep running with the virtual "
                        "serial port until Ctrl-C (the default without a script)")
    parser.add_argument("--raw", action="store_true",
                        help="headless: also write each frame's raw panel bytes (.raw)")
    parser.add_argument("--seed", type=int, default=1, help="first game seed (headless)")
    parser.add_argument("--no-data", action="store_true",
                        help="leave a fresh flash without the shipped card data")
    parser.add_argument("--frames", type=int, default=0,
                        help="window: quit after this many frames (for tests)")


def make_app(board):
    from firmware.app import App
    from firmware.main import add_services
    app = App(board)
    add_services(app, board)      # the USB sync answers on the virtual port
    app.start()
    return app


# -- pixels --

def panel_rgb(display):
    """The panel as RGB bytes (what the screen shows at full backlight)."""
    w, h = display.width, display.height
    p = display.panel
    out = bytearray(w * h * 3)
    if display.color:
        for i in range(w * h):
            v = (p[2 * i] << 8) | p[2 * i + 1]   # big-endian: see firmware/canvas.py
            r = (v >> 11) & 0x1F
            g = (v >> 5) & 0x3F
            b = v & 0x1F
            out[3 * i] = (r << 3) | (r >> 2)
            out[3 * i + 1] = (g << 2) | (g >> 4)
            out[3 * i + 2] = (b << 3) | (b >> 2)
    else:
        on = (210, 235, 255)    # the OLED's white-blue
        for y in range(h):
            for x in range(w):
                if (p[(y >> 3) * w + x] >> (y & 7)) & 1:
                    i = 3 * (y * w + x)
                    out[i:i + 3] = bytes(on)
    return bytes(out)


def save_png(display, path, scale=2):
    from PIL import Image
    img = Image.frombytes("RGB", (display.width, display.height), panel_rgb(display))
    if scale != 1:
        img = img.resize((display.width * scale, display.height * scale), Image.NEAREST)
    img.save(path)


# -- headless --

def headless(board_name, flash, script, out, seed=1, raw=False, scale=2, serve=False):
    """Play a script; return the screenshot names in order. serve: then run
    in real time with the virtual serial port until interrupted."""
    os.makedirs(out, exist_ok=True)
    os.makedirs(flash, exist_ok=True)
    board = emu.Board(board_name, flash, seed=seed)
    if serve:
        board.link = PtyLink()
    app = make_app(board)
    names = []

    def shot(name):
        names.append(name)
        save_png(board.display, os.path.join(out, name + ".png"), scale)
        if raw:
            with open(os.path.join(out, name + ".raw"), "wb") as f:
                f.write(board.display.panel)
    emu.run_script(app, board, script, shot)
    if serve:
        for name in names:
            print(os.path.join(out, name + ".png"))
        serve_port(app, board)
    return names


def serve_port(app, board):
    """The app in real time, from where the script's simulated clock left
    it, answering on its virtual serial port until Ctrl-C (or SIGTERM)."""
    start, at = time.monotonic(), board.ticks_ms()
    board.clock = lambda: at + int((time.monotonic() - start) * 1000)
    print("serial port: %s (headless; Ctrl-C stops the emulator)" % board.link.path,
          flush=True)
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        while True:
            app.step()
            time.sleep(emu.LOOP_MS / 1000)
    except KeyboardInterrupt:
        print("emulator stopped", file=sys.stderr)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _interrupt(signum, frame):
    raise KeyboardInterrupt


# -- the virtual serial port --

class PtyLink:
    """The board's serial link as a pseudo-terminal: host tools open the
    printed path like a USB serial port."""

    def __init__(self):
        import tty
        self.master, slave = os.openpty()
        tty.setraw(slave)
        self.path = os.ttyname(slave)
        self._slave = slave          # kept open so the port stays usable
        os.set_blocking(self.master, False)

    def any(self):
        import select
        return bool(select.select([self.master], [], [], 0)[0])

    def read(self, n):
        try:
            return os.read(self.master, n)
        except (BlockingIOError, OSError):
            return b""

    def write(self, data):
        view = memoryview(data)
        while view:
            try:
                done = os.write(self.master, view)
            except BlockingIOError:
                time.sleep(0.001)
                continue
            view = view[done:]


# -- the window --

TAP_MS = emu.PRESS_MS    # the least a key or click holds its button (see Buttons)


class Buttons:
    """The keys and mouse as the board's buttons. The firmware counts a
    button's level once it has held for its debounce time, so a key pressed
    and released within one frame (a quick tap, `xdotool key b`) would never
    reach it: a button is held at least TAP_MS, as a finger's press is."""

    def __init__(self, board):
        self.board = board
        self.down = {}             # name -> since when (ms)
        self.release = {}          # name -> when to let go of a short tap

    def press(self, name, now):
        if name in self.board.BUTTONS:
            self.down.setdefault(name, now)
            self.release.pop(name, None)

    def let_go(self, name, now):
        if name in self.down:
            self.release[name] = max(now, self.down[name] + TAP_MS)

    def bits(self, now):
        for name, at in list(self.release.items()):
            if now >= at:
                del self.release[name]
                del self.down[name]
        bits = 0
        for name in self.down:
            bits |= self.board.button_bit(name)
        return bits


def window_rgb(display):
    """The panel as RGB bytes for the window, converted by Pillow in C (the
    screenshots keep panel_rgb, MicroPython's exact expansion of RGB565)."""
    if not display.color:
        return panel_rgb(display)
    from PIL import Image
    swapped = bytearray(display.panel)           # big-endian on the wire; Pillow reads LE
    swapped[0::2], swapped[1::2] = display.panel[1::2], display.panel[0::2]
    img = Image.frombytes("RGB", (display.width, display.height), bytes(swapped),
                          "raw", "BGR;16")
    return img.tobytes()


class Window:
    """The emulator's window: the screen at `scale`, the board's buttons
    under it. Each frame runs one iteration of the app; the screen is
    converted and the window redrawn only when the panel, the backlight or
    a button changed (an idle window costs little more than the app's loop)."""

    def __init__(self, pygame, board, scale):
        self.pygame = pygame
        self.board = board
        d = board.display
        self.sw, self.sh = d.width * scale, d.height * scale
        bar = 56
        self.screen = pygame.display.set_mode((self.sw + 2 * 16, self.sh + 2 * 16 + bar))
        pygame.display.set_caption("TableKeeper - %s" % board.TITLE)
        pygame.font.init()
        self.label_font = pygame.font.Font(None, 28)
        n = len(board.BUTTONS)
        bw = (self.sw - (n - 1) * 12) // n
        self.rects = [(name, pygame.Rect(16 + i * (bw + 12), self.sh + 32 + 4, bw, bar - 16))
                      for i, name in enumerate(board.BUTTONS)]
        self.buttons = Buttons(board)
        self.mouse = None
        self.app = make_app(board)
        self.shown = None          # what the window shows: (panel bytes sent, level, bits)
        self.conversions = 0       # panel conversions so far (tests)

    def frame(self):
        """One frame; False once the window was closed."""
        pg = self.pygame
        now = self.board.ticks_ms()
        for ev in pg.event.get():
            if ev.type == pg.QUIT:
                return False
            if ev.type in (pg.KEYDOWN, pg.KEYUP):
                name = KEYS.get(pg.key.name(ev.key))
                if name:
                    (self.buttons.press if ev.type == pg.KEYDOWN else self.buttons.let_go)(
                        name, now)
            elif ev.type == pg.MOUSEBUTTONDOWN:
                for name, rect in self.rects:
                    if rect.collidepoint(ev.pos):
                        self.mouse = name
                        self.buttons.press(name, now)
            elif ev.type == pg.MOUSEBUTTONUP and self.mouse:
                self.buttons.let_go(self.mouse, now)
                self.mouse = None
        bits = self.buttons.bits(now)
        self.board.pressed = bits
        self.app.step()
        d = self.board.display
        state = (d.bytes, d.updates, d.level, bits)
        if state != self.shown:
            self.shown = state
            self.draw(bits)
        return True

    def draw(self, bits):
        pg = self.pygame
        d = self.board.display
        rgb = window_rgb(d)
        self.conversions += 1
        if d.level < 100:
            from PIL import Image
            img = Image.frombytes("RGB", (d.width, d.height), rgb)
            rgb = Image.eval(img, lambda v, f=max(d.level, 5) / 100.0: int(v * f)).tobytes()
        img = pg.image.frombuffer(rgb, (d.width, d.height), "RGB")
        self.screen.fill((40, 40, 44))
        self.screen.blit(pg.transform.scale(img, (self.sw, self.sh)), (16, 16))
        for name, rect in self.rects:
            down = bool(bits & self.board.button_bit(name))
            pg.draw.rect(self.screen, (90, 90, 100) if down else (200, 200, 210), rect,
                         border_radius=8)
            text = self.label_font.render(name, True, (20, 20, 20))
            self.screen.blit(text, text.get_rect(center=rect.center))
        pg.display.flip()


def window(board_name, flash, scale, frames=0):
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    chosen = os.environ.get("SDL_VIDEODRIVER")    # e.g. "dummy" in tests
    if not chosen and sys.platform.startswith("linux") and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return no_display("neither DISPLAY nor WAYLAND_DISPLAY is set")
    import pygame
    try:
        pygame.display.init()
    except pygame.error as e:
        return no_display(e)
    driver = pygame.display.get_driver()
    if not chosen and driver in ("offscreen", "dummy"):
        pygame.quit()
        return no_display("SDL found no display, only its %r driver" % driver)
    os.makedirs(flash, exist_ok=True)
    board = emu.Board(board_name, flash, clock=lambda: int(time.monotonic() * 1000))
    try:
        board.link = PtyLink()
        print("serial port: %s" % board.link.path, flush=True)
    except OSError as e:
        print("no virtual serial port: %s" % e)
    try:
        win = Window(pygame, board, scale)
    except pygame.error as e:
        return no_display(e)
    sys.stdout.flush()
    clock = pygame.time.Clock()
    shown = 0
    while not frames or shown < frames:
        shown += 1
        if not win.frame():
            break
        clock.tick(100)
    pygame.quit()
    return 0


def no_display(error):
    print("tablekeeper emulator: cannot open a window (%s).\n"
          "On a machine without a display, run it headless, for example:\n"
          "  python3 dev.py emulator --headless --script \"X shot:games\" --out screenshots\n"
          "or serve its virtual serial port (for sync, pull, export) until Ctrl-C:\n"
          "  python3 dev.py emulator --headless --serve"
          % error, file=sys.stderr)
    return 2


def seed_flash(flash):
    """Give a fresh flash (no data/ folder yet) the shipped card data, as
    `tablekeeper deploy` puts it on a board, so that every game can be
    opened at once. Returns the device paths written."""
    if os.path.exists(os.path.join(flash, "data")):
        return []
    from host.deploy import plan_data
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = plan_data(root)
    for path in sorted(files):
        target = os.path.join(flash, *path.split("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(files[path])
    return sorted(files)


def run(args):
    if not args.no_data:
        written = seed_flash(args.flash)
        if written:
            print("a fresh flash at %s: the shipped card data copied to it (%d files, as "
                  "`tablekeeper deploy` does; --no-data leaves it empty)"
                  % (args.flash, len(written)), file=sys.stderr)
    if args.headless:
        script = args.script
        if args.script_file:
            try:
                with open(args.script_file, encoding="utf-8") as f:
                    script = f.read()
            except OSError as e:
                raise TableKeeperError("cannot read the script %s: %s"
                                       % (args.script_file, e.strerror or e))
        serve = args.serve or not script.strip()
        try:
            emu.parse_script(script, emu.buttons_of(args.board))
        except emu.ScriptError as e:
            raise TableKeeperError(str(e))
        names = headless(args.board, args.flash, script, args.out, args.seed, args.raw,
                         serve=serve)
        if not serve:       # (serving, they were printed before the port)
            for name in names:
                print(os.path.join(args.out, name + ".png"))
        return 0
    return window(args.board, args.flash, args.scale, args.frames)
