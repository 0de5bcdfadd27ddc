# Failures: an exception or MemoryError in a screen shows the error screen,
# keeps the saved game and never loops; a resume that crashes the device is
# not retried blindly; a full flash refuses the move instead of losing it;
# a failing service does not stop the app. Also the backlight: it dims after
# a while and the press that wakes it does nothing else.
import pytest

from firmware import input as keys
from firmware.games import scorecounter as sc_ui
from tests.support.driver import Driver
from tests.support.simflash import SimFlash, PowerCut
from tests.test_navigation import start_scorecounter

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO


def game_with_moves(board="pico_display"):
    d = Driver(board)
    start_scorecounter(d, "50")
    for label in ("+1", "+2", "+3"):
        d.do(OK)
        d.choose(label)
    return d


@pytest.mark.parametrize("error", [RuntimeError("boom"), MemoryError()])
def test_an_error_in_a_game_screen_shows_the_error_screen_and_keeps_the_game(error, monkeypatch):
    d = game_with_moves()
    moves = list(d.app.session.match.moves)

    def broken(self, c, y0, y1):
        raise error
    monkeypatch.setattr(sc_ui.Board, "draw_state", broken)
    d.do(MENU)
    d.do(BACK)                                   # the game screen redraws and fails
    assert d.kind() == "ErrorScreen"
    if isinstance(error, MemoryError):
        assert d.top.title == "Out of memory"
    else:
        assert "RuntimeError: boom" in d.top.text
    assert "The game is saved" in d.top.text
    assert d.app.session is None
    assert b"boom" in d.flash.read("saves/error.log") or isinstance(error, MemoryError)
    d.settle(2000)                               # no loop: it stays on the error screen
    assert d.kind() == "ErrorScreen"
    d.do(MENU)                                   # nothing but OK/BACK acts here
    assert d.kind() == "ErrorScreen"
    d.do(OK)
    assert d.kind() == "Home"
    monkeypatch.undo()
    d.choose("Continue")
    assert d.kind() == "Board" and d.app.session.match.moves == moves


def test_after_an_error_the_next_power_up_does_not_resume_into_it(monkeypatch):
    d = game_with_moves()

    def broken(self, c, y0, y1):
        raise RuntimeError("bad screen")
    monkeypatch.setattr(sc_ui.Board, "draw_state", broken)
    d.do(MENU)
    d.do(BACK)
    assert d.kind() == "ErrorScreen"
    again = Driver("pico_display", d.flash.copy())
    assert again.kind() == "Home"                # not straight back into the failing screen
    assert again.labels()[0] == "Continue: Score counter"


def test_a_resume_that_crashes_the_device_is_not_retried_blindly(monkeypatch):
    d = game_with_moves()
    moves = list(d.app.session.match.moves)
    flash = d.flash.copy()
    # power up: the resume dies before its screen is drawn (a hard fault, a
    # watchdog reset: nothing the app can catch)

    def dies(self, c, y0, y1):
        raise PowerCut()
    monkeypatch.setattr(sc_ui.Board, "draw_state", dies)
    with pytest.raises(PowerCut):
        Driver("pico_display", flash)
    # next power-up: a safe start, which offers the resume
    monkeypatch.undo()
    after = Driver("pico_display", flash.copy())
    assert after.kind() == "SafeStart"
    assert after.labels() == ["Try to resume Score counter", "Go to the home screen"]
    after.choose("Try to resume")
    assert after.kind() == "Board" and after.app.session.match.moves == moves
    # and once the resumed screen was drawn, the following power-up resumes directly
    again = Driver("pico_display", after.flash.copy())
    assert again.kind() == "Board"


def test_a_full_flash_refuses_the_move_and_loses_nothing(monkeypatch):
    d = game_with_moves()
    moves = list(d.app.session.match.moves)

    def full(self, path, data):
        raise OSError(28, "no space left")
    monkeypatch.setattr(SimFlash, "append", full)
    d.do(OK)
    d.choose("+2")
    # refused with the reason, the game still open under the flash-space screen
    assert d.kind() == "FreeSpace" and d.app.session.match.moves == moves
    assert d.app._say == "Not saved: the flash is full"
    monkeypatch.undo()
    d.do(BACK)                                   # back in the move builder
    d.choose("+2")
    assert d.app.session.match.moves == moves + [["add", 2]]


def test_a_failing_service_is_reported_and_the_app_keeps_running():
    d = Driver()

    class Broken:
        calls = 0

        def poll(self, app):
            Broken.calls += 1
            if Broken.calls == 3:
                raise ValueError("bad frame")
    d.app.add_service(Broken())
    d.settle(100)
    assert d.app._say == "Service error: ValueError: bad frame"
    d.choose("Games")
    assert d.kind() == "GameList" and Broken.calls > 10


def test_service_progress_shows_at_the_bottom_while_screens_work():
    d = Driver()

    class Sync:
        def __init__(self):
            self.step = 0

        def poll(self, app):
            self.step += 1
            if self.step < 30:
                app.progress("Receiving sample.json", self.step, 30)
            else:
                app.progress(None)
    d.app.add_service(Sync())
    d.settle(50)
    assert d.app._progress == ("Receiving sample.json", 5, 30)
    d.do(DOWN)                               # the screen answers meanwhile
    assert d.top.cursor == 1
    d.settle(300)
    assert d.app._progress is None


def test_the_backlight_dims_and_the_waking_press_does_nothing():
    d = Driver()
    level = d.app.settings["brightness"]
    assert d.board.display.level == level
    d.settle(d.app.settings["dim_after"] * 1000 + 100)
    assert d.board.display.level == d.app.settings["dim_level"]
    d.do(DOWN)                               # wakes only
    assert d.board.display.level == level and d.top.cursor == 0
    d.do(DOWN)
    assert d.top.cursor == 1
