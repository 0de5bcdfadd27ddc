# Fugitive's main screen: where the game stands, without a press.
#
#   Marshal calls                      turn 3    (title) who acts, what now
#   Decks 8 10 13 · Fugitive 9 · Marshal 3        cards left (wide only)
#    0   1   2   3   4   5                        the row: a filled box is
#   [0] [4] [ ?][ ?][12][ ?]                      face up, an outline face
#           +1      +2  +1                        down; sprint cards under each
#   2  ▂█▅       6 61%                             a strip per face-down
#   3  ▁▃█▆▂     8 35%                             hideout: a bar per
#   5  █ = 15 ✓                                    possible number
# Under the row, by mode:
#   marshal   in the Manhunt, the plan: the calls to make, surest first, and
#             the chance that all hit; each face-down hideout as a picture
#             of its chances (draw_strips: a bar over each possible number,
#             as tall as its chance beside the likeliest's, that one in the
#             accent colour, with its number and chance), "= n ✓" when it
#             is certain; or why nothing fits. The deduction is made once per change of the
#             game (firmware.games.fugitive.deduction): a small count is
#             made before the first frame (first_try); a larger one shows
#             "Thinking…" with the bounds and goes on in the next loops,
#             step by step, a press answered between two steps, until the
#             figures are filled in.
#   fugitive  his hand, and the furthest hideout he can place now with its
#             cheapest sprint
#   referee   what both may see: face-down count, the misses
#   over      the winner and why
# UP or DOWN opens the detail (the possible numbers; on his device his hand;
# nothing on the referee's, which shows a hand only from the game menu), OK
# a move.
from firmware import input as keys
from firmware.canvas import fit, wrap
from firmware.play import GameScene
from firmware.games import fugitive as words

PHASE_TEXT = {
    "setup": "Fugitive: deal", "first": "Fugitive: 1st turn",
    "second": "Fugitive: 2nd hideout?", "fdraw": "Fugitive draws",
    "fplay": "Fugitive plays", "mdraw": "Marshal draws",
    "mcall": "Marshal calls", "answer": "Answer to {0}?",
    "under": "Sprint cards", "hunt": "Manhunt: call",
}


class Row(GameScene):
    def __init__(self, session):
        super().__init__(session)
        self.thinking = False      # drawn without the deduction: make it next
        self.spare = 0             # the last lines under the row that may go if no room
        self.strips_drawn = []     # the strips of chances on screen (draw_strips)

    @property
    def title(self):
        """Who acts and what now (the phase), or who won."""
        s = self.session.state
        tr = self.app.tr
        if s["winner"] is not None:
            return tr("{0} wins", words.role_name(self.session, s["winner"]))
        return tr(PHASE_TEXT[s["phase"]], words.numbers_text(s["pending"] or []))

    def status(self):
        s = self.session.state
        if self.app.canvas.width < 200:
            return ""           # the 128x64 board: the title needs the room
        if s["winner"] is not None:
            return self.app.tr("over")
        return self.app.tr("turn {0}", s["turn"])

    def on(self, action):
        if action == keys.UP or action == keys.DOWN:
            from firmware.app import call_in
            s = self.session.state
            if s["mode"] == "marshal":
                if self.session.game.face_down(s):
                    self.app.push(call_in(words.PICK, "Chances", self.session))
            elif s["mode"] == "fugitive":
                self.app.push(call_in(words.PICK, "hand_screen", self.session, "fhand"))
            # the referee's device shows a hand only when asked from the menu
            return True
        return super().on(action)

    def tick(self, now):
        if self.thinking:
            stop = words.pressed_since(self.app)
            if words.deduction(self.session, stop) is None:
                return      # a press: answered first, the count goes on next loop
            if self.session.state["phase"] == "hunt" and words.manhunt(self.session, stop) is None:
                return
            self.thinking = False
            self.redraw()

    # -- drawing --

    def draw_state(self, c, y0, y1):
        s = self.session.state
        wide = c.height >= 100
        y = y0 + 1
        if wide:
            y = self.draw_counts(c, y, s)
        y = self.draw_row(c, y, s, wide)
        self.spare = 0
        lines, warn = self.lines(c, s)
        if lines and not isinstance(lines[-1], str):
            # the chances as pictures (marshal_lines): the text lines first
            # (the Manhunt plan), then one strip per face-down hideout
            strips = lines
            while strips and isinstance(strips[0], str):
                c.text(2, y, fit(strips[0], c.small, c.width - 4), c.small, c.fg)
                y += c.small.height + 1
                strips = strips[1:]
            self.draw_strips(c, y, y1, strips)
            return
        font = c.small
        step = font.height + 1
        room = max(1, (y1 - y) // step)
        if len(lines) > room and self.spare:
            # the lines that may go first (the reason under the hideouts:
            # their colour says it, and DOWN shows it)
            lines = lines[:max(room, len(lines) - self.spare)]
        if len(lines) > room:
            lines = lines[:room - 1] + [self.app.tr("▼ {0} more", len(lines) - room + 1)]
        for line in lines:
            c.text(2, y, fit(line, font, c.width - 4), font, c.warn if warn else c.fg)
            y += step

    def draw_strips(self, c, y, y1, strips):
        """Each face-down hideout's chances as a picture: its position, a bar
        over each number it may be (as tall as its chance beside the
        likeliest's; the likeliest in the accent colour), and the likeliest
        number with its chance; "= 12 ✓" for a certain one. As many as fit,
        then "▼ n more" (DOWN lists them all)."""
        small = c.small
        tall = c.height >= 100
        h = 20 if tall else 9          # a strip, the gap under it included
        label_w = small.width("88") + 3
        # where each strip went: (position, top, first bar's x, bar width,
        # its number, strip height), for the tests
        self.strips_drawn = drawn = []
        for i in range(len(strips)):
            p, values, total = strips[i]
            if y + h > y1 or (i < len(strips) - 1 and y + 2 * h > y1 and not tall):
                c.text(2, y, self.app.tr("▼ {0} more", len(strips) - i), small, c.dim)
                return
            c.text(2, y + (h - 1 - small.height) // 2, str(p), small, c.dim)
            x = 2 + label_w
            if len(values) == 1:
                # certain: one full bar and its number
                drawn.append((p, y, x, 4, values[0][0], h))
                c.fill_rect(x, y, 4, h - 2, c.accent)
                c.text(x + 7, y + (h - 1 - small.height) // 2, "= %d ✓" % values[0][0], small,
                       c.accent)
                y += h
                continue
            best = values[0]
            for v in values:
                if v[1] > best[1]:
                    best = v
            lo, hi = values[0][0], values[-1][0]
            note = "%d %s" % (best[0], words.percent(best[1], total))
            if tall:
                note = "%d–%d · %s" % (lo, hi, note)
            room = c.width - x - small.width(note) - 6
            bar = room // (hi - lo + 1)
            if bar > (12 if tall else 7):
                bar = 12 if tall else 7
            if bar < 2:
                bar = 2
            shown = room // bar    # (a hideout of many numbers: the likeliest part)
            first = lo
            if hi - lo + 1 > shown:
                first = best[0] - shown // 2
                if first < lo:
                    first = lo
                if first + shown - 1 > hi:
                    first = hi - shown + 1
            weights = {}
            for v in values:
                weights[v[0]] = v[1]
            drawn.append((p, y, x, bar, first, h))
            base = y + h - 2           # the bars stand on this row
            for n in range(first, min(hi, first + shown - 1) + 1):
                weight = weights.get(n, 0)
                bx = x + (n - first) * bar
                if weight:
                    height = (weight * (h - 3) + best[1] - 1) // best[1]
                    c.fill_rect(bx, base - height + 1, bar - 1, height,
                                c.accent if n == best[0] else c.fg)
                else:
                    c.hline(bx, base, bar - 1, c.dim)
            c.text(x + shown * bar + 4 if hi - first + 1 > shown else
                   x + (hi - first + 1) * bar + 4, y + (h - 1 - small.height) // 2, note, small,
                   c.fg)
            y += h

    def draw_counts(self, c, y, s):
        """The cards left in each deck, and in each player's hand."""
        tr = self.app.tr
        text = tr("Decks {0} · Fugitive {1} · Marshal {2}",
                  " ".join(str(n) for n in s["decks"]), s["fcount"], s["mcount"])
        c.text(2, y, fit(text, c.small, c.width - 4), c.small, c.dim)
        return y + c.small.height + 1

    def draw_row(self, c, y, s, wide):
        """The row of hideouts as boxes; returns the y under it."""
        row = s["row"]
        font = c.body
        small = c.small
        cw = font.width("42") + 6
        box_h = font.height + 2
        cells = (c.width - 2) // cw
        first = 0
        if len(row) > cells:
            cells -= 1
            first = len(row) - cells
        x = 1
        if first:
            c.text(x + (cw - small.width("‹")) // 2, y + (small.height if wide else 0) + 2,
                   "‹", small, c.dim)
            x += cw
        by = y + small.height if wide else y
        certain = self.certain(s)
        for p in range(first, len(row)):
            pos = row[p]
            if wide:
                label = str(p)
                c.text(x + (cw - small.width(label)) // 2, y, label, small, c.dim)
            up = pos["shown"] is not None
            if up:
                c.fill_rect(x, by, cw - 2, box_h, c.sel_bg)
                text, fg = str(pos["card"]), c.sel_fg
            else:
                c.rect(x, by, cw - 2, box_h, c.fg)
                if pos["card"] is not None and s["mode"] == "fugitive":
                    text, fg = str(pos["card"]), c.fg      # his own device
                elif p in certain:
                    text, fg = str(certain[p]), c.accent
                else:
                    text, fg = "?", c.dim
            c.text(x + (cw - 2 - font.width(text)) // 2, by + 1, text, font, fg)
            k = pos["sprints"]
            if k and wide:
                mark = "+%d" % k
                c.text(x + (cw - 2 - small.width(mark)) // 2, by + box_h, mark, small, c.fg)
            elif k:
                # the small board: one dot a sprint card under the box
                for i in range(min(k, 5)):
                    c.fill_rect(x + 1 + 3 * i, by + box_h + 1, 2, 2, c.fg)
            x += cw
        return by + box_h + (small.height if wide else 4)

    def certain(self, s):
        if s["mode"] != "marshal":
            return {}
        found = words.known(self.session)
        out = {}
        if found is not None and found["worlds"]:
            for p, y in found["certain"]:
                out[p] = y
        elif found is None or found["worlds"] is None:
            # counting, or no count: the hideouts whose bounds meet, or
            # with one value in what was counted for sure
            total, exact = words.counted(found)
            for p, lo, hi in words.bounds(self.session) or []:
                if lo == hi:
                    out[p] = lo
                elif p in exact and len(exact[p]) == 1:
                    out[p] = exact[p][0][0]
        return out

    # -- the lines under the row --

    def lines(self, c, s):
        """(lines of text, warn) for the space under the row."""
        tr = self.app.tr
        if s["winner"] is not None:
            return wrap(tr(s["reason"]), c.small, c.width - 4), False
        if s["mode"] == "marshal":
            return self.marshal_lines(c, s)
        if s["mode"] == "fugitive":
            return self.hand_lines(c, s), False
        return self.public_lines(s), False

    def marshal_lines(self, c, s):
        tr = self.app.tr
        if not self.session.game.face_down(s):
            return [], False
        hunt = s["phase"] == "hunt"
        # a small count is made at once (its figures on this frame); in the
        # Manhunt the plan takes longer: "Thinking…" first
        found = words.known(self.session) if hunt else words.first_try(
            self.session, words.pressed_since(self.app))
        if found is None or (hunt and words.planned(self.session) is None):
            # while it counts, where each hideout can lie (bounds, no chances)
            self.thinking = True
            return [tr("Thinking…")] + self.range_lines(), False
        if found["worlds"] is None:
            # too long to count: the bounds stay (and the chances counted
            # for sure), first; why, after them, if there is room
            why = wrap(words.problem_text(tr, found), c.small, c.width - 4)
            self.spare = len(why)
            return self.range_lines() + why, True
        if not found["worlds"]:
            return wrap(words.problem_text(tr, found), c.small, c.width - 4), True
        out = []
        total = found["worlds"]
        if hunt:
            # the Manhunt: the calls to make, surest first, and the chance
            # that all of them hit
            plan = words.planned(self.session)
            out.append(tr("Plan: {0} · {1}", " → ".join(str(n) for n in plan["calls"]),
                          words.percent(plan["worlds"], plan["total"])))
        for p, values in found["positions"]:
            out.append((p, values, total))      # drawn as a strip (draw_strips)
        return out, False

    def range_lines(self):
        return [text for p, text in bound_lines(self.session, words.known(self.session))]

    def hand_lines(self, c, s):
        tr = self.app.tr
        game = self.session.game
        out = wrap(tr("Hand: {0}", " ".join(str(n) for n in s["fhand"])), c.small, c.width - 4)
        if s["phase"] in ("first", "second", "fplay"):
            options = game.playable(s)
            if options:
                card, sprint = options[-1]
                if sprint:
                    out.append(tr("Furthest: {0}, sprint {1}", card, words.numbers_text(sprint)))
                else:
                    out.append(tr("Furthest: {0}, no sprint", card))
            else:
                out.append(tr("No hideout can be placed"))
        return out

    def public_lines(self, s):
        tr = self.app.tr
        game = self.session.game
        out = [tr("Face down: {0} · highest face up: {1}",
                  len(game.face_down(s)), game.highest_face_up(s))]
        missed = [words.numbers_text(call[1]) for call in s["calls"] if not call[2]]
        if missed:
            out.append(tr("Missed: {0}", ", ".join(missed[-6:])))
        return out


def bound_lines(session, found):
    """[(position, text)] for each face-down hideout while the count runs
    (found None) or when it gave up: its chances if they were counted for
    sure (the last ones, when it gave up late), else where it can lie (the
    bounds)."""
    total, exact = words.counted(found)
    out = []
    for p, lo, hi in words.bounds(session) or []:
        out.append((p, position_text(p, exact[p], total) if p in exact else range_text(p, lo, hi)))
    return out


def range_text(p, lo, hi):
    """"3: 9–14" (bounds, no chances), or "3 = 12 ✓" when they meet."""
    if lo == hi:
        return "%d = %d ✓" % (p, lo)
    return "%d: %d–%d" % (p, lo, hi)


def position_text(p, values, total):
    """"3: 9–14 · 12 41%", or "3 = 12 ✓" when certain."""
    if len(values) == 1:
        return "%d = %d ✓" % (p, values[0][0])
    best = values[0]
    for v in values:
        if v[1] > best[1]:
            best = v
    return "%d: %d–%d · %d %s" % (p, values[0][0], values[-1][0], best[0],
                                  words.percent(best[1], total))
