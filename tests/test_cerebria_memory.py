# The Cerebria board loads, checks and plays in a limited heap beside a
# 240x135 frame buffer (bench/cerebria_memory.py, modules compiled to .mpy).
# The unix port is 64-bit, so its objects are up to twice the Pico's size:
# 320 KB here stands for well under the Pico's 192 KB. The guard catches
# regressions such as building a whole document's encoding in memory.
import subprocess
import sys

from tests.conftest import ROOT, micropython


def test_a_cerebria_match_runs_in_a_limited_heap_with_a_frame_buffer(tmp_path):
    build = subprocess.run([sys.executable, "bench/mpy_tree.py", str(tmp_path)], cwd=ROOT,
                           capture_output=True, text=True)
    assert build.returncode == 0, build.stderr
    run = micropython("bench/cerebria_memory.py", str(tmp_path), "frame", heap="320K")
    assert run.returncode == 0, run.stdout + run.stderr[-2000:]
    assert "match after" in run.stdout
