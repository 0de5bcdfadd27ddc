# The game menu (hold X on the Display Pack) and what it leads to: undo
# (also hold Y), redo, the history of moves, new game, settings, leave.
# Imported when the menu opens or an undo is asked for, and dropped again
# (firmware.app.call_in): a game's heap holds it only while it is in use.
from firmware.app import call_in
from firmware.play import move_text, open_builder, game_title
from firmware.ui import Menu, Confirm
from shared.rules import IllegalMove


def open_menu(session):
    """The game menu, pushed over the game's screens."""
    session.app.push(GameMenu(session))


def ask_undo(app, session):
    refusal = session.match.can_undo()
    if refusal is not None:
        app.say(app.tr.reason(refusal), warn=True)
        return
    last = session.match.moves[-1]
    text = app.tr("Undo: {0}?", move_text(session, last))

    def yes():
        try:
            move = session.undo()
        except IllegalMove as e:     # not saved (a full flash): still the same game
            app.say(app.tr.reason(e), warn=True)
            return
        app.pop_builders()
        app.say(app.tr("Undone: {0}", move_text(session, move)))
        app.game_changed()
    app.push(Confirm(app.tr("Undo"), text, yes))


def redo(app, session):
    try:
        move = session.match.undone[-1] if session.match.undone else None
        session.redo()
    except IllegalMove as e:
        app.say(app.tr.reason(e), warn=True)
        return
    app.pop_builders()
    app.say(app.tr("Redone: {0}", move_text(session, move)))
    app.game_changed()


class GameMenu(Menu):
    key = "menu"

    def __init__(self, session):
        self.session = session
        super().__init__(game_title(session), [])

    def shown(self):
        self.fill()          # on every push, and whenever it is on top again
        super().shown()

    def fill(self):
        s = self.session
        app = s.app
        tr = app.tr
        items = []
        if s.outcome() is None:
            items.append((tr("Move…"), lambda: open_builder(app, s, [])))
        refusal = s.match.can_undo()
        if refusal is None:
            items.append((tr("Undo: {0}", move_text(s, s.match.moves[-1])),
                          lambda: ask_undo(app, s)))
        else:
            items.append((tr.reason(refusal), None))
        if s.match.undone:
            items.append((tr("Redo: {0}", move_text(s, s.match.undone[-1])),
                          lambda: redo(app, s)))
        extra = getattr(s.ui, "menu", None)
        if extra is not None:
            items.extend(extra(s))
        items.append((tr("History"), lambda: app.push(History(s))))
        items.append((tr("New game"), lambda: call_in("firmware.newgame", "confirm_new_game",
                                                      app, s.name)))
        items.append((tr("Settings"), app.open_settings))
        items.append((tr("Leave game"), app.leave_game))
        self.set_items(items, self.cursor)


class History(Menu):
    """The moves of the game, newest first (OK does nothing; BACK leaves)."""

    def __init__(self, session):
        moves = session.match.moves
        items = []
        for i in range(len(moves) - 1, max(-1, len(moves) - 200), -1):
            items.append(("%d. %s" % (i + 1, move_text(session, moves[i])), i))
        if not items:
            items.append((session.app.tr("No moves yet"), None))
        super().__init__(session.app.tr("History"), items, lambda v, i: None)
