# The new-game data picker and the scroll indicator (issue 20, #9), through
# the board's buttons on both boards: each data file is shown by its label
# in the interface language (the file's "labels"), else its "label", else
# its name; a list longer than the screen shows ▼ (and ▲ once scrolled).
import json
import os
import shutil

import pytest

from firmware import input as keys
from firmware.storage import Storage
from shared import carddata
from tests.conftest import ROOT
from tests.support.driver import BOARDS, Driver


def flash_with(tmp_path, lang, extra=None):
    flash = tmp_path / "flash"
    (flash / "data" / "inbetween").mkdir(parents=True)
    for name in os.listdir(os.path.join(ROOT, "data", "inbetween")):
        if name.endswith(".json"):
            shutil.copy(os.path.join(ROOT, "data", "inbetween", name),
                        flash / "data" / "inbetween" / name)
    for name, text in (extra or {}).items():
        (flash / "data" / "inbetween" / name).write_text(text, encoding="utf-8")
    (flash / "settings.json").write_text(json.dumps({"lang": lang}))
    return Storage(str(flash))


def open_picker(d):
    d.do(keys.OK)                     # home: Games
    d.choose("InBetween")
    assert d.top.title in ("Data", "Dati", "Data")
    return d.labels()


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang,first", [("en", "SAMPLE (Czech)"), ("it", "ESEMPIO (ceco)"),
                                        ("cs", "UKÁZKA (angličtina)")])
def test_the_picker_shows_each_files_label_in_the_interface_language(tmp_path, board, lang,
                                                                     first):
    d = Driver(board, flash_with(tmp_path, lang))
    labels = open_picker(d)
    assert len(labels) == 5 and labels == sorted(labels)
    assert labels[0].startswith(first), labels
    assert not any(label.startswith(("sample", "template")) for label in labels)


def test_a_file_without_labels_shows_its_label_or_else_its_name(tmp_path):
    doc = carddata.seal({"format": "tablekeeper-data", "version": 1, "game": "inbetween",
                         "kind": "cards", "data": {}})
    # the label after the data: not within the file's first bytes as the device reads them
    late = json.dumps({"format": "tablekeeper-data", "data": {}, "label": "Late"})
    d = Driver("pico_display", flash_with(tmp_path, "it", {
        "mine.json": json.dumps(doc), "late.json": late}))
    labels = open_picker(d)
    assert "mine" in labels and "late" in labels
    assert "ESEMPIO (ceco): carte inventate, non il gioco pubblicato" in labels


def test_head_label_reads_the_envelope_before_the_data():
    head = b'{"label": "Mine", "labels": {"cs": "Moje"}, "data": {"x": 1'
    assert carddata.head_label(head, "cs") == "Moje"
    assert carddata.head_label(head, "it") == "Mine"
    assert carddata.head_label(b'{"data": {}, "label": "x"}', "en") is None
    assert carddata.head_label(b'{"label": "x", "junk" "data"', "en") is None


@pytest.mark.parametrize("board", BOARDS)
def test_a_list_longer_than_the_screen_shows_there_is_more(tmp_path, board):
    """The game list on the 128x64 board (3 of 5 games fit), the picker on both."""
    d = Driver(board, flash_with(tmp_path, "en"))
    d.do(keys.OK)
    c = d.app.canvas
    menu = d.top
    rows = menu._geometry(c)[2]
    if rows < len(menu.items):
        assert _arrows(d) == (False, True)
        d.do(keys.DOWN, len(menu.items) - 1)           # to the last game
        assert _arrows(d) == (True, False)
        d.do(keys.UP, len(menu.items) - 1)
    d.choose("InBetween")
    if d.top._geometry(c)[2] < len(d.top.items):
        assert _arrows(d) == (False, True)
    else:
        assert board == "pico_display" and _arrows(d) == (False, False)


def _arrows(d):
    """(▲ shown, ▼ shown): the accent colour in the scroll column's top and
    bottom arrow cells of the frame."""
    c = d.app.canvas
    menu = d.top
    row_h, y0, rows = menu._geometry(c)
    x0, bw, y, h = menu._scroll_column(c, y0, rows * row_h)

    def lit(top):
        return any(c.fb.pixel(x, top + dy) == c.accent
                   for x in range(x0, c.width) for dy in range(c.small.height))
    return lit(y), lit(y + h - c.small.height)
