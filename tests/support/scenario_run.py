"""A host/scenarios/ scenario played headless under CPython and under the
MicroPython unix port, and the game the device saved read back: what every
game's scenario test does (tests/test_<game>_scenario.py)."""
import os
import subprocess
import sys

from host import scenarios
from shared import games, journal
from shared.match import from_ops
from tests.conftest import ROOT, micropython


def cpython(*args):
    return subprocess.run([sys.executable] + list(args), cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def run_headless(runner, board, lang, tmp, script, scenario):
    """[(shot name, raw frame bytes)], and the flash folder it ran on."""
    flash = os.path.join(tmp, "flash")
    out = os.path.join(tmp, "out")
    scenarios.prepare_flash(flash, scenario, lang)
    os.makedirs(out)
    # from a file: the unix port refuses command-line arguments of 256 bytes
    with open(os.path.join(tmp, "script.txt"), "w") as f:
        f.write(script)
    run = runner("tests/support/headless.py", board, flash, out, "@" + f.name)
    assert run.returncode == 0, run.stderr[-3000:] + run.stdout[-1000:]
    frames = []
    for name in run.stdout.split():
        with open(os.path.join(out, name + ".raw"), "rb") as f:
            frames.append((name, f.read()))
    return frames, flash


def play_on_both(board, lang, tmp_path, scenario):
    """Compile the scenario for the board, play it under both runtimes and
    check that they showed the same shots, pixel for pixel. Returns the
    script, CPython's frames and both flash folders."""
    flash = str(tmp_path / "compile")
    scenarios.prepare_flash(flash, scenario, lang)
    script = scenarios.compile_script(board, scenario.STEPS, flash)
    cp, cp_flash = run_headless(cpython, board, lang, str(tmp_path / "cp"), script, scenario)
    mp, mp_flash = run_headless(micropython, board, lang, str(tmp_path / "mp"), script, scenario)
    # the shots the script takes (a "pages" step takes one a page)
    shots = [w[5:] for w in script.split() if w.startswith("shot:")]
    assert [n for n, _ in cp] == [n for n, _ in mp] == shots
    for (name, a), (_, b) in zip(cp, mp):
        assert a == b, "frame %s differs between CPython and MicroPython" % name
    return script, cp, (cp_flash, mp_flash)


def scenario_moves(scenario):
    """The moves the scenario plays, the undone ones taken out."""
    moves = []
    for step in scenario.STEPS:
        if step[0] == "move":
            moves.append(step[1])
        elif step == ["key", "UNDO"]:
            moves.pop()
    return moves


def saved_game(flash, game):
    """The game the device saved, rebuilt from its journal and data file."""
    with open(os.path.join(flash, "saves", game.NAME + ".jnl"), "rb") as f:
        ops, rec = journal.read_ops(f.read())
    assert rec.clean()
    header = ops[0]
    path = os.path.join(flash, "data", game.NAME, header["data"])
    with open(path, encoding="utf-8") as f:
        data = games.load_data(game, f.read(), path)
    return from_ops(game, data, header, ops[1:])
