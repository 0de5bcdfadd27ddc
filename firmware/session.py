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
# Resuming at power-up (resume()) does not replay the whole game: the match's
# snapshots are on flash (firmware/snapshots.py), each tied to the journal
# position it was taken at. The journal is read record by record; up to the
# newest snapshot whose position still matches, its ops only rebuild the move
# list (no rule is run), then the state is the snapshot's and the few ops
# after it are replayed. Any doubt (no snapshot, a position that does not
# match, a data file replaced since the game began) means a replay from the
# start, as before.
#
# Compaction: undo and redo records, and moves undone and then replaced, pile
# up in the journal. When COMPACT_AFTER of them have piled up, the journal is
# rewritten (atomically) as its header and one record per move of the move
# list, and a snapshot is taken there.
#
# Slow flash work (a snapshot, a compaction) waits until the frame that
# answers the press is on the screen: the app calls flush() after drawing.
import gc
import json
from binascii import crc32

from shared import journal
from shared.match import Match, from_ops
from shared import games
from firmware import records
from firmware import snapshots as snaps

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

MOVES_RESERVED = const(512)   # room kept for the move list from the start
COMPACT_AFTER = const(64)     # journal ops beyond the move list that trigger compaction
SAVES = "saves"


def journal_path(name):
    return "%s/%s.jnl" % (SAVES, name)


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
            return doc["data"], crc
    try:
        text = raw.decode()
    except UnicodeError:
        raise DataProblem("%s: not UTF-8 text" % path)
    try:
        data = games.load_data(game, text, path)
    except MemoryError:
        raise                # not a problem of the file: the app says "out of memory"
    except Exception as e:   # CardDataError names file, path and problem
        raise DataProblem(str(e))
    finally:
        _forget_checker()
    # the file's CRC tells a resumed game whether its data was replaced
    return data, crc


def _forget_checker():
    """The checker of data files (shared/carddata.py, and shared/canon.py
    unless the game uses it too) is needed only while a file is loaded: let
    the collector have it (a game keeps its CardDataError class)."""
    import sys
    from firmware.app import forget_module
    for name in ("shared.carddata", "shared.canon"):
        if name in sys.modules:
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
        return self.match.play(move)

    def undo(self):
        return self.match.undo()

    def redo(self):
        return self.match.redo()

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
    snaps.remove_all(app.storage, name)
    record = journal.encode_op(header)
    app.storage.write_atomic(journal_path(name), record)
    position = (len(record), crc32(record) & 0xFFFFFFFF, 0)
    return Session(app, name, game, ui, match, data_file, data_sum, header, position)


def saved_header(storage, name):
    """The header of a game's saved journal, or None (reads its first record only)."""
    f = storage.reader(journal_path(name))
    if f is None:
        return None
    with f:
        payload = records.read(f)
    try:
        value = json.loads(payload) if payload is not None else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def resume(app, name, game, ui):
    """Rebuild the saved match of a game; raises ValueError, DataProblem
    (and IllegalMove if a move no longer passes the rules)."""
    storage = app.storage
    header = saved_header(storage, name)
    if header is None:
        if storage.exists(journal_path(name)):
            raise ValueError("the saved game is damaged")
        raise ValueError("no saved game")
    data_file = header.get("data")
    data, data_sum = (load_data(storage, game, data_file, header.get("sum"))
                      if data_file else (None, None))
    changed = header.get("sum") != data_sum
    # a replaced data file: replay everything, so that the rules check every move again
    candidates = [] if changed else snaps.scan(storage, name)
    candidates.sort(key=lambda c: -c.get("ops", -1))
    while True:
        done = _replay(storage, name, game, data, header,
                       candidates[0] if candidates else None, candidates)
        if done is not None:
            break
        candidates.pop(0)        # it does not fit this journal: the next newest
    match, reader, kept, replayed, dropped = done
    gc.collect()                 # the replay's litter, before the screens are built
    if dropped:
        # cut the damaged tail so that new records follow valid ones
        _cut(storage, journal_path(name), reader.pos)
    session = Session(app, name, game, ui, match, data_file, data_sum, header,
                      (reader.pos, reader.crc, reader.count - 1))
    session.snapshots.index = kept
    session.dropped = dropped
    session.data_changed = changed
    session.replayed = replayed
    return session


def _replay(storage, name, game, data, header, chosen, candidates):
    """One pass through the journal (see the top). chosen: the meta of the
    snapshot to start from (None: from the start). Returns (match, reader,
    the snapshots still valid for undo as (n, slot), ops replayed with the
    rules, records dropped), or None if `chosen` turned out not to fit."""
    match = from_ops(game, data, header, [])
    match.reserve(MOVES_RESERVED)
    raw = None
    if chosen is not None:
        # read now, while the heap is still in one piece (a state is a few KB);
        # kept until the end for an undo among the ops after the snapshot
        raw = snaps.read_payload(storage, name, chosen["slot"], chosen.get("n"))
        if raw is None:
            return None
    f = storage.reader(journal_path(name))
    with f:
        reader = records.Reader(f)
        reader.next()                        # the header (read already)
        moves = match.moves
        undone = []
        applying = chosen is None
        replayed = 0
        verified = []                        # [meta, fewest moves since]
        while True:
            payload = reader.next()
            if payload is None:
                break
            try:
                op = json.loads(payload)
            except ValueError:
                break                        # unreadable: the end of the valid prefix
            if applying:
                match.apply_op(op)           # IllegalMove if the rules refuse it
                replayed += 1
            else:
                _fold(match, undone, op)
            ops = reader.count - 1
            n = len(moves)
            for v in verified:
                v[1] = min(v[1], n)
            for c in candidates:
                if (c.get("ops") == ops and c.get("at") == reader.pos
                        and c.get("crc") == reader.crc and c.get("n") == n):
                    verified.append([c, n])
            if not applying and ops == chosen.get("ops"):
                if not [v for v in verified if v[0] is chosen]:
                    return None
                try:
                    state = json.loads(raw)
                except ValueError:
                    return None
                match.resume_at(moves, undone, chosen.get("barrier", 0),
                                chosen.get("reason"), state)
                # an undo among the ops that follow rebuilds from these
                match.snapshots = _Verified(storage, name, verified, chosen, raw)
                applying = True
        if not applying:
            return None                      # the journal ends before the snapshot
        dropped = _dropped_after(f, reader.pos)
    # snapshots whose moves are all still in the move list serve undo (the
    # latest of any two of the same move count)
    kept = []
    for v in verified:
        if v[1] >= v[0]["n"]:
            kept = [e for e in kept if e[0] != v[0]["n"]] + [(v[0]["n"], v[0]["slot"])]
    kept.sort()
    return match, reader, kept, replayed, dropped


class _Verified:
    """The snapshot store of a match while resume() replays the ops after
    its snapshot: the snapshots that fit the journal ([meta, fewest moves
    since]) whose moves are all still in the move list. Takes none."""

    def __init__(self, storage, name, verified, chosen, raw):
        self.storage = storage
        self.name = name
        self.verified = verified
        self.chosen = chosen     # the snapshot resumed from, and its JSON
        self.raw = raw

    def put(self, n, state):
        pass

    def forget_after(self, n):
        pass

    def get(self, n):
        best = None
        for meta, fewest in self.verified:
            k = meta["n"]
            if k <= n and fewest >= k and (best is None or k > best["n"]):
                best = meta
        if best is None:
            return None
        if best is self.chosen:
            return best["n"], json.loads(self.raw)
        state = snaps.read_state(self.storage, self.name, best["slot"], best["n"])
        if state is None:
            self.verified = [v for v in self.verified if v[0] is not best]
            return self.get(n)
        return best["n"], state


def _fold(match, undone, op):
    """An op's effect on the move list and the redo stack, without the rules."""
    moves = match.moves
    kind = op[0] if isinstance(op, list) and op else None
    if kind == "m" and len(op) == 2:
        moves.append(match.same_move(op[1]))
        del undone[:]
    elif kind == "u" and moves:
        undone.append(moves[-1])
        del moves[-1:]               # not pop(): that gives back the list's room
    elif kind == "r" and undone:
        moves.append(undone.pop())
    else:
        raise ValueError("the saved game is damaged")


def _dropped_after(f, pos):
    """How many records are lost after the valid prefix: the damaged one and
    any whole ones seen after it (0 if the journal ends cleanly)."""
    f.seek(pos)
    if not f.read(1):
        return 0                             # the journal ends cleanly
    f.seek(pos)
    rest = f.read()
    rec = journal.read(rest)
    return len(rec.records) + (1 if rec.dropped_bytes else 0) + rec.dropped_records


def _cut(storage, path, size):
    """Cut a file back to its first `size` bytes, atomically, in pieces."""
    f = storage.reader(path)

    def pieces():
        left = size
        while left > 0:
            piece = f.read(min(512, left))
            if not piece:
                break
            left -= len(piece)
            yield piece
    with f:
        storage.write_atomic_parts(path, pieces())
