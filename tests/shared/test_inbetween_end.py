# InBetween end of the game: four conditions, checked after every move, the
# first in the rules' order decides, the device says which.
from shared import inbetween as game
from tests.support.check import unchanged_by
from tests.support.inbetween import table_game, put


def test_three_characters_secured_the_town_wins():
    s = table_game()
    put(s, 0, safety=4)
    put(s, 2, safety=4)
    put(s, 4, safety=3)
    events = game.apply(s, ["play", "eye", "step", 4, "down", "no"])
    assert events[-1] == ["end", "town", "three characters Secured"]
    assert "activity" not in [e[0] for e in events]      # the game ends at once
    assert game.outcome(s) == {"winner": "town", "condition": 1,
                               "reason": "three characters Secured"}


def test_three_characters_devoured_the_creature_wins():
    s = table_game()
    put(s, 1, safety=4)
    put(s, 5, safety=4)
    events = game.apply(s, ["adjust", "safety", 3, 4])
    assert events[-1] == ["end", "creature", "three characters Devoured"]
    assert game.outcome(s)["condition"] == 2


def test_secured_on_a_creature_face_does_not_count_for_the_town():
    s = table_game()
    put(s, 1, safety=4)
    put(s, 3, safety=4)
    put(s, 0, safety=4)
    put(s, 2, safety=4)
    assert game.outcome(s) is None
    game.apply(s, ["adjust", "direction"])
    assert game.outcome(s) is None


def _remove_down_to_six(s, keep):
    for pos in range(10):
        if pos not in keep and game.counts(s)["in_play"] > 6:
            game.apply(s, ["adjust", "remove", pos])


def test_five_characters_left_the_majority_of_the_dimension_wins():
    s = table_game()
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    assert game.outcome(s) is None
    put(s, 0, safety=1)
    put(s, 1, safety=2)
    put(s, 3, safety=1)               # creature 2, town 1
    events = game.apply(s, ["adjust", "remove", 5])
    assert events[-1] == ["end", "creature", "five characters left: majority"]
    assert game.outcome(s)["condition"] == 4


def test_five_characters_left_a_tie_is_a_draw_by_default():
    s = table_game()
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    put(s, 0, safety=1)
    put(s, 1, safety=2)
    s["players"]["creature"]["awareness"] = 3
    events = game.apply(s, ["adjust", "remove", 5])
    assert events[-1] == ["end", None, "five characters left: tie"]


def test_five_characters_left_a_tie_can_go_to_the_higher_awareness():
    s = table_game(tie="awareness")
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    put(s, 0, safety=1)
    put(s, 1, safety=2)
    s["players"]["creature"]["awareness"] = 3
    events = game.apply(s, ["adjust", "remove", 5])
    assert events[-1] == ["end", "creature", "five characters left: tie, Awareness"]
    s = table_game(tie="awareness")
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    events = game.apply(s, ["adjust", "remove", 5])   # 0-0, Awareness 0-0
    assert events[-1] == ["end", None, "five characters left: tie"]


def test_the_majority_counts_inbetween_by_face_only_with_the_option():
    s = table_game(count_inbetween=True)
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 6))     # human faces 0, 2, 4, 6
    events = game.apply(s, ["adjust", "remove", 3])
    assert events[-1] == ["end", "town", "five characters left: majority"]


def test_when_several_conditions_hold_the_rules_order_decides():
    s = table_game()
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    put(s, 0, safety=4)
    put(s, 2, safety=4)
    put(s, 1, safety=4)
    put(s, 3, safety=4)
    put(s, 5, safety=4)                             # already 3 Devoured...
    s["players"]["town"]["awareness"] = 6
    events = game.apply(s, ["adjust", "safety", 4, 4])   # ...and now 3 Secured
    assert events[-1] == ["end", "town", "three characters Secured"]   # 1 first
    s = table_game()
    put(s, 1, safety=4)
    put(s, 3, safety=4)
    s["players"]["town"]["awareness"] = 6           # Devoured beats Awareness 6
    game.apply(s, ["adjust", "safety", 5, 4])
    assert game.outcome(s)["winner"] == "creature" and game.outcome(s)["condition"] == 2
    s = table_game()
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    s["players"]["creature"]["awareness"] = 6       # Awareness 6 beats majority
    put(s, 0, safety=1)
    put(s, 2, safety=1)
    game.apply(s, ["adjust", "remove", 5])
    assert game.outcome(s) == {"winner": "creature", "condition": 3,
                               "reason": "reached Awareness 6"}


def test_after_the_end_nothing_is_offered_and_every_move_is_refused():
    s = table_game()
    put(s, 0, safety=4)
    put(s, 2, safety=4)
    game.apply(s, ["adjust", "safety", 4, 4])
    assert game.choices(s, []) == [] and game.choices(s, ["adjust"]) == []
    for move in (["rest"], ["adjust", "direction"], ["pass"], ["play", "eye", "token", 1, "no"]):
        e = unchanged_by(s, game.apply, s, move)
        assert "over" in str(e)


def test_the_game_does_not_end_while_none_holds():
    s = table_game()
    put(s, 0, safety=4)
    put(s, 1, safety=4)
    s["players"]["town"]["awareness"] = 5
    _remove_down_to_six(s, (0, 1, 2, 3, 4, 5))
    assert game.outcome(s) is None and s["phase"] == "awareness"


def test_series_gives_the_figures_of_a_timeline():
    s = table_game()
    put(s, 0, safety=4)
    put(s, 3, safety=2)
    assert game.series(s) == {
        "town_energy": 5, "creature_energy": 5, "town_awareness": 0,
        "creature_awareness": 0, "secured": 1, "devoured": 0, "in_play": 10,
        "town_dimension": 1, "creature_dimension": 1}
