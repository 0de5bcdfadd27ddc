# Same inputs, same results, bit for bit: random play-outs of every game give
# identical state digests under CPython and MicroPython.
import subprocess
import sys

import pytest

from shared import games
from tests.conftest import ROOT, micropython

SEEDS = 20
MAX_MOVES = 300


@pytest.mark.parametrize("name", games.GAMES)
def test_playout_digests_are_identical_on_both_runtimes(name):
    args = ["tests/support/digests.py", name, "0", str(SEEDS), str(MAX_MOVES)]
    mp = micropython(*args)
    assert mp.returncode == 0, mp.stderr[-3000:]
    cp = subprocess.run([sys.executable] + args, cwd=ROOT, capture_output=True, text=True)
    assert cp.returncode == 0, cp.stderr[-3000:]
    assert len(cp.stdout.splitlines()) == SEEDS
    assert mp.stdout == cp.stdout
