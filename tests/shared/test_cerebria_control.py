# Cerebria control rules: Intensity, Frontier control, Realm control with
# blocking and Fortresses. Geometry used below (from the board data):
#   Realm 1 has slots 2 and 3; beside it Frontier slot 1 (blocked by slot 2)
#   and Frontier slot 4 (blocked by slot 3).
#   Realm 2 has slots 5 and 6; Frontier slot 4 is blocked for it by slot 5.
#   Frontier 1's Triad is slots 3, 4, 5.
from shared import cerebria as game
from tests.support import cerebria_fixture as fx

BLISS, GLOOM, NOBODY = 0, 1, None


def test_intensity_is_the_printed_value_of_the_last_filled_space_not_the_count():
    s = fx.bare()
    fx.put(s, 3, "b_mild", 3)              # track [1, 3, 4, 6]
    assert game.intensity_at(s, 3) == 4
    fx.put(s, 3, "b_mild", 4)
    assert game.intensity_at(s, 3) == 6


def test_intensity_adds_the_intensity_token():
    s = fx.bare()
    fx.put(s, 3, "b_mild", 2, token=2)
    assert game.intensity_at(s, 3) == 3 + 2


def test_frontier_sole_presence_controls_whatever_the_intensity():
    s = fx.bare()
    fx.put(s, 4, "b_zero", 1)              # Intensity 0, alone in the Triad
    assert s["ctl"]["f"][1] == BLISS
    assert s["ctl"]["ft"][1] == [0, 0]     # a plain sum would say nobody


def test_frontier_with_both_sides_goes_to_the_higher_sum():
    s = fx.bare()
    fx.put(s, 3, "b_mild", 2)              # 3
    fx.put(s, 5, "b_mild", 1)              # 1
    fx.put(s, 4, "g_mild", 3)              # 4
    assert s["ctl"]["ft"][1] == [4, 4] and s["ctl"]["f"][1] == NOBODY   # tie
    fx.put(s, 5, "b_mild", 2)              # 3 instead of 1
    assert s["ctl"]["f"][1] == BLISS


def test_empty_triad_is_controlled_by_nobody():
    s = fx.bare()
    assert s["ctl"]["f"] == [NOBODY] * 5


def test_frontier_counts_only_its_triad_and_never_fortresses():
    s = fx.bare()
    fx.put(s, 4, "g_mild", 1)
    fx.put(s, 2, "b_mild", 4)              # Realm 1 slot, outside Triad 1
    fx.put(s, 6, "b_mild", 4)              # Realm 2 slot, outside Triad 1
    fx.fort(s, 1, BLISS, 2)
    fx.fort(s, 2, BLISS, 2)
    assert s["ctl"]["ft"][1] == [0, 1] and s["ctl"]["f"][1] == GLOOM


def test_realm_sums_its_slots_unblocked_frontier_slots_and_fortress():
    s = fx.bare()
    fx.put(s, 2, "b_mild", 1)              # 1
    fx.put(s, 3, "g_mild", 2)              # 2
    fx.put(s, 1, "b_mild", 2)              # 3, Frontier slot 1, blocker slot 2 is Bliss
    assert s["ctl"]["rt"][1] == [4, 2] and s["ctl"]["r"][1] == BLISS
    fx.fort(s, 1, GLOOM, 2)                # Major: +2
    assert s["ctl"]["rt"][1] == [4, 4] and s["ctl"]["r"][1] == NOBODY


def test_worked_example_blocking_that_a_naive_sum_gets_wrong():
    """A strong Bliss Emotion on Frontier slot 4 faces a weak Gloom Emotion
    in Realm 1's slot 3 next to it. A naive sum gives Realm 1 to Bliss (6
    to 1); the rules block the Bliss Emotion for Realm 1 only, so Gloom
    controls Realm 1, while the blocked Emotion still wins Frontier 1 and
    counts for Realm 2 on its other side."""
    s = fx.bare()
    fx.put(s, 4, "b_mild", 4)              # Intensity 6
    fx.put(s, 3, "g_mild", 1)              # Intensity 1
    naive_bliss = game.intensity_at(s, 4)
    assert naive_bliss > game.intensity_at(s, 3)
    assert s["ctl"]["rt"][1] == [0, 1] and s["ctl"]["r"][1] == GLOOM
    assert game.realm_detail(s, 1)["blocked"] == [4]
    assert s["ctl"]["f"][1] == BLISS
    assert s["ctl"]["rt"][2] == [6, 0] and s["ctl"]["r"][2] == BLISS
    assert game.realm_detail(s, 2)["blocked"] == []


def test_own_emotion_next_to_a_frontier_emotion_does_not_block_it():
    s = fx.bare()
    fx.put(s, 4, "b_mild", 2)              # 3
    fx.put(s, 3, "b_mild", 1)              # 1
    assert s["ctl"]["rt"][1] == [4, 0]


def test_only_the_realm_slot_next_to_the_frontier_slot_blocks():
    s = fx.bare()
    fx.put(s, 4, "b_mild", 2)              # 3, beside slot 3, not slot 2
    fx.put(s, 2, "g_mild", 3)              # 4, in Realm 1 but far side
    assert s["ctl"]["rt"][1] == [3, 4]
    assert game.realm_detail(s, 1)["blocked"] == []


def test_both_frontier_slots_can_be_blocked_at_once():
    s = fx.bare()
    fx.put(s, 1, "b_mild", 4)
    fx.put(s, 4, "b_mild", 4)
    fx.put(s, 2, "g_zero", 1)
    fx.put(s, 3, "g_zero", 1)
    assert s["ctl"]["rt"][1] == [0, 0] and s["ctl"]["r"][1] == NOBODY
    assert game.realm_detail(s, 1)["blocked"] == [1, 4]


def test_fortress_gives_control_of_an_uncontrolled_realm():
    s = fx.bare()
    assert s["ctl"]["r"][3] == NOBODY
    fx.fort(s, 3, GLOOM, 1)
    assert s["ctl"]["rt"][3] == [0, 1] and s["ctl"]["r"][3] == GLOOM


def test_realm_tie_is_controlled_by_nobody():
    s = fx.bare()
    fx.put(s, 8, "b_mild", 2)              # Realm 3 slot 8: 3
    fx.put(s, 9, "g_mild", 2)              # Realm 3 slot 9: 2
    fx.fort(s, 3, GLOOM, 1)                # +1
    assert s["ctl"]["rt"][3] == [3, 3] and s["ctl"]["r"][3] == NOBODY


def test_control_is_recomputed_after_every_move_and_changes_are_events():
    s = fx.bare()
    events = game.apply(s, ["adjust", "place", 3, GLOOM, "g_mild", 1])
    assert ["realm", 1, None, GLOOM] in events
    assert ["frontier", 1, None, GLOOM] in events
    events = game.apply(s, ["adjust", "place", 2, BLISS, "b_mild", 2])
    assert ["realm", 1, GLOOM, BLISS] in events
    assert s["ctl"]["rt"][1] == [3, 1]
