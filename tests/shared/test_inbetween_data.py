# InBetween card data: the sample set and the blank templates load, errors
# name file, path and problem, and "?" (unknown) never stops a game.
import json

from shared import carddata, games, inbetween as game, inbetween_data as cards
from shared.carddata import CardDataError
from tests.support.check import raises
from tests.support.inbetween import load, load_file, table_game


def _load_doc(data, file="mine.json"):
    doc = carddata.seal({"format": "tablekeeper-data", "version": 1,
                         "game": "inbetween", "kind": "cards", "data": data})
    return games.load_data(game, json.dumps(doc), file)


def _error(data):
    return raises(CardDataError, _load_doc, data)


def _label(name):
    with open("data/inbetween/%s.json" % name) as f:
        return json.loads(f.read())["label"]


def test_the_sample_set_is_labelled_as_invented():
    assert _label("sample") == "SAMPLE (English): invented cards, not the published game"
    data = load_file()
    assert len(data["characters"]) == 18
    assert len(data["cards"]["town"]) == 28
    assert len(data["cards"]["creature"]) == 7
    assert sum(c["copies"] for c in data["cards"]["creature"]) == 28
    assert sum(1 for c in data["cards"]["town"] if c["equipment"]) == 8


def test_the_sample_set_comes_in_english_italian_and_czech():
    for name, lang in (("sample", "en"), ("sample-it", "it"), ("sample-cs", "cs")):
        assert _label(name).startswith("SAMPLE (")
        assert _label(name).endswith("): invented cards, not the published game")
        assert load(name)["lang"] == lang
    assert load_file("sample-it")["characters"][0]["human"]["name"] == "Ada, bibliotecaria"
    assert load_file("sample-cs")["cards"]["town"][0]["name"] == "Baterka"


def test_the_templates_hold_every_card_to_transcribe_with_unknowns():
    for name, lang in (("template-en", "en"), ("template-it", "it")):
        assert "?" in _label(name)
        data = load_file(name)
        assert data["lang"] == lang
        assert len(data["characters"]) == 18
        face = data["characters"][0]["human"]
        assert face == {"name": "?", "symbols": "?", "star": "?", "ability": "?"}
        assert data["awareness"]["town"] == ["?"] * 6 and data["awareness"]["creature"] == ["?"] * 6
        card = data["cards"]["town"][0]
        assert card["symbol"] == "?" and card["cost"] == "?" and card["equipment"] == "?"
        assert len(data["cards"]["town"]) == 28 and len(data["cards"]["creature"]) == 7


def test_the_game_terms_come_from_the_data_in_its_language():
    assert cards.term(load("sample-it"), "secured") == "Al Sicuro"
    assert cards.term(load("sample-cs"), "devoured") == "Pohlcený"
    assert cards.term(load("template-it"), "terrified") == "Terrorizzato"
    data = load("sample-it")
    names = [cards.term(data, cards.space_term("human", k)) for k in range(5)]
    assert names == ["InBetween", "Allerta", "Prudente", "Prudente", "Al Sicuro"]
    names = [cards.term(data, cards.space_term("creature", k)) for k in range(5)]
    assert names == ["InBetween", "Nervoso", "Terrorizzato", "Terrorizzato", "Divorato"]


def test_unknown_texts_are_none():
    assert cards.text("Ink Moth") == "Ink Moth"
    assert cards.text("?") is None and cards.text("") is None


def test_a_data_error_names_the_file_the_path_and_the_problem():
    data = load_file()
    data["characters"][3]["creature"]["symbols"] = ["eye", "tooth"]
    e = _error(data)
    assert e.file == "mine.json" and e.path == "data.characters[3].creature.symbols[1]"
    assert "not in data.symbols" in e.problem


def test_ids_must_be_unique():
    data = load_file()
    data["characters"][5]["id"] = "c01"
    assert _error(data).path == "data.characters[5].id"
    data = load_file()
    data["cards"]["town"][1]["id"] = "t01"
    assert "used twice" in _error(data).problem


def test_stars_costs_tokens_and_equipment_take_their_values_or_unknown():
    for change, path in (
            (lambda d: d["characters"][0]["human"].update({"star": "yes"}), "data.characters[0].human.star"),
            (lambda d: d["cards"]["town"][0].update({"cost": 11}), "data.cards.town[0].cost"),
            (lambda d: d["cards"]["town"][0].update({"cost": True}), "data.cards.town[0].cost"),
            (lambda d: d["cards"]["town"][0].update({"equipment": 1}), "data.cards.town[0].equipment"),
            (lambda d: d["symbols"][0].update({"tokens": -1}), "data.symbols[0].tokens"),
            (lambda d: d["cards"]["creature"][0].update({"symbol": "tooth"}), "data.cards.creature[0].symbol"),
            (lambda d: d["characters"][0]["human"].update({"symbols": "eye"}), "data.characters[0].human.symbols")):
        data = load_file()
        change(data)
        assert _error(data).path == path


def test_a_deck_has_28_cards():
    data = load_file()
    data["cards"]["creature"][0]["copies"] = 3
    e = _error(data)
    assert e.path == "data.cards.creature" and "add up to 27" in e.problem


def test_every_term_is_named():
    data = load_file()
    del data["terms"]["devoured"]
    assert _error(data).path == "data.terms.devoured"
    data = load_file()
    data["terms"]["elevator"] = "Lift"
    assert "not a known field" in _error(data).problem


def test_the_schema_checks_counts_and_kinds():
    data = load_file()
    data["characters"] = data["characters"][:9]
    assert "10 to 40" in _error(data).problem
    data = load_file()
    data["awareness"]["town"].pop()
    assert _error(data).path == "data.awareness.town"


def test_ability_costs_per_symbol_from_the_deck():
    data = load_file()
    assert cards.ability_costs(cards.compact(data), "creature") == {
        "moon": [1], "key": [1], "eye": [], "hand": [2, 3], "flame": [2]}
    data["cards"]["creature"][0]["symbol"] = "?"       # Whisper: cost 1, any symbol
    costs = cards.ability_costs(cards.compact(data), "creature")
    assert costs["eye"] == [1] and costs["hand"] == [1, 2, 3]
    data["cards"]["creature"][0]["cost"] = "?"
    assert cards.ability_costs(cards.compact(data), "creature")["eye"] == "?"
    data["cards"]["creature"] = []
    assert cards.ability_costs(cards.compact(data), "creature")["key"] == "?"


def test_a_partly_transcribed_template_plays():
    data = load_file("template-en")
    data["symbols"][0].update({"name": "Moon", "tokens": 2})
    data["characters"][0]["human"].update({"symbols": ["s1"], "star": True})
    data["characters"][1]["creature"]["star"] = False
    data["cards"]["creature"][0].update({"symbol": "s1", "cost": 2})
    data = _load_doc(data)                        # still valid once resealed
    s = table_game(data=data)
    assert s["phase"] == "awareness" and s["marker"] == 0   # c01's known star
    assert s["supply"]["s1"] == 2 and s["supply"]["s2"] is None
    assert game.choices(s, ["play", "s1", "step"]) == list(range(10))  # faces unknown
    game.apply(s, ["play", "s1", "step", 0, "on", "no"])   # c01 Alert: the town's
    game.apply(s, ["raise"])                          # the town raises
    assert s["active"] == "town" and s["players"]["town"]["awareness"] == 1
    game.apply(s, ["play", "s2", "token", 0, 4])     # town's costs unknown
    assert s["phase"] == "effects"
