# InBetween setup: the circle of ten, the start of the Activity marker, the
# players' starting figures, the options.
from shared import canon, inbetween as game
from shared.rules import IllegalMove
from tests.support.check import raises, unchanged_by
from tests.support.inbetween import load, table_game, moves, CIRCLE


def _star(data, ident, face):
    for c in data["characters"]:
        if c["id"] == ident:
            return c[face]["star"]


def test_device_deal_lays_ten_different_characters_alternating_human_creature():
    data = load()
    ids = [c["id"] for c in data["characters"]]
    s = game.new(data, {}, 7)
    assert len(s["circle"]) == 10
    dealt = [slot["id"] for slot in s["circle"]]
    assert len(set(dealt)) == 10 and all(i in ids for i in dealt)
    assert [slot["face"] for slot in s["circle"]] == ["human", "creature"] * 5


def test_device_deal_is_fixed_by_the_seed_and_differs_between_seeds():
    data = load()
    a, b, c = game.new(data, {}, 7), game.new(data, {}, 7), game.new(data, {}, 8)
    assert canon.digest(a) == canon.digest(b)
    assert [x["id"] for x in a["circle"]] != [x["id"] for x in c["circle"]]


def test_every_character_starts_inbetween_without_tokens():
    s = game.new(load(), {}, 3)
    for slot in s["circle"]:
        assert slot["safety"] == 0 and slot["tokens"] == [] and not slot["out"]


def test_activity_marker_starts_on_the_first_star_showing_the_opposite_side():
    data = load()
    for seed in range(30):
        s = game.new(data, {}, seed)
        first = None
        for pos in range(10):
            slot = s["circle"][pos]
            if _star(data, slot["id"], slot["face"]) is True:
                first = pos
                break
        if first is None:
            assert s["phase"] == "start"   # no star: the players say where
            continue
        assert s["marker"] == first and s["phase"] == "awareness"
        face = s["circle"][first]["face"]
        assert s["active"] == ("creature" if face == "human" else "town")


def test_a_star_on_a_creature_face_makes_the_town_active_first():
    # c02's human face has no star; c03's creature face (position 1) has one
    s = table_game(["c02", "c03"] + CIRCLE[3:] + ["c11"])
    assert s["marker"] == 1 and s["active"] == "town"


def test_players_start_with_5_energy_awareness_0_three_cards_clockwise():
    s = game.new(load(), {}, 1)
    assert s["direction"] == 1 and s["turn"] == 1
    for side in ("town", "creature"):
        p = s["players"][side]
        assert p == {"energy": 5, "awareness": 0, "ability": None, "hand": 3, "deck": 25}


def test_token_supply_comes_from_the_data():
    s = game.new(load(), {}, 1)
    assert s["supply"] == {"moon": 3, "key": 3, "eye": 3, "hand": 3, "flame": 3}


def test_table_deal_enters_the_players_circle_in_order():
    s = game.new(load(), {"deal": "table"}, 1)
    assert s["phase"] == "setup" and s["circle"] == []
    assert game.choices(s, []) == ["deal"]
    assert len(game.choices(s, ["deal"])) == 18
    events = game.apply(s, ["deal", "c05"])
    assert events == [["deal", 0, "c05", "human"]]
    assert game.apply(s, ["deal", "c01"]) == [["deal", 1, "c01", "creature"]]
    assert "c05" not in game.choices(s, ["deal"])


def test_table_deal_refuses_a_card_twice_or_unknown_and_changes_nothing():
    s = game.new(load(), {"deal": "table"}, 1)
    game.apply(s, ["deal", "c05"])
    e = unchanged_by(s, game.apply, s, ["deal", "c05"])
    assert "c05" in str(e)
    unchanged_by(s, game.apply, s, ["deal", "zz"])
    unchanged_by(s, game.apply, s, ["deal"])
    unchanged_by(s, game.apply, s, ["rest"])


def test_table_deal_ends_with_the_marker_on_the_first_star():
    s = game.new(load(), {"deal": "table"}, 1)
    events = []
    for ident in CIRCLE:
        events = game.apply(s, ["deal", ident])
    assert events[-1] == ["start", 0, "creature"]
    assert s["phase"] == "awareness" and s["active"] == "creature" and s["marker"] == 0
    assert s["pool"] is None and "star" not in s["circle"][0]


def test_no_moves_but_dealing_during_setup():
    s = game.new(load(), {"deal": "table"}, 1)
    for move in (["play", "eye", "token", 0, "no"], ["adjust", "direction"],
                 ["start", 0], ["pass"]):
        unchanged_by(s, game.apply, s, move)


def _unknown_stars(data, stars):
    """Data whose c01..c10 faces showing in table order have these stars."""
    for i in range(10):
        face = "human" if i % 2 == 0 else "creature"
        data["characters"][i][face]["star"] = stars[i]
    return data


def test_unknown_stars_let_the_players_say_where_the_marker_starts():
    # c01 unknown, c02 no star, c03 unknown, c04 star: 0, 2 or 3
    stars = ["?", False, "?", True, False, False, True, False, False, False]
    s = table_game(data=_unknown_stars(load(), stars))
    assert s["phase"] == "start" and s["active"] is None
    assert moves(s) == [["start", 0], ["start", 2], ["start", 3]]
    unchanged_by(s, game.apply, s, ["start", 6])   # a later star cannot be first
    unchanged_by(s, game.apply, s, ["rest"])
    events = game.apply(s, ["start", 3])           # a creature face
    assert events == [["start", 3, "town"]] and s["active"] == "town"


def test_no_star_in_the_circle_lets_the_players_choose_any_card():
    s = table_game(data=_unknown_stars(load(), [False] * 10))
    assert s["phase"] == "start"
    assert game.choices(s, ["start"]) == list(range(10))


def test_a_blank_template_deals_and_asks_for_the_start():
    for name in ("template-en", "template-it"):
        s = game.new(load(name), {}, 5)
        assert len(s["circle"]) == 10 and s["phase"] == "start"
        game.apply(s, ["start", 4])                 # a human face
        assert s["active"] == "creature" and s["phase"] == "awareness"


def test_options_have_the_spec_defaults_and_unknown_values_are_refused():
    defaults = {}
    for name, allowed, default in game.OPTIONS:
        assert default in allowed
        defaults[name] = default
    assert defaults == {"deal": "device", "tokens": "data",
                        "count_inbetween": False, "tie": "draw"}
    raises(IllegalMove, game.new, load(), {"deal": "dice"}, 1)
    raises(IllegalMove, game.new, load(), {"speed": 1}, 1)


def test_the_game_needs_its_card_data():
    e = raises(IllegalMove, game.new, None, {}, 1)
    assert "card data" in str(e)
