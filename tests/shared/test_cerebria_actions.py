# Cerebria Spirit Actions and Realm Actions: conditions, costs, effects, and
# refusals that leave the state unchanged.
# Positions start from fixture.bare(): 2v2, Bliss player 0 to move (4
# Willpower, 2 Essence, Move/Invoke/Quell/Fortify unlocked), Spirits on
# spaces 1 (p0, Bliss), 3 (p1, Gloom), 5 (p2, Bliss), 7 (p3, Gloom).
# Spaces: Realm r = 2r, Frontier i = 2i+1. Realm r's slots: 3r-1 and 3r.
from shared import cerebria as game
from tests.support.check import unchanged_by
from tests.support import cerebria_fixture as fx

BLISS, GLOOM = 0, 1


def _wp(s, p=0):
    return s["players"][p]["wp"]


# -- Move --

def test_move_one_space_costs_1_willpower_and_one_action():
    s = fx.bare()
    assert game.preview(s, ["move", 2])["wp"] == 1
    game.apply(s, ["move", 2])
    assert s["players"][0]["space"] == 2 and _wp(s) == 3 and game.actions_left(s) == 1


def test_move_two_spaces_needs_haste_and_costs_1_more():
    s = fx.bare()
    e = unchanged_by(s, game.apply, s, ["move", 9])
    assert "move.haste" in str(e)
    fx.unlock(s, 0, "move.haste")
    game.apply(s, ["move", 9])
    assert _wp(s) == 2


def test_move_may_not_end_on_an_opposing_spirit_without_surmount():
    s = fx.bare()
    fx.spirit(s, 0, 2)
    e = unchanged_by(s, game.apply, s, ["move", 3])    # Gloom player 1 stands on 3
    assert "move.surmount" in str(e)
    fx.unlock(s, 0, "move.surmount")
    assert game.preview(s, ["move", 3])["wp"] == 2


def test_haste_passes_through_an_opposing_spirit():
    s = fx.bare()
    fx.spirit(s, 0, 2)
    fx.unlock(s, 0, "move.haste")
    game.apply(s, ["move", 4])                         # through space 3 (Gloom)
    assert s["players"][0]["space"] == 4 and _wp(s) == 2


def test_spirits_of_one_team_may_share_a_space():
    s = fx.bare()
    fx.spirit(s, 0, 4)
    game.apply(s, ["move", 5])                         # teammate player 2 is there
    assert s["players"][0]["space"] == 5


def test_move_farther_than_two_spaces_is_refused():
    s = fx.bare()
    fx.unlock(s, 0, "move.haste")
    assert "too far" in str(unchanged_by(s, game.apply, s, ["move", 4]))


def test_determination_takes_1_willpower_off_once():
    s = fx.bare()
    fx.unlock(s, 0, "move.haste", "move.determination")
    assert game.preview(s, ["move", 2])["wp"] == 0
    assert game.preview(s, ["move", 9])["wp"] == 1


def test_an_action_needs_enough_willpower():
    s = fx.bare()
    fx.resources(s, 0, wp=0)
    e = unchanged_by(s, game.apply, s, ["move", 2])
    assert str(e) == "Not enough Willpower (1 needed)"


def test_two_actions_per_turn_then_refused():
    s = fx.bare()
    game.apply(s, ["move", 2])
    game.apply(s, ["move", 1])
    assert game.actions_left(s) == 0
    assert str(unchanged_by(s, game.apply, s, ["move", 2])) == "No Actions left this turn"
    assert "move" not in game.choices(s, [])


# -- Invoke --

def test_invoke_puts_an_emotion_next_to_the_spirit_for_2_willpower_and_its_essence():
    s = fx.bare()
    events = game.apply(s, ["invoke", 1, "courage"])
    assert s["slots"][1] == ["courage", 1, 0]
    assert _wp(s) == 2 and s["players"][0]["ess"] == 1
    assert events[0] == ["invoke", 0, 1, "courage", 2]


def test_invoke_only_into_an_empty_slot_next_to_the_spirit():
    s = fx.bare()
    assert "not next" in str(unchanged_by(s, game.apply, s, ["invoke", 2, "courage"]))
    fx.put(s, 1, "b_mild", 1)
    assert "not empty" in str(unchanged_by(s, game.apply, s, ["invoke", 1, "courage"]))
    fx.spirit(s, 0, 2)                                 # a Realm space: slots 2 and 3
    game.apply(s, ["invoke", 3, "courage"])
    assert game.choices(s, ["invoke"]) == [2]


def test_invoke_only_own_side_mild_emotions():
    s = fx.bare()
    unchanged_by(s, game.apply, s, ["invoke", 1, "anger"])
    unchanged_by(s, game.apply, s, ["invoke", 1, "benevolence"])
    unchanged_by(s, game.apply, s, ["invoke", 1, "brightness"])
    assert "anger" not in game.choices(s, ["invoke", 1])


def test_invoke_no_more_copies_than_the_side_has():
    """Two copies per deck, one deck per player of the side."""
    s = fx.bare()
    for slot in (2, 3, 5, 6):
        fx.put(s, slot, "courage", 1)
    e = unchanged_by(s, game.apply, s, ["invoke", 1, "courage"])
    assert "courage" in str(e)
    s3 = fx.bare("1v1")
    fx.put(s3, 2, "courage", 1)
    fx.put(s3, 3, "courage", 1)
    unchanged_by(s3, game.apply, s3, ["invoke", 1, "courage"])


def test_invoke_needs_the_players_essence_unless_inner_force():
    s = fx.bare()
    fx.resources(s, 0, ess=0)
    assert "Essence" in str(unchanged_by(s, game.apply, s, ["invoke", 1, "courage"]))
    fx.unlock(s, 0, "invoke.inner_force")
    assert game.preview(s, ["invoke", 1, "courage", "inner_force"])["wp"] == 4
    game.apply(s, ["invoke", 1, "courage", "inner_force"])
    assert s["players"][0]["ess"] == 0 and s["slots"][1] == ["courage", 1, 0]


def test_bolster_spends_1_ambition_for_1_more_essence_from_the_supply():
    s = fx.bare()
    fx.unlock(s, 0, "invoke.bolster")
    assert "Ambition" in str(unchanged_by(s, game.apply, s, ["invoke", 1, "courage", "bolster"]))
    s["ambition"][BLISS] = 1
    game.apply(s, ["invoke", 1, "courage", "bolster"])
    assert s["slots"][1] == ["courage", 2, 0] and s["players"][0]["ess"] == 1
    assert s["ambition"][BLISS] == 0 and _wp(s) == 2


def test_upgrades_must_be_unlocked_and_listed_once_in_order():
    s = fx.bare()
    s["ambition"][BLISS] = 3
    e = unchanged_by(s, game.apply, s, ["invoke", 1, "courage", "bolster"])
    assert "invoke.bolster" in str(e)
    fx.unlock(s, 0, "invoke.bolster", "invoke.inner_force")
    unchanged_by(s, game.apply, s, ["invoke", 1, "courage", "inner_force", "bolster"])
    unchanged_by(s, game.apply, s, ["invoke", 1, "courage", "bolster", "bolster"])
    fx.resources(s, 0, wp=3)                           # Inner Force would cost 4
    assert game.choices(s, ["invoke", 1, "courage"]) == [None, "bolster"]
    fx.resources(s, 0, wp=4)
    assert game.choices(s, ["invoke", 1, "courage"]) == [None, "bolster", "inner_force"]


# -- Quell --

def test_quell_costs_2_willpower_and_1_ambition_and_removes_the_rightmost_essence():
    s = fx.bare()
    fx.put(s, 1, "g_mild", 3)
    assert "Ambition" in str(unchanged_by(s, game.apply, s, ["quell", 1]))
    s["ambition"][BLISS] = 1
    events = game.apply(s, ["quell", 1])
    assert s["slots"][1] == ["g_mild", 2, 0] and _wp(s) == 2 and s["ambition"][BLISS] == 0
    assert events[0] == ["quell", 0, 1, "g_mild", 1, 2]


def test_quelled_emotion_with_no_essence_leaves_the_board():
    s = fx.bare()
    fx.put(s, 1, "g_mild", 1, token=3)
    s["ambition"][BLISS] = 1
    game.apply(s, ["quell", 1])
    assert s["slots"][1] is None and s["ctl"]["f"][0] is None


def test_quell_only_an_adjacent_opposing_emotion():
    s = fx.bare()
    s["ambition"][BLISS] = 2
    fx.put(s, 1, "b_mild", 2)
    assert "opposing" in str(unchanged_by(s, game.apply, s, ["quell", 1]))
    fx.put(s, 4, "g_mild", 2)
    assert "not next" in str(unchanged_by(s, game.apply, s, ["quell", 4]))


def test_subdue_removes_one_more_essence_for_2_more_willpower():
    s = fx.bare()
    fx.put(s, 1, "g_mild", 3)
    s["ambition"][BLISS] = 1
    fx.unlock(s, 0, "quell.subdue")
    fx.resources(s, 0, wp=4)
    game.apply(s, ["quell", 1, "subdue"])
    assert s["slots"][1] == ["g_mild", 1, 0] and _wp(s) == 0


# -- Fortify, Exalt, Raze --

def test_fortify_places_a_minor_fragment_for_3_willpower_next_to_the_fortress():
    s = fx.bare()                                      # p0 on space 1: Fortresses of Realms 0 and 1
    assert game.choices(s, ["fortify"]) == [0, 1]
    events = game.apply(s, ["fortify", 1])
    assert s["forts"][1] == [BLISS, 1] and _wp(s) == 1
    assert s["frags"][BLISS] == [5, 3]
    assert ["realm", 1, None, BLISS] in events         # a free Realm is taken by the Fortress
    assert s["ctl"]["ft"][0] == [0, 0] and s["ctl"]["ft"][1] == [0, 0]   # not on Frontiers


def test_fortify_refused_where_the_spirit_is_not_next_to_the_fortress():
    s = fx.bare()
    e = unchanged_by(s, game.apply, s, ["fortify", 3])
    assert "not next" in str(e)


def test_fortify_refused_in_a_realm_the_opponent_controls_or_on_a_taken_location():
    s = fx.bare()
    fx.put(s, 0, "g_mild", 1)                          # Gloom controls Realm 0
    assert "control" in str(unchanged_by(s, game.apply, s, ["fortify", 0]))
    fx.fort(s, 1, BLISS, 1)
    assert "not empty" in str(unchanged_by(s, game.apply, s, ["fortify", 1]))


def test_fortify_needs_a_minor_fragment_in_the_supply():
    s = fx.bare()
    s["frags"][BLISS][0] = 0
    assert "Minor" in str(unchanged_by(s, game.apply, s, ["fortify", 1]))


def test_exalt_turns_own_minor_into_major_for_1_ambition_on_top_of_fortify():
    s = fx.bare()
    fx.fort(s, 1, BLISS, 1)
    assert "fortify.exalt" in str(unchanged_by(s, game.apply, s, ["exalt", 1]))
    fx.unlock(s, 0, "fortify.exalt")
    assert "Ambition" in str(unchanged_by(s, game.apply, s, ["exalt", 1]))
    s["ambition"][BLISS] = 1
    plan = game.preview(s, ["exalt", 1])
    assert (plan["wp"], plan["amb"]) == (3, 1)
    game.apply(s, ["exalt", 1])
    assert s["forts"][1] == [BLISS, 2] and s["frags"][BLISS] == [6, 2]
    assert s["ctl"]["rt"][1] == [2, 0]


def test_exalt_refused_without_own_minor_or_where_the_opponent_controls():
    s = fx.bare()
    fx.unlock(s, 0, "fortify.exalt")
    s["ambition"][BLISS] = 1
    assert "Minor" in str(unchanged_by(s, game.apply, s, ["exalt", 1]))
    fx.fort(s, 1, BLISS, 1)
    fx.put(s, 2, "g_mild", 4)                          # Gloom 5 against the Fortress' 1
    assert "control" in str(unchanged_by(s, game.apply, s, ["exalt", 1]))


def test_raze_removes_an_opposing_minor_even_in_a_realm_the_opponent_controls():
    s = fx.bare()
    fx.unlock(s, 0, "fortify.raze")
    fx.fort(s, 1, GLOOM, 1)
    fx.put(s, 2, "g_mild", 2)
    assert s["ctl"]["r"][1] == GLOOM
    s["ambition"][BLISS] = 1
    plan = game.preview(s, ["raze", 1])
    assert (plan["wp"], plan["amb"]) == (4, 1)
    game.apply(s, ["raze", 1])
    assert s["forts"][1] is None and s["frags"][GLOOM] == [6, 3] and _wp(s) == 0


def test_raze_downgrades_a_major_and_grants_an_extra_action():
    s = fx.bare()
    fx.unlock(s, 0, "fortify.raze")
    fx.fort(s, 1, GLOOM, 2)
    s["ambition"][BLISS] = 1
    game.apply(s, ["raze", 1])
    assert s["forts"][1] == [GLOOM, 1] and s["frags"][GLOOM] == [5, 3]
    assert game.actions_left(s) == 2


def test_raze_needs_an_opposing_fragment():
    s = fx.bare()
    fx.unlock(s, 0, "fortify.raze")
    s["ambition"][BLISS] = 1
    unchanged_by(s, game.apply, s, ["raze", 1])
    fx.fort(s, 1, BLISS, 1)
    assert "opposing" in str(unchanged_by(s, game.apply, s, ["raze", 1]))


def test_fortify_exalt_raze_are_one_per_action():
    s = fx.bare()
    fx.unlock(s, 0, "fortify.exalt")
    s["ambition"][BLISS] = 1
    fx.resources(s, 0, wp=9)
    game.apply(s, ["fortify", 1])
    game.apply(s, ["exalt", 1])
    assert game.actions_left(s) == 0 and _wp(s) == 3


def test_fortress_preview_says_what_is_possible_and_at_what_cost():
    s = fx.bare()
    options = game.fortress_preview(s, 1)
    assert options[0][0] == "fortify" and options[0][1]["wp"] == 3 and options[0][2] is None
    assert options[1][1] is None and "exalt" in str(options[1][2])


# -- Empower --

def _empower_ready(essence):
    s = fx.bare()
    fx.unlock(s, 0, "empower")
    fx.put(s, 1, "kindness", essence, token=2)
    return s


def test_empower_worked_example_kindness_becomes_benevolence():
    """Diana is next to KINDNESS with 2 Essence (its threshold): for 3
    Willpower it becomes BENEVOLENCE with the same 2 Essence; other tokens
    are discarded."""
    s = _empower_ready(2)
    events = game.apply(s, ["empower", 1])
    assert s["slots"][1] == ["benevolence", 2, 0] and _wp(s) == 1
    assert events[0] == ["empower", 0, 1, "kindness", "benevolence", 3]


def test_empower_refused_below_threshold_or_when_locked():
    s = _empower_ready(1)
    assert "2 Essence" in str(unchanged_by(s, game.apply, s, ["empower", 1]))
    s2 = fx.bare()
    fx.put(s2, 1, "kindness", 2)
    assert "empower" in str(unchanged_by(s2, game.apply, s2, ["empower", 1]))


def test_empower_only_own_mild_emotions():
    s = fx.bare()
    fx.unlock(s, 0, "empower")
    fx.put(s, 1, "anger", 3)
    unchanged_by(s, game.apply, s, ["empower", 1])
    fx.put(s, 1, "benevolence", 3)
    unchanged_by(s, game.apply, s, ["empower", 1])


def test_channeled_power_adds_1_essence_for_1_ambition_before_empowering():
    s = _empower_ready(1)
    fx.unlock(s, 0, "empower.channeled")
    s["ambition"][BLISS] = 1
    plan = game.preview(s, ["empower", 1, "channeled"])
    assert (plan["wp"], plan["amb"]) == (3, 1)
    game.apply(s, ["empower", 1, "channeled"])
    assert s["slots"][1] == ["benevolence", 2, 0] and s["ambition"][BLISS] == 0


def test_channeled_power_needs_an_empty_essence_space():
    s = _empower_ready(4)                              # Kindness has 4 spaces
    fx.unlock(s, 0, "empower.channeled")
    s["ambition"][BLISS] = 1
    assert "empty Essence" in str(unchanged_by(s, game.apply, s, ["empower", 1, "channeled"]))


def test_empower_from_afar_needs_emotional_outburst_and_1_more_willpower():
    s = _empower_ready(2)
    fx.spirit(s, 0, 9)
    assert "outburst" in str(unchanged_by(s, game.apply, s, ["empower", 1]))
    fx.unlock(s, 0, "empower.outburst")
    assert game.preview(s, ["empower", 1])["wp"] == 4


def test_empower_refused_when_both_strong_copies_are_in_play():
    s = _empower_ready(2)
    fx.put(s, 5, "benevolence", 1)
    fx.put(s, 6, "benevolence", 1)
    assert "benevolence" in str(unchanged_by(s, game.apply, s, ["empower", 1]))


# -- Realm Actions --

def test_valley_of_motives_pays_1_for_4_willpower_and_is_free_when_controlled():
    s = fx.bare()
    game.apply(s, ["realm", 0])
    assert _wp(s) == 4 - 1 + 4
    fx.put(s, 0, "b_mild", 1)                          # Bliss controls Realm 0
    game.apply(s, ["realm", 0])
    assert _wp(s) == 7 + 4


def test_network_of_thoughts_costs_2_and_1_when_controlled():
    s = fx.bare()
    assert game.preview(s, ["realm", 2])["wp"] == 2
    fx.put(s, 6, "b_mild", 1)
    assert game.preview(s, ["realm", 2])["wp"] == 1


def test_intensify_adds_essence_from_the_player_first_for_the_action_cost_then_1_each():
    s = fx.bare()
    fx.put(s, 1, "b_mild", 1)                          # Frontier slot next to p0
    fx.resources(s, 0, wp=5, ess=3)
    assert game.preview(s, ["realm", 4, 1, 3])["wp"] == 1 + 2
    game.apply(s, ["realm", 4, 1, 3])
    assert s["slots"][1][1] == 4 and s["players"][0]["ess"] == 0 and _wp(s) == 2


def test_intensify_first_essence_free_when_land_of_desires_is_controlled():
    s = fx.bare()
    fx.put(s, 1, "b_mild", 1)
    fx.put(s, 12, "b_mild", 1)                         # Realm 4 slot: Bliss controls it
    assert s["ctl"]["r"][4] == BLISS
    assert game.preview(s, ["realm", 4, 1, 1])["wp"] == 0
    assert game.preview(s, ["realm", 4, 1, 2])["wp"] == 1


def test_intensify_refused_beyond_the_track_or_the_players_essence():
    s = fx.bare()
    fx.put(s, 1, "b_mild", 3)
    fx.resources(s, 0, ess=5)
    assert "1 Essence spaces" in str(unchanged_by(s, game.apply, s, ["realm", 4, 1, 2]))
    fx.put(s, 1, "b_mild", 1)
    fx.resources(s, 0, ess=1)
    unchanged_by(s, game.apply, s, ["realm", 4, 1, 2])
    fx.put(s, 1, "g_mild", 1)
    assert "your side" in str(unchanged_by(s, game.apply, s, ["realm", 4, 1, 1]))


def test_realm_actions_count_as_actions():
    s = fx.bare()
    game.apply(s, ["realm", 0])
    game.apply(s, ["realm", 1])
    unchanged_by(s, game.apply, s, ["realm", 0])
