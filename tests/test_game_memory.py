# What InBetween, Cerebria and Projekt Omega keep in the device's heap,
# measured under the MicroPython unix port (each check in a fresh process:
# what a module imports shows in sys.modules, and gc.mem_alloc() counts
# what a structure takes):
#   - the rule modules do not import the data checker (shared/carddata.py,
#     shared/<game>_check.py): the schema and the checks are built only
#     while a file is checked, and the device drops them afterwards;
#   - the data a game keeps (its compact_data) takes a fraction of the heap
#     of the parsed file.
import json
import os
import shutil
import tempfile

import pytest

from shared import games
from tests.conftest import ROOT, micropython

DATA_GAMES = ("inbetween", "cerebria", "omega")


def _run(code):
    run = micropython("-c", "import sys\nsys.path.insert(0, '.')\n" + code, heap="4M")
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    return run.stdout


@pytest.mark.parametrize("name", DATA_GAMES)
def test_the_rule_modules_do_not_import_the_data_checker(name):
    out = _run("from shared import games\n"
               "games.load(%r)\n"
               "print(sorted(m for m in sys.modules if m.startswith('shared.')))" % name)
    loaded = out.strip()
    assert "shared.carddata" not in loaded and "shared.canon" not in loaded, loaded
    assert "shared.%s_check" % name not in loaded, loaded
    assert "shared.%s'" % name in loaded


@pytest.mark.parametrize("name", DATA_GAMES)
def test_the_device_drops_the_checker_once_a_new_file_is_loaded(name):
    """firmware/session.py load_data: a new file is checked (the checker is
    imported), then the checker's modules are dropped; the game keeps its
    data and its rule modules."""
    flash = tempfile.mkdtemp(prefix="tk-mem-")
    try:
        os.makedirs(os.path.join(flash, "data", name))
        shutil.copy(os.path.join(ROOT, games.sample_path(name)),
                    os.path.join(flash, "data", name, "sample.json"))
        out = _run("from shared import games\n"
                   "from firmware import session\n"
                   "from firmware.storage import Storage\n"
                   "game = games.load(%r)\n"
                   "data, crc = session.load_data(Storage(%r), game, 'sample.json')\n"
                   "print(data is not None, crc)\n"
                   "print(sorted(m for m in sys.modules if m.startswith('shared.')))"
                   % (name, flash))
    finally:
        shutil.rmtree(flash, ignore_errors=True)
    ok, loaded = out.strip().split("\n")
    assert ok.startswith("True ")
    assert "shared.carddata" not in loaded and "shared.%s_check" % name not in loaded, loaded
    assert "shared.%s'" % name in loaded


# the heap of the parsed file's "data", then of the data as the game keeps
# it, each built by a function and measured once the other is dropped
_COMPACT = """
import gc, json
from shared import games
game = games.load(%r)
path = games.sample_path(%r)
text = open(path).read()
games.load_data(game, text, path)           # the checks pass (and are imported now)
def heap():
    gc.collect()
    return gc.mem_alloc()
def parse():
    return json.loads(text)["data"]
def keep():
    return game.compact_data(json.loads(text)["data"])
a0 = heap()
parsed = parse()
a1 = heap()
parsed = None
a2 = heap()
kept = keep()
a3 = heap()
print(a1 - a0, a3 - a2)
"""


@pytest.mark.parametrize("name", ("inbetween", "cerebria"))
def test_the_data_a_game_keeps_takes_a_fraction_of_the_parsed_file(name):
    parsed, kept = [int(x) for x in _run(_COMPACT % (name, name)).split()]
    assert kept < parsed * 0.8, (parsed, kept)
