# InBetween's device screens (firmware/games/inbetween.py) on both boards:
# every screen is reached and left with the buttons alone; the pickers offer
# exactly the legal moves (nothing illegal, nothing missing); the screen the
# game waits on opens after a move; undo works from any screen and names the
# move; the end says who won and why; texts come in English, Italian and
# Czech with the game's terms from the card data; the main screen shows the
# state without a press, and its partial redraws keep the display right.
import ast
import os

import pytest

from firmware import input as keys
from firmware.games import inbetween as ui
from shared import inbetween as game
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove, expand
from tests.conftest import ROOT
from tests.support.driver import BOARDS
from tests.support.inbetween_ui import driver, start_game, to_board, offered_moves

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO


def play(d, *moves):
    """Moves made at the table, entered through the rules directly (for
    setting up a situation); the screens are brought back to the game."""
    for move in moves:
        d.app.session.play(move)
    d.app.pop_builders()
    d.app.game_changed()
    d.settle()


def choices(d):
    """The labels of the choices on screen (without the entry that reads a
    long text in full: "Read all…", or the text itself on a small screen)."""
    return [label for label, action in d.top.items
            if getattr(action, "__name__", "") != "_read"]


# -- reaching and leaving every screen --

@pytest.mark.parametrize("board", BOARDS)
def test_a_new_game_shows_the_circle_to_lay_out_then_the_state_at_a_glance(board):
    d = driver(board)
    session = start_game(d)
    s = session.state
    # the device dealt: it says which cards to lay out, in order, with faces
    assert d.kind() == "Circle" and d.top.key == "layout"
    assert len(choices(d)) == 10
    first = s["circle"][0]
    assert choices(d)[0] == "1 H " + ui.face_name(session, first["id"], "human")
    assert choices(d)[1].startswith("2 C ")
    assert d.top.text == "Lay out clockwise; marker on %d: Creature begins" % (s["marker"] + 1)
    # OK on a character: all about it; BACK: the list again, then the game
    d.do(OK)
    assert d.kind() == "Message" and "Ability:" in d.top.text
    d.do(BACK)
    assert d.kind() == "Circle"
    d.do(BACK)
    assert d.kind() == "Board"
    assert d.top.title == "Creature: Action" and s["active"] == "creature"
    # the game menu has the circle too
    d.do(MENU)
    d.choose("Circle")
    assert d.kind() == "Circle" and d.top.key == "circle"
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "Board"
    d.do(BACK)                                     # leave: the game stays saved
    assert d.kind() == "GameList"


@pytest.mark.parametrize("board", BOARDS)
def test_a_card_is_played_by_symbol_target_direction_and_payment(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    s = session.state
    d.do(OK)
    symbols = game.choices(s, ["play"])
    assert d.labels() == ["Play " + ui.symbol_name(session, x) for x in symbols] + \
        ["Prepare…", "Rest: +0 Energy", "Adjust…"]
    d.choose("Play Hand")
    targets = game.choices(s, ["play", "hand", "step"])
    assert d.labels() == [ui.place(session, p) for p in targets] + ["Place a token (3 left)…"]
    assert d.top.title == "Play Hand"
    pos = targets[0]
    d.do(OK)
    assert d.labels() == ["Marker on: " + ui.space_name(session, s["circle"][pos]["face"], 1),
                          "Flip: " + ui.face_name(session, s["circle"][pos]["id"],
                                                  game.FLIPPED[s["circle"][pos]["face"]])]
    d.do(OK)
    # the Creature's Hand cards cost 2 (Claw) and 3 (Hunger)
    assert d.labels() == ["Without its ability", "Pay 2: Claw", "Pay 3: Hunger"]
    d.choose("Without")
    assert session.match.moves == [["play", "hand", "step", pos, "on", "no"]]
    assert d.kind() == "Board" and s["circle"][pos]["safety"] == 1
    name = ui.short(session, pos)
    assert d.app._say.startswith(name + ": InBetween → Nervous")
    # BACK from any step goes back one step and plays nothing
    d.do(OK)
    d.choose("Play")
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "Board" and len(session.match.moves) == 1


@pytest.mark.parametrize("board", BOARDS)
def test_a_card_with_no_ability_to_pay_is_played_without_the_payment_step(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    # the Creature's Eye card (Stare) has no ability
    d.do(OK)
    d.choose("Play Eye")
    target = game.choices(session.state, ["play", "eye", "step"])[0]
    d.do(OK)
    d.choose("Marker on")
    assert session.match.moves == [["play", "eye", "step", target, "on", "no"]]
    assert d.kind() == "Board"


@pytest.mark.parametrize("board", BOARDS)
def test_paying_for_an_ability_opens_the_effects_then_done_moves_on(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    d.do(OK)
    d.choose("Play Hand")
    d.do(OK)
    d.do(OK)
    d.choose("Pay 2")
    s = session.state
    assert s["phase"] == "effects" and d.kind() == "NoteMenu"
    assert d.top.title == "Creature: Card effects"
    assert "Paid 2 for Hand. Claw." in d.top.text
    assert choices(d)[0] == "✓ Done: effects applied"
    # an effect: the Town loses 2 Energy (an adjustment), back on this screen
    d.choose("Energy…")
    d.choose("Town")
    d.choose("3")
    assert s["players"]["town"]["energy"] == 3
    assert d.kind() == "NoteMenu" and s["phase"] == "effects"
    assert d.app._say == "Town Energy: 5 → 3"
    d.choose("✓ Done")
    assert s["phase"] == "awareness" and s["active"] == "town" and d.kind() == "Board"


@pytest.mark.parametrize("board", BOARDS)
def test_the_activity_shows_the_ability_and_the_raise_with_its_cost(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    s = session.state
    m = s["marker"]
    # the character under the marker is Terrified/Guarded: its ability activates
    play(d, ["adjust", "safety", m, 2])
    owner = game.owner(s["circle"][m])
    d.do(OK)
    d.choose("Rest")
    assert s["phase"] == "activity" and d.kind() == "NoteMenu"
    assert d.top.key == ["move", []]
    side = ui.side_name(session, owner)
    assert d.top.title == "Activity: " + side
    assert ui.place(session, m) in d.top.text
    assert "Its ability: " + ui.ability_at(session, m) in d.top.text
    assert choices(d)[:2] == ["Raise Awareness to 1: pay 1", "No raise: move on"]
    # its effect first (an adjustment), the screen comes back, then the raise
    assert "Safety marker…" in choices(d)
    d.choose("Reverse the Direction")
    assert s["direction"] == -1 and d.kind() == "NoteMenu" and s["phase"] == "activity"
    d.choose("Raise")
    assert s["players"][owner]["awareness"] == 1 and s["players"][owner]["energy"] == 4
    assert d.kind() == "Board" and s["phase"] == "awareness"
    assert d.app._say.startswith(side + ": Awareness 1")


@pytest.mark.parametrize("board", BOARDS)
def test_without_energy_to_raise_the_activity_says_so_and_offers_no_raise(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    s = session.state
    m = s["marker"]
    owner = game.owner(game.slot_at(s, m)) or "town"
    play(d, ["adjust", "safety", m, 3], ["adjust", "energy", "town", 0],
         ["adjust", "energy", "creature", 0])
    d.do(OK)
    d.choose("Rest")
    assert d.kind() == "NoteMenu"
    assert "Not enough Energy to raise Awareness." in d.top.text
    assert not any(label.startswith("Raise") for label in choices(d))
    d.choose("No raise")
    assert s["phase"] == "awareness" and owner


@pytest.mark.parametrize("board", BOARDS)
def test_the_awareness_ability_shows_each_level_text_then_what_to_do(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    s = session.state
    play(d, ["adjust", "awareness", "creature", 2])
    d.do(OK)
    assert d.labels()[-2] == "Awareness ability…"
    d.choose("Awareness ability")
    texts = session.match.data["awareness"]["creature"]
    assert choices(d) == ["Level 1: " + texts[0], "Level 2: " + texts[1]]
    d.choose("Level 2")
    assert session.match.moves[-1] == ["ability", 2]
    # the turn menu opens again with the level's text, to apply it first
    assert d.kind() == "NoteMenu" and s["phase"] == "action"
    assert d.top.text.startswith("Awareness 2: " + texts[1])
    d.choose("Rest")
    assert d.kind() == "Board"
    # used once: not offered again
    play(d, ["pass"] if s["phase"] == "activity" else ["adjust", "direction"])
    while s["active"] != "creature":
        play(d, ["rest"])
        if s["phase"] == "activity":
            play(d, ["pass"])
    d.do(OK)
    assert "Awareness ability…" not in d.labels()


@pytest.mark.parametrize("board", BOARDS)
def test_the_players_deal_the_circle_card_by_card(board):
    d = driver(board)
    session = start_game(d, deal="table")
    s = session.state
    assert d.kind() == "Board" and d.top.title == "Deal: card 1 of 10"
    d.do(OK)
    assert d.top.title == "Card 1 of 10: Human" and len(d.labels()) == 18
    assert d.labels()[0] == "c01 Ada, librarian"
    d.do(OK)
    # the next card's list opens by itself; creature faces on odd positions
    assert d.top.title == "Card 2 of 10: Creature"
    assert d.labels()[0] == "c02 Dough Thing"
    for _ in range(9):
        d.do(OK)
    assert s["phase"] == "awareness" and [x["id"] for x in s["circle"]] == \
        ["c%02d" % i for i in range(1, 11)]
    assert d.kind() == "Board" and d.app._say.endswith("Creature begins")


@pytest.mark.parametrize("board", BOARDS)
def test_unknown_stars_ask_where_the_marker_starts(board):
    d = driver(board, data="template")
    session = start_game(d)
    assert session.state["phase"] == "start"
    to_board(d)
    assert d.top.title == "Where does the marker start?"
    d.do(OK)
    assert d.top.title == "Where does the marker start?" and len(choices(d)) == 10
    assert d.top.text == "Which character shows the first star?"
    # unknown names: the card's id
    assert choices(d)[3] == "4 %s · InBetween" % session.state["circle"][3]["id"]
    d.choose("4 c")
    assert session.state["marker"] == 3 and session.state["phase"] == "awareness"


# -- the pickers offer exactly what the rules allow --

def states_along_a_game(seed, count, options):
    """The app at `count` moments of a game played at random through the
    rules (adjustments now and then, of the kinds that do not end it)."""
    d = driver("pico_display")
    start_game(d, deal=options.get("deal", "device"))
    to_board(d)
    session = d.app.session
    rng = Prng(seed_state(seed))
    for _ in range(count):
        if session.outcome() is not None:
            return
        yield d
        verbs = game.choices(session.state, [])
        if "adjust" in verbs and len(verbs) > 1 and rng.below(8):
            verbs = [v for v in verbs if v != "adjust"]
        prefix = [verbs[rng.below(len(verbs))]]
        while True:
            items = game.choices(session.state, prefix)
            if prefix == ["adjust"]:
                items = [k for k in items if k in ("flip", "token", "direction", "marker",
                                                   "energy", "safety")]
            if prefix[:2] == ["adjust", "safety"] and len(prefix) == 3:
                items = [k for k in items if k != 4]
            item = items[rng.below(len(items))]
            if item is DONE:
                break
            prefix.append(item)
        session.play(prefix)


@pytest.mark.parametrize("seed,options", [(3, {}), (11, {"deal": "table"})])
def test_the_screens_offer_every_legal_move_and_nothing_else(seed, options):
    phases = set()
    for d in states_along_a_game(seed, 60, options):
        session = d.app.session
        s = session.state
        offered = offered_moves(session)
        legal = expand(game, s)
        assert sorted(map(repr, offered)) == sorted(map(repr, legal)), s["phase"]
        phases.add(s["phase"])
    assert {"awareness", "effects", "activity"} <= phases


def test_every_offered_move_is_accepted_by_the_rules_in_each_phase():
    d = driver("pico_display")
    session = start_game(d, deal="table")
    to_board(d)
    s = session.state
    for ident in ("c01", "c03", "c02", "c04", "c05", "c06", "c07", "c08", "c09", "c10"):
        assert ["deal", ident] in offered_moves(session)
        session.play(["deal", ident])
    # the effects phase and the activity with an ability
    session.play(["play", "hand", "step", 2, "on", 2])
    assert s["phase"] == "effects"
    effects = offered_moves(session)
    assert ["done"] in effects and ["adjust", "direction"] in effects
    for move in effects:
        game.preview(s, move)                        # raises if illegal


# -- undo from any screen, and the end --

@pytest.mark.parametrize("board", BOARDS)
def test_undo_from_any_screen_names_the_move_and_goes_back(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    d.do(OK)
    d.choose("Play Hand")
    d.do(OK)
    d.do(OK)
    d.choose("Pay 2")
    assert d.kind() == "NoteMenu"                     # the effects screen
    d.do(UNDO)
    assert d.kind() == "Confirm"
    move = session.match.moves[-1]
    assert d.top.text == "Undo: play Hand: %s: marker on, pay 2?" % ui.short(session, move[3])
    d.do(OK)
    assert session.match.moves == [] and d.kind() == "Board"
    assert d.app._say.startswith("Undone: play Hand")
    # from the circle list and from the turn menu too
    play(d, ["rest"])
    d.do(MENU)
    d.choose("Circle")
    d.do(UNDO)
    assert d.top.text == "Undo: rest?"
    d.do(OK)
    assert session.match.moves == [] and d.kind() == "Board"
    play(d, ["rest"])
    d.do(OK)
    d.do(UNDO)
    d.do(BACK)                                         # "no": nothing changes
    assert session.match.moves == [["rest"]]


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("lang", ["en", "it", "cs"])
def test_the_end_says_who_won_and_why_in_the_datas_words(board, lang):
    d = driver(board, lang)
    session = start_game(d)
    to_board(d)
    s = session.state
    humans = [p for p in range(10) if s["circle"][p]["face"] == "human"]
    play(d, ["adjust", "safety", humans[0], 4], ["adjust", "safety", humans[1], 4])
    d.do(OK)
    tr = d.app.tr
    d.choose(tr("Adjust…"))
    d.choose(tr("Safety marker"))
    d.choose("%d " % (humans[2] + 1))
    d.choose("4 ")
    assert session.outcome()["winner"] == "town"
    terms = session.match.data["terms"]
    assert d.kind() == "Message" and d.top.key == "end"
    assert d.top.title == {"en": "Town wins", "it": "Vince Città", "cs": "Vítězí Město"}[lang]
    assert d.top.text.startswith(terms["secured"] + ": ")
    assert "%s 3" % terms["secured"] in d.top.text
    d.do(OK)
    assert d.kind() == "Board" and d.top.title == d.app.tr("{0} wins", terms["town"])
    d.do(OK)                                           # nothing more to play
    assert d.kind() == "Board" and d.app._say == tr("The game is over")
    # undo reopens the game
    d.do(UNDO)
    d.do(OK)
    assert session.outcome() is None and d.kind() == "Board"


def test_every_end_condition_has_its_reason():
    d = driver("pico_display")
    session = start_game(d)
    cases = [({"winner": "town", "condition": 1, "reason": game.REASONS[0]},
              ("Town wins", "Secured: three characters")),
             ({"winner": "creature", "condition": 2, "reason": game.REASONS[1]},
              ("Creature wins", "Devoured: three characters")),
             ({"winner": "creature", "condition": 3, "reason": game.REASONS[2]},
              ("Creature wins", "Creature reached Awareness 6")),
             ({"winner": "town", "condition": 4, "reason": game.REASONS[3]},
              ("Town wins", "five characters left, more in its dimension")),
             ({"winner": None, "condition": 4, "reason": game.REASONS[4]},
              ("Draw", "five characters left, a tie")),
             ({"winner": "town", "condition": 4, "reason": game.REASONS[5]},
              ("Town wins", "five characters left, a tie: higher Awareness"))]
    for result, words in cases:
        assert ui.result_text(session, result) == words


# -- the main screen --

@pytest.mark.parametrize("board", BOARDS)
def test_browsing_says_who_is_where_and_repaints_only_two_places(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    s = session.state
    m = s["marker"]
    play(d, ["adjust", "token", m, "add", "key"])
    d.do(DOWN)                                  # the cursor starts on the marker
    assert d.top.cursor == m
    name = session.match.data["characters"]
    assert d.app._say.startswith("%d %s · InBetween · " % (m + 1, ui.name_at(session, m)))
    assert d.app._say.endswith("+Key · Activity marker")
    d.do(DOWN)
    assert d.top.cursor == (m + 1) % 10
    for _ in range(10 - (m + 1) % 10):
        d.do(DOWN)
    assert d.top.cursor == ui.TOWN
    assert d.app._say == "Town: Energy 5 · Awareness 0 · hand 3 · deck 25"
    d.do(UP)
    assert d.top.cursor == 9 and name
    # a partial redraw: only the cursor's old and new places were repainted
    # (Driver checks after each press that the panel equals the frame buffer)
    d.settle(ui.BROWSE_MS + 100)
    assert d.top.cursor is None


@pytest.mark.parametrize("board", BOARDS)
def test_removed_tokens_locked_and_the_marker_are_drawn_differently(board):
    d = driver(board)
    session = start_game(d)
    to_board(d)
    c = d.app.canvas
    before = bytes(c.buf)
    s = session.state
    far = (s["marker"] + 5) % 10
    play(d, ["adjust", "remove", far])
    removed = bytes(c.buf)
    assert removed != before
    play(d, ["adjust", "safety", (far + 1) % 10, 4])
    assert bytes(c.buf) != removed
    assert d.app.session.state["circle"][far]["out"]


# -- words --

def reasons_of_the_rules():
    """Every reason shared/inbetween.py gives for refusing a move, including
    the templates it passes through helpers (_args, PHASE_VERBS)."""
    with open(os.path.join(ROOT, "shared", "inbetween.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None)
            arg = None
            if name == "require" and len(node.args) > 1:
                arg = node.args[1]
            elif name == "IllegalMove" and node.args:
                arg = node.args[0]
            elif name == "_args" and len(node.args) > 2:
                arg = node.args[2]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "PHASE_VERBS":
            for value in node.value.values:
                found.add(value.elts[1].value)
    return found


@pytest.mark.parametrize("lang", ["it", "cs"])
def test_every_reason_of_the_rules_is_translated(lang):
    from firmware.i18n import Text
    tr = Text(lang)
    tr.load_game("inbetween")
    reasons = reasons_of_the_rules()
    assert len(reasons) > 40
    assert sorted(r for r in reasons if tr(r) == r) == []


@pytest.mark.parametrize("lang,expected", [
    ("it", "Gli indicatori Al Sicuro e Divorato non si muovono"),
    ("cs", "Ukazatele V bezpečí a Pohlcený se nehýbou")])
def test_a_refused_move_is_explained_in_the_chosen_language(lang, expected):
    d = driver("pico_display", lang)
    session = start_game(d)
    to_board(d)
    s = session.state
    pos = game.choices(s, ["play", "hand", "step"])[0]
    play(d, ["adjust", "safety", pos, 4])
    before = list(session.match.moves)
    from firmware import play as fwplay
    fwplay.play(session, ["play", "hand", "step", pos, "down", "no"])
    assert d.app._say == expected and d.app._say_warn
    assert session.match.moves == before


@pytest.mark.parametrize("lang", ["it", "cs"])
def test_the_screens_speak_the_language_with_the_datas_terms(lang):
    d = driver("pico_display", lang)
    session = start_game(d)
    to_board(d)
    terms = session.match.data["terms"]
    assert d.top.title == "%s: %s" % (terms["creature"], d.app.tr("Action"))
    assert d.top.title == {"it": "Creatura: Azione", "cs": "Stvoření: Akce"}[lang]
    d.do(OK)
    first = d.labels()[0]
    assert first == {"it": "Gioca Occhio", "cs": "Zahrát: Oko"}[lang]
    d.do(OK)
    assert d.labels()[0].endswith(" · InBetween")


def test_move_and_event_texts_cover_every_kind():
    d = driver("pico_display")
    session = start_game(d)
    to_board(d)
    s = session.state
    moves = [["play", "hand", "step", 1, "on", 2], ["adjust", "flip", 3],
             ["adjust", "token", 3, "add", "eye"], ["adjust", "token", 3, "take", "eye"],
             ["adjust", "marker", 5], ["adjust", "hand", "creature", 2],
             ["adjust", "deck", "town", 20], ["adjust", "awareness", "town", 2],
             ["adjust", "remove", 8], ["done"]]
    for move in moves:
        if not game.choices(s, []) or DONE not in game.choices(s, move):
            continue
        events = session.play(move)
        assert ui.move_text(session, move)
        for event in events:
            text = ui.event_text(session, event)
            assert text or event[0] in ("play", "activity"), event
    kinds = set()
    for move in session.match.moves:
        kinds.add(move[0] if move[0] != "adjust" else move[1])
    assert len(kinds) >= 8


def test_an_impossible_number_is_refused_in_one_line():
    d = driver("pico_display")
    session = start_game(d)
    to_board(d)
    d.do(OK)
    d.choose("Adjust")
    d.choose("Cards in hand")
    d.choose("Creature")
    assert d.kind() == "NumberEntry"
    d.top.value = 3                          # the current hand: not a change
    d.do(OK)
    assert d.kind() == "NumberEntry" and d.app._say == "Not possible now: 3"
    with pytest.raises(IllegalMove):
        game.preview(session.state, ["adjust", "hand", "creature", 3])
