# Projekt Omega: scenes, Ohrožení and Milníky, the mission's result, rest,
# relationships between scenes, reserves outside a test, the options.
from shared import omega, omega_track
from shared.match import Match
from shared.rules import IllegalMove, expand
from tests.support.check import raises, unchanged_by
from tests.shared.omega_fixtures import (party, start, play, run_test, rel, aspect,
                                         find_event, kinds, SHARP, STRONG, PSYCHIC,
                                         ROPE, OLD_WOUND, PHYSICAL)


def _refused(state, move, text):
    e = unchanged_by(state, omega.apply, state, move)
    assert text in str(e), "%r: expected %r, got %r" % (move, text, str(e))
    assert len(str(e)) <= 60
    return e


def _three(s, cards, a=0):
    """A test of agent a with three cards (two aspects described)."""
    return run_test(s, a, cards, ["use", SHARP], ["use", STRONG])


def _piles(s, successes, complications):
    """Set up a position: the piles as if earlier tests had filled them."""
    s["succ"], s["comp"] = successes, complications
    omega_track.update_lead(s)


# -- scenes --

def test_a_scene_opens_with_initiative_or_under_pressure_by_the_piles():
    s = start()
    run_test(s, 0, "b")
    play(s, ["end"])
    assert play(s, ["scene"]) == [["scene", 2, "initiative", 0, 0]]
    run_test(s, 0, "r")
    run_test(s, 0, "r")
    play(s, ["end"])
    _refused(s, ["scene", "initiative"], "The piles decide how the scene opens")
    assert omega.choices(s, ["scene"]) == [None]
    play(s, ["scene"])
    assert s["scene"]["mode"] == "pressure" and omega.summary(s)["mode"] == "pressure"


def test_at_a_tie_the_coordinator_chooses_or_lets_the_first_card_decide():
    s = omega.new(party(), PHYSICAL, 1)
    assert omega.choices(s, ["scene"]) == ["initiative", "pressure", "card"]
    _refused(s, ["scene"], "Piles are level: choose how the scene opens")
    _refused(s, ["scene", "panic"], "Piles are level")
    play(s, ["scene", "pressure"])
    assert s["scene"]["mode"] == "pressure"


def test_who_is_in_the_scene():
    s = start()
    assert play(s, ["leave", 1]) == [["leave", 1]]
    _refused(s, ["leave", 1], "Already away")
    _refused(s, ["test", 1], "They are not in this scene")
    _refused(s, ["join", 0], "Already in the scene")
    play(s, ["join", 1], ["leave", 2], ["end"], ["scene", "initiative"])
    assert s["scene"]["away"] == []   # every scene starts with everyone


def test_phases_refuse_moves_of_another_phase():
    s = omega.new(party(), PHYSICAL, 1)
    assert omega.phase(s) == "between"
    _refused(s, ["test", 0], "Start a scene first")
    _refused(s, ["end"], "Start a scene first")
    play(s, ["scene", "card"])
    _refused(s, ["scene", "card"], "End the scene first")
    _refused(s, ["relate", 0, 1, 2], "Relationships change only between scenes")
    _refused(s, ["fly"], "Unknown move: fly")
    _refused(s, [], "A move is a list")
    _refused(s, "end", "A move is a list")
    _refused(s, ["end", 1], "This step takes no choice")


# -- Ohrožení and Milníky --

def test_ohrozeni_rises_each_time_the_complications_reach_the_unit():
    s = start()
    assert s["unit"] == 3   # three agents
    events = _three(s, "rrb")
    assert "ohrozeni" not in kinds(events)
    events = run_test(s, 0, "r")
    assert find_event(events, "ohrozeni") == ["ohrozeni", 1]
    assert omega.summary(s)["ohrozeni"] == 1 and omega.summary(s)["to_ohrozeni"] == 3


def test_a_milestone_each_time_the_successes_reach_the_unit():
    s = start()
    events = _three(s, "bbb")
    assert find_event(events, "milestone") == ["milestone", 1]
    assert omega.summary(s)["milestones"] == 1


def test_the_unit_is_the_number_of_agents_but_at_least_three():
    assert omega.new(party(n=2), PHYSICAL, 1)["unit"] == 3
    assert omega.new(party(n=5), PHYSICAL, 1)["unit"] == 5
    assert omega.new(party(n=2), {"unit": "agents"}, 1)["unit"] == 2


def test_two_thresholds_crossed_in_one_test():
    s = start()
    events = run_test(s, 0, "bbbbbb", ["use", SHARP], ["use", STRONG], ["use", PSYCHIC],
                      ["use", ROPE], ["temp"])
    assert [e for e in events if e[0] == "milestone"] == [["milestone", 1], ["milestone", 2]]


def test_a_milestone_and_an_ohrozeni_in_one_test_keep_the_earlier_lead():
    s = start()
    _piles(s, 2, 2)
    events = run_test(s, 0, "br", ["use", SHARP])
    assert kinds(events)[-2:] == ["milestone", "ohrozeni"]
    assert s["lead"] is None    # reached together: neither came first


def test_a_rest_adds_a_complication_whose_rise_of_ohrozeni_waits_for_the_next_scene():
    """The seed: "Pokud počet komplikací dosáhne nové úrovně Ohrožení,
    zohlední to na začátku další scény"."""
    s = start()
    _piles(s, 0, 2)
    events = play(s, ["rest", 0])
    assert events == [["rest", 0, 0, False], ["rises", 1]]
    assert s["comp"] == 3
    summary = omega.summary(s)
    assert summary["ohrozeni"] == 0 and summary["rising"] == 1
    play(s, ["test", 1])
    _refused(s, ["threat"], "Ohrožení allows 0")    # not yet a threat card to use
    play(s, ["cards", "b"], ["close"])
    assert omega.series(s)["ohrozeni"] == 0
    play(s, ["end"])
    assert omega.summary(s)["ohrozeni"] == 0 and omega.summary(s)["rising"] == 1
    events = play(s, ["scene"])
    assert events == [["scene", 2, "pressure", 1, 0], ["ohrozeni", 1]]
    assert omega.summary(s)["ohrozeni"] == 1 and omega.summary(s)["rising"] == 0
    play(s, ["test", 1])
    play(s, ["threat"])                              # now it is


def test_an_interrupted_rests_rise_of_ohrozeni_waits_for_the_next_scene_too():
    s = start(how="pressure")
    _piles(s, 0, 2)
    assert play(s, ["rest", 0]) == [["rest", 0, 0, True], ["rises", 1]]
    play(s, ["rest", 1], ["rest", 2], ["end"])       # 5 complications: no new level
    assert omega.summary(s)["rising"] == 1
    assert play(s, ["scene"])[1:] == [["ohrozeni", 1]]


def test_a_tests_complications_in_a_rest_scene_raise_ohrozeni_at_once():
    s = start()
    _piles(s, 0, 2)
    play(s, ["rest", 0])                             # 3: Ohrožení 1 next scene
    events = _three(s, "rrr")                        # 6: this one counts now
    assert find_event(events, "ohrozeni") == ["ohrozeni", 1]
    assert omega.summary(s)["ohrozeni"] == 1 and omega.summary(s)["rising"] == 1
    play(s, ["end"])
    assert play(s, ["scene"]) == [["scene", 2, "pressure", 2, 0], ["ohrozeni", 2]]


def test_a_rests_rise_of_ohrozeni_is_undone_with_the_rest():
    m = Match(omega, party(), PHYSICAL, 1)
    m.play(["scene", "initiative"])
    for _ in range(3):
        m.play(["test", 0])
        m.play(["cards", "r"])
        m.play(["close"])
    m.play(["end"])
    m.play(["scene"])
    m.play(["rest", 0])                  # complication 4, no new level
    m.play(["rest", 1])                  # 5
    m.play(["rest", 2])                  # 6: Ohrožení 2 next scene
    assert m.state["rising"] == 1
    m.undo()
    assert m.state["rising"] == 0 and m.state["comp"] == 5
    m.redo()
    m.play(["end"])
    assert m.play(["scene"])[1:] == [["ohrozeni", 2]]


def test_which_came_first_leads_until_the_situation_turns():
    s = start()
    assert s["lead"] is None
    _three(s, "bbb")
    assert s["lead"] == "milestone"
    _three(s, "rrr")            # Ohrožení 1 too: the Milník came first
    assert s["lead"] == "milestone"
    _three(s, "rrr")            # Ohrožení 2: the situation turns
    assert s["lead"] == "ohrozeni"
    _three(s, "bbb")
    assert s["lead"] == "ohrozeni" and omega.summary(s)["lead"] == "ohrozeni"


def test_a_milestone_in_a_rest_scene_came_before_the_rests_ohrozeni():
    """What "first reached" means for the lead: a rest's Ohrožení is reached
    at the start of the next scene, so a Milník later in the rest scene
    came first."""
    s = start()
    _piles(s, 2, 2)
    play(s, ["rest", 0])                 # complication 3: Ohrožení 1 next scene
    events = run_test(s, 0, "b")         # success 3: Milník 1 now
    assert find_event(events, "milestone") == ["milestone", 1]
    assert s["lead"] == "milestone"
    play(s, ["end"], ["scene", "card"])  # Ohrožení 1 too: the Milník came first
    assert omega.summary(s)["ohrozeni"] == 1 and s["lead"] == "milestone"


def test_a_rests_ohrozeni_takes_the_lead_only_from_the_next_scene():
    s = start()
    _piles(s, 0, 2)
    play(s, ["rest", 0])
    assert s["lead"] is None
    play(s, ["end"], ["scene"])
    assert s["lead"] == "ohrozeni"


def test_a_raised_starting_ohrozeni_leads_from_the_start():
    s = omega.new(party(), {"deck": "physical", "extra_ohrozeni": 1}, 1)
    assert s["lead"] == "ohrozeni" and omega.summary(s)["ohrozeni"] == 1


# -- the end of the mission --

def test_the_last_milestone_first_is_a_success_graded_by_ohrozeni():
    for complications, grade in ((0, "total"), (3, "total"), (6, "normal"), (9, "narrow")):
        s = start()
        _piles(s, 11, complications)
        events = run_test(s, 0, "b")
        assert find_event(events, "mission") == ["mission", "success", grade]
        assert omega.outcome(s) == {"winner": "agents", "kind": "success", "grade": grade,
                                    "reason": "the last Milník came first", "final": False}


def test_the_last_ohrozeni_first_is_a_failure_graded_by_milestones():
    for successes, grade in ((0, "total"), (5, "total"), (6, "normal"), (9, "narrow")):
        s = start()
        _piles(s, successes, 11)
        events = run_test(s, 0, "r")
        assert find_event(events, "mission") == ["mission", "failure", grade]
        assert omega.outcome(s)["winner"] == "threat"


def test_both_ends_in_one_test_are_a_pyrrhic_victory():
    s = start()
    _piles(s, 11, 11)
    events = run_test(s, 0, "br", ["use", SHARP])
    assert find_event(events, "mission") == ["mission", "pyrrhic", "pyrrhic"]
    assert omega.outcome(s)["winner"] == "agents"


def test_the_other_end_later_in_the_same_scene_makes_it_pyrrhic():
    s = start()
    _piles(s, 11, 11)
    run_test(s, 0, "b")
    assert omega.outcome(s)["kind"] == "success"
    events = run_test(s, 0, "r")
    assert find_event(events, "mission") == ["mission", "pyrrhic", "pyrrhic"]
    s = start()
    _piles(s, 11, 11)
    run_test(s, 0, "r")
    assert omega.outcome(s)["kind"] == "failure"
    play(s, ["rest", 1])
    events = run_test(s, 0, "b")
    assert omega.outcome(s)["kind"] == "pyrrhic"


def test_a_rest_that_reaches_the_last_ohrozeni_fails_the_mission_in_the_next_scene():
    s = start()
    _piles(s, 6, 11)
    events = play(s, ["rest", 0])        # complication 12: the last Ohrožení, next scene
    assert "mission" not in kinds(events) and omega.outcome(s) is None
    assert play(s, ["end"]) == [["end", 1]]
    events = play(s, ["scene"])
    assert events[1:] == [["ohrozeni", 4], ["mission", "failure", "normal"]]
    assert s["result"] == {"kind": "failure", "grade": "normal", "scene": 2}
    assert not omega.outcome(s)["final"]


def test_the_last_milestone_in_the_rest_scene_is_a_success_not_a_pyrrhic_victory():
    s = start()
    _piles(s, 11, 11)
    play(s, ["rest", 0])                 # the last Ohrožení: next scene
    events = run_test(s, 0, "b")         # the last Milník: now, first
    assert find_event(events, "mission") == ["mission", "success", "narrow"]
    assert play(s, ["end"]) == [["end", 1], ["settled", "success", "narrow"]]
    events = play(s, ["scene", "initiative"])
    assert events[1:] == [["ohrozeni", 4]]
    assert omega.outcome(s)["kind"] == "success" and omega.outcome(s)["final"]


def test_a_rests_last_ohrozeni_and_the_last_milestone_in_the_next_scene_are_pyrrhic():
    """Both ends reached in one scene: the rest's Ohrožení at the start of
    scene 2, the last Milník in its first test."""
    s = start()
    _piles(s, 11, 11)
    play(s, ["rest", 0], ["end"])
    assert omega.outcome(s) is None
    play(s, ["scene"])
    assert omega.outcome(s)["kind"] == "failure"
    events = run_test(s, 0, "b")
    assert find_event(events, "mission") == ["mission", "pyrrhic", "pyrrhic"]
    assert play(s, ["end"]) == [["end", 2], ["settled", "pyrrhic", "pyrrhic"]]


def test_the_result_stands_once_its_scene_ends_and_play_may_go_on():
    s = start()
    _piles(s, 11, 11)
    run_test(s, 0, "b")
    events = play(s, ["end"])
    assert events == [["end", 1], ["settled", "success", "narrow"]]
    assert omega.outcome(s)["final"]
    play(s, ["scene"])
    events = run_test(s, 0, "r")          # the last Ohrožení, a scene later
    assert "mission" not in kinds(events)
    assert omega.outcome(s)["kind"] == "success" and omega.summary(s)["ohrozeni"] == 4
    assert play(s, ["end"]) == [["end", 2]]


def test_grading_by_thirds_of_the_end():
    for opts, grade in (({"length": 6}, "normal"), ({"length": 6, "grading": "thirds"}, "narrow")):
        opts["deck"] = "physical"
        s = start(options=opts)
        _piles(s, 17, 12)                # Ohrožení 4 of 6
        events = run_test(s, 0, "b")
        assert find_event(events, "mission") == ["mission", "success", grade]


def test_grade_of_by_levels_and_by_thirds():
    levels = {"opts": {"grading": "levels"}}
    thirds = {"opts": {"grading": "thirds"}}
    assert [omega_track.grade_of(levels, k, 4) for k in range(4)] == \
        ["total", "total", "normal", "narrow"]
    assert [omega_track.grade_of(thirds, k, 4) for k in range(4)] == \
        ["total", "total", "normal", "narrow"]
    assert [omega_track.grade_of(thirds, k, 8) for k in range(8)] == \
        ["total", "total", "total", "normal", "normal", "normal", "narrow", "narrow"]


# -- rest --

def test_a_rest_refreshes_all_aspects_but_special_ones_and_equipment():
    s = start(party(relations={(0, 1): "partial_trust"}))
    run_test(s, 0, "bbbbbb", ["use", SHARP, "exhaust"], ["use", PSYCHIC, "exhaust"],
             ["use", ROPE, "exhaust"], ["use", rel(s, 0, 1), "exhaust"], ["burden", OLD_WOUND])
    events = play(s, ["rest", 0])
    assert events[0] == ["rest", 0, 3, False]
    assert not aspect(s, 0, SHARP)["ex"] and not aspect(s, 0, rel(s, 0, 1))["ex"]
    assert not aspect(s, 0, OLD_WOUND)["ex"]          # negative ones refresh too
    assert aspect(s, 0, PSYCHIC)["ex"] and aspect(s, 0, ROPE)["ex"]
    _refused(s, ["rest", 0], "Already rested in this scene")


def test_an_interrupted_rest_under_pressure_refreshes_at_most_half():
    s = start(party(relations={(0, 1): "partial_trust"}), how="pressure")
    run_test(s, 0, "bbbb", ["use", SHARP, "exhaust"], ["use", STRONG, "exhaust"],
             ["use", rel(s, 0, 1), "exhaust"])
    run_test(s, 1, "bb", ["burden", OLD_WOUND])
    play(s, ["test", 0], ["burden", OLD_WOUND], ["cards", "b", "b"], ["close"])
    assert omega.rest_preview(s, 0) == (2, True)
    assert omega.choices(s, ["rest", 0]) == [None, SHARP, STRONG, rel(s, 0, 1)]
    assert omega.choices(s, ["rest", 0, STRONG]) == [None]
    _refused(s, ["rest", 0, SHARP, STRONG], "Interrupted rest: at most 1 aspects")
    _refused(s, ["rest", 0, PSYCHIC], "Choose exhausted aspects the rest refreshes")
    events = play(s, ["rest", 0, STRONG])
    assert events[0] == ["rest", 0, 2, True]
    assert aspect(s, 0, SHARP)["ex"] and not aspect(s, 0, STRONG)["ex"]
    assert not aspect(s, 0, OLD_WOUND)["ex"]          # even when interrupted
    assert s["comp"] == 1                              # the complication still counts


def test_a_full_rest_takes_no_choice():
    s = start()
    run_test(s, 0, "bb", ["use", SHARP, "exhaust"])
    _refused(s, ["rest", 0, SHARP], "A full rest refreshes everything")


def test_no_rest_near_a_fully_distrusted_agent():
    s = start(party(relations={(0, 1): "full_distrust"}))
    _refused(s, ["rest", 0], "No rest near a fully distrusted agent")
    play(s, ["rest", 1], ["leave", 1], ["rest", 0])


# -- relationships --

def test_relationships_change_only_between_scenes_and_are_written_down():
    s = start()
    _refused(s, ["relate", 0, 1, 2], "Relationships change only between scenes")
    play(s, ["end"])
    assert play(s, ["relate", 0, 1, 2]) == [["relate", 0, 1, 0, 2]]
    _refused(s, ["relate", 0, 1, 2], "The relationship is already so")
    _refused(s, ["relate", 0, 0, 2], "Choose two agents")
    _refused(s, ["relate", 0, 1, 3], "A relationship is -2 to 2")
    assert omega.choices(s, ["relate", 0, 1]) == [-2, -1, 0, 1]


def test_relationships_are_directed():
    s = omega.new(party(), PHYSICAL, 1)
    play(s, ["relate", 0, 1, 2], ["relate", 1, 0, -2])   # chosen before the first scene
    assert aspect(s, 0, rel(s, 0, 1))["level"] == 2
    assert aspect(s, 1, rel(s, 1, 0))["level"] == -2


# -- reserves outside a test --

def test_a_reserve_refreshes_one_aspect_but_never_a_negative_one():
    s = start(party(reserves=2))
    run_test(s, 0, "bbbb", ["use", SHARP, "exhaust"], ["use", PSYCHIC, "exhaust"],
             ["burden", OLD_WOUND])
    _refused(s, ["refresh", 0, OLD_WOUND], "Reserves never refresh negative aspects")
    _refused(s, ["refresh", 0, STRONG], "Not exhausted")
    events = play(s, ["refresh", 0, PSYCHIC])      # special aspects: only this way
    assert events == [["reserve", 0, "refresh", 0], ["refresh", 0, PSYCHIC]]
    _refused(s, ["refresh", 0, SHARP], "No reserve left")


def test_reserves_for_a_detail_an_item_and_a_vote():
    s = start(party(reserves=3))
    for use, left in (("detail", 2), ("item", 1), ("vote", 0)):
        assert play(s, ["reserve", 0, use]) == [["reserve", 0, use, left]]
    _refused(s, ["reserve", 0, "detail"], "No reserve left")
    _refused(s, ["reserve", 1, "bribe"], "Choose an agent and a use")


def test_a_reserve_lets_an_agent_away_reach_the_others():
    s = start()
    _refused(s, ["reserve", 1, "reach"], "Only an agent away reaches the others")
    play(s, ["leave", 1])
    assert play(s, ["reserve", 1, "reach"]) == [["reserve", 1, "reach", 2], ["join", 1]]
    assert 1 not in s["scene"]["away"]


def test_partial_trust_accepts_one_reserve_per_scene_full_trust_all():
    s = start(party(relations={(0, 1): "partial_trust", (0, 2): "full_trust"}))
    assert play(s, ["give", 1, 0]) == [["give", 1, 0, 4]]
    _refused(s, ["give", 1, 0], "Partial trust: one reserve per scene")
    _refused(s, ["give", 0, 1], "Only to an agent who trusts the giver")
    play(s, ["give", 2, 0], ["give", 2, 0], ["give", 2, 0])
    _refused(s, ["give", 2, 0], "No reserve left")
    play(s, ["end"], ["scene", "card"], ["give", 1, 0])


# -- options and setup --

def test_mission_length_options():
    assert omega.new(party(), PHYSICAL, 1)["limit"] == 4
    assert omega.new(party(), {"length": 6}, 1)["limit"] == 6
    assert omega.new(party(n=3), {"length": "agents"}, 1)["limit"] == 4
    assert omega.new(party(n=6), {"length": "agents"}, 1)["limit"] == 6
    data = party(n=2)
    assert omega.new(data, {"length": "aspects"}, 1)["limit"] == 4   # 3 each: at least 4
    for i in range(7):
        data["agents"][0]["aspects"].append({"name": "More %d" % i, "kind": "ordinary"})
    assert omega.new(data, {"length": "aspects"}, 1)["limit"] == 6   # (10 + 3) // 2
    s = omega.new(party(), {"milestones": 3}, 1)
    assert s["limit"] == 4 and s["goal"] == 3
    assert omega.new(party(), {"length": 5}, 1)["goal"] == 5


def test_starting_ohrozeni_and_reserves():
    data = party(coordinator=2)
    data["mission"]["ohrozeni"] = 1
    s = omega.new(data, {"extra_ohrozeni": 2, "extra_reserves": 3}, 1)
    assert s["ohr0"] == 3 and s["coord"] == 5
    e = raises(IllegalMove, omega.new, data, {"extra_ohrozeni": 3}, 1)
    assert "leaves no mission" in str(e)
    del data["mission"]["reserves"]
    assert omega.new(data, {}, 1)["coord"] == 3     # one per agent


def test_options_are_checked():
    raises(IllegalMove, omega.new, party(), {"deck": 53}, 1)
    raises(IllegalMove, omega.new, party(), {"speed": 1}, 1)
    e = raises(IllegalMove, omega.new, None, {}, 1)
    assert "party file" in str(e)


def test_reshuffle_at_every_scene_option():
    s = start(options={"reshuffle": "scene"})
    play(s, ["test", 0], ["draw"], ["close"], ["end"])
    assert sum(s["deck"]) == 51
    events = play(s, ["scene", "card"] if s["succ"] == s["comp"] else ["scene"])
    assert ["reshuffle", 26, 26] in events and s["deck"] == [26, 26]


# -- interface --

def test_only_a_virtual_draw_is_an_undo_barrier():
    s = start(options={})
    assert omega.undo_barrier(s, ["draw"]) == "the cards were drawn"
    assert omega.undo_barrier(s, ["test", 0]) is None
    m = Match(omega, party(), PHYSICAL, 1)
    m.play(["scene", "card"])
    m.play(["test", 0])
    m.play(["cards", "b"])
    m.play(["close"])
    for _ in range(4):
        m.undo()            # physical colours can be corrected
    assert m.state["scene"] is None


def test_summary_and_series_read_the_state_at_a_glance():
    s = start()
    _three(s, "bbr")
    summary = omega.summary(s)
    assert summary["successes"] == 2 and summary["complications"] == 1
    assert summary["to_milestone"] == 1 and summary["phase"] == "scene"
    assert summary["opens"] == "initiative" and summary["coordinator"] == 3
    assert omega.series(s) == {"successes": 2, "complications": 1, "milestones": 0,
                               "ohrozeni": 0, "agent_reserves": 9,
                               "coordinator_reserves": 3, "exhausted": 0}


def test_menus_offer_only_legal_moves_and_stay_small():
    s = start(party(relations={(0, 1): "partial_trust", (1, 0): "full_distrust"}))
    for prefix in ([], ["give"], ["rest"], ["refresh"]):
        assert len(omega.choices(s, prefix)) < 50
    for move in expand(omega, s, limit=400):
        omega.apply(_clone(s), move)
    play(s, ["test", 0])
    moves = expand(omega, s, limit=400)
    assert ["use", SHARP, "exhaust"] in moves and ["use", OLD_WOUND] not in moves
    for move in moves:
        omega.apply(_clone(s), move)


def _clone(state):
    import json
    return json.loads(json.dumps(state))
