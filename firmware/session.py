# One game in progress on the device: the match, its journal on flash, its
# card data and its screens (the game's plug-in, see firmware/games/).
#
# Every accepted move is in the journal before the screen says it happened:
# Match.play applies the move and then calls on_op, which appends the entry;
# if the append fails, Match takes the move back and the move is refused
# (NotSaved: "the flash is full"), so the screen never shows a move that
# was not saved. A failed append that left bytes behind (a filesystem that
# keeps part of a write) or a journal that must be rewritten before it can
# grow (see firmware/resume.py) makes the session `blocked`: the next op
# first rewrites the journal whole (compact()), and is refused if that fails.
#
# Journal file saves/<game>.jnl (format: shared/journal.py, every entry
# twice): a header entry (shared/match.py header() plus "data": the data
# file, "sum": the file's CRC32), then one entry per op.
#
# Resuming at power-up: firmware/resume.py (recovery from power cuts and
# damaged bytes; snapshots on flash, tied to the journal position they were
# taken at; only the ops after the newest one that fits are replayed with
# the rules).
#
# Compaction: undo and redo entries, and moves undone and then replaced, pile
# up in the journal. When COMPACT_AFTER of them have piled up, the journal is
# rewritten (atomically) as its header and one entry per move of the move
# list, and a snapshot is taken there.
#
# Slow flash work (a snapshot, a compaction) waits until the frame that
# answers the press is on the screen: the app calls flush() after drawing.
import json
import sys
from binascii import crc32

from shared import journal
from shared.match import Match
from shared.rules import IllegalMove
from shared import games
from firmware.records import SAVES, journal_path, end_path, saved_header  # noqa: F401

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

MOVES_RESERVED = const(512)   # room kept for the move list from the start
COMPACT_AFTER = const(64)     # journal ops beyond the move list that trigger compaction


ENOSPC = const(28)
CRC_PIECE = const(512)     # bytes read at a time for a data file's CRC


class DataProblem(Exception):
    """The game's data file is missing or wrong; the text says which and why."""


class NotSaved(IllegalMove):
    """A move, undo or redo refused because its journal entry could not be
    written: the match is as it was before it."""


def not_saved(error):
    """The refusal for an OSError of a journal write."""
    if error.args and error.args[0] == ENOSPC:
        return NotSaved("Not saved: the flash is full")
    return NotSaved("Not saved: flash error {0}", error.args[0] if error.args else "?")


def data_files(storage, name):
    """The data files on flash for a game: names under data/<game>/."""
    return [f for f in storage.listdir("data/" + name) if f.endswith(".json")]


def file_crc(storage, path):
    """The CRC32 of a file, read a piece at a time; None if it is missing."""
    f = storage.reader(path)
    if f is None:
        return None
    piece = bytearray(CRC_PIECE)
    view = memoryview(piece)
    crc = 0
    with f:
        while True:
            n = f.readinto(piece)
            if not n:
                return crc & 0xFFFFFFFF
            crc = crc32(view[:n], crc)


def load_data(storage, game, file, checked_sum=None):
    """(data, CRC32 of the file) of data/<game>/<file>; raises DataProblem.
    checked_sum: the CRC32 of the file as it was when it passed its checks
    (a resumed game's header "sum"): the same bytes pass the same checks, so
    they are only parsed (checking a board or a deck costs seconds on the
    Pico)."""
    if getattr(game, "DATA_KIND", None) is None:
        return None, None
    path = "data/%s/%s" % (game.NAME, file)
    crc = file_crc(storage, path)
    if crc is None:
        raise DataProblem("%s: missing" % path)
    if crc == checked_sum:
        # parsed from the file as it is read: on a heap the game's code has
        # cut up, a block the size of the file (11 KB for a board) may not
        # be found, where the parsed data's small objects are
        with storage.reader(path) as f:
            try:
                doc = json.load(f)
            except ValueError:
                doc = None       # cannot be, with the same CRC: checked again below
        if isinstance(doc, dict) and "data" in doc:
            data = doc["data"]
            doc = None           # the collector may have it while the game compacts its data
            return games.kept_data(game, data), crc
    raw = storage.read(path)
    if raw is None:
        raise DataProblem("%s: missing" % path)
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
        """position: (bytes, CRC32 of them, op entries, seq of the next entry)
        of the journal on flash, as shared/journal.py's Reader tells them."""
        self.app = app
        self.name = name
        self.game = game
        self.ui = ui                 # the game's screen module (firmware/games)
        self.match = match
        self.data_file = data_file
        self.data_sum = data_sum
        self.header = header
        self.path = journal_path(name)
        self.jsize, self.jcrc, self.jops, self.jseq = position
        self.dropped = 0             # entries lost, found by the last recovery
        self.data_changed = False    # the data file was replaced since the start
        self.replayed = 0            # ops replayed with the rules by the last resume
        self.blocked = False         # the journal must be rewritten before it grows
        self.over = None             # the match was over when last looked at (end_path)
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
        if self.blocked:
            # the journal rewritten whole, from the match as this op left it
            # (OSError if the flash still has no room: the op is refused)
            self.compact()
            return
        entry = journal.encode_op(self.jseq, op)
        try:
            self.app.storage.append(self.path, entry)
        except OSError:
            if self.app.storage.size(self.path) != self.jsize:
                self.blocked = True  # part of the entry was written
            raise
        self._count(entry)
        if op[0] == "m" and self.jops - len(self.match.moves) >= self.compact_after:
            self._compact_due = True

    def _count(self, entry):
        self.jsize += len(entry)
        self.jcrc = crc32(entry, self.jcrc) & 0xFFFFFFFF
        self.jops += 1
        self.jseq = (self.jseq + 1) & journal.SEQ_MASK

    # -- the moves --

    def play(self, move):
        """Play and journal a move; return its events (IllegalMove, NotSaved
        among them: nothing changed)."""
        self.release()
        try:
            events = self.match.play(move)
        except OSError as e:
            raise self._refused(e)
        self.mark_over()
        return events

    def undo(self):
        self.release()
        try:
            move = self.match.undo()
        except OSError as e:
            raise self._refused(e)
        self.mark_over()
        return move

    def redo(self):
        self.release()
        try:
            events = self.match.redo()
        except OSError as e:
            raise self._refused(e)
        self.mark_over()
        return events

    def _refused(self, error):
        failed = getattr(self.app, "storage_failed", None)
        if failed is not None:
            failed(error)            # the app offers to free space
        return not_saved(error)

    def mark_over(self):
        """Keep the game's end marker (records.end_path) in step with the
        match: the flash-space screen offers finished games first."""
        over = self.match.outcome() is not None
        if over == self.over:
            return
        try:
            if over:
                self.app.storage.append(end_path(self.name), b"")
            else:
                self.app.storage.remove(end_path(self.name))
        except OSError:
            return                   # tried again after the next op
        self.over = over

    def release(self):
        """The plug-in lets go of its work on the state now (a count under
        way): before a move, undo or redo (the move, its journal entry and
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
            try:
                self.compact()
            except OSError:
                pass                 # the journal stays as it was: tried again later
        self.snapshots.flush()

    def compact(self):
        """Rewrite the journal as its header, one "m" entry per move, and the
        redo stack (its moves played, then undone), atomically, then snapshot
        the state there. A failed write (OSError) leaves the old journal (and
        the match) as they were."""
        match = self.match
        redo = len(match.undone)
        position = [0, 0, -1, 0]    # bytes, CRC32, op entries (the header is none), seq

        def entry(value):
            data = journal.encode_op(position[3], value)
            position[0] += len(data)
            position[1] = crc32(data, position[1]) & 0xFFFFFFFF
            position[2] += 1
            position[3] = (position[3] + 1) & journal.SEQ_MASK
            return data

        def parts():
            yield entry(self.header)
            for move in match.moves:
                yield entry(["m", move])
            for i in range(redo):
                yield entry(["m", match.undone[redo - 1 - i]])
            for i in range(redo):
                yield entry(["u"])
        self.app.storage.write_atomic_parts(self.path, parts())
        self.jsize, self.jcrc, self.jops, self.jseq = position
        self.blocked = False
        self.snapshots.put(len(match.moves), match.state)
        self.snapshots.flush()


def start(app, name, game, ui, data, data_file, data_sum, options, seed):
    """A new match whose journal replaces any older one of the same game
    (OSError if it cannot be written: the older one stays)."""
    match = Match(game, data, options, seed)
    match.reserve(MOVES_RESERVED)
    header = match.header()
    header["data"] = data_file
    header["sum"] = data_sum
    app.storage.makedirs(SAVES)
    entry = journal.encode_op(0, header)
    app.storage.write_atomic(journal_path(name), entry)
    # the older game's snapshots and end marker go once its journal has
    # (theirs would not fit the new journal anyway)
    from firmware import snapshots as snaps
    snaps.remove_all(app.storage, name)
    app.storage.remove(end_path(name))
    position = (len(entry), crc32(entry) & 0xFFFFFFFF, 0, 1)
    session = Session(app, name, game, ui, match, data_file, data_sum, header, position)
    session.over = False
    return session


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
