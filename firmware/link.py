# The serial link to the host over the board's USB (CDC on the Pico, the
# USB-UART on an ESP32 board): the REPL's stdin and stdout, read without
# blocking. The sync service (firmware/sync.py) talks to the host through
# it; see docs/firmware.md.
#
# Careful: the REPL still listens on the same port, so a raw 0x03 byte from
# the host raises KeyboardInterrupt in the app. The protocol must not send
# one unescaped (or the service calls micropython.kbd_intr(-1) while a
# transfer runs, and kbd_intr(3) afterwards so that mpremote can still stop
# the app).
import select
import sys


class StdioLink:
    def __init__(self):
        self._in = sys.stdin.buffer
        self._out = sys.stdout.buffer
        self._poll = select.poll()
        self._poll.register(sys.stdin, select.POLLIN)
        self._byte = bytearray(1)

    def any(self):
        """True if at least one byte can be read now."""
        return bool(self._poll.poll(0))

    def read(self, n):
        """Up to n bytes that have already arrived (b"" if none); never waits."""
        out = bytearray()
        while len(out) < n and self._poll.poll(0):
            if self._in.readinto(self._byte) != 1:
                break
            out.append(self._byte[0])
        return bytes(out)

    def write(self, data):
        self._out.write(data)
