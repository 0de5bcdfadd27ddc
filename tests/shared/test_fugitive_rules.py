# Fugitive rules (shared/spec/fugitive.md), one test per rule, in the three
# ways to use the device. Each test's name says the rule it checks.
import json

from shared import canon, fugitive as game
from shared.match import Match, from_ops
from shared.rules import IllegalMove, expand
from tests.support.check import raises, unchanged_by
from tests.support.fugitive_games import data, setup_deals
from tests.support.playout import play

DATA = data()


def fugitive_game(deals, options=None):
    """Fugitive mode after entering his five setup cards."""
    opts = {"mode": "fugitive"}
    opts.update(options or {})
    m = Match(game, DATA, opts, 1)
    for card in deals:
        m.play(["deal", card])
    return m


def marshal_game(options=None):
    opts = {"mode": "marshal"}
    opts.update(options or {})
    return Match(game, DATA, opts, 1)


def to_marshal_call(m):
    """Marshal mode or fugitive mode: let the Marshal draw (from the highest
    deck left) until she calls."""
    while m.state["phase"] == "mdraw":
        d = game.choices(m.state, ["draw"])[-1]
        if m.state["mode"] == "marshal":
            m.play(["draw", d, game.choices(m.state, ["draw", d])[0]])
        else:
            m.play(["draw", d])


# -- setup --

def test_setup_card_0_face_up_fugitive_holds_1_2_3_42_and_five_drawn_cards():
    s = game.new(DATA, {"mode": "referee"}, 7)
    assert s["row"] == [{"turn": 0, "sprints": 0, "card": 0, "under": [], "shown": -1}]
    hand = s["fhand"]
    assert len(hand) == 9 and s["fcount"] == 9
    for c in (1, 2, 3, 42):
        assert c in hand
    assert len([c for c in hand if 4 <= c <= 14]) == 3
    assert len([c for c in hand if 15 <= c <= 28]) == 2
    assert s["decks"] == [8, 12, 13]
    assert s["mhand"] == [] and s["mcount"] == 0


def test_setup_deal_depends_on_the_seed_and_is_the_same_for_the_same_seed():
    a = game.new(DATA, {"mode": "referee"}, 7)
    b = game.new(DATA, {"mode": "referee"}, 7)
    c = game.new(DATA, {"mode": "referee"}, 8)
    assert a == b and a["fhand"] != c["fhand"]


def test_setup_fugitive_mode_enters_three_cards_of_deck_4_14_then_two_of_15_28():
    m = Match(game, DATA, {"mode": "fugitive"}, 1)
    assert m.state["phase"] == "setup"
    assert game.choices(m.state, ["deal"]) == list(range(4, 15))
    e = unchanged_by(m.state, game.apply, m.state, ["deal", 20])
    assert "4-14" in str(e)
    for c in (4, 9, 12):
        m.play(["deal", c])
    unchanged_by(m.state, game.apply, m.state, ["deal", 6])     # now from 15-28
    m.play(["deal", 20])
    unchanged_by(m.state, game.apply, m.state, ["deal", 20])
    m.play(["deal", 28])
    assert m.state["phase"] == "first"
    assert m.state["fhand"] == [1, 2, 3, 4, 9, 12, 20, 28, 42]


def test_marshal_mode_state_holds_nothing_hidden():
    s = game.new(DATA, {}, 1)
    assert s["mode"] == "marshal" and s["fhand"] is None
    assert "pool" not in s and "rng" not in s


def test_options_are_checked():
    raises(IllegalMove, game.new, DATA, {"mode": "spectator"}, 1)
    raises(IllegalMove, game.new, DATA, {"first_turn": "three"}, 1)
    raises(IllegalMove, game.new, DATA, {"speed": 2}, 1)


# -- turns --

def test_first_turn_places_one_or_two_hideouts_without_drawing():
    m = fugitive_game([4, 6, 9, 15, 16])
    assert m.state["phase"] == "first" and game.choices(m.state, []) == ["place"]
    m.play(["place", 2])
    assert m.state["phase"] == "second"
    assert game.choices(m.state, []) == ["place", "end"]
    m.play(["end"])
    assert m.state["phase"] == "mdraw" and m.state["decks"] == [8, 12, 13]


def test_first_turn_option_exactly_two_refuses_ending_after_one():
    m = fugitive_game([4, 6, 9, 15, 16], {"first_turn": "two"})
    m.play(["place", 2])
    assert game.choices(m.state, []) == ["place"]
    e = unchanged_by(m.state, m.play, ["end"])
    assert "second hideout" in str(e)
    m.play(["place", 4])
    assert m.state["phase"] == "mdraw"


def test_later_turns_fugitive_draws_one_then_places_or_passes():
    m = fugitive_game([4, 6, 9, 15, 16])
    m.play(["place", 3])
    m.play(["end"])
    to_marshal_call(m)
    m.play(["call", 20])
    assert m.state["phase"] == "fdraw" and m.state["turn"] == 2
    assert game.choices(m.state, []) == ["draw"]
    unchanged_by(m.state, m.play, ["pass"])
    m.play(["draw", 2, 30])
    assert m.state["phase"] == "fplay" and 30 in m.state["fhand"]
    assert m.state["fdraws"] == [[2, 2]]
    m.play(["pass"])
    assert m.state["phase"] == "mdraw"


def test_marshal_draws_two_cards_on_her_first_turn_then_one():
    m = marshal_game()
    m.play(["place", 0])
    m.play(["end"])
    assert m.state["mdraws"] == 2
    m.play(["draw", 0, 5])
    assert m.state["phase"] == "mdraw"
    m.play(["draw", 2, 33])
    assert m.state["phase"] == "mcall" and m.state["mhand"] == [5, 33]
    m.play(["call", 2])
    m.play(["miss"])
    m.play(["draw", 1])
    m.play(["pass"])
    assert m.state["mdraws"] == 1
    m.play(["draw", 1, 20])
    assert m.state["phase"] == "mcall" and m.state["mcount"] == 3


def test_marshal_cannot_draw_a_card_she_already_knows_and_fugitive_cannot_have_her_cards():
    m = marshal_game()
    m.play(["place", 0])
    m.play(["end"])
    m.play(["draw", 0, 5])
    e = unchanged_by(m.state, m.play, ["draw", 0, 5])
    assert "already" in str(e)
    unchanged_by(m.state, m.play, ["draw", 0, 20])     # 20 is not in deck 4-14
    # referee: the deck she draws from no longer holds her card
    s = game.new(DATA, {"mode": "referee"}, 3)
    game.apply(s, ["place", 1])
    game.apply(s, ["end"])
    events = game.apply(s, ["draw", 2])
    card = [e[1] for e in events if e[0] == "m_got"][0]
    assert card in s["mhand"] and card not in s["pool"][2]


# -- placing hideouts --

def test_hideout_must_be_above_the_last_and_at_most_3_more_without_sprint():
    m = fugitive_game([4, 6, 9, 15, 16])
    e = unchanged_by(m.state, m.play, ["place", 4])
    assert str(e) == "4 is out of reach: this sprint goes to 3"
    m.play(["place", 2])
    e = unchanged_by(m.state, m.play, ["place", 1])
    assert "not above the last hideout" in str(e)
    unchanged_by(m.state, m.play, ["place", 5])       # not in his hand
    m.play(["place", 4])                               # 2 + 2


def test_sprint_cards_add_their_footprints_to_the_reach():
    m = fugitive_game([4, 6, 9, 15, 16])
    m.play(["place", 4, 1])                  # 0 + 3 + 1 (odd: +1)
    assert m.state["row"][1]["under"] == [1] and m.state["row"][1]["sprints"] == 1
    e = unchanged_by(m.state, m.play, ["place", 9, 3])   # 4 + 3 + 1 = 8
    assert "goes to 8" in str(e)
    m.play(["place", 9, 2])                  # 4 + 3 + 2 (even: +2)
    assert m.state["fcount"] == 9 - 4


def test_paying_more_sprint_than_needed_is_legal_and_sprint_is_from_his_hand():
    m = fugitive_game([4, 6, 9, 15, 16])
    m.play(["place", 2, 1, 3])
    assert m.state["row"][1]["under"] == [1, 3]
    unchanged_by(m.state, m.play, ["place", 4, 5])       # 5 not held
    unchanged_by(m.state, m.play, ["place", 4, 4])       # not itself


def test_42_is_not_a_sprint_card_unless_the_option_allows_it():
    m = fugitive_game([4, 6, 9, 15, 16])
    e = unchanged_by(m.state, m.play, ["place", 4, 42])
    assert "42 cannot be a sprint card" in str(e)
    assert 42 not in game.choices(m.state, ["place", 4])
    m2 = fugitive_game([4, 6, 9, 15, 16], {"sprint_42": "yes"})
    m2.play(["place", 4, 42])
    assert m2.state["row"][1]["under"] == [42]


def test_corrected_sprint_values_in_the_card_data_change_the_reach():
    standard = fugitive_game([5, 6, 9, 15, 16])
    e = unchanged_by(standard.state, standard.play, ["place", 5, 1])   # 0 + 3 + 1
    assert "goes to 4" in str(e)
    values = game.standard_sprints()
    values[1] = 2                           # a copy where card 1 shows two footprints
    m = Match(game, data(values), {"mode": "fugitive"}, 1)
    for c in (5, 6, 9, 15, 16):
        m.play(["deal", c])
    m.play(["place", 5, 1])                 # 0 + 3 + 2
    assert m.state["row"][1]["card"] == 5


def test_choices_offer_every_legal_placement_and_nothing_else():
    m = fugitive_game([4, 6, 9, 15, 16])
    moves = expand(game, m.state)
    assert moves and all(mv[0] == "place" for mv in moves)
    for mv in moves:
        assert game.placement_problem(m.state, mv[1], mv[2:]) is None
    # every legal placement (ascending sprint cards) is offered
    hand = m.state["fhand"]
    legal = 0
    for card in hand:
        others = [c for c in hand if c != card and c != 42]
        for bits in range(1 << len(others)):
            sprint = [others[i] for i in range(len(others)) if bits >> i & 1]
            if game.placement_problem(m.state, card, sprint) is None:
                legal += 1
    assert legal == len(moves)


def test_playable_shows_reachable_cards_with_the_cheapest_sprint():
    m = fugitive_game([4, 6, 9, 15, 16])
    # fewest sprint cards, then the least sprint value, then the lowest numbers
    assert game.playable(m.state) == [[1, []], [2, []], [3, []], [4, [1]], [6, [1, 2]],
                                      [9, [2, 4, 6]]]
    for card, sprint in game.playable(m.state):
        assert game.placement_problem(m.state, card, sprint) is None


def test_marshal_mode_placement_with_k_sprint_cards_is_limited_by_his_hand():
    m = marshal_game()
    assert max(game.choices(m.state, ["place"])) == 7      # 9 cards: hideout + 7, 42 stays
    e = unchanged_by(m.state, m.play, ["place", 8])
    assert "cannot lay 8" in str(e)
    m.play(["place", 2])
    assert m.state["fcount"] == 6 and m.state["row"][1]["card"] is None


# -- calls --

def call_setup():
    """Fugitive mode: row 0, 2 (sprint 1), 6 (sprint 3), her turn to call."""
    m = fugitive_game([4, 6, 9, 15, 16])
    m.play(["place", 2, 1])
    m.play(["place", 6, 3])
    to_marshal_call(m)
    return m


def test_single_call_turns_over_a_face_down_hideout_with_its_sprint_cards():
    m = call_setup()
    events = m.play(["call", 6])
    assert ["reveal", 2, 6] in events and ["sprint", 2, 3] in events
    assert m.state["row"][2]["shown"] == 0
    assert game.known_to_marshal(m.state) >= {6, 3}


def test_calling_several_numbers_turns_over_all_or_nothing():
    m = call_setup()
    events = m.play(["call", 2, 5])
    assert ["miss", [2, 5]] in events and game.face_down(m.state) == [1, 2]
    m.play(["draw", 0, 5])
    m.play(["pass"])
    to_marshal_call(m)
    events = m.play(["call", 2, 6])
    assert [e[0] for e in events].count("reveal") == 2


def test_a_number_lying_as_a_sprint_card_is_a_miss():
    m = call_setup()
    events = m.play(["call", 3])
    assert ["miss", [3]] in events and m.state["row"][2]["shown"] is None


def test_face_up_numbers_cannot_be_called_and_stay_face_up():
    m = call_setup()
    m.play(["call", 6])
    m.play(["draw", 0, 5])
    m.play(["pass"])
    to_marshal_call(m)
    e = unchanged_by(m.state, m.play, ["call", 6])
    assert "known" in str(e)
    unchanged_by(m.state, m.play, ["call", 3])           # a revealed sprint card
    unchanged_by(m.state, m.play, ["call", 0])
    unchanged_by(m.state, m.play, ["call", 42])
    assert m.state["row"][2]["shown"] == 0


def test_calls_name_numbers_once_in_order():
    m = call_setup()
    unchanged_by(m.state, m.play, ["call", 5, 2])
    unchanged_by(m.state, m.play, ["call", 2, 2])
    unchanged_by(m.state, m.play, ["call"])


def test_a_call_of_more_numbers_than_face_down_hideouts_is_legal_and_a_certain_miss():
    """The seed sets no upper limit ("un numero, oppure più numeri insieme.
    Se ne chiama più di uno, o li indovina tutti o non si gira niente"):
    such a call can only miss, and the device records the miss it was."""
    m = call_setup()                      # 2 and 6 face down
    assert game.face_down(m.state) == [1, 2]
    assert game.certain_miss(m.state, [2, 5, 6]) and not game.certain_miss(m.state, [2, 6])
    # the call goes on past the face-down count
    assert 7 in game.choices(m.state, ["call", 2, 6])
    assert game.choices(m.state, ["call", 2, 5, 6])[0] is None
    assert game.undo_barrier(m.state, ["call", 2, 5, 6]) == "the answer was given"
    turn = m.state["turn"]
    events = m.play(["call", 2, 5, 6])
    assert events == [["call", [2, 5, 6]], ["miss", [2, 5, 6]]]
    assert game.face_down(m.state) == [1, 2]          # nothing turned over
    assert m.state["calls"][-1] == [turn, [2, 5, 6], False]
    assert m.state["phase"] == "fdraw" and game.series(m.state)["missed_calls"] == 1


def test_a_certain_miss_on_the_referees_device():
    m = Match(game, DATA, {"mode": "referee"}, 5)
    m.play(["place", 2])
    m.play(["end"])
    to_marshal_call(m)
    # the hideout itself and two more numbers: 1 hideout is face down
    numbers = sorted([2] + [n for n in game.callable_numbers(m.state) if n != 2][:2])
    events = m.play(["call"] + numbers)
    assert events == [["call", numbers], ["miss", numbers]]
    assert game.face_down(m.state) == [1] and m.state["phase"] == "fdraw"


def test_a_certain_miss_in_the_marshals_notebook_is_recorded_at_once():
    """No answer to enter: "Only 1 hideout is face down" can only be a miss."""
    m = marshal_game()
    m.play(["place", 0])
    m.play(["end"])
    to_marshal_call(m)
    assert game.choices(m.state, ["call", 4, 5])[0] is None
    events = m.play(["call", 4, 5])
    assert events == [["call", [4, 5]], ["miss", [4, 5]]]
    assert m.state["pending"] is None and m.state["phase"] == "fdraw"
    assert m.state["calls"] == [[1, [4, 5], False]]
    assert game.undo_barrier(m.state, ["call", 4, 5]) is None
    m.undo()                              # her notes can be corrected
    assert m.state["phase"] == "mcall" and m.state["calls"] == []
    m.play(["call", 2])                   # one number: his answer is hers to enter
    assert m.state["phase"] == "answer" and game.choices(m.state, []) == ["miss", "hit"]


def test_a_certain_miss_tells_the_deduction_nothing():
    """All of its numbers cannot have been face down: the missed call rules
    nothing out, so the Marshal's counts are those without it."""
    from shared import fugitive_deduce as deduce
    m = marshal_game()
    m.play(["place", 0])
    m.play(["place", 0])
    to_marshal_call(m)
    m.play(["call", 2, 3, 4])             # 3 numbers, 2 hideouts face down
    m.play(["draw", 0])
    m.play(["place", 1])
    to_marshal_call(m)
    with_miss = deduce.deduce(m.state)
    without = json.loads(json.dumps(m.state))
    without["calls"] = []
    assert with_miss["worlds"] and with_miss == deduce.deduce(without)


def test_the_manhunt_still_calls_one_number_at_a_time():
    s = escape_state(29, [42])
    game.apply(s, ["place", 42])
    assert s["phase"] == "hunt"
    assert game.choices(s, ["call", 3]) == [None]
    for numbers in ([3, 39], [3, 4, 39]):
        e = unchanged_by(s, game.apply, s, ["call"] + numbers)
        assert "one number at a time" in str(e)


def test_marshal_wins_as_soon_as_every_hideout_is_face_up():
    m = call_setup()
    events = m.play(["call", 2, 6])
    assert events[-1] == ["win", "marshal", "every hideout is face up"]
    assert game.outcome(m.state)["winner"] == "marshal"
    assert game.choices(m.state, []) == []
    unchanged_by(m.state, game.apply, m.state, ["pass"])


# -- the escape and the Manhunt --

def escape_state(high, hand):
    """Fugitive mode, his turn: face down 3 and 39, face up `high` (turned
    over by call 0); he holds `hand`; the decks are empty."""
    s = game.new(DATA, {"mode": "fugitive"}, 1)
    s.update({"phase": "fplay", "turn": 9, "fhand": hand, "fcount": len(hand),
              "decks": [0, 0, 0], "calls": [[8, [high], True]]})
    s["row"] = [{"turn": 0, "sprints": 0, "card": 0, "under": [], "shown": -1},
                {"turn": 1, "sprints": 0, "card": 3, "under": [], "shown": None},
                {"turn": 8, "sprints": 0, "card": high, "under": [], "shown": 0},
                {"turn": 9, "sprints": 0, "card": 39, "under": [], "shown": None}]
    return s


def test_playing_42_with_a_face_up_hideout_of_30_or_more_wins_at_once():
    s = escape_state(30, [42])
    events = game.apply(s, ["place", 42])
    assert events[-1] == ["win", "fugitive", "escaped with a high hideout face up"]
    assert game.outcome(s) == {"winner": "fugitive", "reason": "escaped with a high hideout face up"}


def test_playing_42_with_the_top_face_up_card_29_or_lower_starts_the_manhunt():
    s = escape_state(29, [42])
    events = game.apply(s, ["place", 42])
    assert ["hunt"] in events and s["phase"] == "hunt" and game.outcome(s) is None
    assert s["row"][-1]["shown"] == -1 and game.escaped(s)


def test_42_is_placed_by_the_same_reach_rule():
    s = escape_state(20, [42])
    s["row"][3]["card"] = 36
    e = unchanged_by(s, game.apply, s, ["place", 42])
    assert "goes to 39" in str(e)


def test_manhunt_single_calls_until_the_first_miss():
    s = escape_state(29, [42])
    game.apply(s, ["place", 42])
    unchanged_by(s, game.apply, s, ["call", 3, 39])      # one number at a time
    events = game.apply(s, ["call", 39])
    assert ["reveal", 3, 39] in events and s["phase"] == "hunt"
    events = game.apply(s, ["call", 4])
    assert events[-1] == ["win", "fugitive", "escaped the manhunt"]


def test_manhunt_that_turns_over_every_hideout_catches_the_fugitive():
    s = escape_state(29, [42])
    game.apply(s, ["place", 42])
    game.apply(s, ["call", 3])
    events = game.apply(s, ["call", 39])
    assert events[-1] == ["win", "marshal", "caught in the manhunt"]


def test_card_0_counts_as_face_up_for_the_manhunt():
    s = game.new(DATA, {"mode": "marshal"}, 1)
    assert game.highest_face_up(s) == 0


# -- empty decks --

def test_an_empty_deck_cannot_be_drawn_from():
    m = call_setup()
    m.state["decks"] = [0, 5, 0]
    m.play(["call", 20])
    assert game.choices(m.state, ["draw"]) == [1]
    e = unchanged_by(m.state, m.play, ["draw", 0, 5])
    assert "empty" in str(e)
    m.play(["draw", 1, 20])
    assert m.state["decks"] == [0, 4, 0]


def test_with_every_deck_empty_the_draws_are_skipped():
    m = call_setup()
    m.play(["call", 20])
    m.play(["draw", 1, 20])
    m.state["decks"] = [0, 0, 0]
    events = m.play(["pass"])
    assert ["m_skip"] in events and m.state["phase"] == "mcall"
    events = m.play(["call", 21])
    assert ["f_skip"] in events and m.state["phase"] == "fplay"
    assert game.choices(m.state, []) == ["place", "pass"]


# -- what each mode may reveal --

def test_undo_cannot_take_back_referee_draws_or_any_answered_call():
    s = game.new(DATA, {"mode": "referee"}, 1)
    assert game.undo_barrier(s, ["draw", 0]) == "a card was drawn"
    assert game.undo_barrier(s, ["call", 5]) == "the answer was given"
    assert game.undo_barrier(s, ["place", 2]) is None
    f = game.new(DATA, {"mode": "fugitive"}, 1)
    assert game.undo_barrier(f, ["call", 5]) == "the answer was given"
    assert game.undo_barrier(f, ["draw", 0, 5]) is None
    mm = game.new(DATA, {"mode": "marshal"}, 1)
    for move in (["call", 5], ["hit", 1], ["draw", 0, 5], ["sprint", 4]):
        assert game.undo_barrier(mm, move) is None


def test_referee_undo_stops_at_a_draw_so_a_seen_card_cannot_be_redrawn():
    m = Match(game, DATA, {"mode": "referee"}, 5)
    m.play(["place", 1])
    m.play(["end"])
    m.play(["draw", 0])
    assert "drawn" in str(m.can_undo())


def test_events_naming_hidden_cards_are_private_to_their_owner():
    s = game.new(DATA, {"mode": "referee"}, 5)
    events = game.apply(s, ["place", 2])
    assert [game.audience(e) for e in events] == [None, "fugitive"]
    game.apply(s, ["end"])
    events = game.apply(s, ["draw", 1])
    assert [game.audience(e) for e in events] == [None, "marshal"]


def test_marshal_view_of_a_referee_game_holds_only_what_she_knows():
    s = game.new(DATA, {"mode": "referee"}, 5)
    game.apply(s, ["place", 2, 1])
    view = game.marshal_view(s)
    assert view["fhand"] is None and "pool" not in view and "rng" not in view
    assert view["row"][1] == {"turn": 1, "sprints": 1, "card": None, "under": None, "shown": None}
    assert view["mode"] == "marshal"


def test_the_fugitive_device_never_holds_the_marshal_hand():
    m = fugitive_game([4, 6, 9, 15, 16])
    m.play(["place", 1])
    m.play(["end"])
    m.play(["draw", 0])
    assert m.state["mhand"] is None and m.state["mcount"] == 1


# -- marshal mode: what she enters must be possible --

def test_marshal_mode_refuses_a_revealed_card_that_cannot_lie_there():
    m = marshal_game()
    m.play(["place", 0])
    m.play(["place", 0])
    to_marshal_call(m)
    m.play(["call", 6])
    # two hideouts with no sprint from 0: the second is at most 6, the first at most 3
    assert game.choices(m.state, ["hit"]) == [2]
    e = unchanged_by(m.state, m.play, ["hit", 1])
    assert "out of reach" in str(e)
    m.play(["hit", 2])


def test_marshal_mode_refuses_a_hit_contradicting_an_earlier_miss():
    m = marshal_game()
    m.play(["place", 0])
    m.play(["end"])
    to_marshal_call(m)
    m.play(["call", 2])
    m.play(["miss"])
    m.play(["draw", 0])
    m.play(["place", 0])
    to_marshal_call(m)
    m.play(["call", 2])
    # 2 missed while hideout 1 lay face down: it cannot be 2; hideout 2 can
    assert game.choices(m.state, ["hit"]) == [2]
    e = unchanged_by(m.state, m.play, ["hit", 1])
    assert "missed" in str(e)


def test_marshal_mode_refuses_a_card_he_could_not_have_drawn_yet():
    m = marshal_game()
    m.play(["place", 3])
    m.play(["place", 0])
    to_marshal_call(m)
    m.play(["call", 4])
    m.play(["hit", 1])
    # three sprint cards at turn 1: deck 15-28 gave him only two cards
    m.play(["sprint", 15])
    m.play(["sprint", 16])
    e = unchanged_by(m.state, m.play, ["sprint", 17])
    assert "could not hold 17" in str(e)
    assert 17 not in game.choices(m.state, ["sprint"])
    m.play(["sprint", 1])


def test_marshal_mode_refuses_a_sprint_card_already_known():
    m = marshal_game()
    m.play(["place", 1])
    m.play(["place", 0])
    m.play(["draw", 0, 5])
    m.play(["draw", 0, 6])
    m.play(["call", 4])
    m.play(["hit", 1])
    e = unchanged_by(m.state, m.play, ["sprint", 5])
    assert "known" in str(e)
    unchanged_by(m.state, m.play, ["sprint", 42])
    unchanged_by(m.state, m.play, ["sprint", 0])
    m.play(["sprint", 1])
    assert m.state["phase"] == "fdraw"


# -- play-outs, replay, series --

def check_invariants(state):
    row = state["row"]
    assert row[0]["card"] == 0 and row[0]["shown"] == -1
    assert state["fcount"] >= 0 and min(state["decks"]) >= 0
    if state["mode"] != "marshal":
        cards = [p["card"] for p in row[1:]]
        assert cards == sorted(cards) and len(set(cards)) == len(cards)
        every = list(state["fhand"])
        for pos in row[1:]:
            every.append(pos["card"])
            every.extend(pos["under"])
        if state["mhand"] is not None:
            every.extend(state["mhand"])
        assert len(every) == len(set(every))
        if state["phase"] != "setup":
            assert len(state["fhand"]) == state["fcount"]
    if state["mode"] == "referee":
        lay = state["layout"]
        total = sum(len(p) for p in state["pool"])
        assert total == sum(state["decks"])
        assert len(every) + total == lay["top"]


def test_random_playouts_accept_every_offered_move_in_every_mode():
    for mode in ("referee", "fugitive", "marshal"):
        for seed in range(3):
            options = {"mode": mode, "first_turn": ("one_or_two", "two")[seed % 2]}
            m, _ = play(game, DATA, options, seed, 120, check=check_invariants, undo_every=5)
            # never stuck: every state before the end offers a complete move
            assert game.outcome(m.state) is not None or len(m.moves) == 120


def test_replay_and_journal_rebuild_the_same_state():
    m, _ = play(game, DATA, {"mode": "referee"}, 4, 80)
    ops = []
    m2 = Match(game, DATA, {"mode": "referee"}, 4)
    m2.on_op = ops.append
    for mv in m.moves:
        m2.play(mv)
    again = from_ops(game, DATA, m2.header(), ops)
    assert canon.digest(again.state) == canon.digest(m.state)


def test_series_gives_public_figures_only():
    m, _ = play(game, DATA, {"mode": "referee"}, 2, 60)
    s = game.series(m.state)
    assert sorted(s) == ["deck_cards", "face_down", "fugitive_cards", "hideouts",
                         "highest_face_up", "marshal_cards", "missed_calls"]
    assert s["hideouts"] == len(m.state["row"]) - 1


def test_card_data_sample_lists_43_cards_in_order_with_public_sprint_values():
    from shared import games
    with open(games.sample_path("fugitive")) as f:
        loaded = games.load_data(game, f.read(), "sample.json")
    assert [c["number"] for c in loaded["cards"]] == list(range(43))
    assert [c["sprint"] for c in loaded["cards"]] == game.standard_sprints()


def test_card_data_out_of_order_is_refused_with_its_path():
    from shared.carddata import CardDataError
    bad = data()
    bad["cards"][5]["number"] = 6
    e = raises(CardDataError, game.check_data, bad, "mine.json")
    assert e.path == "data.cards[5].number"
