# Print the digests of random Projekt Omega missions under several option
# sets, so that CPython and MicroPython can be compared line by line:
#   micropython tests/shared/omega_digests.py <seeds> <moves>
import sys

sys.path.insert(0, ".")

from shared import canon  # noqa: E402
from tests.shared.omega_fixtures import party  # noqa: E402
from tests.shared.omega_invariants import mission, FRIENDLY  # noqa: E402
from tests.shared.test_omega_random import RELATIONS  # noqa: E402

OPTION_SETS = ({"deck": "physical"}, {"deck": 32, "reshuffle": "scene", "unit": "agents"},
               {"deck": 104, "length": "aspects", "grading": "thirds",
                "full_distrust": "no_card", "extra_ohrozeni": 1})


def main(seeds, moves):
    data = party(n=4, relations=RELATIONS)
    for i in range(len(OPTION_SETS)):
        for seed in range(seeds):
            prefer = FRIENDLY if seed % 2 else None
            match = mission(data, OPTION_SETS[i], seed, moves, prefer=prefer)
            print("%d %d %d %s" % (i, seed, len(match.moves), canon.digest(match.state)))


main(int(sys.argv[1]), int(sys.argv[2]))
