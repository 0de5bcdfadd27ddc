# A short game of InBetween played end to end through the screens with the
# buttons alone (host/scenarios/inbetween.py), headless, on both boards (and
# in Czech, with the Czech card data, on the Display Pack): it
# reaches the Town's win by three Secured characters with every move the
# scenario meant, and its screenshots are byte-identical under CPython and
# the MicroPython unix port (the device's own framebuf). The same run makes
# the documentation's screenshots (python -m host.screenshots inbetween).
import json
import os

import pytest

from host import scenarios
from shared import inbetween as game
from tests.support.driver import BOARDS
from tests.support.scenario_run import play_on_both, saved_game, scenario_moves

SCENARIO = scenarios.load("inbetween")


@pytest.mark.parametrize("board,lang", [(b, "en") for b in BOARDS] + [("pico_display", "cs")])
def test_a_short_game_is_played_end_to_end_with_identical_frames(board, lang, tmp_path):
    script, cp, flashes = play_on_both(board, lang, tmp_path, SCENARIO)
    assert "shot:activity" in script and len(script.split()) > 150
    assert len(set(f for _, f in cp)) == len(cp)          # every shot shows something new
    # the game it came to, as saved on each flash
    for flash in flashes:
        match = saved_game(flash, game)
        assert match.moves == scenario_moves(SCENARIO)
        assert match.outcome()["winner"] == SCENARIO.WINNER
        assert match.outcome()["condition"] == SCENARIO.CONDITION
        assert [p for p in range(10) if match.state["circle"][p]["safety"] == 4] == \
            SCENARIO.SECURED
        with open(os.path.join(flash, "saves", "session.json")) as f:
            assert json.load(f)["screens"] == ["game"]
