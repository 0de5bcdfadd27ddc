# Screens of the score counter (shared/scorecounter.py): the worked example
# of a game plug-in (docs/firmware.md walks through it).
#
# At a glance: both scores in the big font, the target, and whose turn it is
# (marked by a ► and a frame, not by colour alone). OK opens one list with
# every move (+1, +2, +3, roll), instead of the two-step verb-then-points
# builder: a custom picker through choose().
from firmware.play import GameScene, pick
from firmware.ui import Menu
from shared.rules import DONE

TITLE = "Score counter"
OPTION_NAMES = {"target": "Target score"}


def option_text(tr, name, value):
    """The new-game screen shows target 0 as "endless"."""
    if name == "target" and value == 0:
        return tr("endless")
    return None


def player(session, p):
    return session.app.tr("Player {0}", p + 1)


class Board(GameScene):
    def status(self):
        s = self.session.state
        if s["winner"] is not None:
            return self.app.tr("won")
        return self.app.tr("turn {0}", s["turn"] + 1)

    def draw_state(self, c, y0, y1):
        s = self.session.state
        tr = self.app.tr
        half = c.width // 2
        big = c.big if y1 - y0 >= c.big.height + 2 * c.body.height + 4 else c.body
        for p in (0, 1):
            x = p * half
            active = s["winner"] is None and s["active"] == p
            won = s["winner"] == p
            label = player(self.session, p)
            if active:
                label = "► " + label
            elif won:
                label = "✓ " + label
            colour = c.accent if (active or won) else c.fg
            c.text_in(x + 2, y0 + 2, half - 4, label, c.body, colour, c.bg, 1)
            score = str(s["scores"][p])
            sy = y0 + c.body.height + 4
            c.text(x + (half - big.width(score)) // 2, sy, score, big, colour)
            if active or won:
                c.rect(x + 1, y0 + 1, half - 2, sy + big.height + 2 - y0, colour)
        target = s["target"]
        note = tr("Target: {0}", target) if target else tr("No target")
        c.text_in(2, y1 - c.small.height - 1, c.width - 4, note, c.small, c.dim, c.bg, 1)


def main_scene(session):
    return Board(session)


def move_text(session, move):
    tr = session.app.tr
    if move[0] == "add":
        return tr("add {0}", move[1])
    if move[0] == "roll":
        return tr("roll the die")
    return " ".join(str(x) for x in move)


def event_text(session, event):
    tr = session.app.tr
    if event[0] == "score":
        return tr("{0}: +{1} → {2}", player(session, event[1]), event[2], event[3])
    if event[0] == "win":
        return tr("{0} wins!", player(session, event[1]))
    return ""


def choice_text(session, prefix, item):
    tr = session.app.tr
    if item == "add":
        return tr("Add points")
    if item == "roll":
        return tr("Roll the die")
    return "+%d" % item if isinstance(item, int) else str(item)


def choose(session, prefix, items):
    """At the start of a move, one list of complete moves instead of verbs."""
    if prefix:
        return None
    tr = session.app.tr
    state = session.state
    moves = []
    for verb in items:
        for arg in session.game.choices(state, [verb]):
            if arg is DONE:
                moves.append([verb])
            else:
                moves.append([verb, arg])
    labels = []
    for m in moves:
        text = "+%d" % m[1] if m[0] == "add" else tr("Roll the die")
        labels.append((text, m))
    title = tr("{0} plays", player(session, state["active"]))
    return Menu(title, labels, lambda move, i: pick(session, move, DONE))
