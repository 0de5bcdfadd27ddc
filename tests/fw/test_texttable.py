# Translation tables kept as one text (firmware/texttable.py, written by
# host/langtable.py): every entry of every such table is found through its
# INDEX, counted texts come back as their plural forms, a text the table
# does not have is not found, and Text translates through such a table as
# through a dict. Runs under CPython and MicroPython (the device reads the
# text's bytes in place through a memoryview).
from firmware.i18n import Text
from firmware.texttable import TextTable

TABLES = ("inbetween_cs", "inbetween_it", "cerebria_cs", "cerebria_it",
          "omega_cs", "omega_it", "omega_en")


def module(name):
    return __import__("firmware.lang." + name, None, None, ("TEXT",))


def lines(text):
    """(english, [forms]) of every entry line, read plainly."""
    out = []
    for line in text.split("\n"):
        if line and not line.startswith("#"):
            parts = line.split(" | ")
            out.append((parts[0], parts[1:]))
    return out


def test_every_entry_of_every_text_table_is_found_through_its_index():
    for name in TABLES:
        m = module(name)
        table = TextTable(m.TEXT, m.INDEX)
        entries = lines(m.TEXT)
        assert len(entries) > 5, name
        for english, forms in entries:
            want = forms[0] if len(forms) == 1 else tuple(forms)
            assert table.get(english) == want, (name, english)


def test_texts_a_table_does_not_have_are_not_found():
    m = module("omega_cs")
    table = TextTable(m.TEXT, m.INDEX)
    for english in ("", "x", "agents ", " agents", "AGENTS", "agent", "{0}", "Cards | Karty",
                    "# hints", "hints"):
        assert table.get(english) is None, english
    assert table.get("nope", "default") == "default"


def test_a_counted_text_comes_back_as_its_plural_forms():
    m = module("omega_cs")
    table = TextTable(m.TEXT, m.INDEX)
    counted = [(e, f) for e, f in lines(m.TEXT) if len(f) == 3]
    assert counted
    for english, forms in counted:
        assert table.get(english) == tuple(forms)


def test_text_translates_through_a_text_table_as_through_a_dict():
    tr = Text("cs")
    tr.load_game("omega")
    assert isinstance(tr.game, TextTable)
    assert tr("Cards") == "Karty"
    assert tr("device, {0}", 12) == "zařízení, 12"
    assert tr("not a text of any table") == "not a text of any table"
    tr.load_game("inbetween")
    assert tr("Circle dealt by") == "Kruh rozdává"
