# The device benchmark still runs on the compiled firmware (its figures are
# printed, not judged, except the idle loop, which must not allocate).
import os
import re
import subprocess
import sys

from tests.conftest import ROOT, tool


def test_device_benchmark_runs_on_the_compiled_firmware(tmp_path):
    out = str(tmp_path / "mpy")
    subprocess.check_call([sys.executable, "-c",
                           "import sys; sys.path.insert(0, 'bench'); import build_mpy; "
                           "build_mpy.build(%r)" % out], cwd=ROOT)
    # the .mpy files are loaded into the heap here, beside the calibration's
    # litter: 320 KB, not the device's 192 (tests/test_heap_budget.py runs
    # the device's configuration, code in a ROMFS image, in 192 KB)
    run = subprocess.run([tool("micropython"), "-X", "heapsize=320K", "-m", "bench.device",
                          "time"], cwd=out, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "full frame:" in run.stdout and "partial update" in run.stdout
    idle = re.search(r"(\d+) bytes allocated in 200", run.stdout)
    assert idle and int(idle.group(1)) <= 64, run.stdout
