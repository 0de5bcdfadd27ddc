# Projekt Omega's screens (firmware/games/omega/): every screen is reached
# and left with the board's buttons alone, on both boards; the screens offer
# only legal moves (and every legal one); an impossible entry is refused
# with its reason and changes nothing; undo names the step; a virtual draw
# asks first; real cards are entered by counting; the end of the mission
# writes a next-mission party file that loads; a power cut on any of these
# screens resumes on the same screen; Czech and Italian screens draw every
# letter inside the screen.
import json

import pytest

from firmware import input as keys
from shared import games, omega, omega_party
from shared.prng import Prng, seed_state
from tests.support.driver import BOARDS, Driver
from tests.support.omega_ui import device, start, texts, shown
from tests.support.playout import random_move

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO
REAL_CARDS = (("Cards", "real cards"), ("Milestones", "3"))


def labels_with(d, fragment):
    return [label for label in d.labels() if fragment in label]


def begin_scene(d, how="initiative"):
    """Start a scene from the main screen (the piles are level at first)."""
    d.do(OK)
    d.choose(d.app.tr("Next scene"))
    if d.kind() == "MoveBuilder":
        d.choose(d.app.tr(how))


def enter_cards(d, black, red_extra=0):
    """On the test screen: enter real cards by counting (black main cards,
    red distrust cards)."""
    d.choose(d.app.tr("Enter"))
    assert d.kind() == "Count"
    d.do(UP, black)
    d.do(OK)
    if d.kind() == "Count":
        d.do(UP, red_extra)
        d.do(OK)


# -- navigation --

@pytest.mark.parametrize("board", BOARDS)
def test_every_omega_screen_is_reached_and_left_with_buttons_alone(board):
    d = device(board)
    session = start(d, REAL_CARDS)
    # the moves of this phase, and back
    d.do(OK)
    assert d.kind() == "MoveBuilder" and d.labels() == ["Next scene…", "Change a relationship"]
    d.do(BACK)
    assert d.kind() == "Dashboard"
    # the agents: list, sheet, actions, and back down
    d.do(DOWN)
    assert d.kind() == "AgentList" and d.labels()[0] == "Ada Novak"
    d.do(DOWN)
    d.do(OK)
    assert d.kind() == "AgentSheet" and d.top.title == "Ben Carter"
    d.do(OK)
    assert d.kind() == "AgentActions" and d.labels() == ["Change a relationship"]
    for kind in ("AgentSheet", "AgentList", "Dashboard"):
        d.do(BACK)
        assert d.kind() == kind
    d.do(UP)                                   # UP opens the list at its last agent
    assert d.kind() == "AgentList" and d.top.cursor == 2
    d.do(BACK)
    # the game menu has the agents too
    d.do(MENU)
    assert d.kind() == "GameMenu" and "Agents" in d.labels()
    d.choose("Agents")
    assert d.kind() == "AgentList"
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "Dashboard"
    # a test: its screen opens by itself, BACK shows the mission, OK goes back
    begin_scene(d)
    d.do(OK)
    d.choose("Test")
    d.choose("Ben")
    assert d.kind() == "TestScreen"
    screen = d.top
    d.do(DOWN)
    d.do(BACK)
    assert d.kind() == "Dashboard" and shown(d, "Ben")
    d.do(OK)
    assert d.top is screen and d.top.cursor == 2
    enter_cards(d, 1)
    assert d.kind() == "TestScreen" and d.labels()[0].startswith("Close")
    d.choose("Close")
    assert d.kind() == "Dashboard" and session.state["succ"] == 1
    # the rest scene
    d.do(OK)
    d.choose("Rest")
    assert d.kind() == "RestScreen"
    d.do(BACK)
    assert d.kind() == "MoveBuilder"
    d.do(BACK)
    assert d.kind() == "Dashboard"


@pytest.mark.parametrize("board", BOARDS)
def test_the_end_of_the_mission_and_its_screens(board):
    d = device(board)
    session = start(d, REAL_CARDS)
    begin_scene(d)
    for _ in range(3):                          # 3 successes a Milník, 3 needed
        d.do(OK)
        d.choose("Test")
        d.choose("Ben")
        for aspect in ("Climber", "Amateur"):
            d.choose(aspect)
            d.choose("Describe:")
        enter_cards(d, 3)
        d.choose("Close")
    assert session.state["result"] == {"kind": "success", "grade": "total", "scene": 1}
    assert d.kind() == "EndScreen"              # shown when the result is decided
    assert shown(d, "Total success")
    d.do(BACK)
    assert d.kind() == "Dashboard"
    d.do(MENU)
    d.choose("Mission result")
    assert d.kind() == "EndScreen"
    d.choose("Next mission")
    assert d.kind() == "NextMission"
    d.do(BACK)
    d.choose("Back to the mission")
    assert d.kind() == "GameMenu"
    d.do(BACK)
    # the scene ends: the result stands, and the end screen says so
    d.do(OK)
    d.choose("End the scene")
    assert d.kind() == "EndScreen" and shown(d, "The result stands")
    d.do(BACK)
    d.do(OK)                                    # more successes: the piles decide
    assert d.labels()[0] == "Next scene: initiative"


# -- the guided test --

def test_a_guided_test_with_the_device_deck():
    d = device("pico_display")
    session = start(d)
    begin_scene(d)
    d.do(OK)
    d.choose("Test")
    d.choose("Ben")
    d.choose("Climber")
    assert d.kind() == "Variant"
    d.choose("Describe and exhaust")
    assert d.app._say == "Climber: exhausted, advantage"
    # the Coordinator: a negative aspect; a threat factor is refused at Ohrožení 0
    d.choose("Old knee injury")
    moves = [list(m) for m in session.match.moves]
    d.choose("Threat factor")
    assert d.app._say == "The threat level allows 0 threat disadvantages here"
    assert session.match.moves == moves
    assert omega.omega_test.preview(session.state)["cards"] == 3
    assert d.labels()[0] == "Draw 3 cards"
    # undo names the step
    d.do(UNDO)
    assert d.kind() == "Confirm" and d.top.text == "Undo: disadvantage: Old knee injury?"
    d.do(BACK)
    # a draw cannot be undone: it asks first
    d.choose("Draw")
    assert d.kind() == "Confirm" and "cannot be undone" in d.top.text
    d.do(BACK)
    assert session.state["test"]["main"] is None
    d.choose("Draw")
    d.do(OK)
    test = session.state["test"]
    assert d.kind() == "TestScreen" and len(test["main"]) == 3
    tally = omega.omega_test.tally(test)
    assert d.labels()[0] == "Close: to the piles"
    d.do(MENU)
    assert "Cannot undo: the cards were drawn" in d.labels()
    d.do(BACK)
    before = (session.state["succ"], session.state["comp"])
    d.choose("Close")
    assert d.kind() == "Dashboard"
    assert (session.state["succ"], session.state["comp"]) == (
        before[0] + tally["successes"], before[1] + tally["complications"])


def test_real_cards_are_entered_by_counting_and_the_first_card_when_it_decides():
    d = device("pico_display")
    session = start(d, (("Cards", "real cards"),))
    begin_scene(d, "the first card decides")
    d.do(OK)
    d.choose("Test")
    d.choose("Ada")                    # Ada fully distrusts Cleo: one distrust card
    d.choose("Former")
    assert session.state["test"]["used"] == [0]     # no advantage possible: no question
    d.choose("Enter 3 cards")
    assert d.kind() == "Count" and d.top.title == "Black cards (✓) of 2"
    d.do(UP)
    d.do(OK)
    assert d.kind() == "Count" and d.top.title == "Distrust cards: red of 1"
    d.do(UP)
    d.do(OK)
    # one black, one red: the first card decides how the scene runs, so it is asked
    assert d.kind() == "Menu" and d.top.title == "The first card drawn"
    d.choose("red")
    assert session.match.moves[-1] == ["cards", "r", "b", "r"]
    assert session.state["scene"]["mode"] == "pressure"
    assert d.app._say.startswith("✗✓ + ✗")


def test_an_impossible_row_says_why_in_the_chosen_language_and_changes_nothing():
    d = device("pico_display", "cs")
    session = start(d)
    begin_scene(d, "iniciativa")
    d.do(DOWN)
    d.choose("Jana")
    d.choose("Bývalá kriminalistka")      # fresh: nothing to refresh
    assert d.app._say == "Není vyčerpaný" and d.kind() == "AgentSheet"
    d.choose("Petr")                       # a relationship, in a scene
    assert d.app._say == "Vztahy se mění jen mezi scénami"
    d.do(BACK)
    d.do(BACK)
    d.do(OK)
    d.choose("Odpočinek")
    moves = len(session.match.moves)
    d.choose("Petr")                       # fully distrusts Karel, who is here
    assert d.app._say == "Nelze odpočívat u zcela nedůvěryhodného"
    assert len(session.match.moves) == moves and d.kind() == "RestScreen"


def test_the_rest_scene_comes_back_until_everyone_rested_and_an_interrupted_rest_chooses():
    d = device("pico_display")
    session = start(d, REAL_CARDS)
    begin_scene(d, "under pressure")
    d.do(OK)
    d.choose("Test")
    d.choose("Ben")
    d.choose("Climber")
    d.choose("exhaust")
    d.choose("Amateur")
    d.choose("exhaust")
    enter_cards(d, 0)
    d.choose("Close")
    d.do(OK)
    d.choose("Rest")
    assert labels_with(d, "Ben") and d.top.notes[1] == "up to 1"
    d.choose("Ben")                         # interrupted: at most half of two
    assert d.kind() == "RestAspects" and d.top.title == "Ben: at most 1"
    d.choose("Climber")
    assert d.kind() == "RestScreen"         # back to the rest scene for the others
    assert session.match.moves[-1] == ["rest", 1, 0]
    d.choose("Cleo")
    assert d.kind() == "Dashboard"          # Ada cannot rest near Cleo: nobody is left
    assert session.state["comp"] == 3       # 3 red cards - 2 advantages, + 1 a rest


@pytest.mark.parametrize("board", BOARDS)
def test_a_rests_ohrozeni_shows_as_waiting_until_the_next_scene(board):
    """The seed: a rest's new Ohrožení counts from the start of the next
    scene; meanwhile the main screen says it is coming."""
    d = device(board)
    session = start(d, REAL_CARDS)
    begin_scene(d)
    for _ in range(2):
        session.play(["test", 1])
        session.play(["cards", "r"])
        session.play(["close"])               # 2 complications (unit 3)
    d.do(OK)
    d.choose("Rest")
    d.choose("Ben")                           # the third: Ohrožení 1, next scene
    assert d.app._say == "Ben rested: 0 refreshed · Threat +1 from the next scene"
    d.do(BACK)
    assert d.kind() == "Dashboard"
    assert shown(d, "0/4") and not shown(d, "1/4")
    assert shown(d, "→1" if d.app.compact else "+1 next scene")
    session.play(["end"])
    session.play(["scene"])
    assert shown(d, "1/4") and not shown(d, "next scene")


def test_a_mission_a_rest_fails_ends_on_screen_when_the_next_scene_starts():
    d = device()
    session = start(d, REAL_CARDS)
    begin_scene(d)
    for _ in range(11):                       # 11 complications: the last Ohrožení at 12
        session.play(["test", 1])
        session.play(["cards", "r"])
        session.play(["close"])
    d.do(OK)
    d.choose("Rest")
    d.choose("Ben")
    assert session.state["result"] is None    # not in this scene
    d.do(BACK)
    session.play(["end"])
    d.do(OK)
    d.choose("Next scene")
    assert session.state["result"] == {"kind": "failure", "grade": "total", "scene": 2}
    assert d.kind() == "EndScreen" and shown(d, "Total fiasco")


def test_relationships_change_between_scenes_from_the_sheet():
    d = device("pico_display")
    session = start(d)
    d.do(DOWN)
    d.choose("Ada")
    d.choose("Cleo: full distrust")
    assert d.kind() == "MoveBuilder" and "full distrust" not in " ".join(d.labels())
    d.choose("neutral")
    assert session.match.moves == [["relate", 0, 2, 0]]
    assert d.kind() == "AgentSheet" and labels_with(d, "Cleo: neutral")
    assert d.app._say == "Ada → Cleo: neutral"


# -- only legal choices, and all of them --

def legal(game, state, path):
    return path[-1] in game.choices(state, list(path[:-1]))


def check_rows(game, state, rows):
    for label, value, note in rows:
        if isinstance(value, list):
            assert legal(game, state, value), (label, value)
    return [value for label, value, note in rows if isinstance(value, list)]


@pytest.mark.parametrize("deck,seed", [("real cards", 11), ("device, 32", 3)])
def test_the_screens_offer_only_legal_moves_and_every_legal_one(deck, seed):
    """Random missions (a random legal move at a time): on every state each
    screen's rows are legal moves, every legal move has its row, and every
    move and event has its words."""
    from firmware.games.omega import agents, guided, rest, words
    from firmware.games.omega.dashboard import Dashboard
    from firmware.gamemenu import History
    d = device("pico_display")
    session = start(d, (("Cards", deck),))
    game = session.game
    rng = Prng(seed_state(seed))
    checked = {"test": 0, "result": 0, "rest": 0}
    events_seen = set()
    for step in range(500):
        state = session.state
        verbs = game.choices(state, [])
        phase = game.phase(state)
        if phase in ("setup", "result"):
            screen = guided.TestScreen(session)
            screen.app = d.app
            paths = check_rows(game, state, screen.rows())
            assert set(verbs) <= set(p[0] for p in paths), (verbs, paths)
            for verb in ("use", "burden", "ignore", "overcome", "help", "remove", "worsen"):
                if verb in verbs:
                    for item in game.choices(state, [verb]):
                        assert [verb, item] in [p[:2] for p in paths], (verb, item)
            checked["test" if phase == "setup" else "result"] += 1
        if "rest" in verbs:
            screen = rest.RestScreen(session)
            screen.app = d.app
            paths = check_rows(game, state, screen.rows())
            assert [p[1] for p in paths] == game.choices(state, ["rest"])
            checked["rest"] += 1
        for a in range(len(state["agents"])):
            for cls in (agents.AgentSheet, agents.AgentActions):
                screen = cls(session, a)
                screen.app = d.app
                paths = check_rows(game, state, screen.rows())
                if cls is agents.AgentActions:
                    for verb in agents.AGENT_VERBS:
                        if verb in verbs and a in game.choices(state, [verb]):
                            assert [verb, a] in paths
        if step % 25 == 0:
            board = Dashboard(session)
            board.app = d.app
            board.draw(d.app.canvas, True)
        move = random_move(game, state, rng)
        if move is None or session.outcome() is not None and step > 400:
            break
        for event in session.play(move):
            events_seen.add(event[0])
            text = words.event_text(session, event)
            assert text and "[" not in text, (event, text)
        text = words.move_text(session, session.match.moves[-1])
        assert text and "[" not in text, (move, text)
    assert min(checked.values()) > 20, checked
    assert len(events_seen) >= 28, sorted(events_seen)
    history = History(session)
    assert len(history.items) == min(len(session.match.moves), 199)
    for label, value in history.items:
        assert "[" not in label and "None" not in label, label


EVERY_EVENT = [  # shared/omega.py's event list, one of each (agent 1 tests)
    ["scene", 2, "pressure", 1, 0], ["mode", "initiative"], ["end", 2],
    ["settled", "failure", "narrow"], ["test", 1], ["use", 1, 0, True], ["use", 1, 1, False],
    ["temp", 1, 1], ["burden", 1, 5], ["ignore", 1, 5], ["threat", 1, 1],
    ["overcome", 1, 2], ["against", 1, 0], ["defend", 1, 2], ["betray", 1, 0, 1],
    ["betray", 1, 0, 2], ["heal", 1], ["draw", 1, "brb", "r"], ["reshuffle", 20, 20],
    ["waive", 1], ["spare", 1], ["help", 0, 1], ["wound", 1, 5, 2],
    ["remove", 1, 5, -1, 5], ["worsen", 1, 5, 9, True], ["worsen", 1, 5, 9, False],
    ["result", 1, 2, 1], ["milestone", 1], ["ohrozeni", 2], ["mission", "pyrrhic", "pyrrhic"],
    ["rest", 1, 2, True], ["rest", 1, 3, False], ["refresh", 1, 0], ["resupply", 1, 4],
    ["reserve", 1, "detail", 0], ["reserve", 1, "special", 0], ["give", 0, 1, 2],
    ["raise", 1, 1, 3], ["danger"], ["leave", 1], ["join", 1], ["relate", 1, 2, 0, -2]]


@pytest.mark.parametrize("lang", ["en", "it", "cs"])
def test_every_event_and_move_has_words(lang):
    from firmware.games.omega import words
    d = device("pico_display", lang)
    session = start(d)
    session.play(["scene", "initiative"])
    session.play(["test", 1])
    kinds = set()
    for event in EVERY_EVENT:
        kinds.add(event[0])
        text = words.event_text(session, event)
        assert text and "[" not in text and "{" not in text, (event, text)
    assert len(kinds) == 37
    for move in (["use", 0], ["use", 0, "exhaust"], ["burden", 5], ["ignore", 5], ["threat"],
                 ["temp"], ["overcome", 2], ["against", 0], ["defend", 2], ["betray"],
                 ["heal"], ["draw"], ["cards", "b", "r"], ["waive"], ["spare"], ["help", 0],
                 ["wound", 1, 2], ["remove", 5], ["worsen", 5], ["worsen", 5, "permanent"],
                 ["close"], ["scene"], ["scene", "card"], ["relate", 0, 1, 2],
                 ["refresh", 0, 0], ["rest", 1], ["rest", 1, 0], ["end"], ["leave", 2],
                 ["join", 2], ["resupply", 0, 4], ["reserve", 0, "vote"], ["give", 1, 0],
                 ["raise", 0], ["danger"]):
        text = words.move_text(session, move)
        assert text and "[" not in text and "{" not in text, (move, text)


# -- resuming after a power cut --

@pytest.mark.parametrize("screen", ["test", "sheet", "rest", "end"])
def test_a_power_cut_on_an_omega_screen_resumes_on_it(screen):
    d = device("pico_display")
    session = start(d, REAL_CARDS)
    begin_scene(d)
    if screen == "test":
        d.do(OK)
        d.choose("Test")
        d.choose("Ada")
        d.choose("Former")
        d.do(DOWN)
    elif screen == "sheet":
        d.do(DOWN)
        d.choose("Cleo")
    elif screen == "rest":
        d.do(OK)
        d.choose("Rest")
        d.choose("Ben")
    else:
        for _ in range(3):
            d.do(OK)
            d.choose("Test")
            d.choose("Ben")
            d.choose("Climber")
            d.choose("Describe:")
            d.choose("Amateur")
            d.choose("Describe:")
            enter_cards(d, 3)
            d.choose("Close")
    def game_screens(app):
        return [type(s).__name__ for s in app.stack[app.game_depth():]]
    kinds = game_screens(d.app)
    assert len(kinds) >= 2
    moves = [list(m) for m in session.match.moves]
    again = Driver("pico_display", d.flash.copy())
    assert game_screens(again.app) == kinds
    assert again.app.session.match.moves == moves
    if screen == "sheet":
        assert again.top.a == 2
    texts(again)


# -- the next mission --

def test_the_next_mission_party_file_is_written_and_loads():
    d = device("pico_display")
    session = start(d, REAL_CARDS)
    begin_scene(d)
    for _ in range(2):                     # complications first: Ohrožení leads
        d.do(OK)
        d.choose("Test")
        d.choose("Cleo")
        enter_cards(d, 0)
        d.choose("Close")
    while session.state["result"] is None:
        d.do(OK)
        d.choose("Test")
        d.choose("Ben")
        for aspect in ("Climber", "Amateur", "Calm"):
            d.choose(aspect)
            d.choose("Describe:")
        enter_cards(d, 4)
        d.choose("Close")
    assert session.state["result"]["kind"] == "success"
    d.choose("Next mission")
    assert d.labels()[1] == "Threat at the start"
    d.choose("Threat at the start")        # 0 at the start: only 0 is possible
    assert d.top.notes[1] == "0"
    d.choose("Reward: Ben")
    d.do(UP, 2)
    d.do(OK)
    assert d.kind() == "NextMission" and d.top.notes[d.labels().index("Reward: Ben")] == "+2"
    d.choose("Coordinator's reward")
    d.do(UP)
    d.do(OK)
    d.choose("Write")
    assert d.kind() == "Message" and "data/omega/sample-2.json" in d.top.text
    text = bytes(d.flash.files["data/omega/sample-2.json"]).decode()
    data = games.load_data(omega, text, "sample-2.json")
    expected = omega_party.next_mission(session.match.data, session.state, 0, True,
                                        {"ben": 2}, 1)
    assert data == json.loads(json.dumps(expected))
    assert [a["reserves"] for a in data["agents"]] == [1, 3, 1]
    assert data["mission"]["reserves"] == 4
    # the file is offered for a new game, and writing again asks first
    d.do(OK)
    d.choose("Write")
    assert d.kind() == "Confirm" and "Replace" in d.top.text


# -- languages and boards --

@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang", ["cs", "it"])
def test_every_screen_draws_its_letters_inside_the_screen(board, lang):
    from firmware.i18n import Text
    d = device(board, lang)
    tr = Text(lang)
    tr.load_game("omega")
    start(d, ((tr("Cards"), tr("real cards")),))
    seen = texts(d)
    begin_scene(d, tr("under pressure"))
    seen += texts(d)
    d.do(OK)
    d.choose(tr("Test"))
    d.do(OK)
    seen += texts(d)
    d.do(DOWN)
    d.do(OK)
    if d.kind() == "Variant":
        seen += texts(d)
        d.do(DOWN)
        d.do(OK)
    seen += texts(d)
    d.choose(tr.n("Enter {0} card", "Enter {0} cards", 2, 2)[:5])
    seen += texts(d)
    d.do(UP)
    d.do(OK)
    while d.kind() != "TestScreen":
        d.do(OK)
    seen += texts(d)                       # the result of the test
    d.do(DOWN)
    seen += texts(d)
    d.do(UP)
    d.do(OK)                               # close: the cards go to the piles
    assert d.kind() == "Dashboard"
    seen += texts(d)
    d.do(DOWN)
    seen += texts(d)                       # the agents
    d.do(OK)
    seen += texts(d)                       # a sheet
    d.do(DOWN, 3)
    seen += texts(d)
    d.do(BACK)
    d.do(BACK)
    d.do(OK)
    d.choose(tr("Rest"))
    seen += texts(d)
    joined = " ".join(seen)
    if lang == "cs":
        assert "OHROŽENÍ" in joined and "MILNÍKY" in joined and "Jana Horáková" in joined
    else:
        assert "MINACCIA" in joined and "TRAGUARDI" in joined


def test_a_power_cut_at_every_byte_of_the_start_of_a_test_resumes_on_the_test_screen(
        monkeypatch):
    """From the move menu to two described aspects, every write (journal
    records, the session file) is cut at every byte: after power returns the
    moves are a prefix of those made, and whenever a test is in progress its
    screen is on top (the move menu, if that is what the session file still
    says, opens as the test screen)."""
    from tests.support.omega_ui import flash as party_flash
    from tests.support.simflash import PowerCut
    from tests.test_power_cut import fast_drawing, perform
    fast_drawing(monkeypatch)
    steps = ["Games", "Projekt Omega", "Cards:", "real cards", "Start", OK, "Next scene",
             "initiative", OK]
    more = ["Test", "Ada", "Former", "Reads"]

    def run(flash, steps):
        d = Driver("pico_display", flash, start=False)
        d.app.start()
        d.app.draw()
        for step in steps:
            perform(d.app, step)
        return d

    before = run(party_flash("en"), steps)
    w0 = before.flash.written
    moves0 = [list(m) for m in before.app.session.match.moves]
    after = run(party_flash("en"), steps + more)
    w1 = after.flash.written
    moves1 = [list(m) for m in after.app.session.match.moves]
    assert moves1 == moves0 + [["test", 0], ["use", 0], ["use", 1]] and w1 - w0 > 60
    seen = set()
    for cut in range(w0, w1 + 1):
        flash = party_flash("en")
        flash.budget = cut
        try:
            run(flash, steps + more)
        except PowerCut:
            pass
        boot = Driver("pico_display", flash.copy())
        app = boot.app
        moves = app.session.match.moves
        assert moves == moves1[:len(moves)] and len(moves) >= len(moves0), (cut, moves)
        screens = [type(s).__name__ for s in app.stack[app.game_depth():]]
        if app.session.state["test"] is not None:
            assert screens == ["Dashboard", "TestScreen"], (cut, screens)
        seen.add(len(moves))
    assert seen == set(range(len(moves0), len(moves1) + 1))
