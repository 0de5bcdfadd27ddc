# The test suites that also run on the device's interpreter (tests/shared:
# the rule core; tests/fw: the firmware's own unit tests) again, under the
# real MicroPython, one module at a time (tests/mprun.py).
import os

import pytest

from tests.conftest import ROOT, micropython

SUITES = [
    (folder, name[:-3])
    for folder in ("shared", "fw")
    for name in sorted(os.listdir(os.path.join(ROOT, "tests", folder)))
    if name.startswith("test_") and name.endswith(".py")]


@pytest.mark.parametrize("folder,module", SUITES)
def test_the_suite_passes_under_micropython(folder, module):
    run = micropython("tests/mprun.py", "tests.%s.%s" % (folder, module))
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " failed 0" in run.stdout
