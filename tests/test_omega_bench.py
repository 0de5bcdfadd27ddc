# The Projekt Omega device benchmark runs on the compiled firmware (its
# figures are printed, not judged, except the idle loop on the test screen,
# which must not allocate, and a long mission, which must not run out of
# memory in the first 60 moves).
import os
import re
import shutil
import subprocess
import sys

from tests.conftest import ROOT, tool


def test_the_omega_benchmark_runs_on_the_compiled_firmware(tmp_path):
    out = str(tmp_path / "mpy")
    subprocess.check_call([sys.executable, "-c",
                           "import sys; sys.path.insert(0, 'bench'); import build_mpy; "
                           "build_mpy.build(%r)" % out], cwd=ROOT)
    os.makedirs(os.path.join(out, "data", "omega"))
    shutil.copy(os.path.join(ROOT, "data", "omega", "sample.json"),
                os.path.join(out, "data", "omega", "sample.json"))
    run = subprocess.run([tool("micropython"), "-X", "heapsize=512K", "-m", "bench.device",
                          "omega"], cwd=out, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Omega mission open:" in run.stdout and "an agent's sheet:" in run.stdout
    idle = re.search(r"(\d+) bytes allocated in 200", run.stdout)
    assert idle and int(idle.group(1)) <= 64, run.stdout
    run = subprocess.run([tool("micropython"), "-X", "heapsize=512K", "-m", "bench.device",
                          "omega-long", "60"], cwd=out, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0 and "60 moves played" in run.stdout, run.stdout + run.stderr
