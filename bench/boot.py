# The app booted on the emulated board beside the Pico calibration: what
# every device bench (bench/device.py, cerebria_device.py, fugitive_device.py,
# omega_device.py) does before it measures anything.
#
# The benches are standalone MicroPython scripts run on the compiled firmware
# (build/mpy, see their headers); they import this module at their top, so
# that it is in the heap before the baseline is taken, as their own code is:
# the heap figures count from the baseline (boot()'s `base`), which comes
# after the flash is prepared and before the frame buffer, the calibration
# and the app. Caveat: interned names live in pools that grow by whole
# blocks (micropython.qstr_info()); a change to the benches' own code can
# move a pool's allocation across the baseline and shift every figure of a
# bench by about 2 KB (Omega's did, by -2,080 B, when this module was made).
import gc
import os
import sys
import time

FRAME_BYTES = 240 * 135 // 2        # the 4-bit frame (firmware/canvas.py)


def heap():
    """Bytes of heap in use, after a collection."""
    gc.collect()
    return gc.mem_alloc()


def pico_ms(us, factor):
    """A time measured here (µs) as milliseconds on the Pico (bench/pico.py)."""
    return us * factor / 1000.0


def best(fn, repeat=5, collect=False):
    """The fastest of `repeat` runs of fn, in µs (collect: a garbage
    collection before each run, outside the timing)."""
    t = None
    for _ in range(repeat):
        if collect:
            gc.collect()
        t0 = time.ticks_us()
        fn()
        dt = time.ticks_diff(time.ticks_us(), t0)
        t = dt if t is None or dt < t else t
    return t


def _mkdir(path):
    try:
        os.mkdir(path)
    except OSError:
        pass                        # it is there already


def _copy_sample(game, dst):
    """The game's sample data (from build/mpy, the benches' working folder,
    or from the repository root) copied to dst a little at a time: no copy of
    the whole file passes through the heap before the baseline."""
    for path in ("../../data/%s/sample.json" % game, "data/%s/sample.json" % game):
        try:
            src = open(path, "rb")
        except OSError:
            continue
        buf = bytearray(256)
        with src, open(dst, "wb") as out:
            while True:
                n = src.readinto(buf)
                if not n:
                    return
                out.write(buf if n == len(buf) else buf[:n])
    raise SystemExit("no sample data for %s: run from the repository root or build/mpy"
                     % game)


def prepare_flash(flash, game=None, lang=None):
    """The bench's flash folder as the device's after a sync: no saves, the
    game's sample data alone in data/<game>/, as sample.json (game None: no
    data copied), the interface language in settings.json (None: no settings
    file, the device's default)."""
    for path in (flash, flash + "/data", flash + "/saves"):
        _mkdir(path)
    for name in os.listdir(flash + "/saves"):
        os.remove(flash + "/saves/" + name)
    try:
        os.remove(flash + "/settings.json")
    except OSError:
        pass
    if game is not None:
        folder = flash + "/data/" + game
        _mkdir(folder)
        for name in os.listdir(folder):
            os.remove(folder + "/" + name)      # a file a game wrote (Omega's next party)
        _copy_sample(game, folder + "/sample.json")
    if lang is not None:
        with open(flash + "/settings.json", "w") as f:
            f.write('{"lang": "%s"}' % lang)


def calibrate():
    """bench/pico.py's factor, measured in this process (as it asks); the
    module is dropped afterwards so that its code does not count in the heap
    figures that follow."""
    from bench import pico
    factor = pico.factor()
    del pico
    del sys.modules["bench.pico"]
    gc.collect()
    return factor


def boot(flash, timing):
    """The app started on the emulated Display Pack (no panel window) over
    the flash folder, and left to settle for 50 ms. The frame buffer is
    allocated first, as the board does on the device; then, for a timing run,
    the calibration (it leaves the heap fragmented: the heap figures come
    from runs without it). Returns (app, board, factor, base, booted):
    factor 0 when not timing; base, the heap in use before the frame buffer;
    booted, the heap in use after boot counted from base."""
    gc.collect()
    base = heap()
    fb = bytearray(FRAME_BYTES)
    factor = calibrate() if timing else 0
    from boards import emulator as emu
    from firmware.app import App
    board = emu.Board("pico_display", flash, panel=False, framebuffer=fb)
    del fb
    app = App(board)
    app.start()
    emu.advance(app, board, 50)
    return app, board, factor, base, heap() - base


def press(app, *actions):
    """Each action dispatched and the screen drawn, as the app's loop does."""
    for action in actions:
        app.dispatch(action)
        app.draw()


def new_game(app, name, moves):
    """A new game of `name` with its default options (its Options list, then
    Start: the last item), `moves` played through the match as if entered
    before, and the app told; returns the session."""
    from firmware import input as keys
    from firmware.app import call_in
    call_in("firmware.newgame", "game_entry", app, name)
    press(app, keys.UP, keys.OK)
    session = app.session
    assert session is not None and session.name == name
    for move in moves:
        session.play(move)
    app.game_changed()
    return session
