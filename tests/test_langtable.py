# The translation tables kept as one text (host/langtable.py): their INDEX is
# what the tool writes from their TEXT (an edited text with a stale index
# would find wrong lines on the device), the tool refuses texts it cannot
# keep, and a dict table converts into the same entries.
import pytest

from host import langtable


def test_every_text_table_index_is_up_to_date():
    assert langtable.text_tables()
    assert langtable.stale() == []


def test_an_edited_text_without_a_new_index_is_found_stale(tmp_path, monkeypatch):
    path = langtable.text_tables()[0]
    with open(path, encoding="utf-8") as f:
        source = f.read()
    edited = tmp_path / "edited_cs.py"
    edited.write_text(source.replace('TEXT = """\n', 'TEXT = """\nA new text | Nový text\n', 1),
                      encoding="utf-8")
    assert langtable.rewritten(str(edited)) != edited.read_text(encoding="utf-8")


def test_a_dict_table_converts_to_the_same_entries_with_its_notes():
    source = ('# Words.\nTEXT = {\n    # options\n    "Cards": "Karty",\n'
              '    "{0} move": ("{0} tah", "{0} tahy", "{0} tahů"),\n    "Cards": "Karty",\n}\n')
    text = langtable.from_dict_source(source)
    assert text == "\n# options\nCards | Karty\n{0} move | {0} tah | {0} tahy | {0} tahů\n"
    assert langtable.entries(text) == {"Cards": "Karty",
                                       "{0} move": ("{0} tah", "{0} tahy", "{0} tahů")}


@pytest.mark.parametrize("bad", ["a | b", "x\ny", " padded", "#hash"])
def test_texts_a_text_table_cannot_keep_are_refused(bad):
    source = "TEXT = {%r: 'ok'}\n" % bad
    with pytest.raises(ValueError):
        langtable.from_dict_source(source)


@pytest.mark.parametrize("game", ["inbetween", "cerebria", "omega"])
def test_the_large_games_tables_are_kept_as_text(game):
    # a dict table costs the heap an object for every string (24 KB for
    # Projekt Omega's Czech words on the unix port): these stay text tables
    import glob
    import os
    paths = glob.glob(os.path.join(langtable.ROOT, "firmware", "lang", game + "_*.py"))
    assert paths
    for path in paths:
        assert path in langtable.text_tables(), path
