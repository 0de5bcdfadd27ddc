# Cerebria on random positions and random games: control agrees with an
# independent implementation; every move the menus offer is accepted; the
# invariants of the board hold after every move; undo/redo and replay give
# back the same state. (Lighter counts than tests/test_cerebria_random.py,
# so that this also runs under MicroPython.)
from shared import canon, cerebria as game, cerebria_control as control
from shared.match import from_ops, replay
from shared.prng import Prng, seed_state
from shared.cerebria_board import board_of
from tests.support import cerebria_fixture as fx
from tests.support import cerebria_oracle as oracle
from tests.support.playout import play


def check_invariants(state):
    """What must hold after any accepted move."""
    board = board_of(state)
    n = board["n"]
    fresh = control.compute(board, state["slots"], state["forts"])
    assert state["ctl"] == fresh, "stored control is stale"
    for pl in state["players"]:
        assert pl["wp"] >= 0 and pl["ess"] >= 0
        if state["phase"] not in ("origin", "setup"):
            assert pl["space"] is not None
    for side in (0, 1):
        assert 0 <= state["ambition"][side] <= n["ambmax"]
        assert state["points"][side] >= 0
        for kind, total in ((0, n["minor"]), (1, n["major"])):
            on_board = 0
            for f in state["forts"]:
                if f is not None and f[0] == side and f[1] == kind + 1:
                    on_board += 1
            held = state["frags"][side][kind] + on_board + state["identity"][side][kind]
            assert held == total and state["frags"][side][kind] >= 0, "Fragments lost or made"
    for emotion in state["slots"]:
        if emotion is not None:
            track = board["cards"][emotion[0]][2]
            assert 1 <= emotion[1] <= len(track)
            assert 0 <= emotion[2] <= n["tokmax"]
    counted = {}
    for emotion in state["slots"]:
        if emotion is not None:
            counted[emotion[0]] = counted.get(emotion[0], 0) + 1
    from shared.cerebria_actions import copies_allowed
    for card in counted:
        assert counted[card] <= copies_allowed(state, card), card
    for s in range(5):
        empty_ok = state["phase"] == "revelation" and state["pending"] == s
        assert state["spheres"][s] >= (0 if empty_ok else 1)
    if state["phase"] == "play":
        assert state["acts"] <= n["acts"] + state["extra"]


def test_control_matches_an_independent_implementation_on_random_positions():
    board = board_of(fx.started())
    rng = Prng(seed_state(2024))
    for _ in range(1000):
        slots, forts, position, oforts = oracle.random_position(rng, board)
        got = control.compute(board, slots, forts)
        want = oracle.control(position, oforts)
        assert got["f"] == want["f"], (slots, got, want)
        assert got["r"] == want["r"] and got["rt"] == want["rt"], (slots, forts, got, want)


def test_random_games_accept_every_offered_move_and_keep_the_invariants():
    for mode, seed in (("2v2", 1), ("3p", 2), ("1v1", 3), ("2v2", 4), ("3p", 5), ("1v1", 6)):
        options = {"mode": mode, "first": "gloom" if seed % 2 else "bliss"}
        match, digests = play(game, fx.data(), options, seed, 150,
                              check=check_invariants, undo_every=5)
        assert game.outcome(match.state) is not None or len(match.moves) == 150, \
            "the menus ran dry before the game ended"


def test_replaying_the_moves_and_the_journal_gives_the_same_state():
    ops = []
    match, digests = play(game, fx.data(), {"mode": "3p"}, 11, 150)
    final = canon.digest(match.state)
    assert canon.digest(replay(game, fx.data(), {"mode": "3p"}, 11, match.moves)) == final
    for move in match.moves:
        ops.append(["m", move])
    rebuilt = from_ops(game, fx.data(), match.header(), ops)
    assert canon.digest(rebuilt.state) == final


def test_series_gives_the_figures_of_both_sides():
    s = fx.bare()
    fx.put(s, 0, "b_mild", 1)
    figures = game.series(s)
    assert figures["bliss_realms"] == 1 and figures["bliss_frontiers"] == 1
    assert figures["bliss_willpower"] == 8 and figures["gloom_ambition"] == 0
    for name in figures:
        assert isinstance(figures[name], int)
