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
#
# Resuming at power-up: firmware/resume.py (snapshots on flash, tied to
# the journal position they were taken at; only the ops after the newest
# one that fits are replayed with the rules).
#
# Compaction: undo and redo records, and moves undone and then replaced, pile
# up in the journal. When COMPACT_AFTER of them have piled up, the journal is
# rewritten (atomically) as its header and one record per move of the move
# list, and a snapshot is taken there.
#
# Slow flash work (a snapshot, a compaction) waits until the frame that
# answers the press is on the screen: the app calls flush() after drawing.
import json
import sys
from binascii import crc32

from shared import journal
from shared.match import Match
from shared import games
from firmware.records import SAVES, journal_path, saved_header  # noqa: F401 (their home was here)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

MOVES_RESERVED = const(512)   # room kept for the move list from the start
COMPACT_AFTER = const(64)     # journal ops beyond the move list that trigger compaction


class DataProblem(Exception):
    """The game's data file is missing or wrong; the text says which and why."""


def data_files(storage, name):
    """The data files on flash for a game: names under data/<game>/."""
    return [f for f in storage.listdir("data/" + name) if f.endswith(".json")]


def load_data(storage, game, file, checked_sum=None):
    """(data, CRC32 of the file) of data/<game>/<file>; raises DataProblem.
    checked_sum: the CRC32 of the file as it was when it passed its checks
    (a resumed game's header "sum"): the same bytes pass the same checks, so
    they are only parsed (checking a board or a deck costs seconds on the
    Pico)."""
    if getattr(game, "DATA_KIND", None) is None:
        return None, None
    path = "data/%s/%s" % (game.NAME, file)
    raw = storage.read(path)
    if raw is None:
        raise DataProblem("%s: missing" % path)
    crc = crc32(raw) & 0xFFFFFFFF
    if crc == checked_sum:
        doc = json.loads(raw)
        if isinstance(doc, dict) and "data" in doc:
            data = doc["data"]
            doc = raw = None     # the collector may have them while the game compacts its data
            return games.kept_data(game, data), crc
    try:
        text = raw.decode()
    except UnicodeError:
        raise DataProblem("%s: not UTF-8 text" % path)
    raw = None
    before = list(sys.modules)
    try:
        data = games.load_data(game, text, path)
    except MemoryError:
        raise                # not a problem of the file: the app says "out of memory"
    except Exception as e:   # CardDataError names file, path and problem
        raise DataProblem(str(e))
    finally:
        _forget_checker(before)
    # the file's CRC tells a resumed game whether its data was replaced
    return data, crc


def _forget_checker(before):
    """The modules that checking the file imported (shared/carddata.py, a
    game's checks) are needed only while a new file is checked: drop them
    so that the collector can have them (they are imported again for the
    next file)."""
    from firmware.app import forget_module
    for name in list(sys.modules):
        if name not in before and name.startswith("shared."):
            forget_module(name)


class Session:
    def __init__(self, app, name, game, ui, match, data_file, data_sum, header, position):
        """position: (bytes, CRC32 of them, op records) of the journal on flash."""
        self.app = app
        self.name = name
        self.game = game
        self.ui = ui                 # the game's screen module (firmware/games)
        self.match = match
        self.data_file = data_file
        self.data_sum = data_sum
        self.header = header
        self.path = journal_path(name)
        self.jsize, self.jcrc, self.jops = position
        self.dropped = 0             # records dropped by the last recovery
        self.data_changed = False    # the data file was replaced since the start
        self.replayed = 0            # ops replayed with the rules by the last resume
        self._compact_due = False
        self.compact_after = COMPACT_AFTER
        from firmware import snapshots as snaps      # imported once a game is open
        self.snapshots = snaps.FlashSnapshots(self)
        match.snapshots = self.snapshots
        match.on_op = self._write_op

    @property
    def state(self):
        return self.match.state

    def _write_op(self, op):
        record = journal.encode_op(op)
        self.app.storage.append(self.path, record)
        self._count(record)
        if op[0] == "m" and self.jops - len(self.match.moves) >= self.compact_after:
            self._compact_due = True

    def _count(self, record):
        self.jsize += len(record)
        self.jcrc = crc32(record, self.jcrc) & 0xFFFFFFFF
        self.jops += 1

    # -- the moves --

    def play(self, move):
        """Play and journal a move; return its events (IllegalMove: nothing changed)."""
        self.release()
        return self.match.play(move)

    def undo(self):
        self.release()
        return self.match.undo()

    def redo(self):
        self.release()
        return self.match.redo()

    def release(self):
        """The plug-in lets go of its work on the state now (a count under
        way): before a move, undo or redo (the move, its journal record and
        snapshot get that heap), and when the game closes."""
        forget = getattr(self.ui, "forget", None)
        if forget is not None:
            forget(self)

    def outcome(self):
        return self.match.outcome()

    # -- flash work after the frame --

    def flush(self):
        """Do the flash work that waits (see the top): compact the journal if
        due, write the snapshot taken last. (Called on every loop iteration:
        nothing is allocated when there is nothing to do.)"""
        if self._compact_due:
            self._compact_due = False
            if not self.match.undone:
                self.compact()
        self.snapshots.flush()

    def compact(self):
        """Rewrite the journal as its header and one "m" record per move,
        atomically, then snapshot the state there. A failed write leaves the
        old journal (and the match) as they were."""
        position = [0, 0, -1]       # bytes, CRC32, op records (the header is none)

        def parts():
            for i in range(-1, len(self.match.moves)):
                value = self.header if i < 0 else ["m", self.match.moves[i]]
                record = journal.encode_op(value)
                position[0] += len(record)
                position[1] = crc32(record, position[1]) & 0xFFFFFFFF
                position[2] += 1
                yield record
        try:
            self.app.storage.write_atomic_parts(self.path, parts())
        except OSError:
            return
        self.jsize, self.jcrc, self.jops = position
        self.snapshots.put(len(self.match.moves), self.match.state)
        self.snapshots.flush()


def start(app, name, game, ui, data, data_file, data_sum, options, seed):
    """A new match whose journal replaces any older one of the same game."""
    match = Match(game, data, options, seed)
    match.reserve(MOVES_RESERVED)
    header = match.header()
    header["data"] = data_file
    header["sum"] = data_sum
    app.storage.makedirs(SAVES)
    from firmware import snapshots as snaps
    snaps.remove_all(app.storage, name)
    record = journal.encode_op(header)
    app.storage.write_atomic(journal_path(name), record)
    position = (len(record), crc32(record) & 0xFFFFFFFF, 0)
    return Session(app, name, game, ui, match, data_file, data_sum, header, position)


def resume(app, name, game, ui):
    """Rebuild the saved match of a game; raises ValueError, DataProblem
    (and IllegalMove if a move no longer passes the rules). The code lives
    in firmware/resume.py, imported for the resume only (once per power-up:
    the heap need not hold it while the game is played)."""
    from firmware import resume as resuming
    try:
        return resuming.resume(app, name, game, ui)
    finally:
        from firmware.app import forget_module
        forget_module("firmware.resume")
