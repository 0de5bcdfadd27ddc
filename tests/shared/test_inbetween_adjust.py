# InBetween adjustments: what card and character abilities do, entered
# explicitly, logged as events, undoable, and held to the invariants
# (Energy 0..10, Awareness 0..6, Safety 0..4, removed characters stay out).
from shared import canon, inbetween as game
from shared.match import Match
from tests.support.check import unchanged_by
from tests.support.inbetween import load, table_game, put, CIRCLE


def test_adjustments_are_offered_in_every_phase_of_a_turn():
    s = table_game()
    assert "adjust" in game.choices(s, [])                   # awareness
    put(s, 0, safety=2)
    game.apply(s, ["play", "hand", "token", 0, 2])
    assert "adjust" in game.choices(s, [])                   # effects
    game.apply(s, ["done"])
    assert s["phase"] == "activity" and "adjust" in game.choices(s, [])


def test_adjust_safety_moves_a_marker_several_spaces_at_once():
    s = table_game()
    assert game.choices(s, ["adjust", "safety", 2]) == [1, 2, 3, 4]
    events = game.apply(s, ["adjust", "safety", 2, 3])
    assert events == [["safety", 2, "human", 0, 3]]
    assert s["phase"] == "awareness" and s["active"] == "creature"   # no turn passes


def test_adjust_safety_may_move_a_secured_or_devoured_marker():
    s = table_game()
    put(s, 3, safety=4)
    game.apply(s, ["adjust", "safety", 3, 3])        # "move a Devoured marker up"
    assert s["circle"][3]["safety"] == 3


def test_adjust_safety_stays_within_the_track():
    s = table_game()
    for bad in (5, -1, 0, "4"):
        unchanged_by(s, game.apply, s, ["adjust", "safety", 2, bad])  # 0: already


def test_adjust_flip_turns_the_card_and_takes_its_marker_off():
    s = table_game()
    put(s, 2, safety=3)
    events = game.apply(s, ["adjust", "flip", 2])
    assert events == [["safety", 2, "human", 3, 0], ["flip", 2, "creature"]]
    assert s["circle"][2]["face"] == "creature" and s["circle"][2]["safety"] == 0


def test_adjust_remove_takes_a_character_out_for_good():
    s = table_game()
    put(s, 4, safety=2, tokens=["eye", "moon"])
    s["supply"]["eye"] = 1
    events = game.apply(s, ["adjust", "remove", 4])
    assert events == [["remove", 4]]
    assert s["circle"][4]["out"] and s["supply"]["eye"] == 2 and s["supply"]["moon"] == 4
    assert game.slot_at(s, 4) is None
    for move in (["adjust", "remove", 4], ["adjust", "safety", 4, 1],
                 ["adjust", "flip", 4], ["adjust", "marker", 4],
                 ["adjust", "token", 4, "add", "eye"],
                 ["play", "eye", "token", 4, "no"], ["play", "eye", "step", 4, "on", "no"]):
        e = unchanged_by(s, game.apply, s, move)
        assert "in play" in str(e) or "not possible" in str(e)
    for prefix in (["adjust", "remove"], ["adjust", "safety"], ["adjust", "flip"],
                   ["adjust", "marker"], ["adjust", "token"], ["play", "eye", "token"]):
        assert 4 not in game.choices(s, prefix)


def test_a_removed_characters_symbol_tokens_go_back_to_the_supply():
    """spec/inbetween.md, effects the tracker cannot know: "A removed
    character's Symbol tokens go back to the supply"."""
    m = Match(game, load(), {"deal": "table", "tokens": 2}, 1)
    for ident in CIRCLE:
        m.play(["deal", ident])
    s = m.state
    assert s["supply"]["moon"] == 2 and s["supply"]["key"] == 2
    m.play(["adjust", "token", 4, "add", "moon"])
    m.play(["adjust", "token", 4, "add", "moon"])       # both moon tokens, on one card
    m.play(["adjust", "token", 4, "add", "key"])
    m.play(["adjust", "flip", 4])                      # a token counts on both faces
    assert s["circle"][4]["tokens"] == ["key", "moon", "moon"]
    assert s["supply"]["moon"] == 0 and s["supply"]["key"] == 1
    assert "moon" not in game.choices(s, ["adjust", "token", 2, "add"])
    m.play(["adjust", "remove", 4])
    assert s["supply"]["moon"] == 2 and s["supply"]["key"] == 2
    assert s["circle"][4]["tokens"] == []
    assert "moon" in game.choices(s, ["adjust", "token", 2, "add"])   # they can be used again
    m.play(["adjust", "token", 2, "add", "moon"])
    assert s["supply"]["moon"] == 1
    m.undo()
    m.undo()                                           # the removal taken back:
    s = m.state
    assert s["circle"][4]["tokens"] == ["key", "moon", "moon"]   # the tokens are on it again
    assert s["supply"]["moon"] == 0 and s["supply"]["key"] == 1


def test_a_removed_characters_tokens_of_an_unlimited_supply_stay_unlimited():
    s = table_game(tokens="unlimited")
    put(s, 4, tokens=["eye", "moon"])
    game.apply(s, ["adjust", "remove", 4])
    assert s["supply"]["eye"] is None and s["supply"]["moon"] is None


def test_flipping_a_character_that_carries_a_safety_marker_leaves_it_inbetween_on_its_other_face():
    """spec/inbetween.md: "flipping a character that carries a Safety marker
    leaves it InBetween on its other face (as the ordinary flip does)"."""
    for face, other in (("human", "creature"), ("creature", "human")):
        for space in (1, 2, 3, 4):
            s = table_game()
            slot = put(s, 2, safety=space, face=face, tokens=["moon"])
            assert game.owner(slot) is not None
            events = game.apply(s, ["adjust", "flip", 2])
            assert events == [["safety", 2, face, space, 0], ["flip", 2, other]]
            assert slot["face"] == other and slot["safety"] == 0 and game.owner(slot) is None
            assert slot["tokens"] == ["moon"] and not slot["out"]
    # already InBetween: only the face changes, as the ordinary flip
    s = table_game()
    events = game.apply(s, ["adjust", "flip", 2])
    assert events == [["flip", 2, "creature"]] and s["circle"][2]["safety"] == 0
    # a Secured character flipped no longer counts as Secured
    s = table_game()
    put(s, 0, safety=4)
    put(s, 2, safety=4)
    assert game.counts(s)["secured"] == 2
    game.apply(s, ["adjust", "flip", 2])
    assert game.counts(s)["secured"] == 1


def test_removed_characters_count_for_nobody():
    s = table_game()
    put(s, 1, safety=4)
    put(s, 3, safety=4)
    assert game.counts(s)["devoured"] == 2 and game.counts(s)["creature"] == 2
    game.apply(s, ["adjust", "remove", 1])
    assert game.counts(s) == {"secured": 0, "devoured": 1, "in_play": 9,
                              "town": 0, "creature": 1}


def test_adjust_direction_reverses_the_movement():
    s = table_game()
    assert game.apply(s, ["adjust", "direction"]) == [["direction", -1]]
    game.apply(s, ["rest"])
    assert s["marker"] == 9
    unchanged_by(s, game.apply, s, ["adjust", "direction", 1])


def test_adjust_marker_moves_the_activity_marker_to_a_character_in_play():
    s = table_game()
    assert 0 not in game.choices(s, ["adjust", "marker"])
    assert game.apply(s, ["adjust", "marker", 5]) == [["marker", 0, 5]]
    assert s["active"] == "creature"
    game.apply(s, ["rest"])
    assert s["marker"] == 6


def test_adjust_energy_stays_between_0_and_10():
    s = table_game()
    assert game.choices(s, ["adjust", "energy", "town"]) == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10]
    assert game.apply(s, ["adjust", "energy", "town", 10]) == [["energy", "town", 5, 10]]
    for bad in (11, -1):
        e = unchanged_by(s, game.apply, s, ["adjust", "energy", "town", bad])
        assert "0 to 10" in str(e)
    unchanged_by(s, game.apply, s, ["adjust", "energy", "town", 10])   # no change
    unchanged_by(s, game.apply, s, ["adjust", "energy", "ghost", 3])


def test_adjust_awareness_stays_between_0_and_6_and_6_wins():
    s = table_game()
    e = unchanged_by(s, game.apply, s, ["adjust", "awareness", "creature", 7])
    assert "0 to 6" in str(e)
    game.apply(s, ["adjust", "awareness", "creature", 2])
    game.apply(s, ["adjust", "awareness", "creature", 1])     # effects may lower it
    events = game.apply(s, ["adjust", "awareness", "creature", 6])
    assert events[-1] == ["end", "creature", "reached Awareness 6"]


def test_adjust_tokens_added_and_taken_keep_the_supply_honest():
    s = table_game()
    assert game.choices(s, ["adjust", "token", 2]) == ["add"]   # none to take
    events = game.apply(s, ["adjust", "token", 2, "add", "key"])
    assert events == [["token", 2, "key", 2]]
    assert game.choices(s, ["adjust", "token", 2, "take"]) == ["key"]
    assert game.apply(s, ["adjust", "token", 2, "take", "key"]) == [["untoken", 2, "key", 3]]
    unchanged_by(s, game.apply, s, ["adjust", "token", 2, "take", "key"])
    s["supply"]["key"] = 0
    e = unchanged_by(s, game.apply, s, ["adjust", "token", 2, "add", "key"])
    assert "No key tokens left" in str(e)


def test_adjust_hand_draws_from_the_deck_or_discards():
    s = table_game()
    game.apply(s, ["adjust", "hand", "town", 5])     # "draw 2 cards"
    assert s["players"]["town"]["hand"] == 5 and s["players"]["town"]["deck"] == 23
    game.apply(s, ["adjust", "hand", "town", 1])     # "discard 4"
    assert s["players"]["town"]["hand"] == 1 and s["players"]["town"]["deck"] == 23
    s["players"]["town"]["deck"] = 0
    unchanged_by(s, game.apply, s, ["adjust", "hand", "town", 2])


def test_adjust_deck_for_cards_shuffled_back():
    s = table_game()
    game.apply(s, ["adjust", "deck", "town", 20])
    assert s["players"]["town"]["deck"] == 20
    assert max(game.choices(s, ["adjust", "deck", "town"])) == 25   # 28 - hand 3
    unchanged_by(s, game.apply, s, ["adjust", "deck", "town", 26])


def test_unknown_or_malformed_adjustments_are_refused():
    s = table_game()
    for move in (["adjust"], ["adjust", "teleport", 1], ["adjust", "flip"],
                 ["adjust", "flip", 1, 2], ["adjust", "safety", True, 1],
                 ["adjust", "energy", "town", True], ["adjust", "marker", 99],
                 ["adjust", "token", 2, "swap", "key"]):
        unchanged_by(s, game.apply, s, move)


def test_adjustments_are_undone_like_any_move():
    m = Match(game, load(), {"deal": "table"}, 1)
    for ident in CIRCLE:
        m.play(["deal", ident])
    before = canon.digest(m.state)
    m.play(["adjust", "safety", 2, 4])
    m.play(["adjust", "remove", 5])
    m.play(["adjust", "direction"])
    assert m.undo() == ["adjust", "direction"]
    assert m.undo() == ["adjust", "remove", 5]
    assert m.undo() == ["adjust", "safety", 2, 4]
    assert canon.digest(m.state) == before
    assert m.can_undo() is None      # even the players' circle entry can be undone
