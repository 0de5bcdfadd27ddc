# Projekt Omega: party files (validated with file, path and problem), the
# agents at the mission start, names for the screens, the next mission.
import json
from shared import carddata, games, omega, omega_party
from shared.carddata import CardDataError
from shared.rules import IllegalMove
from tests.support.check import raises
from tests.shared.omega_fixtures import (party, start, play, run_test, rel, aspect,
                                         SHARP, STRONG, PSYCHIC, ROPE, OLD_WOUND)


def _document(data):
    return json.dumps(carddata.seal({"format": "tablekeeper-data", "version": 1,
                                     "game": "omega", "kind": "party", "data": data}))


def _load(data):
    return games.load_data(omega, _document(data), "party.json")


def _error(data):
    return raises(CardDataError, _load, data)


def _read(path):
    with open(path) as f:
        return f.read()


def test_the_sample_parties_load_in_czech_and_in_english():
    for path, lang, agents in (("data/omega/sample.json", "cs", 4),
                               ("data/omega/sample-en.json", "en", 3)):
        data = games.load_data(omega, _read(path), path)
        assert data["lang"] == lang and len(data["agents"]) == agents
        doc = json.loads(_read(path))
        assert "sample" in doc["label"].lower() or "ukázk" in doc["label"].lower()
        state = omega.new(data, {}, 1)
        assert state["unit"] == max(agents, 3)
    assert games.sample_path("omega") == "data/omega/sample.json"


def test_a_relationship_towards_an_unknown_agent_is_refused():
    data = party()
    data["agents"][1]["relationships"]["zora"] = "full_trust"
    e = _error(data)
    assert e.file == "party.json" and e.path == "data.agents[1].relationships.zora"
    assert "unknown agent 'zora'" in e.problem and "a0, a1, a2" in e.problem


def test_a_relationship_towards_oneself_is_refused():
    data = party()
    data["agents"][0]["relationships"]["a0"] = "partial_trust"
    e = _error(data)
    assert e.path == "data.agents[0].relationships.a0" and "itself" in e.problem


def test_an_unknown_relationship_level_is_refused():
    data = party()
    data["agents"][0]["relationships"]["a1"] = "love"
    e = _error(data)
    assert e.path == "data.agents[0].relationships.a1" and "full_distrust" in e.problem


def test_too_many_or_no_character_aspects():
    data = party()
    for i in range(8):
        data["agents"][2]["aspects"].append({"name": "Extra %d" % i, "kind": "ordinary"})
    e = _error(data)
    assert e.path == "data.agents[2].aspects" and "11 character aspects" in e.problem
    data = party()
    data["agents"][0]["aspects"] = [{"name": "Rope", "kind": "equipment"}]
    e = _error(data)
    assert "0 character aspects" in e.problem and "1 to 10" in e.problem


def test_too_much_equipment_or_too_many_negative_aspects():
    data = party()
    for i in range(6):
        data["agents"][0]["aspects"].append({"name": "Gear %d" % i, "kind": "equipment"})
    assert "7 equipment aspects" in _error(data).problem
    data = party()
    for i in range(12):
        data["agents"][0]["aspects"].append({"name": "Scar %d" % i, "kind": "negative"})
    assert "13 negative aspects" in _error(data).problem


def test_an_unknown_aspect_kind_is_refused():
    data = party()
    data["agents"][0]["aspects"][1]["kind"] = "temporary"   # only made in a test
    e = _error(data)
    assert e.path == "data.agents[0].aspects[1].kind"
    assert "ordinary, special, equipment, negative" in e.problem


def test_only_a_negative_aspect_can_be_permanent():
    data = party()
    data["agents"][0]["aspects"][SHARP]["permanent"] = True
    e = _error(data)
    assert e.path == "data.agents[0].aspects[0].permanent"


def test_duplicate_ids_and_empty_names_are_refused():
    data = party()
    data["agents"][2]["id"] = "a0"
    e = _error(data)
    assert e.path == "data.agents[2].id" and "duplicate" in e.problem
    data = party()
    data["agents"][1]["aspects"][0]["name"] = ""
    assert _error(data).path == "data.agents[1].aspects[0].name"
    data = party()
    data["mission"]["threats"] = []
    assert _error(data).path == "data.mission.threats"
    data = party()
    data["agents"][0]["nickname"] = "Zed"
    assert "not a known field" in _error(data).problem


def test_the_device_refuses_a_damaged_party_file():
    text = _document(party()).replace("Sharp", "Blunt")
    e = raises(CardDataError, games.load_data, omega, text, "party.json")
    assert e.path == "checksum"


def test_agents_start_fresh_with_one_relation_aspect_per_other_agent():
    data = party(relations={(0, 1): "full_trust", (1, 0): "partial_distrust"})
    data["agents"][2]["aspects"][STRONG]["exhausted"] = True   # the story says so
    s = omega.new(data, {}, 1)
    kinds = [x["kind"] for x in s["agents"][0]["asp"]]
    assert kinds == ["ordinary", "ordinary", "special", "equipment", "negative",
                     "relation", "relation"]
    assert aspect(s, 0, rel(s, 0, 1))["level"] == 2
    assert aspect(s, 1, rel(s, 1, 0))["level"] == -1
    assert aspect(s, 0, rel(s, 0, 2))["level"] == 0     # not written: neutral
    assert aspect(s, 2, STRONG)["ex"] and not aspect(s, 2, SHARP)["ex"]
    assert s["agents"][0]["res"] == 3


def test_names_for_the_screens_come_from_the_party_file():
    data = party()
    s = start(data)
    run_test(s, 0, "rr", ["use", SHARP], after=(["wound", 0, 1],))
    names = [omega_party.aspect_name(data, 0, x) for x in s["agents"][0]["asp"]]
    assert names == ["Sharp", "Strong", "Psychic", "Rope", "Old wound",
                     "Agent 1", "Agent 2", "Tired"]
    assert omega_party.agent_name(data, 2) == "Agent 2"


def _finished(data, successes, complications, cards):
    s = start(data)
    s["succ"], s["comp"] = successes, complications
    run_test(s, 0, cards)
    play(s, ["end"])
    return s


def test_the_next_mission_carries_aspects_relationships_and_rewards():
    data = party(relations={(0, 1): "partial_trust"})
    s = start(data)
    run_test(s, 0, "rr", ["use", SHARP, "exhaust"], after=(["wound", 1, 0],))
    play(s, ["end"], ["relate", 2, 0, -2], ["scene", "card"])
    s["succ"] = 11
    run_test(s, 0, "b")
    nxt = omega_party.next_mission(data, s, rewards={"a1": 2}, coordinator_reward=1)
    loaded = _load(nxt)                       # a valid party file again
    assert [a["reserves"] for a in loaded["agents"]] == [1, 3, 1]
    assert loaded["mission"]["reserves"] == 4 and loaded["mission"]["ohrozeni"] == 0
    assert loaded["agents"][1]["aspects"][-1] == {"name": "Wounded", "kind": "negative"}
    assert loaded["agents"][0]["relationships"] == {"a1": "partial_trust", "a2": "neutral"}
    assert loaded["agents"][2]["relationships"]["a0"] == "full_distrust"
    assert omega.new(loaded, {}, 2)["agents"][0]["asp"][SHARP]["ex"] is False


def test_the_next_missions_ohrozeni_after_success_or_failure():
    data = party()
    data["mission"]["ohrozeni"] = 1
    success = _finished(data, 11, 0, "b")          # total success
    assert omega.outcome(success)["grade"] == "total"
    assert omega_party.next_mission(data, success, change=-1)["mission"]["ohrozeni"] == 0
    e = raises(IllegalMove, omega_party.next_mission, data, success, 1)
    assert "Only a failure raises Ohrožení" in str(e)
    assert omega_party.next_mission(data, success, related=False)["mission"]["ohrozeni"] == 0
    failure = _finished(data, 0, 8, "r")
    assert omega_party.next_mission(data, failure, change=1)["mission"]["ohrozeni"] == 2
    e = raises(IllegalMove, omega_party.next_mission, data, failure, -1)
    assert "Only a strong success lowers Ohrožení" in str(e)
    narrow = _finished(data, 11, 6, "b")
    assert omega.outcome(narrow)["grade"] == "narrow"
    raises(IllegalMove, omega_party.next_mission, data, narrow, -1)


def test_ohrozeni_is_lowered_only_when_it_was_raised_and_only_after_a_result():
    data = party()
    success = _finished(data, 11, 0, "b")
    e = raises(IllegalMove, omega_party.next_mission, data, success, -1)
    assert "was not raised" in str(e)
    e = raises(IllegalMove, omega_party.next_mission, data, start(data))
    assert "no result yet" in str(e)
    raises(IllegalMove, omega_party.next_mission, data, success, 2)


def test_permanent_negative_aspects_carry_over_as_permanent():
    data = party()
    data["agents"][0]["aspects"][OLD_WOUND]["permanent"] = True
    s = _finished(data, 11, 0, "b")
    nxt = omega_party.next_mission(data, s)
    assert nxt["agents"][0]["aspects"][OLD_WOUND] == \
        {"name": "Old wound", "kind": "negative", "permanent": True}
    assert [a["kind"] for a in nxt["agents"][0]["aspects"]] == \
        ["ordinary", "ordinary", "special", "equipment", "negative"]
    assert nxt["agents"][0]["aspects"][PSYCHIC]["name"] == "Psychic"
    assert nxt["agents"][0]["aspects"][ROPE]["name"] == "Rope"
