# The Projekt Omega scenario (host/scenarios/omega.py): a short mission played
# with the buttons alone on the headless emulator, on both boards, in Czech
# and Italian. Under CPython and under the MicroPython unix port it gives
# byte-identical frames, and it reaches the mission the scenario describes:
# a total success in scene 2 (Milníky 3/3 before Ohrožení 2), the result
# settled, and the next mission's party file on the flash, which loads.
import json
import os

import pytest

from host import scenarios
from shared import games, omega
from shared.omega_party import level
from tests.support.scenario_run import play_on_both, saved_game

SCENARIO = scenarios.load("omega")
BOARDS = ("pico_display", "esp32_ssd1306")
LANGS = ("cs", "it")


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang", LANGS)
def test_the_scenario_plays_a_mission_to_its_end_identically_on_both_runtimes(
        board, lang, tmp_path):
    script, cp, flashes = play_on_both(board, lang, tmp_path, SCENARIO)
    assert len(set(f for _, f in cp)) == len(cp)       # every shot shows something new
    for flash in flashes:
        match = saved_game(flash, omega)
        state = match.state
        assert omega.outcome(state) == {"winner": "agents", "kind": "success",
                                        "grade": "total", "final": True,
                                        "reason": omega.GRADE_REASONS["success"]}
        assert state["result"]["scene"] == 2 and state["scene"] is None
        assert (state["succ"], state["comp"]) == (13, 4)
        assert omega.omega_track.ohrozeni(state) == 1
        karel = state["agents"][3]
        assert {"id": 8, "kind": "negative", "ex": False, "perm": False, "cond": 0} in karel["asp"]
        assert level(state, 3, 0) == 0                      # Karel no longer distrusts Jana
        data = match.data
        path = os.path.join(flash, "data", "omega", "sample-2.json")
        with open(path, encoding="utf-8") as f:
            party = games.load_data(omega, f.read(), "sample-2.json")
        assert [a["reserves"] for a in party["agents"]] == [1, 1, 2, 1]   # Olga's reward
        assert party["agents"][3]["relationships"][data["agents"][0]["id"]] == "neutral"
        assert json.dumps(party["agents"][3]["aspects"][-1], ensure_ascii=False) == json.dumps(
            {"name": data["negatives"][0], "kind": "negative"}, ensure_ascii=False)
