# The match's snapshots kept on flash (shared/match.py: the state after
# every SNAPSHOT_EVERY moves, from which undo rebuilds), which are also the
# points a game resumes from after power-up (firmware/session.py resume()).
#
# Why flash: a long game's state is a few KB of JSON, and the KEEP newest
# snapshots held in the heap would take a good part of it, in blocks that
# must be found whole again every few moves. On flash the heap holds only
# their index; undo reads one back (tens of ms on the Pico) before replaying
# the moves after it.
#
# Files saves/<game>.s0 .. s<KEEP-1>, each two records in the journal's
# format (shared/journal.py), one copy each, read with journal.read_plain
# (a damaged snapshot is only passed over: the journal holds the game):
#   meta   {"n": moves, "at": journal bytes, "crc": CRC32 of those bytes,
#           "ops": op entries among them, "barrier": b, "reason": r}
#   state  the state after the first n moves, as JSON
# The meta ties the snapshot to the journal as it was when the snapshot was
# taken (after the op that reached n moves had been journaled): at power-up
# a snapshot is a place to resume from only if the journal still begins
# with those bytes and the match had exactly n moves there; otherwise the
# game is replayed from its start. So a snapshot never needs to be trusted:
# a wrong one is recognised and ignored.
#
# A snapshot is written by flush(), which the app calls once the frame that
# answers the move is on the screen (a few KB of flash take a while), as a
# temporary file renamed over the slot's file: a power cut leaves the old
# file or the new one.
import json

from shared import journal

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

KEEP = const(4)


def slot_path(name, slot):
    return "saves/%s.s%d" % (name, slot)


class FlashSnapshots:
    """The snapshot store of a match (see shared/match.py MemorySnapshots
    for the interface) for one session (firmware/session.py), which gives
    the journal's position (jsize, jcrc, jops) and the match."""

    def __init__(self, session):
        self.session = session
        self.index = []          # (n, slot) of the snapshots kept, oldest first
        self.pending = None      # (n, slot, parts) written by flush()

    def __len__(self):
        return len(self.index)

    # -- the store interface --

    def put(self, n, state):
        self.flush()             # at most one snapshot waits
        s = self.session
        m = s.match
        meta = {"n": n, "at": s.jsize, "crc": s.jcrc, "ops": s.jops,
                "barrier": m.barrier, "reason": m.barrier_reason}
        self.index = [e for e in self.index if e[0] < n]
        if len(self.index) >= KEEP:
            self.index.pop(0)
        used = [e[1] for e in self.index]
        slot = 0
        while slot in used:
            slot += 1
        # the state is encoded now: the match goes on changing it
        payload = json.dumps(state).encode()
        self.pending = (n, slot, (journal.encode_op(0, meta, 1), journal.record_head(1, payload),
                                  payload))
        self.index.append((n, slot))

    def get(self, n):
        while True:
            found = None
            for entry in self.index:
                if entry[0] <= n:
                    found = entry
            if found is None:
                return None
            state = self._state(found)
            if state is not None:
                return found[0], state
            # unreadable (a flash error): forget it, try an older one
            self.index.remove(found)

    def forget_after(self, n):
        self.index = [e for e in self.index if e[0] <= n]
        if self.pending is not None and self.pending[0] > n:
            self.pending = None

    # -- writing, reading --

    def flush(self):
        """Write the snapshot that waits, if any (see the top). Called on
        every loop iteration: a function with more locals than a few gets its
        frame from the heap on MicroPython, so the idle path stays this small."""
        if self.pending is not None:
            self._write()

    def _write(self):
        n, slot, parts = self.pending
        self.pending = None
        try:
            self.session.app.storage.write_atomic_parts(
                slot_path(self.session.name, slot), parts)
        except OSError:
            # not written (flash full?): undo replays from an older one
            self.index = [e for e in self.index if e != (n, slot)]

    def _state(self, entry):
        p = self.pending
        if p is not None and (p[0], p[1]) == entry:
            return json.loads(p[2][2])
        return read_state(self.session.app.storage, self.session.name, entry[1], entry[0])


def read_meta(storage, name, slot):
    """The meta record of a slot's file (a dict), or None."""
    f = storage.reader(slot_path(name, slot))
    if f is None:
        return None
    with f:
        found = journal.read_plain(f, 1)
    try:
        meta = json.loads(found[0]) if found is not None else None
    except ValueError:
        return None
    return meta if isinstance(meta, dict) else None


def read_state(storage, name, slot, n):
    """The state stored in a slot's file if it is the state after n moves
    and both records are intact, else None."""
    payload = read_payload(storage, name, slot, n)
    try:
        return None if payload is None else json.loads(payload)
    except ValueError:
        return None


def read_payload(storage, name, slot, n):
    """The state's JSON (bytes) of a slot's file, as read_state()."""
    f = storage.reader(slot_path(name, slot))
    if f is None:
        return None
    with f:
        found = journal.read_plain(f, 2)
    try:
        meta = json.loads(found[0]) if found is not None else None
    except ValueError:
        return None
    if not isinstance(meta, dict) or meta.get("n") != n:
        return None
    return found[1]


def scan(storage, name):
    """The metas of the snapshot files of a game, each with its "slot"."""
    found = []
    for slot in range(KEEP):
        meta = read_meta(storage, name, slot)
        if meta is not None:
            meta["slot"] = slot
            found.append(meta)
    return found


def remove_all(storage, name):
    for slot in range(KEEP):
        storage.remove(slot_path(name, slot))
        storage.remove(slot_path(name, slot) + ".tmp")


def newest_slot(storage, name):
    """The slot of the snapshot with the most moves, or None."""
    best = None
    for meta in scan(storage, name):
        if best is None or meta.get("n", -1) > best.get("n", -1):
            best = meta
    return None if best is None else best["slot"]
