# Screens of InBetween (shared/inbetween.py): the Town and the Creature pull
# ten characters across a circle, one Safety space at a time.
#
# The main screen (Board) answers "where are we?" without a press:
#   - the title bar: whose turn and which phase ("Town: Action"), the turn;
#   - the circle as a ring: positions 1-5 along the top from the left, 6-10
#     along the bottom from the right, so clockwise runs round the screen as
#     round the table. Each slot: the face as a letter badge (outlined for a
#     human face, filled for a creature face: shape and letter, not colour
#     alone), the position and the initials of its Symbol tokens, and the
#     Safety track as four cells filled from the top space down (none =
#     InBetween, all four and framed = Secured or Devoured). The Activity
#     marker is a thick frame with an arrowhead toward the character it
#     moves to next (so the Direction shows too); a removed character is ✗;
#   - between the rows, each player: Energy, Awareness as six squares filled
#     to the level, the cards in hand; the active player framed, with ►.
# UP/DOWN walk a cursor over the circle and the players; the bottom line
# says all about the one under it. OK opens the move for the phase. After a
# move, the screen the game waits on opens by itself: the next card to deal,
# the card's effects, the Activity decision with the character's ability,
# the Awareness ability to apply, the end.
#
# The pickers (choose()) offer only what the rules' choices() allows: one
# turn menu (a card of each playable symbol, Prepare, Rest, the Awareness
# ability, adjustments), then the card's target, direction and payment.
# Game terms (Town, Secured, the characters, the symbols) come from the card
# data, in its language; the interface words are translated in
# firmware/lang/inbetween_it.py and _cs.py.
#
# Memory: nothing is built at import; the rules are reached through
# session.game (this module does not import them, so reading TITLE for the
# game list loads no rules), and names are looked up in the match's data
# when needed, never copied.
from firmware import input as keys
from firmware.play import GameScene, pick, open_builder
from firmware.ui import Menu, Message
from firmware.canvas import wrap, fit

TITLE = "InBetween"
OPTION_NAMES = {"deal": "Circle dealt by", "tokens": "Symbol tokens",
                "count_inbetween": "InBetween count by face",
                "tie": "Tie with five left"}
BROWSE_MS = 4000       # how long the browsing cursor stays
RING = 10              # characters in the circle
TOWN, CREATURE = 10, 11  # cursor stops after the circle: the players


def option_text(tr, name, value):
    if name == "deal":
        return tr("the device") if value == "device" else tr("the players")
    if name == "tokens":
        if value == "data":
            return tr("as in the data")
        if value == "unlimited":
            return tr("unlimited")
        return tr("{0} each", value)
    if name == "tie":
        return tr("draw") if value == "draw" else tr("higher Awareness wins")
    return None


# -- names from the card data (the file of the chosen language) --

def _cards(session):
    return session.game.cards          # shared/inbetween_data.py


def _text(session, value):
    return _cards(session).text(value)


def term(session, key):
    return session.match.data["terms"][key]


def side_name(session, side):
    return term(session, side)


def face_letters(session):
    """The badge letters of the two faces: the first letters of the data's
    words for human and creature (H/C, U/C, Č/S), or H/C if they clash."""
    h = term(session, "human")[:1].upper()
    k = term(session, "creature")[:1].upper()
    if not h or h == k:
        return "H", "C"
    return h, k


def character(session, ident):
    return _cards(session).character(session.match.data, ident)


def face_name(session, ident, face):
    """A face's name; its id if the data does not know it."""
    c = character(session, ident)
    return (c is not None and _text(session, c[face]["name"])) or ident


def name_at(session, pos, short=False):
    """The name of the face showing at a position ("Clara, nurse"); short:
    the part before a comma ("Clara")."""
    slot = session.state["circle"][pos]
    name = face_name(session, slot["id"], slot["face"])
    cut = name.find(",")
    return name[:cut] if short and cut > 0 else name


def ability_at(session, pos):
    slot = session.state["circle"][pos]
    c = character(session, slot["id"])
    return (c is not None and _text(session, c[slot["face"]]["ability"])) or \
        session.app.tr("(not in the data: read the card)")


def symbol_name(session, symbol):
    for s in session.match.data["symbols"]:
        if s["id"] == symbol:
            return _text(session, s["name"]) or symbol
    return symbol


def space_name(session, face, safety):
    return term(session, _cards(session).space_term(face, safety))


def short(session, pos):
    """"3 Clara": a position as the event line and the titles name it."""
    return "%d %s" % (pos + 1, name_at(session, pos, True))


def place(session, pos):
    """"3 Clara · Guarded": a position as the menus name it."""
    slot = session.state["circle"][pos]
    if slot["out"]:
        return short(session, pos) + " ✗"
    return "%s · %s" % (short(session, pos), space_name(session, slot["face"], slot["safety"]))


def phase_name(session):
    tr = session.app.tr
    phase = session.state["phase"]
    if phase == "awareness":
        # the Awareness phase only matters while its ability can be used
        if session.game.ability_levels(session.state):
            return term(session, "awareness")
        return tr("Action")
    if phase == "action":
        return tr("Action")
    if phase == "effects":
        return tr("Card effects")
    if phase == "activity":
        return tr("Activity")
    if phase == "setup":
        return tr("Deal")
    if phase == "start":
        return tr("Marker start")
    return tr("Game over")


def result_text(session, result):
    """("Town wins" or "Draw", the reason in the data's words)."""
    tr = session.app.tr
    winner = result["winner"]
    head = tr("Draw") if winner is None else tr("{0} wins", side_name(session, winner))
    cond = result["condition"]
    if cond == 1:
        why = tr("{0}: three characters", term(session, "secured"))
    elif cond == 2:
        why = tr("{0}: three characters", term(session, "devoured"))
    elif cond == 3:
        why = tr("{0} reached {1} 6", side_name(session, winner), term(session, "awareness"))
    elif result["reason"].endswith("Awareness"):
        why = tr("five characters left, a tie: higher {0}", term(session, "awareness"))
    elif winner is None:
        why = tr("five characters left, a tie")
    else:
        why = tr("five characters left, more in its dimension")
    return head, why


# -- the main screen --

class Board(GameScene):
    def __init__(self, session):
        super().__init__(session)
        self.cursor = None          # browsed position (or TOWN, CREATURE), or None
        self.browse_at = 0
        self.dirty = []             # cursor stops to repaint on a partial redraw
        self.version = None         # (moves, undone) when last shown
        self.shows = 0
        self.layout = False         # show the circle to lay out at the first tick
        self.geo = None             # where things go on this screen (_geometry)

    @property
    def title(self):
        s = self.session.state
        tr = self.app.tr
        if s["phase"] == "over":
            return result_text(self.session, s["result"])[0]
        if s["phase"] == "setup":
            return tr("Deal: card {0} of 10", len(s["circle"]) + 1)
        if s["phase"] == "start":
            return tr("Where does the marker start?")
        if s["phase"] == "activity":
            # the owner of the character under the marker decides now
            return tr("Activity: {0}", side_name(self.session, s["pending"]["owner"]))
        return "%s: %s" % (side_name(self.session, s["active"]), phase_name(self.session))

    def status(self):
        turn = self.session.state["turn"]
        if not turn:
            return ""
        # a narrow title bar keeps its room for the side and the phase
        return self.app.tr("turn {0}", turn) if self.app.canvas.width >= 200 else "#%d" % turn

    # -- after a move: open the screen the game now waits on --

    def shown(self):
        super().shown()
        self.shows += 1
        m = self.session.match
        version = (len(m.moves), len(m.undone))
        if self.version is None:
            # a new game the device dealt: show how to lay out the circle
            # (at the first tick: a resumed stack may put its screens first)
            self.layout = not m.moves and not m.undone and _dealt_by_device(self.session)
        elif version != self.version and waiting(self.session):
            # a move, undo or redo brought us back here: open the screen the
            # game waits on now (on top of this one, before the stack is saved)
            if self.session.outcome() is not None:
                self.app.push(end_screen(self.session))
            else:
                open_builder(self.app, self.session, [])
        self.version = version

    def tick(self, now):
        if self.layout:
            self.layout = False
            if self.shows == 1:
                self.app.push(Circle(self.session, True))
        if self.cursor is not None and self.app.since(self.browse_at) >= BROWSE_MS:
            self._move_cursor(None)

    # -- browsing the circle and the players --

    def on(self, action):
        if action == keys.UP or action == keys.DOWN:
            self._browse(1 if action == keys.DOWN else -1)
            return True
        return super().on(action)

    def _browse(self, step):
        state = self.session.state
        stops = list(range(len(state["circle"]))) + [TOWN, CREATURE]
        if self.cursor is None:
            at = state["marker"] if state["marker"] is not None else stops[0]
        else:
            at = stops[(stops.index(self.cursor) + step) % len(stops)]
        self._move_cursor(at)
        self.browse_at = self.app.now
        if at >= TOWN:
            self.app.say(describe_player(self.session, ("town", "creature")[at - TOWN]))
        else:
            self.app.say(describe(self.session, at))

    def _move_cursor(self, at):
        for p in (self.cursor, at):
            if p is not None and p not in self.dirty:
                self.dirty.append(p)
        self.cursor = at
        self.redraw(False)

    # -- drawing --

    def draw(self, c, full):
        if full or self.geo is None:
            self.dirty = []
            super().draw(c, True)
            return
        for at in self.dirty:       # the cursor moved: two slots or panels
            if at >= TOWN:
                self._player(c, at - TOWN)
            else:
                self._slot(c, at)
        self.dirty = []
        self.need = 0

    def draw_state(self, c, y0, y1):
        if self.geo is None:
            self.geo = _geometry(c, y0, y1)
            # words drawn on every frame, looked up once
            self.letters = face_letters(self.session)
            self.energy = term(self.session, "energy")[:1].upper()
            self.initials = {}
            for sym in self.session.match.data["symbols"]:
                self.initials[sym["id"]] = symbol_name(self.session, sym["id"])[:1].upper()
        for pos in range(RING):
            self._slot(c, pos)
        self._player(c, 0)
        self._player(c, 1)

    # Drawing: each slot and each player's panel marks its rows changed once
    # (c.touch) and draws its boxes straight into the frame buffer (c.fb):
    # the canvas would record the rows of every rectangle one by one.

    def _slot(self, c, pos):
        s = self.session.state
        g = self.geo
        x, y, w, h = _slot_box(g, pos)
        fb = c.fb
        c.touch(y, h)
        fb.fill_rect(x, y, w, h, c.bg)
        bx, by = x + g["pad"], y + g["pad"]
        bw, bh = g["badge_w"], g["badge_h"]
        if pos >= len(s["circle"]) or s["circle"][pos]["out"]:
            # not dealt yet (a dashed place), or removed (a cross)
            if pos >= len(s["circle"]):
                _dashed_rect(fb, x + 2, y + 2, w - 4, h - 4, c.dim)
            else:
                c.text(bx, by + (bh - c.body.height) // 2, "✗", c.body, c.dim)
            if g["numbers"]:
                c.text(bx + bw + 3, by, str(pos + 1), c.small, c.dim)
            self._cursor_frame(c, pos, x, y, w, h)
            return
        slot = s["circle"][pos]
        face = slot["face"]
        colour = _face_colour(c, face)
        _badge(c, bx, by, bw, bh, face, self.letters[face != "human"])
        # the position and the Symbol tokens on the character
        tokens = slot["tokens"]
        if g["numbers"]:
            tx = c.text(bx + bw + 3, by, str(pos + 1), c.small, c.dim) + 3
            if tokens:
                letters = "".join(self.initials.get(t, "?") for t in tokens)
                c.text(tx, by, fit(letters, c.small, x + w - 3 - tx), c.small, c.fg)
        else:
            for i in range(min(len(tokens), 3)):      # a dot per token
                fb.fill_rect(bx + 3 * i, by + bh + 1, 2, 2, c.fg)
        # the Safety track: cells filled from the top space down
        tx, ty, tw, th = g["track"]
        tx += x
        ty += y
        cell = (tw - 3) // 4
        for k in range(4):
            cx = tx + k * (cell + 1)
            if k < slot["safety"]:
                fb.fill_rect(cx, ty, cell, th, colour)
            elif cell >= 4:
                fb.rect(cx, ty, cell, th, c.dim)
            else:
                fb.hline(cx, ty + th - 1, cell, c.dim)
        if slot["safety"] == 4:                         # Secured / Devoured: locked
            fb.rect(tx - 1, ty - 1, 4 * cell + 5, th + 2, c.fg)
        # the Activity marker, with an arrowhead toward the next character
        if s["marker"] == pos and s["phase"] != "over":
            fb.rect(x, y, w, h, c.fg)
            fb.rect(x + 1, y + 1, w - 2, h - 2, c.fg)
            _arrow_to(fb, c.fg, g, pos, self.session.game.next_position(s))
        self._cursor_frame(c, pos, x, y, w, h)

    def _cursor_frame(self, c, at, x, y, w, h):
        if self.cursor == at:
            _dashed_rect(c.fb, x + 2, y + 2, w - 4, h - 4, c.accent)

    def _player(self, c, i):
        """A player's Energy, Awareness (six squares filled to the level) and
        hand; the active player framed and marked with ►."""
        g = self.geo
        s = self.session.state
        side = ("town", "creature")[i]
        face = ("human", "creature")[i]
        p = s["players"][side]
        half = c.width // 2
        x, y, h = i * half, g["mid"], g["mid_h"]
        fb = c.fb
        c.touch(y, h)
        fb.fill_rect(x, y, half, h, c.bg)
        big = g["two_lines"]
        if s["active"] == side and s["phase"] != "over":
            fb.rect(x + 1, y, half - 2, h, c.fg)
            if big:
                c.text(x + 3, y + 2, "►", c.body, c.fg)
        bw = g["badge_w"]
        bx = x + 5 + c.body.cell if big else x + 3
        by = y + 2
        _badge(c, bx, by, bw, c.body.height, face, self.letters[i])
        if big:
            c.text(bx + bw + 4, by, fit(side_name(self.session, side), c.body, half - bw - 42),
                   c.body, c.fg)
            # the hand: a card outline and the number of cards
            hand = str(p["hand"])
            hx = x + half - 5 - c.small.width(hand)
            c.text(hx, by + c.body.height - c.small.height, hand, c.small, c.fg)
            fb.rect(hx - 9, by + 4, 7, 10, c.dim)
            y2 = by + c.body.height + 1
            ex = c.text(x + 4, y2, self.energy, c.body, c.dim)
            c.text(ex + 2, y2, str(p["energy"]), c.body, c.fg)
            size, gap, top = 9, 2, y2 + 4
        else:
            c.text(bx + bw + 2, by, str(p["energy"]), c.body, c.fg)
            size, gap, top = 4, 1, by + 4
        colour = _face_colour(c, face)
        sx = x + half - 4 - 6 * (size + gap)
        for k in range(6):
            if k < p["awareness"]:
                fb.fill_rect(sx + k * (size + gap), top, size, size, colour)
            else:
                fb.rect(sx + k * (size + gap), top, size, size, c.dim)
        if self.cursor == TOWN + i:
            _dashed_rect(fb, x + 3, y + 1, half - 6, h - 2, c.accent)


def main_scene(session):
    return Board(session)


def _dealt_by_device(session):
    return len(session.state["circle"]) == RING and \
        session.match.options.get("deal", "device") == "device"


def waiting(session):
    """Does the game wait on a screen of its own now (a card to deal, the
    start, a card's effects, the Activity, the end, an Awareness ability to
    apply)? After a move that screen opens by itself."""
    phase = session.state["phase"]
    if phase in ("setup", "start", "effects", "activity", "over"):
        return True
    return phase == "action" and ability_this_turn(session) is not None


def ability_this_turn(session):
    """The Awareness level used at the start of this turn, or None."""
    moves = session.match.moves
    for i in range(len(moves) - 1, -1, -1):
        if moves[i][0] == "ability":
            return moves[i][1]
        if moves[i][0] != "adjust":
            return None
    return None


def _badge(c, x, y, w, h, face, letter):
    """A face's letter in a box: outlined for human, filled for creature
    (the shape tells them apart on a monochrome screen too)."""
    ly = y + (h - c.body.height) // 2
    lx = x + (w - c.body.width(letter)) // 2
    if face == "human":
        c.fb.rect(x, y, w, h, _face_colour(c, face))
        c.text(lx, ly, letter, c.body, c.fg)
    else:
        c.fb.fill_rect(x, y, w, h, _face_colour(c, face))
        c.text(lx, ly, letter, c.body, c.bg)


def _face_colour(c, face):
    # sky blue and amber: apart for red-green colour blindness too
    return c.sel_bg if face == "human" else c.accent


def _geometry(c, y0, y1):
    """Where the ring's slots and the players' band go on this screen."""
    big = c.width >= 200
    g = {"y0": y0, "y1": y1, "w": c.width // 5, "numbers": big, "pad": 3 if big else 2,
         "two_lines": big, "badge_w": c.body.cell + 4,
         "badge_h": c.body.height + 2 if big else c.body.height}
    g["x0"] = (c.width - 5 * g["w"]) // 2
    mid_h = 2 * c.body.height + 4 if big else c.body.height + 3
    h = (y1 - y0 - mid_h) // 2
    g["h"] = h
    g["mid_h"] = mid_h
    g["mid"] = y0 + h + (y1 - y0 - 2 * h - mid_h) // 2 + 1
    pad = g["pad"]
    if big:
        # the track under the badge, across the slot
        top = pad + g["badge_h"] + 2
        g["track"] = (pad, top, g["w"] - 2 * pad, h - top - pad)
    else:
        # the track beside the badge: four thin bars
        left = pad + g["badge_w"] + 1
        g["track"] = (left, pad, g["w"] - left - 1, g["badge_h"])
    return g


def _slot_box(g, pos):
    # clockwise: 1-5 along the top from the left, 6-10 along the bottom
    # from the right
    col = pos if pos < 5 else 9 - pos
    y = g["y0"] if pos < 5 else g["y1"] - g["h"]
    return g["x0"] + col * g["w"], y, g["w"], g["h"]


def _arrow_to(fb, colour, g, pos, nxt):
    """An arrowhead on the edge of slot pos, pointing at slot nxt."""
    if nxt == pos:
        return
    size = 4 if g["numbers"] else 2
    x, y, w, h = _slot_box(g, pos)
    nx, ny, nw, nh = _slot_box(g, nxt)
    if ny != y and abs(nx - x) <= w:
        # up or down, at the ends of the rows
        tip = y + h - 1 if ny > y else y
        sign = -1 if ny > y else 1
        for i in range(size + 1):
            fb.hline(x + w // 2 - i, tip + sign * i, 2 * i + 1, colour)
        return
    tip = x + w - 1 if nx > x else x
    sign = -1 if nx > x else 1
    for i in range(size + 1):
        fb.vline(tip + sign * i, y + h // 2 - i, 2 * i + 1, colour)


def _dashed_rect(fb, x, y, w, h, colour):
    for i in range(x, x + w, 4):
        fb.hline(i, y, min(2, x + w - i), colour)
        fb.hline(i, y + h - 1, min(2, x + w - i), colour)
    for i in range(y, y + h, 4):
        fb.vline(x, i, min(2, y + h - i), colour)
        fb.vline(x + w - 1, i, min(2, y + h - i), colour)


def describe(session, pos):
    """One line about a character: "3 Clara, nurse · Guarded · Eye Hand +Key"."""
    tr = session.app.tr
    slot = session.state["circle"][pos]
    name = "%d %s" % (pos + 1, name_at(session, pos))
    if slot["out"]:
        return tr("{0}: removed", name)
    printed = slot["symbols"][slot["face"]]
    if printed == _cards(session).UNKNOWN:
        symbols = ["?"]
    else:
        symbols = [symbol_name(session, x) for x in printed]
    symbols += ["+" + symbol_name(session, t) for t in slot["tokens"]]
    text = "%s · %s · %s" % (name, space_name(session, slot["face"], slot["safety"]),
                             " ".join(symbols) or "—")
    if session.state["marker"] == pos:
        text += " · " + tr("Activity marker")
    return text


def describe_player(session, side):
    """One line about a player: "Town: Energy 5 · Awareness 2 · hand 3 · deck 22"."""
    tr = session.app.tr
    p = session.state["players"][side]
    text = "%s: %s %d · %s %d" % (side_name(session, side), term(session, "energy"), p["energy"],
                                  term(session, "awareness"), p["awareness"])
    if p["ability"] is not None:
        text += " " + tr("(ability {0} used)", p["ability"])
    return text + " · " + tr("hand {0}", p["hand"]) + " · " + tr("deck {0}", p["deck"])


# -- a menu under a few lines of text --

class NoteMenu(Menu):
    """A move-builder step under a text (an ability, what to do now). Items
    are (label, callable). A text longer than the room left for it (up to
    three lines; none on a small screen) is cut, and a first item reads it
    all (the cursor starts below it, on the first choice). Resumed after a
    power cut by its key."""

    def __init__(self, session, prefix, items, title, text=""):
        super().__init__(title, items)
        self.session = session
        self.text = text
        self.lines = None
        self.key = ["move", prefix]
        self.builder = True

    def _wrap(self, c):
        lines = wrap(self.text, c.small, c.width - 6) if self.text else []
        room = 3 if c.height >= 100 else 0
        if len(lines) > room:
            label = self.app.tr("Read all…")
            if room:
                lines = lines[:room]
                last = lines[-1]
                while last and c.small.width(last + " …") > c.width - 6:
                    last = last[:-1]
                lines[-1] = last + " …"
            else:
                label, lines = "» " + self.text, []       # the text is the first row
            self.items.insert(0, (label, self._read))
            if self.cursor == 0 and len(self.items) > 1:
                self.cursor = 1
        self.lines = lines

    def _read(self):
        self.app.push(Message(self.title, self.text))

    def _geometry(self, c):
        if self.lines is None:
            self._wrap(c)
        row_h = c.body.height + 2
        y0 = self.app.top + 1 + len(self.lines) * c.small.height + (2 if self.lines else 0)
        return row_h, y0, max(1, (self.app.bottom - y0) // row_h)

    def draw(self, c, full):
        first = self.first
        super().draw(c, full)
        if full or first != self.first:        # the menu cleared the content
            y = self.app.top + 1
            for line in self.lines:
                c.text(3, y, line, c.small, c.fg)
                y += c.small.height


def _step(session, prefix, item):
    return lambda: advance(session, prefix, item)


def advance(session, prefix, item):
    """One step of a move; a card whose only payment is "without its
    ability" is played at once (nothing is left to choose)."""
    if prefix and prefix[0] == "play":
        if session.game.choices(session.state, prefix + [item]) == ["no"]:
            pick(session, prefix + [item], "no")
            return
    pick(session, prefix, item)


def _list(session, prefix, items, title, text=""):
    """The legal items at prefix, in words."""
    return NoteMenu(session, prefix, [(choice_text(session, prefix, i), _step(session, prefix, i))
                                      for i in items], title, text)


# -- the pickers: what OK offers in each phase --

def choose(session, prefix, items):
    phase = session.state["phase"]
    if prefix in ([], ["deal"]) and phase == "setup":
        return deal_menu(session, prefix)
    if prefix in ([], ["start"]) and phase == "start":
        return start_menu(session, prefix)
    if not prefix:
        if phase in ("awareness", "action"):
            return turn_menu(session, items)
        if phase == "effects":
            return effects_menu(session)
        if phase == "activity":
            return activity_menu(session)
        return None
    if prefix[0] == "play" and len(prefix) >= 2:
        if len(prefix) == 2:
            return target_menu(session, prefix, items)
        return _list(session, prefix, items, _play_title(session, prefix))
    if prefix == ["ability"]:
        return ability_menu(session, items)
    if prefix == ["prepare"]:
        return _list(session, prefix, items, session.app.tr("Prepare: discard how many?"))
    return None


def turn_menu(session, verbs):
    """The action in one list: a card of each playable symbol, Prepare,
    Rest, the Awareness ability, adjustments."""
    tr = session.app.tr
    state = session.state
    items = []
    if "play" in verbs:
        for symbol in session.game.choices(state, ["play"]):
            items.append((tr("Play {0}", symbol_name(session, symbol)),
                          _step(session, ["play"], symbol)))
    if "prepare" in verbs:
        items.append((tr("Prepare…"), _step(session, [], "prepare")))
    if "rest" in verbs:
        items.append((tr("Rest: +{0} {1}", session.game.rest_gain(state, state["active"]),
                         term(session, "energy")), _step(session, [], "rest")))
    if "ability" in verbs:
        items.append((tr("{0} ability…", term(session, "awareness")),
                      _step(session, [], "ability")))
    items.append((tr("Adjust…"), _step(session, [], "adjust")))
    text = ""
    level = ability_this_turn(session)
    if level is not None:
        text = "%s %d: %s %s" % (term(session, "awareness"), level,
                                 awareness_text(session, state["active"], level),
                                 tr("Apply it (Adjust), then your action."))
    title = "%s: %s" % (side_name(session, state["active"]), phase_name(session))
    return NoteMenu(session, [], items, title, text)


def awareness_text(session, side, level):
    return _text(session, session.match.data["awareness"][side][level - 1]) or \
        session.app.tr("(not in the data: read the card)")


def ability_menu(session, levels):
    tr = session.app.tr
    side = session.state["active"]
    items = [(tr("Level {0}: {1}", lv, awareness_text(session, side, lv)),
              _step(session, ["ability"], lv)) for lv in levels]
    return NoteMenu(session, ["ability"], items, tr("{0} ability", term(session, "awareness")),
                    tr("Once per game, before the action."))


def target_menu(session, prefix, hows):
    """A card's target: the characters showing its symbol whose marker can
    move, then a Symbol token on any character."""
    tr = session.app.tr
    state = session.state
    items = []
    if "step" in hows:
        for pos in session.game.choices(state, prefix + ["step"]):
            items.append((place(session, pos), _step(session, prefix + ["step"], pos)))
    if "token" in hows:
        left = state["supply"][prefix[1]]
        label = tr("Place a token…") if left is None else tr("Place a token ({0} left)…", left)
        items.append((label, _step(session, prefix, "token")))
    return NoteMenu(session, prefix, items, _play_title(session, prefix))


def _play_title(session, prefix):
    """"Play Eye › 5 Clara ↓": the card so far."""
    title = session.app.tr("Play {0}", symbol_name(session, prefix[1]))
    if len(prefix) > 3:
        title += " › " + short(session, prefix[3])
    if len(prefix) > 4 and prefix[2] == "step":
        title += " " + _way(session, prefix[4])
    return title


def deal_menu(session, prefix):
    """Setup by the players: which card is laid next, named by the face it
    shows there (even positions human, odd creature)."""
    tr = session.app.tr
    pos = len(session.state["circle"])
    face = "human" if pos % 2 == 0 else "creature"
    items = []
    for ident in session.game.choices(session.state, ["deal"]):
        name = face_name(session, ident, face)
        items.append((ident if name == ident else "%s %s" % (ident, name),
                      _step(session, ["deal"], ident)))
    return NoteMenu(session, prefix, items, tr("Card {0} of 10: {1}", pos + 1,
                                               term(session, face)))


def start_menu(session, prefix):
    """Stars unknown: the players say where the Activity marker starts."""
    tr = session.app.tr
    items = [(place(session, p), _step(session, ["start"], p))
             for p in session.game.choices(session.state, ["start"])]
    return NoteMenu(session, prefix, items, tr("Where does the marker start?"),
                    tr("Which character shows the first star?"))


def effects_menu(session):
    """After paying for a card's ability: its effects as adjustments, then Done."""
    items = [("✓ " + session.app.tr("Done: effects applied"), _step(session, [], "done"))]
    items += _adjust_items(session)
    title = "%s: %s" % (side_name(session, session.state["active"]), phase_name(session))
    return NoteMenu(session, [], items, title, _card_text(session))


def _card_text(session):
    """The card just played: its side's cards with that symbol and cost
    (with their texts when the data has them), and what to do."""
    tr = session.app.tr
    side = session.state["active"]
    play = None
    for move in reversed(session.match.moves):
        if move[0] == "play":
            play = move
            break
    if play is None:
        return ""
    symbol, pay = play[1], play[-1]
    unknown = _cards(session).UNKNOWN
    names = []
    for card in session.match.data["cards"][side]:
        if card["symbol"] in (symbol, unknown) and card["cost"] in (pay, unknown):
            name = _text(session, card["name"]) or card["id"]
            ability = _text(session, card.get("ability"))
            names.append(name + (": " + ability if ability else ""))
    text = tr("Paid {0} for {1}.", pay, symbol_name(session, symbol))
    if names:
        text += " " + "; ".join(names) + "."
    return text + " " + tr("Apply its ability (Adjust), then Done.")


def activity_menu(session):
    """The Activity: the owner of the character under the marker raises
    Awareness or not; its ability, when it activates, is shown first."""
    tr = session.app.tr
    state = session.state
    owner = state["pending"]["owner"]
    pos = state["marker"]
    aware = term(session, "awareness")
    items = []
    cost = session.game.raise_cost(state, owner)
    if cost is not None:
        items.append((tr("Raise {0} to {1}: pay {2}", aware, cost, cost),
                      _step(session, [], "raise")))
    items.append((tr("No raise: move on"), _step(session, [], "pass")))
    text = place(session, pos) + ". "
    if cost is None:
        text += tr("Not enough {0} to raise {1}.", term(session, "energy"), aware) + " "
    if state["pending"]["ability"]:
        text += tr("Its ability: {0}", ability_at(session, pos))
        items += _adjust_items(session)
    else:
        items.append((tr("Adjust…"), _step(session, [], "adjust")))
    return NoteMenu(session, [], items, tr("Activity: {0}", side_name(session, owner)), text)


def _adjust_items(session):
    # "…": more to choose (reversing the Direction is complete at once)
    return [(choice_text(session, ["adjust"], kind) + ("" if kind == "direction" else "…"),
             _step(session, ["adjust"], kind))
            for kind in session.game.choices(session.state, ["adjust"])]


# -- the circle as a list, and the end --

class Circle(NoteMenu):
    """The ten characters by name; OK on one tells all about it. At the
    start of a game the device dealt, it says how to lay them out."""

    def __init__(self, session, layout=False):
        tr = session.app.tr
        s = session.state
        letters = face_letters(session)
        items = [("%d %s %s" % (pos + 1, letters[s["circle"][pos]["face"] != "human"],
                                name_at(session, pos)), self._details(session, pos))
                 for pos in range(len(s["circle"]))]
        note = ""
        if layout and s["marker"] is None:        # stars unknown: asked next
            note = tr("Lay out clockwise, faces as shown")
        elif layout:
            note = tr("Lay out clockwise; marker on {0}: {1} begins",
                      s["marker"] + 1, side_name(session, s["active"]))
        super().__init__(session, [], items, tr("Circle"), note)
        self.key = "layout" if layout else "circle"
        self.builder = False

    def _details(self, session, pos):
        return lambda: self.app.push(Message(self.title, details(session, pos)))


def details(session, pos):
    """All about one character: face, space, symbols, tokens, ability."""
    tr = session.app.tr
    slot = session.state["circle"][pos]
    text = describe(session, pos)
    if not slot["out"]:
        other = "creature" if slot["face"] == "human" else "human"
        text += "\n" + tr("Ability: {0}", ability_at(session, pos)) + "\n" + \
            tr("Other face: {0}", face_name(session, slot["id"], other))
    return text


def end_screen(session):
    """Who won and why, and the figures that decided it."""
    tr = session.app.tr
    head, why = result_text(session, session.state["result"])
    c = session.game.counts(session.state)
    text = "%s.\n%s %d · %s %d\n%s" % (why, term(session, "secured"), c["secured"],
                                        term(session, "devoured"), c["devoured"],
                                        tr("{0} in play", c["in_play"]))
    msg = Message(head, text)
    msg.key = "end"
    return msg


def menu(session):
    if not session.state["circle"]:
        return []
    return [(session.app.tr("Circle"), lambda: session.app.push(Circle(session)))]


def restore(session, key):
    if key in ("circle", "layout"):
        return Circle(session, key == "layout") if session.state["circle"] else None
    if key == "end":
        return end_screen(session) if session.outcome() is not None else None
    return None


# -- moves, events and builder items in words --

def move_text(session, move):
    """A move for undo and the history: "play Eye: 5 Clara ↓, pay 2"."""
    tr = session.app.tr
    verb = move[0]
    if verb == "deal":
        return tr("deal {0}", face_name(session, move[1], _dealt_face(session, move[1])))
    if verb == "start":
        return tr("start at {0}", move[1] + 1)
    if verb == "ability":
        return tr("{0} ability {1}", term(session, "awareness"), move[1])
    if verb == "play":
        text = tr("play {0}", symbol_name(session, move[1])) + ": "
        where = short(session, move[3])
        if move[2] == "token":
            text += tr("token on {0}", where)
        elif move[4] == "on":
            text += tr("{0}: marker on", where)
        elif move[4] == "flip":
            text += tr("flip {0}", where)
        else:
            text += where + " " + _way(session, move[4])
        if move[-1] != "no":
            text += ", " + tr("pay {0}", move[-1])
        return text
    if verb == "prepare":
        return tr("prepare, discard {0}", move[1])
    if verb == "adjust":
        return tr("adjust: {0}", _adjust_text(session, move[1], move[2:]))
    if verb == "rest":
        return tr("rest")
    if verb == "done":
        return tr("effects done")
    if verb == "raise":
        return tr("raise {0}", term(session, "awareness"))
    return tr("no raise")


def _dealt_face(session, ident):
    for slot in session.state["circle"]:
        if slot["id"] == ident:
            return slot["face"]
    return "human" if len(session.state["circle"]) % 2 == 0 else "creature"


def _way(session, way):
    """A direction in a title: ↑, ↓ (down, or the marker put on), "flip"."""
    if way == "up":
        return "↑"
    return session.app.tr("flip") if way == "flip" else "↓"


def _adjust_text(session, kind, args):
    tr = session.app.tr
    if kind == "safety":
        face = session.state["circle"][args[0]]["face"]
        return "%s → %s" % (short(session, args[0]), space_name(session, face, args[1]))
    if kind == "flip":
        return tr("flip {0}", short(session, args[0]))
    if kind == "remove":
        return tr("remove {0}", short(session, args[0]))
    if kind == "direction":
        return tr("reverse the Direction")
    if kind == "marker":
        return tr("Activity marker to {0}", args[0] + 1)
    if kind == "token":
        if args[1] == "add":
            return tr("{0} token on {1}", symbol_name(session, args[2]), short(session, args[0]))
        return tr("{0} token off {1}", symbol_name(session, args[2]), short(session, args[0]))
    return "%s %s %d" % (side_name(session, args[0]), _figure(session, kind), args[1])


def _figure(session, kind):
    if kind in ("energy", "awareness"):
        return term(session, kind)
    return session.app.tr("hand") if kind == "hand" else session.app.tr("deck")


def event_text(session, event):
    """An event for the line at the bottom: "3 Clara: Alert → Guarded"."""
    tr = session.app.tr
    kind = event[0]
    if kind == "safety":
        return "%s: %s → %s" % (short(session, event[1]), space_name(session, event[2], event[3]),
                                space_name(session, event[2], event[4]))
    if kind == "flip":
        return tr("{0} flipped: {1}", event[1] + 1, name_at(session, event[1]))
    if kind == "token":
        return tr("{0} token on {1}", symbol_name(session, event[2]), short(session, event[1]))
    if kind == "untoken":
        return tr("{0} token off {1}", symbol_name(session, event[2]), short(session, event[1]))
    if kind == "deal":
        return "%d %s" % (event[1] + 1, face_name(session, event[2], event[3]))
    if kind == "start":
        return tr("{0} begins", side_name(session, event[2]))
    if kind == "ability":
        return "%s: %s" % (side_name(session, event[1]),
                           tr("{0} ability {1}", term(session, "awareness"), event[2]))
    if kind == "pay":
        return tr("paid {0}", event[2])
    if kind == "prepare":
        return tr("{0}: discards {1}, draws {2}", side_name(session, event[1]), event[2], event[3])
    if kind == "rest":
        return "%s: +%d %s" % (side_name(session, event[1]), event[2], term(session, "energy"))
    if kind == "raise":
        return "%s: %s %d" % (side_name(session, event[1]), term(session, "awareness"), event[2])
    if kind == "turn":
        return tr("turn {0}: {1}", event[1], side_name(session, event[2]))
    if kind == "remove":
        return tr("{0} removed", short(session, event[1]))
    if kind == "direction":
        return tr("clockwise") if event[1] == 1 else tr("counter-clockwise")
    if kind == "marker":
        return tr("Activity marker: {0} → {1}", event[1] + 1, event[2] + 1)
    if kind in ("energy", "awareness", "hand", "deck"):
        return "%s %s: %d → %d" % (side_name(session, event[1]), _figure(session, kind),
                                   event[2], event[3])
    if kind == "end":
        return tr("Draw") if event[1] is None else tr("{0} wins", side_name(session, event[1]))
    return ""         # "play" and "activity": the other events say it


def choice_text(session, prefix, item):
    """A move-builder item in words (the generic builder's steps and the
    pickers' labels)."""
    tr = session.app.tr
    if not prefix:
        return _verb_item(session, item)
    verb = prefix[0]
    if verb == "deal":
        return face_name(session, item, _dealt_face(session, item))
    if verb == "start":
        return place(session, item)
    if verb == "ability":
        return tr("Level {0}", item)
    if verb == "prepare":
        p = session.state["players"][session.state["active"]]
        drawn = min(max(0, 5 - (p["hand"] - item)), p["deck"])
        return tr("discard {0}, draw {1}", item, drawn)
    if verb == "play":
        return _play_item(session, prefix, item)
    if verb == "adjust":
        return _adjust_item(session, prefix, item)
    return str(item)


def _verb_item(session, verb):
    tr = session.app.tr
    if verb == "deal":
        return tr("Deal a card")
    if verb == "start":
        return tr("Start")
    if verb == "ability":
        return tr("{0} ability", term(session, "awareness"))
    if verb == "play":
        return tr("Play a card")
    if verb == "prepare":
        return tr("Prepare")
    if verb == "rest":
        return tr("Rest")
    if verb == "done":
        return tr("Done: effects applied")
    if verb == "raise":
        return tr("raise {0}", term(session, "awareness"))
    if verb == "pass":
        return tr("No raise: move on")
    return tr("Adjust")


def _play_item(session, prefix, item):
    tr = session.app.tr
    n = len(prefix)
    if n == 1:
        return symbol_name(session, item)
    if n == 2:
        return tr("Move a marker") if item == "step" else tr("Place a token…")
    if n == 3:
        return place(session, item)
    if prefix[2] == "step" and n == 4:
        slot = session.state["circle"][prefix[3]]
        face, safety = slot["face"], slot["safety"]
        if item == "flip":
            other = "creature" if face == "human" else "human"
            return tr("Flip: {0}", face_name(session, slot["id"], other))
        if item == "on":
            return tr("Marker on: {0}", space_name(session, face, 1))
        if item == "down":
            return "↓ " + space_name(session, face, safety + 1)
        return "↑ " + space_name(session, face, safety - 1)
    # the payment, with the cards of that symbol and cost
    if item == "no":
        return tr("Without its ability")
    names = []
    for card in session.match.data["cards"][session.state["active"]]:
        if card["symbol"] == prefix[1] and card["cost"] == item:
            names.append(_text(session, card["name"]) or card["id"])
    return tr("Pay {0}", item) + (": " + ", ".join(names) if names else "")


def _adjust_item(session, prefix, item):
    tr = session.app.tr
    n = len(prefix)
    if n == 1:
        return _adjust_kind(session, item)
    kind = prefix[1]
    if n == 2:
        if kind in ("energy", "awareness", "hand", "deck"):
            return side_name(session, item)
        return place(session, item)
    if kind == "safety":
        face = session.state["circle"][prefix[2]]["face"]
        return "%d %s" % (item, space_name(session, face, item))
    if kind == "token":
        if n == 3:
            return tr("add a token") if item == "add" else tr("take a token off")
        return symbol_name(session, item)
    return str(item)


def _adjust_kind(session, kind):
    tr = session.app.tr
    if kind in ("energy", "awareness"):
        return term(session, kind)
    if kind == "safety":
        return tr("Safety marker")
    if kind == "flip":
        return tr("Flip a character")
    if kind == "remove":
        return tr("Remove a character")
    if kind == "direction":
        return tr("Reverse the Direction")
    if kind == "marker":
        return tr("Move the Activity marker")
    if kind == "token":
        return term(session, "symbol")
    if kind == "hand":
        return tr("Cards in hand")
    return tr("Cards in the deck")
