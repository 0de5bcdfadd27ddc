# The sync service on its own, for the MicroPython unix port: the end-to-end
# tests, the benchmarks and `tablekeeper` development run it behind a
# pseudo-terminal as if it were a board on USB. (Not device code: it uses the
# unix port's termios, so it lives with the test support, not in firmware/.)
#
#     micropython -i tests/support/sync_device.py FLASH_FOLDER [BOARD_NAME]
#
# It speaks the sync protocol on stdin/stdout, prints its log lines between
# frames, and keeps Ctrl-C working: 0x03 from the host (mpremote) stops it
# with KeyboardInterrupt, and with -i the interpreter then offers its REPL,
# raw REPL included, just as a board does.
import sys

# the repository root, found from this script's path (give an absolute one
# if the flash folder is elsewhere: the service changes into it)
_here = sys.argv[0].rsplit("/", 1)[0] if "/" in sys.argv[0] else "."
sys.path.insert(0, _here + "/../..")

from firmware.link import StdioLink as BoardLink  # noqa: E402
from firmware.sync import Sync  # noqa: E402

IDLE_WAIT_MS = 20


class StdioLink(BoardLink):
    """The board's link (firmware/link.py: the process's stdin/stdout),
    made to live behind a terminal.

    On a terminal the link sets VMIN=0 (reads return what has arrived, at
    once) and puts the old settings back when Ctrl-C stops it, so that the
    REPL that follows reads the terminal as usual. Without a terminal it
    reads one byte at a time while more is waiting, as a board does."""

    def __init__(self):
        super().__init__()
        self._saved = None
        try:
            import termios
            self._saved = termios.tcgetattr(0)
            attrs = termios.tcgetattr(0)
            attrs[6][6] = 0     # VMIN (index 6 on Linux): do not wait for bytes
            attrs[6][5] = 0     # VTIME
            termios.tcsetattr(0, termios.TCSANOW, attrs)
        except (ImportError, OSError):
            self._saved = None

    def restore(self):
        if self._saved is not None:
            import termios
            termios.tcsetattr(0, termios.TCSANOW, self._saved)
            self._saved = None

    def wait(self, ms):
        """Until a byte arrives, or ms have passed."""
        self._poll.poll(ms)

    def read(self, n):
        if self._saved is not None:
            return self._in.read(n) or b""
        return super().read(n)


class Console:
    """Stands in for the app: progress and messages become log lines."""

    def __init__(self, board):
        self.board = board
        self._shown = None

    def progress(self, text, done=0, total=0):
        if text is None:
            self._shown = None
            return
        if text != self._shown:
            self._shown = text
            log("%s (%d bytes)" % (text, total))

    def say(self, text):
        log(text)


class _Board:
    def __init__(self, name):
        self.NAME = name


def log(text):
    sys.stdout.write("sync: %s\n" % text)


def main(argv):
    if len(argv) < 2:
        print("usage: micropython -i tests/support/sync_device.py FLASH_FOLDER [BOARD_NAME]")
        sys.exit(2)
    import os
    os.chdir(argv[1])       # the folder is the flash: mpremote sees it as "/"
    link = StdioLink()
    app = Console(_Board(argv[2] if len(argv) > 2 else "unix"))
    service = Sync(link, root=".")
    log("ready, flash in %s" % argv[1])
    try:
        while True:
            service.poll(app)
            if service.job is None and not service.events:
                link.wait(IDLE_WAIT_MS)
    finally:
        link.restore()      # Ctrl-C: the REPL gets the terminal as it was


main(sys.argv)
