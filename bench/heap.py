# The device's heap, step by step, as the device would use it: the frame
# buffer, the app after boot, a game opened with its sample data, a long game
# played through the match (journaled to flash), and a power-up that resumes
# that game. Runs under the MicroPython unix port (64-bit) and under the
# WebAssembly port (32-bit pointers, bench/wasm/); bench/heap_report.py runs
# it in every configuration and prints the table with the Pico estimate:
#
#   .venv/bin/python bench/heap_report.py
#
# By hand (after `python bench/build_mpy.py`, from build/mpy):
#   micropython -X heapsize=192K -m bench.heap FLASH GAME MOVES [ROMFS-IMAGE]
#   micropython -X heapsize=192K -m bench.heap FLASH GAME resume [ROMFS-IMAGE]
#   micropython -X heapsize=192K -m bench.heap FLASH GAME time [ROMFS-IMAGE]
# (time: boot to the resumed game's first frame, with the Pico estimate)
#
# FLASH is a folder standing for the device's flash (bench/heap_report.py puts
# the game's sample data in it). With a ROMFS image, the device modules are
# imported from it (code and constants used in place, as on a board with a
# ROMFS partition); the image itself has to sit in the unix port's heap, so it
# is read first, at the bottom of the heap, and the heap beyond it is padded
# to what a plain 192 KB heap would leave (see pad_to below): the rest of the
# run sees the device's heap.
#
# Each step prints one line:
#   STEP <name> alloc=<bytes in use> free=<bytes free> [note]
# followed by micropython.mem_info()'s lines (the largest free block), in bytes, the frame buffer included, the image and the padding not. (No
# peak: micropython.mem_peak() counts allocations, not what the collector
# frees, so it is no high-water mark; a run that completes in the 192 KB
# heap is the proof that the transient peaks fit.)
import gc
import sys

FB_BYTES = 240 * 135 // 2   # the Display Pack's 4-bit frame buffer (firmware/canvas.py)
GC_BLOCK = 32 if sys.maxsize > 1 << 32 else 16    # bytes per heap block
START_ALLOC = 992           # gc.mem_alloc() of a bare unix-port process at start

# options for the longest games (the move list's growth is what is measured)
LONG_GAME = {"scorecounter": {"target": 0}, "omega": {"length": 8, "milestones": 8}}


class Bench:
    def __init__(self, flash, game, image=None, pool=None):
        self.flash = flash
        self.game = game
        self.hidden = 0          # bytes of the image and the padding
        if image is not None:
            self._mount(image)
            if pool is not None:
                self._pad_to(pool)
        self.base = 0
        self.app = None
        self.board = None
        self.fb = None
        self.moves = 0
        self.note = ""
        self.timed = False       # time the flash calls apart (boot_time)

    # -- configuration --

    def _mount(self, image):
        import vfs
        gc.collect()
        a0 = gc.mem_alloc()
        with open(image, "rb") as f:
            self._image = f.read()
        vfs.mount(vfs.VfsRom(self._image), "/rom")
        sys.path.insert(0, "/rom")
        gc.collect()
        self.hidden = gc.mem_alloc() - a0

    def _pad_to(self, pool):
        """Allocate a pad right after the image so that the heap left is
        what a `pool`-byte heap leaves free at start-up: the device's heap,
        with the image in flash (and this benchmark's own code not charged
        to the app: the device does not run it)."""
        gc.collect()
        extra = gc.mem_free() - (pool - START_ALLOC)
        if extra > 64:
            a0 = gc.mem_alloc()
            self._pad = bytearray(extra - GC_BLOCK)
            gc.collect()
            self.hidden += gc.mem_alloc() - a0

    # -- measuring --

    def start(self):
        """Measure from here on (the interpreter and this module excluded)."""
        self.base = self.alloc()

    def alloc(self):
        gc.collect()
        return gc.mem_alloc() - self.hidden

    def report(self, step, blocks=True):
        """One STEP line; then, with blocks, micropython.mem_info()'s lines,
        whose "max free sz" (in heap blocks: GC_BLOCK bytes) is the largest
        free block (bench/heap_report.py reads it). Trying to allocate ever
        bigger blocks would not do: the collector scans the stack
        conservatively, and a stale pointer to a trial block keeps it alive."""
        alloc = self.alloc()
        print("STEP %s alloc=%d free=%d %s" % (step, alloc - self.base, gc.mem_free(), self.note))
        self.note = ""
        if blocks:
            import micropython
            micropython.mem_info()

    # -- the steps --

    def frame(self):
        # the board allocates the frame buffer first, while the heap is whole
        self.fb = bytearray(FB_BYTES)

    def boot(self):
        """Power-up: the app starts (resuming the open game, if any) and
        draws its first frame."""
        from boards import emulator as emu
        from firmware.app import App
        from firmware.main import add_services
        self.board = emu.Board("pico_display", self.flash, panel=False, framebuffer=self.fb)
        if self.timed:
            self.board.storage = TimedStorage(self.board.storage)
        self.app = App(self.board)
        add_services(self.app, self.board)    # the USB sync, as firmware/main.py does
        self.app.start()
        self.app.draw()
        emu.advance(self.app, self.board, 50)
        s = self.app.session
        if s is not None:
            self.moves = len(s.match.moves)
            self.note = "resumed %s with %d moves" % (s.name, self.moves)

    def module(self):
        """The game's rule modules imported (what open() imports first)."""
        from shared import games
        games.load(self.game)

    def open(self):
        """A new game of `game` with its sample data and the options of
        LONG_GAME (else the defaults), started from the screens and drawn."""
        from boards import emulator as emu
        from firmware import input as keys
        from firmware.app import call_in
        app = self.app
        call_in("firmware.newgame", "new_game", app, self.game)
        top = app.stack[-1]
        if type(top).__name__ == "Options":
            top.values.update(LONG_GAME.get(self.game, {}))
            top.cursor = len(top.items) - 1       # "Start"
            app.dispatch(keys.OK)
        emu.advance(app, self.board, 50)
        if app.session is None or app.session.name != self.game:
            top = app.stack[-1]
            raise RuntimeError("the game did not open: %s %s" % (
                type(top).__name__, getattr(top, "text", "")))

    def play(self, count):
        """Random legal moves through the session (journaled), with an
        undo and a redo every 10 moves, until `count` moves or the end."""
        from boards import emulator as emu
        from shared.prng import Prng, seed_state
        session = self.app.session
        game = session.game
        rng = Prng(seed_state(2024))
        played = 0
        while played < count and game.outcome(session.state) is None:
            move = _random_move(game, session.state, rng)
            if move is None:
                break
            session.play(move)
            played += 1
            if played % 10 == 0 and session.match.can_undo() is None:
                session.undo()
                session.redo()
            if played % 50 == 0:
                gc.collect()
        self.app.game_changed()
        emu.advance(self.app, self.board, 50)
        self.moves = len(session.match.moves)
        self.note = "%d moves" % self.moves


class _TimedFile:
    def __init__(self, f, io):
        self.f = f
        self.io = io

    def read(self, n=-1):
        import time
        t0 = time.ticks_us()
        data = self.f.read(n) if n >= 0 else self.f.read()
        self.io[0] += time.ticks_diff(time.ticks_us(), t0)
        return data

    def readinto(self, buf):
        import time
        t0 = time.ticks_us()
        n = self.f.readinto(buf)
        self.io[0] += time.ticks_diff(time.ticks_us(), t0)
        return n

    def seek(self, pos):
        return self.f.seek(pos)

    def close(self):
        self.f.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()


class TimedStorage:
    """The flash, with the time spent in its calls put aside: the unix port's
    file calls are Linux system calls, which the Pico factor (a ratio for
    interpreted code) would blow up; the Pico's littlefs costs are counted
    apart (bench/heap_report.py adds an allowance per operation)."""

    def __init__(self, storage):
        self.s = storage
        self.io = [0]            # microseconds spent in file calls
        self.reads = 0           # files opened for reading
        self.writes = 0          # appends and atomic replacements
        self.written = 0         # bytes

    def _timed(self, fn, *args):
        import time
        t0 = time.ticks_us()
        try:
            return fn(*args)
        finally:
            self.io[0] += time.ticks_diff(time.ticks_us(), t0)

    def read(self, path):
        self.reads += 1
        return self._timed(self.s.read, path)

    def reader(self, path):
        self.reads += 1
        f = self._timed(self.s.reader, path)
        return None if f is None else _TimedFile(f, self.io)

    def append(self, path, data):
        self.writes += 1
        self.written += len(data)
        return self._timed(self.s.append, path, data)

    def write_atomic(self, path, data):
        self.write_atomic_parts(path, (data,))

    def write_atomic_parts(self, path, parts):
        parts = list(parts)
        self.writes += 1
        self.written += sum(len(p) for p in parts)
        return self._timed(self.s.write_atomic_parts, path, parts)

    def remove(self, path):
        return self._timed(self.s.remove, path)

    def exists(self, path):
        return self._timed(self.s.exists, path)

    def size(self, path):
        return self._timed(self.s.size, path)

    def listdir(self, path):
        return self._timed(self.s.listdir, path)

    def makedirs(self, path):
        return self._timed(self.s.makedirs, path)


def boot_time(flash, image):
    """Power-up to the resumed game's first frame, timed in a fresh process
    (module imports included, as on the device), with the Pico estimate of
    bench/pico.py measured in the same process right after. (Run it in a
    roomy heap: the calibration workloads do not fit beside the app in
    192 KB, and measured before the boot they would fragment its heap.)"""
    import time
    b = Bench(flash, "-", image)
    b.frame()
    b.timed = True
    gc.collect()
    t0 = time.ticks_us()
    b.boot()
    dt = time.ticks_diff(time.ticks_us(), t0)
    s = b.app.session
    st = b.board.storage
    from bench import pico
    f = pico.factor()
    print("TIME boot=%d io=%d reads=%d writes=%d written=%d factor=%.1f moves=%d replayed=%d"
          % (dt, st.io[0], st.reads, st.writes, st.written, f,
             len(s.match.moves) if s else -1, s.replayed if s else -1))


def _random_move(game, state, rng):
    prefix = []
    while True:
        options = game.choices(state, prefix)
        if not options:
            return None
        item = options[rng.below(len(options))]
        if item is None:
            return prefix
        prefix = prefix + [item]


def main(argv):
    flash, game, what = argv[0], argv[1], argv[2]
    image = argv[3] if len(argv) > 3 and argv[3] != "-" else None
    if what == "time":
        boot_time(flash, image)
        return
    pool = int(argv[4]) if len(argv) > 4 else None
    b = Bench(flash, game, image, pool)
    print("GC_BLOCK %d" % GC_BLOCK)
    b.start()
    b.report("base")
    b.frame()
    b.report("frame")
    try:
        b.boot()
        b.report("resume" if what == "resume" else "boot")
        if what == "resume":
            return
        b.module()
        b.report("module")
        b.open()
        b.report("open")
        b.play(int(what))
        b.report("long")
    except (MemoryError, RuntimeError) as e:
        print("FAIL %s %s" % (type(e).__name__, e))
        sys.print_exception(e)


if __name__ == "__main__":
    main(sys.argv[1:])
