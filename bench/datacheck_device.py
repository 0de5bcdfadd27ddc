# The device's check of a received card data file (firmware/datacheck.py, at
# the end of a sync put): for every shipped data file, its time on a Pico
# (estimate: the unix port scaled with bench/pico.py) and the heap it takes
# beyond what was in use before: the smallest MicroPython heap in which the
# check runs, found by bisection, less the heap in use before it; the unix
# port is 64-bit, so this is about twice the Pico's). Prints figures. Run on
# the compiled modules, as the board has them (importing .py source costs
# far more):
#     .venv/bin/python bench/build_mpy.py
#     cd build/mpy && ../../.venv/bin/micropython -X heapsize=2M -m bench.datacheck_device
#     .venv/bin/python bench/datacheck_device.py       # the heap (bisection, slow)
import gc
import os
import sys

sys.path.insert(0, ".")

from bench import pico  # noqa: E402

try:
    from time import ticks_us, ticks_diff
except ImportError:  # CPython: a rough look only
    from bench.pico import ticks_us, ticks_diff


def files():
    """(device path, path here) of every shipped data file."""
    top = "data" if _is_dir("data") else "../../data"
    out = []
    for game in sorted(os.listdir(top)):
        for name in sorted(os.listdir(top + "/" + game)):
            if name.endswith(".json"):
                out.append(("data/%s/%s" % (game, name), "%s/%s/%s" % (top, game, name)))
    return out


def _is_dir(path):
    try:
        return os.stat(path)[0] & 0x4000 != 0
    except OSError:
        return False




def fits(path, here, kb):
    """Under CPython: the heap in use before the check if one check of the
    file runs in a MicroPython heap of kb KB (a new process), else None."""
    import subprocess
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    code = ("import sys, gc; sys.path.insert(0, '.')\n"
            "raw = open(%r, 'rb').read()\n"
            "from firmware import datacheck\n"
            "gc.collect(); base = gc.mem_alloc()\n"
            "p = datacheck.problem(raw, %r)\n"
            "print('BASE', base)\n" % (os.path.abspath(here), path))
    mpy = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build", "mpy")
    run = subprocess.run([exe, "-X", "heapsize=%dK" % kb, "-c", code], cwd=mpy,
                         capture_output=True, timeout=300)
    for line in run.stdout.decode().split("\n"):
        if line.startswith("BASE"):
            return int(line.split()[1])
    return None


def heap_needed(path, here):
    """KB of heap the check needs beyond what is in use before it."""
    low, high = 16, 2048
    base = fits(path, here, high)
    if base is None:
        return None
    while high - low > 2:
        mid = (low + high) // 2
        if fits(path, here, mid) is None:
            low = mid
        else:
            high = mid
    return high - base // 1024


def heap_table():
    print("file                               bytes   heap KB the check needs (64-bit unix port)")
    for path, here in files():
        print("%-32s %7d %8s" % (path, os.path.getsize(here), heap_needed(path, here)),
              flush=True)


def main():
    f = pico.factor()
    print("file                               bytes   Pico est. ms")
    for path, here in files():
        with open(here, "rb") as fh:
            raw = fh.read()
        from firmware import datacheck
        best = None
        for i in range(3):
            gc.collect()
            t0 = ticks_us()
            problem = datacheck.problem(raw, path)
            dt = ticks_diff(ticks_us(), t0)
            best = dt if best is None or dt < best else best
        print("%-32s %7d %14.0f%s" % (path, len(raw), pico.estimate_ms(best, f),
                                            "" if problem is None else "  REFUSED: " + problem))


if sys.implementation.name == "micropython":
    main()
else:
    heap_table()
