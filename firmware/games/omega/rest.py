# Projekt Omega: the rest scene. Every agent in the scene, with what a rest
# would do now:
#   Rest                 each resting agent: +1 complication · threat in 2
#   Jana Horáková                                       refreshes 3
#   Petr Dvořák                                      already rested
#   Karel Beneš          (dim: no rest near a fully distrusted agent)
# Under pressure the rest is interrupted: the agent then chooses at most
# half of its exhausted aspects (negative ones always refresh). The screen
# comes back after each rest while another agent can still rest.
from firmware.games.omega import words
from firmware.games.omega.rows import Rows, row_for
from shared import omega


class RestScreen(Rows):
    key = "rest"
    sticky = True

    def __init__(self, session):
        super().__init__(session, session.app.tr("Rest"))

    def still(self):
        return "rest" in self.session.game.choices(self.session.state, [])

    def rows(self):
        s = self.session
        tr = self.app.tr
        state = s.state
        summary = omega.summary(state)
        if state["scene"]["mode"] == "pressure":
            self.note = tr("Under pressure: interrupted · +1 ✗ each")
        else:
            self.note = tr("+1 ✗ each · next threat in {0}", summary["to_ohrozeni"])
        out = []
        for a in range(len(state["agents"])):
            value = row_for(s, ["rest", a], ["rest", a])
            note = ""
            if isinstance(value, list):
                n, interrupted = omega.rest_preview(state, a)
                note = tr("up to {0}", n) if interrupted else tr("refreshes {0}", n)
            elif a in state["scene"]["rested"]:
                note = tr("rested")
            out.append((words.full_name(s, a), value, note))
        return out


class RestAspects(Rows):
    """An interrupted rest: choose the aspects to refresh, one by one."""

    def __init__(self, session, prefix, items):
        self.prefix = prefix
        self.choices = items
        a = prefix[1]
        # rest_preview counts the exhausted negative aspects too: they refresh anyway
        n = omega.rest_preview(session.state, a)[0]
        for x in session.state["agents"][a]["asp"]:
            if x["ex"] and x["kind"] == "negative":
                n -= 1
        self.most = n
        super().__init__(session, session.app.tr("{0}: at most {1}", words.agent(session, a),
                                                 self.most))
        self.note = session.app.tr("Negative aspects refresh anyway")

    def rows(self):
        s = self.session
        tr = self.app.tr
        a = self.prefix[1]
        chosen = self.prefix[2:]
        out = [(tr("Rest now: {0} chosen", len(chosen)), self.prefix + [None], "")]
        for i in chosen:
            out.append(("✓ " + words.aspect(s, a, i), None, ""))
        for item in self.choices:
            if item is not None:
                out.append(("● " + words.aspect(s, a, item), self.prefix + [item], ""))
        return out
