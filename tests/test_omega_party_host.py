# Projekt Omega party files on the host: NFC, sealing, checking, clear errors.
import json
import unicodedata

import pytest

from host import omega_party as tool
from shared import carddata

SAMPLES = ("data/omega/sample.json", "data/omega/sample-en.json", "data/omega/sample-it.json")


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


@pytest.mark.parametrize("path", SAMPLES)
def test_the_samples_are_sealed_nfc_and_reseal_to_the_same_text(path):
    text = _read(path)
    tool.check_text(text, path)
    assert tool.seal_text(text, path) == text


def test_sealing_normalises_text_to_nfc():
    doc = json.loads(_read(SAMPLES[0]))
    decomposed = unicodedata.normalize("NFD", "Jana Horáková")
    doc["data"]["agents"][0]["name"] = decomposed
    sealed = tool.seal_text(json.dumps(doc), "party.json")
    data = tool.check_text(sealed, "party.json")
    assert data["agents"][0]["name"] == "Jana Horáková" != decomposed


def test_checking_refuses_text_that_is_not_nfc():
    doc = json.loads(_read(SAMPLES[0]))
    doc["data"]["negatives"][0] = unicodedata.normalize("NFD", "Zraněný")
    text = json.dumps(carddata.seal(doc), ensure_ascii=False)
    with pytest.raises(carddata.CardDataError) as e:
        tool.check_text(text, "party.json")
    assert e.value.path == "data.negatives[0]" and "NFC" in e.value.problem


def test_sealing_refuses_an_invalid_party_with_file_and_path():
    doc = json.loads(_read(SAMPLES[1]))
    doc["data"]["agents"][0]["relationships"]["dana"] = "full_trust"
    with pytest.raises(carddata.CardDataError) as e:
        tool.seal_text(json.dumps(doc), "mine.json")
    assert str(e.value) == ("mine.json: data.agents[0].relationships.dana: "
                            "unknown agent 'dana' (agents: ada, ben, cleo)")


def test_the_command_reports_each_file(tmp_path, capsys):
    good = tmp_path / "good.json"
    good.write_text(_read(SAMPLES[1]), encoding="utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text(_read(SAMPLES[1]).replace("Climber", "Mountaineer"), encoding="utf-8")
    assert tool.main(["check", str(good), str(bad)]) == 1
    out = capsys.readouterr().out
    assert "good.json: ok" in out and "bad.json: checksum: does not match" in out
    assert tool.main(["seal", str(bad)]) == 0     # an edit, sealed again
    assert tool.main(["check", str(bad)]) == 0
    assert tool.main([]) == 2
