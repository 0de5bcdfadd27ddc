# Every screen can be reached and left with the board's buttons alone, on
# every board; after every press the display shows exactly what was drawn.
import pytest

from firmware import input as keys
from tests.support.driver import BOARDS, Driver

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO


def start_scorecounter(d, target="10"):
    d.choose("Games")
    assert d.kind() == "GameList"
    d.choose("Score counter")
    assert d.kind() == "Options"
    d.choose("Target score")
    assert d.kind() == "Menu" and d.top.title == "Target score"
    d.choose(target)
    assert d.kind() == "Options" and d.labels()[0] == "Target score: " + target
    d.choose("Start")
    assert d.kind() == "Board"
    return d.app.session


@pytest.mark.parametrize("board", BOARDS)
def test_home_screens_are_reached_and_left(board):
    d = Driver(board)
    assert d.kind() == "Home"
    for item, kind in (("Games", "GameList"), ("Settings", "Settings"), ("About", "Message")):
        d.choose(item)
        assert d.kind() == kind
        d.do(BACK)
        assert d.kind() == "Home"
    d.do(BACK)                       # BACK on the home screen stays there
    assert d.kind() == "Home"


@pytest.mark.parametrize("board", BOARDS)
def test_a_game_is_played_through_its_screens_with_buttons_alone(board):
    d = Driver(board)
    session = start_scorecounter(d)
    # the picker, and leaving it
    d.do(OK)
    assert d.kind() == "Menu" and d.labels() == ["+1", "+2", "+3", "Roll the die"]
    d.do(BACK)
    assert d.kind() == "Board"
    # a move that cannot be undone asks first; "no" changes nothing
    d.do(OK)
    d.choose("Roll the die")
    assert d.kind() == "Confirm" and "cannot be undone" in d.top.text
    d.do(BACK)
    assert d.kind() == "Menu" and session.match.moves == []
    d.do(BACK)
    # a move, with its event line
    d.do(OK)
    d.choose("+3")
    assert d.kind() == "Board" and session.match.moves == [["add", 3]]
    assert d.app._say == "Player 1: +3 → 3"
    # the game menu and its screens
    d.do(MENU)
    assert d.kind() == "GameMenu"
    assert d.labels()[:2] == ["Move…", "Undo: add 3"]
    d.choose("History")
    assert d.kind() == "History" and d.labels() == ["1. add 3"]
    d.do(BACK)
    assert d.kind() == "GameMenu"
    d.choose("Move…")
    assert d.kind() == "Menu"
    d.do(BACK)
    assert d.kind() == "GameMenu"
    d.choose("Settings")
    assert d.kind() == "Settings"
    d.do(BACK)
    assert d.kind() == "GameMenu"
    d.do(BACK)
    assert d.kind() == "Board"
    # undo names the move and asks
    d.do(UNDO)
    assert d.kind() == "Confirm" and d.top.text == "Undo: add 3?"
    d.do(BACK)
    assert session.match.moves == [["add", 3]]
    d.do(UNDO)
    d.do(OK)
    assert d.kind() == "Board" and session.match.moves == []
    assert d.app._say == "Undone: add 3"
    # redo from the menu
    d.do(MENU)
    d.choose("Redo")
    assert session.match.moves == [["add", 3]]
    # leave: the game stays saved and home offers to continue it
    d.do(MENU)
    d.choose("Leave game")
    assert d.kind() == "GameList" and d.app.session is None
    d.do(BACK)
    assert d.kind() == "Home" and d.labels()[0] == "Continue: Score counter"
    d.do(OK)
    assert d.kind() == "Board" and d.app.session.match.moves == [["add", 3]]
    d.do(BACK)
    assert d.kind() == "Home"


@pytest.mark.parametrize("board", BOARDS)
def test_new_or_resume_and_the_end_of_a_game(board):
    d = Driver(board)
    start_scorecounter(d)
    for _ in range(7):                       # 3 points a move, target 10
        d.do(OK)
        d.choose("+3")
    assert d.app.session.outcome() == {"winner": 0, "reason": "reached the target score"}
    assert d.app._say == "Player 1: +3 → 12 · Player 1 wins!"
    d.do(OK)                                 # nothing to play any more
    assert d.kind() == "Board" and d.app._say == "The game is over"
    d.do(BACK)
    d.choose("Score counter")
    assert d.kind() == "Menu" and d.labels() == ["Resume", "New game"]
    d.choose("New game")
    assert d.kind() == "Confirm"
    d.do(BACK)
    assert d.labels() == ["Resume", "New game"]
    d.choose("Resume")
    assert d.kind() == "Board" and len(d.app.session.match.moves) == 7
    d.do(BACK)
    d.choose("Score counter")
    d.choose("New game")
    d.do(OK)
    assert d.kind() == "Options"
    d.choose("Start")
    assert d.kind() == "Board" and d.app.session.match.moves == []


@pytest.mark.parametrize("board", BOARDS)
def test_settings_change_the_language_and_are_kept(board):
    d = Driver(board)
    d.choose("Settings")
    d.choose("Language")
    assert d.labels() == ["English", "Italiano", "Čeština"]
    d.choose("Čeština")
    assert d.kind() == "Settings" and d.top.title == "Nastavení"
    assert d.labels()[0] == "Jazyk: Čeština"
    d.choose("Ztlumit po")
    d.choose("15 s")
    d.do(BACK)
    assert d.labels() == ["Hry", "Nastavení", "O zařízení"]
    again = Driver(board, d.flash.copy())
    assert again.labels() == ["Hry", "Nastavení", "O zařízení"]
    assert again.app.settings["dim_after"] == 15
    again.choose("Nastavení")
    again.choose("Jazyk")
    again.choose("Italiano")
    again.do(BACK)
    assert again.labels() == ["Giochi", "Impostazioni", "Informazioni"]


@pytest.mark.parametrize("board", BOARDS)
def test_a_game_without_screens_is_playable_through_the_generic_ones(board, monkeypatch):
    from shared import games
    from tests.support import fakegame
    monkeypatch.setattr(games, "GAMES", games.GAMES + ("numbers",))
    real_load = games.load
    monkeypatch.setattr(games, "load",
                        lambda name: fakegame if name == "numbers" else real_load(name))
    d = Driver(board)
    d.choose("Games")
    assert "numbers" in d.labels()
    d.choose("numbers")
    assert d.kind() == "GenericScene"
    d.do(OK)
    assert d.kind() == "MoveBuilder" and d.labels() == ["set", "clear"]
    d.choose("set")
    assert d.kind() == "NumberEntry" and d.top.value == 0
    d.do(UP, 3)
    assert d.top.value == 3
    d.do(DOWN)
    assert d.top.value == 2
    d.do(OK)
    assert d.kind() == "GenericScene" and d.app.session.state["total"] == 2
    d.do(OK)
    d.choose("clear")                    # complete at once: no extra "done" step
    assert d.kind() == "GenericScene" and d.app.session.state["total"] == 0
    assert d.app.session.match.moves == [["set", 2], ["clear"]]
    d.do(OK)
    assert d.labels() == ["set", "clear"]
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "GameList"


def test_holding_up_in_number_entry_speeds_up():
    d = Driver("pico_display")
    from firmware.ui import NumberEntry
    got = []
    d.app.push(NumberEntry("n", 0, 99, 0, got.append))
    d.settle()
    d.word("hold:A:2500")
    assert d.top.value >= 40            # repeats, then steps of ten
    d.do(OK)
    assert got and got[0] >= 40


class DataGame:
    """A game that needs a card-data file (like the real games)."""
    NAME = "cards"
    DATA_KIND = "cards"
    DATA_SCHEMA = ("dict", {"deck": ("list", ("str", 20), 1, 60)})
    OPTIONS = []

    @staticmethod
    def new(data, options, seed):
        return {"deck": list(data["deck"]), "drawn": 0}

    @staticmethod
    def choices(state, prefix):
        from shared.rules import DONE
        if not prefix:
            return ["draw"]
        return [DONE] if prefix == ["draw"] else []

    @staticmethod
    def undo_barrier(state, move):
        return None

    @staticmethod
    def apply(state, move):
        state["drawn"] += 1
        return [["drew", state["deck"][0]]]

    @staticmethod
    def outcome(state):
        return None


def sealed(deck, title="test", **change):
    import json
    from shared import carddata
    doc = carddata.seal({"format": "tablekeeper-data", "version": 1, "game": "cards",
                         "kind": "cards", "label": title, "data": {"deck": deck}})
    doc.update(change)
    return json.dumps(doc).encode()


@pytest.mark.parametrize("board", BOARDS)
def test_card_data_is_loaded_from_flash_with_clear_errors(board, monkeypatch):
    from shared import games
    monkeypatch.setattr(games, "GAMES", games.GAMES + ("cards",))
    real_load = games.load
    monkeypatch.setattr(games, "load", lambda n: DataGame if n == "cards" else real_load(n))
    d = Driver(board)
    d.choose("Games")
    d.choose("cards")
    assert d.kind() == "Message" and d.top.title == "No data"
    assert "data/cards/" in d.top.text
    d.do(OK)
    # a damaged file: the message names the file, the place and the problem
    d.flash.files["data/cards/mine.json"] = bytearray(sealed(["Aegis"], label="edited"))
    d.choose("cards")
    assert d.kind() == "Message" and d.top.title == "Data problem"
    assert d.top.text.startswith("data/cards/mine.json: checksum:")
    d.do(OK)
    d.flash.files["data/cards/mine.json"] = bytearray(sealed([]))
    d.choose("cards")
    assert "data/cards/mine.json: data.deck: must have 1 to 60 items" in d.top.text
    d.do(OK)
    # two files of the same label: told apart by their names
    d.flash.files["data/cards/mine.json"] = bytearray(sealed(["Aegis", "Bora"]))
    d.flash.files["data/cards/sample.json"] = bytearray(sealed(["Cygnus"]))
    d.choose("cards")
    assert d.kind() == "Menu" and d.labels() == ["test · mine", "test · sample"]
    d.do(BACK)
    # two good files: shown by their labels; choose one, then play
    d.flash.files["data/cards/mine.json"] = bytearray(sealed(["Aegis", "Bora"], "My deck"))
    d.flash.files["data/cards/sample.json"] = bytearray(sealed(["Cygnus"], "Sample deck"))
    d.choose("cards")
    assert d.kind() == "Menu" and d.labels() == ["My deck", "Sample deck"]
    d.choose("Sample deck")
    assert d.kind() == "GenericScene" and d.app.session.state["deck"] == ["Cygnus"]
    # the resumed game finds its data file again
    again = Driver(board, d.flash.copy())
    assert again.kind() == "GenericScene" and again.app.session.data_file == "sample.json"
    # and says so when the file was replaced since
    d.flash.files["data/cards/sample.json"] = bytearray(sealed(["Cygnus", "Draco"]))
    third = Driver(board, d.flash.copy())
    assert third.app._say == "The data file changed since this game began"


def test_a_save_whose_moves_the_new_data_refuses_is_kept_and_explained(monkeypatch):
    from shared import games
    from shared.rules import require
    monkeypatch.setattr(games, "GAMES", games.GAMES + ("cards",))
    real_load = games.load
    monkeypatch.setattr(games, "load", lambda n: DataGame if n == "cards" else real_load(n))

    def apply(state, move):
        require(state["drawn"] < len(state["deck"]), "The deck is empty")
        state["drawn"] += 1
        return [["drew", state["deck"][state["drawn"] - 1]]]
    monkeypatch.setattr(DataGame, "apply", staticmethod(apply))
    d = Driver("pico_display")
    d.flash.files["data/cards/sample.json"] = bytearray(sealed(["Aegis", "Bora"]))
    d.choose("Games")
    d.choose("cards")
    for _ in range(2):
        d.do(OK)                         # the move builder
        d.do(OK)                         # draw (complete at once)
    assert d.app.session.state["drawn"] == 2
    d.flash.files["data/cards/sample.json"] = bytearray(sealed(["Aegis"]))
    again = Driver("pico_display", d.flash.copy())
    assert again.kind() == "Message" and again.top.title == "Cannot resume"
    assert again.top.text.endswith("cannot be resumed: The deck is empty")
    assert again.flash.read("saves/cards.jnl") == d.flash.read("saves/cards.jnl")
    again.do(OK)
    assert again.kind() == "Home"


def test_the_new_game_options_speak_the_chosen_language():
    d = Driver("pico_display")
    d.choose("Settings")
    d.choose("Language")
    d.choose("Čeština")
    d.do(BACK)
    d.choose("Hry")
    d.choose("Score counter")      # (the game list does not load game tables)
    assert d.kind() == "Options" and d.labels()[0] == "Cílové skóre: 20"
