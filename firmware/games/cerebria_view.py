# Cerebria's main screen: where the game stands, without a press.
#
# Pages; UP and DOWN turn them, OK enters a move, as on every game's main
# screen:
#   Ring     (the title says whose turn it is and the Actions left) the
#            player's Willpower, Essence and their side's Ambition, then the
#            ten areas of the ring in board order (Va F1 Wi F2 ... F5) with
#            each side's total, the controller's total drawn inverted; the
#            Spirits under their spaces (the one playing inverted); a wall on
#            a Realm's edge marks the Frontier Emotion beside it that is
#            blocked for that Realm, and the last line lists them in words.
#            On the 128x64 board the ring is two pages, Realms and Frontiers
#            (ten two-digit totals do not fit in 128 pixels), and the
#            resources line comes last.
#   Players  each player's Willpower, Essence and Spirit space
#   Sides    each side's Ambition, points, Fragments in the supply (Minor +
#            Major), Identity, Realms held (the rows that fit: three on the
#            128x64 board)
#   Origin   the Sphere facing each Realm, its bonus and its Willpower
# Bliss is ○ and Gloom ● everywhere (and amber / white on the colour screen).
# Everything shown is read from the state (control is kept there by the
# rules); the screen computes only which Frontier Emotions are blocked.
from firmware import input as keys
from firmware.play import GameScene
from firmware.games import cerebria as words
from shared import cerebria as game
from shared.cerebria_board import board_of
from shared.cerebria_control import blocked

# page names; the areas of the ring pages are columns 0..9 = Va F1 Wi F2 ...
WIDE_PAGES = ("Ring", "Players", "Sides", "Origin")
NARROW_PAGES = ("Realms", "Frontiers", "Players", "Sides", "Origin")
RING_AREAS = {"Ring": tuple(range(10)), "Realms": (0, 2, 4, 6, 8), "Frontiers": (1, 3, 5, 7, 9)}
MARK = words.SIDE_MARK


def side_colour(c, side):
    return c.accent if side == 0 else c.fg


class Ring(GameScene):
    def __init__(self, session):
        super().__init__(session)
        self.page = 0

    def pages(self):
        return WIDE_PAGES if self.app.canvas.width >= 200 else NARROW_PAGES

    @property
    def title(self):
        name = self.pages()[self.page]
        if name in RING_AREAS:
            return self.head_text()
        return self.app.tr(name)

    def on(self, action):
        if action == keys.UP or action == keys.DOWN:
            step = 1 if action == keys.DOWN else -1
            self.page = (self.page + step) % len(self.pages())
            self.redraw()
            return True
        return super().on(action)

    def status(self):
        return "%d/%d" % (self.page + 1, len(self.pages()))

    def draw_state(self, c, y0, y1):
        name = self.pages()[self.page]
        if name in RING_AREAS:
            self.draw_ring(c, y0, y1, RING_AREAS[name])
        elif name == "Players":
            self.draw_players(c, y0, y1)
        elif name == "Sides":
            self.draw_sides(c, y0, y1)
        else:
            self.draw_origin(c, y0, y1)

    # -- the moment: the title of the Ring page, and the line under it --

    def head_text(self):
        """Whose turn and what is left of it (or the phase)."""
        session = self.session
        s = session.state
        tr = self.app.tr
        phase = s["phase"]
        if phase == "origin":
            return tr("Setup")
        if phase == "revelation":
            return tr("Revelation: {0}", words.sphere_name(session, s["pending"]))
        if phase == "scoring":
            return tr("Final points")
        if phase == "over":
            winner = game.outcome(s)["winner"]
            if winner is None:
                return tr("Draw")
            return tr("{0} wins", words.side_text(session, 1 if winner == "gloom" else 0))
        who = "►" + words.player_text(session, game.active_player(s))
        if phase == "setup":
            return "%s %s" % (who, tr("Setup"))
        left = game.actions_left(s)
        return "%s %s" % (who, tr.n("{0} action", "{0} actions", left, left))

    def now_text(self):
        """The player's resources during a turn, else what the phase asks."""
        session = self.session
        s = session.state
        tr = self.app.tr
        phase = s["phase"]
        if phase == "origin":
            return tr("Which Sphere faces {0}?", words.realm_short(session, 0))
        if phase == "setup":
            return tr("Spirit on a Frontier, Emotion beside it")
        if phase == "revelation":
            return tr("Which Fragments are added?")
        if phase in ("scoring", "over"):
            return "%s: %s %d  %s %d" % (tr("Points"), MARK[0], s["points"][0],
                                         MARK[1], s["points"][1])
        pl = s["players"][game.active_player(s)]
        gap = "  " if self.app.canvas.width >= 200 else " "
        text = gap.join(("%s %d" % (tr("WP"), pl["wp"]), "%s %d" % (tr("Ess"), pl["ess"]),
                         "%s %d" % (tr("Amb"), s["ambition"][pl["side"]])))
        if s["absorbed"]:
            text += gap + tr("absorbed")
        return text

    # -- Ring --

    def draw_ring(self, c, y0, y1, areas):
        """The areas (columns 0..9: Realm r = 2r, Frontier i = 2i + 1) with
        each side's total."""
        session = self.session
        ctl = session.state["ctl"]
        wide = y1 - y0 >= 90
        small = c.small
        figure = c.body
        y = y0 + 1
        if wide:
            c.text_in(2, y, c.width - 4, self.now_text(), c.body, c.fg, c.bg)
            y += c.body.height + 2
        label_w = figure.cell + (4 if wide else 2)
        col_w = (c.width - label_w) // len(areas)
        x0 = c.width - len(areas) * col_w
        for n in range(len(areas)):
            k = areas[n]
            if k % 2 == 0:
                text, colour = words.realm_short(session, k // 2), c.fg
            else:
                text, colour = words.frontier_short(session, k // 2), c.dim
            c.text(x0 + n * col_w + (col_w - small.width(text)) // 2, y, text, small, colour)
        y += small.height + (1 if wide else 0)
        row_h = figure.height + (1 if wide else 0)
        rows_y = (y, y + row_h)
        for side in (0, 1):
            c.text(1, rows_y[side], MARK[side], figure, side_colour(c, side))
            for n in range(len(areas)):
                k = areas[n]
                if k % 2 == 0:
                    total, owner = ctl["rt"][k // 2][side], ctl["r"][k // 2]
                else:
                    total, owner = ctl["ft"][k // 2][side], ctl["f"][k // 2]
                self._cell(c, x0 + n * col_w, rows_y[side], col_w, figure, total, owner, side)
        y += 2 * row_h
        against = self.blocked_list()
        self._walls(c, x0, col_w, areas, rows_y, figure.height, against)
        if not wide:
            if y + figure.height <= y1:
                c.text_in(2, y, c.width - 4, self.now_text(), figure, c.fg, c.bg)
            return
        self._spirits(c, x0, col_w, y, figure)
        y += row_h + 2
        if against and y + c.body.height <= y1:
            self._blocked_line(c, y, against)

    def _spirits(self, c, x0, col_w, y, font):
        """Where the Spirits stand: player numbers under their space (the
        player whose turn it is inverted); two on one space read "13"."""
        s = self.session.state
        players = s["players"]
        active = game.active_player(s)
        c.text(1, y, self.app.tr("P{0}", "")[:1], font, c.dim)
        spaces = words.data(self.session)["spaces"]
        for n in range(10):
            first = second = -1
            for p in range(len(players)):
                if players[p]["space"] == n:
                    if first < 0:
                        first = p
                    else:
                        second = p
            if first < 0:
                continue
            text = str(first + 1) if second < 0 else "%d%d" % (first + 1, second + 1)
            k = 2 * spaces[n]["area"] + (0 if spaces[n]["kind"] == "realm" else 1)
            x = x0 + k * col_w + (col_w - font.width(text)) // 2
            if active == first or active == second:
                colour = side_colour(c, players[active]["side"])
                c.fill_rect(x0 + k * col_w + 1, y, col_w - 2, font.height, colour)
                c.text(x, y, text, font, c.bg)
            else:
                c.text(x, y, text, font, side_colour(c, players[first]["side"]))

    def _cell(self, c, x, y, w, font, total, owner, side):
        """One side's total in one area: inverted if that side controls it;
        a zero is left blank (quicker to read, and to draw)."""
        text = str(total)
        tw = font.width(text)
        if owner == side:
            c.fill_rect(x + 1, y, w - 2, font.height, side_colour(c, side))
            c.text(x + (w - tw) // 2, y, text, font, c.bg)
        elif total:
            c.text(x + (w - tw) // 2, y, text, font, c.fg)

    def blocked_list(self):
        """[(Frontier, side of its Emotion, Realm)] for every blocked Emotion."""
        s = self.session.state
        board = board_of(s)
        out = []
        for r in range(5):
            for slot in blocked(board, s["slots"], r):
                side = board["cards"][s["slots"][slot][0]][0]
                out.append((words.data(self.session)["slots"][slot][1], side, r))
        return out

    def _walls(self, c, x0, col_w, areas, rows_y, h, against):
        # a wall on the Realm's edge that faces the blocked Frontier Emotion
        for front, side, r in against:
            if 2 * r not in areas:
                continue
            left = x0 + areas.index(2 * r) * col_w
            x = left + col_w - 2 if front == r else left
            c.fill_rect(x, rows_y[side], 2, h, c.warn)
            # a gap between the wall and an inverted total beside it
            c.fill_rect(x - 1 if front == r else x + 2, rows_y[side], 1, h, c.bg)

    def _blocked_line(self, c, y, against):
        tr = self.app.tr
        items = []
        for front, side, r in against:
            items.append("%s%s✗%s" % (words.frontier_short(self.session, front), MARK[side],
                                      words.realm_short(self.session, r)))
        c.text_in(2, y, c.width - 4, tr("Blocked: {0}", " ".join(items)),
                  c.small if len(items) > 2 else c.body, c.warn, c.bg)

    # -- Players --

    def draw_players(self, c, y0, y1):
        session = self.session
        s = session.state
        tr = self.app.tr
        font = c.body
        active = game.active_player(s)
        wide = y1 - y0 >= 90
        gap = "  " if wide else " "
        y = y0 + 1
        for p in range(len(s["players"])):
            pl = s["players"][p]
            mark = "►" if p == active else " "
            where = words.space_short(session, pl["space"]) if pl["space"] is not None else "–"
            if wide:
                where = "@" + where
            text = "%s%s %s %d%s%s %d%s%s" % (mark, words.player_text(session, p), tr("WP"),
                                              pl["wp"], gap, tr("Ess"), pl["ess"], gap, where)
            colour = side_colour(c, pl["side"]) if p == active else c.fg
            c.text_in(1, y, c.width - 2, text, font, colour, c.bg)
            y += font.height + (2 if wide else 0)
        if s["phase"] == "play" and y + c.small.height <= y1:
            absorb = tr("Absorb: done") if s["absorbed"] else tr("Absorb: not yet")
            text = "%s · %s" % (tr.n("{0} action left", "{0} actions left",
                                     game.actions_left(s), game.actions_left(s)), absorb)
            c.text_in(2, y, c.width - 4, text, c.small, c.dim, c.bg)

    # -- Sides --

    def draw_sides(self, c, y0, y1):
        session = self.session
        s = session.state
        tr = self.app.tr
        font = c.body
        rows = (
            (tr("Ambition"), lambda side: "%d/%d" % (s["ambition"][side],
                                                      board_of(s)["n"]["ambmax"])),
            (tr("Points"), lambda side: str(s["points"][side])),
            (tr("Fragments"), lambda side: "%d+%d" % tuple(s["frags"][side])),
            (tr("Identity"), lambda side: "%d+%d" % tuple(s["identity"][side])),
            (tr("Realms"), lambda side: str(s["ctl"]["r"].count(side))),
        )
        label_w = 0
        for label, value in rows:
            label_w = max(label_w, font.width(label))
        label_w = min(label_w + 4, c.width // 2)
        col_w = (c.width - label_w) // 2
        wide = y1 - y0 >= 90
        y = y0 + 1
        for side in (0, 1):
            head = MARK[side] + " " + tr(words.SIDE_NAME[side]) if wide else MARK[side]
            c.text_in(label_w + side * col_w, y, col_w, head, c.small, side_colour(c, side),
                      c.bg, 1)
        y += c.small.height + (2 if wide else 0)
        for label, value in rows:
            if y + font.height > y1:
                break
            c.text_in(2, y, label_w - 2, label, font, c.dim, c.bg)
            for side in (0, 1):
                c.text_in(label_w + side * col_w, y, col_w, value(side), font, c.fg, c.bg, 1)
            y += font.height + (1 if wide else 0)

    # -- Origin --

    def draw_origin(self, c, y0, y1):
        session = self.session
        s = session.state
        font = c.body
        row_h = font.height + 1
        columns = 1 if 5 * row_h <= y1 - y0 - 2 else 2
        per_column = (5 + columns - 1) // columns
        w = c.width // columns
        for r in range(5):
            sphere = words.sphere_at(s, r)
            x = (r // per_column) * w
            y = y0 + 1 + (r % per_column) * row_h
            wp = "%d" % s["spheres"][sphere]
            pending = s["pending"] == sphere
            head = words.realm_short(session, r) + (" ←" if columns == 1 else "")
            hx = c.text(x + 2, y, head, font, c.dim) + (4 if columns == 1 else 2)
            num_w = font.width(wp) + 2
            c.text(x + w - num_w - 2, y, wp, font, c.warn if pending else c.accent)
            name = words.sphere_name(session, sphere)
            if columns == 1:
                name = "%s (%s)" % (name, words.bonus_text(session, sphere))
            if pending:
                name = "! " + name
            c.text_in(hx, y, x + w - num_w - hx - 4, name, font,
                      c.warn if pending else c.fg, c.bg)
