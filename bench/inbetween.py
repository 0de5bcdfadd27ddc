# InBetween on the device: heap and time figures, measured under the
# MicroPython unix port and scaled to the Pico with bench/pico.py.
#   .venv/bin/micropython -X heapsize=1M bench/inbetween.py [moves]
#   .venv/bin/micropython -X heapsize=192K bench/inbetween.py 150
# Prints: heap held by the modules, the parsed sample data, a game state and
# a match of `moves` moves (default 500); the time of a move, of the menus a
# move is built from, of a preview and of an undo at the end, each as a Pico
# estimate. The unix port is a 64-bit build: its objects take about twice
# the heap they take on the 32-bit Pico (pointers and GC blocks are twice
# as big), so the heap figures are pessimistic.
import gc
import json
import sys

sys.path.insert(0, ".")

from bench import pico  # noqa: E402


def held(before):
    gc.collect()
    return gc.mem_alloc() - before


def now():
    gc.collect()
    return gc.mem_alloc()


def main():
    f = pico.factor()
    base = now()
    from shared import games, inbetween as game  # noqa: F401
    from shared.match import Match
    from shared.prng import Prng, seed_state
    from shared.rules import DONE
    modules = held(base)

    base = now()
    path = games.sample_path("inbetween")
    with open(path) as stream:
        text = stream.read()
    file_bytes = len(text)
    data = games.load_data(game, text, path)
    text = None
    data_heap = held(base)

    base = now()
    states = [game.new(data, {}, seed) for seed in range(10)]
    state_heap = held(base) // 10
    state_json = len(json.dumps(states[0]))
    states = None

    # a 500-move match, played by walking choices() like the menus do; no
    # raises and no adjustments, so that the game lasts (it is restarted
    # with another seed in the rare case it ends)
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    base = now()
    match = Match(game, data, {}, 1)
    rng = Prng(seed_state(3))
    t_move = t_menus = 0
    moves = menus = 0
    while len(match.moves) < target:
        if game.outcome(match.state) is not None:
            match = Match(game, data, {}, moves)
        prefix = []
        t0 = pico.ticks_us()
        while True:
            items = game.choices(match.state, prefix)
            menus += 1
            if not prefix and len(items) > 1:
                items = [v for v in items if v not in ("raise", "adjust")]
            item = items[rng.below(len(items))]
            if item is DONE:
                break
            prefix = prefix + [item]
        t1 = pico.ticks_us()
        try:
            match.play(prefix)
        except MemoryError:
            gc.collect()
            print("MemoryError at move %d of the match with %d B free "
                  "(heap fragmented: no block for a snapshot)"
                  % (len(match.moves) + 1, gc.mem_free()))
            break
        t2 = pico.ticks_us()
        t_menus += pico.ticks_diff(t1, t0)
        t_move += pico.ticks_diff(t2, t1)
        moves += 1
    match_heap = now() - base

    # the biggest menu of a turn: the verbs, then every play target
    t0 = pico.ticks_us()
    for _ in range(20):
        game.choices(match.state, [])
        game.choices(match.state, ["play"])
        game.choices(match.state, ["adjust"])
    t_top = pico.ticks_diff(pico.ticks_us(), t0) // 20

    # preview and undo: the best of several runs (a GC pass can land in one)
    verbs = game.choices(match.state, [])
    sample_move = ["rest"] if "rest" in verbs else ["adjust", "direction"]
    t_preview = None
    for _ in range(10):
        t0 = pico.ticks_us()
        game.preview(match.state, sample_move)
        dt = pico.ticks_diff(pico.ticks_us(), t0)
        t_preview = dt if t_preview is None else min(t_preview, dt)

    t_undo = None
    for _ in range(5):
        if match.can_undo() is not None:
            break
        t0 = pico.ticks_us()
        match.undo()
        dt = pico.ticks_diff(pico.ticks_us(), t0)
        t_undo = dt if t_undo is None else min(t_undo, dt)
        match.redo()

    print("InBetween on MicroPython (%s), Pico factor %.1f" % (sys.implementation.name, f))
    print("heap: modules %d B, sample data %d B (file %d B), new state %d B "
          "(JSON %d B), match of %d moves %d B; heap free %d B"
          % (modules, data_heap, file_bytes, state_heap, state_json,
             len(match.moves), match_heap, gc.mem_free()))
    print("per move: apply %.2f ms, its menus (%.1f lists) %.2f ms  [Pico estimate]"
          % (pico.estimate_ms(t_move / moves, f), menus / moves,
             pico.estimate_ms(t_menus / moves, f)))
    print("turn menus (verbs + play + adjust) %.2f ms, preview %.2f ms, "
          "undo after %d moves %s ms  [Pico estimate]"
          % (pico.estimate_ms(t_top, f), pico.estimate_ms(t_preview, f),
             len(match.moves) + 1,
             "-" if t_undo is None else "%.2f" % pico.estimate_ms(t_undo, f)))


main()
