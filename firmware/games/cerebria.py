# Screens of Cerebria: The Inside World (shared/cerebria.py): the plug-in
# (docs/firmware.md) and the words every Cerebria screen uses.
#
#   firmware/games/cerebria.py        this file: the plug-in contract, names
#                                     of places, cards and resources, moves
#                                     and events in words
#   firmware/games/cerebria_view.py   the main screen: the ring at a glance,
#                                     the players, the sides, the Origin
#   firmware/games/cerebria_pick.py   entering moves: the pickers with their
#                                     previews, and the board list (every
#                                     Realm, Frontier and Emotion slot)
#
# The two other modules are imported when first needed, so that the game
# list and the new-game screen do not pay for them.
#
# Names: a Bliss thing is marked ○ and a Gloom thing ● everywhere (colour is
# only a second cue: the 128x64 board has none). Realms, Spheres, Emotions
# and Realm Actions are named by the board data in the chosen language (the
# data's English name if it has none); on the narrow columns of the ring a
# Realm is its name's first two letters ("Va" for Valley of Motives) unless
# two Realms would look alike, then "R1".."R5". Frontiers are "F1".."F5"; a
# Realm slot is named by its Realm and the Frontier beside it ("Va·F1").
from shared.cerebria_board import board_of

TITLE = "Cerebria"
OPTION_NAMES = {"mode": "Players", "first": "First player"}
SIDE_MARK = ("○", "●")
SIDE_NAME = ("Bliss", "Gloom")
FRAGMENT_NAME = ("Minor", "Major")
VERB_TITLE = {
    "origin": "Origin", "start": "Setup", "move": "Move the Spirit",
    "invoke": "Invoke", "quell": "Quell", "fortify": "Fortify", "exalt": "Exalt",
    "raze": "Raze", "empower": "Empower", "realm": "Realm Action", "absorb": "Absorb",
    "ambition": "Ambition", "vibe": "Vibe token", "end": "End of turn",
    "reveal": "Revelation", "points": "Points", "finish": "Finish", "adjust": "Adjust",
}
# Spirit Actions and their upgrades (Vibe tokens unlock them)
VIBE_NAME = {
    "move": "Movement", "haste": "Haste", "surmount": "Surmount",
    "determination": "Determination", "invoke": "Invoke", "bolster": "Bolster",
    "inner_force": "Inner Force", "quell": "Quell", "subdue": "Subdue",
    "extinguish": "Extinguish", "fortify": "Fortify", "exalt": "Exalt", "raze": "Raze",
    "empower": "Empower", "channeled": "Channeled Power", "outburst": "Emotional Outburst",
}


def option_text(tr, name, value):
    if name == "mode":
        return tr({"2v2": "2 against 2", "3p": "Shaper against 2",
                   "1v1": "1 against 1"}[value])
    if name == "first":
        side = 1 if value == "gloom" else 0
        return "%s %s" % (SIDE_MARK[side], tr(SIDE_NAME[side]))
    return None


# -- the plug-in contract --

def main_scene(session):
    from firmware.games.cerebria_view import Ring
    return Ring(session)


def choose(session, prefix, items):
    from firmware.games import cerebria_pick
    return cerebria_pick.step(session, prefix, items)


def menu(session):
    from firmware.games import cerebria_pick
    tr = session.app.tr
    return [(tr("Board: Realms and Emotions"),
             lambda: session.app.push(cerebria_pick.BoardList(session)))]


def restore(session, key):
    from firmware.games import cerebria_pick
    return cerebria_pick.restore(session, key)


# -- names of things --

def local(session, entry):
    """The board data's name of an entry in the chosen language."""
    names = entry["name"]
    found = names.get(session.app.tr.lang) or names.get("en")
    if found:
        return found
    for value in names.values():
        return value
    return "?"


def data(session):
    return session.match.data


def side_text(session, side):
    """"○ Bliss" / "● Gloom"."""
    return "%s %s" % (SIDE_MARK[side], session.app.tr(SIDE_NAME[side]))


def player_text(session, p):
    """"P1○": the player's number and their side's mark."""
    side = session.state["players"][p]["side"]
    return session.app.tr("P{0}", p + 1) + SIDE_MARK[side]


def realm_name(session, r):
    return local(session, data(session)["realms"][r])


_SHORTS = [None, None, None]    # the data, the language, their five short names


def realm_short(session, r):
    """Two letters of the Realm's name, or R1..R5 if two would look alike
    (worked out once per board and language: the ring draws them often)."""
    d = data(session)
    lang = session.app.tr.lang
    if _SHORTS[0] is not d or _SHORTS[1] != lang:
        shorts = [local(session, realm)[:2] for realm in d["realms"]]
        for k in range(5):
            if shorts.count(shorts[k]) > 1:
                shorts = [session.app.tr("R{0}", i + 1) for i in range(5)]
                break
        _SHORTS[0], _SHORTS[1], _SHORTS[2] = d, lang, shorts
    return _SHORTS[2][r]


def frontier_short(session, i):
    return session.app.tr("F{0}", i + 1)


def area_short(session, kind, area):
    return realm_short(session, area) if kind == "realm" else frontier_short(session, area)


def sphere_name(session, s):
    return local(session, data(session)["spheres"][s])


def sphere_at(state, realm):
    """The Sphere facing a Realm now."""
    return (realm - state["origin"]) % 5


def slot_short(session, s):
    """"F2" for a Frontier slot, "Va·F1" for the Realm slot beside Frontier 1."""
    kind, area = data(session)["slots"][s]
    if kind == "frontier":
        return frontier_short(session, area)
    for front, beside in data(session)["realms"][area]["frontier_slots"]:
        if beside == s:
            return "%s·%s" % (realm_short(session, area),
                              frontier_short(session, data(session)["slots"][front][1]))
    return realm_short(session, area)


def space_short(session, n):
    space = data(session)["spaces"][n]
    return area_short(session, space["kind"], space["area"])


def space_name(session, n):
    """A Spirit space in words: the Realm's name, or "Frontier 2"."""
    space = data(session)["spaces"][n]
    if space["kind"] == "realm":
        return realm_name(session, space["area"])
    return session.app.tr("Frontier {0}", space["area"] + 1)


def card_name(session, card):
    for entry in data(session)["emotions"]:
        if entry["id"] == card:
            return local(session, entry)
    return card


def emotion_text(session, emotion):
    """"● Anger 2" : side, name, Essence on it."""
    side = board_of(session.state)["cards"][emotion[0]][0]
    return "%s %s %d" % (SIDE_MARK[side], card_name(session, emotion[0]), emotion[1])


def vibe_text(session, vibe):
    """A Spirit Action ("Move") or an upgrade ("Move: Haste")."""
    tr = session.app.tr
    action, dot, upgrade = vibe.partition(".")
    if not dot:
        return tr(VIBE_NAME.get(action, action))
    return "%s: %s" % (tr(VIBE_NAME.get(action, action)), tr(VIBE_NAME.get(upgrade, upgrade)))


def fragment_text(session, level):
    """Fragment level 1 Minor, 2 Major."""
    return session.app.tr(FRAGMENT_NAME[level - 1])


def fortress_text(session, fort):
    if fort is None:
        return session.app.tr("empty")
    return "%s %s" % (SIDE_MARK[fort[0]], fragment_text(session, fort[1]))


def controller_mark(side):
    return "–" if side is None else SIDE_MARK[side]


def signed(n):
    return "%+d" % n if n else "0"


def reason(session, error):
    """An IllegalMove in words, with the ids of cards, Actions and verbs
    among its parameters named in the chosen language."""
    tr = session.app.tr
    params = []
    for p in getattr(error, "params", ()):
        if isinstance(p, str) and ("." in p or p in VIBE_NAME):
            p = vibe_text(session, p)
        elif isinstance(p, str) and p in VERB_TITLE:
            p = tr(VERB_TITLE[p])
        elif isinstance(p, str) and p in board_of(session.state)["cards"]:
            p = card_name(session, p)
        params.append(p)
    template = getattr(error, "template", None)
    return tr(template, *params) if template else str(error)


# -- moves in words (undo, history) --

def move_text(session, move):
    tr = session.app.tr
    verb = move[0]
    a = move[1:]
    if verb == "origin":
        return tr("{0} faces {1}", sphere_name(session, a[0]), realm_short(session, 0))
    if verb == "start":
        return tr("start at {0}, Emotion at {1}", space_short(session, a[0]),
                  slot_short(session, a[1]))
    if verb == "move":
        return tr("Spirit to {0}", space_name(session, a[0]))
    if verb == "invoke":
        return _with_upgrades(session, tr("invoke {0} at {1}", card_name(session, a[1]),
                                          slot_short(session, a[0])), a[2:])
    if verb == "quell":
        return _with_upgrades(session, tr("quell at {0}", slot_short(session, a[0])), a[1:])
    if verb == "empower":
        return _with_upgrades(session, tr("empower at {0}", slot_short(session, a[0])), a[1:])
    if verb in ("fortify", "exalt", "raze"):
        return "%s %s" % (tr(VERB_TITLE[verb]), realm_short(session, a[0]))
    if verb == "realm":
        if len(a) == 3:
            return tr("intensify {0} by {1}", slot_short(session, a[1]), a[2])
        return tr("Realm Action of {0}", realm_name(session, a[0]))
    if verb == "absorb":
        text = tr("absorb at {0}", realm_short(session, a[0]))
        if a[1]:
            text += " +%d" % a[1]
        return text
    if verb == "ambition":
        text = tr(ABILITY_NAME[a[0]])
        return text + ": " + vibe_text(session, a[1]) if len(a) > 1 else text
    if verb == "vibe":
        return tr("Vibe token: {0}", vibe_text(session, a[0]))
    if verb == "end":
        return tr("end of turn: draw") if a[0] == "draw" else tr("end of turn: +1 Ambition")
    if verb == "reveal":
        return tr("Revelation") + ": %s %s, %s %s" % (
            SIDE_MARK[0], tr(FRAGMENT_CHOICE[a[0]]), SIDE_MARK[1], tr(FRAGMENT_CHOICE[a[1]]))
    if verb == "points":
        return tr("points {0} {1}", SIDE_MARK[a[0]], signed(a[1]))
    if verb == "finish":
        return tr("finish the game")
    if verb == "adjust":
        return adjust_text(session, a)
    return " ".join(str(x) for x in move)


ABILITY_NAME = {"extra": "Extra Action", "rotate": "Rotate the Origin", "vibe": "Vibe token"}
FRAGMENT_CHOICE = {"none": "nothing", "minor": "Minor", "major": "Major"}


def _with_upgrades(session, text, ups):
    for up in ups:
        text += " +" + session.app.tr(VIBE_NAME.get(up, up))
    return text


def adjust_text(session, a):
    """An adjustment ["kind", args...] in words."""
    tr = session.app.tr
    kind = a[0]
    if kind in ("wp", "ess"):
        return "%s %s %s" % (player_text(session, a[1]), tr("WP" if kind == "wp" else "Ess"),
                             signed(a[2]))
    if kind == "ambition":
        return "%s %s %s" % (SIDE_MARK[a[1]], tr("Ambition"), signed(a[2]))
    if kind == "place":
        return tr("place {0} at {1}", "%s %s %d" % (SIDE_MARK[a[2]], card_name(session, a[3]),
                                                   a[4]), slot_short(session, a[1]))
    if kind == "remove":
        return tr("remove the Emotion at {0}", slot_short(session, a[1]))
    if kind == "shift":
        return tr("move the Emotion {0} → {1}", slot_short(session, a[1]),
                  slot_short(session, a[2]))
    if kind == "essence":
        return tr("Essence at {0} = {1}", slot_short(session, a[1]), a[2])
    if kind == "token":
        return tr("token at {0} = {1}", slot_short(session, a[1]), a[2])
    if kind == "fortress":
        return tr("Fortress of {0}: {1}", realm_short(session, a[1]),
                  fortress_code_text(session, a[2]))
    if kind == "spirit":
        return tr("Spirit of {0} to {1}", player_text(session, a[1]), space_short(session, a[2]))
    if kind == "sphere":
        return tr("{0} holds {1} WP", sphere_name(session, a[1]), a[2])
    if kind == "origin":
        return tr("Origin one step clockwise") if a[1] == 1 else tr("Origin one step back")
    if kind == "vibe":
        return tr("Vibe of {0}: {1}", player_text(session, a[1]), vibe_text(session, a[2]))
    if kind == "extra":
        return tr("extra Action {0}", signed(a[1]))
    return " ".join(str(x) for x in a)


def fortress_code_text(session, code):
    """"none", "bliss1".. "gloom2" of an adjustment."""
    if code == "none":
        return session.app.tr("empty")
    return fortress_text(session, [0 if code[0] == "b" else 1, int(code[-1])])


# -- events in words (the event line) --

def event_text(session, event):
    tr = session.app.tr
    kind = event[0]
    e = event[1:]
    if kind == "turn":
        return tr("{0}'s turn", player_text(session, e[0]))
    if kind == "start":
        return tr("{0} starts at {1}", player_text(session, e[0]), space_short(session, e[1]))
    if kind == "origin":
        return tr("{0} faces {1}", sphere_name(session, e[0]), realm_short(session, 0))
    if kind == "move":
        return "%s → %s %s" % (player_text(session, e[0]), space_short(session, e[2]),
                               _wp(session, -e[3]))
    if kind == "invoke":
        return "%s: %s %s %s" % (player_text(session, e[0]), card_name(session, e[2]),
                                 slot_short(session, e[1]), _wp(session, -e[3]))
    if kind == "quell":
        text = tr("{0} quells {1}", player_text(session, e[0]), card_name(session, e[2]))
        return text + " " + (tr("(removed)") if e[4] == 0 else "−%d %s" % (e[3], tr("Ess")))
    if kind in ("fortify", "exalt"):
        return "%s: %s %s %s" % (player_text(session, e[0]), tr(VERB_TITLE[kind]),
                                 realm_short(session, e[1]), _wp(session, -e[2]))
    if kind == "raze":
        return tr("{0} razes {1}: +1 Action", player_text(session, e[0]),
                  realm_short(session, e[1]))
    if kind == "empower":
        return "%s: %s → %s" % (player_text(session, e[0]), card_name(session, e[2]),
                                card_name(session, e[3]))
    if kind == "realm" and len(e) == 4:
        action = local(session, data(session)["realms"][e[1]]["action"])
        return "%s: %s %s" % (player_text(session, e[0]), action, _wp(session, e[3] - e[2]))
    if kind == "realm" or kind == "frontier":
        short = realm_short(session, e[0]) if kind == "realm" else frontier_short(session, e[0])
        return "%s %s→%s" % (short, controller_mark(e[1]), controller_mark(e[2]))
    if kind == "absorb":
        return tr("{0} absorbs {1} from {2}", player_text(session, e[0]), _wp(session, e[2]),
                  sphere_name(session, e[1]))
    if kind == "bonus":
        return tr("bonus: {0}", bonus_text(session, e[1]))
    if kind == "revelation":
        return tr("Revelation!")
    if kind == "vibe":
        return "%s: %s" % (player_text(session, e[0]), vibe_text(session, e[1]))
    if kind == "ambition":
        return "%s: %s" % (player_text(session, e[0]), tr(ABILITY_NAME[e[1]]))
    if kind == "end":
        return ""      # the next "turn" event says it
    if kind == "reveal":
        return "%s +%s, %s +%s" % (SIDE_MARK[0], tr(FRAGMENT_CHOICE[FRAGMENTS[e[0]]]),
                                   SIDE_MARK[1], tr(FRAGMENT_CHOICE[FRAGMENTS[e[1]]]))
    if kind == "rotate":
        return tr("the Origin turns")
    if kind == "gameend":
        return tr("the game ends: final points")
    if kind == "points":
        return "%s %s → %d" % (SIDE_MARK[e[0]], signed(e[1]), e[2])
    if kind == "finish":
        return result_text(session, e[0], e[1], e[2])
    if kind == "adjust":
        return adjust_text(session, e)
    return " ".join(str(x) for x in event)


FRAGMENTS = ("none", "minor", "major")


def _wp(session, n):
    return "%s %s" % (signed(n), session.app.tr("WP"))


def bonus_text(session, sphere):
    """What a Sphere's bonus gives: "+1 Ambition for 1 WP"."""
    tr = session.app.tr
    b = data(session)["spheres"][sphere]["bonus"]
    kind = b["kind"]
    if kind == "ambition":
        return tr("+1 Ambition for {0} WP", b.get("pay", 0))
    if kind == "essence":
        return tr("+{0} Essence", b.get("amount", 0))
    if kind == "willpower":
        return tr("+{0} WP", b.get("amount", 0))
    if kind == "vibe":
        return tr("a Vibe token")
    n = b.get("amount", 0)
    return tr.n("draw {0} card", "draw {0} cards", n, n)


def result_text(session, winner, bliss, gloom):
    tr = session.app.tr
    score = "%s %d – %s %d" % (SIDE_MARK[0], bliss, SIDE_MARK[1], gloom)
    if winner is None:
        return tr("Draw: {0}", score)
    return tr("{0} wins: {1}", tr(SIDE_NAME[winner == "gloom"]), score)


def choice_text(session, prefix, item):
    from firmware.games import cerebria_pick
    return cerebria_pick.item_label(session, prefix, item)
