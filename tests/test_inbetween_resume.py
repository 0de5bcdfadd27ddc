# After a power cut, InBetween comes back on the same screen: its pickers
# (turn menu, card target, direction, effects, the Activity), the circle
# list, the end, on both boards; and a cut at any byte while a move is being
# saved resumes either before or after that move, never between, on a
# screen of the game.
import json

import pytest

from firmware import input as keys
from shared import canon
from shared import inbetween as game
from shared.match import replay
from tests.support.driver import BOARDS, Driver
from tests.support.inbetween_ui import driver, start_game, to_board
from tests.support.simflash import SimFlash, PowerCut

OK, BACK, MENU, DOWN = keys.OK, keys.BACK, keys.MENU, keys.DOWN


def after_power_cut(d):
    """The same flash in a new device: what the players see when power returns."""
    return Driver(d.board.LIKE, d.flash.copy())


def same_screen(before, after):
    assert after.app._screen_keys() == before.app._screen_keys()
    assert after.kind() == before.kind()
    assert getattr(after.top, "title", None) == getattr(before.top, "title", None)
    assert after.labels() == before.labels()
    assert after.app.session.match.moves == before.app.session.match.moves


def setup_activity(d):
    session = d.app.session
    m = session.state["marker"]
    for move in (["adjust", "safety", m, 2],):
        session.play(move)
    d.app.pop_builders()
    d.app.game_changed()
    d.settle()


@pytest.mark.parametrize("board", BOARDS)
def test_each_screen_of_the_game_comes_back_after_a_power_cut(board):
    d = driver(board)
    session = start_game(d)
    # the circle to lay out, at the start
    assert d.top.key == "layout"
    same_screen(d, after_power_cut(d))
    to_board(d)
    # the turn menu, a card's target, its direction
    d.do(OK)
    same_screen(d, after_power_cut(d))
    d.choose("Play Hand")
    assert d.app._screen_keys() == ["game", ["move", []], ["move", ["play", "hand"]]]
    same_screen(d, after_power_cut(d))
    d.do(OK)
    same_screen(d, after_power_cut(d))
    d.do(OK)                                    # the payment
    same_screen(d, after_power_cut(d))
    d.choose("Pay 2")
    # the card's effects
    assert session.state["phase"] == "effects"
    same_screen(d, after_power_cut(d))
    d.choose("✓ Done")
    # the Activity, with its ability
    setup_activity(d)
    d.do(OK)
    d.choose("Rest")
    assert session.state["phase"] == "activity" and d.app._screen_keys() == ["game", ["move", []]]
    again = after_power_cut(d)
    same_screen(d, again)
    assert "ability" in again.top.text
    # and it still works there: no raise, the turn moves on
    again.choose("No raise")
    assert again.app.session.state["phase"] == "awareness"
    # the circle list from the game menu, and a character's details over it
    d.do(BACK)
    d.do(MENU)
    d.choose("Circle")
    same_screen(d, after_power_cut(d))


@pytest.mark.parametrize("board", BOARDS)
def test_the_end_screen_comes_back_after_a_power_cut(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    humans = [p for p in range(10) if session.state["circle"][p]["face"] == "human"]
    for pos in humans[:2]:
        session.play(["adjust", "safety", pos, 4])
    d.do(OK)
    d.choose("Adjust")
    d.choose("Safety marker")
    d.choose("%d " % (humans[2] + 1))
    d.choose("4 ")
    assert d.top.key == "end"
    again = after_power_cut(d)
    same_screen(d, again)
    assert again.top.title == "Town wins"


def test_the_deal_and_start_pickers_come_back_after_a_power_cut():
    d = driver("pico_display")
    start_game(d, deal="table")
    to_board(d)
    d.do(OK)
    d.do(OK)                                     # one card dealt, the next asked
    assert d.top.title == "Card 2 of 10: Creature"
    same_screen(d, after_power_cut(d))
    t = driver("pico_display", data="template")
    start_game(t)
    to_board(t)
    t.do(OK)
    assert t.top.title == "Where does the marker start?"
    same_screen(t, after_power_cut(t))


def test_a_cut_at_any_byte_while_a_move_is_saved_resumes_before_or_after_it():
    # a game whose next move (Rest) opens the Activity screen
    d = driver("pico_display")
    session = start_game(d)
    to_board(d)
    setup_activity(d)
    d.do(OK)
    base = d.flash.copy()
    moves_before = [list(m) for m in session.match.moves]
    # the move through the screens, on a flash that counts what is written
    probe = SimFlash(base.copy().files)
    first = Driver("pico_display", probe)
    used_by_boot = probe.written
    first.choose("Rest")
    total = probe.written
    moves_after = [list(m) for m in first.app.session.match.moves]
    assert moves_after == moves_before + [["rest"]]
    assert total - used_by_boot > 10         # the journal record of the move
    seen_after = 0
    for cut in range(used_by_boot, total + 1):
        flash = SimFlash(base.copy().files, budget=cut)
        try:
            device = Driver("pico_display", flash)
            device.choose("Rest")
        except PowerCut:
            pass
        back = Driver("pico_display", flash.copy())
        assert back.kind() != "ErrorScreen", (cut, back.top.text)
        moves = back.app.session.match.moves
        assert moves in (moves_before, moves_after), cut
        state = back.app.session.state
        m = back.app.session.match
        assert canon.digest(state) == canon.digest(
            replay(game, m.data, m.options, m.seed, moves))
        # always a screen of the game: the turn menu before, or the Activity after
        assert back.app._screen_keys()[0] == "game"
        if moves == moves_after:
            seen_after += 1
            assert state["phase"] == "activity"
    assert seen_after > 0
    saved = json.loads(back.flash.read("saves/session.json"))
    assert saved["game"] == "inbetween"
