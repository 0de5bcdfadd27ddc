# Projekt Omega: estimated Pico times and memory of what the device will do.
#
#   .venv/bin/micropython bench/omega.py
#
# (The unix port is 64-bit: objects take about twice their Pico size, so its
# heap figures are upper bounds; under -X heapsize=192K the calibration
# workloads themselves no longer fit beside the rule modules.)
#
# Prints, for each workload, the unix-port time and the Pico estimate (see
# bench/pico.py), then memory: the heap taken by the rule modules, by the
# state of a sample mission and the JSON size of that state.
import gc
import json
import sys

sys.path.insert(0, ".")

from bench import pico  # noqa: E402

gc.collect()
BASE = gc.mem_alloc()
from shared import games, omega, canon  # noqa: E402
from shared.match import Match, from_ops  # noqa: E402
from shared.prng import Prng, seed_state  # noqa: E402
gc.collect()
MODULES = gc.mem_alloc() - BASE

SAMPLE = "data/omega/sample.json"


def read_sample():
    with open(SAMPLE) as f:
        return f.read()


TEXT = read_sample()
DATA = games.load_data(omega, TEXT, SAMPLE)


def random_moves(seed, count):
    """A reproducible random mission of `count` moves (from the menus)."""
    state = omega.new(DATA, {}, seed)
    rng = Prng(seed_state(seed))
    moves = []
    while len(moves) < count:
        prefix = []
        while True:
            options = omega.choices(state, prefix)
            item = options[rng.below(len(options))]
            if item is None:
                break
            prefix = prefix + [item]
        omega.apply(state, prefix)
        moves.append(prefix)
    return state, moves


MID_STATE, MOVES = random_moves(4, 200)


def w_load():
    games.load_data(omega, TEXT, SAMPLE)


def w_new():
    omega.new(DATA, {}, 1)


FRESH = omega.new(DATA, {}, 3)
omega.apply(FRESH, ["scene", "initiative"])


def w_verbs_scene():
    # the verbs of a scene's menu (built on every press)
    omega.choices(FRESH, [])


def w_menu():
    # the first menu of a screen, and one level down for each verb
    for verb in omega.choices(FRESH, []):
        omega.choices(FRESH, [verb])


def _setup_state():
    state = omega.new(DATA, {}, 2)
    omega.apply(state, ["scene", "initiative"])
    omega.apply(state, ["test", 0])
    omega.apply(state, ["use", 0, "exhaust"])
    omega.apply(state, ["use", 1])
    return state


SETUP = _setup_state()


def w_verbs_test():
    omega.choices(SETUP, [])


def w_setup_menu():
    for verb in omega.choices(SETUP, []):
        omega.choices(SETUP, [verb])


COPIES = []


def w_test():
    state = COPIES.pop()
    omega.apply(state, ["draw"])
    omega.apply(state, ["close"])


def w_resume():
    # after a power cut: rebuild the mission from its journal (200 moves)
    from_ops(omega, DATA, {"v": 1, "game": "omega", "options": {}, "seed": 4},
             [["m", m] for m in MOVES])


def w_digest():
    canon.digest(MID_STATE)


WORKLOADS = (("load and check the party file", w_load, 5),
             ("new mission", w_new, 5),
             ("verbs of a scene's menu", w_verbs_scene, 5),
             ("... and every verb's first items", w_menu, 5),
             ("verbs of a test's menu", w_verbs_test, 5),
             ("... and every verb's first items", w_setup_menu, 5),
             ("draw and close a test", w_test, 5),
             ("resume: replay a 200-move journal", w_resume, 2),
             ("digest of the state", w_digest, 5))


def main():
    factor = pico.factor()
    print("Pico factor (Pico us per unix-port us): %.0f" % factor)
    for _ in range(5):
        COPIES.append(json.loads(json.dumps(SETUP)))
    for name, fn, repeat in WORKLOADS:
        us = pico.best_us(fn, repeat)
        print("%-42s %8d us here  ~%7.1f ms on the Pico" % (name, us, pico.estimate_ms(us, factor)))
    gc.collect()
    before = gc.mem_alloc()
    match = Match(omega, DATA, {}, 4)
    for move in MOVES:
        match.play(move)
    gc.collect()
    print("modules (platform + omega): %5d bytes" % MODULES)
    print("party data on the heap:    %6d bytes (file %d bytes)" % (_size_of_data(), len(TEXT)))
    print("match after 200 moves:     %6d bytes (state %d bytes of JSON, %d snapshots)"
          % (gc.mem_alloc() - before, len(json.dumps(match.state)), len(match.snapshots)))


def _size_of_data():
    gc.collect()
    before = gc.mem_alloc()
    data = games.load_data(omega, TEXT, SAMPLE)
    gc.collect()
    size = gc.mem_alloc() - before
    del data
    return size


main()
