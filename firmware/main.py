# Start the device: `import firmware.main; firmware.main.run("pico_display")`
# is the whole of the main.py that deploy puts at the root of the flash.
#
# The app catches every error of its screens and shows it (firmware/app.py).
# What escapes it (an error while showing an error, an error at start-up) is
# printed to the serial console and the board restarts after a pause; the
# session file's resume counter then makes the next start a safe one instead
# of a crash loop.
import sys

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

SYNC_IDLE_MS = const(60000)   # the sync service is dropped after this long without traffic


def run(board_name):
    # the board first: it allocates the frame buffer while the heap is empty
    board_module = __import__("boards." + board_name, None, None, ("open",))
    board = board_module.open()
    try:
        from firmware.app import App
        app = App(board)
        add_services(app, board)
        app.run()
    except KeyboardInterrupt:
        raise            # Ctrl-C from the REPL (mpremote): stop, do not reset
    except BaseException as e:
        sys.print_exception(e)
        board.sleep_ms(2000)
        board.reset()


def add_services(app, board):
    """The USB sync service, loaded when the host first speaks (SyncOnDemand)."""
    app.add_service(SyncOnDemand(board.link))


class SyncOnDemand:
    """The USB sync service (firmware/sync.py with shared/syncproto.py and
    syncpath.py: about 17 KB of heap with the code in ROMFS, more with .mpy
    files in RAM) is imported when the first byte arrives from the host, and
    dropped again after SYNC_IDLE_MS without traffic once nothing is in
    progress: the heap is the game's the rest of the time. While waiting it
    costs one link.any() per loop iteration, as the service itself did. An
    unfinished put loses nothing when the service goes: it resumes from its
    part file on flash (docs/sync.md). A firmware without the sync module
    has no service; if the heap has no room for it, the app says so on the
    bottom line and it is tried again at the host's next bytes."""

    def __init__(self, link):
        self.link = link        # None: the board's, once it has one (the emulator's pty)
        self.service = None
        self.heard = 0          # bytes received by the service when last looked at
        self.quiet_since = 0
        self.absent = False     # the firmware has no sync module

    def poll(self, app):
        service = self.service
        if service is None:
            if self.absent:
                return
            link = self.link if self.link is not None else app.board.link
            if link is None or not link.any():
                return
            try:
                from firmware import sync
                service = sync.Sync(link)
            except ImportError:
                self.absent = True      # a firmware without sync: no service
                return
            except MemoryError:
                # no room for the service now: what arrived is dropped (the
                # host asks again) and the app says so on the bottom line
                link.read(256)
                self._forget()
                raise
            self.service = service
            self.heard = 0
            self.quiet_since = app.now
        service.poll(app)
        heard = service.stats["bytes_in"]
        if heard != self.heard or not service.idle():
            self.heard = heard
            self.quiet_since = app.now
        elif app.since(self.quiet_since) >= SYNC_IDLE_MS:
            self.service = None
            self._forget()

    def _forget(self):
        from firmware.app import forget_module
        for name in ("firmware.sync", "shared.syncproto", "shared.syncpath"):
            forget_module(name)

