# Fugitive's device screens (firmware/games/fugitive*.py) on both boards:
# every screen is reached and left with the buttons alone; the pickers offer
# only legal moves and every legal move (one press plays a move whose rest
# is forced); the Marshal's deductions are made once per change, with a
# "Thinking…" state first, and an inconsistency is reported; the Fugitive's
# device marks the legal placements with the sprint each needs and answers
# calls (an answer cannot be undone, and undo says so); undo names the move;
# after a power cut the game comes back on the same Fugitive screen; only
# the chosen mode's owner sees private cards.
import os
import sys

import pytest

from tests.support.driver import BOARDS, Driver
from firmware import input as keys
from firmware import play as fwplay
from firmware.games import fugitive as words
from shared import fugitive as game
from shared import fugitive_deduce as deduce
from shared.rules import DONE
from tests.conftest import ROOT

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO

# a referee game's first turns as the Marshal enters them (seed 64 of the
# table players; host/scenarios/fugitive.py plays it to the end)
OPENING = [["place", 0], ["place", 0], ["draw", 1, 27], ["draw", 1, 19], ["call", 3], ["miss"],
           ["draw", 1], ["place", 0], ["draw", 0, 9]]
# entries that cannot all be true (found by random entry): hideout 3 has no card
IMPOSSIBLE = [["place", 4], ["place", 2], ["draw", 1, 15], ["draw", 0, 9], ["call", 36],
              ["miss"], ["draw", 2], ["place", 0], ["draw", 1, 25]]


def data_bytes():
    with open(os.path.join(ROOT, "data", "fugitive", "sample.json"), "rb") as f:
        return bytearray(f.read())


def driver(board="pico_display", lang="en", flash=None):
    d = Driver(board, flash)
    if flash is None:
        d.flash.files["data/fugitive/sample.json"] = data_bytes()
        if lang != "en":
            d.app.change_setting("lang", lang)
            d.app.stack[0].shown()
            d.settle()
    return d


def start_game(d, mode="marshal"):
    """Games, Fugitive, the mode option, Start: the game's main screen."""
    tr = d.app.tr
    d.choose(tr("Games"))
    d.choose(tr("Fugitive"))
    assert d.kind() == "Options"
    if mode != "marshal":
        d.choose(tr("Device for"))
        d.choose(tr(words.OPTION_VALUES[mode]))
    d.choose(tr("Start"))
    assert d.kind() == "Row"
    return d.app.session


def play(d, *moves):
    """Moves entered through the rules directly (to set up a situation)."""
    for move in moves:
        d.app.session.play(move)
    d.app.pop_builders()
    d.app.game_changed()
    d.settle()


def offers(session, scene):
    """(prefix, item) pairs that the scene's entries give to play.pick."""
    found = []
    real = fwplay.pick

    def record(s, before, item):
        found.append((list(before), item))
    fwplay.pick = record
    try:
        for label, action in scene.items:
            if action is not None:
                action()
    finally:
        fwplay.pick = real
    return found


def walk(session, prefix, out, deep=True):
    """Every complete move the screens lead to from `prefix`, following each
    entry as play.pick would (numbers of a multi-number call: one level)."""
    s = session.state
    items = game.choices(s, prefix)
    scene = fwplay.builder_scene(session, prefix, items)
    for before, item in offers(session, scene):
        assert item in game.choices(s, before), (before, item)   # only legal entries
        if item is DONE:
            out.append(before)
            continue
        after = before + [item]
        if game.choices(s, after) == [DONE]:
            out.append(after)
        elif after[0] != "call":
            walk(session, after, out, deep)
        elif deep and len(after) == 2 and after[1] in game.callable_numbers(s)[:2]:
            walk(session, after, out, False)    # two numbers: for the first few
        elif DONE in game.choices(s, after):
            out.append(after)
    return scene


def legal_moves(state, prefix=(), calls_once=True):
    """The complete legal moves, by choices() (calls: single numbers, and
    two numbers only where the screens are walked that deep)."""
    out = []
    prefix = list(prefix)
    for item in game.choices(state, prefix):
        if item is DONE:
            out.append(prefix)
        elif prefix[:1] == ["call"] and len(prefix) >= 2:
            continue
        else:
            out.extend(legal_moves(state, prefix + [item]))
    return out


def same_moves(a, b):
    """The same moves (the cheapest sprint in one press also leads to a
    move that can be entered card by card)."""
    return set(repr(m) for m in a) == set(repr(m) for m in b)


# -- reaching and leaving every screen --

@pytest.mark.parametrize("board", BOARDS)
def test_the_marshal_reaches_and_leaves_every_screen_with_the_buttons(board):
    d = driver(board)
    session = start_game(d)
    tr = d.app.tr
    assert d.top.title == "Fugitive: 1st turn"
    # OK: what the Fugitive did, as one list of facts; BACK leaves it
    d.do(OK)
    assert d.kind() == "Picker" and d.top.title == "Fugitive plays"
    assert d.labels()[:3] == ["Hideout", "Hideout, 1 sprint", "Hideout, 2 sprints"]
    d.do(BACK)
    assert d.kind() == "Row"
    d.do(OK)
    d.choose("Hideout, 1 sprint")
    assert session.match.moves == [["place", 1]] and d.kind() == "Row"
    assert d.top.title == "Fugitive: 2nd hideout?"
    d.do(OK)
    d.choose("End of turn")
    # her draws: the deck, then the card
    d.do(OK)
    assert d.top.title == "Marshal draws" and d.labels()[0] == "4–14 · 8 left"
    d.choose("15–28")
    assert d.top.title == "Card drawn from 15–28" and d.labels()[0] == "15"
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "Row"
    play(d, ["draw", 1, 20], ["draw", 2, 30])
    assert d.top.title == "Marshal calls"
    # DOWN: the possible numbers; OK on one: every number's chance
    d.do(DOWN)
    assert d.kind() == "Chances" and d.labels()[0].startswith("1: 1–")
    d.do(OK)
    assert d.kind() == "Message" and d.top.title == "Hideout 1"
    assert d.top.text.startswith("1: ")
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "Row"
    # the game menu: the same list, and the Manhunt plan ("Thinking…" first)
    d.do(MENU)
    assert tr("Possible numbers") in d.labels() and "Undo: draw 30 from 29–41" in d.labels()
    d.choose("Manhunt plan")
    assert d.kind() == "Manhunt"
    d.settle()
    plan = deduce.manhunt_plan(session.state)
    assert d.top.text == "Call in this order: %s. All hit: %s" % (
        " → ".join(str(n) for n in plan["calls"]), words.percent(plan["worlds"], plan["total"]))
    d.do(BACK)
    d.do(BACK)
    assert d.kind() == "Row"
    # the call: the suggestion first, then the numbers with their chances
    d.do(OK)
    assert d.top.title == "Call" and d.labels()[0].startswith("◆ ")
    d.do(BACK)
    d.do(BACK)                                     # leave: the game stays saved
    assert d.kind() == "GameList"


@pytest.mark.parametrize("board", BOARDS)
def test_a_call_and_its_answer_are_entered_with_chances(board):
    d = driver(board)
    session = start_game(d)
    play(d, *OPENING)
    s = session.state
    assert s["phase"] == "mcall"
    found = deduce.deduce(s)
    total = found["worlds"]
    d.do(OK)
    best, worlds = found["suggest"]
    assert d.labels()[0] == "◆ %s · %s" % ("+".join(map(str, best)), words.percent(worlds, total))
    # every number she may call, with the chance it is a face-down hideout
    numbers = game.callable_numbers(s)
    assert len(d.labels()) == 1 + len(numbers)
    hits = {}
    for p, values in found["positions"]:
        for y, n in values:
            hits[y] = hits.get(y, 0) + n
    assert d.labels()[1:] == ["%d · %s" % (n, words.percent(hits.get(n, 0), total))
                              for n in numbers]
    # two numbers: the joint chance, not a product
    d.choose("4 · ")
    assert d.top.title == "Call 4"
    d.choose("+ 5 ")
    part, whole = deduce.call_count(s, [4, 5])
    assert d.labels()[0] == "✓ Call 4+5 · " + words.percent(part, whole)
    d.do(OK)
    assert session.match.moves[-1] == ["call", 4, 5] and d.top.title == "Answer to 4+5?"
    # his answer: a miss, or a hit with where each number lies
    d.do(OK)
    labels = d.labels()
    assert labels[0] == "✗ Miss" and labels[1] == "✓ Hit"
    d.choose("✓ Hit")
    assert d.top.title == "Where is 4?"
    d.do(BACK)
    d.choose("✗ Miss")
    assert session.match.moves[-1] == ["miss"] and s["calls"][-1][1:] == [[4, 5], False]
    assert d.app._say == "4+5: miss"


def choose_number(d, n):
    """The call picker's entry of number n ("4", or "4 · 12%" with chances)."""
    d.choose([label for label in d.labels() if label.split(" · ")[0] == str(n)][0])


def one_face_down(d, mode):
    """A game with one hideout face down, at the Marshal's call: he laid one
    hideout (2) and ended his first turn, she drew two cards."""
    session = start_game(d, mode)
    if mode == "fugitive":
        play(d, ["deal", 4], ["deal", 9], ["deal", 13], ["deal", 20], ["deal", 27])
    if mode == "marshal":
        play(d, ["place", 0], ["end"], ["draw", 2, 40], ["draw", 2, 41])
    else:
        play(d, ["place", 2], ["end"], ["draw", 2], ["draw", 2])
    assert session.state["phase"] == "mcall" and len(game.face_down(session.state)) == 1
    return session


@pytest.mark.parametrize("mode", ["marshal", "fugitive", "referee"])
def test_a_call_of_more_numbers_than_face_down_hideouts_warns_then_is_recorded_as_a_miss(
        mode, monkeypatch):
    """The seed sets no limit on the numbers of a call: one of more numbers
    than there are face-down hideouts can only miss. The picker says so,
    the call asks first, and it is recorded as the miss it was."""
    d = driver()
    session = one_face_down(d, mode)
    s = session.state
    marshal = mode == "marshal"
    d.do(OK)
    choose_number(d, 4)
    assert d.top.title == "Call 4" and d.top.note == "1 face down: more numbers can only miss"
    assert d.labels()[0].startswith("✓ Call 4") and "+ 5" in d.labels()[1]
    # no count for a call that cannot hit: its chance is 0
    counted = []
    monkeypatch.setattr(deduce, "call_count_steps", lambda *a: counted.append(a))
    d.choose("+ 5")
    assert d.top.title == "Call 4+5" and d.top.note == "1 face down: more numbers can only miss"
    assert d.labels()[0] == ("✓ Call 4+5 · 0%" if marshal else "✓ Call 4+5")
    d.do(OK)
    assert d.kind() == "Confirm"
    assert d.top.text.startswith("Only 1 hideout is face down: this call can only miss. ")
    if marshal:
        assert d.top.text.endswith("can only miss. Go ahead?")      # her notes can be undone
    else:
        assert "Call 4+5: this cannot be undone (the answer was given). Go ahead?" in d.top.text
    d.do(BACK)                                   # not made: back to the call
    assert d.top.title == "Call 4+5" and s["phase"] == "mcall"
    d.do(OK)
    d.do(OK)
    assert session.match.moves[-1] == ["call", 4, 5] and counted == []
    s = session.state
    assert s["calls"][-1][1:] == [[4, 5], False] and s["phase"] == "fdraw"
    assert game.face_down(s) == [1]
    assert d.app._say == "call 4+5 · 4+5: miss"
    if marshal:
        assert words.joint(session, [4, 5, 6]) == (0, deduce.deduce(s)["worlds"])


def test_a_call_of_as_many_numbers_as_face_down_hideouts_asks_nothing():
    d = driver()
    session = one_face_down(d, "marshal")
    d.do(OK)
    choose_number(d, 2)
    d.do(OK)                                     # ✓ Call 2: no warning, his answer next
    assert session.match.moves[-1] == ["call", 2] and d.top.title == "Answer to 2?"


def spy_counts(monkeypatch):
    """The counts started (shared.fugitive_deduce.deduce_steps), each as
    [calls in its state, its budget, steps taken]."""
    made = []
    real = deduce.deduce_steps

    def counting(state, limit=None, budget=None):
        entry = [len(state["calls"]), budget[0] if isinstance(budget, list) else budget, 0]
        made.append(entry)
        steps = real(state, limit, budget)
        while True:
            try:
                step = next(steps)
            except StopIteration as end:
                return end.value
            entry[2] += 1
            yield step
    monkeypatch.setattr(deduce, "deduce_steps", counting)
    return made


@pytest.mark.parametrize("board", BOARDS)
def test_deductions_are_made_once_per_change_with_a_thinking_state_first(board, monkeypatch):
    monkeypatch.setattr(words, "QUICK", 0)         # no count on the first frame
    d = driver(board)
    session = start_game(d)
    made = spy_counts(monkeypatch)
    session.play(["place", 0])
    session.play(["end"])
    d.app.pop_builders()
    d.app.game_changed()
    d.app.step()                                   # one loop: the screen is drawn
    assert d.top.thinking and made == []           # "Thinking…" is on screen
    # with where the hideout can lie meanwhile (bounds, made at once)
    assert d.top.lines(d.app.canvas, session.state) == (["Thinking…", "1: 1–3"], False)
    d.settle()
    assert [m[0] for m in made] == [0] and not d.top.thinking
    for action in (DOWN, BACK, OK, BACK, MENU, BACK, UP, BACK):
        d.do(action)
    assert len(made) == 1                          # presses and redraws: no new count
    play(d, ["draw", 0, 4])
    assert [m[0] for m in made] == [0, 0]          # a move: one new count


@pytest.mark.parametrize("board", BOARDS)
def test_a_small_count_comes_on_the_first_frame_a_larger_one_goes_on_after_thinking(board, monkeypatch):
    """Within QUICK units the figures are drawn at once (no "Thinking…"
    frame); beyond, "Thinking…" is drawn and the same count goes on in the
    next loops (nothing counted twice)."""
    made = spy_counts(monkeypatch)
    d = driver(board)
    session = start_game(d)
    session.play(["place", 0])
    session.play(["end"])
    d.app.pop_builders()
    d.app.game_changed()
    d.app.step()
    assert len(made) == 1 and not d.top.thinking
    lines = d.top.lines(d.app.canvas, session.state)[0]
    # the figures (hideout 1's chances, drawn as a strip), not "Thinking…"
    assert lines[0][0] == 1 and [v for v, n in lines[0][1]] == [1, 2, 3]
    assert len(made) == 1                          # kept: no second count
    monkeypatch.setattr(words, "QUICK", 1)         # too little for this count
    session.play(["draw", 0, 4])
    d.app.pop_builders()
    d.app.game_changed()
    d.app.step()
    assert len(made) == 2 and d.top.thinking
    first = made[1][2]
    assert first >= 1 and words.known(session) is None
    assert d.top.lines(d.app.canvas, session.state)[0][0] == "Thinking…"
    d.settle()
    assert len(made) == 2 and made[1][1] == words.BUDGET and made[1][2] >= first
    assert not d.top.thinking
    assert words.known(session) == dict(deduce.deduce(session.state), hits=words.known(session)["hits"])


def opening_thinking(d, monkeypatch, moves=OPENING[:-1]):
    """A game's moves (by default the opening but its last move) with a
    count of a few steps to make: its "Thinking…" frame drawn."""
    monkeypatch.setattr(words, "QUICK", 0)         # no count on the first frame
    session = start_game(d)
    for move in moves:
        session.play(move)
    d.app.pop_builders()
    d.app.game_changed()
    d.app.step()
    assert d.top.thinking
    return session


def test_a_button_pressed_while_counting_is_answered_and_the_count_goes_on_after_it(monkeypatch):
    # the device is never deaf for a whole count: a press ends the step
    # under way, is answered, and the count goes on from there
    d = driver()
    made = spy_counts(monkeypatch)
    session = opening_thinking(d, monkeypatch)
    reads = iter([0])                              # X goes down once it counts
    monkeypatch.setattr(d.app.board, "read_buttons", lambda: next(reads, 4))
    d.top.tick(0)
    assert made[0][2] == 1                         # one step, then the press
    assert words.known(session) is None and d.top.thinking
    lines = d.top.lines(d.app.canvas, session.state)
    assert lines[0][0] == "Thinking…" and len(lines[0]) > 1     # with the bounds
    monkeypatch.setattr(d.app.board, "read_buttons", lambda: 0)
    d.top.tick(0)                                  # the next loop: on to the end
    assert len(made) == 1 and made[0][2] > 1 and not d.top.thinking
    assert words.known(session)["worlds"] == deduce.deduce(session.state)["worlds"]


def test_a_count_under_way_is_let_go_before_the_next_move_and_when_the_game_closes(monkeypatch):
    # the move, its journal record and its snapshot get the heap back
    d = driver()
    session = opening_thinking(d, monkeypatch)
    monkeypatch.setattr(d.app.board, "read_buttons", iter([0, 4]).__next__)
    d.top.tick(0)
    assert words._COUNT[1] is not None             # paused by the press
    seen = []
    real = session.match.play

    def playing(move):
        seen.append(words._COUNT[1])
        return real(move)
    monkeypatch.setattr(session.match, "play", playing)
    session.play(OPENING[-1])
    assert seen == [None]
    # undo and redo too
    words.deduction(session, lambda: True)
    assert words._COUNT[1] is not None
    session.undo()
    assert words._COUNT[1] is None
    # and leaving the game (the plug-in stays loaded: its globals would keep it)
    words.deduction(session, lambda: True)
    assert words._COUNT[1] is not None
    d.app.leave_game()
    assert words._COUNT[1] is None and d.app.session is None


def test_an_error_screen_lets_go_of_a_count_under_way(monkeypatch):
    d = driver()
    session = opening_thinking(d, monkeypatch)
    words.deduction(session, lambda: True)
    assert words._COUNT[1] is not None
    d.app.fail(MemoryError())
    assert words._COUNT[1] is None and d.kind() == "ErrorScreen"


def cut_late(d, monkeypatch):
    """The opening, counted on a budget that runs out in the backward pass
    (between the forward pass's units and the whole count's): the session,
    and the whole count's answer."""
    session = opening_thinking(d, monkeypatch, OPENING)
    full, ahead = [10 ** 9], [10 ** 9]
    exact = deduce.deduce(session.state, budget=full)
    prob = deduce.Problem(session.state)
    prob.work = ahead
    deduce.count(prob)
    whole, forward = 10 ** 9 - full[0], 10 ** 9 - ahead[0]
    monkeypatch.setattr(words, "BUDGET", forward + (whole - forward) // 2)
    d.settle()
    return session, exact


def test_when_the_count_gives_up_late_the_last_hideouts_keep_their_exact_chances(monkeypatch):
    # the budget runs out in the backward pass: the last face-down hideouts'
    # chances were counted for sure, the others keep their bounds
    from firmware.games.fugitive_view import position_text, range_text
    d = driver()
    session, exact = cut_late(d, monkeypatch)
    s = session.state
    found = words.known(session)
    assert found["worlds"] is None and found["partial"][0] == exact["worlds"]
    last, values = exact["positions"][-1]
    bounds = dict((p, (lo, hi)) for p, lo, hi in words.bounds(session))
    lines, warn = d.top.lines(d.app.canvas, s)
    # the hideouts first (the bounds, the last ones' exact chances), then why
    first = exact["positions"][0][0]
    rows = len(exact["positions"])
    assert warn and lines[0] == range_text(first, *bounds[first])
    assert lines[rows - 1] == position_text(last, values, exact["worlds"])
    assert lines[rows:] == fwrap(d, "Too many possibilities: chances of the last hideouts only")
    # drawn with no room for all: the reason goes first (its colour says it)
    drawn = []
    real = d.app.canvas.text

    def text(x, y, t, *rest):
        drawn.append(t)
        return real(x, y, t, *rest)
    monkeypatch.setattr(d.app.canvas, "text", text)
    d.top.redraw()
    d.app.draw()
    assert lines[:rows] == drawn[-rows:] and lines[rows] not in drawn
    # the possible numbers: the same, and OK on the last one lists its chances
    from firmware.games.fugitive_pick import Chances
    screen = Chances(session)
    d.app.push(screen)
    assert d.labels() == lines[:rows]
    assert screen.note == "Too many possibilities: chances of the last hideouts only"
    screen._open(last, len(d.labels()) - 1)
    assert d.top.text == "  ".join("%d: %s" % (y, words.percent(n, exact["worlds"]))
                                   for y, n in values)


def test_when_the_count_gives_up_late_the_call_picker_shows_the_chances_known_exactly(monkeypatch):
    # a number no hideout but the counted ones can be has an exact chance;
    # the others none (and there is no suggestion: the best is not known)
    d = driver()
    session, exact = cut_late(d, monkeypatch)
    s = session.state
    total, rows = words.known(session)["partial"]
    counted = dict((p, dict((y, n) for y, n in values)) for p, values in rows)
    others = [(lo, hi) for p, lo, hi in words.bounds(session) if p not in counted]
    picker = fwplay.builder_scene(session, ["call"], game.choices(s, ["call"]))
    full_hits = {}
    for p, values in exact["positions"]:
        for y, n in values:
            full_hits[y] = full_hits.get(y, 0) + n
    assert total == exact["worlds"]
    expected = []
    for n in game.callable_numbers(s):
        if any(lo <= n <= hi for lo, hi in others):
            expected.append(str(n))
        else:
            # the same chance as the whole count's
            worlds = sum(values.get(n, 0) for values in counted.values())
            assert worlds == full_hits.get(n, 0)
            expected.append("%d · %s" % (n, words.percent(worlds, total)))
    assert [label for label, value in picker.items] == expected
    assert any("·" in label for label in expected) and any("·" not in label for label in expected)


def test_a_count_short_of_heap_late_still_answers_what_it_counted(monkeypatch):
    # told to give up where it is (in its backward pass), not dropped: the
    # last hideouts keep their exact chances, as when the budget runs out
    d = driver()
    session = opening_thinking(d, monkeypatch, OPENING)
    exact = deduce.deduce(session.state)
    steps = 0
    for _ in deduce.deduce_steps(session.state):
        steps += 1
    rooms = [1] * (steps - 1)                      # heap for all steps but the last
    monkeypatch.setattr(words, "_heap_room", lambda: rooms.pop() if rooms else 0)
    d.settle()
    found = words.known(session)
    assert found["worlds"] is None and words._COUNT[1] is None
    total, rows = found["partial"]
    assert total == exact["worlds"] and rows == exact["positions"][-len(rows):]


def test_the_free_heap_is_read_only_as_often_as_the_reserve_needs(monkeypatch):
    # reading it scans the heap's table: with room for three steps above the
    # reserve, once every three steps
    import gc
    d = driver()
    made = spy_counts(monkeypatch)
    session = opening_thinking(d, monkeypatch, OPENING)
    reads = []

    def mem_free():
        reads.append(1)
        return words.RESERVE + 2 * words.STEP_HEAP
    monkeypatch.setattr(gc, "mem_free", mem_free, raising=False)
    d.settle()
    steps = made[0][2]
    assert words.known(session)["worlds"] and steps >= 4
    assert len(reads) == (steps + 2) // 3


def test_a_count_that_would_leave_the_device_too_little_heap_gives_up(monkeypatch):
    # below RESERVE of free heap (after a collection) between two steps: the
    # bounds stay, as when the count is too long, and its heap is let go
    import gc
    d = driver()
    session = opening_thinking(d, monkeypatch)
    free = [words.RESERVE]
    monkeypatch.setattr(gc, "mem_free", lambda: free[0], raising=False)
    collected = []
    monkeypatch.setattr(gc, "collect", lambda: collected.append(1))
    d.top.tick(0)
    assert words.known(session)["worlds"] is not None and not collected
    session.play(OPENING[-1])
    d.app.pop_builders()
    d.app.game_changed()
    d.app.step()
    free[0] = words.RESERVE - 1
    d.settle()
    found = words.known(session)
    assert found["worlds"] is None and collected
    assert found["problem"] == ["Too many possibilities to count"]
    assert words._COUNT[1] is None
    lines, warn = d.top.lines(d.app.canvas, session.state)
    assert warn and lines[2] == "3: 3–8"           # the bounds


def press_after(monkeypatch, d, reads):
    """The board's buttons: up for `reads` reads, then X down."""
    seen = iter([0] * reads)
    monkeypatch.setattr(d.app.board, "read_buttons", lambda: next(seen, 4))


def test_the_call_picker_shows_thinking_while_it_counts_and_its_chances_once_it_ends(monkeypatch):
    # opened while the count is under way, it is not deaf until the count
    # ends: the numbers at once, their chances when the count is done
    d = driver()
    session = opening_thinking(d, monkeypatch, OPENING)
    s = session.state
    picker = fwplay.builder_scene(session, ["call"], game.choices(s, ["call"]))
    d.app.push(picker)
    numbers = game.callable_numbers(s)
    assert picker.note == "Thinking…"
    assert d.labels() == [str(n) for n in numbers]     # no chances yet
    picker.cursor = 2
    press_after(monkeypatch, d, 2)
    picker.tick(0)
    assert picker.refill is not None and words.known(session) is None   # the press first
    monkeypatch.setattr(d.app.board, "read_buttons", lambda: 0)
    picker.tick(0)
    fresh = fwplay.builder_scene(session, ["call"], game.choices(s, ["call"]))
    assert d.labels() == [label for label, value in fresh.items]
    assert d.labels()[0].startswith("◆ ") and picker.note is None
    # the cursor stays on the number it was on (the suggestion came first)
    assert d.labels()[picker.cursor].startswith("%d · " % numbers[2])


def test_the_joint_chance_of_a_call_is_counted_in_steps_too(monkeypatch):
    d = driver()
    session = start_game(d)
    play(d, *OPENING)
    s = session.state
    picker = fwplay.builder_scene(session, ["call", 4, 5], game.choices(s, ["call", 4, 5]))
    d.app.push(picker)
    assert d.labels()[0] == "✓ Call 4+5 · …"
    press_after(monkeypatch, d, 1)
    picker.tick(0)
    assert d.labels()[0] == "✓ Call 4+5 · …" and picker.joint      # the press first
    monkeypatch.setattr(d.app.board, "read_buttons", lambda: 0)
    picker.tick(0)
    part, whole = deduce.call_count(s, [4, 5])
    assert d.labels()[0] == "✓ Call 4+5 · " + words.percent(part, whole) and not picker.joint
    assert words.joint(session, [4, 5]) == (part, whole)          # kept for the change


def test_the_possible_numbers_show_the_bounds_while_it_counts_then_the_chances(monkeypatch):
    from firmware.games.fugitive_pick import Chances
    d = driver()
    session = opening_thinking(d, monkeypatch)
    screen = Chances(session)
    d.app.push(screen)
    from firmware.games.fugitive_view import range_text
    bounds = [range_text(p, lo, hi) for p, lo, hi in words.bounds(session)]
    assert screen.note == "Thinking…" and d.labels() == bounds
    screen._open(1, 0)                             # a number's chances: not yet
    assert d.kind() == "Message" and d.top.text == bounds[0] + ". Thinking…"
    d.app.pop()
    d.settle()                                     # its loops: the count ends
    found = deduce.deduce(session.state)
    assert screen.note is None and d.labels()[0].startswith("1: 1–2 · ")
    assert len(d.labels()) == len(found["positions"])


def test_the_manhunt_plan_waits_for_its_counts_without_going_deaf(monkeypatch):
    d = driver()
    session = opening_thinking(d, monkeypatch, TO_MANHUNT)
    from firmware.games.fugitive_pick import Manhunt
    screen = Manhunt(session)
    d.app.push(screen)
    press_after(monkeypatch, d, 1)
    screen.tick(0)
    assert screen.thinking and screen.text == "Thinking…" and words.planned(session) is None
    monkeypatch.setattr(d.app.board, "read_buttons", lambda: 0)
    screen.tick(0)
    plan = deduce.manhunt_plan(session.state)
    assert not screen.thinking and words.planned(session) == plan
    assert screen.text == "Call in this order: %s. All hit: %s" % (
        " → ".join(str(n) for n in plan["calls"]), words.percent(plan["worlds"], plan["total"]))


def test_a_long_count_lets_the_device_loop_go_round_every_slice(monkeypatch):
    # SLICE_MS of counting, then the loop's turn (the USB link, the
    # backlight); the count goes on in the next iteration
    d = driver()
    session = opening_thinking(d, monkeypatch)
    clock = [0]
    monkeypatch.setattr(d.app.board, "ticks_ms", lambda: clock[0])
    real = deduce.deduce_steps

    def slow(state, limit=None, budget=None):
        steps = real(state, limit, budget)
        while True:
            clock[0] += 100                     # each step takes 100 ms
            try:
                next(steps)
            except StopIteration as end:
                return end.value
            yield
    monkeypatch.setattr(deduce, "deduce_steps", slow)
    d.top.tick(0)
    assert words.known(session) is None and d.top.thinking
    assert clock[0] == 300                      # the step past SLICE_MS, then the loop
    while d.top.thinking:
        d.top.tick(0)
    assert words.known(session)["worlds"] == deduce.deduce(session.state)["worlds"]


def test_a_button_already_down_when_counting_starts_does_not_stop_it():
    d = driver()
    start_game(d)
    state = [1]                                    # A held from the press that entered the move
    d.app.board.read_buttons = lambda: state[0]
    stop = words.pressed_since(d.app)
    assert stop() is False
    state[0] = 0                                   # released
    assert stop() is False
    state[0] = 1                                   # pressed again
    assert stop() is True


@pytest.mark.parametrize("board", BOARDS)
def test_entries_that_cannot_all_be_true_are_reported(board, monkeypatch):
    monkeypatch.setattr(words, "BUDGET", None)     # the reason takes a long count
    d = driver(board)
    session = start_game(d)
    play(d, *IMPOSSIBLE)
    assert deduce.deduce(session.state)["worlds"] == 0
    text = "Nothing fits: No card fits face-down hideout 3"
    assert d.top.lines(d.app.canvas, session.state) == (
        fwrap(d, text), True)
    d.do(DOWN)
    assert d.kind() == "Chances" and d.top.note == text and d.labels() == []
    d.do(BACK)
    # the call picker offers the numbers without chances
    d.do(OK)
    assert d.labels()[0] == "1"


def test_a_count_beyond_the_devices_budget_says_so_and_shows_where_each_hideout_can_lie(monkeypatch):
    # a long count: 4,156 units before it finds that nothing fits, 9,452
    # with its reason (it fits the device's budget), so a budget it passes
    monkeypatch.setattr(words, "BUDGET", 2000)
    d = driver()
    session = start_game(d)
    play(d, *IMPOSSIBLE)
    found = words.deduction(session)
    assert found["worlds"] is None
    # bounds from reach alone (shared/fugitive_bounds.py), no chances
    assert d.top.lines(d.app.canvas, session.state) == (
        ["1: 1–11", "2: 2–18", "3: 3–21"] + fwrap(d, "Too many possibilities to count"), True)
    # the detail screen lists the same bounds (no chances) and says why
    d.do(DOWN)
    assert d.kind() == "Chances" and d.top.note == "Too many possibilities to count"
    assert d.labels() == ["1: 1–11", "2: 2–18", "3: 3–21"]
    d.do(DOWN)
    d.do(OK)
    assert d.top.text == "2: 2–18. Too many possibilities to count"
    d.do(BACK)
    d.do(BACK)
    d.do(OK)
    assert d.labels()[0] == "1"


def test_without_a_count_a_hideout_whose_bounds_meet_is_shown_certain(monkeypatch):
    monkeypatch.setattr(words, "BUDGET", 1)        # no count ever finishes
    d = driver()
    session = start_game(d)
    play(d, ["place", 0], ["end"], ["draw", 0, 4], ["draw", 0, 5], ["call", 1], ["miss"],
         ["draw", 1], ["pass"], ["draw", 0, 6], ["call", 2], ["miss"])
    assert words.deduction(session)["worlds"] is None
    assert d.top.certain(session.state) == {1: 3}
    assert d.top.lines(d.app.canvas, session.state)[0][0] == "1 = 3 ✓"


def fwrap(d, text):
    from firmware.canvas import wrap
    c = d.app.canvas
    return wrap(text, c.small, c.width - 4)


# -- only legal choices, all of them --

def referee_states():
    """Referee-mode games at many points, and the Marshal's and the
    Fugitive's view of them."""
    from tests.support.fugitive_players import table_move
    from shared.prng import Prng, seed_state
    out = []
    for seed in (3, 64):
        state = game.new_game(game.standard_sprints(), {"mode": "referee"}, seed, game.layout())
        rng = Prng(seed_state(seed * 31 + 1))
        for i in range(60):
            if game.outcome(state) is not None:
                break
            if i % 3 == 0:
                out.append(game._copy(state))
            game.apply(state, table_move(state, rng))
    return out


@pytest.mark.parametrize("mode", ["referee", "marshal", "fugitive"])
def test_the_pickers_offer_exactly_the_legal_moves(mode):
    # kept imported for the walk's thousands of steps (call_in would import
    # it for each one)
    from firmware.games import fugitive_pick  # noqa: F401
    d = driver()
    session = start_game(d)
    seen = set()
    for state in referee_states():
        if mode == "marshal":
            state = game.marshal_view(state)
        elif mode == "fugitive":
            state = fugitive_view(state)
        session.match.state = state
        words._KNOWN[0] = None                  # a new state under the same session
        offered = []
        walk(session, [], offered)
        # calls of several numbers: checked legal by walk(), not listed here
        offered = [m for m in offered if m[0] != "call" or len(m) == 2]
        assert same_moves(offered, legal_moves(state)), state["phase"]
        seen.add(state["phase"])
    assert {"mcall", "mdraw", "fdraw", "fplay"} <= seen


def fugitive_view(state):
    """A fugitive-mode copy of a referee state (his device knows his cards,
    her hand is a count)."""
    view = game._copy(state)
    view["mode"] = view["opts"]["mode"] = "fugitive"
    view["mhand"] = None
    del view["pool"], view["rng"]
    return view


def test_a_hideout_out_of_reach_is_shown_but_cannot_be_chosen():
    d = driver()
    session = start_game(d, "fugitive")
    s = session.state
    # the five cards he was dealt: one picker per card, only that deck's cards
    for card in (4, 5, 6, 20, 27):
        d.do(OK)
        assert d.top.title.startswith("Card dealt")
        assert [int(label.split()[0]) for label in d.labels()] == game.choices(s, ["deal"])
        d.choose("%d (" % card)
    assert s["fhand"] == [1, 2, 3, 4, 5, 6, 20, 27, 42] and s["phase"] == "first"
    d.do(OK)
    assert d.top.title == "Place a hideout"
    # every card of his hand: the legal ones with their cheapest sprint
    assert d.labels() == ["1 · no sprint", "2 · no sprint", "3 · no sprint", "4 · sprint 1",
                          "5 · sprint 2", "6 · sprint 1+2", "✗ 20", "✗ 27", "✗ 42"]
    d.choose("✗ 20")                              # dimmed: nothing happens
    assert d.kind() == "Picker" and session.match.moves[-1] == ["deal", 27]
    # 6 needs 3 more: the cheapest sprint in one press, or card by card
    d.choose("6 · ")
    assert d.top.title == "Place 6" and d.top.note == "Sprint needed: 3"
    assert d.labels() == ["◆ Cheapest: 1+2", "+ 1 (+1)", "+ 2 (+2)", "+ 3 (+1)", "+ 4 (+2)",
                          "+ 5 (+1)", "+ 20 (+2)"]     # 27 would leave no higher card
    d.choose("+ 4 ")
    assert d.top.note == "Sprint needed: 1"
    assert d.labels() == ["+ 5 (+1)", "+ 20 (+2)", "+ 27 (+1)"]
    d.choose("+ 5 ")
    assert d.labels()[0] == "✓ Place 6, sprint 4+5" and d.top.note == "No sprint needed"
    d.do(OK)
    assert session.match.moves[-1] == ["place", 6, 4, 5]
    assert d.app._say == "hideout 1, 2 sprints · 6 at 1"


def test_the_fugitive_device_answers_a_call_and_undo_says_it_cannot_be_taken_back():
    d = driver()
    session = start_game(d, "fugitive")
    play(d, ["deal", 4], ["deal", 9], ["deal", 13], ["deal", 20], ["deal", 27],
         ["place", 3], ["place", 4], ["draw", 0], ["draw", 1])
    s = session.state
    assert s["phase"] == "mcall"
    # her call, as she says it: no chances here (his device does not deduce)
    d.do(OK)
    assert d.labels()[0] == "1"
    d.choose("3")
    d.choose("✓ Call 3")
    assert d.kind() == "Confirm" and "cannot be undone (the answer was given)" in d.top.text
    d.do(OK)
    assert d.app._say == "call 3 · hideout 1 is 3"
    d.do(UNDO)
    assert d.app._say == "Cannot undo: the answer was given"
    d.do(MENU)
    assert "Cannot undo: the answer was given" in d.labels()
    d.do(BACK)
    # his hand: the main screen shows it with the furthest placement
    d.app.session.play(["draw", 0, 5])
    d.app.game_changed()
    d.settle()
    lines, warn = d.top.lines(d.app.canvas, s)
    assert "Hand: 1 2 5 9 13 20 27 42" in " ".join(lines)
    card, sprint = game.playable(s)[-1]
    assert card == 13 and lines[-1] == "Furthest: 13, sprint %s" % "+".join(map(str, sprint))


def test_the_referee_shows_private_cards_only_on_request():
    d = driver()
    session = start_game(d, "referee")
    s = session.state
    d.do(OK)
    d.choose("1 · no sprint")
    assert d.top.title == "Place 1"
    d.choose("✓ Place 1")
    d.do(OK)
    d.choose("End of turn")
    assert s["phase"] == "mdraw"
    for _ in range(2):
        d.do(OK)
        d.choose("4–14")
        assert d.kind() == "Confirm" and "cannot be undone (a card was drawn)" in d.top.text
        d.do(OK)
        # the card she drew is neither on the event line nor on the screen
        assert d.app._say == "Marshal draws from 4–14"
    assert s["phase"] == "mcall" and len(s["mhand"]) == 2
    # the hideout he placed shows as "?" (the device knows it is 1)
    assert s["row"][1]["card"] == 1 and d.top.certain(s) == {}
    drawn = []
    real = d.app.canvas.text

    def text(x, y, t, *rest):
        drawn.append(t)
        return real(x, y, t, *rest)
    d.app.canvas.text = text
    d.top.redraw()
    d.settle()
    d.app.canvas.text = real
    # position 1's label, then its box: "?"
    assert drawn[drawn.index("1") + 1] == "?"
    lines, warn = d.top.lines(d.app.canvas, s)
    assert lines == ["Face down: 1 · highest face up: 0"]
    d.do(MENU)
    d.choose("Marshal's cards")
    assert d.top.text == " ".join(str(n) for n in s["mhand"])
    d.do(BACK)
    d.choose("Fugitive's hand")
    assert d.top.text == " ".join(str(n) for n in s["fhand"])


def test_undo_names_the_move_in_the_marshals_notebook():
    d = driver(lang="it")
    session = start_game(d)
    play(d, ["place", 2])
    d.do(UNDO)
    assert d.kind() == "Confirm" and d.top.text == "Annullare «nascondiglio, 2 Sprint»?"
    d.do(OK)
    assert session.match.moves == [] and d.kind() == "Row"


# -- power cuts --

def after_power_cut(d):
    return Driver(d.board.LIKE, d.flash.copy())


@pytest.mark.parametrize("board", BOARDS)
def test_each_fugitive_screen_comes_back_after_a_power_cut(board):
    d = driver(board)
    start_game(d)
    play(d, *OPENING)
    for path in ([DOWN], [MENU, "Manhunt plan"], [OK], [OK, "4 · "]):
        for step in path:
            d.choose(step) if isinstance(step, str) else d.do(step)
        d.settle()
        e = after_power_cut(d)
        e.settle()
        assert e.app._screen_keys() == d.app._screen_keys()
        assert e.kind() == d.kind() and e.top.title == d.top.title
        assert e.labels() == d.labels() and getattr(e.top, "text", None) == getattr(d.top, "text", None)
        while d.kind() != "Row":
            d.do(BACK)


# -- languages and boards: everything fits --

@pytest.mark.parametrize("lang", ["it", "cs"])
@pytest.mark.parametrize("board", BOARDS)
def test_the_main_screen_texts_are_translated(board, lang):
    d = driver(board, lang)
    session = start_game(d)
    play(d, *OPENING)
    assert d.top.title == {"it": "Chiamata", "cs": "Tipuje Maršálka"}[lang]
    d.do(OK)
    assert d.top.title == {"it": "Chiama", "cs": "Tipovat"}[lang]
    d.do(BACK)
    d.do(DOWN)
    assert d.top.title == {"it": "Numeri possibili", "cs": "Možná čísla"}[lang]


# -- the Manhunt and the end --

# a referee game (seed 11 of the table players) as the Marshal entered it,
# up to the Fugitive's 42: one hideout still face down (37, under 5 sprints)
TO_MANHUNT = [
    ["place", 0], ["place", 1], ["draw", 1, 15], ["draw", 1, 26], ["call", 3], ["miss"],
    ["draw", 1], ["place", 2], ["draw", 2, 36], ["call", 2], ["hit", 1], ["draw", 1], ["pass"],
    ["draw", 0, 5], ["call", 6], ["hit", 2], ["sprint", 1], ["draw", 1], ["place", 2],
    ["draw", 0, 8], ["call", 11], ["miss"], ["draw", 1], ["pass"], ["draw", 2, 35], ["call", 12],
    ["miss"], ["draw", 2], ["pass"], ["draw", 1, 16], ["call", 10], ["miss"], ["draw", 2],
    ["place", 3], ["draw", 1, 19], ["call", 13], ["hit", 3], ["sprint", 4], ["sprint", 24],
    ["draw", 1], ["pass"], ["draw", 2, 33], ["call", 18], ["hit", 4], ["sprint", 3],
    ["sprint", 23], ["draw", 2], ["pass"], ["draw", 2, 30], ["call", 20], ["miss"], ["draw", 0],
    ["pass"], ["draw", 0, 9], ["call", 21], ["miss"], ["draw", 0], ["pass"], ["draw", 2, 39],
    ["call", 22], ["miss"], ["draw", 0], ["place", 5], ["draw", 2, 34], ["call", 25], ["hit", 5],
    ["sprint", 17], ["sprint", 27], ["sprint", 32], ["draw", 2], ["pass"], ["draw", 0, 12],
    ["call", 29], ["miss"], ["draw", 1], ["escape", 1]]


@pytest.mark.parametrize("board", BOARDS)
def test_the_manhunt_shows_its_plan_and_the_end_says_who_won_and_why(board):
    d = driver(board)
    session = start_game(d)
    play(d, *TO_MANHUNT)
    s = session.state
    assert s["phase"] == "hunt" and d.top.title == "Manhunt: call"
    plan = deduce.manhunt_plan(s)
    lines, warn = d.top.lines(d.app.canvas, s)
    assert lines[0] == "Plan: %s · %s" % (" → ".join(str(n) for n in plan["calls"]),
                                          words.percent(plan["worlds"], plan["total"]))
    # the call picker: the plan's first call first; one number at a time
    d.do(OK)
    first = plan["calls"][0]
    assert d.top.title == "Manhunt: call" and d.labels()[0].startswith("◆ %d · " % first)
    d.do(OK)
    assert session.match.moves[-1] == ["call", first] and d.top.title == "Answer to %d?" % first
    d.do(OK)
    d.choose("✓ Hideout 6")
    assert session.outcome() == {"winner": "marshal", "reason": "caught in the manhunt"}
    assert d.top.title == "Marshal wins"
    lines, warn = d.top.lines(d.app.canvas, s)
    assert " ".join(lines) == "caught in the manhunt"
    d.do(OK)                                       # nothing more to enter
    assert d.kind() == "Row" and d.app._say == "The game is over"


def test_the_referees_main_screen_keeps_the_hands_hidden():
    d = driver()
    start_game(d, "referee")
    for action in (UP, DOWN):
        d.do(action)
        assert d.kind() == "Row"


def test_only_the_main_screen_and_the_screen_on_view_are_imported():
    """The pickers' module is imported while one of its screens is open and
    dropped with it (firmware.app.call_in): the heap holds the plug-in and
    the main screen, and the screen on view."""
    sys.modules.pop("firmware.games.fugitive_pick", None)
    d = driver()
    start_game(d)
    play(d, *OPENING)
    assert "firmware.games.fugitive_view" in sys.modules
    assert "firmware.games.fugitive_pick" not in sys.modules
    d.do(OK)
    assert d.kind() == "CallPicker" and "firmware.games.fugitive_pick" not in sys.modules
    d.do(DOWN)
    d.do(BACK)
    d.do(DOWN)
    assert d.kind() == "Chances" and "firmware.games.fugitive_pick" not in sys.modules


@pytest.mark.parametrize("board", BOARDS)
def test_the_notebook_shows_each_face_down_hideouts_chances_as_a_strip_of_bars(board):
    """Under the row, a strip per face-down hideout: a bar over each number
    it may be, as tall as its chance beside the likeliest's (the likeliest
    in the accent colour, a number it cannot be a dim base line only); a
    certain hideout as one full bar in the accent colour. Read back from
    the frame, column by column."""
    d = driver(board)
    session = start_game(d)
    play(d, ["place", 0], ["place", 1], ["draw", 1, 19], ["draw", 0, 5])
    found = words.known(session)
    assert found["worlds"] == deduce.deduce(session.state)["worlds"]
    c = d.app.canvas
    drawn = d.top.strips_drawn
    assert [p for p, y, x, bar, first, h in drawn] == [p for p, v in found["positions"]] == [1, 2]
    for (p, y, x, bar, first, h), (q, values) in zip(drawn, found["positions"]):
        best = max(values, key=lambda v: (v[1], -v[0]))
        weights = dict((v, n) for v, n in values)
        base = y + h - 2
        for n in range(values[0][0], values[-1][0] + 1):
            bx = x + (n - first) * bar
            if bx + bar > c.width:
                break
            column = [c.fb.pixel(bx, yy) for yy in range(y, base + 1)]
            if weights.get(n):
                height = (weights[n] * (h - 3) + best[1] - 1) // best[1]
                ink = c.accent if n == best[0] else c.fg
                assert column == [c.bg] * (len(column) - height) + [ink] * height, (p, n)
            else:
                assert column == [c.bg] * (len(column) - 1) + [c.dim], (p, n)
    # a certain hideout: one full bar in the accent colour
    d = driver(board)
    session = start_game(d)
    c = d.app.canvas
    # after 3, no sprint: 4 (5 and 6 are hers)
    play(d, ["place", 0], ["place", 0], ["draw", 0, 5], ["draw", 0, 6], ["call", 3], ["hit", 1])
    certain = dict((p, v) for p, v in words.known(session)["certain"])
    drawn = d.top.strips_drawn
    assert certain and set(certain) <= set(p for p, y, x, bar, first, h in drawn)
    for p, y, x, bar, first, h in drawn:
        if p in certain:
            assert first == certain[p]
            assert [c.fb.pixel(x, yy) for yy in range(y, y + h - 2)] == [c.accent] * (h - 2)
