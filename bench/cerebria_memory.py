# Does a Cerebria game fit in the device's heap? Run under a limited heap,
# with the modules compiled as the device loads them:
#   .venv/bin/python bench/mpy_tree.py /tmp/tk_mpy
#   .venv/bin/micropython -X heapsize=192K bench/cerebria_memory.py /tmp/tk_mpy [frame]
# It loads and checks the sample board, starts a match and plays random
# legal moves with undo and redo, then prints the heap taken at each step.
# With "frame", the 240x135 4-bit frame buffer (16,200 B) is allocated first,
# as on the Pico Display Pack. The unix port is 64-bit: its objects are up to
# twice the Pico's size, so what fits here fits on the Pico with room.
import gc
import sys

sys.path.insert(0, ".")
if len(sys.argv) > 1:
    sys.path.insert(0, sys.argv[1])

frame = bytearray(240 * 135 // 2) if "frame" in sys.argv else None
gc.collect()
start = gc.mem_alloc()

from shared import games, cerebria as game  # noqa: E402
from shared.match import Match  # noqa: E402
from tests.support.playout import random_move  # noqa: E402
from shared.prng import Prng, seed_state  # noqa: E402

gc.collect()
modules = gc.mem_alloc() - start

path = games.sample_path("cerebria")
with open(path) as f:
    data = games.load_data(game, f.read(), path)
gc.collect()
loaded = gc.mem_alloc() - start - modules

match = Match(game, data, {}, 1)
rng = Prng(seed_state(5))
played = 0
for i in range(200):
    move = random_move(game, match.state, rng)
    if move is None or game.outcome(match.state) is not None:
        break
    match.play(move)
    played += 1
    if i % 9 == 0 and match.can_undo() is None:
        match.undo()
        match.redo()
gc.collect()
in_play = gc.mem_alloc() - start - modules - loaded
print("frame buffer %s; modules %d B, board document %d B, match after %d moves %d B, free %d B"
      % ("allocated" if frame else "not allocated", modules, loaded, played, in_play,
         gc.mem_free()))
