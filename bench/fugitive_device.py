# Fugitive on the device: heap and response times of its screens (the
# Marshal's notebook, the mode that computes), measured on the compiled
# firmware under the MicroPython unix port as bench/cerebria_device.py does:
#
#   .venv/bin/python bench/build_mpy.py; cd build/mpy
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.fugitive_device heap [it|cs]
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.fugitive_device time
#
# The game is host/scenarios/fugitive.py's (a real game of the table
# players) up to the Marshal's call of turn 6: six hideouts, two face down.
# Also a later, harder moment: the first 24 moves, three face down.
# heap: in use after boot, with the game open on its main screen (the
#       deduction made and kept), with the call picker open (chances and
#       the suggestion), with the Manhunt plan shown; the peak while the
#       deduction runs; the frame buffer (16,200 B) is included. The unix
#       port is 64-bit: its objects are up to twice the Pico's, so these are
#       upper bounds.
# time: the main screen drawn whole (deduction kept), the deduction after a
#       change ("Thinking…" then the figures), how long a press waits while
#       it counts (the step under way), the call picker opened (the
#       deduction kept, no new count), a first number chosen, a second one
#       (the joint chance: one count), the Manhunt plan; Pico estimates with
#       bench/pico.py's factor measured in the same process.
import gc
import sys

import micropython

sys.path.insert(0, ".")

from bench.boot import (best as best_of, boot, heap, new_game,  # noqa: E402
                        pico_ms as ms, prepare_flash, press)

FLASH = "/tmp/tk-bench-fugitive-flash"
# host/scenarios/fugitive.py's moves, the undone one left out
MOVES = ([["place", 0], ["place", 0], ["draw", 1, 27], ["draw", 1, 19], ["call", 3], ["miss"],
          ["draw", 1], ["place", 0], ["draw", 0, 9], ["call", 2], ["miss"],
          ["draw", 2], ["place", 1], ["draw", 2, 37], ["call", 1, 4], ["hit", 1, 2],
          ["draw", 1], ["place", 1], ["draw", 2, 32], ["call", 15], ["hit", 5], ["sprint", 3],
          ["draw", 2], ["pass"], ["draw", 0, 5], ["call", 7], ["miss"],
          ["draw", 0], ["pass"], ["draw", 1, 28]])
EARLY = 19          # moves played for the harder moment (before the call of 15)


def best(fn):
    # the best of 3, each after a collection (the deduction's work is large)
    return best_of(fn, 3, collect=True)


def steps_waited(words, count):
    """The time between two looks at the buttons while count() runs the
    deduction in steps (a step and the look itself), in us: how long a
    press waits before the screen answers it."""
    import time
    waits = []
    real = words.pressed_since

    def timed(app):
        stop = real(app)
        last = [time.ticks_us()]

        def look():
            now = time.ticks_us()
            waits.append(time.ticks_diff(now, last[0]))
            last[0] = now
            return stop()
        return look
    words.pressed_since = timed
    try:
        count()
    finally:
        words.pressed_since = real
    return waits


def main(mode, lang):
    prepare_flash(FLASH, "fugitive", lang)
    app, board, f, base, boot_heap = boot(FLASH, mode == "time")
    from firmware import input as keys

    def settle():
        # the loop: the main screen's tick makes the deduction, then draws
        for _ in range(3):
            app.step()

    session = new_game(app, "fugitive", MOVES)          # the Marshal's notebook
    micropython.mem_peak() if hasattr(micropython, "mem_peak") else None
    settle()
    row = app.stack[-1]
    from firmware.games import fugitive as words
    assert words.known(session)["worlds"], "the deduction was not made"
    game_open = heap() - base
    press(app, keys.OK)
    picker = heap() - base
    press(app, keys.BACK)
    from firmware.games.fugitive_pick import Manhunt
    app.push(Manhunt(session))
    settle()
    plan = heap() - base
    text = app.stack[-1].text
    press(app, keys.BACK)
    if mode == "heap":
        print("heap after boot:                 %6d bytes in use (frame buffer of 16200 included)"
              % boot_heap)
        print("Fugitive open, 6 hideouts, 2 face down (main screen, deduction kept): %6d bytes"
              " in use; %d bytes free" % (game_open, gc.mem_free()))
        print("  with the call picker (chances): %6d bytes" % picker)
        print("  with the Manhunt plan:          %6d bytes (%s)" % (plan, text))
        return

    def full():
        row.need = 2
        app.draw()
    t_full = best(full)

    def think():
        # a change: the screen says "Thinking…", the next loop counts
        app.game_changed()
        words._KNOWN[0] = None
        app.draw()
        app.step()
    t_think = best(think)
    t_open = best(lambda: (press(app, keys.OK), press(app, keys.BACK)))
    press(app, keys.OK)
    t_cursor = best(lambda: press(app, keys.DOWN))
    picker = app.stack[-1]
    picker.cursor = 1 + [label for label, v in picker.items[1:]].index("6 · 100%")
    t_second = best(lambda: (press(app, keys.OK), press(app, keys.BACK)))
    press(app, keys.BACK)
    assert app.stack[-1] is row
    def manhunt():
        words._PLAN[0] = None
        app.push(Manhunt(session))
        app.draw()
        app.step()
        app.pop()
    t_plan = best(manhunt)
    # the harder moment: three face down, two of them with sprint cards
    while len(session.match.moves) > EARLY:
        session.undo()
    app.pop_builders()
    app.game_changed()
    settle()
    t_think_early = best(think)
    waits = steps_waited(words, think)
    # two numbers of a call there: the joint chance, counted on the next loop
    press(app, keys.OK)
    picker = app.stack[-1]
    picker.cursor = 1                # the lowest number
    press(app, keys.OK)
    picker = app.stack[-1]
    assert picker.key[1][0] == "call" and len(picker.key[1]) == 2
    picker.cursor = 1                # "+ n": a second number

    def joint():
        press(app, keys.OK)
        assert len(app.stack[-1].key[1]) == 3, "the call was played"
        app.step()
        press(app, keys.BACK)
    t_joint = best(joint)
    print("main screen drawn whole (deduction kept): %.0f ms Pico (+ SPI 8.3 ms)"
          % ms(t_full, f))
    print("after a change: the deduction and the redraw, 2 face down: %.0f ms Pico;"
          " 3 face down (turn 4): %.0f ms Pico" % (ms(t_think, f), ms(t_think_early, f)))
    waits.sort()
    print("a press while it counts (3 face down) waits for the step under way: %d steps,"
          " median %.1f ms Pico, 90th percentile %.1f, longest %.1f"
          % (len(waits), ms(waits[len(waits) // 2], f), ms(waits[len(waits) * 9 // 10], f),
             ms(waits[-1], f)))
    print("OK: the call picker with the chances, and BACK: %.0f ms Pico" % ms(t_open, f))
    print("cursor moved in it: %.0f ms Pico" % ms(t_cursor, f))
    print("a first number chosen (its chance from the kept deduction), and BACK:"
          " %.0f ms Pico" % ms(t_second, f))
    print("a second number chosen at turn 4 (the joint chance counted on the next loop),"
          " and BACK: %.0f ms Pico" % ms(t_joint, f))
    print("the Manhunt plan (Thinking…, then the plan): %.0f ms Pico" % ms(t_plan, f))
    print("Pico factor %.0f" % f)


if __name__ == "__main__":     # (bench/fugitive_flow.py imports the game from here)
    main(sys.argv[1] if len(sys.argv) > 1 else "heap", sys.argv[2] if len(sys.argv) > 2 else "en")
