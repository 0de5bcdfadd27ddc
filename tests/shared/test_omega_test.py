# Projekt Omega: the test procedure (seed 004, "Hráč popíše činnost postavy..."),
# reserves in a test, relationships in a test, the virtual deck.
from shared import omega, omega_test
from shared.match import Match
from tests.support.check import unchanged_by
from tests.shared.omega_fixtures import (party, start, play, run_test, rel, aspect,
                                         find_event, kinds, SHARP, STRONG, PSYCHIC,
                                         ROPE, OLD_WOUND)


def _refused(state, move, text):
    e = unchanged_by(state, omega.apply, state, move)
    assert text in str(e), "%r: expected %r, got %r" % (move, text, str(e))
    assert len(str(e)) <= 60
    return e


def _preview(state):
    return omega_test.preview(state)


def _tally(state):
    return omega_test.tally(state["test"])


# -- cards to draw, colours, advantages, disadvantages --

def test_a_test_draws_one_card_plus_one_per_described_aspect():
    s = start()
    play(s, ["test", 0])
    assert _preview(s)["cards"] == 1
    play(s, ["use", SHARP], ["use", STRONG])
    assert _preview(s)["cards"] == 3 and _preview(s)["advantages"] == 0
    _refused(s, ["cards", "b", "r"], "Enter the colours of 3 cards")
    _refused(s, ["use", SHARP], "already described")
    play(s, ["cards", "b", "r", "b"])
    assert _tally(s)["successes"] == 2 and _tally(s)["complications"] == 1


def test_black_cards_are_successes_red_complications_and_join_the_mission_piles():
    s = start()
    events = run_test(s, 0, "brr", ["use", SHARP], ["use", STRONG])
    assert find_event(events, "result") == ["result", 0, 1, 2]
    assert s["succ"] == 1 and s["comp"] == 2 and s["test"] is None


def test_each_exhausted_aspect_is_an_advantage_removing_one_complication():
    s = start()
    events = run_test(s, 0, "rrb", ["use", SHARP, "exhaust"], ["use", STRONG, "exhaust"])
    assert ["use", 0, SHARP, True] in events
    assert find_event(events, "result") == ["result", 0, 1, 0]
    assert aspect(s, 0, SHARP)["ex"] and aspect(s, 0, STRONG)["ex"]


def test_an_exhausted_aspect_can_still_be_described_but_not_exhausted_again():
    s = start()
    run_test(s, 0, "bb", ["use", SHARP, "exhaust"])
    play(s, ["test", 0])
    assert "exhaust" not in omega.choices(s, ["use", SHARP])
    _refused(s, ["use", SHARP, "exhaust"], "Already exhausted")
    play(s, ["use", SHARP])
    assert _preview(s)["cards"] == 2 and _preview(s)["advantages"] == 0


def test_the_coordinator_exhausts_a_negative_aspect_for_a_card_and_a_disadvantage():
    s = start()
    play(s, ["test", 0])
    _refused(s, ["use", OLD_WOUND], "Negative aspects are the Coordinator's")
    play(s, ["burden", OLD_WOUND])
    assert aspect(s, 0, OLD_WOUND)["ex"]
    assert _preview(s)["cards"] == 2 and _preview(s)["disadvantages"] == 1
    play(s, ["cards", "b", "b"], ["close"])   # the disadvantage removes one success
    assert s["succ"] == 1
    play(s, ["test", 0])
    _refused(s, ["burden", OLD_WOUND], "Already exhausted")


def test_at_least_one_card_stays_and_it_is_the_first_card_drawn():
    for cards, expected in (("brb", ["result", 0, 1, 0]), ("rbb", ["result", 0, 0, 1])):
        s = start()
        play(s, ["raise", 0])   # the Coordinator may add one threat to agent 0
        events = run_test(s, 0, cards, ["use", SHARP, "exhaust"], ["burden", OLD_WOUND],
                          ["threat"])
        # one advantage, two disadvantages: all three cards would go
        assert find_event(events, "result") == expected, cards


def _two_wounds():
    """The fixture party with a second negative aspect for agent 0 (id 5;
    its relations move to ids 6 and 7)."""
    data = party()
    data["agents"][0]["aspects"].append({"name": "Tired", "kind": "negative"})
    return data


TIRED = 5


def test_one_card_is_drawn_for_each_negative_aspect_the_coordinator_uses():
    """spec/omega.md, a test, step 2: "one more card is drawn for each
    negative aspect the Coordinator uses" (the seed: a reserve that ignores
    one means "no card is drawn for it")."""
    s = start(_two_wounds())
    play(s, ["test", 0], ["use", SHARP])
    assert _preview(s)["cards"] == 2 and _preview(s)["disadvantages"] == 0
    play(s, ["burden", OLD_WOUND])
    assert _preview(s)["cards"] == 3 and _preview(s)["disadvantages"] == 1
    play(s, ["burden", TIRED])
    assert _preview(s)["cards"] == 4 and _preview(s)["disadvantages"] == 2
    _refused(s, ["cards", "b", "b", "b"], "Enter the colours of 4 cards")
    play(s, ["ignore", TIRED])                  # a reserve: no card, no disadvantage
    assert _preview(s)["cards"] == 3 and _preview(s)["disadvantages"] == 1
    # the device's own deck draws as many
    v = start(_two_wounds(), options={})
    play(v, ["test", 0], ["burden", OLD_WOUND], ["burden", TIRED])
    left = v["deck"][0] + v["deck"][1]
    events = play(v, ["draw"])
    assert len(find_event(events, "draw")[2]) == 3 and v["deck"][0] + v["deck"][1] == left - 3


def _removes_every_card(s, *steps):
    """A test of agent 0 whose advantages and disadvantages match its cards:
    Sharp exhausted (+1 card, an advantage) and two threat factors (the
    Coordinator's raises: disadvantages, no card), so 2 cards, 1 + 2 cuts."""
    play(s, ["raise", 0], ["raise", 0], ["test", 0], ["use", SHARP, "exhaust"],
         ["threat"], ["threat"], *steps)


def test_where_advantages_and_disadvantages_would_remove_every_card_the_first_card_drawn_stays():
    """spec/omega.md, a test, step 4 (the seed: "zůstanou na stole karty
    (minimálně jedna)"): the first card drawn stays, whichever colour."""
    # real cards, in the order drawn
    for cards, kept in (("br", (1, 0)), ("rb", (0, 1))):
        s = start()
        _removes_every_card(s, ["cards"] + list(cards))
        t = _tally(s)
        assert (t["successes"], t["complications"]) == kept, cards
    # the device's deck: whatever it drew first stays
    firsts = set()
    for seed in range(1, 40):
        s = start(options={}, seed=seed)
        _removes_every_card(s, ["draw"])
        main = s["test"]["main"]
        t = _tally(s)
        if main.count("b") == 1:                # one of each: all would go
            firsts.add(main[0])
            assert (t["successes"], t["complications"]) == \
                ((1, 0) if main[0] == "b" else (0, 1)), main
        else:                                   # two of a colour: one is left anyway
            assert t["successes"] + t["complications"] == 1
    assert firsts == {"b", "r"}
    # a distrust card counts among the cards: the first card drawn is the main one
    for cards, kept in (("bbrr", (1, 0)), ("rbbr", (0, 1))):
        s = start(party(relations={(0, 1): "partial_distrust"}))
        play(s, ["raise", 0], ["raise", 0], ["test", 0], ["use", SHARP, "exhaust"],
             ["use", STRONG, "exhaust"], ["threat"], ["threat"], ["cards"] + list(cards))
        t = _tally(s)
        assert s["test"]["extra"] == "r" and (t["black"], t["red"]) == (2, 2)
        assert (t["successes"], t["complications"]) == kept, cards
    # a complication the player keeps: it is the card that stays, the rule has nothing to do
    s = start()
    _removes_every_card(s, ["cards", "b", "r"], ["waive"])
    t = _tally(s)
    assert (t["successes"], t["complications"]) == (0, 1)


def test_disadvantages_do_nothing_to_a_single_card():
    s = start()
    play(s, ["raise", 0], ["test", 0], ["threat"], ["cards", "b"])
    assert _tally(s)["successes"] == 1


def test_a_temporary_aspect_costs_a_reserve_adds_a_card_and_cannot_be_exhausted():
    s = start(party(reserves=1))
    events = play(s, ["test", 0], ["temp"])
    assert ["reserve", 0, "temp", 0] in events
    assert _preview(s)["cards"] == 2 and _preview(s)["advantages"] == 0
    _refused(s, ["temp"], "No reserve left")


def test_a_reserve_ignores_a_negative_aspect_the_coordinator_used():
    s = start()
    play(s, ["test", 0], ["use", SHARP])
    _refused(s, ["ignore", OLD_WOUND], "used in this test")
    play(s, ["burden", OLD_WOUND], ["ignore", OLD_WOUND])
    assert s["agents"][0]["res"] == 2
    assert _preview(s)["cards"] == 2 and _preview(s)["disadvantages"] == 0
    _refused(s, ["ignore", OLD_WOUND], "Already ignored")
    play(s, ["cards", "b", "b"], ["close"], ["rest", 0], ["test", 0])
    assert not aspect(s, 0, OLD_WOUND)["ex"]            # refreshed by the rest, yet
    _refused(s, ["burden", OLD_WOUND], "Ignored for the rest of this scene")
    play(s, ["cards", "b"], ["close"], ["end"], ["scene"], ["test", 0], ["burden", OLD_WOUND])


def test_a_special_aspect_is_used_for_a_reserve():
    s = start(party(reserves=1))
    events = play(s, ["test", 0], ["use", PSYCHIC, "exhaust"])
    assert ["reserve", 0, "special", 0] in events and aspect(s, 0, PSYCHIC)["ex"]
    play(s, ["cards", "b", "r"], ["close"], ["test", 1], ["use", SHARP])
    s["agents"][1]["res"] = 0
    _refused(s, ["use", PSYCHIC], "No reserve left")


def test_equipment_needs_a_character_aspect_and_exhausted_equipment_is_unusable():
    s = start()
    play(s, ["test", 0])
    _refused(s, ["use", ROPE], "Equipment needs a character aspect first")
    play(s, ["use", SHARP], ["use", ROPE, "exhaust"], ["cards", "r", "r", "r"], ["close"])
    assert aspect(s, 0, ROPE)["ex"]
    play(s, ["test", 0], ["use", STRONG])
    _refused(s, ["use", ROPE], "Exhausted equipment cannot be used")
    play(s, ["cards", "b", "b"], ["close"])
    _refused(s, ["refresh", 0, ROPE], "Equipment is resupplied, not refreshed")
    assert ["resupply", 0, ROPE] in play(s, ["resupply", 0, ROPE])
    assert not aspect(s, 0, ROPE)["ex"]


def test_limit_of_cards_in_one_test():
    relations = {(0, 1): "full_trust", (0, 2): "full_trust"}
    s = start(party(relations=relations, reserves=20))
    play(s, ["test", 0], ["use", SHARP], ["use", STRONG], ["use", PSYCHIC], ["use", ROPE],
         ["use", rel(s, 0, 1)], ["use", rel(s, 0, 2)], ["burden", OLD_WOUND])
    for _ in range(19):
        play(s, ["temp"])
    for _ in range(3):
        play(s, ["give", 1, 0], ["temp"])   # full trust: all of 1's reserves may help
    assert _preview(s)["cards"] == omega_test.MAX_CARDS
    play(s, ["give", 1, 0])
    _refused(s, ["temp"], "At most 30 cards")


# -- relationships in a test --

def test_partial_distrust_of_an_agent_present_adds_a_card_whose_success_is_discarded():
    for cards, expected in (("bb", ["result", 0, 1, 0]), ("br", ["result", 0, 1, 1])):
        s = start(party(relations={(0, 1): "partial_distrust"}))
        play(s, ["test", 0])
        assert _preview(s)["distrust"] == 1
        events = play(s, ["cards"] + list(cards), ["close"])
        assert find_event(events, "result") == expected


def test_distrust_counts_only_with_the_distrusted_agent_in_the_scene():
    s = start(party(relations={(0, 1): "partial_distrust"}))
    play(s, ["leave", 1], ["test", 0])
    assert _preview(s)["distrust"] == 0


def test_full_distrust_bars_every_advantage():
    s = start(party(relations={(0, 1): "full_distrust"}))
    play(s, ["test", 0])
    assert _preview(s)["no_advantage"] and _preview(s)["distrust"] == 1
    _refused(s, ["use", SHARP, "exhaust"], "Full distrust: no advantage")
    assert omega.choices(s, ["use", SHARP]) == [None]
    play(s, ["use", SHARP])


def test_option_full_distrust_without_the_extra_card():
    options = {"deck": "physical", "full_distrust": "no_card"}
    s = start(party(relations={(0, 1): "full_distrust"}), options)
    play(s, ["test", 0])
    assert _preview(s)["no_advantage"] and _preview(s)["distrust"] == 0


def test_a_reserve_overcomes_distrust_for_one_test():
    s = start(party(relations={(0, 1): "full_distrust", (0, 2): "partial_trust"}))
    play(s, ["test", 0])
    _refused(s, ["overcome", 2], "No distrust to overcome")
    play(s, ["overcome", 1])
    assert s["agents"][0]["res"] == 2
    assert not _preview(s)["no_advantage"] and _preview(s)["distrust"] == 0
    play(s, ["use", SHARP, "exhaust"], ["cards", "b", "b"], ["close"], ["test", 0])
    assert _preview(s)["no_advantage"] and _preview(s)["distrust"] == 1


def test_trust_counts_as_an_aspect_when_the_trusted_agent_is_present():
    s = start(party(relations={(0, 1): "partial_trust", (0, 2): "partial_distrust"}))
    play(s, ["test", 0])
    _refused(s, ["use", rel(s, 0, 2)], "Distrust helps only against their action")
    play(s, ["use", rel(s, 0, 1), "exhaust"])
    assert _preview(s)["cards"] == 2 and _preview(s)["advantages"] == 1
    assert aspect(s, 0, rel(s, 0, 1))["ex"]
    play(s, ["cards", "b", "r", "r"], ["close"], ["leave", 1], ["test", 0])
    _refused(s, ["use", rel(s, 0, 1)], "Trust counts only with them present")


def test_a_neutral_relationship_is_not_an_aspect():
    s = start()
    play(s, ["test", 0])
    _refused(s, ["use", rel(s, 0, 1)], "A neutral relationship is not an aspect")


def test_distrust_is_an_advantage_against_the_distrusted_agents_action():
    s = start(party(relations={(0, 1): "partial_distrust"}))
    play(s, ["test", 0], ["defend", 1])
    assert _preview(s)["distrust"] == 0   # their distrust is on the agent's side now
    play(s, ["use", rel(s, 0, 1), "exhaust"])
    assert _preview(s)["advantages"] == 1


def test_full_distrust_defence_lets_equipment_mitigate_without_a_character_aspect():
    s = start(party(relations={(0, 1): "full_distrust"}))
    play(s, ["test", 0], ["defend", 1])
    assert not _preview(s)["no_advantage"]
    play(s, ["use", ROPE, "exhaust"], ["use", rel(s, 0, 1), "exhaust"])
    assert _preview(s)["advantages"] == 2


def test_no_trust_to_lean_on_in_an_opponent():
    s = start(party(relations={(0, 1): "partial_trust"}))
    play(s, ["test", 0], ["use", rel(s, 0, 1)])
    _refused(s, ["against", 1], "No trust to lean on in an opponent")
    play(s, ["against", 2])
    _refused(s, ["defend", 1], "The opponent is already chosen")


def test_partial_trust_one_success_of_the_trusted_agent_cancels_one_complication():
    s = start(party(relations={(0, 1): "partial_trust"}))
    run_test(s, 1, "bb", ["use", SHARP])
    assert s["scene"]["spare"][1] == 2
    play(s, ["test", 0], ["use", SHARP], ["use", STRONG], ["cards", "r", "r", "b"])
    _refused(s, ["help", 2], "Only an agent they trust can help")
    assert ["help", 1, 0] in play(s, ["help", 1])
    _refused(s, ["help", 1], "Partial trust: one complication per test")
    events = play(s, ["close"])
    assert find_event(events, "result") == ["result", 0, 1, 1]
    assert s["scene"]["spare"][1] == 1 and s["succ"] == 3 and s["comp"] == 1


def test_full_trust_all_successes_of_the_trusted_agent_may_help():
    s = start(party(relations={(0, 1): "full_trust"}))
    run_test(s, 1, "b")
    run_test(s, 1, "b")
    play(s, ["test", 0], ["use", SHARP], ["cards", "r", "r"], ["help", 1], ["help", 1])
    _refused(s, ["help", 1], "no success of this scene to give")
    assert _tally(s)["complications"] == 0


def test_no_help_from_the_opponent():
    s = start(party(relations={(0, 1): "full_trust"}))
    run_test(s, 1, "b")
    play(s, ["test", 0], ["defend", 1], ["cards", "r"])
    _refused(s, ["help", 1], "No help from an opponent")


def test_help_needs_a_complication_left():
    s = start(party(relations={(0, 1): "full_trust"}))
    run_test(s, 1, "b")
    play(s, ["test", 0], ["cards", "b"])
    _refused(s, ["help", 1], "No complication to cancel")


def test_partial_betrayal_spends_the_trust_for_one_more_success():
    s = start(party(relations={(1, 0): "partial_trust"}))
    play(s, ["test", 0])
    _refused(s, ["betray"], "Betrayal needs an action against them")
    play(s, ["against", 1], ["betray"])
    assert aspect(s, 1, rel(s, 1, 0))["ex"]
    events = play(s, ["cards", "r"], ["close"])
    assert find_event(events, "result") == ["result", 0, 1, 1]
    play(s, ["test", 0], ["against", 1])
    _refused(s, ["betray"], "Their trust is exhausted")


def test_full_betrayal_bars_the_betrayed_from_acting_against_the_traitor_this_scene():
    s = start(party(relations={(1, 0): "full_trust"}))
    run_test(s, 0, "r", ["against", 1], ["betray"])
    assert s["succ"] == 0   # no extra success for a full betrayal
    play(s, ["test", 1])
    _refused(s, ["against", 0], "Full trust betrayed")
    play(s, ["against", 2], ["cards", "b"], ["close"], ["end"], ["scene", "card"], ["test", 1],
         ["against", 0])


def test_betrayal_needs_their_trust():
    s = start()
    play(s, ["test", 0], ["against", 1])
    _refused(s, ["betray"], "They do not trust this agent")


# -- the Coordinator's disadvantages --

def test_threat_disadvantages_are_limited_by_ohrozeni():
    s = start(options={"deck": "physical", "extra_ohrozeni": 1})
    play(s, ["test", 0], ["threat"])
    _refused(s, ["threat"], "Ohrožení allows 1 threat disadvantages here")


def test_the_coordinators_reserve_raises_ohrozeni_for_one_agent_for_the_scene():
    s = start()
    play(s, ["test", 0])
    _refused(s, ["threat"], "Ohrožení allows 0")
    events = play(s, ["raise", 0])
    assert events == [["raise", 0, 1, 2]] and s["coord"] == 2
    play(s, ["threat"], ["cards", "b"], ["close"], ["test", 1])
    _refused(s, ["threat"], "Ohrožení allows 0")   # only agent 0
    play(s, ["cards", "b"], ["close"], ["test", 0], ["threat"], ["cards", "b"], ["close"])
    play(s, ["end"], ["scene"], ["test", 0])
    _refused(s, ["threat"], "Ohrožení allows 0")   # the raise lasted one scene
    s["coord"] = 0
    _refused(s, ["raise", 0], "The Coordinator has no reserve left")


def test_agents_seeking_danger_face_threats_up_to_the_last_ohrozeni():
    s = start()
    play(s, ["danger"], ["test", 0])
    for _ in range(4):
        play(s, ["threat"])
    _refused(s, ["threat"], "allows 4")
    _refused(s, ["danger"], "Already seeking danger")


# -- after the draw --

def test_the_player_may_keep_a_complication_and_the_coordinator_a_success():
    s = start()
    play(s, ["test", 0], ["use", SHARP, "exhaust"], ["use", STRONG], ["burden", OLD_WOUND],
         ["cards", "r", "b", "b", "b"])
    assert _tally(s)["successes"] == 2 and _tally(s)["complications"] == 0
    play(s, ["waive"])
    assert _tally(s)["complications"] == 1
    _refused(s, ["waive"], "No complication was removed")
    play(s, ["spare"])
    assert _tally(s)["successes"] == 3
    _refused(s, ["spare"], "No success was removed")


def test_waive_and_spare_only_before_help_and_negative_aspects():
    s = start()
    play(s, ["test", 0], ["use", SHARP, "exhaust"], ["use", STRONG],
         ["cards", "r", "r", "r"], ["wound", 0, 0])
    _refused(s, ["waive"], "Only before help and negative aspects")


def test_a_complication_turned_into_a_negative_aspect_does_not_count():
    s = start()
    play(s, ["leave", 2], ["test", 0], ["use", SHARP], ["cards", "r", "r"])
    _refused(s, ["wound", 2, 0], "They are not in this scene")
    events = play(s, ["wound", 1, 2])
    new_id = events[0][2]
    assert events == [["wound", 1, new_id, 2]]
    assert aspect(s, 1, new_id) == {"id": new_id, "kind": "negative", "ex": False,
                                    "perm": False, "cond": 2}
    events = play(s, ["close"])
    assert find_event(events, "result") == ["result", 0, 0, 1] and s["comp"] == 1
    play(s, ["test", 1])
    assert new_id in omega.choices(s, ["burden"])   # the Coordinator may use it now


def test_healing_a_success_removes_a_negative_aspect_a_complication_worsens_one():
    s = start()
    run_test(s, 0, "rr", ["use", SHARP], after=(["wound", 0, 0], ["wound", 0, 1]))
    wounds = [x["id"] for x in s["agents"][0]["asp"] if x.get("cond") is not None]
    play(s, ["test", 0])
    _refused(s, ["remove", wounds[0]], "Draw the cards first")
    play(s, ["heal"], ["use", SHARP], ["use", STRONG], ["cards", "b", "r", "r"])
    assert _tally(s)["successes"] == 1 and _tally(s)["complications"] == 2
    events = play(s, ["remove", wounds[0]])
    assert events == [["remove", 0, wounds[0], 0, -1]]
    assert aspect(s, 0, wounds[0]) is None
    _refused(s, ["remove", wounds[1]], "No success left")
    _refused(s, ["close"], "Each complication must worsen a negative aspect")
    events = play(s, ["worsen", wounds[1]])
    copy = aspect(s, 0, events[0][3])
    assert copy["cond"] == 1 and not copy["perm"]
    events = play(s, ["worsen", OLD_WOUND, "permanent"])
    limit = aspect(s, 0, events[0][3])
    assert limit["ref"] == OLD_WOUND and limit["perm"]
    events = play(s, ["close"])
    assert find_event(events, "result") == ["result", 0, 1, 0]


def test_a_permanent_negative_aspect_cannot_be_removed():
    data = party()
    data["agents"][0]["aspects"][OLD_WOUND]["permanent"] = True
    s = start(data)
    play(s, ["test", 0])
    _refused(s, ["heal"], "No negative aspect to remove")
    play(s, ["cards", "r"], ["wound", 0, 0], ["close"], ["test", 0], ["heal"],
         ["cards", "b"])
    _refused(s, ["remove", OLD_WOUND], "A permanent aspect cannot be removed")


def test_only_a_healing_test_removes_or_worsens():
    s = start()
    play(s, ["test", 0], ["cards", "b"])
    _refused(s, ["remove", OLD_WOUND], "Only a healing test removes aspects")
    _refused(s, ["worsen", OLD_WOUND], "Only a healing test worsens aspects")


# -- the deck --

def test_the_virtual_deck_is_drawn_without_replacement():
    s = start(options={})
    assert s["deck"] == [26, 26]
    colours = ""
    for _ in range(52):
        events = play(s, ["test", 0], ["draw"], ["close"])
        assert "reshuffle" not in kinds(events)
        colours += find_event(events, "draw")[2]
    assert colours.count("b") == 26 and colours.count("r") == 26 and s["deck"] == [0, 0]
    events = play(s, ["test", 0], ["draw"])
    assert find_event(events, "reshuffle") == ["reshuffle", 26, 26]


def test_a_reshuffle_keeps_the_cards_on_the_table_out():
    s = start(options={"deck": 32})
    assert s["deck"] == [16, 16]
    s["deck"] = [1, 0]
    play(s, ["test", 0], ["use", SHARP], ["use", STRONG])
    events = play(s, ["draw"])
    assert find_event(events, "reshuffle") == ["reshuffle", 15, 16]
    assert find_event(events, "draw")[2][0] == "b"
    assert s["deck"][0] + s["deck"][1] == 29


def test_a_virtual_draw_cannot_be_undone():
    m = Match(omega, party(), {}, 3)
    m.play(["scene", "initiative"])
    m.play(["test", 0])
    m.play(["use", SHARP])
    m.undo()          # before the draw, everything can be taken back
    m.play(["draw"])
    assert "the cards were drawn" in str(m.can_undo())


def test_physical_cards_are_entered_by_colour():
    s = start()
    play(s, ["test", 0])
    _refused(s, ["draw"], "Enter the colours of the cards")
    assert omega.choices(s, ["cards"]) == ["b", "r"]
    assert omega.choices(s, ["cards", "b"]) == [None]
    _refused(s, ["cards", "x"], "A card is black (b) or red (r)")
    v = start(options={})
    play(v, ["test", 0])
    _refused(v, ["cards", "b"], "The device draws: use its deck")
    assert omega.choices(v, ["cards"]) == []


def test_the_first_card_of_a_scene_decides_a_tie():
    s = start(how="card")
    assert s["scene"]["mode"] == "card"
    _refused(s, ["rest", 0], "The first card has not decided the scene yet")
    events = play(s, ["test", 0], ["use", SHARP, "exhaust"], ["cards", "r", "b"])
    assert ["mode", "pressure"] in events and s["scene"]["mode"] == "pressure"
    events = play(s, ["close"], ["test", 1], ["cards", "b"])
    assert "mode" not in kinds(events) and s["scene"]["mode"] == "pressure"


# -- order of the steps --

def test_steps_out_of_order_are_refused_with_a_reason():
    s = start()
    _refused(s, ["use", SHARP], "No test in progress")
    _refused(s, ["close"], "No test in progress")
    play(s, ["test", 0])
    _refused(s, ["close"], "Draw the cards first")
    _refused(s, ["end"], "Finish the test first")
    _refused(s, ["test", 1], "Finish the test first")
    play(s, ["cards", "b"])
    _refused(s, ["use", SHARP], "Finish the test first")
    _refused(s, ["raise", 0], "Finish the test first")
    _refused(s, ["use", 99], "Finish the test first")
    play(s, ["close"], ["test", 0])
    _refused(s, ["use", 99], "No such aspect")
    _refused(s, ["use", "x"], "Choose an aspect")
    _refused(s, ["use", SHARP, "twice"], "Choose an aspect")
    _refused(s, ["use", True], "Choose an aspect")
    _refused(s, ["against", 0], "Choose another agent")
    _refused(s, ["temp", 1], "This step takes no choice")
