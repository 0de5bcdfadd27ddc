# Cerebria on the device: heap and response times of its screens, measured
# on the compiled firmware under the MicroPython unix port (as bench/device.py
# does for the app and the score counter):
#
#   .venv/bin/python bench/build_mpy.py; cd build/mpy
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.cerebria_device heap [it|cs]
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.cerebria_device time
#
# heap: in use after boot, with a Cerebria game open (2v2, the sample board,
#       set up and a few turns played) on its main screen, with the move
#       picker open, with the board list open; the frame buffer (16,200 B)
#       is included; in English, or in Italian or Czech (their tables are
#       loaded). The unix port is 64-bit: its objects are up to twice the
#       Pico's 32-bit ones, so these are upper bounds. The smallest heap
#       the whole run needs: try -X heapsize= lower until it fails.
# time: the main screen drawn whole (each page), a page turned, the first
#       step of a move shown and closed, a cursor move in it, the last press
#       of a move (it journals, says the event and draws the main screen),
#       the board list and a slot's list shown and closed; each estimated
#       for the Pico with bench/pico.py's factor measured in the same
#       process (best of a few runs: the machine's load varies).
import gc
import sys
import time

sys.path.insert(0, ".")

from bench.boot import (best, boot, heap, new_game, pico_ms as ms,  # noqa: E402
                        prepare_flash, press)

FLASH = "/tmp/tk-bench-cerebria-flash"
SETUP = (["origin", 0], ["start", 1, 0], ["start", 3, 5], ["start", 5, 6], ["start", 7, 9],
         ["invoke", 1, "courage"], ["move", 2], ["end", "draw"],
         ["invoke", 4, "anger"], ["end", "ambition"],
         ["invoke", 7, "kindness"], ["end", "draw"],
         ["move", 8], ["invoke", 11, "bitterness"], ["end", "draw"])


def main(mode, lang):
    prepare_flash(FLASH, "cerebria", lang)
    app, board, f, base, boot_heap = boot(FLASH, mode == "time")
    from boards import emulator as emu
    from firmware import input as keys

    session = new_game(app, "cerebria", SETUP)          # 2v2, the default
    emu.advance(app, board, 50)
    ring = app.stack[-1]
    game_open = heap() - base
    press(app, keys.OK)
    picker = heap() - base
    press(app, keys.BACK)
    from firmware.games.cerebria_pick import BoardList
    app.push(BoardList(session))
    app.draw()
    board_list = heap() - base
    app.pop()
    app.draw()
    if mode == "heap":
        print("heap after boot:            %6d bytes in use (frame buffer of 16200 included)"
              % boot_heap)
        print("Cerebria game open (Ring):  %6d bytes in use; %d bytes free" % (
            game_open, gc.mem_free()))
        print("  with the move picker:     %6d bytes" % picker)
        print("  with the board list:      %6d bytes" % board_list)
        return

    def page(n):
        def draw():
            ring.page = n
            ring.need = 2
            app.draw()
        return draw
    pages = [best(page(n)) for n in range(4)]
    ring.page = 0

    def timed(fn):
        t0 = time.ticks_us()
        fn()
        return time.ticks_diff(time.ticks_us(), t0)

    def pair(first, second, repeat=5):
        """Best times of two presses that undo each other (open, close)."""
        a = b = None
        for _ in range(repeat):
            ta = timed(first)
            tb = timed(second)
            a = ta if a is None or ta < a else a
            b = tb if b is None or tb < b else b
        return a, b
    t_open, t_close = pair(lambda: press(app, keys.OK), lambda: press(app, keys.BACK))
    t_page = best(lambda: (press(app, keys.DOWN), press(app, keys.UP))) // 2
    press(app, keys.OK)
    t_cursor = best(lambda: press(app, keys.DOWN))
    press(app, keys.BACK)
    ring.page = 0

    def end_turn():
        # the picker, "End the turn…" (moved to by its index), draw, done
        press(app, keys.OK)
        picker = app.stack[-1]
        picker.cursor = [r[1] for r in picker.rows].index("end")
        press(app, keys.OK)
        t0 = time.ticks_us()
        press(app, keys.OK)
        return time.ticks_diff(time.ticks_us(), t0)

    def undo_it():
        session.undo()
        app.pop_builders()
        app.game_changed()
        app.draw()
    t_end = None
    for _ in range(3):
        t = end_turn()
        t_end = t if t_end is None or t < t_end else t_end
        undo_it()
    t_board, t_board_close = pair(lambda: (app.push(BoardList(session)), app.draw()),
                                  lambda: press(app, keys.BACK))
    app.push(BoardList(session))
    app.draw()
    app.stack[-1].cursor = 4          # the Frontier 1 slot: an Emotion on it
    t_slot, t_slot_close = pair(lambda: press(app, keys.OK), lambda: press(app, keys.BACK))
    print("main screen drawn whole, pages 1-4: %s ms Pico (+ SPI 8.3 ms)" % ", ".join(
        "%.0f" % ms(t, f) for t in pages))
    print("page turned (UP or DOWN): %.0f ms Pico" % ms(t_page, f))
    print("OK: the first step of a move shown: %.0f ms Pico; BACK to the main screen:"
          " %.0f ms Pico" % (ms(t_open, f), ms(t_close, f)))
    print("cursor moved in it: %.0f ms Pico" % ms(t_cursor, f))
    print("the last press of a move (end of turn: journal, event line, main screen):"
          " %.0f ms Pico" % ms(t_end, f))
    print("board list shown: %.0f ms Pico; closed: %.0f ms Pico" % (
        ms(t_board, f), ms(t_board_close, f)))
    print("a slot's list shown: %.0f ms Pico; closed: %.0f ms Pico" % (
        ms(t_slot, f), ms(t_slot_close, f)))
    print("Pico factor %.0f" % f)


main(sys.argv[1] if len(sys.argv) > 1 else "heap", sys.argv[2] if len(sys.argv) > 2 else "en")
