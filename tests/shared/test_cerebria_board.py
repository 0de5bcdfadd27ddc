# Cerebria board data: the ring geometry the spec describes, and the checks
# that refuse an inconsistent board with file, path and reason.
import json

from shared import cerebria as game, games
from shared.carddata import CardDataError, seal
from tests.support.check import raises
from tests.support import cerebria_fixture as fx


def _copy(d):
    return json.loads(json.dumps(d))


def test_sample_board_loads_with_checksum_schema_and_cross_checks():
    d = fx.sample()
    assert len(d["slots"]) == 15 and len(d["realms"]) == 5 and len(d["frontiers"]) == 5
    assert len(d["spaces"]) == 10 and len(d["spheres"]) == 5


def test_names_exist_in_english_and_italian():
    d = fx.sample()
    for group in ("realms", "frontiers", "spheres", "emotions"):
        for item in d[group]:
            assert item["name"]["en"] and item["name"]["it"], item
    assert d["realms"][0]["name"]["it"] == "Valle delle Motivazioni"


def test_ring_has_5_realms_5_frontiers_15_slots_alternating():
    """Frontier i's slot is 3i+1; its neighbours 3i and 3i+2 are Realm slots
    of Realm i and Realm i+1."""
    d = fx.sample()
    for i in range(5):
        assert d["slots"][3 * i + 1] == ["frontier", i]
        assert d["slots"][3 * i] == ["realm", i]
        assert d["slots"][3 * i + 2] == ["realm", (i + 1) % 5]


def test_triads_partition_the_15_slots():
    d = fx.sample()
    seen = []
    for i in range(5):
        assert d["frontiers"][i]["triad"] == [3 * i, 3 * i + 1, 3 * i + 2]
        seen += d["frontiers"][i]["triad"]
    assert sorted(seen) == list(range(15))


def test_each_realm_influences_4_slots_and_each_realm_slot_blocks_one_frontier_slot():
    d = fx.sample()
    for r in range(5):
        realm = d["realms"][r]
        fronts = [pair[0] for pair in realm["frontier_slots"]]
        blockers = [pair[1] for pair in realm["frontier_slots"]]
        assert len(set(realm["slots"] + fronts)) == 4
        assert sorted(blockers) == sorted(realm["slots"])
        for front, blocker in realm["frontier_slots"]:
            assert (front - blocker) % 15 in (1, 14), "blocker is next to the Frontier slot"


def test_spirit_spaces_alternate_in_a_ring_of_10():
    d = fx.sample()
    for n in range(10):
        space = d["spaces"][n]
        assert space["kind"] == ("realm" if n % 2 == 0 else "frontier")
        assert sorted(space["next"]) == sorted([(n - 1) % 10, (n + 1) % 10])
    # a Realm space touches its 2 slots, 2 Frontiers and its own Sphere;
    # a Frontier space its 1 slot, 1 Frontier and the Spheres of 2 Realms
    assert d["spaces"][4]["slots"] == [5, 6] and d["spaces"][4]["frontiers"] == [1, 2]
    assert d["spaces"][4]["spheres"] == [2]
    assert d["spaces"][5]["slots"] == [7] and d["spaces"][5]["spheres"] == [2, 3]


def test_fortress_is_next_to_the_realm_space_and_both_frontier_spaces():
    d = fx.sample()
    assert d["realms"][2]["fortress_spaces"] == [3, 4, 5]
    assert d["realms"][0]["fortress_spaces"] == [9, 0, 1]


def _error(d):
    doc = seal({"format": "tablekeeper-data", "version": 1, "game": "cerebria",
                "kind": "board", "data": d})
    return raises(CardDataError, games.load_data, game, json.dumps(doc), "board.json")


def test_a_broken_triad_is_refused_with_its_path():
    d = _copy(fx.sample())
    d["frontiers"][1]["triad"] = [3, 4, 6]
    e = _error(d)
    assert e.file == "board.json" and e.path.startswith("frontiers[1].triad"), e


def test_a_blocker_outside_the_realm_is_refused():
    d = _copy(fx.sample())
    d["realms"][2]["frontier_slots"][0][1] = 9
    e = _error(d)
    assert e.path == "realms[2].frontier_slots" and "blocker" in e.problem


def test_a_mild_emotion_must_name_a_strong_counterpart_of_its_side():
    d = _copy(fx.sample())
    for card in d["emotions"]:
        if card["id"] == "kindness":
            card["strong"] = "lethargy"      # a Gloom Strong Emotion
    e = _error(d)
    assert e.path.endswith(".strong") and "lethargy" in e.problem


def test_each_side_needs_one_starting_emotion():
    d = _copy(fx.sample())
    d["emotions"] = [c for c in d["emotions"] if c["id"] != "bleakness"]
    assert "starting" in _error(d).problem


def test_a_duplicate_card_id_is_refused():
    d = _copy(fx.sample())
    d["emotions"].append(_copy(d["emotions"][3]))
    assert "used twice" in _error(d).problem


def test_an_unknown_start_vibe_is_refused():
    d = _copy(fx.sample())
    d["resources"]["start_vibes"].append("fly")
    assert _error(d).path == "resources.start_vibes"


def test_schema_errors_name_the_field():
    d = _copy(fx.sample())
    d["emotions"][2]["track"] = []
    assert _error(d).path == "data.emotions[2].track"


def test_costs_and_resources_come_from_the_board_data():
    """Correcting a cost in the data changes what the device charges."""
    d = _copy(fx.data())
    d["spirit_actions"]["fortify"]["cost"] = [2, 0]
    d["realms"][0]["action"]["gain"] = 5
    d["resources"]["willpower"] = 6
    s = game.new(d, {}, 0)
    game.apply(s, ["origin", 0])
    for move in fx.STARTS["2v2"]:
        game.apply(s, move)
    assert s["players"][0]["wp"] == 6
    assert game.preview(s, ["fortify", 1])["wp"] == 2
    assert game.preview(s, ["realm", 0])["gain"] == 5
    assert s["board"] != fx.started()["board"]     # a different board, a different key
