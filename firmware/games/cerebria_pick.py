# Entering Cerebria moves with the buttons: pickers that name every choice
# in words and preview what it costs before it is made.
#
# A Picker is a list whose rows are (label, value, detail). The line above
# the list shows the detail of the highlighted row: what the move would do to
# the player's Willpower, Essence and Ambition ("WP 5→3"), or why it is not
# possible. A row that cannot be chosen is dimmed, and OK on it says why.
#
# Two ways in (both end in the same moves of shared/cerebria.py):
#   by verb   OK on the main screen: the verbs the rules allow now, then each
#             step of the move (shared choices(); every row offered leads to
#             a legal move). Fortify, Exalt and Raze share one list that
#             previews all three at every Fortress beside the Spirit;
#             Absorb previews each Sphere's yield.
#   by place  "Board": every Realm, Frontier and Emotion slot in ring order
#             with what is there; a slot lists what can be done to it (the
#             Actions and the adjustments), a Realm previews its Fortress
#             actions, Absorb from its Sphere and its Realm Action.
#
# Screens that come back after a power cut carry a key, rebuilt by
# restore(): ["pick", prefix] a step of a move, "board", ["slot", s],
# ["realm", r], "fortress".
from firmware import input as keys
from firmware import play
from firmware.ui import Menu, NumberEntry
from firmware.games import cerebria as words
from shared import cerebria as game
from shared.cerebria_actions import may_act, spirit_cost
from shared.cerebria_board import board_of
from shared.cerebria_control import blocked
from shared.rules import DONE, IllegalMove

MARK = words.SIDE_MARK
# a picker row's value for DONE ("the move is complete"): DONE is None, and
# a None value means a refused row
DONE_ROW = object()
ADJUST_NAME = {
    "wp": "Willpower of a player", "ess": "Essence of a player",
    "ambition": "Ambition of a side", "place": "Place an Emotion",
    "remove": "Remove an Emotion", "shift": "Move an Emotion",
    "essence": "Essence on an Emotion", "token": "Intensity token",
    "fortress": "A Fortress", "spirit": "A Spirit's space",
    "sphere": "Willpower in a Sphere", "origin": "Rotate the Origin",
    "vibe": "Vibe tokens of a player", "extra": "Extra Actions",
}
VERB_ROW = {
    "move": "Move the Spirit…", "invoke": "Invoke an Emotion…",
    "quell": "Quell an Emotion…", "empower": "Empower an Emotion…",
    "realm": "Realm Action…", "ambition": "Ambition ability…", "vibe": "Vibe token…",
    "end": "End the turn…", "points": "Points…", "adjust": "Adjust…",
    "reveal": "Fragments for the Identity…", "finish": "Finish the game",
}


def labels(rows):
    """Menu items from picker rows; a refused row is marked ✗ (dimming
    alone does not show on a monochrome screen)."""
    return [(row[0] if row[1] is not None else "✗ " + row[0], row[1]) for row in rows]


class Picker(Menu):
    """rows: [(label, value, detail)]; chosen(value) is called on OK."""

    def __init__(self, session, key, title, rows, chosen, selected=0):
        self.session = session
        super().__init__(title, [], None, selected)
        self.set_rows(rows, selected)
        self.key = key
        self.chosen = chosen

    def set_rows(self, rows, selected=0):
        self.rows = rows
        self.details = False
        for row in rows:
            if row[2]:
                self.details = True
        self.note = " " if self.details else None
        self.set_items(labels(rows), selected)

    def on(self, action):
        if action == keys.OK and self.rows:
            label, value, detail = self.rows[self.cursor]
            if value is None:
                if detail:
                    self.app.say(detail, warn=True)
                return True
            self.chosen(value)
            return True
        return super().on(action)

    def draw(self, c, full):
        if self.details and self.rows:
            self.note = self.rows[self.cursor][2] or " "
        super().draw(c, full)
        if self.details and not full:
            c.text_in(2, self.app.top + 1, c.width - 4, self.note, c.small, c.dim, c.bg)


# -- words for the steps of a move --

def slot_label(session, s):
    """"Va·F1 ● Anger 2" or "Va·F1 ·" for an empty slot."""
    emotion = session.state["slots"][s]
    text = words.emotion_text(session, emotion) if emotion is not None else "–"
    return "%s  %s" % (words.slot_short(session, s), text)


def item_label(session, prefix, item):
    """One choice of a move in words (also the plug-in's choice_text)."""
    tr = session.app.tr
    if item is DONE:
        return "✓ " + tr("Done")
    verb = prefix[0] if prefix else item
    n = len(prefix)
    if n == 0:
        return tr(words.VERB_TITLE.get(item, item))
    if verb == "origin":
        return words.sphere_name(session, item)
    if verb in ("start", "move") and n == 1:
        return words.space_name(session, item)
    if verb in ("start", "invoke", "quell", "empower") and n <= 2 and isinstance(item, int):
        return slot_label(session, item)
    if verb == "invoke" and n == 2:
        return words.card_name(session, item)
    if verb in ("invoke", "quell", "empower"):
        return "+ " + tr(words.VIBE_NAME.get(item, item))
    if verb in ("fortify", "exalt", "raze"):
        return words.realm_name(session, item)
    if verb == "realm":
        return _realm_item(session, prefix, item)
    if verb == "absorb":
        return _absorb_item(session, prefix, item)
    if verb == "ambition":
        return tr(words.ABILITY_NAME[item]) if n == 1 else words.vibe_text(session, item)
    if verb == "vibe":
        return words.vibe_text(session, item)
    if verb == "end":
        return tr("Draw 2 Emotion cards") if item == "draw" else tr("Gain 1 Ambition")
    if verb == "reveal":
        return tr(words.FRAGMENT_CHOICE[item])
    if verb == "points":
        return words.side_text(session, item) if n == 1 else words.signed(item)
    if verb == "adjust":
        return _adjust_item(session, prefix, item)
    return str(item)


def _realm_item(session, prefix, item):
    n = len(prefix)
    if n == 1:
        action = words.local(session, words.data(session)["realms"][item]["action"])
        return "%s: %s" % (words.realm_short(session, item), action)
    if n == 2:
        return slot_label(session, item)
    return session.app.tr.n("{0} Essence", "{0} Essence", item, item)


def _absorb_item(session, prefix, item):
    tr = session.app.tr
    n = len(prefix)
    if n == 1:
        sphere = words.sphere_at(session.state, item)
        return "%s (%s)" % (words.sphere_name(session, sphere), words.realm_short(session, item))
    if n == 2:
        amount = game.absorb_preview(session.state, prefix[1], item)["amount"]
        if item:
            return tr("card powers +{0}: {1} WP", item, amount)
        return tr("no card power: {0} WP", amount)
    if item == "skip":
        return tr("no bonus")
    if item == "take":
        return words.bonus_text(session, words.sphere_at(session.state, prefix[1]))
    return words.vibe_text(session, item)


def _adjust_item(session, prefix, item):
    tr = session.app.tr
    n = len(prefix)
    if n == 1:
        return tr(ADJUST_NAME[item])
    kind = prefix[1]
    s = session.state
    if kind in ("wp", "ess", "vibe", "spirit") and n == 2:
        pl = s["players"][item]
        if kind == "wp":
            return "%s  %s %d" % (words.player_text(session, item), tr("WP"), pl["wp"])
        if kind == "ess":
            return "%s  %s %d" % (words.player_text(session, item), tr("Ess"), pl["ess"])
        return words.player_text(session, item)
    if kind in ("wp", "ess", "ambition") and n == 3:
        return words.signed(item)
    if kind == "ambition":
        return "%s  %d" % (words.side_text(session, item), s["ambition"][item])
    if kind == "vibe":
        unlocked = item in s["players"][prefix[2]]["vibes"]
        return ("✓ " if unlocked else "") + words.vibe_text(session, item)
    if kind == "spirit":
        return words.space_name(session, item)
    if kind == "origin":
        return tr("one step clockwise") if item == 1 else tr("one step back")
    if kind == "extra":
        return tr("one more Action") if item == 1 else tr("one Action less")
    if kind == "fortress":
        if n == 2:
            return "%s  %s" % (words.realm_name(session, item),
                               words.fortress_text(session, s["forts"][item]))
        return words.fortress_code_text(session, item)
    if kind == "sphere":
        return "%s  %d" % (words.sphere_name(session, item), s["spheres"][item])
    if n == 2:
        return slot_label(session, item)
    if kind == "place":
        if n == 3:
            return words.side_text(session, item)
        if n == 4:
            return words.card_name(session, item)
        return tr.n("{0} Essence", "{0} Essence", item, item)
    if kind == "shift":
        return slot_label(session, item)
    if kind == "essence":
        return tr.n("{0} Essence", "{0} Essence", item, item)
    return "+%d" % item     # Intensity token


def step_title(session, prefix):
    tr = session.app.tr
    if not prefix:
        p = game.active_player(session.state)
        return words.player_text(session, p) if p is not None else tr("Move")
    verb = prefix[0]
    if verb == "reveal":
        return tr("{0} adds", words.side_text(session, len(prefix) - 1))
    title = tr(words.VERB_TITLE.get(verb, verb))
    if verb == "adjust" and len(prefix) > 1:
        title = tr(ADJUST_NAME[prefix[1]])
        if len(prefix) > 2:
            title += " › " + _adjust_item(session, prefix[:2], prefix[2])
        return title
    if len(prefix) > 1:
        second = prefix[1]
        if verb in ("invoke", "quell", "empower", "start") and isinstance(second, int):
            # a slot (a space for start): its name without what is on it
            short = words.space_short if verb == "start" else words.slot_short
            title += " › " + short(session, second)
        else:
            title += " › " + item_label(session, prefix[:1], second)
    return title


# -- previews --

def plan_text(session, plan):
    """What a planned move does to the player's (and side's) resources:
    "WP 5→3 · Amb 1→0", and "Revelation!" when a Sphere empties."""
    tr = session.app.tr
    s = session.state
    verb = plan["verb"]
    if verb == "adjust":
        return _adjust_preview(session, plan)
    p = plan.get("p")
    if p is None:
        return ""
    pl = s["players"][p]
    wp = pl["wp"] - plan.get("wp", 0)
    ess = pl["ess"] - plan.get("own", 0)
    amb = s["ambition"][pl["side"]] - plan.get("amb", 0)
    extra = []
    if verb == "realm":
        wp += plan.get("gain", 0)
        ess -= plan.get("essence", 0) if "slot" in plan else 0
    if verb == "absorb":
        wp += plan["amount"]
        bonus = plan["bonus"]
        if bonus == "ambition":
            wp -= plan["pay"]
            amb += 1
        elif bonus == "essence":
            ess += plan["size"]
        elif bonus == "willpower":
            wp += plan["size"]
        extra.append(tr("Sphere {0}→{1}", s["spheres"][plan["sphere"]],
                        s["spheres"][plan["sphere"]] - plan["amount"]))
        if plan["empties"]:
            extra.append(tr("Revelation!"))
    if verb == "raze":
        extra.append(tr("+1 Action"))
    if verb == "end" and plan["choice"] == "ambition":
        amb += 1
    parts = []
    for name, before, after in (("WP", pl["wp"], wp), ("Ess", pl["ess"], ess),
                                ("Amb", s["ambition"][pl["side"]], amb)):
        if before != after:
            parts.append("%s %d→%d" % (tr(name), before, after))
    parts.extend(extra)
    return " · ".join(parts) if parts else tr("no cost")


def _adjust_preview(session, plan):
    tr = session.app.tr
    s = session.state
    kind = plan["kind"]
    a = plan["args"]
    if kind in ("wp", "ess"):
        return "%s %s %d→%d" % (words.player_text(session, a[0]), tr("WP" if kind == "wp" else
                                                                    "Ess"),
                                s["players"][a[0]][kind], plan["value"])
    if kind == "ambition":
        return "%s %s %d→%d" % (MARK[a[0]], tr("Amb"), s["ambition"][a[0]], plan["value"])
    return words.adjust_text(session, [kind] + a)


def preview_of(session, move):
    """(plan text, None) for a complete legal move, (None, reason) for an
    illegal one, (None, None) for an incomplete one."""
    try:
        plan = game.preview(session.state, move)
    except IllegalMove as e:
        if e.template == "Incomplete or too long: {0}":
            return None, None
        return None, words.reason(session, e)
    return plan_text(session, plan), None


def item_detail(session, prefix, item):
    """The detail line of one step's row: the preview once the move is complete."""
    move = list(prefix) if item is DONE else prefix + [item]
    text = preview_of(session, move)[0]
    if text is not None:
        return text
    verb = move[0]
    if verb == "invoke" and len(move) == 3:
        info = board_of(session.state)["cards"][move[2]]
        return session.app.tr("needs {0} Essence · Intensity {1}", info[3], info[2][info[3] - 1])
    if verb == "absorb" and len(move) == 2:
        return _absorb_detail(session, move[1])
    return ""


def _absorb_detail(session, realm):
    found = game.absorb_preview(session.state, realm)
    text = "%s · %s" % (_wp(session, found["amount"]), words.bonus_text(session, found["sphere"]))
    if found["empties"]:
        text += " · " + session.app.tr("Revelation!")
    return text


def _wp(session, n):
    return "+%d %s" % (n, session.app.tr("WP"))


# -- the pickers --

def step(session, prefix, items):
    """The picker for one step of a move (the plug-in's choose())."""
    if not prefix:
        return verbs(session, items)
    if prefix[:2] == ["adjust", "sphere"] and len(prefix) == 3:
        return _sphere_entry(session, prefix, items)
    rows = []
    for item in items:
        rows.append((item_label(session, prefix, item), DONE_ROW if item is DONE else item,
                     item_detail(session, prefix, item)))
    if prefix[0] == "points" and len(prefix) == 2:
        rows = [r for r in rows if r[1] > 0] + [r for r in rows if r[1] < 0]

    def chosen(value):
        play.pick(session, prefix, DONE if value is DONE_ROW else value)
    return Picker(session, ["pick", prefix], step_title(session, prefix), rows, chosen)


def _sphere_entry(session, prefix, items):
    current = session.state["spheres"][prefix[2]]

    def done(value):
        session.app.pop()
        play.pick(session, prefix, value)
    return NumberEntry(step_title(session, prefix), 1, items[-1], current, done, items)


# the order of the first step; "fortress" is Fortify, Exalt and Raze together
VERB_ORDER = ("origin", "start", "move", "invoke", "quell", "fortress", "empower", "realm",
              "absorb", "ambition", "vibe", "end", "reveal", "points", "finish", "adjust")


def verbs(session, items):
    """The first step: what the rules allow now, in words, with costs. The
    Fortress and Absorb rows are there during a turn even when the rules
    refuse them, dimmed with the reason: they preview "may I, at what cost"."""
    tr = session.app.tr
    s = session.state
    p = game.active_player(s)
    turn = s["phase"] == "play"
    rows = []
    for verb in VERB_ORDER:
        if verb == "fortress":
            if turn and may_act(s, "fortify"):
                rows.append((tr("Fortify, Exalt, Raze…"), verb,
                             _verb_detail(session, p, "fortify")))
        elif verb == "absorb":
            if verb in items:
                rows.append((tr("Absorb…"), verb, _verb_detail(session, p, verb)))
            elif turn:
                why = game.why_not(s, ["absorb"])
                rows.append((tr("Absorb…"), None, words.reason(session, why) if why else ""))
        elif verb in items:
            if verb == "origin":
                label = tr("Which Sphere faces {0}?", words.realm_name(session, 0))
            elif verb == "start":
                label = tr("Spirit and first Emotion…")
            else:
                label = tr(VERB_ROW[verb])
            rows.append((label, verb, _verb_detail(session, p, verb)))
    rows.append((tr("Board: Realms and Emotions…"), "board", ""))

    def chosen(value):
        if value == "board":
            session.app.push(BoardList(session))
        elif value == "fortress":
            session.app.push(FortressPicker(session))
        else:
            play.pick(session, [], value)
    return Picker(session, ["pick", []], step_title(session, []), rows, chosen)


def _verb_detail(session, p, verb):
    tr = session.app.tr
    s = session.state
    if verb in ("move", "invoke", "quell", "fortify", "empower"):
        wp, amb = spirit_cost(s, p, verb, [])
        text = tr("from {0} WP", wp)
        return text + " + %d %s" % (amb, tr("Amb")) if amb else text
    if verb == "absorb":
        here = s["players"][p]["space"]
        parts = []
        for realm in board_of(s)["spaces"][here][5]:
            sphere = words.sphere_at(s, realm)
            amount = game.absorb_preview(s, realm)["amount"]
            parts.append("%s +%d" % (words.sphere_name(session, sphere), amount))
        return " · ".join(parts)
    if verb == "end":
        return tr("draw 2 cards, or +1 Ambition")
    return ""


class FortressPicker(Picker):
    """Fortify, Exalt and Raze at each Fortress beside the Spirit: the cost,
    or the reason the rules refuse it."""

    def __init__(self, session):
        s = session.state
        p = game.active_player(s)
        here = s["players"][p]["space"]
        rows = []
        for r in range(5):
            if here in board_of(s)["realms"][r][7]:
                rows.extend(fortress_rows(session, r))
        super().__init__(session, "fortress", session.app.tr("Fortify, Exalt, Raze"), rows,
                         lambda move: play.pick(session, move, DONE))


def fortress_rows(session, r, named=True):
    """Fortify, Exalt, Raze at Realm r: the move and its preview, or None
    and the reason (named: the labels name the Realm)."""
    s = session.state
    p = game.active_player(s)
    tr = session.app.tr
    rows = []
    for verb, plan, error in game.fortress_preview(s, r):
        if verb != "fortify" and ("fortify." + verb) not in s["players"][p]["vibes"]:
            continue      # an upgrade this player has not unlocked
        label = tr(words.VERB_TITLE[verb])
        if named:
            label += ": " + words.realm_name(session, r)
        if plan is None:
            rows.append((label, None, words.reason(session, error)))
        else:
            rows.append((label, [verb, r], plan_text(session, plan)))
    return rows


# -- the board, by place --

class BoardList(Picker):
    """Every Realm, Frontier and Emotion slot around the ring."""

    def __init__(self, session):
        # a move or an undo closes the list (back to the main screen), so
        # its rows stay true while it is open
        super().__init__(session, "board", session.app.tr("Realms and Emotions"),
                         board_rows(session), self._open)

    def _open(self, value):
        kind, index = value
        if kind == "slot":
            self.app.push(SlotPicker(self.session, index))
        elif kind == "realm":
            self.app.push(RealmPicker(self.session, index))
        else:
            self.app.say(self.rows[self.cursor][2])


def board_rows(session):
    d = words.data(session)
    against = blocked_map(session)
    rows = []
    for r in range(5):
        rows.append(realm_row(session, r))
        for slot in d["realms"][r]["slots"]:
            rows.append(_slot_row(session, slot, against))
        rows.append(frontier_row(session, r))
        rows.append(_slot_row(session, d["frontiers"][r]["slot"], against))
    return rows


def _totals(totals, owner):
    return "%s%d %s%d → %s" % (MARK[0], totals[0], MARK[1], totals[1],
                               words.controller_mark(owner))


def realm_row(session, r):
    s = session.state
    tr = session.app.tr
    found = game.realm_detail(s, r)
    sphere = words.sphere_at(s, r)
    detail = "%s · %s %s · %s %d" % (
        _totals(found["totals"], found["controller"]), tr("Fortress"),
        words.fortress_text(session, found["fortress"]), words.sphere_name(session, sphere),
        s["spheres"][sphere])
    label = "■ %s %s" % (words.realm_short(session, r), words.realm_name(session, r))
    return label, ["realm", r], detail


def frontier_row(session, i):
    found = game.frontier_detail(session.state, i)
    label = "■ %s" % session.app.tr("Frontier {0}", i + 1)
    return label, ["frontier", i], _totals(found["totals"], found["controller"])


def blocked_map(session):
    """{slot: [Realms for which its Emotion is blocked]}."""
    s = session.state
    out = {}
    for r in range(5):
        for slot in blocked(board_of(s), s["slots"], r):
            out.setdefault(slot, []).append(r)
    return out


def _slot_row(session, slot, against):
    s = session.state
    tr = session.app.tr
    emotion = s["slots"][slot]
    label = "  " + slot_label(session, slot)
    if emotion is None:
        return label, ["slot", slot], tr("empty")
    track = board_of(s)["cards"][emotion[0]][2]
    detail = "%s %d/%d · %s %d" % (tr("Ess"), emotion[1], len(track), tr("Int"),
                                   game.intensity_at(s, slot))
    if emotion[2]:
        detail += " (%s +%d)" % (tr("token"), emotion[2])
    if slot in against:
        label += " ✗"
        detail += " · ✗ " + ", ".join(words.realm_short(session, r) for r in against[slot])
    return label, ["slot", slot], detail


def _onward(session, prefix):
    """Go on with a move that starts with prefix (complete: play it)."""
    play.pick(session, prefix[:-1], prefix[-1])


class SlotPicker(Picker):
    """What can be done to one Emotion slot: the Actions the rules allow
    here now, and the adjustments (card powers, corrections)."""

    def __init__(self, session, slot):
        self.slot = slot
        super().__init__(session, ["slot", slot], slot_label(session, slot),
                         slot_rows(session, slot), lambda prefix: _onward(session, prefix))


def slot_rows(session, slot):
    s = session.state
    tr = session.app.tr
    rows = []
    for verb in ("invoke", "quell", "empower"):
        if slot in game.choices(s, [verb]):
            rows.append((tr(VERB_ROW[verb]), [verb, slot], item_detail(session, [verb], slot)))
    for r in range(5):
        if board_of(s)["realms"][r][8] == "intensify" and slot in game.choices(s, ["realm", r]):
            rows.append(("%s: %s" % (tr("Realm Action"), words.local(
                session, words.data(session)["realms"][r]["action"])), ["realm", r, slot], ""))
    emotion = s["slots"][slot]
    # adjustments: "place" an empty slot, the others an Emotion (checked
    # first: the rules would try every card before refusing)
    kinds = ("place",) if emotion is None else ("essence", "token", "shift", "remove")
    for kind in kinds:
        prefix = ["adjust", kind, slot]
        if game.choices(s, prefix):
            text = preview_of(session, prefix)[0]
            if kind == "essence":
                text = tr("now {0}", emotion[1])
            elif kind == "token":
                text = tr("now +{0}", emotion[2])
            rows.append((tr(ADJUST_NAME[kind]), prefix, text or ""))
    if not rows:
        rows.append((tr("Nothing can be done now"), None, ""))
    return rows


class RealmPicker(Picker):
    """One Realm: its Fortress actions, Absorb from its Sphere and its Realm
    Action, each with its cost or the reason it is refused; its Fortress and
    Sphere adjustments."""

    def __init__(self, session, r):
        super().__init__(session, ["realm", r], words.realm_name(session, r),
                         realm_rows(session, r), lambda move: _onward(session, move))


def realm_rows(session, r):
    s = session.state
    tr = session.app.tr
    rows = []
    if s["phase"] == "play":
        rows.extend(fortress_rows(session, r, False))
        found = game.absorb_preview(s, r)
        label = tr("Absorb: {0} +{1}", words.sphere_name(session, found["sphere"]),
                   found["amount"])
        if found["refused"] is None:
            rows.append((label, ["absorb", r], _absorb_detail(session, r)))
        else:
            rows.append((label, None, words.reason(session, found["refused"])))
    if r in game.choices(s, ["realm"]):
        action = words.local(session, words.data(session)["realms"][r]["action"])
        rows.append(("%s: %s" % (tr("Realm Action"), action), ["realm", r],
                     item_detail(session, ["realm"], r)))
    for kind, arg in (("fortress", r), ("sphere", words.sphere_at(s, r))):
        if arg in game.choices(s, ["adjust", kind]):
            rows.append(("%s: %s" % (tr("Adjust"), tr(ADJUST_NAME[kind])), ["adjust", kind, arg],
                         ""))
    if not rows:
        rows.append((tr("Nothing can be done now"), None, ""))
    return rows


# -- after a power cut --

def restore(session, key):
    s = session.state
    if key == "board":
        return BoardList(session)
    if key == "fortress":
        return FortressPicker(session) if s["phase"] == "play" else None
    if not isinstance(key, list) or len(key) != 2:
        return None
    kind, value = key
    if kind == "pick" and isinstance(value, list):
        items = game.choices(s, value)
        return step(session, value, items) if items else None
    if kind == "slot" and value in range(15):
        return SlotPicker(session, value)
    if kind == "realm" and value in range(5):
        return RealmPicker(session, value)
    return None
