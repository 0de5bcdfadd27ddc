# The game list reads each game's TITLE from its plug-in, but a plug-in
# imported only for that is dropped again: a game's screens take heap only
# while the game is open. The new-game options speak the chosen language
# (the game's words are loaded while they are chosen).
import sys

from tests.support.driver import Driver
import firmware.games as plugins  # noqa: E402


def test_listing_the_games_leaves_no_plug_in_loaded():
    names = ["firmware.games." + n for n in ("scorecounter", "inbetween")]
    saved = dict((n, sys.modules.pop(n)) for n in names if n in sys.modules)
    leaves = dict((n, plugins.__dict__.pop(n.rsplit(".", 1)[1], None)) for n in names)
    cached = dict(plugins._titles)
    plugins._titles.clear()
    try:
        d = Driver("pico_display")
        d.choose("Games")
        assert "Score counter" in d.labels() and "InBetween" in d.labels()
        assert [n for n in names if n in sys.modules] == []
        d.do(4)                                  # BACK, and the list again
        d.choose("Games")
        assert [n for n in names if n in sys.modules] == []
        # opening a game loads its plug-in, of course
        d.choose("Score counter")
        d.choose("Start")
        assert "firmware.games.scorecounter" in sys.modules
    finally:
        for n in names:
            sys.modules.pop(n, None)
        sys.modules.update(saved)
        for n, leaf in leaves.items():
            if leaf is not None:
                setattr(plugins, n.rsplit(".", 1)[1], leaf)
        plugins._titles.clear()
        plugins._titles.update(cached)


def test_the_options_of_a_new_game_are_in_the_chosen_language():
    from tests.support.inbetween_ui import driver
    d = driver("pico_display", "it")
    d.choose("Giochi")
    d.choose("InBetween")
    assert d.kind() == "Options"
    assert d.labels()[:2] == ["Cerchio distribuito da: il dispositivo",
                              "Segnalini Simbolo: come nei dati"]
    d.choose("Cerchio distribuito da")
    assert d.labels() == ["il dispositivo", "i giocatori"]
    d.do(4)
    d.do(4)                                      # back to the list: the words go
    assert d.kind() == "GameList" and d.app.tr.game_name is None
    d.choose("InBetween")
    d.choose("Inizia")
    assert d.app.tr.game_name == "inbetween"
    assert d.kind() == "Circle" and d.top.title == "Cerchio"
