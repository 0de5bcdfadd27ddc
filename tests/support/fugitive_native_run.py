# Under the MicroPython unix port: the Fugitive deductions of a file of
# states, one JSON line each, by whichever engine loads
# (shared/fugitive_native.py), for tests/test_fugitive_native.py:
#   micropython tests/support/fugitive_native_run.py MODULE_DIR STATES.json [what [arena]]
# MODULE_DIR: where fugitive_count.mpy is (first on the import path). what:
# "marginals" (default: total and per position {value: weight}), "deduce"
# (deduce()'s whole answer), or "all" (deduce, and for every fifth state a
# joint call of the two likeliest numbers and the Manhunt plan); arena: the bytes a native count
# starts with (fugitive_native.ARENA). The first line says which engine
# counted: "engine native" or "engine python <why>".
import json
import sys

sys.path.insert(0, sys.argv[1])
sys.path.insert(1, ".")

from shared import fugitive_deduce as deduce, fugitive_native as native  # noqa: E402


def marginals(state):
    total, counts = deduce.finish(native.marginal_steps(deduce.Problem(state), None, None))
    return [total, sorted([p, sorted([y, n] for y, n in c.items() if n)] for p, c in counts.items())]


def everything(state, plan):
    r = deduce.deduce(state)
    out = {"deduce": r, "status": native.last_status()}
    if r["worlds"] and plan:
        hits = {}
        for p, values in r["positions"]:
            for y, n in values:
                hits[y] = hits.get(y, 0) + n
        best = sorted(hits, key=lambda y: (-hits[y], y))[:2]
        out["call"] = [best, list(deduce.call_count(state, best, worlds=r["worlds"]))]
        out["plan"] = deduce.manhunt_plan(state, known=r)
    return out


def main():
    what = sys.argv[3] if len(sys.argv) > 3 else "marginals"
    if len(sys.argv) > 4:
        native.ARENA = int(sys.argv[4])     # (small: it grows at every point)
    states = json.load(open(sys.argv[2]))
    print("engine native" if native.engine() is not None else "engine python " + native.why())
    for i in range(len(states)):
        state = states[i]
        if what == "marginals":
            print(json.dumps([marginals(state), native.last_status()]))
        elif what == "deduce":
            print(json.dumps(deduce.deduce(state)))
        else:
            # (the joint call and the plan for every fifth state: the
            # Python engine's side of the test is the slow one)
            print(json.dumps(everything(state, i % 5 == 0)))


main()
