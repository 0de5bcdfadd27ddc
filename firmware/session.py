# One game in progress on the device: the match, its journal on flash, its
# card data and its screens (the game's plug-in, see firmware/games/).
#
# Every accepted move is in the journal before the screen says it happened:
# Match.play applies the move and then calls on_op, which appends the record;
# if the append fails, Match takes the move back and the error reaches the
# screen instead of a confirmation.
#
# Journal file saves/<game>.jnl: a header record (shared/match.py header()
# plus "data": the data file, "sum": the file's CRC32), then one record per op.
# Recovery after a power cut keeps the longest valid prefix
# (shared/journal.py), cuts the file back to it (atomically) and reports how
# many records it dropped.
from binascii import crc32

from shared import journal
from shared.match import Match, from_ops
from shared import games

SAVES = "saves"


def journal_path(name):
    return "%s/%s.jnl" % (SAVES, name)


class DataProblem(Exception):
    """The game's data file is missing or wrong; the text says which and why."""


def data_files(storage, name):
    """The data files on flash for a game: names under data/<game>/."""
    return [f for f in storage.listdir("data/" + name) if f.endswith(".json")]


def load_data(storage, game, file):
    """(data, CRC32 of the file) of data/<game>/<file>; raises DataProblem."""
    if getattr(game, "DATA_KIND", None) is None:
        return None, None
    path = "data/%s/%s" % (game.NAME, file)
    raw = storage.read(path)
    if raw is None:
        raise DataProblem("%s: missing" % path)
    try:
        text = raw.decode()
    except UnicodeError:
        raise DataProblem("%s: not UTF-8 text" % path)
    try:
        data = games.load_data(game, text, path)
    except Exception as e:   # CardDataError names file, path and problem
        raise DataProblem(str(e))
    # the file's CRC tells a resumed game whether its data was replaced
    return data, crc32(raw) & 0xFFFFFFFF


class Session:
    def __init__(self, app, name, game, ui, match, data_file, data_sum):
        self.app = app
        self.name = name
        self.game = game
        self.ui = ui                 # the game's screen module (firmware/games)
        self.match = match
        self.data_file = data_file
        self.data_sum = data_sum
        self.path = journal_path(name)
        self.dropped = 0             # records dropped by the last recovery
        self.data_changed = False    # the data file was replaced since the start
        match.on_op = self._write_op

    @property
    def state(self):
        return self.match.state

    def _write_op(self, op):
        self.app.storage.append(self.path, journal.encode_op(op))

    # -- the moves --

    def play(self, move):
        """Play and journal a move; return its events (IllegalMove: nothing changed)."""
        return self.match.play(move)

    def undo(self):
        return self.match.undo()

    def redo(self):
        return self.match.redo()

    def outcome(self):
        return self.match.outcome()


def start(app, name, game, ui, data, data_file, data_sum, options, seed):
    """A new match whose journal replaces any older one of the same game."""
    match = Match(game, data, options, seed)
    header = match.header()
    header["data"] = data_file
    header["sum"] = data_sum
    app.storage.makedirs(SAVES)
    app.storage.write_atomic(journal_path(name), journal.encode_op(header))
    return Session(app, name, game, ui, match, data_file, data_sum)


def saved_header(storage, name):
    """The header of a game's saved journal, or None."""
    raw = storage.read(journal_path(name))
    if not raw:
        return None
    values, rec = journal.read_ops(raw)
    return values[0] if values and isinstance(values[0], dict) else None


def resume(app, name, game, ui):
    """Rebuild the saved match of a game; raises ValueError, DataProblem."""
    path = journal_path(name)
    raw = app.storage.read(path)
    if raw is None:
        raise ValueError("no saved game")
    values, rec = journal.read_ops(raw)
    if not values or not isinstance(values[0], dict):
        raise ValueError("the saved game is damaged")
    header = values[0]
    data_file = header.get("data")
    data, data_sum = load_data(app.storage, game, data_file) if data_file else (None, None)
    match = from_ops(game, data, header, values[1:])
    if not rec.clean():
        # cut the damaged tail so that new records follow valid ones
        app.storage.write_atomic(path, bytes(raw[:rec.valid_bytes]))
    session = Session(app, name, game, ui, match, data_file, data_sum)
    # the damaged record itself, and any whole ones seen after it
    session.dropped = 0 if rec.clean() else 1 + rec.dropped_records
    session.data_changed = header.get("sum") != data_sum
    return session
