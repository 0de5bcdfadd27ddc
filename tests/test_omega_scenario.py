# The Projekt Omega scenario (host/omega_scenario.py): a short mission played
# with the buttons alone on the headless emulator, on both boards, in Czech
# and Italian. Under CPython and under the MicroPython unix port it gives
# byte-identical frames, and it reaches the mission the scenario describes:
# a total success in scene 2 (Milníky 3/3 before Ohrožení 2), the result
# settled, and the next mission's party file on the flash, which loads.
import json
import os
import subprocess
import sys

import pytest

from host import omega_scenario as scenario
from shared import games, journal, omega
from shared.match import from_ops
from tests.conftest import ROOT, micropython


def run(runner, board, lang, tmp):
    flash = os.path.join(tmp, "flash")
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    scenario.prepare(flash, lang)
    script = os.path.join(tmp, "script.txt")
    with open(script, "w") as f:
        f.write(scenario.script(board))
    done = runner("tests/support/headless.py", board, flash, out, "@" + script)
    assert done.returncode == 0, done.stderr[-3000:] + done.stdout[-1000:]
    frames = []
    for name in done.stdout.split():
        with open(os.path.join(out, name + ".raw"), "rb") as f:
            frames.append((name, f.read()))
    return flash, frames


def cpython(*args):
    return subprocess.run([sys.executable] + list(args), cwd=ROOT, capture_output=True,
                          text=True, timeout=600)


def mission_on(flash):
    """The match saved on the device's flash, rebuilt from its journal."""
    with open(os.path.join(flash, "saves", "omega.jnl"), "rb") as f:
        values, rec = journal.read_ops(f.read())
    assert rec.clean()
    header = values[0]
    with open(os.path.join(flash, "data", "omega", header["data"]), encoding="utf-8") as f:
        data = games.load_data(omega, f.read(), header["data"])
    return data, from_ops(omega, data, header, values[1:])


@pytest.mark.parametrize("board", scenario.BOARDS)
@pytest.mark.parametrize("lang", scenario.LANGS)
def test_the_scenario_plays_a_mission_to_its_end_identically_on_both_runtimes(
        board, lang, tmp_path):
    cp_flash, cp = run(cpython, board, lang, str(tmp_path / "cp"))
    mp_flash, mp = run(micropython, board, lang, str(tmp_path / "mp"))
    names = [w[5:] for w in scenario.actions() if w.startswith("shot:")]
    assert [n for n, _ in cp] == [n for n, _ in mp] == names
    for (name, a), (_, b) in zip(cp, mp):
        assert a == b, "frame %s differs between CPython and MicroPython" % name
    assert len(set(f for _, f in cp)) == len(cp)       # every shot shows something new
    for flash in (cp_flash, mp_flash):
        data, match = mission_on(flash)
        state = match.state
        assert omega.outcome(state) == {"winner": "agents", "kind": "success",
                                        "grade": "total", "final": True,
                                        "reason": omega.GRADE_REASONS["success"]}
        assert state["result"]["scene"] == 2 and state["scene"] is None
        assert (state["succ"], state["comp"]) == (13, 4)
        assert omega.omega_track.ohrozeni(state) == 1
        karel = state["agents"][3]
        assert {"id": 8, "kind": "negative", "ex": False, "perm": False, "cond": 0} in karel["asp"]
        assert omega_party_level(state, 3, 0) == 0            # Karel no longer distrusts Jana
        path = os.path.join(flash, "data", "omega", "sample-2.json")
        with open(path, encoding="utf-8") as f:
            party = games.load_data(omega, f.read(), "sample-2.json")
        assert [a["reserves"] for a in party["agents"]] == [1, 1, 2, 1]   # Olga's reward
        assert party["agents"][3]["relationships"][data["agents"][0]["id"]] == "neutral"
        assert json.dumps(party["agents"][3]["aspects"][-1], ensure_ascii=False) == json.dumps(
            {"name": data["negatives"][0], "kind": "negative"}, ensure_ascii=False)


def omega_party_level(state, a, b):
    from shared.omega_party import level
    return level(state, a, b)


def test_the_committed_screenshots_are_the_scenario_s():
    """docs/screenshots/omega/ holds what `python -m host.omega_scenario`
    makes now (regenerate them after changing a screen)."""
    import tempfile
    from PIL import Image
    from host.emulator import headless
    board, lang = "pico_display", "cs"
    with tempfile.TemporaryDirectory() as tmp:
        flash = os.path.join(tmp, "flash")
        scenario.prepare(flash, lang)
        headless(board, flash, scenario.script(board), os.path.join(tmp, "out"))
        for name in scenario.SHOTS:
            made = Image.open(os.path.join(tmp, "out", name + ".png"))
            kept = Image.open(os.path.join(scenario.OUT, "%s-%s-%s.png" % (board, lang, name)))
            assert made.tobytes() == kept.tobytes(), name
