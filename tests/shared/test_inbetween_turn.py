# InBetween turn: the four phases in order (Awareness, Action, Activity,
# Movement), playing a card by its symbol, Prepare, Rest.
# Circle of the fixture: see tests/support/inbetween.py (the Creature is
# active first, the Activity marker on position 0, c01 human).
import json

from shared import inbetween as game
from tests.support.check import unchanged_by
from tests.support.inbetween import load, table_game, put, moves, kinds


# -- Awareness phase --

def test_awareness_ability_is_not_offered_at_level_0():
    s = table_game()
    assert "ability" not in game.choices(s, [])
    e = unchanged_by(s, game.apply, s, ["ability", 1])
    assert "level 1 to your level (0)" in str(e)


def test_awareness_ability_at_the_current_level_or_any_below():
    s = table_game()
    s["players"]["creature"]["awareness"] = 3
    assert game.choices(s, []) == ["ability", "play", "prepare", "rest", "adjust"]
    assert game.choices(s, ["ability"]) == [1, 2, 3]
    unchanged_by(s, game.apply, s, ["ability", 4])
    unchanged_by(s, game.apply, s, ["ability", 0])
    assert game.apply(s, ["ability", 2]) == [["ability", "creature", 2]]
    assert s["players"]["creature"]["ability"] == 2 and s["phase"] == "action"


def test_awareness_ability_once_per_game_and_only_before_the_action():
    s = table_game()
    s["players"]["creature"]["awareness"] = 2
    game.apply(s, ["ability", 1])
    e = unchanged_by(s, game.apply, s, ["ability", 1])    # same turn
    assert "not possible now" in str(e)
    assert "ability" not in game.choices(s, [])
    game.apply(s, ["rest"])                              # creature's turn ends
    game.apply(s, ["rest"])                              # town's turn ends
    assert s["active"] == "creature" and s["phase"] == "awareness"
    assert "ability" not in game.choices(s, [])          # used for the game
    e = unchanged_by(s, game.apply, s, ["ability", 1])
    assert "already used" in str(e)


def test_awareness_ability_is_offered_every_turn_until_used():
    s = table_game()
    s["players"]["creature"]["awareness"] = 1
    for _ in range(3):
        assert game.choices(s, ["ability"]) == [1]
        game.apply(s, ["rest"])
        game.apply(s, ["rest"])


# -- Action phase: exactly one action --

def test_exactly_one_action_per_turn():
    s = table_game()
    events = game.apply(s, ["rest"])
    assert kinds(events) == ["rest", "activity", "turn"]
    assert s["active"] == "town" and s["turn"] == 2 and s["phase"] == "awareness"


def test_after_the_action_the_turn_goes_on_to_activity_not_to_another_action():
    s = table_game()
    game.apply(s, ["rest"])           # the creature's turn; now the town, marker on 1
    put(s, 1, safety=2)               # c02 Terrified: the creature's, ability on
    game.apply(s, ["prepare", 0])     # the town's one action
    assert s["phase"] == "activity" and s["active"] == "town"
    for move in (["rest"], ["prepare", 0], ["play", "eye", "token", 0, "no"]):
        e = unchanged_by(s, game.apply, s, move)
        assert "raise or pass" in str(e)


# -- playing a card: a Safety step --

def test_a_step_needs_a_character_showing_the_symbol():
    s = table_game()
    assert game.choices(s, ["play", "eye", "step"]) == [0, 2, 3, 4, 7, 8]
    e = unchanged_by(s, game.apply, s, ["play", "eye", "step", 1, "on", "no"])
    assert "does not show" in str(e)


def test_on_an_inbetween_character_the_marker_goes_on_the_top_space_or_the_card_flips():
    s = table_game()
    assert game.choices(s, ["play", "eye", "step", 3]) == ["on", "flip"]
    unchanged_by(s, game.apply, s, ["play", "eye", "step", 3, "down", "no"])
    events = game.apply(s, ["play", "eye", "step", 3, "on", "no"])
    assert events[:2] == [["play", "creature", "eye"], ["safety", 3, "creature", 0, 1]]
    s2 = table_game()
    events = game.apply(s2, ["play", "eye", "step", 3, "flip", "no"])
    assert events[1] == ["flip", 3, "human"]
    assert s2["circle"][3]["face"] == "human" and s2["circle"][3]["safety"] == 0


def test_the_mover_chooses_down_toward_secured_or_up_toward_inbetween():
    s = table_game()
    put(s, 2, safety=2)
    assert game.choices(s, ["play", "eye", "step", 2]) == ["up", "down"]
    game.apply(s, ["play", "eye", "step", 2, "down", "no"])      # the creature
    assert s["circle"][2]["safety"] == 3                        # helps the town
    s = table_game()
    put(s, 2, safety=1)
    events = game.apply(s, ["play", "eye", "step", 2, "up", "no"])
    assert events[1] == ["safety", 2, "human", 1, 0]            # off: InBetween
    assert s["circle"][2]["face"] == "human"                    # face unchanged


def test_bringing_a_character_across_takes_three_moves_off_flip_on():
    s = table_game()
    put(s, 3, safety=1, tokens=["eye"])     # c04 Nervous; its human face has no eye
    for way, face, safety in (("up", "creature", 0), ("flip", "human", 0), ("on", "human", 1)):
        s["active"], s["phase"] = "town", "awareness"
        game.apply(s, ["play", "eye", "step", 3, way, "no"])
        assert (s["circle"][3]["face"], s["circle"][3]["safety"]) == (face, safety)


def test_secured_and_devoured_markers_never_move_by_ordinary_play():
    s = table_game()
    put(s, 3, safety=4)                     # c04 Devoured
    assert 3 not in game.choices(s, ["play", "eye", "step"])
    for way in ("up", "down", "on", "flip"):
        e = unchanged_by(s, game.apply, s, ["play", "eye", "step", 3, way, "no"])
        assert "stay put" in str(e)


def test_a_step_direction_must_fit_the_marker():
    s = table_game()
    put(s, 3, safety=2)
    e = unchanged_by(s, game.apply, s, ["play", "eye", "step", 3, "flip", "no"])
    assert "up or down" in str(e)
    unchanged_by(s, game.apply, s, ["play", "eye", "step", 3, "sideways", "no"])


# -- playing a card: a Symbol token --

def test_a_symbol_token_goes_on_any_character_and_then_counts_as_printed():
    s = table_game()
    assert game.choices(s, ["play", "moon", "token"]) == list(range(10))
    assert 3 not in game.choices(s, ["play", "moon", "step"])
    events = game.apply(s, ["play", "moon", "token", 3, "no"])
    assert events[1] == ["token", 3, "moon", 2]
    assert s["circle"][3]["tokens"] == ["moon"] and s["supply"]["moon"] == 2
    assert 3 in game.choices(s, ["play", "moon", "step"])


def test_a_token_stays_with_the_character_when_it_flips():
    s = table_game()
    put(s, 9, tokens=["key"])
    game.apply(s, ["play", "key", "step", 9, "flip", "no"])
    assert game.slot_at(s, 9)["face"] == "human"
    assert game.shows(game.slot_at(s, 9), "key")


def test_symbol_tokens_run_out():
    s = table_game()
    s["supply"]["moon"] = 0
    assert "token" not in game.choices(s, ["play", "moon"])
    e = unchanged_by(s, game.apply, s, ["play", "moon", "token", 3, "no"])
    assert "No moon tokens left" in str(e)


def test_token_supply_option_overrides_the_data():
    assert table_game(tokens="unlimited")["supply"]["eye"] is None
    assert table_game(tokens=1)["supply"] == {"moon": 1, "key": 1, "eye": 1, "hand": 1, "flame": 1}
    s = table_game(tokens="unlimited")
    for _ in range(5):
        s["active"], s["phase"] = "creature", "awareness"
        s["players"]["creature"]["hand"] = 3
        game.apply(s, ["play", "moon", "token", 3, "no"])
    assert s["circle"][3]["tokens"] == ["moon"] * 5 and s["supply"]["moon"] is None


def test_a_card_needs_a_card_in_hand_and_leaves_it():
    s = table_game()
    game.apply(s, ["play", "moon", "token", 3, "no"])
    assert s["players"]["creature"]["hand"] == 2
    s = table_game()
    s["players"]["creature"]["hand"] = 0
    assert "play" not in game.choices(s, [])
    e = unchanged_by(s, game.apply, s, ["play", "moon", "token", 3, "no"])
    assert "No cards in hand" in str(e)


def test_a_symbol_none_of_the_sides_cards_carries_cannot_be_played():
    data = load()
    for card in data["cards"]["creature"]:
        if card["symbol"] == "key":
            card["symbol"] = "moon"
    s = table_game(data=data)
    assert "key" not in game.choices(s, ["play"])
    e = unchanged_by(s, game.apply, s, ["play", "key", "token", 0, "no"])
    assert "None of your cards" in str(e)
    unchanged_by(s, game.apply, s, ["play", "star", "token", 0, "no"])
    unchanged_by(s, game.apply, s, ["play", "moon", "jump", 0, "no"])
    unchanged_by(s, game.apply, s, ["play", "moon", "token", 10, "no"])
    unchanged_by(s, game.apply, s, ["play", "moon", "token", 0])
    unchanged_by(s, game.apply, s, ["play"])


def test_unknown_printed_symbols_accept_any_symbol():
    data = load()
    data["characters"][0]["human"]["symbols"] = "?"
    data["characters"][1]["creature"]["symbols"] = ["hand", "?"]
    s = table_game(data=data)
    for symbol in ("moon", "key", "eye", "hand", "flame"):
        targets = game.choices(s, ["play", symbol, "step"])
        assert 0 in targets and 1 in targets


# -- playing a card: its ability, paid with Energy --

def test_ability_costs_come_from_the_cards_with_that_symbol():
    s = table_game()
    assert game.choices(s, ["play", "hand", "token", 0]) == ["no", 2, 3]   # Claw, Hunger
    assert game.choices(s, ["play", "eye", "token", 0]) == ["no"]          # Stare: none
    s["players"]["creature"]["energy"] = 2
    assert game.choices(s, ["play", "hand", "token", 0]) == ["no", 2]
    e = unchanged_by(s, game.apply, s, ["play", "hand", "token", 0, 3])
    assert "Cannot pay 3" in str(e)
    unchanged_by(s, game.apply, s, ["play", "hand", "token", 0, 1])


def test_paying_for_the_ability_waits_for_its_effects_then_activity():
    s = table_game()
    events = game.apply(s, ["play", "hand", "token", 0, 3])
    assert events[-1] == ["pay", "creature", 3, 2]
    assert s["phase"] == "effects"
    assert game.choices(s, []) == ["done", "adjust"]
    e = unchanged_by(s, game.apply, s, ["rest"])
    assert "then Done" in str(e)
    game.apply(s, ["adjust", "energy", "town", 4])      # e.g. "the Town loses 1"
    events = game.apply(s, ["done"])
    assert kinds(events) == ["activity", "turn"]


def test_unknown_costs_offer_any_amount_up_to_the_players_energy():
    s = table_game(data=load("template-en"))     # stars unknown: say where
    game.apply(s, ["start", 0])
    assert game.choices(s, ["play", "s1", "token", 0]) == ["no", 0, 1, 2, 3, 4, 5]
    game.apply(s, ["play", "s1", "token", 0, 0])          # a free ability
    assert s["phase"] == "effects"


# -- Prepare and Rest --

def test_prepare_discards_any_number_then_draws_up_to_five():
    s = table_game()
    assert game.choices(s, ["prepare"]) == [0, 1, 2, 3]
    events = game.apply(s, ["prepare", 2])
    assert events[0] == ["prepare", "creature", 2, 4, 5]
    assert s["players"]["creature"]["hand"] == 5 and s["players"]["creature"]["deck"] == 21
    e = unchanged_by(s, game.apply, s, ["prepare", 4])
    assert "Discard 0 to 3" in str(e)


def test_prepare_with_a_short_deck_draws_what_is_left():
    s = table_game()
    s["players"]["creature"]["deck"] = 1
    game.apply(s, ["prepare", 0])
    assert s["players"]["creature"]["hand"] == 4 and s["players"]["creature"]["deck"] == 0


def test_rest_gains_one_energy_per_character_in_the_own_dimension():
    s = table_game()
    put(s, 1, safety=2)              # creature faces with markers: 2
    put(s, 3, safety=1)
    put(s, 0, safety=1)              # the town's
    assert game.rest_gain(s, "creature") == 2
    events = game.apply(s, ["rest"])
    assert events[0] == ["rest", "creature", 2, 7]


def test_rest_never_goes_above_ten():
    s = table_game()
    put(s, 1, safety=2)
    put(s, 3, safety=1)
    s["players"]["creature"]["energy"] = 9
    assert game.apply(s, ["rest"])[0] == ["rest", "creature", 1, 10]


def test_inbetween_characters_count_by_face_only_with_the_option():
    s = table_game(count_inbetween=True)
    put(s, 1, safety=2)
    assert game.rest_gain(s, "creature") == 5         # five creature faces
    assert game.rest_gain(table_game(), "creature") == 0


# -- Activity phase --

def test_activity_on_an_inbetween_character_does_nothing():
    s = table_game()
    events = game.apply(s, ["rest"])
    assert events[1:] == [["activity", 0, None, False], ["turn", 2, "town", 1]]


def test_activity_the_owner_may_raise_awareness_even_when_not_active():
    s = table_game()
    put(s, 0, safety=1)                         # c01 Alert: the town's dimension
    events = game.apply(s, ["rest"])            # the creature acts
    assert events[-1] == ["activity", 0, "town", False]
    assert s["phase"] == "activity" and s["pending"]["owner"] == "town"
    assert game.choices(s, []) == ["raise", "pass", "adjust"]
    events = game.apply(s, ["raise"])
    assert events[0] == ["raise", "town", 1, 1, 4]
    assert s["players"]["creature"]["awareness"] == 0
    assert events[1] == ["turn", 2, "town", 1]


def test_activity_raise_costs_the_level_reached():
    s = table_game()
    put(s, 0, safety=1)
    s["players"]["town"]["awareness"] = 3
    s["players"]["town"]["energy"] = 4
    game.apply(s, ["rest"])
    assert game.raise_cost(s, "town") == 4
    game.apply(s, ["raise"])
    assert s["players"]["town"]["awareness"] == 4 and s["players"]["town"]["energy"] == 0


def test_activity_pass_declines_the_raise():
    s = table_game()
    put(s, 0, safety=1)
    events = game.apply(s, ["rest"])
    events = game.apply(s, ["pass"])
    assert events == [["turn", 2, "town", 1]]
    assert s["players"]["town"]["awareness"] == 0


def test_activity_raise_is_not_offered_without_the_energy_and_play_goes_on():
    s = table_game()
    put(s, 0, safety=1)
    s["players"]["town"]["energy"] = 0
    events = game.apply(s, ["rest"])
    assert kinds(events) == ["rest", "activity", "turn"]   # nothing to decide


def test_activity_the_characters_ability_activates_below_the_top_space():
    for safety in (2, 3, 4):
        s = table_game()
        put(s, 0, safety=safety)
        s["players"]["town"]["energy"] = 0
        events = game.apply(s, ["rest"])
        assert events[-1] == ["activity", 0, "town", True]
        assert s["phase"] == "activity"                 # time for the effects
        assert game.choices(s, []) == ["pass", "adjust"]
        e = unchanged_by(s, game.apply, s, ["raise"])
        assert "Not enough Energy" in str(e)
        assert kinds(game.apply(s, ["pass"])) == ["turn"]


def test_activity_on_a_creature_character_is_the_creatures():
    s = table_game()
    game.apply(s, ["rest"])                             # town's turn, marker on 1
    put(s, 1, safety=3)
    events = game.apply(s, ["rest"])
    assert events[-1] == ["activity", 1, "creature", True]
    assert s["pending"] == {"owner": "creature", "ability": True}


def test_raising_to_awareness_6_wins_at_once():
    s = table_game()
    put(s, 0, safety=1)
    s["players"]["town"]["awareness"] = 5
    s["players"]["town"]["energy"] = 6
    game.apply(s, ["rest"])
    events = game.apply(s, ["raise"])
    assert events[-1] == ["end", "town", "reached Awareness 6"]
    assert game.outcome(s) == {"winner": "town", "condition": 3, "reason": "reached Awareness 6"}
    assert s["phase"] == "over" and game.choices(s, []) == []


# -- Movement --

def test_movement_goes_to_the_next_character_in_the_direction_and_turns_over():
    s = table_game()
    actives = []
    for _ in range(4):
        game.apply(s, ["prepare", 0])
        actives.append((s["marker"], s["active"], s["turn"]))
    assert actives == [(1, "town", 2), (2, "creature", 3), (3, "town", 4), (4, "creature", 5)]


def test_movement_skips_removed_characters_and_follows_a_reversed_direction():
    s = table_game()
    s["circle"][1]["out"] = True
    game.apply(s, ["rest"])
    assert s["marker"] == 2
    s = table_game()
    s["direction"] = -1
    game.apply(s, ["rest"])
    assert s["marker"] == 9


def test_choices_list_only_moves_that_apply_accepts():
    s = table_game()
    put(s, 2, safety=2, tokens=["moon"])
    put(s, 5, safety=4)
    s["players"]["creature"]["awareness"] = 2
    for move in moves(s):
        copy = json.loads(json.dumps(s))
        game.apply(copy, move)
