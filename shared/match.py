# The match driver: one game in progress, its move list, undo and redo.
#
# Undo drops the last move and rebuilds the state from the nearest snapshot
# (the state after every SNAPSHOT_EVERY moves; only the newest few are kept
# so that a long game stays within the device's heap). A game can mark a move
# as a barrier (a virtual card draw, a revealed secret): undo stops there.
#
# Every change is also an "op" (["m", move], ["u"], ["r"]); the device writes
# each op to its journal, and from_ops() rebuilds the same match from them.
#
# Where the snapshots live is the match's `snapshots` store: in memory by
# default (MemorySnapshots, JSON text); the device keeps them on flash
# (firmware/snapshots.py), where they also serve to resume after power-up.
# A snapshot is taken after the op that reached its move count has been
# journaled (on_op), so that the device can tie it to the journal.
import json
from shared.rules import IllegalMove

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

SNAPSHOT_EVERY = const(16)
SNAPSHOTS_KEPT = const(4)
JOURNAL_VERSION = const(1)
RECENT_MOVES = const(24)   # distinct moves remembered for sharing (same_move)


class MemorySnapshots:
    """Snapshots as JSON text in memory, the newest SNAPSHOTS_KEPT. The
    interface every store has: put(n, state) (the state after n moves; it
    may keep a reference only as long as put() runs), get(n) -> (k, a new
    copy of the state after k moves) for the greatest kept k <= n, or None;
    forget_after(n) drops those after n moves (their moves were undone)."""

    def __init__(self, keep=SNAPSHOTS_KEPT):
        self.keep = keep
        self._snaps = []         # (move count, JSON text), oldest first

    def __len__(self):
        return len(self._snaps)

    def put(self, n, state):
        self._snaps = [s for s in self._snaps if s[0] < n]
        self._snaps.append((n, json.dumps(state)))
        if len(self._snaps) > self.keep:
            self._snaps.pop(0)

    def get(self, n):
        found = None
        for k, text in self._snaps:
            if k <= n:
                found = (k, text)
        return None if found is None else (found[0], json.loads(found[1]))

    def forget_after(self, n):
        self._snaps = [s for s in self._snaps if s[0] <= n]


class CannotUndo(IllegalMove):
    """Undo or redo is not possible now; the template says why."""


class Match:
    def __init__(self, game, data, options, seed):
        self.game = game
        self.data = data
        self.options = options
        self.seed = seed
        self.state = game.new(data, options, seed)
        self.moves = []
        self.undone = []        # the redo stack, newest last
        self.barrier = 0        # moves[:barrier] can never be undone
        self.barrier_reason = None
        self.on_op = None       # called with each op after it is applied
        self.snapshots = MemorySnapshots()
        self._recent = []       # the last distinct moves played (same_move)

    def header(self):
        """The first journal record: what new() needs to start this match."""
        return {"v": JOURNAL_VERSION, "game": self.game.NAME,
                "options": self.options, "seed": self.seed}

    def reserve(self, count):
        """Make room for `count` moves in the move list now. MicroPython keeps
        a list's room when it is emptied with `del l[:]`, so a long game never
        needs a bigger block for its move list later, when the heap is
        fragmented (the device calls this right after creating the match)."""
        if count > len(self.moves):
            moves = self.moves
            self.moves = [None] * count
            del self.moves[:]
            self.moves.extend(moves)

    def same_move(self, move):
        """An equal move object among the last RECENT_MOVES distinct ones,
        else `move` itself. A long game repeats its moves ("add 1", "the next
        scene"): the move list holds one object for them all, which saves the
        heap a few dozen bytes a move on the device. Moves are never changed
        once played, so sharing them is safe."""
        recent = self._recent
        for seen in recent:
            if seen == move:
                return seen
        recent.append(move)
        if len(recent) > RECENT_MOVES:
            recent.pop(0)
        return move

    def play(self, move):
        """Apply a move; return its events. IllegalMove changes nothing."""
        barrier = (self.barrier, self.barrier_reason)
        events = self._apply(move)
        undone, self.undone = self.undone, []
        self._emit(["m", move], barrier, undone)
        self._snapshot_due()
        return events

    def can_undo(self):
        """None if undo is possible, else the reason (an IllegalMove)."""
        if not self.moves:
            return CannotUndo("Nothing to undo")
        if len(self.moves) <= self.barrier:
            return CannotUndo("Cannot undo: {0}", self.barrier_reason)
        return None

    def undo(self):
        """Take back the last move and return it."""
        refusal = self.can_undo()
        if refusal:
            raise refusal
        move = _pop(self.moves)
        self.undone.append(move)
        self._rebuild()
        self._emit(["u"], None, None)
        return move

    def redo(self):
        """Re-apply the last undone move; return its events."""
        if not self.undone:
            raise CannotUndo("Nothing to redo")
        barrier = (self.barrier, self.barrier_reason)
        events = self._apply(self.undone.pop())
        self._emit(["r"], barrier, None)
        self._snapshot_due()
        return events

    def outcome(self):
        return self.game.outcome(self.state)

    def resume_at(self, moves, undone, barrier, reason, state):
        """Continue from a saved point instead of the start: `state` is the
        state after `moves` (a snapshot), `undone` the redo stack then, and
        barrier, reason the undo barrier then (the device's resume).
        `moves` may be the match's own list, filled by the caller."""
        if moves is not self.moves:
            del self.moves[:]
            self.moves.extend(moves)
        self.undone = undone
        self.barrier = barrier
        self.barrier_reason = reason
        self.state = state

    def apply_op(self, op):
        """Replay one journal op (no journaling while replaying)."""
        hook, self.on_op = self.on_op, None
        try:
            if op[0] == "m":
                self.play(op[1])
            elif op[0] == "u":
                self.undo()
            elif op[0] == "r":
                self.redo()
            else:
                raise ValueError("unknown op %r" % (op[0],))
        finally:
            self.on_op = hook

    # -- inside --

    def _apply(self, move):
        reason = self.game.undo_barrier(self.state, move)
        events = self.game.apply(self.state, move)
        self.moves.append(self.same_move(move))
        if reason:
            self.barrier = len(self.moves)
            self.barrier_reason = reason
        return events

    def _snapshot_due(self):
        # after the op is journaled: see the top of this file
        if len(self.moves) % SNAPSHOT_EVERY == 0:
            self.snapshots.put(len(self.moves), self.state)

    def _emit(self, op, barrier, undone):
        if self.on_op is None:
            return
        try:
            self.on_op(op)
        except Exception:
            # the op could not be saved: the match must not run ahead of its journal
            if op[0] == "u":
                self.moves.append(self.undone.pop())
            else:
                move = _pop(self.moves)
                self.undone = undone if op[0] == "m" else self.undone + [move]
                self.barrier, self.barrier_reason = barrier
            self._rebuild()
            raise

    def _rebuild(self):
        """Recompute the state for self.moves from the nearest snapshot."""
        n = len(self.moves)
        self.snapshots.forget_after(n)
        found = self.snapshots.get(n)
        if found is not None:
            start, self.state = found
        else:
            start = 0
            self.state = self.game.new(self.data, self.options, self.seed)
        for i in range(start, n):
            self.game.apply(self.state, self.moves[i])
            if (i + 1) % SNAPSHOT_EVERY == 0:
                self.snapshots.put(i + 1, self.state)


def _pop(moves):
    """moves.pop(), keeping the list's room: MicroPython's pop() gives back
    half of it whenever the list is less than half full, which would undo
    reserve() after a few undos."""
    move = moves[-1]
    del moves[-1:]
    return move


def from_ops(game, data, header, ops):
    """Rebuild a match from its journal: the header, then the ops in order."""
    if header.get("v") != JOURNAL_VERSION:
        raise ValueError("journal version %r is not supported" % (header.get("v"),))
    if header.get("game") != game.NAME:
        raise ValueError("journal is for %r, not %r" % (header.get("game"), game.NAME))
    match = Match(game, data, header["options"], header["seed"])
    for op in ops:
        match.apply_op(op)
    return match


def replay(game, data, options, seed, moves):
    """The state reached by playing the moves from the start."""
    match = Match(game, data, options, seed)
    for move in moves:
        match.play(move)
    return match.state
