# Projekt Omega: the agents. DOWN (or UP) on the main screen opens the list
# of agents (reserves, exhausted aspects, who is away); OK on one opens its
# sheet:
#   Reserves: 1 · away                actions ›
#   Aspects
#   ○ Bývalá kriminalistka
#   ● Tvrdohlavá                      exhausted
#   ○ Sny o budoucnosti                 special
#   Equipment  ...  Negative aspects  ...
#   Relationships
#   ○ → Petr: partial trust
#   ○ fresh · ● exhausted
# OK on an aspect does what the rules allow with it now: refresh it (a
# reserve), resupply equipment, change a relationship between scenes; if
# nothing, the line at the bottom says why. OK on the first row lists
# everything the agent can do now (test, rest, leave, use a reserve...).
from firmware.games.omega import words
from firmware.games.omega.rows import Rows, row_for
from shared.rules import IllegalMove

AGENT_VERBS = ("test", "rest", "leave", "join", "refresh", "resupply", "reserve", "give",
               "raise", "relate")


def exhausted(agent):
    n = 0
    for x in agent["asp"]:
        if x["ex"] and x["kind"] != "relation":
            n += 1
    return n


class AgentList(Rows):
    key = "agents"
    sticky = True

    def __init__(self, session, selected=0):
        super().__init__(session, session.app.tr("Agents"))
        self.cursor = selected % len(session.state["agents"])

    def rows(self):
        s = self.session
        tr = self.app.tr
        scene = s.state["scene"]
        out = []
        for a in range(len(s.state["agents"])):
            agent = s.state["agents"][a]
            label = words.full_name(s, a)
            if scene is not None and a in scene["away"]:
                label += " (" + tr("away") + ")"
            note = "●%d · %s" % (exhausted(agent), tr("{0} res.", agent["res"]))
            out.append((label, ("sheet", a), note))
        return out

    def act(self, value):
        self.app.push(AgentSheet(self.session, value[1]))


class AgentSheet(Rows):
    sticky = True
    refused_dim = False      # a fresh aspect is not a disabled one

    def __init__(self, session, a):
        super().__init__(session, words.full_name(session, a))
        self.a = a
        self.key = ["agent", a]

    def rows(self):
        s = self.session
        tr = self.app.tr
        a = self.a
        agent = s.state["agents"][a]
        scene = s.state["scene"]
        top = tr("Reserves: {0}", agent["res"])
        if scene is not None and a in scene["away"]:
            top += " · " + tr("away")
        elif scene is not None and a in scene["rested"]:
            top += " · " + tr("rested")
        out = [(top, "actions", tr("actions ›"))]
        for kinds, heading in ((("ordinary", "special"), tr("Aspects")),
                               (("equipment",), tr("Equipment")),
                               (("negative",), tr("Negative aspects"))):
            found = [x for x in agent["asp"] if x["kind"] in kinds]
            if found:
                out.append((heading, None, ""))
                for x in found:
                    out.append(self.aspect_row(x))
        out.append((tr("Relationships"), None, ""))
        for x in agent["asp"]:
            if x["kind"] == "relation":
                out.append(self.relation_row(x))
        out.append(("○ " + tr("fresh") + " · ● " + tr("exhausted"), None, ""))
        return out

    def aspect_row(self, x):
        s = self.session
        tr = self.app.tr
        kind = x["kind"]
        if kind == "special":
            note = tr("special")
        elif kind == "negative" and x["perm"]:
            note = tr("permanent")
        else:
            note = tr("exhausted") if x["ex"] else ""
        if not x["ex"]:
            value = IllegalMove("Not exhausted")
        elif kind == "equipment":
            value = row_for(s, ["resupply", self.a, x["id"]])
        else:
            value = row_for(s, ["refresh", self.a, x["id"]])
        mark = "● " if x["ex"] else "○ "
        return (mark + words.aspect(s, self.a, x["id"]), value, note)

    def relation_row(self, x):
        s = self.session
        tr = self.app.tr
        b = x["to"]
        other = 0 if x["level"] else 1
        value = row_for(s, ["relate", self.a, b, other], ["relate", self.a, b])
        if isinstance(value, IllegalMove) and x["ex"]:
            value = row_for(s, ["refresh", self.a, x["id"]])
        mark = "● " if x["ex"] else "○ "
        return ("%s→ %s: %s" % (mark, words.agent(s, b), words.level(tr, x["level"])), value,
                "")

    def act(self, value):
        self.app.push(AgentActions(self.session, self.a))


class AgentActions(Rows):
    """What the rules allow for one agent now (the moves that start with the
    agent; "give" with the agent as the giver)."""

    def __init__(self, session, a):
        super().__init__(session, session.app.tr("{0}: actions", words.agent(session, a)))
        self.a = a

    def rows(self):
        s = self.session
        tr = self.app.tr
        out = []
        for verb in s.game.choices(s.state, []):
            if verb in AGENT_VERBS and self.a in s.game.choices(s.state, [verb]):
                if verb == "raise":
                    label = tr("Coordinator: threat +1")
                else:
                    label = words.verb_text(s, verb)
                out.append((label, [verb, self.a], ""))
        if not out:
            out.append((tr("Nothing to do for {0} now", words.agent(s, self.a)), None, ""))
        return out
