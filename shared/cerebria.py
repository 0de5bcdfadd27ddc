# Cerebria: The Inside World (Mindclash Games): the board calculator and
# resource tracker. The rules are in ../shared/spec/cerebria.md and the
# seed 002; the board (geometry, costs, Emotion cards) is data.
#
# A game goes through phases:
#   origin      the table says which Sphere faces the first Realm
#   setup       in player order each Spirit starts on a free Frontier space,
#               its starting Emotion in a Realm slot beside that Frontier
#   play        turns: Actions (cerebria_actions.py), Absorb, Ambition
#               abilities, Vibe tokens, adjustments (cerebria_adjust.py),
#               points, end of turn
#   revelation  a Sphere was emptied: the table resolves the Aspirations and
#               says which Fragment each side adds to the Identity; then the
#               Sphere refills and the Origin turns one step clockwise
#   scoring     a side had to add a Fragment it no longer has: the game ends;
#               the table enters the final points, then "finish"
#   over
# Control of every Frontier and Realm is recomputed after every move and kept
# in state["ctl"], so the screen reads it without computing.
#
# State (plain data; slots hold [card id, Essence, Intensity token] or None):
#   board      the key of the board's rules tables (cerebria_board.board_of)
#   players    [{"side": 0 Bliss | 1 Gloom, "wp", "ess", "space", "vibes"}]
#   order      players in turn order (2v2: B G B G; 3 players: the Shaper
#              plays 2nd and 4th; 1v1: alternate); seat = index in order
#   turn, acts, extra, absorbed, used   this turn: number (1 = first turn),
#              Actions taken, extra Actions granted, Absorb done, Ambition
#              abilities used
#   ambition [Bliss, Gloom]; points [Bliss, Gloom]
#   slots (15), forts (5: None or [side, 1 Minor | 2 Major]), spheres (5
#   Willpower), origin (Sphere s faces Realm (s + origin) % 5)
#   frags [[Minor, Major] supply per side]; identity [[Minor, Major] added]
#   revelations, pending (Sphere of the Revelation under way), capped (sides
#   that ran out of Fragments), ctl {"f", "r", "ft", "rt"}
from shared.rules import DONE, IllegalMove, require, options_with_defaults
from shared import cerebria_board as board_data
from shared import cerebria_control as control
from shared import cerebria_actions as actions
from shared import cerebria_adjust as adjust
from shared.cerebria_board import SIDES, board_of

NAME = "cerebria"
DATA_KIND = "board"
compact_data = board_data.compact


def check_data(data, file):
    """The board file's schema and cross-checks (shared/cerebria_check.py,
    imported only while a file is checked)."""
    from shared import cerebria_check
    cerebria_check.check_data(data, file)


OPTIONS = [
    ("mode", ("2v2", "3p", "1v1"), "2v2"),     # 3p: a Shaper against a team of two
    ("first", ("bliss", "gloom"), "bliss"),    # the side of the starting player
]
FRAGMENTS = ("none", "minor", "major")
POINT_DELTAS = (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)


def new(data, options, seed):
    """A game before setup. The seed is not used: Cerebria on the device
    draws nothing; the table enters what it sees."""
    opts = options_with_defaults(OPTIONS, options)
    key = board_data.register(data)
    board = board_data.board_of({"board": key})
    first = SIDES.index(opts["first"])
    other = 1 - first
    if opts["mode"] == "2v2":
        sides, order = [first, other, first, other], [0, 1, 2, 3]
    elif opts["mode"] == "3p":
        sides, order = [first, other, first], [0, 1, 2, 1]
    else:
        sides, order = [first, other], [0, 1]
    n = board["n"]
    players = []
    for side in sides:
        players.append({"side": side, "wp": n["wp"], "ess": n["ess"], "space": None,
                        "vibes": list(board["vibes"])})
    state = {
        "board": key, "mode": opts["mode"], "phase": "origin",
        "players": players, "order": order, "seat": 0, "turn": 0,
        "acts": 0, "extra": 0, "absorbed": False, "used": [],
        "ambition": [0, 0], "points": [0, 0],
        "slots": [None] * 15, "forts": [None] * 5,
        "spheres": [n["sphere"]] * 5, "origin": 0,
        "frags": [[n["minor"], n["major"]], [n["minor"], n["major"]]],
        "identity": [[0, 0], [0, 0]],
        "revelations": 0, "pending": None, "capped": [],
    }
    state["ctl"] = control.compute(board, state["slots"], state["forts"])
    return state


# -- phases outside the turns --

def _setup_order(state):
    """Each player once, in turn order (the Shaper places once)."""
    out = []
    for p in state["order"]:
        if p not in out:
            out.append(p)
    return out


def check_origin(state, move):
    require(len(move) == 2 and actions.is_int(move[1], 0, 4), "Which Sphere faces the first Realm?")
    return {"verb": "origin", "sphere": move[1]}


def do_origin(state, plan):
    state["origin"] = (-plan["sphere"]) % 5
    state["phase"] = "setup"
    state["seat"] = 0
    return [["origin", plan["sphere"]]]


def expand_origin(state, partial):
    return list(range(5)) if len(partial) == 1 else [DONE]


def check_start(state, move):
    require(len(move) == 3, "Choose a Frontier space and a Realm slot beside it")
    p = _setup_order(state)[state["seat"]]
    space, slot = move[1], move[2]
    spaces = board_of(state)["spaces"]
    require(actions.is_int(space, 0, 9) and spaces[space][0] == 1, "Start on a Frontier space")
    for pl in state["players"]:
        require(pl["space"] != space, "That space is taken")
    frontier = spaces[space][1]
    own_slot = spaces[space][3][0]
    require(actions.is_int(slot, 0, 14) and slot in board_of(state)["triads"][frontier]
            and slot != own_slot, "Start in a Realm slot beside your Frontier")
    require(state["slots"][slot] is None, "That slot is not empty")
    card = board_of(state)["starts"][state["players"][p]["side"]]
    return {"verb": "start", "p": p, "space": space, "slot": slot, "card": card}


def do_start(state, plan):
    p = plan["p"]
    state["players"][p]["space"] = plan["space"]
    essence = board_of(state)["cards"][plan["card"]][3]   # from the general supply
    state["slots"][plan["slot"]] = [plan["card"], essence, 0]
    events = [["start", p, plan["space"], plan["slot"], plan["card"]]]
    state["seat"] += 1
    if state["seat"] == len(_setup_order(state)):
        state["phase"] = "play"
        state["seat"] = 0
        state["turn"] = 1
        events.append(["turn", actions.active(state)])
    return events


def expand_start(state, partial):
    if len(partial) == 1:
        return [s for s in range(10) if board_of(state)["spaces"][s][0] == 1]
    if len(partial) == 2:
        frontier = board_of(state)["spaces"][partial[1]][1]
        return list(board_of(state)["triads"][frontier])
    return [DONE]


def check_reveal(state, move):
    require(len(move) == 3 and move[1] in FRAGMENTS and move[2] in FRAGMENTS,
            "Which Fragment does each side add?")
    adds = [FRAGMENTS.index(move[1]), FRAGMENTS.index(move[2])]
    capped = []
    for side in (0, 1):
        if adds[side] and state["frags"][side][adds[side] - 1] == 0:
            capped.append(side)   # none of that kind left: the game ends
    return {"verb": "reveal", "adds": adds, "capped": capped}


def do_reveal(state, plan):
    for side in (0, 1):
        kind = plan["adds"][side]
        if kind and side not in plan["capped"]:
            state["frags"][side][kind - 1] -= 1
            state["identity"][side][kind - 1] += 1
    n = board_of(state)["n"]
    state["spheres"][state["pending"]] = n["sphere"]
    state["origin"] = (state["origin"] + n["step"]) % 5
    state["revelations"] += 1
    state["pending"] = None
    events = [["reveal", plan["adds"][0], plan["adds"][1]], ["rotate", state["origin"]]]
    if plan["capped"]:
        state["capped"] = plan["capped"]
        state["phase"] = "scoring"
        events.append(["gameend", plan["capped"]])
    else:
        state["phase"] = "play"
    return events


def expand_reveal(state, partial):
    return list(FRAGMENTS) if len(partial) < 3 else [DONE]


def check_points(state, move):
    require(len(move) == 3 and actions.is_int(move[1], 0, 1) and actions.is_int(move[2], -5, 10)
            and move[2] != 0, "Points: a side and a change")
    require(state["points"][move[1]] + move[2] >= 0, "Points cannot go below 0")
    return {"verb": "points", "side": move[1], "delta": move[2]}


def do_points(state, plan):
    state["points"][plan["side"]] += plan["delta"]
    return [["points", plan["side"], plan["delta"], state["points"][plan["side"]]]]


def expand_points(state, partial):
    if len(partial) == 1:
        return [0, 1]
    if len(partial) == 2:
        have = state["points"][partial[1]]
        return [d for d in POINT_DELTAS if have + d >= 0]
    return [DONE]


def check_finish(state, move):
    require(move == ["finish"], "Finish takes no arguments")
    return {"verb": "finish"}


def do_finish(state, plan):
    state["phase"] = "over"
    result = outcome(state)
    return [["finish", result["winner"], state["points"][0], state["points"][1]]]


def expand_finish(state, partial):
    return [DONE]


VERBS = {
    "origin": (check_origin, do_origin, expand_origin),
    "start": (check_start, do_start, expand_start),
    "reveal": (check_reveal, do_reveal, expand_reveal),
    "points": (check_points, do_points, expand_points),
    "finish": (check_finish, do_finish, expand_finish),
    "adjust": (adjust.check_adjust, adjust.do_adjust, adjust.expand_adjust),
}
for _verb in actions.VERBS:
    VERBS[_verb] = actions.VERBS[_verb]

PHASE_VERBS = {
    "origin": ("origin",),
    "setup": ("start",),
    "play": ("move", "invoke", "quell", "fortify", "exalt", "raze", "empower", "realm",
             "absorb", "ambition", "vibe", "end", "points", "adjust"),
    "revelation": ("reveal", "adjust"),
    "scoring": ("points", "finish", "adjust"),
    "over": (),
}


# -- the game interface --

def preview(state, move):
    """The plan of a move: its costs ("wp", "amb") and effects, computed
    exactly as apply() would, without changing anything. Raises IllegalMove
    with the reason when the rules forbid the move."""
    require(isinstance(move, list) and len(move) > 0 and isinstance(move[0], str),
            "A move is a list that starts with a verb")
    verb = move[0]
    require(verb in VERBS, "Unknown move: {0}", verb)
    require(verb in PHASE_VERBS[state["phase"]], "Not possible now: {0}", verb)
    return VERBS[verb][0](state, move)


def why_not(state, move):
    """None if the move is legal now, else the IllegalMove saying why."""
    try:
        preview(state, move)
    except IllegalMove as e:
        return e
    return None


def apply(state, move):
    plan = preview(state, move)
    before_f = list(state["ctl"]["f"])
    before_r = list(state["ctl"]["r"])
    events = VERBS[plan["verb"]][1](state, plan)
    state["ctl"] = control.compute(board_of(state), state["slots"], state["forts"])
    for i in range(5):
        if state["ctl"]["f"][i] != before_f[i]:
            events.append(["frontier", i, before_f[i], state["ctl"]["f"][i]])
    for r in range(5):
        if state["ctl"]["r"][r] != before_r[r]:
            events.append(["realm", r, before_r[r], state["ctl"]["r"][r]])
    return events


def choices(state, prefix):
    """The legal next items of a move starting with `prefix`; every item
    offered leads to at least one move that apply() accepts."""
    allowed = PHASE_VERBS[state["phase"]]
    if not prefix:
        return [verb for verb in allowed if _exists(state, [verb])]
    if prefix[0] not in allowed:
        return []
    out = []
    try:
        items = _expand(state, prefix)
    except (KeyError, IndexError, TypeError):
        return []   # a prefix that no move can start with
    for item in items:
        if item is DONE:
            if why_not(state, prefix) is None:
                out.append(DONE)
        elif _exists(state, prefix + [item]):
            out.append(item)
    return out


def _expand(state, partial):
    return VERBS[partial[0]][2](state, partial)


def _exists(state, partial):
    """Is there a legal complete move that starts with `partial`? (depth
    first, stops at the first one found)"""
    for item in _expand(state, partial):
        if item is DONE:
            if why_not(state, partial) is None:
                return True
        elif _exists(state, partial + [item]):
            return True
    return False


def undo_barrier(state, move):
    if isinstance(move, list) and move and move[0] == "reveal":
        return "the Aspirations were revealed"
    return None


def outcome(state):
    if state["phase"] != "over":
        return None
    bliss, gloom = state["points"]
    if bliss == gloom:
        return {"winner": None, "reason": "equal points"}
    return {"winner": "bliss" if bliss > gloom else "gloom", "reason": "more points"}


def scores(state):
    """Each seat's points (its side's), for a play record."""
    return [state["points"][pl["side"]] for pl in state["players"]]


def seat_sides(state):
    """Each seat's side, "bliss" or "gloom", as outcome() names the winner."""
    return [SIDES[pl["side"]] for pl in state["players"]]


def series(state):
    """Figures worth plotting over a game."""
    out = {"revelations": state["revelations"]}
    for side in (0, 1):
        name = SIDES[side]
        wp = 0
        ess = 0
        for pl in state["players"]:
            if pl["side"] == side:
                wp += pl["wp"]
                ess += pl["ess"]
        out[name + "_willpower"] = wp
        out[name + "_essence"] = ess
        out[name + "_ambition"] = state["ambition"][side]
        out[name + "_points"] = state["points"][side]
        out[name + "_realms"] = state["ctl"]["r"].count(side)
        out[name + "_frontiers"] = state["ctl"]["f"].count(side)
    return out


# -- what the screens ask before a move is made --

def active_player(state):
    """The player whose turn (or setup placement) it is, or None."""
    if state["phase"] == "setup":
        return _setup_order(state)[state["seat"]]
    if state["phase"] in ("play", "revelation"):
        return actions.active(state)
    return None


def actions_left(state):
    return board_of(state)["n"]["acts"] + state["extra"] - state["acts"]


def absorb_preview(state, realm, extra=0):
    """What Absorb from the Sphere facing `realm` would give the active
    player: {"sphere", "amount", "empties", "bonus", "refused"} where refused
    is None or the reason it is not allowed now."""
    p = actions.active(state)
    sphere, amount, empties = actions.absorb_yield(state, p, realm, extra)
    return {"sphere": sphere, "amount": amount, "empties": empties,
            "bonus": board_of(state)["bonus"][sphere][0],
            "refused": why_not(state, ["absorb", realm, extra, "skip"])}


def fortress_preview(state, realm):
    """For Fortify, Exalt and Raze in this Realm: (verb, plan or None,
    reason or None), so the screen can say "may I, and at what cost"."""
    out = []
    for verb in ("fortify", "exalt", "raze"):
        try:
            out.append((verb, preview(state, [verb, realm]), None))
        except IllegalMove as e:
            out.append((verb, None, e))
    return out


def realm_detail(state, r):
    """Totals per side, controller, blocked Frontier slots, Fortress."""
    return {"totals": state["ctl"]["rt"][r], "controller": state["ctl"]["r"][r],
            "blocked": control.blocked(board_of(state), state["slots"], r),
            "fortress": state["forts"][r]}


def frontier_detail(state, i):
    return {"totals": state["ctl"]["ft"][i], "controller": state["ctl"]["f"][i],
            "triad": board_of(state)["triads"][i]}


def intensity_at(state, slot):
    """The Intensity of the Emotion in a slot (0 if empty)."""
    emotion = state["slots"][slot]
    return 0 if emotion is None else control.intensity(board_of(state), emotion)
