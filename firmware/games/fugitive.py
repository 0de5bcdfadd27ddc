# Screens of Fugitive (shared/fugitive.py): the plug-in (docs/firmware.md)
# and the words every Fugitive screen uses.
#
#   firmware/games/fugitive.py        this file: the plug-in contract, moves
#                                     and events in words, the Marshal's
#                                     deductions (computed once per change)
#   firmware/games/fugitive_view.py   the main screen: the row at a glance
#   firmware/games/fugitive_pick.py   entering moves (the pickers), the
#                                     possible numbers of each hideout, the
#                                     Manhunt plan, the hands
#
# The other two modules are imported when first needed (the game list and
# the new-game screen import only this one), and fugitive_pick is dropped
# again when its screens close (firmware.app.call_in), so that the heap holds
# only the main screen and the screen on view.
#
# What a device shows depends on its owner (option "mode"): the Marshal's
# notebook shows her deductions; the Fugitive's device shows his cards; the
# referee's device shows only what lies face up (each player's hand is one
# menu entry away, for that player's eyes). Private events (a card drawn)
# are said only to their owner (shared.fugitive.audience).
from firmware.app import call_in

TITLE = "Fugitive"
OPTION_NAMES = {"mode": "Device for", "first_turn": "First turn",
                "sprint_42": "42 as sprint card"}
OPTION_VALUES = {"marshal": "the Marshal", "fugitive": "the Fugitive",
                 "referee": "a referee", "one_or_two": "one or two hideouts",
                 "two": "two hideouts", "no": "no", "yes": "yes"}
ROLE_NAMES = {"marshal": "Marshal", "fugitive": "Fugitive"}
REASONS = ("escaped with a high hideout face up", "caught in the manhunt",
           "every hideout is face up", "escaped the manhunt")
# the live states a deduction may hold on the device (heap: the Python
# engine's; the native one holds its arena, grown as the free heap allows),
# and the work it may do (time: a unit of the Python engine is about 0.46
# ms on a Pico; the native engine charges one per 35 of its own, about the
# same time, shared/fugitive_native.py): beyond either, "too many
# possibilities" (shared.fugitive_deduce; a MemoryError, or less free heap
# than RESERVE, says the same) and the bounds stay on screen, with the
# chances counted for sure if the count got that far. 20000 units give up
# after some 7-9 s. The bounds are on screen meanwhile, and the count goes
# in steps (shared.fugitive_deduce.deduce_steps): a press is answered after
# the step under way, and the count goes on after it.
LIMIT = 20000
BUDGET = 20000
# the free heap a count leaves the rest of the device (a frame, a screen, a
# move and its journal record) between two of its steps; below it, gone
# after a collection, the count gives up
RESERVE = 16384
# the most heap one step of a count may take (32 units: states, edges and
# their counts, on a Pico), so that the free heap is read (a scan of the
# heap's table) only as often as the reserve needs
STEP_HEAP = 2048
# a count this small (about 0.1 s on a Pico) is made before the screen is
# first drawn after a change, so that its figures come on the first frame
# instead of after a "Thinking…" one (bench/fugitive_device.py: a frame is
# ~0.1 s); a larger one goes on from there on the next loops
QUICK = 200
# the longest a count runs in one iteration of the device's loop (ms): the
# loop still polls the USB link and the backlight timer while it counts
SLICE_MS = 250
PICK = "firmware.games.fugitive_pick"


def option_text(tr, name, value):
    return tr(OPTION_VALUES[value]) if value in OPTION_VALUES else None


# -- the plug-in contract --

def main_scene(session):
    if session.state["mode"] == "marshal":
        # the native counting engine's code (11 KB, one block) is loaded
        # before the screens cut the heap up (stock firmware copies code
        # into the heap): later there may be no block that big left
        from shared import fugitive_native
        fugitive_native.engine()
    from firmware.games.fugitive_view import Row
    return Row(session)


def choose(session, prefix, items):
    return call_in(PICK, "step", session, prefix, items)


def menu(session):
    tr = session.app.tr
    s = session.state
    app = session.app
    out = []
    if s["mode"] == "marshal":
        if s["row"] and session.game.face_down(s):
            out.append((tr("Possible numbers"), lambda: app.push(call_in(PICK, "Chances", session))))
            out.append((tr("Manhunt plan"), lambda: app.push(call_in(PICK, "Manhunt", session))))
    else:
        out.append((tr("Fugitive's hand"), lambda: app.push(call_in(PICK, "hand_screen", session, "fhand"))))
        if s["mode"] == "referee":
            out.append((tr("Marshal's cards"), lambda: app.push(call_in(PICK, "hand_screen", session, "mhand"))))
    return out


def restore(session, key):
    return call_in(PICK, "restore", session, key)


def caution(session, move):
    """Asked before a move is played (firmware.play.pick): a call of more
    numbers than there are face-down hideouts is legal but can only miss."""
    s = session.state
    if move[0] != "call" or not session.game.certain_miss(s, move[1:]):
        return None
    hidden = len(session.game.face_down(s))
    return session.app.tr.n("Only {0} hideout is face down: this call can only miss.",
                            "Only {0} hideouts are face down: this call can only miss.",
                            hidden, hidden)


# -- the Marshal's deductions, once per change of the game --
#
# The deduction and the Manhunt plan are counts in steps (shared.
# fugitive_deduce.deduce_steps, manhunt_steps). One count is under way at a
# time, for the state now; each screen that shows its figures steps it in
# its tick, with pressed_since(): a press ends the step under way (~7-11
# ms on a Pico at the median), is answered, and the count goes on at the
# next tick. Its answer is kept for the change it was made for.

_KNOWN = [None, None]   # [what the deduction was made for, the result]
_PLAN = [None, None]    # the same for the Manhunt plan
# the count under way: [(what, the change it is for), its steps, [work left],
# steps before the free heap is read again]
_COUNT = [None, None, None, 0]
_NO_BUDGET = 0x3FFFFFFF     # BUDGET None: no bound (and still a small int)
NO_PLAN = {"calls": [], "worlds": 0, "total": 0}


def _change_key(session):
    # the journal's op count grows with every move, undo and redo (and drops
    # when it is compacted, to a value this one-entry cache has not held)
    return (id(session), session.jops, len(session.match.moves))


def known(session):
    """The deduction for the state now if it is already made, else None."""
    if _KNOWN[0] == _change_key(session):
        return _KNOWN[1]
    return None


def deduction(session, stop=None):
    """shared.fugitive_deduce.deduce() of the state now, made once per
    change (not per redraw or press), with "hits": {number: worlds in which
    it is a face-down hideout} for the pickers. Marshal mode only. stop(),
    asked after each step, True leaves the count where it is (None is
    returned) and the next call goes on from there. Without stop(), to the
    end."""
    found = known(session)
    if found is not None:
        return found
    key = ("deduce", _change_key(session))
    if _COUNT[0] != key:
        _KNOWN[1] = None    # the old figures go before the new count starts
    result = _counted(key, lambda deduce, work: deduce.deduce_steps(session.state, LIMIT, work),
                      stop)
    if result is None:
        return None
    if result is _GAVE_UP:
        result = {"worlds": None, "positions": [], "certain": [], "suggest": None,
                  "problem": ["Too many possibilities to count"]}
    return _keep(session, result)


def first_try(session, stop=None):
    """The deduction of the state now if it is made already or takes at
    most about QUICK units; else None, and the count goes on at the next
    deduction() (a press, stop(), also ends the try). Once per change: a
    redraw while it counts does not try again."""
    found = known(session)
    if found is not None or not QUICK or _COUNT[0] == ("deduce", _change_key(session)):
        return found

    def enough():
        spent = (_NO_BUDGET if BUDGET is None else BUDGET) - _COUNT[2][0]
        return spent >= QUICK or (stop is not None and stop())
    return deduction(session, enough)


def planned(session):
    """The Manhunt plan for the state now if it is already made, else None."""
    if _PLAN[0] == _change_key(session):
        return _PLAN[1]
    return None


def manhunt(session, stop=None):
    """shared.fugitive_deduce.manhunt_plan() of the state now, made once per
    change after the deduction (its counts are the search's first step):
    {"calls", "worlds", "total"} (total 0: nothing fits, or too many
    possibilities). stop() as for deduction()."""
    plan = planned(session)
    if plan is not None:
        return plan
    found = deduction(session, stop)
    if found is None:
        return None
    plan = _counted(("plan", _change_key(session)),
                    lambda deduce, work: deduce.manhunt_steps(session.state, LIMIT, work, found),
                    stop)
    if plan is None:
        return None
    _PLAN[0] = _change_key(session)
    _PLAN[1] = NO_PLAN if plan is _GAVE_UP else plan
    return _PLAN[1]


_JOINT = [None, None]   # [(numbers, the change), (part, whole)]


def joint(session, numbers, stop=None):
    """(worlds in which a call of all these numbers hits, all worlds) for
    the state now (shared.fugitive_deduce.call_count, after the deduction:
    its count of all worlds is reused); (0, 0) when there are too many
    possibilities to count. stop() as for deduction()."""
    key = ("joint", tuple(numbers), _change_key(session))
    if _JOINT[0] == key:
        return _JOINT[1]
    found = deduction(session, stop)
    if found is None:
        return None
    if session.game.certain_miss(session.state, numbers):
        return 0, found["worlds"] or 0      # more numbers than hideouts: nothing to count
    counted = _counted(key, lambda deduce, work: deduce.call_count_steps(
        session.state, numbers, LIMIT, work, found["worlds"]), stop)
    if counted is None:
        return None
    _JOINT[0] = key
    _JOINT[1] = (0, 0) if counted is _GAVE_UP else counted
    return _JOINT[1]


_GAVE_UP = ["gave up"]  # what _counted answers for a count out of heap or work


def _counted(key, make, stop):
    """The answer of the count `key`, begun as make(fugitive_deduce, work)
    unless it is the one under way; None while it goes on (stop() said
    True); _GAVE_UP when it ran out of work (BUDGET) or heap (a
    MemoryError, or less than RESERVE left between two steps: it is then
    told to give up where it is, so that a deduction still answers what it
    counted for sure). A count that ends is let go."""
    from shared import fugitive_deduce as deduce
    if _COUNT[0] != key:
        forget(None)                # the one before goes first (heap)
        work = [_NO_BUDGET if BUDGET is None else BUDGET]
        _COUNT[1] = make(deduce, work)
        _COUNT[0] = key
        _COUNT[2] = work
    steps = _COUNT[1]
    try:
        while True:
            try:
                next(steps)
            except StopIteration as end:
                answer = end.value
                break
            _COUNT[3] -= 1
            if _COUNT[3] <= 0:
                _COUNT[3] = _heap_room()
                if not _COUNT[3]:
                    answer = _GAVE_UP
                    try:
                        steps.throw(deduce.TooMany())
                    except StopIteration as end:
                        answer = end.value
                    break
            if stop is not None and stop():
                return None
    except (MemoryError, deduce.TooMany):
        answer = _GAVE_UP
    forget(None)
    return answer


def pressed_since(app):
    """A stop() for a count: True once a button goes down (the press then
    does what it does, as the app reads it next; the count waits), or
    SLICE_MS after it was made (the loop's turn; the count goes on in the
    next iteration)."""
    from firmware.input import ticks_diff
    board = app.board
    last = [board.read_buttons()]
    start = board.ticks_ms()

    def stop():
        now = board.read_buttons()
        pressed = now & ~last[0]
        last[0] = now
        return pressed != 0 or ticks_diff(board.ticks_ms(), start) >= SLICE_MS
    return stop


def forget(session):
    """Let go of a count under way (its heap): before any change of the
    game (the plug-in contract), and once it ends."""
    _COUNT[0] = _COUNT[1] = _COUNT[2] = None
    _COUNT[3] = 0


def _heap_room():
    """The steps a count may take before the free heap is read again (each
    may take up to STEP_HEAP); 0 when less than RESERVE would be free even
    after a collection. (MicroPython; CPython's heap is the host's.)"""
    import gc
    free = getattr(gc, "mem_free", None)
    if free is None:
        return 0x3FFFFFFF
    room = free() - RESERVE
    if room < 0:
        gc.collect()
        room = free() - RESERVE
    return room // STEP_HEAP + 1 if room >= 0 else 0


def _keep(session, result):
    """A deduction kept for the state now, with "hits" for the pickers."""
    hits = {}
    for p, values in result["positions"]:
        for y, n in values:
            hits[y] = hits.get(y, 0) + n
    result["hits"] = hits
    _KNOWN[0] = _change_key(session)
    _KNOWN[1] = result
    return result


def counted(found):
    """(worlds, {position: [[value, worlds], ...]}): what a deduction
    counted exactly, all of it, or when it gave up what it had counted for
    sure (its "partial": the last face-down hideouts); (0, {}) if nothing."""
    if found is not None and found["worlds"]:
        total, rows = found["worlds"], found["positions"]
    elif found is not None and found.get("partial"):
        total, rows = found["partial"]
    else:
        return 0, {}
    return total, dict((p, values) for p, values in rows)


def number_chances(session, found):
    """(worlds, {number: worlds in which it is a face-down hideout}) for the
    numbers whose chance is known exactly: every number when the count is
    whole; when it gave up with the last hideouts counted for sure, the
    numbers that no other face-down hideout can be (outside their bounds).
    (0, {}) when none is known."""
    total, exact = counted(found)
    if not exact:
        return 0, {}
    hits = {}
    for p, values in exact.items():
        for y, n in values:
            hits[y] = hits.get(y, 0) + n
    # positions hold different numbers, so the worlds of each add up
    others = [(lo, hi) for p, lo, hi in bounds(session) or [] if p not in exact]
    known = {}
    for y in range(session.state["layout"]["top"] + 1):
        if not [1 for lo, hi in others if lo <= y <= hi]:
            known[y] = hits.get(y, 0)
    return total, known


_BOUNDS = [None, None]  # the same for the bounds


def bounds(session):
    """shared.fugitive_bounds.bounds() of the state now, made once per
    change: where each face-down hideout can lie, without counting (a few
    ms; shown while the count runs and when it gives up)."""
    if _BOUNDS[0] != _change_key(session):
        from shared.fugitive_bounds import bounds as reach_bounds
        _BOUNDS[1] = reach_bounds(session.state)
        _BOUNDS[0] = _change_key(session)
    return _BOUNDS[1]


def problem_text(tr, found):
    """Why there are no figures: nothing fits what was entered (worlds 0),
    or too many possibilities to count here (worlds None)."""
    if found["worlds"] is None and found.get("partial"):
        return tr("Too many possibilities: chances of the last hideouts only")
    problem = found["problem"] or ["What was entered cannot all be true"]
    text = tr(problem[0], *problem[1:])
    return text if found["worlds"] is None else tr("Nothing fits: {0}", text)


def percent(part, whole):
    """"62%": exact counts as a whole percentage (0 and 100 only when sure)."""
    from shared.fugitive_deduce import share
    return "%d%%" % share(part, whole)


# -- names of things --

def deck_name(state, d):
    lo, hi = state["layout"]["decks"][d]
    return "%d–%d" % (lo, hi)


def role_name(session, role):
    return session.app.tr(ROLE_NAMES[role])


def numbers_text(numbers):
    return "+".join(str(n) for n in numbers)


def sprint_count(tr, k):
    return tr.n("{0} sprint", "{0} sprints", k, k)


def owner(state):
    """The role whose device this is (None: a referee's, seen by both)."""
    mode = state["mode"]
    return mode if mode in ROLE_NAMES else None


def move_text(session, move):
    tr = session.app.tr
    s = session.state
    verb = move[0]
    if verb == "place":
        if s["mode"] == "marshal":
            return tr("hideout") if move[1] == 0 else \
                tr("hideout, {0}", sprint_count(tr, move[1]))
        if len(move) > 2:
            return tr("place {0}, sprint {1}", move[1], numbers_text(move[2:]))
        return tr("place {0}", move[1])
    if verb == "escape":
        return tr("42") if move[1] == 0 else tr("42, {0}", sprint_count(tr, move[1]))
    if verb == "draw":
        if len(move) > 2:
            return tr("draw {0} from {1}", move[2], deck_name(s, move[1]))
        return tr("draw from {0}", deck_name(s, move[1]))
    if verb == "call":
        return tr("call {0}", numbers_text(move[1:]))
    if verb == "hit":
        return tr("hit at {0}", ", ".join(str(p) for p in move[1:]))
    if verb == "sprint":
        return tr("sprint card {0}", move[1])
    if verb == "deal":
        return tr("dealt {0}", move[1])
    return tr({"end": "end of turn", "pass": "pass", "miss": "miss"}.get(verb, verb))


def event_text(session, event):
    """One event in words; private events only on their owner's device."""
    s = session.state
    audience = session.game.audience(event)
    if audience is not None and audience != owner(s):
        return ""
    tr = session.app.tr
    kind = event[0]
    if kind == "dealt":
        return tr("dealt {0}", event[1])
    if kind in ("f_got", "m_got"):
        return tr("drew {0}", event[1])
    if kind == "f_draw":
        return tr("Fugitive draws from {0}", deck_name(s, event[1]))
    if kind == "m_draw":
        return tr("Marshal draws from {0}", deck_name(s, event[1]))
    if kind == "hideout":
        if not event[2]:
            return tr("hideout {0}", event[1])
        return tr("hideout {0}, {1}", event[1], sprint_count(tr, event[2]))
    if kind == "f_laid":
        return tr("{0} at {1}", event[2], event[1])
    if kind == "escape":
        return tr("42 played!")
    if kind == "call":
        return tr("call {0}", numbers_text(event[1]))
    if kind == "miss":
        return tr("{0}: miss", numbers_text(event[1]))
    if kind == "reveal":
        return tr("hideout {0} is {1}", event[1], event[2])
    if kind == "sprint":
        return tr("sprint {0}", event[2])
    if kind == "win":
        return tr("{0} wins", role_name(session, event[1]))
    return tr({"f_skip": "decks empty", "m_skip": "decks empty", "pass": "Fugitive passes",
               "hunt": "Manhunt!"}.get(kind, kind))


def choice_text(session, prefix, item):
    """The generic builder's words (the pickers say more)."""
    tr = session.app.tr
    if not prefix:
        return tr({"place": "Hideout", "escape": "42", "end": "End of turn", "pass": "Pass",
                   "draw": "Draw", "call": "Call", "miss": "Miss", "hit": "Hit",
                   "sprint": "Sprint card", "deal": "Dealt card"}.get(item, item))
    if prefix[0] == "draw" and len(prefix) == 1:
        return deck_name(session.state, item)
    return str(item)
