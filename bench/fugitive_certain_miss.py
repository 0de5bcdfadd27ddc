# What a call of more numbers than there are face-down hideouts (a certain
# miss, shared/fugitive.py certain_miss) costs the Marshal's deduction
# (shared/fugitive_deduce.py): it feeds the count a missed multi-call that
# can never have matched, which changes no count (the rule tests check
# that) but is carried as a constraint.
#
#   .venv/bin/python bench/fugitive_certain_miss.py [SEEDS]
#
# On the Marshal's views of table games (tests/support/fugitive_players.py,
# seeds 1..SEEDS, default 12; three mid-game calls each), deduce() with and
# without such a miss appended as her last call (the likeliest number of
# each face-down hideout, plus the next number she may call), best of 7
# runs each, interleaved. Prints the ratio (with / without) over the states
# that take 10 ms or more on CPython, and checks that the answers are equal.
# A bench, not a test: this machine is shared, so single figures wander.
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from shared import fugitive as game, fugitive_deduce as deduce  # noqa: E402
from tests.support.fugitive_players import play_table_game  # noqa: E402

RUNS = 7


def with_certain_miss(view, found):
    numbers = sorted(set(max(values, key=lambda v: v[1])[0] for p, values in found["positions"]))
    more = [n for n in game.callable_numbers(view) if n not in numbers]
    numbers = sorted(numbers + more[:1 + len(game.face_down(view)) - len(numbers)])
    assert game.certain_miss(view, numbers)
    out = dict(view)
    out["calls"] = view["calls"] + [[view["turn"], numbers, False]]
    return out


def best_of(states):
    best = [None] * len(states)
    for _ in range(RUNS):
        for i in range(len(states)):
            t0 = time.perf_counter()
            deduce.deduce(states[i], 20000)
            t = time.perf_counter() - t0
            best[i] = t if best[i] is None or t < best[i] else best[i]
    return best


def main():
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    rows = []
    for seed in range(1, seeds + 1):
        views, _ = play_table_game(seed)
        for view in views[2:8:2]:
            if view["phase"] != "mcall":
                continue
            found = deduce.deduce(view, 20000)
            if not found["worlds"]:
                continue
            missed = with_certain_miss(view, found)
            assert deduce.deduce(missed, 20000) == found
            plain, extra = best_of([view, missed])
            if plain >= 0.01:
                rows.append((plain, extra))
    ratios = sorted(b / a for a, b in rows)
    print("fugitive certain miss: %d states of 10 ms or more, with/without: median %.2f, "
          "worst %.2f (CPython)" % (len(rows), ratios[len(ratios) // 2], ratios[-1]))


main()
