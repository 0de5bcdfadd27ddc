# Projekt Omega: the mission at a glance (the game's main screen).
#
#   Display Pack (240×135)                 128×64 board
#   ┌ Tichá stanice ─────────── scéna 2 ┐   ┌ 2: Pod tlakem ──────┐
#   │  OHROŽENÍ       ► MILNÍKY          │   │ OHROŽENÍ  ►MILNÍKY  │
#   │    1/4             2/4             │   │   1/4       2/4     │
#   │ ✗5 · další za 3  ✓7 · další za 1   │   │ ✗5 +3      ✓7 +1    │
#   │ Pod tlakem · Test: Jana            │   └─────────────────────┘
#   │ Koordinátor: 4 rezervy · …         │
#
# The two counters that decide the mission: Ohrožení (the threat level, from
# the complications pile) and Milníky (from the successes pile), each with
# its pile and how many more cards reach its next step (or, after a rest
# reached a new Ohrožení, "+1 next scene": it takes effect then). The side that came
# first ("leads") is framed and marked with ►. Below: the scene's state (or
# the test in progress, or the result), then the Coordinator's reserves and
# who is away.
#
# Buttons: OK acts (the moves of this phase; during a test, the test);
# DOWN/UP open the agents; BACK leaves the game (it stays saved).
#
# After a move the main screen comes back (firmware.play.play); this screen
# then reopens what the move came from (see after_change): the test while it
# lasts, the rest scene while others can rest, an agent's sheet; and it shows
# the end of the mission when the result is decided or settled.
from firmware import input as keys
from firmware.play import GameScene, open_builder
from firmware.ui import hint_text
from firmware.games.omega import words
from shared import omega


class Dashboard(GameScene):

    def __init__(self, session):
        super().__init__(session)
        self.sticky = []           # screens to reopen after a move (rows.keep)
        self.test = None           # the test screen, kept while a test lasts
        self.mark = self._mark()
        self.seen = self._result_mark()

    # -- what happened since this screen was last on top --

    def _mark(self):
        m = self.session.match
        return (len(m.moves), len(m.undone))

    def _result_mark(self):
        result = self.session.state["result"]
        if result is None:
            return None
        return (result["kind"], omega.omega_track.final(self.session.state))

    def shown(self):
        super().shown()
        mark = self._mark()
        if mark != self.mark:
            self.mark = mark
            self.after_change()

    def after_change(self):
        """A move, undo or redo brought us back here: reopen what it came from."""
        app = self.app
        state = self.session.state
        in_test = omega.phase(state) in ("setup", "result")
        if not in_test:
            self.test = None
        seen = self._result_mark()
        if seen != self.seen:
            self.seen = seen
            if seen is not None:
                self.sticky = []
                from firmware.games.omega import end
                app.push(end.EndScreen(self.session))
                return
        chain = self.sticky
        self.sticky = []
        ended_test = not in_test and chain and getattr(chain[-1], "key", None) == "test"
        if not ended_test:
            for scene in chain:
                if not scene.still():
                    break
                app.push(scene)
                self.sticky.append(scene)
        if in_test and (not self.sticky or self.sticky[-1] is not self.test):
            from firmware.games.omega import guided
            app.push(guided.test_screen(self.session))

    # -- buttons --

    def on(self, action):
        if action == keys.DOWN or action == keys.UP:
            from firmware.games.omega import agents
            self.app.push(agents.AgentList(self.session, 0 if action == keys.DOWN else -1))
            return True
        if action == keys.OK:
            open_builder(self.app, self.session, [])
            return True
        return super().on(action)

    def hint(self):
        tr = self.app.tr
        if omega.phase(self.session.state) in ("setup", "result"):
            first = hint_text(self.app, keys.OK, "test")
        else:
            first = hint_text(self.app, keys.OK, "move")
        return first + " · " + hint_text(self.app, keys.DOWN, "agents", keys.MENU, "menu")

    # -- drawing --

    @property
    def title(self):
        if self.app.compact:
            # the small screen has no room below the counters: the title
            # says where the mission is, or its result
            result = self.session.state["result"]
            if result is not None:
                return "■ " + words.result(self.app.tr, result["kind"], result["grade"])
            return self.scene_line(True)
        return self.session.match.data["mission"]["name"]

    def status(self):
        if self.app.compact:
            return ""
        s = self.session.state
        if not s["scenes"]:
            return ""
        if s["scene"] is None:
            return self.app.tr("after scene {0}", s["scenes"])
        return self.app.tr("scene {0}", s["scenes"])

    def draw_state(self, c, y0, y1):
        s = omega.summary(self.session.state)
        tr = self.app.tr
        compact = self.app.compact
        half = c.width // 2
        big = c.big
        small = c.small
        y = y0 + 1
        rising = s["rising"]
        cols = ((tr("THREAT"), s["ohrozeni"], s["limit"], s["to_ohrozeni"],
                 "✗ " + tr.n("{0} complication", "{0} complications", s["complications"],
                             s["complications"]), "✗%d" % s["complications"],
                 s["lead"] == "ohrozeni", rising),
                (tr("MILESTONES"), s["milestones"], s["goal"], s["to_milestone"],
                 "✓ " + tr.n("{0} success", "{0} successes", s["successes"], s["successes"]),
                 "✓%d" % s["successes"], s["lead"] == "milestone", 0))
        lines = 1 if compact else 2
        col_h = small.height + big.height + lines * small.height + 3
        for i in range(2):
            label, value, top, left, pile, short, lead, waiting = cols[i]
            x = i * half
            colour = c.accent if lead else c.fg
            if lead:
                label = ("►" if compact else "► ") + label
                c.rect(x + 1, y, half - 2, col_h, colour)
            c.text_in(x + 2, y + 1, half - 4, label, small, colour, c.bg, 1)
            figure = "%d/%d" % (value, top)
            ty = y + 1 + small.height
            c.text(x + (half - big.width(figure)) // 2, ty, figure, big, colour)
            ty += big.height
            if compact:
                # a rest's Ohrožení waiting for the next scene: "✗4 →1"
                more = "→%d" % (value + waiting) if waiting else "+%d" % left
                c.text_in(x + 3, ty, half - 6, "%s %s" % (short, more), small, c.fg, c.bg, 1)
                continue
            c.text_in(x + 3, ty, half - 6, pile, small, c.fg, c.bg, 1)
            if waiting:
                c.text_in(x + 3, ty + small.height, half - 6,
                          tr("+{0} next scene", waiting), small, c.accent, c.bg, 1)
            else:
                c.text_in(x + 3, ty + small.height, half - 6,
                          tr.n("next in {0}", "next in {0}", left, left), small, c.dim, c.bg, 1)
        if compact:
            return
        y += col_h + 1
        result = s["result"]
        if result is not None:
            line = "■ " + words.result(tr, result["kind"], result["grade"])
            c.text_in(3, y, c.width - 6, line, c.body, c.accent, c.bg)
            facts = [tr("the result stands") if s["final"]
                     else tr("can still turn Pyrrhic"), self.scene_line(True)]
        else:
            c.text_in(3, y, c.width - 6, self.scene_line(False), c.body, c.fg, c.bg)
            facts = []
        y += c.body.height
        if y + small.height <= y1:
            facts.extend(self.facts(s))
            c.text_in(3, y, c.width - 6, " · ".join(facts), small, c.dim, c.bg)

    def scene_line(self, short):
        """Where the mission is: between scenes (and how the next opens), in
        a scene (how it runs), or in a test (whose, and its cards)."""
        s = self.session.state
        tr = self.app.tr
        phase = omega.phase(s)
        if phase == "between":
            opens = words.mode(tr, omega.omega_track.opening(s))
            return tr("Next: {0}", opens) if short else tr("Next scene: {0}", opens)
        scene = s["scene"]
        how = words.mode(tr, scene["mode"])
        if phase == "scene":
            if short:
                return "%d: %s" % (s["scenes"], how)
            return "%s%s" % (how[:1].upper(), how[1:])
        who = words.agent(self.session, s["test"]["agent"])
        if phase == "result":
            from shared.omega_test import tally
            t = tally(s["test"])
            figures = "✓%d ✗%d" % (t["successes"], t["complications"])
        else:
            from shared.omega_test import preview
            p = preview(s)
            figures = "■%s ▲%d ▼%d" % (_cards(p), p["advantages"], p["disadvantages"])
        if short:
            return "%s %s" % (who, figures)
        return tr("Test: {0}", who) + " · " + figures

    def facts(self, s):
        """Short facts under the scene line: the Coordinator's reserves, who
        is away, whose threat he raised, whether the agents seek danger;
        between scenes, that relationships may change now."""
        tr = self.app.tr
        state = self.session.state
        out = [tr.n("Coordinator: {0} reserve", "Coordinator: {0} reserves",
                    s["coordinator"], s["coordinator"])]
        scene = state["scene"]
        if scene is None:
            if state["scenes"]:
                out.append(tr("relationships may change"))
            return out
        for a in scene["away"]:
            out.append(tr("{0} away", words.agent(self.session, a)))
        for a in range(len(scene["raise"])):
            if scene["raise"][a]:
                out.append(tr("{0}: threat +{1}", words.agent(self.session, a),
                              scene["raise"][a]))
        if scene["danger"]:
            out.append(tr("seeking danger"))
        return out


def _cards(preview):
    n = "%d" % preview["cards"]
    return n + "+%d" % preview["distrust"] if preview["distrust"] else n
