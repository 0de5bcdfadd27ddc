# Starting a game: from the game list, resume or a new game; a new game's
# data file and its table options (OPTIONS), then the match. Imported when
# the game list chooses a game or the game menu starts a new one, and
# dropped again (firmware.app.call_in): the new-game screens' code is in
# memory only while they are open.
from firmware import input as keys
from firmware import session as sessions
from firmware.games import plugin
from firmware.ui import Menu, Confirm, Message
from shared import games


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
    app.push(Menu(app.tr("Data"), data_items(app, name, files),
                  lambda f, i: _choose_options(app, name, game, f)))


def data_items(app, name, files):
    """[(label, file)] in the order of the labels: each data file by its
    label in the interface language (or its label, or its name), read from
    the file's first bytes."""
    from shared.carddata import HEAD, head_label
    items = []
    for f in files:
        label = None
        reader = app.storage.reader("data/%s/%s" % (name, f))
        if reader is not None:
            with reader:
                label = head_label(reader.read(HEAD), app.tr.lang)
        items.append((label or f[:-5], f))
    labels = [label for label, f in items]
    for i in range(len(items)):
        label, f = items[i]
        if labels.count(label) > 1 and label != f[:-5]:
            items[i] = ("%s · %s" % (label, f[:-5]), f)     # the same label twice
    items.sort(key=lambda item: item[0])
    return items


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
        try:
            session = sessions.start(app, name, game, ui, data, data_file, data_sum,
                                     options, app.board.seed())
        except OSError as e:
            # not started (a full flash): the older save of this game stays
            app.push(Message(app.tr("New game"), app.tr.reason(sessions.not_saved(e)),
                             warn=True))
            app.storage_failed(e)
            return
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
