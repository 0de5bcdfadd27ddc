# `tablekeeper pull` (against the service under micropython behind a pty) and
# `tablekeeper export`: the game rebuilt from its journal, as JSON, CSV, a BG
# Stats play record and a timeline plot.
import csv
import json
import os

import pytest

from host import cli
from shared import journal, scorecounter
from shared.match import Match
from tests.support.ptydevice import PtyDevice


def _journal(seed=4, target=20, undo_at=(5, 9), damage=False):
    """The bytes of a scorecounter journal as the device writes them."""
    records = []
    m = Match(scorecounter, None, {"target": target}, seed)
    records.append(journal.encode_op(0, m.header()))
    m.on_op = lambda op: records.append(journal.encode_op(len(records), op))
    i = 0
    while m.outcome() is None:
        m.play(["add", 1 + i % 3] if i % 4 else ["roll"])
        if i in undo_at and m.can_undo() is None:
            m.undo()
        i += 1
    raw = b"".join(records)
    if damage:
        raw += journal.encode_op(len(records), ["m", ["add", 1]])[:5]   # a half-written entry
    return raw, m


def _run(capsys, *argv):
    code = cli.main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_pull_fetches_the_saves_verified_and_writes_the_game_logs(tmp_path, capsys):
    raw, match = _journal(damage=True)
    flash = tmp_path / "flash"
    (flash / "saves").mkdir(parents=True)
    (flash / "saves" / "scorecounter.jnl").write_bytes(raw)
    (flash / "saves" / "session.json").write_text('{"game": "scorecounter"}')
    to = tmp_path / "pulled"
    with PtyDevice(flash) as dev:
        code, out, err = _run(capsys, "pull", "--port", dev.port, "--to", str(to))
        assert code == 0, out + err
        assert "pulled 2 file(s)" in out and "dropped 1" in out
        assert (to / "saves" / "scorecounter.jnl").read_bytes() == raw
        assert (to / "saves" / "session.json").read_bytes() == b'{"game": "scorecounter"}'
        log = json.loads((to / "logs" / "scorecounter.json").read_text())
        assert log["header"] == match.header()
        assert log["ops"][0][0] in ("m", "u", "r") and log["dropped_records"] == 1
        code, out, _ = _run(capsys, "pull", "--port", dev.port, "--to", str(to))
        assert code == 0 and "pulled 0 file(s)" in out and "2 already up to date" in out


def test_export_rebuilds_the_game_as_played_in_every_format(tmp_path, capsys):
    raw, match = _journal()
    log = tmp_path / "scorecounter.jnl"
    log.write_bytes(raw)
    out_dir = tmp_path / "out"
    code, out, err = _run(capsys, "export", str(log), "--out", str(out_dir),
                          "--player", "Anna", "--player", "Marco", "--date", "2024-06-01 20:30")
    assert code == 0, out + err
    doc = json.loads((out_dir / "scorecounter.json").read_text())
    assert doc["moves"] == len(match.moves) and doc["undos"] >= 1
    assert [r["move"] for r in doc["timeline"][1:]] == match.moves
    final = doc["timeline"][-1]["series"]
    assert [final["Player 1"], final["Player 2"]] == match.state["scores"]
    assert doc["outcome"] == match.outcome()

    rows = list(csv.reader(open(out_dir / "scorecounter.csv", encoding="utf-8")))
    assert rows[0] == ["n", "move", "events", "Player 1", "Player 2"]
    assert len(rows) == len(match.moves) + 2 and rows[1][3:] == ["0", "0"]

    play = json.loads((out_dir / "scorecounter.bgstats.json").read_text())
    assert [p["name"] for p in play["players"]] == ["Anna", "Marco"]
    record = play["plays"][0]
    assert record["playDate"] == "2024-06-01 20:30:00" and record["gameRefId"] == 1
    winner = match.outcome()["winner"]
    assert [s["winner"] for s in record["playerScores"]] == [winner == 0, winner == 1]
    assert [s["score"] for s in record["playerScores"]] == [str(x) for x in match.state["scores"]]
    assert play["games"][0]["noPoints"] is False

    png = out_dir / "scorecounter.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000


def test_export_of_the_same_game_gives_the_same_play_record(tmp_path, capsys):
    raw, _ = _journal(seed=9)
    a, b = tmp_path / "a.jnl", tmp_path / "b.jnl"
    a.write_bytes(raw)
    b.write_bytes(raw)
    for log in (a, b):
        assert _run(capsys, "export", str(log), "--format", "bgstats", "--date", "2024-01-01 10:00")[0] == 0
    uuid = [json.loads((tmp_path / n).read_text())["plays"][0]["uuid"]
            for n in ("a.bgstats.json", "b.bgstats.json")]
    assert uuid[0] == uuid[1]       # BG Stats sees one play, not two


def test_export_refuses_a_log_that_does_not_replay_and_names_why(tmp_path, capsys):
    raw, match = _journal()
    values, _ = journal.read_ops(raw)
    values[3] = ["m", ["add", 7]]                         # a move the rules refuse
    log = tmp_path / "bad.jnl"
    log.write_bytes(b"".join(journal.encode_op(i, v) for i, v in enumerate(values)))
    code, out, err = _run(capsys, "export", str(log))
    assert code == 1 and "the log does not replay: Add 1, 2 or 3 points" in err
    values[0]["game"] = "chess"
    log.write_bytes(b"".join(journal.encode_op(i, v) for i, v in enumerate(values)))
    code, out, err = _run(capsys, "export", str(log))
    assert code == 1 and "game 'chess'" in err
    log.write_bytes(b"not a journal")
    code, out, err = _run(capsys, "export", str(log))
    assert code == 1 and "no valid header record" in err


def test_pull_counts_every_file_it_pulled_the_card_data_too(tmp_path, capsys):
    """Issue 20, #10: the journals' card data files fetched beside the saves
    are counted ("pulled 5 file(s)" was said after pulling 9)."""
    import shutil
    from tests.conftest import ROOT
    from tests.test_export_play import played
    flash = tmp_path / "flash"
    (flash / "saves").mkdir(parents=True)
    for game, seed in (("inbetween", 7), ("cerebria", 2)):
        log, _ = played(tmp_path, game, seed)
        shutil.move(str(log), str(flash / "saves" / ("%s.jnl" % game)))
        (flash / "data" / game).mkdir(parents=True)
        shutil.copy(os.path.join(ROOT, "data", game, "sample.json"), flash / "data" / game)
    (flash / "saves" / "session.json").write_text('{"game": "cerebria"}')
    to = tmp_path / "pulled"
    with PtyDevice(flash) as dev:
        code, out, err = _run(capsys, "pull", "--port", dev.port, "--to", str(to))
        assert code == 0, out + err
        assert "pulled 5 file(s) into %s (3 saves, 2 card data files), 0 already up to date; " \
               "2 game log(s)" % to in out, out
        assert (to / "data" / "cerebria" / "sample.json").exists()
        code, out, err = _run(capsys, "pull", "--port", dev.port, "--to", str(to))
        assert "pulled 0 file(s) into %s, 5 already up to date" % to in out, out
