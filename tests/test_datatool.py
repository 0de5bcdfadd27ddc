# `tablekeeper data check` and `data seal`: every problem that would stop the
# device from loading a card data file is reported as "file: path: problem",
# and sealing normalises to NFC and fills the checksum without touching the
# author's layout.
import json
import os
import unicodedata

import pytest

from host import cli
from shared import carddata, syncpath
from tests.conftest import ROOT
from tests.support import cardgame


@pytest.fixture(autouse=True)
def _cardgame(monkeypatch):
    cardgame.register(monkeypatch)


def _write(folder, name, text):
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8"))
    return str(path)


def _text(doc):
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def _run(capsys, *argv):
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out + out.err


def test_check_accepts_a_sealed_file(tmp_path, capsys):
    path = _write(tmp_path, "cardgame/a.json", _text(cardgame.document()))
    code, out = _run(capsys, "data", "check", path)
    assert code == 0, out
    assert out.startswith("ok ") and "cardgame" in out


def test_check_names_file_path_and_problem_of_a_schema_error(tmp_path, capsys):
    doc = cardgame.document()
    doc["data"]["cards"][1]["cost"] = 12
    path = _write(tmp_path, "cardgame/a.json", _text(carddata.seal(doc)))
    code, out = _run(capsys, "data", "check", path)
    assert code == 1
    assert "%s: data.cards[1].cost: must be between 0 and 9 (found 12)" % path in out


def test_check_runs_the_games_own_checks(tmp_path, capsys):
    doc = cardgame.document()
    doc["data"]["cards"][2]["id"] = "c0"
    path = _write(tmp_path, "cardgame/a.json", _text(carddata.seal(doc)))
    code, out = _run(capsys, "data", "check", path)
    assert code == 1 and "data.cards[2].id: duplicate id 'c0'" in out


def test_check_refuses_an_edited_file_by_its_checksum(tmp_path, capsys):
    text = _text(cardgame.document()).replace('"cost": 1', '"cost": 2')
    path = _write(tmp_path, "cardgame/a.json", text)
    code, out = _run(capsys, "data", "check", path)
    assert code == 1 and "%s: checksum: does not match" % path in out


def test_check_refuses_text_not_in_nfc_and_names_where(tmp_path, capsys):
    text = unicodedata.normalize("NFD", _text(cardgame.document()))
    path = _write(tmp_path, "cardgame/a.json", text)
    code, out = _run(capsys, "data", "check", path)
    assert code == 1
    assert "data.cards[0].name.it: text is not in Unicode NFC" in out


def test_check_refuses_duplicate_keys_that_json_would_hide(tmp_path, capsys):
    text = _text(cardgame.document()).replace('"cost": 1', '"cost": 7, "cost": 1')
    path = _write(tmp_path, "cardgame/a.json", text)
    code, out = _run(capsys, "data", "check", path)
    assert code == 1 and "'cost' appears twice" in out


def test_check_refuses_unknown_games_and_games_without_data(tmp_path, capsys):
    doc = cardgame.document()
    doc["game"] = "chess"
    a = _write(tmp_path, "a.json", _text(carddata.seal(doc)))
    doc["game"] = "scorecounter"
    b = _write(tmp_path, "b.json", _text(carddata.seal(doc)))
    code, out = _run(capsys, "data", "check", a, b)
    assert code == 1
    assert "%s: game: unknown game 'chess'" % a in out
    assert "%s: game: scorecounter takes no data file" % b in out
    assert "2 file(s), 2 with problems" in out


def test_check_refuses_a_file_in_another_games_folder(tmp_path, capsys):
    doc = cardgame.document()
    path = _write(tmp_path, "scorecounter/a.json", _text(doc))
    code, out = _run(capsys, "data", "check", path)
    assert code == 1 and "is in the folder of scorecounter but is for cardgame" in out


def test_check_refuses_what_the_device_would_refuse(tmp_path, capsys):
    bad_name = _write(tmp_path, "cardgame/my cards.json", _text(cardgame.document()))
    big = _write(tmp_path, "cardgame/big.json", _text(cardgame.document(cards=500)))
    assert os.path.getsize(big) > syncpath.MAX_FILE
    code, out = _run(capsys, "data", "check", bad_name, big)
    assert code == 1
    assert "cannot be synced as data/cardgame/my cards.json: the path has the character ' '" in out
    assert "more than the %d the device accepts" % syncpath.MAX_FILE in out


def test_check_of_a_folder_checks_every_json_file_below_it(tmp_path, capsys):
    _write(tmp_path, "cardgame/a.json", _text(cardgame.document()))
    _write(tmp_path, "cardgame/b.json", "{broken")
    _write(tmp_path, "cardgame/notes.txt", "not data")
    code, out = _run(capsys, "data", "check", str(tmp_path))
    assert code == 1
    assert "b.json: (top): not valid JSON" in out and "2 file(s), 1 with problems" in out


def test_seal_normalises_to_nfc_and_fills_the_checksum_keeping_the_layout(tmp_path, capsys):
    good = _text(cardgame.document())
    # hand-edited: decomposed accents, a changed cost, the checksum now stale
    edited = unicodedata.normalize("NFD", good.replace('"cost": 1', '"cost": 2'))
    path = _write(tmp_path, "cardgame/a.json", edited)
    code, out = _run(capsys, "data", "seal", path)
    assert code == 0, out
    sealed = open(path, encoding="utf-8").read()
    assert unicodedata.is_normalized("NFC", sealed)
    old_lines = unicodedata.normalize("NFC", edited).splitlines()
    new_lines = sealed.splitlines()
    changed = [i for i in range(len(old_lines)) if old_lines[i] != new_lines[i]]
    assert len(new_lines) == len(old_lines)
    assert [new_lines[i].strip()[:11] for i in changed] == ['"checksum":']
    assert _run(capsys, "data", "check", path)[0] == 0


def test_seal_inserts_a_missing_checksum_before_the_data(tmp_path, capsys):
    doc = cardgame.document()
    del doc["checksum"]
    path = _write(tmp_path, "cardgame/a.json", _text(doc))
    assert _run(capsys, "data", "seal", path)[0] == 0
    lines = open(path, encoding="utf-8").read().splitlines()
    at = [line.strip()[:10] for line in lines].index('"checksum"')
    assert lines[at].startswith(' "checksum": "sha256:') and lines[at + 1].startswith(' "data"')
    assert _run(capsys, "data", "check", path)[0] == 0


def test_seal_removes_a_byte_order_mark(tmp_path, capsys):
    path = _write(tmp_path, "cardgame/a.json", "\ufeff" + _text(cardgame.document()))
    code, out = _run(capsys, "data", "check", path)
    assert code == 1 and "byte order mark" in out
    assert _run(capsys, "data", "seal", path)[0] == 0
    assert open(path, "rb").read()[:1] == b"{"
    assert _run(capsys, "data", "check", path)[0] == 0


def test_seal_writes_afresh_when_escapes_hide_decomposed_text(tmp_path, capsys):
    doc = cardgame.document()
    doc["label"] = unicodedata.normalize("NFD", "Città")
    path = _write(tmp_path, "cardgame/a.json", json.dumps(doc))   # \u escapes
    assert _run(capsys, "data", "seal", path)[0] == 0
    sealed = json.load(open(path, encoding="utf-8"))
    assert sealed["label"] == "Città" and len(sealed["label"]) == 5
    assert _run(capsys, "data", "check", path)[0] == 0


def test_seal_refuses_a_file_that_would_not_load_and_leaves_it_alone(tmp_path, capsys):
    doc = cardgame.document()
    doc["data"]["cards"][0]["cost"] = -1
    text = unicodedata.normalize("NFD", _text(doc))
    path = _write(tmp_path, "cardgame/a.json", text)
    code, out = _run(capsys, "data", "seal", path)
    assert code == 1
    assert "data.cards[0].cost: must be between 0 and 9" in out and "not sealed" in out
    assert open(path, "rb").read() == text.encode("utf-8")


def test_seal_of_a_sealed_file_changes_nothing(tmp_path, capsys):
    text = _text(cardgame.document())
    path = _write(tmp_path, "cardgame/a.json", text)
    code, out = _run(capsys, "data", "seal", path)
    assert code == 0 and out.startswith("ok ")
    assert open(path, "rb").read() == text.encode("utf-8")


def test_every_data_file_in_the_repository_passes_check(capsys):
    """What the repository ships must load on the device."""
    folder = os.path.join(ROOT, "data")
    if not os.path.isdir(folder):
        return
    code, out = _run(capsys, "data", "check", folder)
    assert code == 0, out


def test_a_combining_mark_in_nfc_text_is_refused_as_the_device_refuses_it(tmp_path, monkeypatch):
    """"n̈" has no precomposed form: NFC keeps the mark, which the device's
    fonts cannot draw; host and device refuse it with the same check."""
    from host import datatool
    from host.errors import DataInvalid
    from tests.support import cardgame
    from tests.support.check import raises
    cardgame.register(monkeypatch)
    doc = cardgame.document(cards=2)
    doc["label"] = "Spin\u0308al Tap"
    from shared import carddata
    path = tmp_path / "cardgame" / "x.json"
    path.parent.mkdir()
    path.write_text(json.dumps(carddata.seal(doc), ensure_ascii=False), encoding="utf-8")
    e = raises(DataInvalid, datatool.check_file, str(path))
    assert "combining mark" in str(e)


def test_check_of_an_edited_sealed_file_lists_every_problem_at_once(tmp_path, capsys):
    """Issue 20, #3: a sealed InBetween file edited by hand (a name removed,
    a cost typed as text, an unknown symbol) is reported with the checksum
    and all three problems in one run, and seal lists the same problems."""
    with open(os.path.join(ROOT, "data", "inbetween", "sample.json"), encoding="utf-8") as f:
        doc = json.load(f)
    del doc["data"]["characters"][0]["human"]["name"]
    doc["data"]["cards"]["town"][0]["cost"] = "two"
    doc["data"]["cards"]["creature"][1]["symbol"] = "sunn"
    path = _write(tmp_path, "inbetween/edited.json", _text(doc))
    code, out = _run(capsys, "data", "check", path)
    assert code == 1
    problems = [line for line in out.splitlines() if line.startswith(path + ": ")]
    assert [p.split(": ")[1] for p in problems] == [
        "checksum", "data.characters[0].human.name", "data.cards.town[0].cost",
        "data.cards.creature[1].symbol"], out
    assert "is missing" in problems[1] and "'sunn'" in problems[3]
    code, out = _run(capsys, "data", "seal", path)
    assert code == 1 and "not sealed" in out
    assert "data.characters[0].human.name: is missing" in out
    assert "data.cards.creature[1].symbol: is not in data.symbols" in out


def test_the_device_still_stops_at_the_first_problem(tmp_path):
    """Collecting is the host's: without it, loading raises the first problem."""
    from shared import games
    with open(os.path.join(ROOT, "data", "inbetween", "sample.json"), encoding="utf-8") as f:
        doc = json.load(f)
    doc["data"]["cards"]["town"][0]["cost"] = "two"
    doc["data"]["cards"]["creature"][1]["symbol"] = "sunn"
    game = games.load("inbetween")
    e = None
    try:
        games.load_data(game, json.dumps(carddata.seal(doc)), "x.json")
    except carddata.CardDataError as error:
        e = error
    assert e is not None and e.path == "data.cards.town[0].cost"
