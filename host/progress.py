"""A one-line progress bar on stderr (redrawn in place on a terminal, one
line per finished item otherwise), like mpremote's file copy progress."""
import sys
import time

WIDTH = 24


class Progress:
    def __init__(self, label, total, stream=None):
        self.label = label
        self.total = total
        self.stream = stream or sys.stderr
        self.live = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.start = time.monotonic()
        self.done = 0
        self._last = 0.0

    def __call__(self, done, total=None):
        self.done = done
        if total:
            self.total = total
        now = time.monotonic()
        if self.live and (now - self._last > 0.05 or done >= self.total):
            self._last = now
            self.stream.write("\r" + self.line())
            self.stream.flush()

    def line(self):
        total = max(self.total, 1)
        filled = WIDTH * min(self.done, total) // total
        bar = "#" * filled + "." * (WIDTH - filled)
        return "%-40s [%s] %3d%% %s" % (self.label[:40], bar, 100 * min(self.done, total) // total,
                                        _size(self.done))

    def finish(self, note=""):
        took = time.monotonic() - self.start
        text = self.line() + " %.1fs" % took + (" " + note if note else "")
        self.stream.write(("\r" if self.live else "") + text + "\n")
        self.stream.flush()


def _size(n):
    if n < 10000:
        return "%d B" % n
    return "%.1f KB" % (n / 1024)
