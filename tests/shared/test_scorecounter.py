# The demo game: the interface contract on the smallest possible game.
from shared import canon, scorecounter as game
from shared.match import Match
from shared.rules import IllegalMove, expand
from tests.support.check import raises, unchanged_by
from tests.support.playout import play


def test_new_game_starts_at_zero_with_player_0():
    s = game.new(None, {}, 1)
    assert s["scores"] == [0, 0] and s["active"] == 0 and s["target"] == 20


def test_unknown_or_invalid_options_are_refused():
    e = raises(IllegalMove, game.new, None, {"target": 7}, 1)
    assert "target" in str(e)
    raises(IllegalMove, game.new, None, {"speed": 1}, 1)


def test_choices_list_exactly_the_legal_moves():
    s = game.new(None, {}, 1)
    assert expand(game, s) == [["add", 1], ["add", 2], ["add", 3], ["roll"]]


def test_malformed_moves_are_refused_without_change():
    s = game.new(None, {}, 1)
    for bad in (["add"], ["add", 4], ["add", 1, 2], ["roll", 1], ["jump"], [], "add"):
        unchanged_by(s, game.apply, s, bad)


def test_reaching_the_target_wins_and_ends_the_game():
    m = Match(game, None, {"target": 10}, 1)
    for mv in [["add", 3], ["add", 1]] * 3:
        m.play(mv)
    assert m.state["scores"] == [9, 3] and m.outcome() is None
    events = m.play(["add", 1])   # player 0 reaches 10
    assert events[-1] == ["win", 0]
    assert m.outcome()["winner"] == 0
    assert game.choices(m.state, []) == []
    unchanged_by(m.state, game.apply, m.state, ["add", 1])


def test_roll_is_deterministic_for_a_seed_and_cannot_be_undone():
    a = Match(game, None, {}, 77)
    b = Match(game, None, {}, 77)
    a.play(["roll"])
    b.play(["roll"])
    assert canon.digest(a.state) == canon.digest(b.state)
    assert "rolled" in str(a.can_undo())


def test_random_playouts_always_end_with_a_winner():
    for seed in range(50):
        m, _ = play(game, None, {"target": 10}, seed, 100, undo_every=4)
        assert m.outcome() is not None
        assert max(m.state["scores"]) >= 10


def test_series_and_scores_follow_each_players_score():
    m = Match(game, None, {"target": 10}, 3)
    assert game.series(m.state) == {"Player 1": 0, "Player 2": 0}
    m.play(["add", 3])
    m.play(["add", 2])
    m.play(["add", 1])
    assert game.series(m.state) == {"Player 1": 4, "Player 2": 2}
    assert game.scores(m.state) == [4, 2]


def test_an_endless_game_never_ends():
    m = Match(game, None, {"target": 0}, 1)
    for i in range(300):
        m.play(["add", 3])
    assert m.outcome() is None and m.state["scores"] == [450, 450]
    assert game.choices(m.state, []) == ["add", "roll"]
