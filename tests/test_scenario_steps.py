# The scenario steps of host/scenarios/ that games with their own screens
# need (Cerebria's pickers, Projekt Omega's small-screen shots): "pick" takes
# the entry standing for a value (an option, a picker's row) or a number in a
# number entry, and refuses a value the screen does not offer; "pages" takes
# one shot a page of the main screen and comes back to the first; a "wait"
# marked "small" waits on the small board only.
from host import scenarios
from tests.support.check import raises

CEREBRIA = scenarios.load("cerebria")
SETUP_1V1 = [["new", "cerebria", {"mode": "1v1"}]] + \
    CEREBRIA.move("origin", 2) + CEREBRIA.move("start", 1, 0) + CEREBRIA.move("start", 5, 6)


def compiler(tmp_path, board="pico_display"):
    flash = str(tmp_path / "flash")
    scenarios.prepare_flash(flash, CEREBRIA, "en")
    return scenarios.Compiler(board, flash)


def test_pick_chooses_options_picker_rows_and_numbers_by_value(tmp_path):
    c = compiler(tmp_path)
    c.run(SETUP_1V1 + CEREBRIA.move("adjust", "sphere", 4, 2))
    session = c.app.session
    assert session.state["mode"] == "1v1"
    assert session.match.moves == [["origin", 2], ["start", 1, 0], ["start", 5, 6],
                                   ["adjust", "sphere", 4, 2]]
    assert session.state["spheres"][4] == 2


def test_pick_refuses_a_value_the_screen_does_not_offer(tmp_path):
    c = compiler(tmp_path)
    c.run(SETUP_1V1 + [["key", "OK"]])
    words = list(c.words)
    error = raises(AssertionError, c.run, [["pick", "no such verb"]])
    assert "no such verb" in str(error)
    assert c.words == words                 # nothing pressed
    assert c.app.session.match.moves == [["origin", 2], ["start", 1, 0], ["start", 5, 6]]


def test_pages_shoots_every_page_and_comes_back_to_the_first(tmp_path):
    c = compiler(tmp_path)
    c.run(SETUP_1V1)
    ring = c.top
    pages = [name.lower() for name in ring.pages()]
    assert len(pages) > 1
    script = c.run([["pages"]])
    assert [w[5:] for w in script.split() if w.startswith("shot:")][-len(pages):] == pages
    assert c.top is ring and ring.page == 0


def test_a_wait_for_small_screens_waits_on_the_small_board_only(tmp_path):
    for board, words in (("pico_display", []), ("esp32_ssd1306", ["wait:4100"])):
        c = compiler(tmp_path / board, board)
        c.run([["wait", 4100, "small"]])
        assert c.words == words, board
