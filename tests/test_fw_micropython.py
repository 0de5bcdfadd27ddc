# The firmware's own unit tests (tests/fw) again, under the real MicroPython.
import os

import pytest

from tests.conftest import ROOT, micropython

FW_TESTS = sorted(
    name[:-3] for name in os.listdir(os.path.join(ROOT, "tests", "fw"))
    if name.startswith("test_") and name.endswith(".py"))


@pytest.mark.parametrize("module", FW_TESTS)
def test_firmware_suite_passes_under_micropython(module):
    run = micropython("tests/mprun.py", "tests.fw." + module)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " failed 0" in run.stdout
