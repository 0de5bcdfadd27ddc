# Card data: envelope, checksum and schema errors name file, path and problem.
import json
from shared import carddata
from shared.carddata import CardDataError
from tests.support.check import raises

SCHEMA = ("dict", {
    "cards": ("list", ("dict", {
        "name": ("str", 20),
        "cost": ("int", 0, 5),
        "kind": ("enum", ("town", "creature")),
        "equipment": ("bool",),
    }, ("equipment",)), 1, 50),
    "names": ("map", ("str", 30)),
})


def _doc(**data):
    body = {"cards": [{"name": "Maggie", "cost": 2, "kind": "town"}],
            "names": {"en": "Sample", "cs": "Ukázka"}}
    body.update(data)
    return carddata.seal({"format": "tablekeeper-data", "version": 1,
                          "game": "demo", "kind": "cards", "data": body})


def _parse(doc, **kw):
    return carddata.parse(json.dumps(doc), "demo.json", schema=SCHEMA, **kw)


def _error(doc, **kw):
    return raises(CardDataError, lambda: _parse(doc, **kw))


def test_a_sealed_document_loads():
    doc = _parse(_doc(), game="demo", kind="cards")
    assert doc["data"]["cards"][0]["name"] == "Maggie"


def test_checksum_ignores_key_order_and_whitespace():
    doc = _doc()
    text = json.dumps(doc)
    assert carddata.parse(text.replace(",", " ,  "), "x.json")["checksum"] == doc["checksum"]


def test_an_edited_document_fails_its_checksum():
    doc = _doc()
    doc["data"]["cards"][0]["cost"] = 3
    e = _error(doc)
    assert e.file == "demo.json" and e.path == "checksum"
    assert "reseal" in e.problem


def test_broken_json_names_the_file():
    e = raises(CardDataError, carddata.parse, "{\"format\": ", "broken.json")
    assert e.file == "broken.json" and "not valid JSON" in e.problem


def test_error_names_the_path_inside_the_file():
    e = _error(_doc(cards=[{"name": "A", "cost": 1, "kind": "town"},
                           {"name": "B", "cost": 9, "kind": "town"}]))
    assert e.path == "data.cards[1].cost"
    assert "between 0 and 5" in e.problem and "9" in e.problem
    assert str(e).startswith("demo.json: data.cards[1].cost: ")


def test_missing_unknown_and_wrongly_typed_fields():
    assert _error(_doc(cards=[{"name": "A", "kind": "town"}])).path == "data.cards[0].cost"
    e = _error(_doc(cards=[{"name": "A", "cost": 1, "kind": "town", "colour": 1}]))
    assert e.path == "data.cards[0].colour" and "not a known field" in e.problem
    e = _error(_doc(cards=[{"name": "A", "cost": "1", "kind": "town"}]))
    assert "whole number" in e.problem
    e = _error(_doc(cards=[{"name": "A", "cost": True, "kind": "town"}]))
    assert "whole number" in e.problem
    e = _error(_doc(cards=[{"name": "A", "cost": 1, "kind": "ghost"}]))
    assert "town, creature" in e.problem


def test_list_length_and_map_values_are_checked():
    e = _error(_doc(cards=[]))
    assert e.path == "data.cards" and "1 to 50" in e.problem
    e = _error(_doc(names={"en": 5}))
    assert e.path == "data.names.en"


def test_envelope_is_checked_before_the_data():
    doc = _doc()
    doc["version"] = 7
    doc = carddata.seal(doc)
    e = _error(doc)
    assert e.path == "version" and "update the firmware" in e.problem
    e = _error(_doc(), game="inbetween")
    assert e.path == "game"
    doc = _doc()
    del doc["format"]
    assert _error(doc).path == "format"


def test_a_document_that_is_not_an_object():
    e = raises(CardDataError, carddata.parse, "[1, 2]", "list.json")
    assert "must be an object" in e.problem


def test_text_the_device_cannot_show_is_named_from_its_bytes():
    """The text check the device runs on every received file, and the host
    too: UTF-8, no byte order mark, no combining marks (NFD)."""
    from shared.carddata import text_problem
    assert text_problem("{\"n\": \"Žluťoučký kůň, città, ¦ Ͱ\"}".encode()) is None
    assert "byte order mark" in text_problem(b"\xef\xbb\xbf{}")
    assert "not UTF-8" in text_problem(b"\x8elu\x9dou\xe8k\xfd")     # Žluťoučký in cp1250
    assert "combining mark at byte 8" in text_problem("{\"n\": \"Zˇ\"}".encode()
                                                      .replace("ˇ".encode(), "\u030c".encode()))
    assert "combining mark" in text_problem("e\u0301".encode())
    assert "combining mark" in text_problem("x\u036f".encode())
    assert text_problem("\u0370\u037f".encode()) is None       # Greek, not combining
