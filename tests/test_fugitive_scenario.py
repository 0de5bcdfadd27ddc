# A game of Fugitive on the Marshal's notebook, played end to end through the
# screens with the buttons alone (host/scenarios/fugitive.py), headless, on
# both boards (and in Czech on the Display Pack): it reaches the Marshal's
# win with every move the scenario meant, its row as the Fugitive laid it,
# and its screenshots are byte-identical under CPython and the MicroPython
# unix port (the device's own framebuf and the deductions on MicroPython).
# The same run makes the documentation's screenshots
# (python -m host.screenshots fugitive).
import json
import os
import subprocess
import sys

import pytest

from host import scenarios
from shared import games, fugitive as game, journal
from shared.match import from_ops
from tests.conftest import ROOT, micropython
from tests.support.driver import BOARDS

SCENARIO = scenarios.load("fugitive")
HAND = scenarios.load("fugitive_hand")


def cpython(*args):
    return subprocess.run([sys.executable] + list(args), cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def run_headless(runner, board, lang, tmp, script, scenario=SCENARIO):
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


def scenario_moves():
    """The moves the scenario plays, the undone one taken out."""
    moves = []
    for step in SCENARIO.STEPS:
        if step[0] == "move":
            moves.append(step[1])
        elif step == ["key", "UNDO"]:
            moves.pop()
    return moves


def saved_game(flash):
    with open(os.path.join(flash, "saves", "fugitive.jnl"), "rb") as f:
        ops, rec = journal.read_ops(f.read())
    assert rec.clean()
    header = ops[0]
    path = os.path.join(flash, "data", "fugitive", header["data"])
    with open(path, encoding="utf-8") as f:
        data = games.load_data(game, f.read(), path)
    return from_ops(game, data, header, ops[1:])


@pytest.mark.parametrize("board,lang", [(b, "en") for b in BOARDS] + [("pico_display", "cs")])
def test_a_game_is_played_end_to_end_with_identical_frames(board, lang, tmp_path):
    flash = str(tmp_path / "compile")
    scenarios.prepare_flash(flash, SCENARIO, lang)
    script = scenarios.compile_script(board, SCENARIO.STEPS, flash)
    assert "shot:manhunt" in script and len(script.split()) > 100
    cp, cp_flash = run_headless(cpython, board, lang, str(tmp_path / "cp"), script)
    mp, mp_flash = run_headless(micropython, board, lang, str(tmp_path / "mp"), script)
    shots = [s[1] for s in SCENARIO.STEPS if s[0] == "shot"]
    assert [n for n, _ in cp] == [n for n, _ in mp] == shots
    for (name, a), (_, b) in zip(cp, mp):
        assert a == b, "frame %s differs between CPython and MicroPython" % name
    assert len(set(f for _, f in cp)) == len(cp)          # every shot shows something new
    for flash in (cp_flash, mp_flash):
        match = saved_game(flash)
        assert match.moves == scenario_moves()
        assert match.outcome() == {"winner": SCENARIO.WINNER, "reason": SCENARIO.REASON}
        assert [pos["card"] for pos in match.state["row"]] == SCENARIO.ROW
        with open(os.path.join(flash, "saves", "session.json")) as f:
            assert json.load(f)["screens"] == ["game"]


@pytest.mark.parametrize("board", BOARDS)
def test_the_fugitives_device_is_played_with_identical_frames(board, tmp_path):
    """host/scenarios/fugitive_hand.py: his cards dealt, a hideout with the
    cheapest sprint, her call answered by the device (a miss), undo refused."""
    flash = str(tmp_path / "compile")
    scenarios.prepare_flash(flash, HAND, "en")
    script = scenarios.compile_script(board, HAND.STEPS, flash)
    cp, cp_flash = run_headless(cpython, board, "en", str(tmp_path / "cp"), script, HAND)
    mp, mp_flash = run_headless(micropython, board, "en", str(tmp_path / "mp"), script, HAND)
    assert [n for n, _ in cp] == [n for n, _ in mp] == [s[1] for s in HAND.STEPS if s[0] == "shot"]
    for (name, a), (_, b) in zip(cp, mp):
        assert a == b, "frame %s differs between CPython and MicroPython" % name
    for flash in (cp_flash, mp_flash):
        match = saved_game(flash)
        assert match.moves == HAND.MOVES
        s = match.state
        assert s["calls"] == [[1, [7], False]] and s["phase"] == "fdraw"
        assert s["fhand"] == [3, 4, 5, 20, 27, 42] and s["row"][1]["under"] == [1, 2]
        assert match.can_undo().params == ("the answer was given",)
