# Projekt Omega: the end of the mission. Shown when the result is decided
# (the last Milník or Ohrožení) and again when it stands (its scene ended);
# afterwards from the game menu ("Mission result"):
#   ■ Narrow success
#   The last milestone came first
#   The result stands
#   Scene 5 · milestones 4/4 · threat 3/4
#   Next mission: party file…
#   Back to the mission
# Play may go on after the result (the story rarely ends on the last card),
# but the result stands.
#
# The next mission's party file (shared/omega_party.next_mission): aspects,
# negative ones too, and relationships carry over, all fresh; each agent has
# 1 reserve plus the reward the table gives; a related mission may start at a
# higher or lower Ohrožení as the result allows. It is written next to the
# mission's own file, data/omega/<name>-2.json, and is chosen like any party
# file when a new game starts.
import json

from firmware.ui import Confirm, Message, NumberEntry
from firmware.games.omega import words
from firmware.games.omega.rows import Rows
from shared import omega
from shared.rules import IllegalMove


def reason(tr, kind):
    if kind == "success":
        return tr("The last milestone came first")
    if kind == "failure":
        return tr("The last threat level came first")
    return tr("The last milestone and threat level came in one scene")


class EndScreen(Rows):
    key = "end"

    def __init__(self, session):
        super().__init__(session, session.app.tr("Mission result"))

    def still(self):
        return self.session.state["result"] is not None

    def header_height(self, c):
        if self.app.compact:
            return c.body.height + c.small.height + 1
        return c.body.height + 3 * c.small.height + 3

    def draw_header(self, c, y, h):
        tr = self.app.tr
        s = omega.summary(self.session.state)
        result = s["result"]
        c.text_in(3, y, c.width - 6, "■ " + words.result(tr, result["kind"], result["grade"]),
                  c.body, c.accent, c.bg)
        y += c.body.height
        stands = tr("The result stands") if s["final"] else \
            tr("Can still turn Pyrrhic in this scene")
        lines = (stands,) if self.app.compact else (
            reason(tr, result["kind"]), stands,
            tr("Scene {0} · milestones {1}/{2} · threat {3}/{4}", result["scene"],
               s["milestones"], s["goal"], s["ohrozeni"], s["limit"]))
        for line in lines:
            c.text_in(3, y, c.width - 6, line, c.small, c.fg, c.bg)
            y += c.small.height + 1

    def rows(self):
        tr = self.app.tr
        return [(tr("Next mission: party file…"), "next", ""),
                (tr("Back to the mission"), "back", "")]

    def act(self, value):
        if value == "next":
            self.app.push(NextMission(self.session))
        else:
            self.app.pop()


def next_file(data_file):
    """sample.json -> sample-2.json -> sample-3.json"""
    stem = data_file[:-5] if data_file.endswith(".json") else data_file
    cut = stem.rfind("-")
    if cut > 0 and stem[cut + 1:].isdigit():
        return "%s-%d.json" % (stem[:cut], int(stem[cut + 1:]) + 1)
    return stem + "-2.json"


class NextMission(Rows):
    key = "next"

    def __init__(self, session):
        super().__init__(session, session.app.tr("Next mission"))
        self.related = True
        self.change = 0
        self.rewards = [0] * len(session.state["agents"])
        self.coordinator = 0

    def changes(self):
        """The changes of the starting Ohrožení the result allows."""
        state = self.session.state
        result = state["result"]
        out = [0]
        if self.related:
            if result["kind"] == "success" and result["grade"] != "narrow" and state["ohr0"] > 0:
                out.insert(0, -1)
            if result["kind"] == "failure":
                out.append(1)
        return out

    def path(self):
        return "data/omega/" + next_file(self.session.data_file or "party.json")

    def rows(self):
        s = self.session
        tr = self.app.tr
        if self.change not in self.changes():
            self.change = 0
        start = (s.state["ohr0"] if self.related else 0) + self.change
        out = [(tr("Related mission"), "related", tr("yes") if self.related else tr("no")),
               (tr("Threat at the start"), "change", str(start))]
        for a in range(len(self.rewards)):
            out.append((tr("Reward: {0}", words.agent(s, a)), ("reward", a),
                        "+%d" % self.rewards[a]))
        out.append((tr("Coordinator's reward"), "coordinator", "+%d" % self.coordinator))
        out.append(("► " + tr("Write {0}", self.path()[5:]), "write", ""))
        return out

    def act(self, value):
        tr = self.app.tr
        if value == "related":
            self.related = not self.related
            self.fill()
        elif value == "change":
            options = self.changes()
            self.change = options[(options.index(self.change) + 1) % len(options)]
            self.fill()
        elif value == "coordinator":
            self.app.push(NumberEntry(tr("Coordinator's reward"), 0, 9, self.coordinator,
                                      self._set_coordinator))
        elif value == "write":
            if self.app.storage.exists(self.path()):
                self.app.push(Confirm(tr("Next mission"), tr("Replace {0}?", self.path()),
                                      self.write, warn=True))
            else:
                self.write()
        else:
            a = value[1]
            self.app.push(NumberEntry(tr("Reward: {0}", words.agent(self.session, a)), 0, 9,
                                      self.rewards[a], lambda n: self._set_reward(a, n)))

    def _set_coordinator(self, n):
        self.coordinator = n
        self.fill()

    def _set_reward(self, a, n):
        self.rewards[a] = n
        self.fill()

    def write(self):
        """Write the next mission's party file; it must load like any other."""
        from shared import carddata, games, omega_party
        s = self.session
        tr = self.app.tr
        data = s.match.data
        rewards = {}
        for a in range(len(self.rewards)):
            rewards[data["agents"][a]["id"]] = self.rewards[a]
        try:
            party = omega_party.next_mission(data, s.state, self.change, self.related, rewards,
                                             self.coordinator)
        except IllegalMove as e:
            self.app.say(tr.reason(e), warn=True)
            return
        doc = carddata.seal({"format": carddata.FORMAT, "version": carddata.VERSION,
                             "game": "omega", "kind": omega.DATA_KIND,
                             "label": "%s (%s)" % (data["mission"]["name"], tr("next mission")),
                             "data": party})
        text = json.dumps(doc)
        path = self.path()
        games.load_data(omega, text, path)      # refuses a file that would not load
        try:
            self.app.storage.makedirs("data/omega")
            self.app.storage.write_atomic(path, text.encode())
        except OSError as e:
            self.app.storage_failed(e)          # a full flash: says so, offers room
            return
        self.app.push(Message(tr("Next mission"), tr(
            "Written: {0}. Choose it when a new game of Projekt Omega starts.", path)))
