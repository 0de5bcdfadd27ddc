# The headless emulator under either runtime, writing each screenshot's raw
# panel bytes, so that frames can be compared between CPython and MicroPython:
#   micropython tests/support/headless.py <board> <flash dir> <out dir> <script>
# (under CPython, host/mpcompat provides framebuf). A script of more than a
# few hundred characters goes in a file, given as @<path>: the unix port
# fails on long command-line arguments ("FATAL: uncaught NLR").
import sys

sys.path.insert(0, ".")
try:
    import framebuf  # noqa: F401
except ImportError:  # CPython
    from host import mpcompat
    mpcompat.install()

from boards import emulator as emu  # noqa: E402
from firmware.app import App  # noqa: E402


def main(like, flash, out, script):
    if script.startswith("@"):
        with open(script[1:]) as f:
            script = f.read()
    board = emu.Board(like, flash)
    app = App(board)
    app.start()

    def shot(name):
        with open(out + "/" + name + ".raw", "wb") as f:
            f.write(board.display.panel)
        print(name)
    emu.run_script(app, board, script, shot)


def script_argument(arg):
    if arg.startswith("@"):
        with open(arg[1:]) as f:
            return f.read()
    return arg


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], script_argument(sys.argv[4]))
