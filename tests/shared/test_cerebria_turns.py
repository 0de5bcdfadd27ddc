# Cerebria turns: setup and turn order (2v2, Shaper, 1v1), Absorb with its
# bonus and the Revelation, the Ambition pool, end of turn, the end of the
# game, adjustments, undo.
from shared import canon, cerebria as game
from shared.match import Match
from shared.rules import IllegalMove
from tests.support.check import raises, unchanged_by
from tests.support import cerebria_fixture as fx

BLISS, GLOOM = 0, 1


def _end_turn(s, choice="draw"):
    game.apply(s, ["end", choice])


# -- setup and turn order --

def test_setup_asks_the_origin_then_each_player_once_in_order():
    s = game.new(fx.data(), {}, 0)
    assert s["phase"] == "origin" and game.choices(s, []) == ["origin"]
    game.apply(s, ["origin", 3])
    assert s["phase"] == "setup" and game.active_player(s) == 0
    assert game.choices(s, ["start"]) == [1, 3, 5, 7, 9]          # Frontier spaces
    assert game.choices(s, ["start", 3]) == [3, 5]                # Realm slots beside Frontier 1
    events = game.apply(s, ["start", 3, 5])
    assert s["slots"][5] == ["brightness", 1, 0] and s["players"][0]["space"] == 3
    assert events[0] == ["start", 0, 3, 5, "brightness"]
    assert 3 not in game.choices(s, ["start"])                    # that space is taken
    unchanged_by(s, game.apply, s, ["start", 3, 3])


def test_starting_emotion_goes_into_a_realm_slot_beside_the_frontier():
    s = game.new(fx.data(), {}, 0)
    game.apply(s, ["origin", 0])
    unchanged_by(s, game.apply, s, ["start", 1, 1])               # the Frontier slot itself
    unchanged_by(s, game.apply, s, ["start", 1, 3])               # not beside Frontier 0
    unchanged_by(s, game.apply, s, ["start", 2, 2])               # a Realm space


def test_origin_sets_which_sphere_faces_the_first_realm():
    s = fx.started(origin=3)
    assert game.absorb_preview(s, 0)["sphere"] == 3
    assert game.absorb_preview(s, 1)["sphere"] == 4


def test_2v2_order_alternates_sides_b_g_b_g():
    s = fx.started()
    sides = []
    for _ in range(5):
        sides.append(s["players"][game.active_player(s)]["side"])
        _end_turn(s)
    assert sides == [BLISS, GLOOM, BLISS, GLOOM, BLISS]
    assert [pl["side"] for pl in s["players"]] == [BLISS, GLOOM, BLISS, GLOOM]


def test_first_option_chooses_the_starting_side():
    s = fx.started(first="gloom")
    assert s["players"][game.active_player(s)]["side"] == GLOOM


def test_shaper_plays_second_and_fourth_against_a_team():
    s = fx.started("3p")
    order = []
    for _ in range(5):
        order.append(game.active_player(s))
        _end_turn(s)
    assert order == [0, 1, 2, 1, 0]
    assert [pl["side"] for pl in s["players"]] == [BLISS, GLOOM, BLISS]


def test_1v1_shapers_alternate():
    s = fx.started("1v1")
    order = []
    for _ in range(4):
        order.append(game.active_player(s))
        _end_turn(s)
    assert order == [0, 1, 0, 1]


def test_end_of_turn_event_names_the_next_player():
    s = fx.started()
    events = game.apply(s, ["end", "draw"])
    assert events == [["end", 0, "draw"], ["turn", 1]]


def test_players_start_with_4_willpower_and_2_essence():
    s = fx.started()
    for pl in s["players"]:
        assert (pl["wp"], pl["ess"]) == (4, 2)


# -- Absorb --

def test_first_player_cannot_absorb_on_the_first_turn():
    s = fx.started()
    e = unchanged_by(s, game.apply, s, ["absorb", 0, 0, "skip"])
    assert "first turn" in str(e)
    _end_turn(s)
    game.apply(s, ["absorb", 1, 0, "skip"])                       # the second player may


def test_absorb_gives_2_plus_1_per_controlled_adjacent_frontier():
    s = fx.bare()
    fx.spirit(s, 0, 2)                                            # Realm 1: Frontiers 0 and 1
    assert game.absorb_preview(s, 1)["amount"] == 2
    fx.put(s, 1, "b_mild", 1)
    assert game.absorb_preview(s, 1)["amount"] == 3
    fx.put(s, 4, "b_mild", 1)
    game.apply(s, ["absorb", 1, 0, "skip"])
    assert s["players"][0]["wp"] == 4 + 4 and s["spheres"][1] == 3


def test_absorb_on_a_frontier_chooses_between_two_spheres_and_counts_that_frontier():
    s = fx.bare()                                                 # p0 on Frontier 0 (space 1)
    assert game.choices(s, ["absorb"]) == [0, 1]
    fx.put(s, 1, "b_mild", 1)                                     # Frontier 0
    fx.put(s, 4, "b_mild", 1)                                     # Frontier 1: not adjacent
    assert game.absorb_preview(s, 0)["amount"] == 3
    assert game.absorb_preview(s, 1)["amount"] == 3
    assert "not next" in str(unchanged_by(s, game.apply, s, ["absorb", 2, 0, "skip"]))


def test_absorb_never_takes_more_than_the_sphere_holds():
    s = fx.bare()
    s["spheres"][0] = 1
    assert game.absorb_preview(s, 0) ["amount"] == 1
    assert game.absorb_preview(s, 0)["empties"] is True


def test_absorb_once_per_turn_and_not_an_action():
    s = fx.bare()
    game.apply(s, ["absorb", 0, 0, "skip"])
    assert game.actions_left(s) == 2
    assert "already" in str(unchanged_by(s, game.apply, s, ["absorb", 1, 0, "skip"]))
    _end_turn(s)
    game.apply(s, ["absorb", 1, 0, "skip"])


def test_absorb_card_powers_add_willpower_from_the_sphere():
    s = fx.bare()
    assert game.preview(s, ["absorb", 0, 2, "skip"])["amount"] == 4


def test_sphere_bonuses():
    """Commitment: pay 1 Willpower for 1 Ambition; Humility: 1 Essence;
    Diligence: 2 Willpower from the supply; Knowledge: a Vibe token;
    Creativity: draw a card (at the table)."""
    s = fx.bare()                                   # origin 0: Sphere s faces Realm s
    game.apply(s, ["absorb", 0, 0, "take"])         # Commitment
    assert s["players"][0]["wp"] == 4 + 2 - 1 and s["ambition"][BLISS] == 1
    for sphere, check in ((1, lambda pl: pl["ess"] == 3), (2, lambda pl: pl["wp"] == 8),
                          (4, lambda pl: pl["wp"] == 6)):
        s = fx.bare()
        fx.spirit(s, 0, 2 * sphere)
        game.apply(s, ["absorb", sphere, 0, "take"])
        assert check(s["players"][0]), sphere
    s = fx.bare()
    fx.spirit(s, 0, 6)
    assert "empower" in game.choices(s, ["absorb", 3, 0])
    game.apply(s, ["absorb", 3, 0, "empower"])      # Knowledge
    assert "empower" in s["players"][0]["vibes"]


def test_bonus_is_optional_and_commitment_needs_room_for_ambition():
    s = fx.bare()
    s["ambition"][BLISS] = 3
    assert "full" in str(unchanged_by(s, game.apply, s, ["absorb", 0, 0, "take"]))
    game.apply(s, ["absorb", 0, 0, "skip"])
    assert s["players"][0]["wp"] == 6


def test_emptying_the_sphere_starts_a_revelation_then_refill_and_rotation():
    s = fx.bare()
    s["spheres"][0] = 2
    events = game.apply(s, ["absorb", 0, 0, "skip"])
    assert ["revelation", 0] in events and s["phase"] == "revelation"
    assert game.choices(s, []) == ["reveal", "adjust"]
    unchanged_by(s, game.apply, s, ["move", 2])
    events = game.apply(s, ["reveal", "minor", "none"])
    assert s["phase"] == "play" and s["spheres"][0] == 7 and s["origin"] == 1
    assert s["identity"][BLISS] == [1, 0] and s["frags"][BLISS] == [5, 3]
    assert ["rotate", 1] in events and s["revelations"] == 1
    assert game.absorb_preview(s, 1)["sphere"] == 0          # Sphere 0 now faces Realm 1
    assert game.active_player(s) == 0 and game.actions_left(s) == 2   # the turn goes on


def test_worked_example_diana_absorbs_five_and_empties_diligence():
    """Diana's Spirit is in the Valley of Motives, facing Diligence. Base 2,
    +2 for the two Bliss Frontiers beside the Valley, +1 from Benevolence:
    5, which empties the Sphere. Diligence gives 2 more from the supply;
    Benevolence 1 more (an adjustment). A Revelation follows, then the
    Origin turns one step clockwise."""
    s = game.new(fx.data(), {}, 0)
    game.apply(s, ["origin", 2])                     # Diligence faces Realm 0
    for move in fx.STARTS["2v2"]:
        game.apply(s, move)
    s["turn"] = 5
    fx.spirit(s, 0, 0)                               # Realm 0, the Valley of Motives
    fx.put(s, 13, "b_mild", 1)                       # Frontier 4
    fx.put(s, 1, "b_mild", 1)                        # Frontier 0
    s["spheres"][2] = 5
    fx.resources(s, 0, wp=0)
    assert game.preview(s, ["absorb", 0, 1, "take"])["amount"] == 5
    events = game.apply(s, ["absorb", 0, 1, "take"])
    game.apply(s, ["adjust", "wp", 0, 1])
    assert s["players"][0]["wp"] == 5 + 2 + 1
    assert ["revelation", 2] in events
    game.apply(s, ["reveal", "none", "none"])
    assert game.absorb_preview(s, 1)["sphere"] == 2  # Diligence moved on to Realm 1


def test_revelation_is_an_undo_barrier():
    m = Match(game, fx.data(), {}, 0)
    m.play(["origin", 0])
    for move in fx.STARTS["2v2"]:
        m.play(move)
    m.play(["end", "draw"])
    m.state["spheres"][1] = 2
    m.play(["absorb", 1, 0, "skip"])
    m.play(["reveal", "none", "none"])
    assert "Aspirations" in str(m.can_undo())


# -- Ambition --

def test_ambition_is_gained_instead_of_drawing_and_shared_by_the_team():
    s = fx.started()
    _end_turn(s, "ambition")                         # Bliss player 0
    _end_turn(s)
    assert s["ambition"] == [1, 0]
    s["ambition"][BLISS] = 2
    game.apply(s, ["ambition", "extra"])             # teammate player 2 spends it
    assert s["ambition"][BLISS] == 1


def test_ambition_never_exceeds_3():
    s = fx.started()
    s["ambition"][BLISS] = 3
    assert "full" in str(unchanged_by(s, game.apply, s, ["end", "ambition"]))
    assert game.choices(s, ["end"]) == ["draw"]


def test_nothing_is_payable_with_ambition_0():
    s = fx.started()
    for move in (["ambition", "extra"], ["ambition", "rotate"], ["ambition", "vibe", "empower"]):
        assert "Ambition" in str(unchanged_by(s, game.apply, s, move))
    assert "ambition" not in game.choices(s, [])


def test_each_ambition_ability_once_per_turn():
    s = fx.started()
    s["ambition"][BLISS] = 3
    game.apply(s, ["ambition", "extra"])
    assert "once per turn" in str(unchanged_by(s, game.apply, s, ["ambition", "extra"]))
    game.apply(s, ["ambition", "rotate"])
    assert game.choices(s, ["ambition"]) == ["vibe"]
    _end_turn(s)
    _end_turn(s)
    game.apply(s, ["ambition", "extra"])             # a new turn (player 2)


def test_extra_action_ability_allows_a_third_action():
    s = fx.bare()
    s["ambition"][BLISS] = 1
    game.apply(s, ["move", 2])
    game.apply(s, ["move", 1])
    game.apply(s, ["ambition", "extra"])
    game.apply(s, ["move", 2])
    assert game.actions_left(s) == 0


def test_rotate_ability_turns_the_origin_one_step_without_refilling():
    s = fx.bare()
    s["spheres"][0] = 3
    s["ambition"][BLISS] = 1
    game.apply(s, ["ambition", "rotate"])
    assert s["origin"] == 1 and s["spheres"][0] == 3
    assert game.absorb_preview(s, 1)["sphere"] == 0


def test_vibe_ability_unlocks_a_spirit_action_for_1_ambition():
    s = fx.bare()
    s["ambition"][BLISS] = 1
    game.apply(s, ["ambition", "vibe", "empower"])
    assert "empower" in s["players"][0]["vibes"] and s["ambition"][BLISS] == 0


def test_vibe_tokens_unlock_an_action_before_its_upgrades():
    s = fx.bare()
    assert "Unlock empower" in str(unchanged_by(s, game.apply, s, ["vibe", "empower.channeled"]))
    assert "already" in str(unchanged_by(s, game.apply, s, ["vibe", "move"]))
    game.apply(s, ["vibe", "empower"])
    game.apply(s, ["vibe", "empower.channeled"])
    assert game.actions_left(s) == 2


# -- end of the game --

def test_a_side_without_the_fragment_it_must_add_ends_the_game():
    s = fx.bare()
    s["frags"][GLOOM][1] = 0
    s["spheres"][0] = 1
    game.apply(s, ["absorb", 0, 0, "skip"])
    events = game.apply(s, ["reveal", "minor", "major"])
    assert ["gameend", [GLOOM]] in events and s["phase"] == "scoring"
    assert s["identity"][BLISS] == [1, 0] and s["identity"][GLOOM] == [0, 0]
    assert game.outcome(s) is None
    assert game.choices(s, []) == ["points", "finish", "adjust"]
    game.apply(s, ["points", GLOOM, 10])
    game.apply(s, ["points", BLISS, 7])
    game.apply(s, ["finish"])
    assert game.outcome(s) == {"winner": "gloom", "reason": "more points"}
    assert game.choices(s, []) == []
    unchanged_by(s, game.apply, s, ["points", BLISS, 1])


def test_equal_points_is_a_tie():
    s = fx.bare()
    s["phase"] = "scoring"
    game.apply(s, ["finish"])
    assert game.outcome(s) == {"winner": None, "reason": "equal points"}


def test_points_never_below_0():
    s = fx.bare()
    game.apply(s, ["points", BLISS, 3])
    unchanged_by(s, game.apply, s, ["points", BLISS, -4])


# -- adjustments for card powers --

def test_adjustments_are_logged_and_undone():
    m = Match(game, fx.data(), {}, 0)
    m.play(["origin", 0])
    for move in fx.STARTS["2v2"]:
        m.play(move)
    before = canon.digest(m.state)
    events = m.play(["adjust", "token", 0, 2])
    assert events[0] == ["adjust", "token", 0, 2]
    assert game.intensity_at(m.state, 0) == 1 + 2
    assert m.undo() == ["adjust", "token", 0, 2]
    assert canon.digest(m.state) == before


def test_adjustments_keep_the_board_possible():
    s = fx.bare()
    fx.put(s, 1, "b_mild", 2)
    for bad in (["adjust", "essence", 1, 5], ["adjust", "essence", 1, 0],
                ["adjust", "essence", 1, 2],
                ["adjust", "token", 1, 7], ["adjust", "wp", 0, -5], ["adjust", "ambition", 0, -1],
                ["adjust", "place", 1, BLISS, "courage", 1],
                ["adjust", "place", 2, GLOOM, "courage", 1], ["adjust", "remove", 2],
                ["adjust", "shift", 1, 1], ["adjust", "spirit", 0, 1], ["adjust", "sphere", 0, 0],
                ["adjust", "fortress", 0, "none"], ["adjust", "extra", -1],
                ["adjust", "vibe", 0, "fly"], ["adjust", "vibe", 0, "empower.outburst"],
                ["adjust", "wp", 9, 1], ["adjust", "fly"]):
        unchanged_by(s, game.apply, s, bad)
    fx.unlock(s, 0, "move.haste")
    assert "upgrades" in str(unchanged_by(s, game.apply, s, ["adjust", "vibe", 0, "move"]))


def test_adjustment_kinds_change_what_they_say():
    s = fx.bare()
    game.apply(s, ["adjust", "place", 4, GLOOM, "g_mild", 2])
    game.apply(s, ["adjust", "shift", 4, 3])
    assert s["slots"][3] == ["g_mild", 2, 0] and s["slots"][4] is None
    game.apply(s, ["adjust", "essence", 3, 4])
    assert game.intensity_at(s, 3) == 5
    game.apply(s, ["adjust", "fortress", 2, "gloom2"])
    assert s["forts"][2] == [GLOOM, 2] and s["frags"][GLOOM] == [6, 2]
    game.apply(s, ["adjust", "fortress", 2, "bliss1"])
    assert s["frags"][GLOOM] == [6, 3] and s["frags"][BLISS] == [5, 3]
    game.apply(s, ["adjust", "sphere", 4, 2])
    game.apply(s, ["adjust", "origin", -1])
    assert s["origin"] == 4 and s["spheres"][4] == 2
    game.apply(s, ["adjust", "ambition", GLOOM, 2])
    game.apply(s, ["adjust", "ess", 3, 3])
    assert s["ambition"][GLOOM] == 2 and s["players"][3]["ess"] == 5
    game.apply(s, ["adjust", "vibe", 0, "move"])
    assert "move" not in s["players"][0]["vibes"]
    game.apply(s, ["adjust", "extra", 1])
    assert game.actions_left(s) == 3
    game.apply(s, ["adjust", "remove", 3])
    assert s["slots"][3] is None


def test_unknown_and_malformed_moves_are_refused_without_change():
    s = fx.bare()
    for bad in ([], "move", ["fly"], [1], ["move"], ["move", "x"], ["move", True],
                ["invoke", 1], ["invoke", 1, "nope"], ["quell"], ["absorb", 0],
                ["absorb", 0, 9, "skip"], ["absorb", 0, 0, "maybe"], ["end"], ["end", "nap"],
                ["reveal", "none", "none"], ["finish"], ["origin", 1], ["start", 1, 0],
                ["realm", 9], ["realm", 4, 1], ["ambition"], ["ambition", "fly"],
                ["points", True, 1], ["points", 0, True], ["adjust", "wp", 0, True],
                ["adjust", "origin", True], ["adjust", "ambition", False, 1],
                ["move", 2.0], ["adjust", "essence", 0, 1.5]):
        unchanged_by(s, game.apply, s, bad)


def test_unknown_options_are_refused():
    raises(IllegalMove, game.new, fx.data(), {"mode": "5p"}, 0)
    raises(IllegalMove, game.new, fx.data(), {"speed": 1}, 0)
