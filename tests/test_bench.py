# The device benchmarks still run on the compiled firmware (bench/device.py,
# omega_device.py, cerebria_device.py, fugitive_device.py, booted by
# bench/boot.py): their figures are printed, not judged, except the idle
# loops, which must not allocate, a long Omega mission, which must not run
# out of memory in the first 60 moves, and the games' heap, which must fit
# the heap the bench was given.
import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT, micropython


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """build/mpy's tree (the device modules and the benches as .mpy), with
    the games' sample data where the benches look for it."""
    out = str(tmp_path_factory.mktemp("bench") / "mpy")
    subprocess.check_call([sys.executable, "-c",
                           "import sys; sys.path.insert(0, 'bench'); import build_mpy; "
                           "build_mpy.build(%r)" % out], cwd=ROOT)
    for game in ("omega", "cerebria", "fugitive"):
        os.makedirs(os.path.join(out, "data", game))
        shutil.copy(os.path.join(ROOT, "data", game, "sample.json"),
                    os.path.join(out, "data", game, "sample.json"))
    return out


def bench(compiled, heap, *args):
    """The bench's output; it must end well."""
    run = micropython("-m", *args, heap=heap, timeout=300, cwd=compiled)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def idle_allocation(out):
    idle = re.search(r"(\d+) bytes allocated in 200", out)
    assert idle, out
    return int(idle.group(1))


def test_device_benchmark_runs_on_the_compiled_firmware(compiled):
    # the .mpy files are loaded into the heap here, beside the calibration's
    # litter: 320 KB, not the device's 192 (tests/test_heap_budget.py runs
    # the device's configuration, code in a ROMFS image, in 192 KB)
    out = bench(compiled, "320K", "bench.device", "time")
    assert "full frame:" in out and "partial update" in out
    assert idle_allocation(out) <= 64, out


def test_the_omega_benchmark_runs_on_the_compiled_firmware(compiled):
    out = bench(compiled, "512K", "bench.device", "omega")
    assert "Omega mission open:" in out and "an agent's sheet:" in out
    assert idle_allocation(out) <= 64, out
    out = bench(compiled, "512K", "bench.device", "omega-long", "60")
    assert "60 moves played" in out, out


@pytest.mark.parametrize("name,line", [
    ("cerebria", r"Cerebria game open \(Ring\): +(\d+) bytes"),
    ("fugitive", r"Fugitive open, [^:]*: +(\d+) bytes"),
])
def test_a_game_benchmark_runs_on_the_compiled_firmware(compiled, name, line):
    out = bench(compiled, "512K", "bench.%s_device" % name, "heap", "cs")
    opened = re.search(line, out)
    assert opened and int(opened.group(1)) < 512 * 1024, out
