# Cerebria's device screens (firmware/games/cerebria*.py): reached and left
# with the buttons alone on both boards; every picker offers exactly what the
# rules allow, and what they refuse is shown with the reason; moves and events
# in words; undo names the move; resume after a power cut on the game's own
# screens; figures never clipped; a short game played end to end from a button
# script gives the same frames under CPython and MicroPython. (Its device
# benchmark runs in tests/test_bench.py.)
import os

import pytest

from firmware import input as keys
from host import scenarios
from shared import canon, cerebria as game, games
from shared.prng import Prng, seed_state
from shared.rules import DONE
from shared import journal
from tests.conftest import ROOT
from tests.support.driver import BOARDS, Driver
from tests.support.playout import random_move
from tests.support.scenario_run import play_on_both, saved_game
from tests.support.simflash import SimFlash, PowerCut

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO

SCENARIO = scenarios.load("cerebria")
with open(os.path.join(ROOT, games.sample_path("cerebria")), "rb") as _f:
    SAMPLE = _f.read()
SETUP_2V2 = [["origin", 0], ["start", 1, 0], ["start", 3, 5], ["start", 5, 6], ["start", 7, 9]]


def cerebria(board="pico_display", lang="en", moves=(), mode="2v2", flash=None):
    """A Driver with a Cerebria game open on its main screen (the moves
    played through the match, as if entered before)."""
    if flash is None:
        flash = SimFlash({"data/cerebria/sample.json": bytearray(SAMPLE)})
    d = Driver(board, flash)
    if lang != "en":
        d.app.change_setting("lang", lang)
    d.do(OK)                                     # Games
    pick(d, "cerebria")
    pick(d, "mode")
    pick(d, mode)
    pick(d, "start")
    assert d.kind() == "Ring"
    for move in moves:
        d.app.session.play(move)
    d.app.game_changed()
    d.settle()
    return d


def values(scene):
    """What each row of a list means (a picker's "done" row: DONE)."""
    from firmware.games.cerebria_pick import DONE_ROW
    rows = getattr(scene, "rows", None)
    if rows is not None:
        return [DONE if row[1] is DONE_ROW else row[1] for row in rows]
    return [value for label, value in scene.items]


def pick(d, value):
    """Move the cursor to the row that means `value` (buttons only), then OK."""
    want = values(d.top).index(value)
    while d.top.cursor != want:
        d.do(DOWN if d.top.cursor < want else UP)
    return d.do(OK)


def enabled(scene):
    return [row[1] for row in scene.rows if row[1] is not None]


# -- navigation --

@pytest.mark.parametrize("board", BOARDS)
def test_every_cerebria_screen_is_reached_and_left_with_buttons(board):
    d = cerebria(board, moves=SETUP_2V2 + [["invoke", 1, "courage"]])
    ring = d.top
    assert ring.page == 0
    n = len(ring.pages())
    assert n == (4 if board == "pico_display" else 5)
    for page in list(range(1, n)) + [0]:        # DOWN turns the pages, and round
        d.do(DOWN)
        assert d.top is ring and ring.page == page
    d.do(UP)
    assert ring.page == n - 1
    d.do(DOWN)
    d.do(OK)
    assert d.kind() == "Picker" and d.top.key == ["pick", []]
    verbs = d.top
    for value in enabled(verbs):
        pick(d, value)
        if value == "board":
            assert d.kind() == "BoardList"
        elif value == "fortress":
            assert d.kind() == "FortressPicker"
        else:
            assert d.kind() == "Picker" and d.top.key == ["pick", [value]], value
        d.do(BACK)
        assert d.top is verbs
    pick(d, "board")
    board_list = d.top
    for value in (["slot", 1], ["realm", 1], ["slot", 2]):
        pick(d, value)
        assert d.kind() == ("RealmPicker" if value[0] == "realm" else "SlotPicker")
        assert d.top.key == value
        d.do(BACK)
        assert d.top is board_list
    pick(d, ["frontier", 0])                   # a Frontier's row says its totals
    assert d.top is board_list and d.app._say == "○2 ●0 → ○"
    d.do(BACK)
    d.do(BACK)
    assert d.top is ring
    d.do(MENU)
    assert d.kind() == "GameMenu"
    d.choose("Board: Realms and Emotions")
    assert d.kind() == "BoardList"
    d.do(BACK)
    assert d.kind() == "GameMenu"
    d.do(BACK)
    assert d.top is ring
    d.do(BACK)                                 # back to the game list
    assert d.kind() == "GameList"


@pytest.mark.parametrize("board", BOARDS)
def test_a_number_step_and_a_move_through_the_pickers(board):
    d = cerebria(board, moves=SETUP_2V2)
    d.do(OK)
    pick(d, "adjust")
    pick(d, "sphere")
    pick(d, 2)
    assert d.kind() == "NumberEntry" and d.top.value == 7   # starts at what it holds
    d.do(DOWN, 3)
    d.do(OK)
    assert d.kind() == "Ring" and d.app.session.state["spheres"][2] == 4
    assert d.app._say == "Diligence holds 4 WP"
    d.do(OK)
    pick(d, "invoke")
    pick(d, 1)
    assert d.top.title == "Invoke › F1"
    pick(d, "courage")                         # nothing more to choose: played
    assert d.kind() == "Ring"
    assert d.app.session.match.moves[-1] == ["invoke", 1, "courage"]
    assert d.app._say == "P1○: Courage F1 -2 WP · Wi –→○"


# -- only legal choices, and the reasons of the others --

def random_states(n_games=4, moves=60):
    """Sessions in many positions: random legal games in every mode."""
    for g in range(n_games):
        mode = ("2v2", "1v1", "3p", "2v2")[g]
        d = cerebria(moves=[], mode=mode)
        rng = Prng(seed_state(100 + g))
        session = d.app.session
        for i in range(moves):
            move = random_move(game, session.state, rng)
            if move is None:
                break
            session.play(move)
            if i % 6 == 5:
                yield session, rng


def check_step(session, prefix, rng):
    """The picker of one step offers exactly choices(); return one of them."""
    from firmware.games import cerebria_pick
    items = game.choices(session.state, prefix)
    scene = cerebria_pick.step(session, prefix, items)
    if type(scene).__name__ == "NumberEntry":
        assert sorted(scene.allowed) == sorted(items)
        return items[rng.below(len(items))]
    got = values(scene)
    assert sorted(got, key=repr) == sorted(items, key=repr), prefix
    assert None not in [row[1] for row in scene.rows]      # nothing shown refused
    return got[rng.below(len(got))]


def test_pickers_offer_exactly_the_legal_choices():
    from firmware.games import cerebria as words, cerebria_pick
    from shared.cerebria_actions import may_act
    seen = 0
    for session, rng in random_states():
        s = session.state
        verbs = session.ui.choose(session, [], game.choices(s, []))
        want = set(game.choices(s, [])) - {"fortify", "exalt", "raze"}
        want.add("board")
        if s["phase"] == "play" and may_act(s, "fortify"):
            want.add("fortress")
        assert set(enabled(verbs)) == want
        if s["phase"] == "play" and "absorb" not in want:
            refused = [row for row in verbs.rows if row[1] is None]
            assert [row[2] for row in refused] == [
                words.reason(session, game.why_not(s, ["absorb"]))]
        # one random legal move, step by step after its verb
        verbs_now = game.choices(s, [])
        if not verbs_now:
            continue
        prefix = [verbs_now[rng.below(len(verbs_now))]]
        while game.choices(s, prefix) != [DONE]:
            item = check_step(session, prefix, rng)
            if item is DONE:
                break
            prefix = prefix + [item]
        assert game.why_not(s, prefix) is None
        # the previews: legal rows are legal moves, refused rows say why
        for r in range(5):
            for label, value, detail in cerebria_pick.realm_rows(session, r):
                check_row(session, value, detail, label, r)
        for slot in range(15):
            for label, value, detail in cerebria_pick.slot_rows(session, slot):
                check_row(session, value, detail, label, None)
        seen += 1
    assert seen >= 30


def check_row(session, value, detail, label, realm):
    """A row of a Realm's or a slot's list: a legal move (or the start of
    one), or refused with the rules' own reason."""
    from firmware.games import cerebria as words
    s = session.state
    if value is not None:
        assert game.choices(s, value) and (DONE not in game.choices(s, value)
                                           or game.why_not(s, value) is None), (label, value)
        return
    if label == "Nothing can be done now":
        return
    verb = {"Fortify": "fortify", "Exalt": "exalt", "Raze": "raze"}.get(label)
    if verb is not None:
        why = game.why_not(s, [verb, realm])
    else:
        assert label.startswith("Absorb: "), label
        why = game.absorb_preview(s, realm)["refused"]
    assert why is not None and detail == words.reason(session, why), (label, detail)


def test_a_refused_fortress_says_why_and_changes_nothing():
    moves = SETUP_2V2 + [["invoke", 1, "courage"]]    # P1: 2 Willpower and an Action left
    for lang, reason in (("en", "Not enough Willpower (3 needed)"),
                         ("cs", "Málo Vůle (potřeba 3)"),
                         ("it", "Volontà insufficiente (serve 3)")):
        d = cerebria(lang=lang, moves=moves)
        before = canon.digest(d.app.session.state)
        d.do(OK)
        pick(d, "fortress")
        assert d.kind() == "FortressPicker"
        assert values(d.top) == [None, None]            # the Valley and the Willow
        assert d.top.items[0][0].startswith("✗ ")
        d.do(OK)
        assert d.kind() == "FortressPicker" and d.app._say == reason and d.app._say_warn
        assert canon.digest(d.app.session.state) == before
        assert d.app.session.match.moves == moves


def test_fortress_and_absorb_previews_show_cost_before_the_move():
    d = cerebria(moves=SETUP_2V2 + [["end", "draw"], ["end", "draw"], ["end", "draw"],
                                    ["end", "draw"]])            # P1's second turn
    from firmware.games import cerebria_pick
    rows = cerebria_pick.realm_rows(d.app.session, 0)
    assert rows[0] == ("Fortify", ["fortify", 0], "WP 4→1")
    assert rows[1] == ("Absorb: Commitment +3", ["absorb", 0],
                       "+3 WP · +1 Ambition for 1 WP")
    d.do(OK)
    pick(d, "absorb")
    assert [r[0] for r in d.top.rows] == ["Commitment (Va)", "Humility (Wi)"]
    pick(d, 0)
    assert [r[0] for r in d.top.rows][:2] == ["no card power: 3 WP", "card powers +1: 4 WP"]
    pick(d, 0)
    assert [(r[0], r[2]) for r in d.top.rows] == [
        ("no bonus", "WP 4→7 · Sphere 7→4"),
        ("+1 Ambition for 1 WP", "WP 4→6 · Amb 0→1 · Sphere 7→4")]
    pick(d, "take")
    assert d.kind() == "Ring" and d.app.session.state["ambition"] == [1, 0]


# -- words --

def test_every_move_and_event_is_in_words_in_every_language():
    from firmware.games import cerebria as words
    from firmware.i18n import Text
    d = cerebria(moves=[])
    session = d.app.session
    rng = Prng(seed_state(5))
    for i in range(150):
        move = random_move(game, session.state, rng)
        if move is None:
            break
        for ev in session.play(move):
            text = words.event_text(session, ev)
            assert (text == "") == (ev[0] == "end"), ev
            assert "[" not in text and "None" not in text, (ev, text)
    assert len(session.match.moves) > 100
    for lang in ("en", "it", "cs"):
        session.app.tr = Text(lang)
        session.app.tr.load_game("cerebria")
        for move in session.match.moves:
            text = words.move_text(session, move)
            assert text and "[" not in text and "None" not in text, move


def test_the_short_names_go_with_the_game_and_follow_the_language():
    # worked out once and kept on the session: a cache in the plug-in module
    # kept the last board in memory after its game was closed
    from firmware.games import cerebria as words
    d = cerebria(lang="en")
    session = d.app.session
    data = session.match.data
    assert words.realm_short(session, 0) == "Va" and words.frontier_short(session, 2) == "F3"
    assert session.cerebria_shorts[0] is data
    for value in vars(words).values():
        assert value is not data
        if isinstance(value, (list, tuple)):
            assert not [x for x in value if x is data]
    d.app.change_setting("lang", "cs")
    assert words.realm_short(session, 0) == "Úd"
    assert words.frontier_short(session, 2) == d.app.tr("F{0}", 3)


def test_undo_names_the_move():
    d = cerebria(moves=SETUP_2V2)
    d.do(OK)
    pick(d, "invoke")
    pick(d, 1)
    pick(d, "courage")
    d.do(UNDO)
    assert d.kind() == "Confirm" and d.top.text == "Undo: invoke Courage at F1?"
    d.do(OK)
    assert d.app._say == "Undone: invoke Courage at F1"
    assert d.app.session.match.moves == SETUP_2V2


def test_the_revelation_asks_first_because_it_cannot_be_undone():
    d = cerebria(lang="it", moves=SETUP_2V2 + [["adjust", "sphere", 0, 2]]
                 + [["end", "draw"]] * 4 + [["absorb", 0, 0, "skip"]])
    s = d.app.session.state
    assert s["phase"] == "revelation"
    assert d.top.title == "Rivelazione: Impegno"
    d.do(OK)
    pick(d, "reveal")
    assert d.top.title == "○ Beatitudine aggiunge"
    pick(d, "minor")
    pick(d, "none")
    assert d.kind() == "Confirm" and "non si potrà annullare (le Aspirazioni sono state " \
        "rivelate)" in d.top.text
    d.do(BACK)
    assert s["phase"] == "revelation"


def test_texts_of_the_tables_in_code_are_translated():
    # the names the screens pass to tr() through tables (tests/test_fonts_i18n
    # finds only literal texts)
    from firmware.games import cerebria as words, cerebria_pick, cerebria_view
    from firmware.lang import cerebria_it, cerebria_cs, it, cs
    texts = set(words.VERB_TITLE.values()) | set(words.VIBE_NAME.values())
    texts |= set(words.SIDE_NAME) | set(words.FRAGMENT_NAME)
    texts |= set(words.ABILITY_NAME.values()) | set(words.FRAGMENT_CHOICE.values())
    texts |= set(cerebria_pick.ADJUST_NAME.values()) | set(cerebria_pick.VERB_ROW.values())
    texts |= set(cerebria_view.WIDE_PAGES + cerebria_view.NARROW_PAGES)
    texts |= set(words.OPTION_NAMES.values())
    texts |= {"2 against 2", "Shaper against 2", "1 against 1", "the Aspirations were revealed"}
    from host.langtable import as_dict
    for game_table, app_table in ((as_dict(cerebria_it.TEXT), it.TEXT),
                                  (as_dict(cerebria_cs.TEXT), cs.TEXT)):
        missing = [t for t in texts if t not in game_table and t not in app_table]
        assert missing == []


@pytest.mark.parametrize("board", BOARDS)
def test_the_figures_of_the_main_pages_are_never_cut(board, monkeypatch):
    from firmware import canvas
    cut = []
    real_fit = canvas.fit

    def fit(text, font, width):
        out = real_fit(text, font, width)
        if out != text:
            cut.append(text)
        return out
    monkeypatch.setattr(canvas, "fit", fit)
    for lang in ("en", "it", "cs"):
        d = cerebria(board, lang=lang, moves=SETUP_2V2)
        s = d.app.session.state
        for p in s["players"]:
            p["wp"], p["ess"] = 15, 12
        for r in range(5):
            s["ctl"]["rt"][r] = [21, 19]
            s["ctl"]["ft"][r] = [10, 12]
        s["ambition"] = [3, 3]
        s["points"] = [44, 38]
        for page in range(len(d.top.pages()) - 1):      # not the Origin: names are cut there
            d.top.page = page
            d.top.redraw()
            cut[:] = []
            d.settle(10)
            assert cut == [], (lang, page, cut)


# -- resume after a power cut --

@pytest.mark.parametrize("board", BOARDS)
def test_resume_on_cerebria_screens_after_a_power_cut(board):
    d = cerebria(board, moves=SETUP_2V2 + [["move", 2]])
    paths = [                     # the presses from the main screen, the screens then open
        (["board", ["slot", 1]], ["board", ["slot", 1]], "SlotPicker"),
        (["board", ["realm", 1]], ["board", ["realm", 1]], "RealmPicker"),
        (["fortress"], ["fortress"], "FortressPicker"),
        (["invoke", 2], [["pick", ["invoke"]], ["pick", ["invoke", 2]]], "Picker"),
    ]
    for presses, keys_, kind in paths:
        d.do(OK)
        for value in presses:
            pick(d, value)
        want = ["game", ["pick", []]] + keys_
        assert d.app._screen_keys() == want and d.kind() == kind
        again = Driver(board, d.flash.copy())           # power off, and on again
        assert again.app._screen_keys() == want and again.kind() == kind
        assert [r[:2] for r in again.top.rows] == [r[:2] for r in d.top.rows]
        assert again.app.session.match.moves == d.app.session.match.moves
        while d.kind() != "Ring":
            d.do(BACK)


def test_a_power_cut_while_a_picker_plays_a_move(monkeypatch):
    from tests.test_power_cut import fast_drawing
    fast_drawing(monkeypatch)
    d = cerebria(moves=SETUP_2V2)
    d.do(OK)
    pick(d, "end")
    assert d.top.key == ["pick", ["end"]]
    before = d.flash.copy()
    moves = list(d.app.session.match.moves)
    outcomes = set()
    cut = 0
    while True:
        flash = before.copy()
        flash.budget = cut
        try:
            booted = Driver("pico_display", flash)
            assert booted.top.key == ["pick", ["end"]]
            booted.do(OK)                       # "draw 2 cards": the move
        except PowerCut:
            pass
        else:
            assert booted.app.session.match.moves == moves + [["end", "draw"]]
            break
        after = Driver("pico_display", flash.copy())
        assert after.kind() != "ErrorScreen", cut
        if after.app.session is None:
            # the cut fell while the last start was resuming: the device
            # offers a safe start, and resumes when asked
            assert after.kind() == "SafeStart", cut
            after.do(OK)
        got = after.app.session.match.moves
        assert got in (moves, moves + [["end", "draw"]]), (cut, got)
        assert journal.read_ops(after.flash.read("saves/cerebria.jnl"))[1].clean()
        outcomes.add((len(got), after.kind()))
        cut += 1
    # cuts before and after the journal record were both met (a cut between
    # the record and the session file leaves the picker's key: it opens again,
    # for the next player, with the move kept)
    assert set(n for n, screen in outcomes) == {len(moves), len(moves) + 1}
    assert (len(moves), "Picker") in outcomes


# -- a short game end to end, from a button script, on both runtimes --

@pytest.mark.parametrize("board,lang", [("pico_display", "en"), ("esp32_ssd1306", "en"),
                                        ("pico_display", "cs")])
def test_a_short_game_from_a_button_script_on_both_runtimes(board, lang, tmp_path):
    """host/scenarios/cerebria.py: 1v1 to the end, every page of the main
    screen, the previews and the board by place on the way."""
    script, cp, flashes = play_on_both(board, lang, tmp_path, SCENARIO)
    assert "shot:revelation" in script and len(script.split()) > 200
    assert len(set(f for _, f in cp)) == len(cp)          # every shot a different screen
    # the game it played, from the journal each device wrote
    for flash in flashes:
        match = saved_game(flash, game)
        assert match.moves == SCENARIO.MOVES
        assert match.outcome() == SCENARIO.OUTCOME
        assert match.state["points"] == SCENARIO.POINTS and match.state["capped"] == [1]
