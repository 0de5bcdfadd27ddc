# The USB sync service is in memory only while the host talks to the device
# (firmware/main.py SyncOnDemand): not at power-up, loaded by the host's
# first bytes, answering them, and dropped after a minute without traffic;
# the next request loads it again. Runs under CPython (with host/mpcompat)
# and MicroPython.
import sys

try:
    import framebuf  # noqa: F401
except ImportError:
    from host import mpcompat
    mpcompat.install()

from boards import emulator as emu
from firmware.app import App
from firmware.main import add_services, SYNC_IDLE_MS


class FakeLink:
    def __init__(self):
        self.inbox = bytearray()
        self.out = bytearray()
        self.polled = 0

    def any(self):
        self.polled += 1
        return len(self.inbox) > 0

    def read(self, n):
        data = bytes(self.inbox[:n])
        self.inbox = self.inbox[n:]
        return data

    def write(self, data):
        self.out += data


def _hello():
    # a HELLO frame, built without keeping the protocol module loaded
    from shared import syncproto
    wire = bytes(syncproto.frame(syncproto.HELLO, 7, b'{"proto":1,"host":"test"}'))
    ok = syncproto.OK
    from firmware.app import forget_module
    forget_module("shared.syncproto")
    return wire, ok


def _app(tmp):
    board = emu.Board("pico_display", tmp, panel=False)
    link = FakeLink()
    board.link = link
    app = App(board)
    add_services(app, board)
    app.start()
    return app, board, link


def _tmp(name):
    import os
    path = "/tmp/tk-sync-on-demand-" + name
    try:
        os.mkdir(path)
    except OSError:
        pass
    return path


def _loaded():
    return "firmware.sync" in sys.modules


def _answered(link, kind):
    # the first reply: SOF, the version byte 1 escaped (ESC "A"), its kind
    return bytes(link.out[:4]) == b"\x1e\x1bA" + bytes((kind,))


def _later(app, board, ms):
    """Let ms pass on the app's clock at once, then run one loop iteration
    (the service's own frame timeout runs on the real clock: a long run of
    iterations could trip it on a slow machine)."""
    board.time += ms
    app.step()


def test_the_sync_service_loads_when_the_host_speaks_and_goes_when_it_is_quiet():
    from firmware.app import forget_module
    forget_module("firmware.sync")
    wire, ok = _hello()
    app, board, link = _app(_tmp("a"))
    emu.advance(app, board, 200)
    assert not _loaded(), "the service is not in memory while nobody talks to it"
    assert link.polled > 0 and not link.out
    link.inbox += wire
    emu.advance(app, board, 50)
    assert _loaded()
    assert _answered(link, ok), bytes(link.out)
    # quiet, but not yet for long
    _later(app, board, SYNC_IDLE_MS // 2)
    assert _loaded()
    _later(app, board, SYNC_IDLE_MS // 2 + 100)
    assert not _loaded(), "dropped after a minute without traffic"
    # and back at the next request
    answered = len(link.out)
    link.inbox += wire
    emu.advance(app, board, 50)
    assert _loaded() and len(link.out) > answered


def test_the_service_is_not_dropped_in_the_middle_of_a_frame():
    from firmware.app import forget_module
    forget_module("firmware.sync")
    wire, ok = _hello()
    app, board, link = _app(_tmp("b"))
    link.inbox += wire[:6]
    emu.advance(app, board, 50)
    assert _loaded() and not link.out
    _later(app, board, SYNC_IDLE_MS + 100)
    assert _loaded(), "a frame is being received"
    link.inbox += wire[6:]
    emu.advance(app, board, 50)
    assert _answered(link, ok)
    _later(app, board, SYNC_IDLE_MS + 100)
    assert not _loaded()
