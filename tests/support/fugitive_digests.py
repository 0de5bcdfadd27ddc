# Digests of Fugitive play-outs in every mode and of the Marshal's
# deductions, one line each, to compare CPython and MicroPython:
#   micropython tests/support/fugitive_digests.py
import sys

sys.path.insert(0, ".")

from shared import canon, fugitive as game, fugitive_deduce as deduce  # noqa: E402
from tests.support.fugitive_games import TINY, data, random_states, small_game  # noqa: E402
from tests.support.playout import play  # noqa: E402


def main():
    for mode in ("referee", "fugitive", "marshal"):
        for seed in range(6):
            match, digests = play(game, data(), {"mode": mode}, seed, 200)
            print("%s %d %d %s" % (mode, seed, len(match.moves), digests[-1]))
    for seed in range(6):
        s = small_game(seed, TINY, "referee", {"sprint_42": ("no", "yes")[seed % 2]})
        for view in random_states(s, seed, 40)[::4]:
            r = deduce.deduce(view, 300)
            if r["worlds"] is None:
                print("deduce %d too many" % seed)
                continue
            plan = deduce.manhunt_plan(view, 300)
            print("deduce %d %s %s" % (seed, r["worlds"], canon.digest([r, plan])))


main()
