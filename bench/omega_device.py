# Projekt Omega on the device application: heap with a mission open, the
# time a press takes on its screens, and a long mission's heap. Run on the
# compiled firmware (bench/device.py's modes "omega", "omega-time",
# "omega-long"):
#
#   .venv/bin/python bench/build_mpy.py; cd build/mpy
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.device omega [cs|it]
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.device omega-time
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.device omega-long 400
#
# - "omega": heap in use after boot, with the mission open (its main
#   screen, the sample party loaded), in the middle of a test (the test
#   screen open; and what the idle loop allocates there: nothing), on an
#   agent's sheet and the game menu; the peak.
# - "omega-time": Pico estimates (bench/pico.py) of a full frame of the
#   main screen, a cursor move on the test screen, a test step played
#   (journal append, the test screen rebuilt and drawn), opening the move
#   menu and an agent's sheet.
# - "omega-long N": N random legal moves played on the open mission (each
#   journaled), the heap every 50 moves; stops at a MemoryError and says
#   after how many moves (add "map" to print the heap's block map then: the
#   long-lived move lists scattered between free runs show the fragmentation).
# The unix port is 64-bit: its heap figures are upper bounds for the Pico.
import gc
import sys
import time

import micropython  # noqa: F401 (mem_info for "map": see long_mode)

from bench.boot import best, boot, heap, pico_ms, prepare_flash, press

FLASH = "/tmp/tk-bench-omega-flash"


def open_mission(app, keys):
    """Home: games, Projekt Omega (its place in the game list), Start (the last option)."""
    from shared.games import GAMES
    press(app, keys.OK)
    press(app, *([keys.DOWN] * GAMES.index("omega")))
    press(app, keys.OK, keys.UP, keys.OK)
    assert app.session is not None and app.session.name == "omega"


def start_test(app, keys):
    """Scene 1 (initiative), a test for Olga, two aspects described."""
    press(app, keys.OK, keys.OK, keys.OK)                  # next scene: initiative
    press(app, keys.OK, keys.OK, keys.DOWN, keys.DOWN, keys.OK)
    press(app, keys.OK, keys.OK, keys.DOWN, keys.OK, keys.OK)
    assert type(app.stack[-1]).__name__ == "TestScreen"


def heap_mode(lang):
    prepare_flash(FLASH, "omega", lang)
    app, board, f, base, booted = boot(FLASH, False)
    from firmware import input as keys
    print("heap after boot:          %6d bytes in use (language %s)" % (booted, lang))
    open_mission(app, keys)
    print("Omega mission open:       %6d bytes in use (main screen, sample party)"
          % (heap() - base))
    start_test(app, keys)
    print("in a test (test screen):  %6d bytes in use" % (heap() - base))
    from boards import emulator as emu
    emu.advance(app, board, 100)
    gc.collect()
    a0 = gc.mem_alloc()
    for _ in range(200):
        app.step()
        board.sleep_ms(10)
    print("idle loop on the test screen: %d bytes allocated in 200 iterations"
          % (gc.mem_alloc() - a0))
    press(app, keys.BACK, keys.DOWN, keys.OK)               # agents, a sheet
    print("an agent's sheet:         %6d bytes in use" % (heap() - base))
    press(app, keys.BACK, keys.BACK, keys.MENU)
    print("the game menu:            %6d bytes in use" % (heap() - base))
    print("free now %d bytes" % gc.mem_free())


def timed(app, action, before=None, after=None, repeat=5):
    """The best time of one press (dispatch and draw); before/after set up and
    undo it outside the timing."""
    t = None
    for _ in range(repeat):
        if before is not None:
            before()
        gc.collect()
        t0 = time.ticks_us()
        app.dispatch(action)
        app.draw()
        dt = time.ticks_diff(time.ticks_us(), t0)
        if after is not None:
            after()
        t = dt if t is None or dt < t else t
    return t


def time_mode():
    prepare_flash(FLASH, "omega", "en")
    app, board, f, base, booted = boot(FLASH, True)
    from firmware import input as keys
    open_mission(app, keys)
    dash = app.stack[-1]

    def full():
        dash.need = 2
        app.draw()
    results = [("main screen, full frame (drawing only)", best(full))]
    start_test(app, keys)
    session = app.session
    screen = app.stack[-1]
    def top_rows():
        screen.cursor = 1
        screen.first = 0
        screen.redraw()
        app.draw()
    results.append(("test screen: cursor moves (no scrolling)", timed(app, keys.DOWN, top_rows)))
    results.append(("test screen: cursor moves and the list scrolls", timed(
        app, keys.DOWN, lambda: (top_rows(), press(app, keys.DOWN, keys.DOWN)))))

    def on_row(i):
        def go():
            while len(app.stack) > app.game_depth() + 2:
                app.pop()
            screen.cursor = i
        return go

    def undo():
        session.undo()
        app.pop_builders()
        app.draw()
    # row 3 of Olga's test is a fresh aspect: OK asks describe or exhaust
    results.append(("test screen: OK on an aspect (its two choices open)",
                    timed(app, keys.OK, on_row(3), app.pop)))

    def variant():
        on_row(3)()
        app.dispatch(keys.OK)
        app.draw()
    results.append(("the aspect described (move journaled, test screen rebuilt and drawn)",
                    timed(app, keys.OK, variant, undo)))

    def fill():
        screen.fill()
    results.append(("  of which the test screen's rows (rules checks)", best(fill)))
    results.append(("test screen: BACK to the main screen", timed(
        app, keys.BACK, None, lambda: (app.push(screen), app.draw()))))
    press(app, keys.BACK)
    results.append(("main screen: OK reopens the test", timed(app, keys.OK, None, app.pop)))
    results.append(("main screen: DOWN opens the agents", timed(app, keys.DOWN, None, app.pop)))
    press(app, keys.DOWN)
    results.append(("agents: OK opens a sheet", timed(app, keys.OK, None, app.pop)))
    for name, t in results:
        print("%s: %.2f ms here, %.0f ms Pico" % (name, t / 1000, pico_ms(t, f)))
    print("(+ SPI: a full frame 8.3 ms, a menu row about 0.6 ms)")
    print("Pico factor %.0f" % f)


def long_mode(count):
    prepare_flash(FLASH, "omega", "en")
    app, board, f, base, booted = boot(FLASH, False)
    from firmware import input as keys
    from shared.prng import Prng, seed_state
    open_mission(app, keys)
    session = app.session
    game = session.game
    rng = Prng(seed_state(5))
    played = 0
    try:
        while played < count:
            prefix = []
            while True:
                items = game.choices(session.state, prefix)
                item = items[rng.below(len(items))]
                if item is None:
                    break
                prefix = prefix + [item]
            session.play(prefix)
            played += 1
            if played % 50 == 0:
                print("%4d moves: %6d bytes in use" % (played, heap() - base))
    except MemoryError as e:
        sys.print_exception(e)
        if "map" in sys.argv:
            micropython.mem_info(1)
        print("MemoryError after %d moves (%d bytes in use)" % (played, heap() - base))
        return
    app.game_changed()
    app.draw()
    print("%d moves played; journal %d bytes; heap in use %d bytes" % (
        played, board.storage.size("saves/omega.jnl"), heap() - base))


def main(mode, arg=None):
    if mode == "omega":
        heap_mode(arg or "en")
    elif mode == "omega-time":
        time_mode()
    else:
        long_mode(int(arg or 300))
