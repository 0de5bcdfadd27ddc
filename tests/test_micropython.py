# The shared/ test suite again, under the real MicroPython interpreter.
import os

import pytest

from tests.conftest import ROOT, micropython

SHARED_TESTS = sorted(
    name[:-3] for name in os.listdir(os.path.join(ROOT, "tests", "shared"))
    if name.startswith("test_") and name.endswith(".py"))


@pytest.mark.parametrize("module", SHARED_TESTS)
def test_shared_suite_passes_under_micropython(module):
    run = micropython("tests/mprun.py", "tests.shared." + module)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " failed 0" in run.stdout
