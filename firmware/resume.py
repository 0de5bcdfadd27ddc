# Resuming a saved game at power-up (firmware/session.py resume() calls
# this module, imported for that moment only).
#
# The whole game is not replayed: the match's snapshots are on flash
# (firmware/snapshots.py), each tied to the journal position it was taken at.
# The journal is read record by record; up to the newest snapshot whose
# position still matches, its ops only rebuild the move list (no rule is
# run), then the state is the snapshot's and the few ops after it are
# replayed. Any doubt (no snapshot, a position that does not match, a data
# file replaced since the game began) means a replay from the start.
import gc
import json

from shared import journal
from shared.match import from_ops
from firmware import records
from firmware import snapshots as snaps
from firmware.session import (Session, journal_path, saved_header, load_data,
                              MOVES_RESERVED)


def resume(app, name, game, ui):
    """Rebuild the saved match of a game; raises ValueError, DataProblem
    (and IllegalMove if a move no longer passes the rules)."""
    storage = app.storage
    header = saved_header(storage, name)
    if header is None:
        if storage.exists(journal_path(name)):
            raise ValueError("the saved game is damaged")
        raise ValueError("no saved game")
    # the move list's room first, while the heap is still in one piece (it
    # lives as long as the game; the data file's text comes and goes)
    room = [None] * MOVES_RESERVED
    data_file = header.get("data")
    data, data_sum = (load_data(storage, game, data_file, header.get("sum"))
                      if data_file else (None, None))
    changed = header.get("sum") != data_sum
    # a replaced data file: replay everything, so that the rules check every move again
    candidates = [] if changed else snaps.scan(storage, name)
    candidates.sort(key=lambda c: -c.get("ops", -1))
    while True:
        del room[:]
        done = _replay(storage, name, game, data, header,
                       candidates[0] if candidates else None, candidates, room)
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


def _replay(storage, name, game, data, header, chosen, candidates, room):
    """One pass through the journal (see the top). chosen: the meta of the
    snapshot to start from (None: from the start); room: an empty list with
    room for the moves (see Match.reserve). Returns (match, reader, the
    snapshots still valid for undo as (n, slot), ops replayed with the
    rules, records dropped), or None if `chosen` turned out not to fit."""
    match = from_ops(game, data, header, [])
    match.moves = room
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
