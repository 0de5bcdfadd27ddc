# Cerebria adjustments: explicit, logged, undoable changes for what the
# device does not compute itself (Emotion powers, B-side Spirit boards,
# Realm Actions resolved at the table, entering a game already under way).
#
# They cost nothing and are not Actions, but they still keep the board
# possible: Essence within the card's track, Willpower and Essence never
# below 0, Ambition within 0..3, Fragments taken from and returned to the
# side's supply, no more copies of a card than exist.
#   ["adjust", "wp", player, delta]        delta in -5..-1, 1..5
#   ["adjust", "ess", player, delta]
#   ["adjust", "ambition", side, delta]
#   ["adjust", "place", slot, side, card, essence]   (side first: shorter lists)
#   ["adjust", "remove", slot]
#   ["adjust", "shift", from slot, to slot]
#   ["adjust", "essence", slot, essence]
#   ["adjust", "token", slot, Intensity token 0..6]
#   ["adjust", "fortress", realm, "none" | "bliss1" | "bliss2" | "gloom1" | "gloom2"]
#   ["adjust", "spirit", player, space]
#   ["adjust", "sphere", sphere, Willpower 1..15]
#   ["adjust", "origin", 1 | -1]            one step clockwise / back
#   ["adjust", "vibe", player, vibe]        unlock, or take back if unlocked
#   ["adjust", "extra", 1 | -1]             Actions granted this turn by a power
from shared.rules import DONE, require
from shared.cerebria_actions import is_int, copies_on_board, copies_allowed, all_vibes, has
from shared.cerebria_board import board_of

DELTAS = (-5, -4, -3, -2, -1, 1, 2, 3, 4, 5)
FORTRESS = ("none", "bliss1", "bliss2", "gloom1", "gloom2")
SPHERE_MAX = 15
KINDS = ("wp", "ess", "ambition", "place", "remove", "shift", "essence", "token",
         "fortress", "spirit", "sphere", "origin", "vibe", "extra")
_LENGTH = {"wp": 4, "ess": 4, "ambition": 4, "place": 6, "remove": 3, "shift": 4,
           "essence": 4, "token": 4, "fortress": 4, "spirit": 4, "sphere": 4,
           "origin": 3, "vibe": 4, "extra": 3}


def _among(value, options):
    """value is one of the int options (and not True/False)."""
    return not isinstance(value, bool) and value in options


def _player(state, p):
    require(is_int(p, 0, len(state["players"]) - 1), "No such player: {0}", p)
    return state["players"][p]


def _occupied(state, slot):
    require(is_int(slot, 0, 14), "No such slot: {0}", slot)
    require(state["slots"][slot] is not None, "That slot is empty")
    return state["slots"][slot]


def _empty(state, slot):
    require(is_int(slot, 0, 14), "No such slot: {0}", slot)
    require(state["slots"][slot] is None, "That slot is not empty")


def _track(state, emotion):
    return board_of(state)["cards"][emotion[0]][2]


def check_adjust(state, move):
    require(state["phase"] in ("play", "revelation", "scoring"), "Not possible now: adjust")
    require(len(move) >= 2 and move[1] in KINDS, "Choose what to adjust")
    kind = move[1]
    require(len(move) == _LENGTH[kind], "Incomplete or too long: {0}", kind)
    plan = {"verb": "adjust", "kind": kind, "args": list(move[2:])}
    _CHECKS[kind](state, move, plan)
    return plan


def _check_resource(state, move, plan):
    pl = _player(state, move[2])
    require(_among(move[3], DELTAS), "Change by 1 to 5")
    key = move[1]
    require(pl[key] + move[3] >= 0, "Cannot go below 0")
    plan["value"] = pl[key] + move[3]


def _check_ambition(state, move, plan):
    require(_among(move[2], (0, 1)), "No such side: {0}", move[2])
    require(_among(move[3], DELTAS), "Change by 1 to 5")
    value = state["ambition"][move[2]] + move[3]
    require(0 <= value <= board_of(state)["n"]["ambmax"], "Ambition is 0 to {0}",
            board_of(state)["n"]["ambmax"])
    plan["value"] = value


def _check_place(state, move, plan):
    _empty(state, move[2])
    side, card, essence = move[3], move[4], move[5]
    require(_among(side, (0, 1)), "No such side: {0}", side)
    cards = board_of(state)["cards"]
    require(isinstance(card, str) and card in cards, "Unknown Emotion: {0}", card)
    require(cards[card][0] == side, "{0} belongs to the other side", card)
    require(copies_on_board(state, card) < copies_allowed(state, card),
            "Every copy of {0} is on the board", card)
    require(is_int(essence, 1, len(cards[card][2])), "Essence is 1 to {0} on this card",
            len(cards[card][2]))


def _check_remove(state, move, plan):
    plan["card"] = _occupied(state, move[2])[0]


def _check_shift(state, move, plan):
    _occupied(state, move[2])
    _empty(state, move[3])


def _check_essence(state, move, plan):
    emotion = _occupied(state, move[2])
    n = len(_track(state, emotion))
    require(is_int(move[3], 1, n), "Essence is 1 to {0} on this card", n)
    require(move[3] != emotion[1], "Essence is already {0}", move[3])


def _check_token(state, move, plan):
    emotion = _occupied(state, move[2])
    top = board_of(state)["n"]["tokmax"]
    require(is_int(move[3], 0, top), "An Intensity token is 0 to {0}", top)
    require(move[3] != emotion[2], "The token is already {0}", move[3])


def _check_fortress(state, move, plan):
    realm, code = move[2], move[3]
    require(is_int(realm, 0, 4), "No such Realm: {0}", realm)
    require(code in FORTRESS, "No such Fortress: {0}", code)
    new = None if code == "none" else [0 if code[0] == "b" else 1, int(code[-1])]
    old = state["forts"][realm]
    require(new != old, "The Fortress is already so")
    if new is not None:
        require(state["frags"][new[0]][new[1] - 1] > 0, "No such Fragment left in the supply")
    plan["new"] = new
    plan["old"] = old


def _check_spirit(state, move, plan):
    pl = _player(state, move[2])
    require(is_int(move[3], 0, 9), "No such space: {0}", move[3])
    require(pl["space"] != move[3], "The Spirit is already there")


def _check_sphere(state, move, plan):
    require(is_int(move[2], 0, 4), "No such Sphere: {0}", move[2])
    require(is_int(move[3], 1, SPHERE_MAX), "A Sphere holds 1 to {0} Willpower", SPHERE_MAX)
    require(state["spheres"][move[2]] != move[3], "The Sphere holds that already")


def _check_origin(state, move, plan):
    require(_among(move[2], (1, -1)), "Rotate by one step")


def _check_vibe(state, move, plan):
    _player(state, move[2])
    vibe = move[3]
    require(isinstance(vibe, str) and vibe in all_vibes(), "No such Spirit Action: {0}", vibe)
    p = move[2]
    if has(state, p, vibe):
        for other in state["players"][p]["vibes"]:
            require(not other.startswith(vibe + "."), "Take back its upgrades first")
        plan["add"] = False
    else:
        dot = vibe.find(".")
        if dot > 0:
            require(has(state, p, vibe[:dot]), "Unlock {0} first", vibe[:dot])
        plan["add"] = True


def _check_extra(state, move, plan):
    require(state["phase"] == "play", "Only during a turn")
    require(_among(move[2], (1, -1)), "Add or take back one Action")
    extra = state["extra"] + move[2]
    require(extra >= 0, "No extra Action to take back")
    require(state["acts"] <= board_of(state)["n"]["acts"] + extra, "That Action was already taken")


_CHECKS = {
    "wp": _check_resource, "ess": _check_resource, "ambition": _check_ambition,
    "place": _check_place, "remove": _check_remove, "shift": _check_shift,
    "essence": _check_essence, "token": _check_token, "fortress": _check_fortress,
    "spirit": _check_spirit, "sphere": _check_sphere, "origin": _check_origin,
    "vibe": _check_vibe, "extra": _check_extra,
}


def do_adjust(state, plan):
    kind = plan["kind"]
    a = plan["args"]
    if kind in ("wp", "ess"):
        state["players"][a[0]][kind] = plan["value"]
    elif kind == "ambition":
        state["ambition"][a[0]] = plan["value"]
    elif kind == "place":
        state["slots"][a[0]] = [a[2], a[3], 0]
    elif kind == "remove":
        state["slots"][a[0]] = None
    elif kind == "shift":
        state["slots"][a[1]] = state["slots"][a[0]]
        state["slots"][a[0]] = None
    elif kind == "essence":
        state["slots"][a[0]][1] = a[1]
    elif kind == "token":
        state["slots"][a[0]][2] = a[1]
    elif kind == "fortress":
        _set_fortress(state, a[0], plan["old"], plan["new"])
    elif kind == "spirit":
        state["players"][a[0]]["space"] = a[1]
    elif kind == "sphere":
        state["spheres"][a[0]] = a[1]
    elif kind == "origin":
        state["origin"] = (state["origin"] + a[0] * board_of(state)["n"]["step"]) % 5
    elif kind == "vibe":
        vibes = state["players"][a[0]]["vibes"]
        if plan["add"]:
            vibes.append(a[1])
        else:
            vibes.remove(a[1])
    elif kind == "extra":
        state["extra"] += a[0]
    return [["adjust", kind] + a]


def _set_fortress(state, realm, old, new):
    """Fragments come from and go back to their side's supply."""
    if old is not None:
        state["frags"][old[0]][old[1] - 1] += 1
    if new is not None:
        state["frags"][new[0]][new[1] - 1] -= 1
    state["forts"][realm] = new


def expand_adjust(state, partial):
    n = len(partial)
    if n == 1:
        return list(KINDS)
    kind = partial[1]
    if n >= _LENGTH.get(kind, 0):
        return [DONE]
    players = list(range(len(state["players"])))
    if kind in ("wp", "ess", "vibe", "spirit"):
        if n == 2:
            return players
        if kind == "vibe":
            return all_vibes()
        return list(range(10)) if kind == "spirit" else list(DELTAS)
    if kind == "ambition":
        return [0, 1] if n == 2 else list(DELTAS)
    if kind in ("origin", "extra"):
        return [1, -1]
    if kind == "fortress":
        return list(range(5)) if n == 2 else list(FORTRESS)
    if kind == "sphere":
        return list(range(5)) if n == 2 else list(range(1, SPHERE_MAX + 1))
    slots = state["slots"]
    empty = [s for s in range(15) if slots[s] is None]
    if n == 2:
        return empty if kind == "place" else [s for s in range(15) if slots[s] is not None]
    if kind == "place":
        cards = board_of(state)["cards"]
        if n == 3:
            return [0, 1]
        if n == 4:
            return [c for c in sorted(cards) if cards[c][0] == partial[3]]
        return list(range(1, len(cards[partial[4]][2]) + 1))
    if kind == "shift":
        return empty
    if kind == "essence":
        return list(range(1, 9))
    return list(range(board_of(state)["n"]["tokmax"] + 1))   # token
