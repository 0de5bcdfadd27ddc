# Cerebria costs on the device, estimated from the MicroPython unix port:
#   .venv/bin/micropython bench/cerebria.py          (from the repository root)
# or with the modules compiled as the device loads them:
#   .venv/bin/python bench/mpy_tree.py /tmp/tk_mpy
#   .venv/bin/micropython -X heapsize=192K bench/cerebria.py /tmp/tk_mpy
# Prints, for each workload, the unix-port time and the Pico estimate
# (bench/pico.py: calibration measured in the same process):
#   control     recompute all Frontier and Realm control for one position
#   change      apply one board change (an Essence adjustment): checks,
#               change, full recompute, control-change events
#   invoke      apply one Invoke Action (checks, costs, recompute)
#   menu        the top menu of a mid-game turn: choices(state, [])
#   submenu     choices(state, ["invoke", slot]) for the Emotion list
#   absorb      absorb_preview for one Sphere
# and memory: the state's JSON size, the heap taken by the imported modules,
# the loaded board document, and the board tables with a new game. (The unix
# port is 64-bit: its objects are up to twice the size of the Pico's.)
import gc
import json
import sys

sys.path.insert(0, ".")
if len(sys.argv) > 1:
    sys.path.insert(0, sys.argv[1])   # compiled .mpy modules first
gc.collect()
_HEAP_START = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0

from bench import pico  # noqa: E402
from shared import games, cerebria as game, cerebria_control as control  # noqa: E402
from shared.cerebria_board import board_of  # noqa: E402
from shared.prng import Prng, seed_state  # noqa: E402

try:
    import micropython
except ImportError:  # CPython: figures are only indicative
    micropython = None

POSITIONS = 20


def load():
    path = games.sample_path("cerebria")
    with open(path) as f:
        return games.load_data(game, f.read(), path)


def random_positions(board, n):
    rng = Prng(seed_state(7))
    cards = sorted(board["cards"])
    out = []
    for _ in range(n):
        slots = []
        for s in range(15):
            if rng.below(3) == 0:
                slots.append(None)
            else:
                card = cards[rng.below(len(cards))]
                slots.append([card, 1 + rng.below(len(board["cards"][card][2])), 0])
        forts = [None, [0, 1], None, [1, 2], None]
        out.append((slots, forts))
    return out


def midgame(data):
    """A turn in a busy board: Bliss player 0 on a Realm space, 9 Emotions."""
    s = game.new(data, {}, 0)
    for move in (["origin", 0], ["start", 1, 0], ["start", 3, 5], ["start", 5, 6],
                 ["start", 7, 9], ["end", "draw"], ["end", "draw"], ["end", "draw"],
                 ["end", "draw"]):
        game.apply(s, move)
    for slot, side, card, essence in ((2, 0, "courage", 2), (4, 1, "anger", 3),
                                      (8, 0, "kindness", 2), (10, 1, "dislike", 1),
                                      (12, 0, "optimism", 3)):
        game.apply(s, ["adjust", "place", slot, side, card, essence])
    game.apply(s, ["adjust", "spirit", 0, 2])
    game.apply(s, ["adjust", "wp", 0, 5])
    return s


def timed(fn, repeat=5):
    return pico.best_us(fn, repeat)


def main():
    gc.collect()
    base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    data = load()
    gc.collect()
    after_data = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    state = midgame(data)
    board = board_of(state)
    gc.collect()
    after_game = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0

    positions = random_positions(board, POSITIONS)

    def control_all():
        for slots, forts in positions:
            control.compute(board, slots, forts)

    flip = [2]

    def change():
        # alternate an Essence value so each apply really changes the board
        for _ in range(20):
            flip[0] = 3 - flip[0]
            game.apply(state, ["adjust", "essence", 2, flip[0]])

    def invoke():
        for _ in range(10):
            trial = json.loads(snapshot)
            game.apply(trial, ["invoke", 3, "desire"])

    snapshot = json.dumps(state)

    def parse_only():
        for _ in range(10):
            json.loads(snapshot)

    def menu():
        game.choices(state, [])

    def submenu():
        game.choices(state, ["invoke", 3])

    def absorb():
        for _ in range(10):
            game.absorb_preview(state, 1)

    # the machine's speed drifts: calibrate right before and after each
    # workload and scale by the geometric mean of the two factors
    workloads = (
        ("control", lambda: timed(control_all) / POSITIONS),
        ("change", lambda: timed(change) / 20),
        ("invoke", lambda: (timed(invoke) - timed(parse_only)) / 10),
        ("menu", lambda: timed(menu)),
        ("submenu", lambda: timed(submenu)),
        ("absorb", lambda: timed(absorb) / 10),
    )
    for name, measure in workloads:
        before = pico.factor()
        us = measure()
        after = pico.factor()
        factor = (before * after) ** 0.5
        print("%-8s %8.1f us unix   %7.2f ms Pico (est.; factor %.0f..%.0f)"
              % (name, us, pico.estimate_ms(us, factor), before, after))
    print("state JSON %d bytes (board tables %d bytes as JSON)"
          % (len(json.dumps(state)), len(json.dumps(board))))
    if micropython is not None:
        print("heap (this build's word size): modules %d B, data document %d B, "
              "board tables + game %d B, free at the end %d B"
              % (base - _HEAP_START, after_data - base, after_game - after_data, gc.mem_free()))


main()
