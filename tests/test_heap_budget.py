# The device's heap, as the device runs its code (a ROMFS image, 192 KB heap
# with the frame buffer in it): the app, a game and a long game must fit, and
# so must a power-up that resumes that game. Measured with bench/heap.py on
# the MicroPython unix port, which is 64-bit: its objects are bigger than the
# Pico's, so what fits here fits on the Pico with room. (Only the score
# counter fits this 64-bit stand-in today: see the README's budget section
# and bench/heap_report.py for every game on both word sizes.)
import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT, tool

sys.path.insert(0, os.path.join(ROOT, "bench"))

HEAP = 192 * 1024
MOVES = 500


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """build/mpy-like tree and ROMFS image in a temporary folder."""
    import build_mpy
    from host import build as device_build
    out = tmp_path_factory.mktemp("heap")
    tree = str(out / "mpy")
    build_mpy.build(tree)
    device_build.build(str(out))
    pool = subprocess.check_output([tool("micropython"), "-X", "heapsize=192K", "-c",
                                    "import gc; print(gc.mem_free() + gc.mem_alloc())"])
    return tree, str(out / device_build.IMAGE_NAME), int(pool)


def run(built, flash, what):
    tree, image, pool = built
    heap = HEAP + os.path.getsize(image) + 8192
    r = subprocess.run([tool("micropython"), "-X", "heapsize=%d" % heap, "-m", "bench.heap",
                        flash, "scorecounter", what, image, str(pool)], cwd=tree,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and "FAIL" not in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]
    steps = {}
    for m in re.finditer(r"STEP (\w+) alloc=(\d+) free=(\d+)", r.stdout):
        steps[m.group(1)] = (int(m.group(2)), int(m.group(3)))
    return steps


def test_a_500_move_game_and_its_resume_fit_the_device_heap(built, tmp_path):
    flash = str(tmp_path / "flash")
    os.makedirs(flash)
    with open(os.path.join(flash, "settings.json"), "w") as f:
        f.write('{"lang": "cs"}')          # the biggest translation table
    steps = run(built, flash, str(MOVES))
    assert set(steps) >= {"boot", "open", "long"}
    # the frame buffer is in the heap, allocated first
    assert steps["frame"][0] >= 240 * 135 // 2      # 4 bits a pixel (firmware/canvas.py)
    again = run(built, flash, "resume")
    assert "resume" in again
    # the resumed game holds no more than the game that was played, and a
    # long game costs little more than a short one (its moves are shared)
    assert again["resume"][0] <= steps["long"][0] + 2048
    assert steps["long"][0] - steps["open"][0] < 8 * 1024
    shutil.rmtree(flash, ignore_errors=True)
