# The match driver: one game in progress, its move list, undo and redo.
#
# Undo drops the last move and rebuilds the state from the nearest snapshot
# (a JSON copy taken every SNAPSHOT_EVERY moves; only the newest few are kept
# so that a long game stays within the device's heap). A game can mark a move
# as a barrier (a virtual card draw, a revealed secret): undo stops there.
#
# Every change is also an "op" (["m", move], ["u"], ["r"]); the device writes
# each op to its journal, and from_ops() rebuilds the same match from them.
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
        self._snaps = []        # (move count, JSON text), oldest first

    def header(self):
        """The first journal record: what new() needs to start this match."""
        return {"v": JOURNAL_VERSION, "game": self.game.NAME,
                "options": self.options, "seed": self.seed}

    def play(self, move):
        """Apply a move; return its events. IllegalMove changes nothing."""
        barrier = (self.barrier, self.barrier_reason)
        events = self._apply(move)
        undone, self.undone = self.undone, []
        self._emit(["m", move], barrier, undone)
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
        move = self.moves.pop()
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
        return events

    def outcome(self):
        return self.game.outcome(self.state)

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
        self.moves.append(move)
        if reason:
            self.barrier = len(self.moves)
            self.barrier_reason = reason
        if len(self.moves) % SNAPSHOT_EVERY == 0:
            self._snapshot(len(self.moves))
        return events

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
                move = self.moves.pop()
                self.undone = undone if op[0] == "m" else self.undone + [move]
                self.barrier, self.barrier_reason = barrier
            self._rebuild()
            raise

    def _snapshot(self, n):
        self._snaps = [s for s in self._snaps if s[0] < n]
        self._snaps.append((n, json.dumps(self.state)))
        if len(self._snaps) > SNAPSHOTS_KEPT:
            self._snaps.pop(0)

    def _rebuild(self):
        """Recompute the state for self.moves from the nearest snapshot."""
        n = len(self.moves)
        self._snaps = [s for s in self._snaps if s[0] <= n]
        if self._snaps:
            start, text = self._snaps[-1]
            self.state = json.loads(text)
        else:
            start = 0
            self.state = self.game.new(self.data, self.options, self.seed)
        for i in range(start, n):
            self.game.apply(self.state, self.moves[i])
            if (i + 1) % SNAPSHOT_EVERY == 0:
                self._snapshot(i + 1)


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
