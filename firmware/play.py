# Playing a game: its main screen, the move builder and playing a move. The
# game-specific parts come from the game's plug-in (firmware/games/); this
# module is the same for all games. Starting a game is in firmware/newgame.py,
# the game menu, undo, redo and history in firmware/gamemenu.py: each is
# imported when it is used and dropped again, so that a game's heap holds
# only what its screens need.
from firmware import input as keys
from firmware.ui import Menu, Confirm, NumberEntry, Scene, title_bar, hint_text
from shared.rules import DONE, IllegalMove


# -- words for moves, events and choices (the plug-in's, else generic) --

def move_text(session, move):
    f = getattr(session.ui, "move_text", None)
    if f is not None:
        return f(session, move)
    return " ".join(str(x) for x in move)


def event_text(session, events):
    """The event line for a list of events ("" if there is nothing to say)."""
    f = getattr(session.ui, "event_text", None)
    parts = []
    for ev in events:
        text = f(session, ev) if f is not None else " ".join(str(x) for x in ev)
        if text:
            parts.append(text)
    return " · ".join(parts)


def choice_text(session, prefix, item):
    if item is DONE:
        return "✓ " + session.app.tr("Done")
    f = getattr(session.ui, "choice_text", None)
    if f is not None:
        return f(session, prefix, item)
    return session.app.tr(item) if isinstance(item, str) else str(item)


def game_title(session):
    return session.app.tr(getattr(session.ui, "TITLE", session.name))


# -- the main screen --

class GameScene(Scene):
    """Base of a game's "at a glance" screen. Subclasses draw the state in
    draw_state(c, y0, y1) (the content area) and may handle more actions;
    OK opens the move builder, long OK the game menu, long BACK undo."""

    key = "game"

    def __init__(self, session):
        super().__init__()
        self.session = session

    @property
    def title(self):
        return game_title(self.session)

    def on(self, action):
        if action == keys.OK:
            open_builder(self.app, self.session, [])
            return True
        if action == keys.BACK:
            self.app.pop()
            return True
        return False

    def draw(self, c, full):
        title_bar(self.app.canvas, self.app, self.title, self.status())
        c.fill_rect(0, self.app.top, c.width, self.app.bottom - self.app.top, c.bg)
        self.draw_state(c, self.app.top, self.app.bottom)
        self.need = 0

    def status(self):
        """The note on the right of the title bar (e.g. the turn)."""
        return ""

    def draw_state(self, c, y0, y1):
        raise NotImplementedError

    def hint(self):
        if self.session.outcome() is not None:
            return hint_text(self.app, keys.MENU, "menu", keys.BACK, "home")
        return hint_text(self.app, keys.OK, "move", keys.MENU, "menu", keys.UNDO, "undo")


def open_builder(app, session, prefix):
    """Push the move builder at a prefix (a custom picker if the plug-in has one)."""
    items = session.game.choices(session.state, prefix)
    if not items:
        out = session.outcome()
        app.say(app.tr("The game is over") if out is not None and not prefix
                else app.tr("Nothing can be done now"))
        return
    app.push(builder_scene(session, prefix, items))


def builder_scene(session, prefix, items):
    """The scene that offers `items` at `prefix`: the plug-in's picker if it
    has one for this step, else number entry or the generic builder."""
    custom = getattr(session.ui, "choose", None)
    scene = custom(session, prefix, items) if custom is not None else None
    if scene is None and _is_number_range(items):
        scene = _number_step(session, prefix, items)
    if scene is None:
        scene = MoveBuilder(session, prefix, items)
    return scene


def _is_number_range(items):
    # many whole-number choices read better as number entry than as a list
    if len(items) < 12:
        return False
    for item in items:
        if item is not DONE and (not isinstance(item, int) or isinstance(item, bool)):
            return False
    return True


def _number_step(session, prefix, items):
    values = [i for i in items if i is not DONE]
    lo = min(values)
    hi = max(values)

    def done(value):
        session.app.pop()           # the number entry itself
        pick(session, prefix, value)

    title = move_path_title(session, prefix)
    return NumberEntry(title, lo, hi, lo, done, None if hi - lo + 1 == len(values) else values)


def move_path_title(session, prefix):
    if not prefix:
        return session.app.tr("Move")
    return " › ".join(choice_text(session, prefix[:i], prefix[i]) for i in range(len(prefix)))


def pick(session, prefix, item):
    """One step of building a move: go deeper, or play the complete move."""
    app = session.app
    if item is DONE:
        move = list(prefix)
        reason = session.game.undo_barrier(session.state, move)
        caution = _caution(session, move)
        if reason or caution:
            if reason:
                text = app.tr("{0}: this cannot be undone ({1}). Go ahead?",
                              move_text(session, move), reason)
                text = text[:1].upper() + text[1:]
            else:
                text = app.tr("Go ahead?")
            if caution:
                text = caution + " " + text
            app.push(Confirm(app.tr("Move"), text, lambda: play(session, move), warn=True))
        else:
            play(session, move)
        return
    prefix = prefix + [item]
    if session.game.choices(session.state, prefix) == [DONE]:
        pick(session, prefix, DONE)     # nothing left to choose: the move is complete
        return
    open_builder(app, session, prefix)


def _caution(session, move):
    """The plug-in's warning before a legal move that is likely a slip (a
    sentence), or None: the move is then confirmed first."""
    f = getattr(session.ui, "caution", None)
    return f(session, move) if f is not None else None


def play(session, move):
    """Play a complete move; back to the game screen with the event line."""
    app = session.app
    try:
        events = session.play(move)
    except IllegalMove as e:
        app.say(app.tr.reason(e), warn=True)
        return
    app.pop_builders()
    text = event_text(session, events) or move_text(session, move)
    app.say(text)
    app.game_changed()


class MoveBuilder(Menu):
    """Choose a move item by item from the game's choices(state, prefix)."""

    def __init__(self, session, prefix, items):
        self.session = session
        self.prefix = prefix
        labels = [(choice_text(session, prefix, item), i) for i, item in enumerate(items)]
        super().__init__(move_path_title(session, prefix), labels, self._chosen)
        self.choices = items
        self.key = ["move", prefix]
        self.builder = True

    def _chosen(self, index, row):
        pick(self.session, self.prefix, self.choices[index])


def restore_builder(session, prefix):
    """The move builder at a saved prefix, if that prefix is still legal: the
    same scene open_builder shows there (a plug-in's picker whose key is
    ["move", prefix] is resumed like the generic builder)."""
    if not isinstance(prefix, list):
        return None
    items = session.game.choices(session.state, prefix)
    if not items:
        return None
    return builder_scene(session, prefix, items)
