# `tablekeeper export` of whole games (issue 20, #4 and #8): the BG Stats
# play record marks the winner whatever the case or language a side is
# typed in, refuses a side or a date it does not know, carries Cerebria's
# final points; the timeline PNG (matplotlib) has one panel per quantity,
# the game's own labels in the chosen language and whole-number ticks.
import json
import os
from binascii import crc32

import pytest

from host import cli, timeline
from shared import games, journal
from shared.match import Match
from tests.conftest import ROOT
from tests.support.playout import random_move
from shared.prng import Prng, seed_state

TOWN_WINS = 7           # random play-outs of the sample data (tests/support/playout.py)
BLISS_WINS = 2


def played(tmp_path, name, seed, data_file="sample.json", max_moves=500):
    """A finished game's journal, as the device writes it, in tmp_path."""
    game = games.load(name)
    with open(os.path.join(ROOT, "data", name, data_file), "rb") as f:
        raw = f.read()
    data = games.load_data(game, raw.decode(), data_file)
    match = Match(game, data, {}, seed)
    header = match.header()
    header.update(data=data_file, sum=crc32(raw) & 0xFFFFFFFF)
    records = [journal.encode_op(0, header)]
    match.on_op = lambda op: records.append(journal.encode_op(len(records), op))
    rng = Prng(seed_state(seed + 7919))
    while match.outcome() is None and len(match.moves) < max_moves:
        match.play(random_move(game, match.state, rng))
    path = tmp_path / ("%s.jnl" % name)
    path.write_bytes(b"".join(records))
    return path, match


def export_play(capsys, log, *argv):
    code = cli.main(["export", str(log), "--format", "bgstats"] + list(argv))
    out = capsys.readouterr()
    if code != 0:
        return code, out.err
    with open(str(log)[:-4] + ".bgstats.json", encoding="utf-8") as f:
        return code, json.load(f)["plays"][0]["playerScores"]


@pytest.mark.parametrize("town", ["Town", "town", "TOWN", "Město", "Città", "the Town"])
def test_a_town_win_marks_the_town_player_however_the_side_is_typed(tmp_path, capsys, town):
    log, match = played(tmp_path, "inbetween", TOWN_WINS)
    assert match.outcome()["winner"] == "town"
    code, seats = export_play(capsys, log, "--player", "Anna=" + town,
                              "--player", "Boris=Creature", "--date", "2024-06-01")
    assert code == 0, seats
    assert [s["winner"] for s in seats] == [True, False]
    assert [s["role"] for s in seats] == ["Town", "Creature"]


def test_players_without_sides_take_the_seats_sides_in_order(tmp_path, capsys):
    log, _ = played(tmp_path, "inbetween", TOWN_WINS)
    code, seats = export_play(capsys, log, "--player", "Anna", "--player", "Boris")
    assert code == 0 and [s["winner"] for s in seats] == [True, False]


def test_a_mistyped_side_is_refused_with_the_sides_there_are(tmp_path, capsys):
    log, _ = played(tmp_path, "inbetween", TOWN_WINS)
    code, err = export_play(capsys, log, "--player", "Anna=Twon", "--player", "Boris=Creature")
    assert code == 1 and "'Twon' is not a side of InBetween: choose from Town, Creature" in err
    assert not (tmp_path / "inbetween.bgstats.json").exists()
    code, err = export_play(capsys, log, "--player", "Anna=")
    assert code == 1 and "no side after =" in err


def test_cerebria_exports_each_players_final_points_and_the_winner(tmp_path, capsys):
    log, match = played(tmp_path, "cerebria", BLISS_WINS)
    bliss, gloom = match.state["points"]
    assert match.outcome()["winner"] == "bliss" and bliss > gloom
    code, seats = export_play(capsys, log, "--player", "Gianni=Malinconia",
                              "--player", "Eva=bliss")
    assert code == 0, seats
    assert [s["score"] for s in seats] == [str(gloom), str(bliss)]
    assert [s["winner"] for s in seats] == [False, True]


@pytest.mark.parametrize("given,written", [
    ("2024-06-01 20:30", "2024-06-01 20:30:00"),
    ("2024-06-01", "2024-06-01 00:00:00"),
    ("2024-06-01 20:30:15", "2024-06-01 20:30:15"),
])
def test_the_date_is_written_as_bg_stats_reads_it(tmp_path, capsys, given, written):
    log, _ = played(tmp_path, "inbetween", TOWN_WINS)
    assert cli.main(["export", str(log), "--format", "bgstats", "--date", given]) == 0
    play = json.loads((tmp_path / "inbetween.bgstats.json").read_text())["plays"][0]
    assert play["playDate"] == written


def test_yesterday_is_a_date_and_a_date_it_cannot_read_is_refused(tmp_path, capsys):
    import datetime
    log, _ = played(tmp_path, "inbetween", TOWN_WINS)
    assert cli.main(["export", str(log), "--format", "bgstats", "--date", "yesterday"]) == 0
    play = json.loads((tmp_path / "inbetween.bgstats.json").read_text())["plays"][0]
    day = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    assert play["playDate"].startswith(day + " ")
    for bad in ("last friday", "01/06/2024", "2024-13-01"):
        assert cli.main(["export", str(log), "--format", "bgstats", "--date", bad]) == 1
        assert "give the day as YYYY-MM-DD" in capsys.readouterr().err


def test_the_timeline_groups_series_into_panels_with_the_games_labels():
    """#8: Cerebria's 13 series in 7 panels (one quantity each, a line per
    side), labels in the chosen language, one colour and marker pair per
    line, every series shown once."""
    names = games.load("cerebria").series(_cerebria_state()).keys()
    layout = timeline.panels("cerebria", list(names))
    assert len(layout) == 7
    assert sorted(s for title, lines in layout for s, line in lines) == sorted(names)
    assert all(len(lines) <= 2 for title, lines in layout)
    assert [timeline.label(t, "cs") for t, _ in layout][:4] == ["Vůle", "Esence", "Ambice", "Body"]
    pairs = timeline.styles(layout)
    assert len(set(pairs.values())) == len(pairs)
    # a series no table knows gets a panel of its own, with a readable name
    assert timeline.panels("cerebria", ["new_thing"]) == [("New thing", [("new_thing", "New thing")])]


def _cerebria_state():
    game = games.load("cerebria")
    with open(os.path.join(ROOT, "data", "cerebria", "sample.json")) as f:
        data = games.load_data(game, f.read(), "sample.json")
    return game.new(data, {}, 1)


@pytest.mark.parametrize("name,seed,lang,words", [
    ("cerebria", BLISS_WINS, "cs", ["Vůle", "Blaženost", "tah"]),
    ("inbetween", TOWN_WINS, "it", ["Energia", "Città", "mossa"]),
])
def test_the_timeline_png_has_a_panel_per_quantity_and_whole_number_ticks(
        tmp_path, capsys, monkeypatch, name, seed, lang, words):
    log, match = played(tmp_path, name, seed)
    seen = {}
    real = timeline.plot

    def spy(t, path, title, lang_, terms=None):
        from matplotlib import pyplot
        grabbed = {}
        save = pyplot.Figure.savefig

        def keep(fig, *a, **k):
            grabbed["fig"] = fig
            return save(fig, *a, **k)
        monkeypatch.setattr(pyplot.Figure, "savefig", keep)
        real(t, path, title, lang_, terms)
        seen["fig"] = grabbed["fig"]
    monkeypatch.setattr(timeline, "plot", spy)
    assert cli.main(["export", str(log), "--format", "png", "--lang", lang]) == 0
    png = tmp_path / ("%s.png" % name)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    axes = [ax for ax in seen["fig"].axes if ax.get_visible()]
    assert len(axes) == len(timeline.panels(name, list(match.state and
                                                      games.load(name).series(match.state))))
    texts = [ax.get_title(loc="left") for ax in axes] + [seen["fig"]._suptitle.get_text()]
    for ax in axes:
        texts += [line.get_label() for line in ax.get_lines()] + [ax.get_xlabel()]
        ticks = [t for t in ax.get_yticks() if ax.get_ylim()[0] <= t <= ax.get_ylim()[1]]
        assert ticks and all(float(t).is_integer() for t in ticks), ax.get_title(loc="left")
        assert "_" not in ax.get_title(loc="left")
    joined = " ".join(texts)
    for word in words:
        assert word in joined, (word, joined)
