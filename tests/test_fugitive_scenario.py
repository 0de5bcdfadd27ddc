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

import pytest

from host import scenarios
from shared import fugitive as game
from tests.support.driver import BOARDS
from tests.support.scenario_run import play_on_both, saved_game, scenario_moves

SCENARIO = scenarios.load("fugitive")
HAND = scenarios.load("fugitive_hand")


@pytest.mark.parametrize("board,lang", [(b, "en") for b in BOARDS] + [("pico_display", "cs")])
def test_a_game_is_played_end_to_end_with_identical_frames(board, lang, tmp_path):
    script, cp, flashes = play_on_both(board, lang, tmp_path, SCENARIO)
    assert "shot:manhunt" in script and len(script.split()) > 100
    assert len(set(f for _, f in cp)) == len(cp)          # every shot shows something new
    for flash in flashes:
        match = saved_game(flash, game)
        assert match.moves == scenario_moves(SCENARIO)
        assert match.outcome() == {"winner": SCENARIO.WINNER, "reason": SCENARIO.REASON}
        assert [pos["card"] for pos in match.state["row"]] == SCENARIO.ROW
        with open(os.path.join(flash, "saves", "session.json")) as f:
            assert json.load(f)["screens"] == ["game"]


@pytest.mark.parametrize("board", BOARDS)
def test_the_fugitives_device_is_played_with_identical_frames(board, tmp_path):
    """host/scenarios/fugitive_hand.py: his cards dealt, a hideout with the
    cheapest sprint, her call answered by the device (a miss), undo refused,
    and a call of more numbers than face-down hideouts: a certain miss."""
    for flash in play_on_both(board, "en", tmp_path, HAND)[2]:
        match = saved_game(flash, game)
        assert match.moves == HAND.MOVES
        s = match.state
        assert s["calls"] == [[1, [7], False], [2, [8, 9], False]] and s["phase"] == "fdraw"
        assert s["fhand"] == [3, 4, 5, 10, 20, 27, 42] and s["row"][1]["under"] == [1, 2]
        assert match.can_undo().params == ("the answer was given",)


REFEREE = scenarios.load("fugitive_referee")


@pytest.mark.parametrize("board", BOARDS)
def test_a_referee_game_is_played_to_the_manhunt_with_identical_frames(board, tmp_path):
    """host/scenarios/fugitive_referee.py: the device deals, checks both
    roles, answers every call (a hit, a double miss, a sprint card called)
    and runs the Manhunt to the Fugitive's escape."""
    for flash in play_on_both(board, "en", tmp_path, REFEREE)[2]:
        match = saved_game(flash, game)
        assert match.moves == REFEREE.MOVES
        assert match.outcome() == {"winner": REFEREE.WINNER, "reason": REFEREE.REASON}
        assert [pos["card"] for pos in match.state["row"]] == REFEREE.ROW
        # the hunt's calls: two hits, then the miss that ends it
        assert match.state["calls"][-3:] == [[12, [18], True], [12, [28], True], [12, [41], False]]
