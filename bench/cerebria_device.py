# Cerebria on the device: heap and response times of its screens, measured
# on the compiled firmware under the MicroPython unix port (as bench/device.py
# does for the app and the score counter):
#
#   .venv/bin/python bench/build_mpy.py; cd build/mpy
#   ../../.venv/bin/micropython -X heapsize=256K -m bench.cerebria_device heap
#   ../../.venv/bin/micropython -X heapsize=256K -m bench.cerebria_device time
#
# heap: in use after boot, with a Cerebria game open (2v2, the sample board,
#       set up and a few turns played) on its main screen, with the move
#       picker open, with the board list open, and the peak; the frame
#       buffer (64,800 B) is included. The unix port is 64-bit: its objects
#       are up to twice the Pico's 32-bit ones, so these are upper bounds.
# time: the main screen drawn whole (each page), the first step of a move
#       opened, a cursor move in it, a move played through the pickers (end
#       of turn: three presses, the last one journals and redraws), the
#       board list opened, a slot's list opened; each estimated for the Pico
#       with bench/pico.py's factor measured in the same process.
import gc
import os
import sys
import time

sys.path.insert(0, ".")

import micropython  # noqa: E402

FLASH = "/tmp/tk-bench-cerebria-flash"
SAMPLE = ("data/cerebria/sample.json", "../../data/cerebria/sample.json")
SETUP = (["origin", 0], ["start", 1, 0], ["start", 3, 5], ["start", 5, 6], ["start", 7, 9],
         ["invoke", 1, "courage"], ["move", 2], ["end", "draw"],
         ["invoke", 4, "anger"], ["end", "ambition"],
         ["invoke", 7, "kindness"], ["end", "draw"],
         ["move", 8], ["invoke", 11, "bitterness"], ["end", "draw"])


def ms(us, f):
    return us * f / 1000.0


def heap():
    gc.collect()
    return gc.mem_alloc()


def best(fn, repeat=5):
    t = None
    for _ in range(repeat):
        t0 = time.ticks_us()
        fn()
        dt = time.ticks_diff(time.ticks_us(), t0)
        t = dt if t is None or dt < t else t
    return t


def prepare_flash():
    for path in SAMPLE:
        try:
            with open(path, "rb") as f:
                sample = f.read()
            break
        except OSError:
            sample = None
    if sample is None:
        raise SystemExit("run from the repository root or build/mpy: no sample data")
    for d in (FLASH, FLASH + "/data", FLASH + "/data/cerebria", FLASH + "/saves"):
        try:
            os.mkdir(d)
        except OSError:
            pass
    for name in os.listdir(FLASH + "/saves"):
        os.remove(FLASH + "/saves/" + name)
    with open(FLASH + "/data/cerebria/sample.json", "wb") as f:
        f.write(sample)


def main(mode):
    prepare_flash()
    gc.collect()
    base = heap()
    fb = bytearray(240 * 135 * 2)
    f = 0
    if mode == "time":
        from bench import pico
        f = pico.factor()
        del pico
        del sys.modules["bench.pico"]
        gc.collect()
    from boards import emulator as emu
    from firmware.app import App
    from firmware import input as keys
    from firmware import play
    board = emu.Board("pico_display", FLASH, panel=False, framebuffer=fb)
    del fb
    app = App(board)
    app.start()
    emu.advance(app, board, 50)
    boot = heap() - base

    def press(action):
        app.dispatch(action)
        app.draw()

    # a new 2v2 game (the Options list, then Start: the last item)
    play.game_entry(app, "cerebria")
    press(keys.UP)
    press(keys.OK)
    session = app.session
    assert session is not None and session.name == "cerebria"
    for move in SETUP:
        session.play(move)
    app.game_changed()
    emu.advance(app, board, 50)
    ring = app.stack[-1]
    game_open = heap() - base
    press(keys.OK)
    picker = heap() - base
    press(keys.BACK)
    from firmware.games.cerebria_pick import BoardList
    app.push(BoardList(session))
    app.draw()
    board_list = heap() - base
    app.pop()
    app.draw()
    if mode == "heap":
        print("heap after boot:            %6d bytes in use (frame buffer of 64800 included)"
              % boot)
        print("Cerebria game open (Ring):  %6d bytes in use; %d bytes free" % (
            game_open, gc.mem_free()))
        print("  with the move picker:     %6d bytes" % picker)
        print("  with the board list:      %6d bytes" % board_list)
        print("peak since start:           %6d bytes (mem_peak, frame buffer included)"
              % (micropython.mem_peak() - base))
        return

    def page(n):
        def draw():
            ring.page = n
            ring.need = 2
            app.draw()
        return draw
    pages = [best(page(n)) for n in range(4)]
    ring.page = 0

    def open_picker():
        press(keys.OK)
        press(keys.BACK)
    t_picker = best(open_picker)
    press(keys.OK)
    t_cursor = best(lambda: press(keys.DOWN))
    press(keys.BACK)

    def end_turn():
        # the picker, "End the turn…" (moved to by its index), draw, done
        press(keys.OK)
        picker = app.stack[-1]
        want = [r[1] for r in picker.rows].index("end")
        picker.cursor = want
        press(keys.OK)
        press(keys.OK)

    def undo_it():
        session.undo()
        app.pop_builders()
        app.game_changed()
        app.draw()
    t_end = best(lambda: (end_turn(), undo_it()), 3)
    t_undo = best(lambda: (session.play(["end", "draw"]), undo_it()), 3)

    def open_board():
        app.push(BoardList(session))
        app.draw()
        app.pop()
    t_board = best(open_board)
    app.push(BoardList(session))
    app.draw()

    def open_slot():
        press(keys.OK)
        press(keys.BACK)
    app.stack[-1].cursor = 4          # the Frontier 1 slot: an Emotion on it
    t_slot = best(open_slot)
    print("main screen drawn whole, pages 1-4: %s ms Pico (+ SPI 8.3 ms)" % ", ".join(
        "%.0f" % ms(t, f) for t in pages))
    print("first step of a move opened (and closed): %.0f ms Pico" % ms(t_picker, f))
    print("cursor moved in it: %.0f ms Pico" % ms(t_cursor, f))
    print("end of turn played through the pickers, then undone: %.0f ms Pico"
          " (of which the undo and redraw %.0f ms)" % (ms(t_end, f), ms(t_undo, f)))
    print("board list opened: %.0f ms Pico; a slot's list opened and closed: %.0f ms Pico"
          % (ms(t_board, f), ms(t_slot, f)))
    print("Pico factor %.0f" % f)


main(sys.argv[1] if len(sys.argv) > 1 else "heap")
