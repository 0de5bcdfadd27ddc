# Projekt Omega: the guided test. One screen follows a test from its start to
# its close; it stays open (it comes back after each step) until the cards
# join the mission piles.
#
# Before the draw the header shows what the test amounts to:
#   ■ CARDS 5+1      ▲ ADVANTAGES 2      ▼ DISADVANTAGES 1
# (cards to draw, + the distrust cards; exhausted aspects; the Coordinator's
# negative aspects and threat factors), and the rows are, in order:
#   the draw (the device's deck: it asks first, a draw cannot be undone; or
#   the colours of real cards), the agent's aspects (○ fresh, ● exhausted,
#   ✓ described, with ▲ when exhausted for an advantage), the negative
#   aspects the Coordinator may use, a threat factor (used/allowed), the
#   reserve uses, acting against or defending against another agent,
#   betrayal, a healing test, and the moves allowed around a test.
# After the draw:
#   DRAWN ✓3 ✗2      REMOVED ✗1 ✓0      RESULT ✓3 ✗1
# and the rows: close (the cards join the piles), keeping a removed card,
# help from a trusted agent, turning a complication into a negative aspect,
# and in a healing test removing or worsening negative aspects.
# A row that cannot be chosen now is dim; OK on it says why.
from firmware.ui import Menu, NumberEntry
from firmware.play import play
from firmware.games.omega import words
from firmware.games.omega.rows import Rows, row_for, dashboard, header_cells
from shared import omega_test


def test_screen(session):
    """The test screen, one per test (kept by the main screen, so that the
    cursor stays where it was between the steps)."""
    board = dashboard(session.app)
    if board is None:
        return TestScreen(session)
    if board.test is None:
        board.test = TestScreen(session)
    return board.test


def _offer(session, verb, verbs):
    """The row value of a verb whose item is chosen on the next screen, or
    None when the rules offer nothing for it now."""
    return [verb] if verb in verbs else None


class TestScreen(Rows):
    key = "test"
    sticky = True

    def __init__(self, session):
        super().__init__(session)
        self.phase = None

    def still(self):
        return self.session.game.phase(self.session.state) in ("setup", "result")

    @property
    def title(self):
        a = self.session.state["test"]["agent"]
        if self.app.compact:
            return words.agent(self.session, a)
        return self.app.tr("Test: {0}", words.full_name(self.session, a))

    @title.setter
    def title(self, value):
        pass        # Menu.__init__ sets a title: this one follows the test

    def _position(self):
        if not self.app.compact:
            return ""
        state = self.session.state
        if state["test"]["main"] is None:
            p = omega_test.preview(state)
            return "■%s ▲%d ▼%d" % (_cards(p), p["advantages"], p["disadvantages"])
        t = omega_test.tally(state["test"])
        return "✓%d ✗%d" % (t["successes"], t["complications"] - state["test"]["converted"])

    def fill(self):
        phase = self.session.game.phase(self.session.state)
        fresh = phase != self.phase
        self.phase = phase
        super().fill()
        if fresh:
            # a new test starts on its first aspect, the result on "close"
            self.cursor = 1 if phase == "setup" and len(self.items) > 1 else 0

    # -- the header (Display Pack only: the small board shows it in the title) --

    def header_height(self, c):
        return 0 if self.app.compact else c.small.height + c.body.height

    def draw_header(self, c, y, h):
        tr = self.app.tr
        state = self.session.state
        test = state["test"]
        if test["main"] is None:
            p = omega_test.preview(state)
            values = (_cards(p), "×" if p["no_advantage"] else str(p["advantages"]),
                      str(p["disadvantages"]))
            header_cells(c, y, (tr("■ CARDS"), tr("▲ ADVANTAGES"), tr("▼ DISADVANTAGES")),
                         values, c.accent)
            return
        t = omega_test.tally(test)
        # black distrust cards are drawn and discarded: they count as removed
        discarded = test["extra"].count("b")
        values = ("✓%d ✗%d" % (t["black"] + discarded, t["red"]),
                  "✗%d ✓%d" % (t["cut_red"], t["cut_black"] + discarded),
                  "✓%d ✗%d" % (t["successes"], t["complications"] - test["converted"]))
        header_cells(c, y, (tr("DRAWN"), tr("REMOVED"), tr("RESULT")), values, c.accent)

    # -- the rows --

    def rows(self):
        if self.session.state["test"]["main"] is None:
            return self.setup_rows()
        return self.result_rows()

    def setup_rows(self):
        s = self.session
        tr = self.app.tr
        state = s.state
        test = state["test"]
        p = omega_test.preview(state)
        n = p["cards"] + p["distrust"]
        if state["deck"] is not None:
            out = [(tr.n("Draw {0} card", "Draw {0} cards", n, n), ["draw", None],
                    tr("no undo"))]
        else:
            out = [(tr.n("Enter {0} card", "Enter {0} cards", n, n), ["cards"], "")]
        self.aspect_rows(out)
        self.distrust_rows(out)
        self.burden_rows(out)
        cap = p["threat_cap"]
        out.append((tr("Threat factor"), row_for(s, ["threat"]), "%d/%d" % (test["threat"], cap)))
        verbs = s.game.choices(state, [])
        temp = tr("Temporary aspect")
        if test["temp"]:
            temp += " ×%d" % test["temp"]
        out.append((temp, row_for(s, ["temp"]), tr("reserve")))
        self.relation_rows(out, verbs)
        for verb in ("refresh", "reserve", "give", "raise"):
            value = _offer(s, verb, verbs)
            if value is not None:
                out.append((words.verb_text(s, verb) + "…", value, ""))
        if "danger" in verbs:
            out.append((words.verb_text(s, "danger"), ["danger", None], ""))
        return out

    def aspect_rows(self, out):
        s = self.session
        tr = self.app.tr
        test = s.state["test"]
        a = test["agent"]
        for x in s.state["agents"][a]["asp"]:
            kind = x["kind"]
            if kind == "negative":
                continue
            if kind == "relation" and x["level"] <= 0 and not (
                    x["level"] < 0 and test["role"] == "defend" and test["versus"] == x["to"]):
                continue
            name = words.aspect(s, a, x["id"])
            if x["id"] in test["used"]:
                note = tr("▲ advantage") if x["id"] in test["exh"] else tr("+1 card")
                out.append(("✓ " + name, None, note))
                continue
            if kind == "special":
                note = tr("reserve")
            elif kind == "equipment":
                note = tr("equipment")
            elif kind == "relation":
                note = words.level(tr, x["level"])
            else:
                note = ""
            if x["ex"]:
                note = tr("exhausted")
            mark = "● " if x["ex"] else "○ "
            out.append((mark + name, row_for(s, ["use", x["id"]], ["use", x["id"]]), note))

    def distrust_rows(self, out):
        """Why there are distrust cards, or no advantages (the rule module's
        own list of the distrust that counts in this test)."""
        s = self.session
        tr = self.app.tr
        state = s.state
        for x in omega_test._distrusted(state, state["test"]):
            who = words.agent(s, x["to"])
            if x["level"] == -2:
                text = tr("Full distrust of {0}: no ▲", who)
            else:
                text = tr("Distrust of {0}", who)
            card = x["level"] == -1 or state["opts"]["full_distrust"] == "card"
            out.append(("✗ " + text, None, tr("+1 card") if card else ""))

    def burden_rows(self, out):
        s = self.session
        tr = self.app.tr
        test = s.state["test"]
        a = test["agent"]
        for x in s.state["agents"][a]["asp"]:
            if x["kind"] != "negative":
                continue
            i = x["id"]
            name = words.aspect(s, a, i)
            if i in test["ignored"]:
                out.append(("✓ " + name, None, tr("ignored")))
            elif i in test["burden"]:
                out.append(("▼ " + name, None, tr("disadvantage")))
                out.append(("  " + tr("Ignore {0}", name), row_for(s, ["ignore", i]),
                            tr("reserve")))
            else:
                note = tr("exhausted") if x["ex"] else tr("Coordinator")
                mark = "● " if x["ex"] else "○ "
                out.append((mark + name, row_for(s, ["burden", i], ["burden", i]), note))

    def relation_rows(self, out, verbs):
        s = self.session
        tr = self.app.tr
        state = s.state
        test = state["test"]
        for b in test["over"]:
            out.append(("✓ " + tr("Distrust of {0} overcome", words.agent(s, b)), None, ""))
        for b in s.game.choices(state, ["overcome"]):
            out.append((tr("Overcome distrust of {0}", words.agent(s, b)), ["overcome", b],
                        tr("reserve")))
        if test["versus"] >= 0:
            who = words.agent(s, test["versus"])
            text = tr("Against {0}", who) if test["role"] == "against" else \
                tr("Defending against {0}", who)
            out.append(("✓ " + text, None, ""))
        else:
            for verb in ("against", "defend"):
                value = _offer(s, verb, verbs)
                if value is not None:
                    out.append((words.verb_text(s, verb) + "…", value, ""))
        if test["betray"]:
            out.append(("✓ " + tr("Trust betrayed"), None, ""))
        elif "betray" in verbs:
            out.append((tr("Betray {0}'s trust", words.agent(s, test["versus"])),
                        ["betray", None], ""))
        if test["heal"]:
            out.append(("✓ " + tr("Healing test"), None, ""))
        elif "heal" in verbs:
            out.append((tr("Healing test"), ["heal", None], tr("removes negatives")))

    def result_rows(self):
        s = self.session
        tr = self.app.tr
        state = s.state
        test = state["test"]
        a = test["agent"]
        t = omega_test.tally(test)
        kept = t["complications"] - test["converted"]
        out = [(tr("Close: to the piles"), row_for(s, ["close"]),
                "✓%d ✗%d" % (t["successes"], kept))]
        verbs = s.game.choices(state, [])
        if "waive" in verbs:
            out.append((words.verb_text(s, "waive"), ["waive", None], tr("player")))
        if "spare" in verbs:
            out.append((words.verb_text(s, "spare"), ["spare", None], tr("Coordinator")))
        for b in s.game.choices(state, ["help"]):
            out.append((tr("{0} cancels a complication", words.agent(s, b)), ["help", b],
                        tr("trust")))
        if "wound" in verbs:
            out.append((words.verb_text(s, "wound") + "…", ["wound"], ""))
        for i in s.game.choices(state, ["remove"]):
            out.append((tr("Remove {0}", words.aspect(s, a, i)), ["remove", i], "✓"))
        for i in s.game.choices(state, ["worsen"]):
            out.append((tr("Worsen {0}", words.aspect(s, a, i)) + "…", ["worsen", i], "✗"))
        return out


def _cards(preview):
    n = "%d" % preview["cards"]
    return n + "+%d" % preview["distrust"] if preview["distrust"] else n


class Variant(Rows):
    """The last step of a move with two endings: describing an aspect with or
    without exhausting it; worsening a negative aspect by another one or by a
    permanent one."""

    def __init__(self, session, prefix, items):
        self.prefix = prefix
        self.choices = items
        super().__init__(session, words.aspect(session, session.state["test"]["agent"],
                                               prefix[1]))

    def rows(self):
        tr = self.app.tr
        out = []
        for item in self.choices:
            if self.prefix[0] == "use":
                label = tr("Describe and exhaust: advantage") if item == "exhaust" \
                    else tr("Describe: +1 card")
            else:
                label = tr("A permanent one") if item == "permanent" else tr("One more")
            out.append((label, self.prefix + [item], ""))
        return out


# -- the colours of real cards --

class Count(NumberEntry):
    """How many cards of one colour: the number, and below it what it means
    (in words; on a small screen as ✓ and ✗ counts)."""

    def __init__(self, title, n, describe, done, black_first=True):
        super().__init__(title, 0, n, 0, done)
        self.describe = describe
        self.black_first = black_first

    def draw(self, c, full):
        super().draw(c, full)
        y = self.app.bottom - c.small.height - 1
        if self.app.compact:
            other = self.hi - self.value
            text = "✓%d ✗%d" % (self.value, other) if self.black_first else \
                "✗%d ✓%d" % (self.value, other)
        else:
            text = self.describe(self.value)
        c.text_in(2, y, c.width - 4, text, c.small, c.fg, c.bg, 1)


def cards_entry(session):
    """Enter the cards drawn at the table: how many of the main cards are
    black, how many distrust cards are red, and the colour of the first card
    when it decides something (a tie opened the scene, or advantages and
    disadvantages would remove every card)."""
    app = session.app
    tr = app.tr
    state = session.state
    p = omega_test.preview(state)
    main, extra = p["cards"], p["distrust"]

    def main_done(black):
        if extra:
            app.push(Count(tr("Distrust cards: red of {0}", extra), extra,
                           lambda red: tr("✗{0} red · ✓{1} black, discarded", red, extra - red),
                           lambda red: first_card(black, red), False))
        else:
            first_card(black, 0)

    def first_card(black, extra_red):
        red = main - black
        scene = state["scene"]
        by_card = scene["mode"] == "card" and scene["first"] is None
        all_cut = black <= p["disadvantages"] and red + extra_red <= p["advantages"]
        if black and red and (by_card or all_cut):
            items = [("✓ " + tr("black"), "b"), ("✗ " + tr("red"), "r")]
            app.push(Menu(tr("The first card drawn"), items,
                          lambda first, i: enter(black, extra_red, first)))
        else:
            enter(black, extra_red, "b" if black else "r")

    def enter(black, extra_red, first):
        colours = [first]
        if first == "b":
            colours += ["b"] * (black - 1) + ["r"] * (main - black)
        else:
            colours += ["b"] * black + ["r"] * (main - black - 1)
        colours += ["r"] * extra_red + ["b"] * (extra - extra_red)
        play(session, ["cards"] + colours)

    return Count(tr("Black cards (✓) of {0}", main), main,
                 lambda black: tr("✓{0} black · ✗{1} red", black, main - black), main_done)
