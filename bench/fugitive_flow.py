# Where the time of Fugitive's main screen goes after a change, on the
# compiled firmware under the MicroPython unix port (bench/fugitive_device.py's
# game and moments): the "Thinking…" frame (with the bounds), the deduction
# (firmware.games.fugitive.deduction, which calls shared.fugitive_deduce.deduce),
# and the frame with the figures; and, for the same state, deduce() split into
# Problem() and the count. Pico estimates with bench/pico.py's factor.
#
#   .venv/bin/python bench/build_mpy.py; cd build/mpy
#   ../../.venv/bin/micropython -X heapsize=512K -m bench.fugitive_flow
import gc
import sys
import time

sys.path.insert(0, ".")

from bench.boot import best, boot, new_game, pico_ms as ms, prepare_flash  # noqa: E402
from bench.fugitive_device import EARLY, FLASH, MOVES  # noqa: E402


def split(app, session, f, label):
    from firmware.games import fugitive as words
    from shared import fugitive_deduce as deduce
    row = app.stack[-1]
    state = session.state

    def thinking_frame():
        app.game_changed()
        words._KNOWN[0] = None
        app.draw()

    def count():
        words._KNOWN[0] = None
        words.deduction(session)

    def figures_frame():
        row.redraw()
        app.draw()

    t_think = best(thinking_frame, 5, collect=True)
    t_count = best(count, 5, collect=True)
    t_figures = best(figures_frame, 5, collect=True)
    t_problem = best(lambda: deduce.Problem(state), 5, collect=True)
    t_deduce = best(lambda: deduce.deduce(state), 5, collect=True)
    print("%s: Thinking… frame %.0f ms, deduction %.0f ms (deduce %.0f, of it Problem() %.0f),"
          " frame with the figures %.0f ms Pico" % (label, ms(t_think, f), ms(t_count, f),
                                                   ms(t_deduce, f), ms(t_problem, f),
                                                   ms(t_figures, f)))


def main():
    prepare_flash(FLASH, "fugitive", "en")
    app, board, f, base, boot_heap = boot(FLASH, True)
    session = new_game(app, "fugitive", MOVES)
    for _ in range(3):
        app.step()
    split(app, session, f, "2 face down")
    while len(session.match.moves) > EARLY:
        session.undo()
    app.pop_builders()
    app.game_changed()
    for _ in range(3):
        app.step()
    split(app, session, f, "3 face down (turn 4)")
    print("Pico factor %.0f" % f)
    gc.collect()


main()
