# The stand-in plug-in for a game that has no screens of its own yet: the
# game is playable through the move builder, with moves and events shown as
# their raw lists. Its main screen shows the outcome, the number of moves and
# the verbs the rules allow now.
from firmware.play import GameScene


class GenericScene(GameScene):
    def draw_state(self, c, y0, y1):
        s = self.session
        tr = self.app.tr
        out = s.outcome()
        lines = []
        if out is not None:
            lines.append(tr("Game over: {0}", out.get("reason", "")))
        lines.append(tr.n("{0} move", "{0} moves", len(s.match.moves),
                          len(s.match.moves)))
        verbs = s.game.choices(s.state, [])
        if verbs:
            lines.append(tr("Now: {0}", ", ".join(str(v) for v in verbs if v is not None)))
        lines.append(tr("(no screens for this game yet)"))
        y = y0 + 2
        for line in lines:
            if y + c.body.height > y1:
                break
            c.text_in(3, y, c.width - 6, line, c.body, c.fg, c.bg)
            y += c.body.height + 2


def main_scene(session):
    return GenericScene(session)
