# The fixed cost of a Fugitive deduction (shared/fugitive_deduce.py): what
# every deduction pays whatever its size, measured per phase on the
# MicroPython unix port (modules compiled with mpy-cross, as on the device),
# with bench/pico.py's calibration in the same process for the Pico estimate.
#
#   python3 bench/fugitive_fixed.py FILE [STATES] [--ab DIR] [--runs N]
#
#   FILE      a corpus dump (bench/fugitive_subset.py dump FILE)
#   STATES    comma-separated corpus indexes, "small" (default: the 30 with
#             the fewest work units) or "tiny" (TINY/SMALL test-size games
#             of tests/support/fugitive_games.py, 8 states)
#   --ab DIR  only deduce(), this tree's against another's (e.g. main:
#             `git archive main | tar -x -C DIR`), in one process, alternating
#   --runs    repetitions per state (default 5); each figure is the least
#
# Per state: Problem() as a whole and per preparation phase (each method
# Problem.__init__ calls, timed by wrapping it from outside: the engine
# itself times nothing), the count with its caches cold (a fresh Problem's
# first marginals()), the same count again with the caches filled (their
# difference is what the first fills of the per-(p, h) caches cost), and
# the whole deduce() (Problem, count, the result and its suggestion).
# Figures in Pico ms (unix us x the factor). A bench, not a test.
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench import fugitive as bench  # noqa: E402

# the preparation methods of Problem, timed when the version has them
PHASES = ("_zones", "_positions", "_calls", "_reaches", "_narrow", "_future", "_sealing",
          "_layout", "_start")

MP_FIXED = """
import sys, gc, json, time
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from bench import pico
from shared import fugitive_deduce as deduce
P = deduce.Problem
PHASES = %r
RUNS = %d
states = json.load(open(%r))
acc = {}

def wrap(name):
    orig = getattr(P, name)
    def timed(self, *args):
        t = time.ticks_us()
        r = orig(self, *args)
        acc[name] = acc.get(name, 0) + time.ticks_diff(time.ticks_us(), t)
        return r
    setattr(P, name, timed)

names = [n for n in PHASES if hasattr(P, n)]
f1 = pico.factor()
out = []
for state in states:
    best = {}
    def keep(name, us):
        if name not in best or us < best[name]:
            best[name] = us
    for run in range(RUNS):
        gc.collect()
        t = time.ticks_us()
        r = deduce.deduce(state)
        keep("deduce", time.ticks_diff(time.ticks_us(), t))
        gc.collect()
        t = time.ticks_us()
        prob = P(state)
        keep("problem", time.ticks_diff(time.ticks_us(), t))
        gc.collect()
        t = time.ticks_us()
        deduce.marginals(prob)
        keep("cold", time.ticks_diff(time.ticks_us(), t))
        caches = 0
        for k, v in prob.__dict__.items():
            if k.endswith("_cache"):
                caches += len(v)
        gc.collect()
        t = time.ticks_us()
        deduce.marginals(prob)
        keep("warm", time.ticks_diff(time.ticks_us(), t))
    # the phases, with the wrappers (a separate loop: their calls cost a little)
    saved = dict((n, getattr(P, n)) for n in names)
    for n in names:
        wrap(n)
    for run in range(RUNS):
        acc.clear()
        gc.collect()
        P(state)
        for n in names:
            keep(n, acc.get(n, 0))
    for n in names:
        setattr(P, n, saved[n])
    best["caches"] = caches
    best["worlds"] = r["worlds"]
    out.append(best)
f2 = pico.factor()
print("RESULT", json.dumps({"factor": (f1 * f2) ** 0.5, "states": out}).replace(" ", ""))
"""

# Two trees' deduce() in one process, alternating run by run (the fairest
# comparison on a shared machine): the other tree's shared/ is imported
# under its own name after this tree's modules are set aside.
MP_AB = """
import sys, gc, json, time
sys.path.insert(0, %r)
sys.path.insert(0, %r)
from bench import pico
from shared import fugitive_deduce as new
for name in list(sys.modules):
    if name == "shared" or name.startswith("shared."):
        del sys.modules[name]
sys.path[0] = %r
from shared import fugitive_deduce as old
assert old is not new
RUNS = %d
states = json.load(open(%r))
f1 = pico.factor()
out = []
for state in states:
    best = [None, None]
    for run in range(RUNS):
        for k in range(2):
            engine = (old, new)[k]
            gc.collect()
            t = time.ticks_us()
            r = engine.deduce(state)
            dt = time.ticks_diff(time.ticks_us(), t)
            if best[k] is None or dt < best[k]:
                best[k] = dt
    out.append(best)
f2 = pico.factor()
print("RESULT", json.dumps({"factor": (f1 * f2) ** 0.5, "states": out}).replace(" ", ""))
"""


def tiny_states():
    """A few tiny states of test-size games (TINY and SMALL layouts)."""
    from tests.support.fugitive_games import SMALL, TINY, random_states, small_game
    out = []
    for layout in (TINY, SMALL):
        for seed in (1, 2, 4, 5):
            s = small_game(seed, layout, "referee", {})
            views = random_states(s, seed, 60)[::2]
            if views:
                out.append(views[len(views) // 2])
    return out


def smallest(ref, n):
    units = sorted((r["units"], i) for i, r in enumerate(ref["results"]))
    return [i for _, i in units[:n]]


def run_states(code, states):
    """Run a MicroPython bench script (code: a function of the states' JSON
    file) on the states; its RESULT, decoded."""
    path = os.path.join(tempfile.mkdtemp(), "states.json")
    with open(path, "w") as f:
        json.dump(states, f)
    found = bench.micropython_run(code(path), 1200, heap="512M")
    return json.loads(found[0])


def ab(labels, units, states, mpy, other, runs):
    data = run_states(lambda path: MP_AB % (ROOT, mpy, other, runs, path), states)
    factor = data["factor"]
    print("Pico factor %.0f; deduce() Pico ms, least of %d runs each, alternating" % (factor, runs))
    print("state units |  other   this  this/other")
    olds = []
    news = []
    for label, unit, (old, new) in zip(labels, units, data["states"]):
        olds.append(old * factor / 1000.0)
        news.append(new * factor / 1000.0)
        print("%5s %5s | %6.1f %6.1f  %5.2f" % (label, unit, olds[-1], news[-1], new / old))
    for name, values in (("other", olds), ("this", news)):
        print("%s: median %.1f ms Pico est., under 100 ms: %d / %d" % (
            name, bench.percentile(values, 0.5), len([v for v in values if v < 100]), len(values)))
    ratios = sorted(n / o for o, n in zip(olds, news))
    print("this/other: median %.2f, best %.2f, worst %.2f" % (ratios[len(ratios) // 2], ratios[0],
                                                             ratios[-1]))
    return 0


def main(argv):
    if not argv:
        print(open(__file__).read().split("import json")[0])
        return 2
    with open(argv[0]) as f:
        ref = json.load(f)
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 5
    tree = argv[argv.index("--ab") + 1] if "--ab" in argv else ROOT
    which = argv[1] if len(argv) > 1 and not argv[1].startswith("--") else "small"
    if which == "tiny":
        states = tiny_states()
        labels = ["tiny%d" % i for i in range(len(states))]
        units = ["" for _ in states]
    else:
        indexes = smallest(ref, 30) if which == "small" else [int(i) for i in which.split(",")]
        states = [ref["states"][i] for i in indexes]
        labels = [str(i) for i in indexes]
        units = [ref["results"][i]["units"] for i in indexes]
    mpy = bench.compile_mpy()
    if "--ab" in argv:
        return ab(labels, units, states, mpy, bench.compile_mpy(tree), runs)
    data = run_states(lambda path: MP_FIXED % (ROOT, mpy, PHASES, runs, path), states)
    factor = data["factor"]
    names = [n for n in PHASES if n in data["states"][0]]
    print("Pico factor %.0f; Pico ms (least of %d runs, unix port x factor)" % (factor, runs))
    head = "state units | deduce  Problem  count cold  warm  fills | " + " ".join(
        "%7s" % n[1:8] for n in names) + " | cache entries"
    print(head)
    sums = {}
    deduces = []
    for label, unit, row in zip(labels, units, data["states"]):
        ms = dict((k, row[k] * factor / 1000.0) for k in row if k not in ("caches", "worlds"))
        for k in ms:
            sums.setdefault(k, []).append(ms[k])
        deduces.append(ms["deduce"])
        print("%5s %5s | %6.1f  %6.1f  %6.1f  %6.1f  %5.1f | %s | %d" % (
            label, unit, ms["deduce"], ms["problem"], ms["cold"], ms["warm"],
            ms["cold"] - ms["warm"], " ".join("%7.1f" % ms[n] for n in names), row["caches"]))
    print("median | " + "  ".join("%s %.1f" % (k, bench.percentile(v, 0.5))
                                  for k, v in sorted(sums.items())))
    print("deduce: median %.1f ms Pico est., under 100 ms: %d / %d"
          % (bench.percentile(deduces, 0.5), len([d for d in deduces if d < 100]), len(deduces)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
