"""The USB host's end of an emulated Pico's serial port, as a transport for
host/syncclient.py (write(data), read(timeout), close(), as
host/transport.py's SerialTransport), counted in the board's own time:

    link = PicoLink(pico)
    client = SyncClient(link)          # its timeouts are emulated seconds
    client.hello(); client.put("data/omega/sample.json", data)

While the client waits for an answer the board runs (in steps of
STEP_MS, through `run`: the board's own run, or a play.Player's so that it
sees the panel writes meanwhile), so a transfer takes the time it takes on
the chip, and a board that does not answer is a timeout like a real one.
"""
STEP_MS = 5


class PicoLink:
    def __init__(self, pico, run=None, step_ms=STEP_MS):
        self.pico = pico
        self.port = "the emulated Pico's USB serial port"
        self.run = run if run is not None else pico.run
        self.step_ms = step_ms
        self.bytes_out = 0
        self.bytes_in = 0
        pico.take_serial()          # what the board printed before is not an answer

    def clock(self):
        """The board's time in seconds (SyncClient's timeouts)."""
        return self.pico.t_us / 1e6

    def write(self, data):
        self.pico.write_serial(data)
        self.bytes_out += len(data)

    def read(self, timeout):
        """What the board writes within `timeout` emulated seconds (at least
        one byte, or b"")."""
        deadline = self.pico.t_us + timeout * 1e6
        while True:
            data = self.pico.take_serial()
            if data:
                self.bytes_in += len(data)
                return data
            left_ms = (deadline - self.pico.t_us) / 1000
            if left_ms <= 0:
                return b""
            self.run(min(self.step_ms, left_ms))

    def close(self):
        pass
