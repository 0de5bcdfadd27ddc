# The device application's budgets, measured under the MicroPython unix port
# and estimated for the Pico with bench/pico.py:
#
#   .venv/bin/python bench/build_mpy.py; cd build/mpy
#   ../../.venv/bin/micropython -X heapsize=256K -m bench.device heap   (heap in use)
#   ../../.venv/bin/micropython -X heapsize=320K -m bench.device time   (frames, loop, a move)
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.device 500    (long game)
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.device omega  (Projekt Omega:
#                           also omega-time, omega-long N; see bench/omega_device.py)
# (The .mpy code is in the heap here and the objects are 64-bit: "heap" no
# longer runs in the device's 192K, nor "omega" in 256K; bench/heap_report.py
# measures the device's configuration.)
#   ../../.venv/bin/micropython -X heapsize=320K -m bench.device heap inbetween
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.device time inbetween
#                        (heap with an InBetween game open; its screens' times)
#
# - heap in use after boot and with a game open (frame buffer included),
#   and the peak; the heap is the Pico's 192 KB (see shared/perf/README.md);
# - drawing a full frame (the game screen redrawn), a new screen pushed over
#   it (the game menu, bottom line included) and a typical partial update,
#   plus the SPI transfer of the pushed rows at 62.5 MHz (computed), for the
#   Display Pack;
# - the idle main loop: time per iteration and bytes allocated (must be 0);
# - a button press answered (until its frame reaches the display; the flash
#   work the app does after that is not counted): cursor move, a new screen,
#   and a move chosen in the picker (journal append to a file, redraw);
# - undo after a 500-move game (an endless score-counter game), and resuming
#   that game from its journal after power-up.
#
# Note: the unix port is 64-bit, its objects take up to twice the bytes of
# the Pico's 32-bit ones, so the heap figures are an upper bound.
import gc
import sys
import time

sys.path.insert(0, ".")

import micropython  # noqa: E402

from bench.boot import boot, heap, pico_ms, prepare_flash, press  # noqa: E402

SPI_HZ = 62500000
FLASH = "/tmp/tk-bench-flash"


def us():
    return time.ticks_us()


SHOWN = [None]   # when the display last received rows (see watch_display)


def watch_display(display):
    """Note when each update reaches the display: a press is answered when
    its frame is on the screen; the flash work the app does after that (the
    session file, a snapshot) is not part of the answer. (A colour display
    receives a window of rows, converted from the 4-bit frame as they go:
    the update is there at its end().)"""
    real = display.end

    def end():
        real()
        SHOWN[0] = us()
    display.end = end


def best(fn, repeat=5):
    """The fastest of `repeat` runs of fn, up to its last display update."""
    t = None
    for _ in range(repeat):
        SHOWN[0] = None
        t0 = us()
        fn()
        end = SHOWN[0] if SHOWN[0] is not None else us()
        dt = time.ticks_diff(end, t0)
        t = dt if t is None or dt < t else t
    return t


def full_frame(app, screen, display):
    """The screen drawn from scratch and pushed: (bytes sent, best time)."""
    def full():
        screen.need = 2
        app.draw()
    b0 = display.bytes
    full()
    nbytes = display.bytes - b0
    return nbytes, best(full)


def spi_ms(nbytes):
    return nbytes * 8 * 1000.0 / SPI_HZ


def open_inbetween(app, board, keys):
    """Games, InBetween, the default options, Start; leave the circle's
    layout for the main screen, then play one card (the turn menu and the
    card's menus are built and closed on the way)."""
    from boards import emulator as emu
    from shared.games import GAMES
    # the game found by its name in the list, not by a position
    press(app, *((keys.OK,) + (keys.DOWN,) * GAMES.index("inbetween") +
                 (keys.OK, keys.DOWN, keys.DOWN, keys.DOWN, keys.DOWN, keys.OK)))
    emu.advance(app, board, 50)
    press(app, keys.BACK)                    # the layout of the circle
    for _ in range(6):                       # the first card, target, way, payment
        press(app, keys.OK)
        if app.stack[-1].key == "game":
            break
    assert app.session.state["turn"] == 2
    emu.advance(app, board, 50)


def inbetween_times(app, board, keys, f):
    """InBetween's screens: the main screen drawn in full, a browse step
    (two slots repainted), and each press of playing a card through the
    pickers (turn menu, target, direction, payment: the move journaled and
    the main screen redrawn)."""
    d = board.display
    top = app.stack[-1]
    assert top.key == "game"
    full_bytes, t_full = full_frame(app, top, d)

    def browse():
        app.dispatch(keys.DOWN)
        app.draw()
    b0 = d.bytes
    browse()
    browse_bytes = d.bytes - b0
    t_browse = best(browse)
    top.tick(app.now + 10000)                # the cursor goes away
    app.draw()
    session = app.session
    # the flash's time is not the CPU's: file writes (journal, session file)
    # are timed apart and left out of the estimates
    storage = TimedStorage(app.storage)
    app.storage = storage
    presses = []
    for _ in range(3):
        n = len(session.match.moves)
        i = 0
        while len(session.match.moves) == n:
            gc.collect()              # a collection's time is the heap's, not the screens'
            storage.us = 0
            t0 = us()
            app.dispatch(keys.OK)
            app.draw()
            dt = time.ticks_diff(us(), t0) - storage.us
            if i == len(presses):
                presses.append(dt)
            presses[i] = min(presses[i], dt)
            i += 1
        session.undo()
        app.pop_builders()
        app.draw()
    app.storage = storage.real
    print("InBetween main screen, full frame: draw %.1f ms here, %.0f ms Pico + SPI %d bytes"
          " %.1f ms" % (t_full / 1000, pico_ms(t_full, f), full_bytes, spi_ms(full_bytes)))
    print("browse the circle (two slots): %.2f ms here, %.1f ms Pico + SPI %d bytes %.1f ms"
          % (t_browse / 1000, pico_ms(t_browse, f), browse_bytes, spi_ms(browse_bytes)))
    print("a card played, press by press (menu, target, direction, payment/played;"
          " garbage collection and flash writes excluded): %s ms Pico"
          % ", ".join("%.0f" % pico_ms(t, f) for t in presses))
    print("Pico factor %.0f" % f)


class TimedStorage:
    """The app's storage, with the time spent in it counted."""

    def __init__(self, real):
        self.real = real
        self.us = 0
        self.calls = 0

    def __getattr__(self, name):
        fn = getattr(self.real, name)

        def timed(*args):
            t0 = us()
            result = fn(*args)
            self.us += time.ticks_diff(us(), t0)
            self.calls += 1
            return result
        return timed


def main(mode, game=None):
    moves = int(mode) if mode not in ("heap", "time") else 0
    prepare_flash(FLASH, game)
    # the calibration leaves the heap fragmented: the heap figures come from
    # a run without it ("heap"), the times from runs with it
    app, board, f, base, booted = boot(FLASH, mode != "heap")
    from boards import emulator as emu
    from firmware.app import App
    from firmware import input as keys
    if mode == "heap":
        print("heap after boot:        %6d bytes in use (frame buffer of %d included)"
              % (booted, len(app.canvas.buf)))
    if game == "inbetween":
        open_inbetween(app, board, keys)
        session = app.session
        assert session is not None and len(session.state["circle"]) == 10
        game_open = heap() - base
        if mode == "heap":
            print("heap with InBetween open (sample data, the device dealt, main screen): "
                  "%6d bytes in use; %d bytes free" % (game_open, gc.mem_free()))
            return
        inbetween_times(app, board, keys, f)
        return
    # open a game: games, score counter, target endless, start
    press(app, keys.OK, keys.OK, keys.OK, keys.DOWN, keys.DOWN, keys.OK, keys.DOWN, keys.OK)
    emu.advance(app, board, 50)
    session = app.session
    assert session is not None and session.state["target"] == 0
    game_open = heap() - base
    if mode == "heap":
        print("heap with a game open:  %6d bytes in use; %d bytes free"
              % (game_open, gc.mem_free()))
        return
    peak = micropython.mem_peak()
    c = app.canvas
    d = board.display
    watch_display(d)

    # a full frame: the game screen drawn from scratch and pushed
    top = app.stack[-1]
    full_bytes, t_full = full_frame(app, top, d)

    # the conversion alone: every row of the 4-bit frame to RGB565 through
    # the palette (C code), pushed to a display that takes the bytes and
    # does nothing with them
    class Sink:
        def begin(self, y0, y1):
            pass

        def write(self, data):
            pass

        def end(self):
            pass
    sink = Sink()

    def convert():
        c.touch(0, c.height)
        c.flush(sink)
    t_convert = best(convert)

    # a new screen: the game menu pushed over the game (a full frame whose
    # bottom line changes too), timed without the pop that follows
    t_push = None
    push_bytes = 0
    for _ in range(5):
        b0 = d.bytes
        SHOWN[0] = None
        t0 = us()
        app.dispatch(keys.MENU)
        app.draw()
        dt = time.ticks_diff(SHOWN[0], t0)
        push_bytes = d.bytes - b0
        t_push = dt if t_push is None or dt < t_push else t_push
        press(app, keys.BACK)

    # a partial update: the cursor moves in the game menu (two rows repaint)
    press(app, keys.MENU)
    menu = app.stack[-1]

    def cursor():
        app.dispatch(keys.DOWN)
        app.draw()
    b0 = d.bytes
    u0 = d.updates
    cursor()
    part_bytes = d.bytes - b0
    part_bands = d.updates - u0
    t_part = best(cursor)
    press(app, keys.BACK)

    # the idle loop
    emu.advance(app, board, 100)
    gc.collect()
    a0 = gc.mem_alloc()
    t0 = us()
    for _ in range(200):
        app.step()
        board.sleep_ms(10)
    t_idle = time.ticks_diff(us(), t0) / 200
    idle_alloc = gc.mem_alloc() - a0

    # a move played through the picker: journal append + full redraw
    t_move = None
    for _ in range(5):
        press(app, keys.OK)          # the picker opens (not timed)
        SHOWN[0] = None
        t0 = us()
        app.dispatch(keys.OK)        # the move: played, journaled, the game screen drawn
        app.draw()
        dt = time.ticks_diff(SHOWN[0], t0)
        t_move = dt if t_move is None or dt < t_move else t_move

    if moves == 0:
        fb_len = len(c.buf)
        del app, session, top, menu, c, d, board
        report_short(f, base, booted, game_open, peak, fb_len, t_full, full_bytes, t_part,
                     part_bytes, part_bands, t_idle, idle_alloc, t_move)
        print("of which converting the whole 4-bit frame to RGB565 (C, framebuf.blit with a"
              " palette): %.3f ms here, %.1f ms Pico by the interpreted-code factor (an upper"
              " bound for a C loop)" % (t_convert / 1000, pico_ms(t_convert, f)))
        print("menu pushed over the game: draw %.2f ms here, %.1f ms Pico + SPI %d bytes"
              " %.1f ms = %.1f ms" % (t_push / 1000, pico_ms(t_push, f), push_bytes,
                                      spi_ms(push_bytes), pico_ms(t_push, f) + spi_ms(push_bytes)))
        return
    # a long game, then undo
    while len(session.match.moves) < moves:
        session.play(["add", 1 + len(session.match.moves) % 3])
        session.flush()           # as the app does after each frame (snapshots)
    t_undo_match = best(lambda: (session.match.undo(), session.match.redo()), 3)

    def undo_journaled():
        session.undo()
        session.redo()
    t_undo = best(undo_journaled, 3)
    journal_size = board.storage.size("saves/scorecounter.jnl")
    long_game = heap() - base

    # power-up with that game: a new app resumes it from the journal (in the
    # same frame buffer)
    fb2 = c.buf
    del app, session, top, menu, c, d, board
    gc.collect()

    def resume():
        b = emu.Board("pico_display", FLASH, panel=False, framebuffer=fb2)
        a = App(b)
        a.start()
        a.draw()
        assert a.session is not None and len(a.session.match.moves) == moves
    t_resume = best(resume, 2)

    print("%d-move game (heap in use %d bytes):" % (moves, long_game))
    print("undo+redo: match only %.3f ms here, %.0f ms Pico; journaled %.3f ms here, %.0f ms"
          " Pico (journal %d bytes)" % (
              t_undo_match / 1000, pico_ms(t_undo_match, f),
              t_undo / 1000, pico_ms(t_undo, f), journal_size))
    print("resume at power-up (snapshot + journal tail, app start, first frame): %.0f ms here,"
          " %.0f ms Pico (flash reads not included)" % (t_resume / 1000,
                                                        pico_ms(t_resume, f)))
    print("Pico factor %.0f" % f)


def report_short(f, base, booted, game_open, peak, fb_len, t_full, full_bytes, t_part, part_bytes,
                 part_bands, t_idle, idle_alloc, t_move):
    print("full frame:   draw %.2f ms here, %.1f ms Pico + SPI %d bytes %.1f ms = %.1f ms"
          % (t_full / 1000, pico_ms(t_full, f), full_bytes, spi_ms(full_bytes),
             pico_ms(t_full, f) + spi_ms(full_bytes)))
    print("partial update (menu cursor): draw %.2f ms here, %.1f ms Pico + SPI %d bytes in"
          " %d bands %.1f ms = %.1f ms" % (
              t_part / 1000, pico_ms(t_part, f), part_bytes, part_bands,
              spi_ms(part_bytes), pico_ms(t_part, f) + spi_ms(part_bytes)))
    print("idle loop iteration: %.0f us here, %.2f ms Pico; %d bytes allocated in 200"
          % (t_idle, pico_ms(t_idle, f), idle_alloc))
    print("move chosen in the picker (played, journal append, game screen drawn): %.1f ms"
          " here, %.0f ms Pico (+ SPI %.1f ms)" % (t_move / 1000, pico_ms(t_move, f),
                                                spi_ms(full_bytes)))
    print("Pico factor %.0f" % f)


if len(sys.argv) > 1 and sys.argv[1].startswith("omega"):
    # Projekt Omega open on the device (bench/omega_device.py)
    from bench import omega_device
    omega_device.main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
else:
    main(sys.argv[1] if len(sys.argv) > 1 else "heap", sys.argv[2] if len(sys.argv) > 2 else None)
