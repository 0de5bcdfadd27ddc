# Shared pytest helpers: where the MicroPython tools are, and how to run them.
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# the firmware imports MicroPython's framebuf: on CPython, host/mpcompat's
sys.path.insert(0, os.path.join(ROOT, "host", "mpcompat"))


def tool(name):
    """A command installed beside this Python (the venv), else on PATH."""
    here = os.path.join(os.path.dirname(sys.executable), name)
    if os.path.exists(here):
        return here
    found = shutil.which(name)
    if found is None:
        pytest.fail("%s is not installed: run `python3 dev.py test`, which installs it" % name)
    return found


def micropython(*args, heap=None, timeout=600, cwd=ROOT):
    """Run the MicroPython unix port from the repository root."""
    cmd = [tool("micropython")]
    if heap:
        cmd += ["-X", "heapsize=" + heap]
    return subprocess.run(cmd + list(args), cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)
