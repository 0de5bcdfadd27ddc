"""The emulated Pico's harness without the chip: boards powered on at once
(a benchmark's threads) each read their own filesystem image, and the
image files do not pile up (host/pico/deployed.py power_on)."""
import os

from host.pico import deployed
from tests.support import pico_run as pr


def test_boards_powered_on_at_once_each_read_their_own_filesystem(monkeypatch):
    board = pr.board("stock")
    seen = []

    class Chip:
        def __init__(self, fw, images, miss_cycles, flash_times=True):
            path = images[0][0]
            with open(path, "rb") as f:
                raw = f.read()      # littlefs keeps a small file's bytes inline
            seen.append((path, [w for w in (b"first!", b"second!") if w in raw]))

    monkeypatch.setattr(deployed.emulated, "Pico", Chip)
    board.power_on({"saves/which": b"first!"}, data=False)
    board.power_on({"saves/which": b"second!"}, data=False)
    (a, first), (b, second) = seen
    assert a != b and (first, second) == ([b"first!"], [b"second!"])
    assert not os.path.exists(a) and not os.path.exists(b)
