# Playing a game: starting or resuming it, its main screen, the move
# builder, the game menu, undo and redo. The game-specific parts come from
# the game's plug-in (firmware/games/); this module is the same for all games.
from firmware import input as keys
from firmware import session as sessions
from firmware.games import plugin
from firmware.ui import Scene, Menu, Confirm, Message, NumberEntry, title_bar, hint_text
from shared import games
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
        if reason:
            text = app.tr("{0}: this cannot be undone ({1}). Go ahead?",
                          move_text(session, move), reason)
            text = text[:1].upper() + text[1:]
            app.push(Confirm(app.tr("Move"), text, lambda: play(session, move), warn=True))
        else:
            play(session, move)
        return
    prefix = prefix + [item]
    if session.game.choices(session.state, prefix) == [DONE]:
        pick(session, prefix, DONE)     # nothing left to choose: the move is complete
        return
    open_builder(app, session, prefix)


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


# -- undo and redo --

def ask_undo(app, session):
    refusal = session.match.can_undo()
    if refusal is not None:
        app.say(app.tr.reason(refusal), warn=True)
        return
    last = session.match.moves[-1]
    text = app.tr("Undo: {0}?", move_text(session, last))

    def yes():
        move = session.undo()
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


# -- the game menu --

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
        items.append((tr("New game"), lambda: confirm_new_game(app, s.name)))
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


# -- starting a game --

def game_entry(app, name):
    """From the game list: resume the saved game or start a new one."""
    header = sessions.saved_header(app.storage, name)
    if header is None:
        new_game(app, name)
        return
    tr = app.tr
    items = [(tr("Resume"), lambda: app.resume_game(name)),
             (tr("New game"), lambda: confirm_new_game(app, name))]
    app.push(Menu(app.game_title(name), items))


def confirm_new_game(app, name):
    if sessions.saved_header(app.storage, name) is None:
        new_game(app, name)
        return
    text = app.tr("Start a new game? The saved game of {0} will be replaced.",
                  app.game_title(name))
    app.push(Confirm(app.tr("New game"), text, lambda: new_game(app, name), warn=True))


def new_game(app, name):
    game = games.load(name)
    if app.session is None:
        # the new-game screens show the game's option names and values
        app.tr.load_game(name)
    if getattr(game, "DATA_KIND", None) is None:
        _choose_options(app, name, game, None)
        return
    files = sessions.data_files(app.storage, name)
    if not files:
        app.push(Message(app.tr("No data"), app.tr(
            "{0} needs its data file: copy one to data/{1}/ with the host sync tool.",
            app.game_title(name), name), warn=True))
        return
    if len(files) == 1:
        _choose_options(app, name, game, files[0])
        return
    items = [(f[:-5], f) for f in files]
    app.push(Menu(app.tr("Data"), items,
                  lambda f, i: _choose_options(app, name, game, f)))


def _choose_options(app, name, game, data_file):
    try:
        data, data_sum = sessions.load_data(app.storage, game, data_file)
    except sessions.DataProblem as e:
        app.push(Message(app.tr("Data problem"), str(e), warn=True))
        return
    options = {}
    for opt_name, allowed, default in getattr(game, "OPTIONS", ()):
        options[opt_name] = default

    def start():
        ui = plugin(name)
        session = sessions.start(app, name, game, ui, data, data_file, data_sum,
                                 options, app.board.seed())
        app.open_session(session)

    if not getattr(game, "OPTIONS", None):
        start()
        return
    app.push(Options(app, game, options, start))


class Options(Menu):
    """The table's options (from the game's OPTIONS), then Start. While it is
    open, the game's own words are loaded (option names and values are the
    game's texts); BACK gives the open game's words back."""

    def __init__(self, app, game, values, start):
        self.game = game
        self.values = values
        self.start = start
        super().__init__(app.tr("New game"), [], self._chosen)
        self.app = app
        self.fill()

    def shown(self):
        if self.app.tr.game_name != self.game.NAME:
            self.app.tr.load_game(self.game.NAME)
            self.fill()
        super().shown()

    def on(self, action):
        if action == keys.BACK:
            session = self.app.session
            self.app.tr.load_game(session.name if session is not None else None)
        return super().on(action)

    def fill(self):
        tr = self.app.tr
        items = [("%s: %s" % (self._name(n), self._value(n, self.values[n])), n)
                 for n, allowed, d in self.game.OPTIONS]
        items.append(("► " + tr("Start"), "start"))
        self.set_items(items, self.cursor)

    def _value(self, option, value):
        f = getattr(plugin(self.game.NAME), "option_text", None)
        text = f(self.app.tr, option, value) if f is not None else None
        return text if text is not None else _value_text(self.app.tr, value)

    def _name(self, option):
        names = getattr(plugin(self.game.NAME), "OPTION_NAMES", None) or {}
        return self.app.tr(names.get(option, option))

    def _chosen(self, value, index):
        if value == "start":
            self.app.pop()
            self.start()
            return
        for n, allowed, d in self.game.OPTIONS:
            if n == value:
                tr = self.app.tr
                items = [(self._value(n, v), v) for v in allowed]
                current = list(allowed).index(self.values[n])

                def set_value(v, i, n=n):
                    self.values[n] = v
                    self.app.pop()
                    self.fill()
                self.app.push(Menu(self._name(n), items, set_value, current))


def _value_text(tr, v):
    if v == 0 and v is not False and isinstance(v, int):
        return "0"
    if v is True:
        return tr("yes")
    if v is False:
        return tr("no")
    if v is None:
        return tr("none")
    return tr(v) if isinstance(v, str) else str(v)
