# How much smaller the Fugitive deduction's data is on a 32-bit MicroPython
# (the Pico's word size) than on the 64-bit unix port that bench/fugitive.py
# measures the heap on. Prints figures; not a timed test.
#
#   python3 bench/fugitive_heap32.py [--games N] [--every K] [--below UNITS]
#
# For each corpus state (bench/fugitive.py's corpus; every K-th, and only
# those whose full deduction takes fewer than UNITS work units, since the
# WebAssembly port is slow), the bytes the forward pass's layers keep alive
# (shared/fugitive_deduce.forward: tuples, dicts and big-int counts, the
# bulk of what the deduction holds) are measured after a collection under
# the unix port (64-bit) and under MicroPython's WebAssembly port (32-bit
# pointers and 16-byte heap blocks, like the Pico; bench/wasm, needs node
# and `npm ci` there). Their ratio turns bench/fugitive.py's heap figures
# (the smallest -X heapsize in which the deduction runs, 64-bit) into a
# Pico estimate: the same method as bench/heap_report.py (growth on the
# Pico = growth measured on 64-bit x the 32-bit/64-bit ratio of the same
# step).
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench import fugitive as bench  # noqa: E402
from bench.heap_report import wasm_ready  # noqa: E402

SETUP = """
import json
from shared import fugitive_deduce as D
S = json.load(open(%r))
P = D.Problem(S)
"""

KEPT = "L = D.forward(P)\n"

UNIX = """
import sys, gc
sys.path.insert(0, %r)
""" + SETUP + """
gc.collect()
before = gc.mem_alloc()
""" + KEPT + """
gc.collect()
print("RESULT", gc.mem_alloc() - before)
"""


def retained_unix(tree, state_file):
    code = UNIX % (tree, state_file)
    out = bench.micropython_run(code, 600, heap="512M")
    return int(out[0]) if out else None


def retained_wasm(tree, state_file, tmp):
    # the port has its own file system: the state goes in with the modules
    with open(state_file) as f, open(os.path.join(tree, "state.json"), "w") as g:
        g.write(f.read())
    setup = os.path.join(tmp, "setup.py")
    kept = os.path.join(tmp, "kept.py")
    with open(setup, "w") as f:
        f.write(SETUP % "/repo/state.json")
    with open(kept, "w") as f:
        f.write(KEPT)
    script = os.path.join(ROOT, "bench", "wasm", "retained.mjs")
    run = subprocess.run(["node", script, tree, setup, kept], cwd=os.path.dirname(script),
                         capture_output=True, text=True, timeout=1200)
    for line in run.stdout.splitlines():
        if line.startswith("RETAINED"):
            return int(line.split()[1])
    raise RuntimeError(run.stdout[-2000:] + run.stderr[-2000:])


def units(state):
    from shared import fugitive_deduce as deduce
    work = [1 << 40]
    deduce.deduce(state, None, work)
    return (1 << 40) - work[0]


def main(argv):
    games, every, below = 12, 5, 60000
    args = list(argv)
    while args:
        flag = args.pop(0)
        if flag == "--games":
            games = int(args.pop(0))
        elif flag == "--every":
            every = int(args.pop(0))
        elif flag == "--below":
            below = int(args.pop(0))
        else:
            raise SystemExit("unknown option " + flag)
    if not wasm_ready():
        raise SystemExit("needs node and `npm ci` in bench/wasm")
    tree = bench.compile_mpy()
    tmp = tempfile.mkdtemp()
    states = bench.corpus(games, False)
    ratios = []
    print("state  units  64-bit B  32-bit B  ratio")
    for i in range(0, len(states), every):
        n = units(states[i])
        if n >= below:
            continue
        path = os.path.join(tmp, "state%d.json" % i)
        with open(path, "w") as f:
            json.dump(states[i], f)
        wide = retained_unix(tree, path)
        narrow = retained_wasm(tree, path, tmp)
        ratio = narrow / wide if wide else None
        if ratio is not None and wide >= 2048:      # tiny ones are noise
            ratios.append(ratio)
        print("%5d %6d %9d %9d  %s" % (i, n, wide, narrow,
                                       "-" if ratio is None else "%.2f" % ratio), flush=True)
    ratios.sort()
    if ratios:
        print("32-bit / 64-bit ratio of what the layers keep (states over 2 KB): "
              "median %.2f, lowest %.2f, highest %.2f (%d states)"
              % (ratios[len(ratios) // 2], ratios[0], ratios[-1], len(ratios)))


if __name__ == "__main__":
    main(sys.argv[1:])
