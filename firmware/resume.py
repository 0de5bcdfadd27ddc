# Resuming a saved game at power-up (firmware/session.py resume() calls
# this module, imported for that moment only).
#
# The journal (shared/journal.py) is read entry by entry; its reader finds
# every intact entry after a power cut or damaged bytes, and counts the ones
# lost. The whole game is not replayed: the match's snapshots are on flash
# (firmware/snapshots.py), each tied to the journal position it was taken at.
# Up to the newest snapshot whose position still matches, the ops only
# rebuild the move list (no rule is run), then the state is the snapshot's
# and the few ops after it are replayed. Any doubt (no snapshot, a position
# that does not match, a data file replaced since the game began) means a
# replay from the start.
#
# What is lost: an entry whose copies are both damaged, or whose content is
# unreadable, is left out, and the ops after it are replayed with the rules;
# the first of them that the rules refuse (it needed the lost one) ends the
# game there, and it and the entries after it are lost too. (A refusal with
# nothing lost before it means that the data file or the rules changed: the
# save is kept and the app says why it cannot be resumed.) The app's message
# counts the entries lost.
#
# A journal that is not as it was written (a damaged copy, an entry cut
# short, entries left out, the first format) is rewritten from the entries
# kept, atomically. With nothing left out, its bytes are then exactly those
# written, so the snapshots still fit. If the flash is too full for that, a
# journal that new entries can follow as it is stays as it is (the reader
# steps over the damage again next time); one they cannot follow (a refused
# tail the reader would find again, or the first format) blocks the session
# until space is freed (Session.blocked: the next op rewrites it first).
import gc
import json
from binascii import crc32

from shared import journal
from shared.match import from_ops
from shared.rules import IllegalMove
from firmware import snapshots as snaps
from firmware.session import (Session, journal_path, end_path, saved_header, load_data,
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
    match, found = done
    gc.collect()                 # the replay's litter, before the screens are built
    reader = found.reader
    position = (reader.pos, reader.crc, reader.count - 1, reader.seq)
    blocked = False
    renumbered = reader.v1 or found.skip or found.stop is not None
    if reader.irregular or renumbered:
        try:
            position = _rewrite(storage, journal_path(name), found.skip, found.stop)
        except OSError:
            blocked = reader.v1 or found.stop is not None
            renumbered = False
    session = Session(app, name, game, ui, match, data_file, data_sum, header, position)
    session.blocked = blocked
    session.snapshots.index = found.kept
    if renumbered:
        # the snapshots fit the journal only up to the first entry left out:
        # one at its new end spares the next power-up a long replay
        session.snapshots.put(len(match.moves), match.state)
    session.dropped = found.lost
    session.data_changed = changed
    session.replayed = found.replayed
    session.over = storage.exists(end_path(name))
    session.mark_over()
    return session


class _Found:
    """What one pass through the journal found besides the match."""

    def __init__(self, reader, kept, replayed, skip, stop, lost):
        self.reader = reader       # where the journal ends (Reader)
        self.kept = kept           # snapshots still valid for undo: (n, slot)
        self.replayed = replayed   # ops replayed with the rules
        self.skip = skip           # entries left out (their number in the file)
        self.stop = stop           # the entry the rules refused after a loss, or None
        self.lost = lost           # entries lost in all


def _replay(storage, name, game, data, header, chosen, candidates, room):
    """One pass through the journal (see the top). chosen: the meta of the
    snapshot to start from (None: from the start); room: an empty list with
    room for the moves (see Match.reserve). Returns (match, _Found), or None
    if `chosen` turned out not to fit."""
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
        reader = journal.Reader(f)
        reader.next()                        # the header (read already)
        moves = match.moves
        undone = []
        applying = chosen is None
        replayed = 0
        verified = []                        # [meta, fewest moves since]
        skip = []
        stop = None
        while True:
            payload = reader.next()
            if payload is None:
                break
            op = _op(payload)
            if not applying and (op is None or not _fold(match, undone, op)):
                return None                  # the snapshot cannot be trusted past it
            if op is None:
                reader.lose()                # unreadable: left out, counted
                skip.append(reader.count - 1)
                continue
            if applying:
                try:
                    match.apply_op(op)
                except IllegalMove:
                    if not reader.lost:
                        raise                # the data or the rules changed: say so
                    stop = reader.count - 1  # it needed an entry that was lost
                    break
                replayed += 1
            ops = reader.count - 1
            n = len(moves)
            for v in verified:
                v[1] = min(v[1], n)
            for c in candidates:
                if (not reader.broken and c.get("ops") == ops and c.get("at") == reader.pos
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
        lost = reader.lost
        if stop is not None:
            rest = 0
            while reader.next() is not None:
                rest += 1
            lost = reader.lost + 1 + rest    # the refused entry and all after it
    # snapshots whose moves are all still in the move list serve undo (the
    # latest of any two of the same move count)
    kept = []
    for v in verified:
        if v[1] >= v[0]["n"]:
            kept = [e for e in kept if e[0] != v[0]["n"]] + [(v[0]["n"], v[0]["slot"])]
    kept.sort()
    return match, _Found(reader, kept, replayed, skip, stop, lost)


def _op(payload):
    """The op a journal entry holds, or None if it is unreadable."""
    try:
        op = json.loads(payload)
    except ValueError:
        return None
    if not isinstance(op, list) or not op:
        return None
    kind = op[0]
    if kind == "m" and len(op) == 2 or (kind == "u" or kind == "r") and len(op) == 1:
        return op
    return None


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
    """An op's effect on the move list and the redo stack, without the
    rules; False if it cannot have been played there."""
    moves = match.moves
    kind = op[0]
    if kind == "m":
        moves.append(match.same_move(op[1]))
        del undone[:]
    elif kind == "u" and moves:
        undone.append(moves[-1])
        del moves[-1:]               # not pop(): that gives back the list's room
    elif kind == "r" and undone:
        moves.append(undone.pop())
    else:
        return False
    return True


def _rewrite(storage, path, skip, stop):
    """Rewrite the journal from its entries, atomically: every one but those
    in `skip` and from `stop` on, numbered afresh, each twice. Returns the
    new file's position (bytes, CRC32, op entries, next seq); OSError if it
    cannot be written (the old file stays)."""
    position = [0, 0, -1, 0]
    f = storage.reader(path)

    def parts():
        reader = journal.Reader(f)
        while True:
            payload = reader.next()
            i = reader.count - 1
            if payload is None or (stop is not None and i >= stop):
                return
            if i in skip:
                continue
            entry = journal.encode_entry(position[3], payload)
            position[0] += len(entry)
            position[1] = crc32(entry, position[1]) & 0xFFFFFFFF
            position[2] += 1
            position[3] = (position[3] + 1) & journal.SEQ_MASK
            yield entry
    with f:
        storage.write_atomic_parts(path, parts())
    return tuple(position)
