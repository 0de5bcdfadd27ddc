# The match driver: moves, undo and redo from snapshots, barriers, replay, ops.
import json

from shared import canon, scorecounter as game
from shared.match import Match, MemorySnapshots, CannotUndo, from_ops, replay, SNAPSHOT_EVERY
from shared.rules import IllegalMove
from tests.support.check import raises, unchanged_by
from tests.support.playout import play


def test_illegal_move_is_refused_with_a_reason_and_changes_nothing():
    m = Match(game, None, {}, 1)
    m.play(["add", 2])
    e = unchanged_by(m.state, m.play, ["add", 9])
    assert "1, 2 or 3" in str(e)
    assert m.moves == [["add", 2]]


def test_undo_gives_back_the_state_before_the_move():
    m = Match(game, None, {"target": 50}, 1)
    before = canon.digest(m.state)
    m.play(["add", 3])
    assert m.undo() == ["add", 3]
    assert canon.digest(m.state) == before
    assert m.moves == []


def test_redo_reapplies_the_undone_move_and_a_new_move_clears_redo():
    m = Match(game, None, {"target": 50}, 1)
    m.play(["add", 3])
    after = canon.digest(m.state)
    m.undo()
    m.redo()
    assert canon.digest(m.state) == after
    m.undo()
    m.play(["add", 1])
    e = raises(CannotUndo, m.redo)
    assert "Nothing to redo" in str(e)


def test_nothing_to_undo_at_the_start():
    m = Match(game, None, {}, 1)
    assert "Nothing to undo" in str(m.can_undo())
    raises(CannotUndo, m.undo)


def test_undo_stops_at_a_barrier_and_says_why():
    m = Match(game, None, {"target": 50}, 5)
    m.play(["add", 1])
    m.play(["roll"])
    m.play(["add", 2])
    m.undo()
    e = raises(CannotUndo, m.undo)
    assert "the die was rolled" in str(e)
    assert len(m.moves) == 2


def test_undo_deep_into_a_long_game_matches_replay():
    # snapshots are kept only for the newest moves; going further back replays
    m = Match(game, None, {"target": 50}, 9)
    for mv in [["add", 1], ["add", 2], ["add", 1], ["add", 1]] * 12:
        m.play(mv)
    assert len(m.moves) > 2 * SNAPSHOT_EVERY and m.outcome() is None
    while m.moves:
        expect = replay(game, None, {"target": 50}, 9, m.moves[:-1])
        m.undo()
        assert canon.digest(m.state) == canon.digest(expect), len(m.moves)


def test_forty_undos_and_redos_at_the_end_of_a_game():
    m = Match(game, None, {"target": 50}, 2)
    while m.outcome() is None:
        m.play(["add", 1])
    assert len(m.moves) == 99  # player 0 reaches 50 on the 99th move
    n = len(m.moves)
    for k in range(40):
        m.undo()
    expect = replay(game, None, {"target": 50}, 2, m.moves)
    assert canon.digest(m.state) == canon.digest(expect)
    for k in range(40):
        m.redo()
    assert len(m.moves) == n and m.outcome() is not None


def test_ops_rebuild_the_same_match_with_its_redo_stack():
    ops = []
    m = Match(game, None, {"target": 50}, 3)
    m.on_op = ops.append
    for mv in [["add", 1], ["roll"], ["add", 2], ["add", 3], ["add", 1]]:
        m.play(mv)
    m.undo()
    m.undo()
    m.redo()
    again = from_ops(game, None, m.header(), ops)
    assert canon.digest(again.state) == canon.digest(m.state)
    assert again.moves == m.moves and again.undone == m.undone
    assert again.barrier == m.barrier


def test_from_ops_refuses_another_game_or_version():
    h = Match(game, None, {}, 1).header()
    bad = dict(h)
    bad["game"] = "fugitive"
    raises(ValueError, from_ops, game, None, bad, [])
    bad = dict(h)
    bad["v"] = 99
    raises(ValueError, from_ops, game, None, bad, [])


def test_a_move_that_cannot_be_saved_is_taken_back():
    m = Match(game, None, {"target": 50}, 3)
    m.play(["add", 2])
    before = canon.digest(m.state)

    def full(op):
        raise OSError(28)  # ENOSPC

    m.on_op = full
    raises(OSError, m.play, ["roll"])
    assert canon.digest(m.state) == before
    assert m.moves == [["add", 2]] and m.barrier == 0
    raises(OSError, m.undo)
    assert m.moves == [["add", 2]]


def test_random_playouts_replay_to_the_same_state():
    for seed in range(20):
        m, digests = play(game, None, {"target": 20}, seed, 200, undo_every=3)
        assert m.outcome() is not None
        again = replay(game, None, {"target": 20}, seed, m.moves)
        assert canon.digest(again) == digests[-1]


class RecordingStore:
    """A snapshot store that remembers what happened, in order (with the
    journal's ops, through the same log)."""

    def __init__(self, log):
        self.log = log
        self.inner = MemorySnapshots()

    def put(self, n, state):
        self.log.append(("put", n))
        self.inner.put(n, state)

    def get(self, n):
        return self.inner.get(n)

    def forget_after(self, n):
        self.inner.forget_after(n)


def test_a_snapshot_is_taken_after_its_op_is_journaled():
    # the device ties each snapshot to the journal it follows
    log = []
    m = Match(game, None, {"target": 0}, 3)
    m.snapshots = RecordingStore(log)
    m.on_op = lambda op: log.append(("op", op[0]))
    for i in range(SNAPSHOT_EVERY):
        m.play(["add", 1])
    assert log[-2:] == [("op", "m"), ("put", SNAPSHOT_EVERY)]
    m.undo()
    del log[:]
    m.redo()
    assert log == [("op", "r"), ("put", SNAPSHOT_EVERY)]


def test_a_move_that_cannot_be_journaled_leaves_no_snapshot_behind():
    m = Match(game, None, {"target": 0}, 3)
    for i in range(SNAPSHOT_EVERY - 1):
        m.play(["add", 2])
    before = canon.digest(m.state)

    def full(op):
        raise OSError("flash full")
    m.on_op = full
    raises(OSError, m.play, ["add", 1])
    assert len(m.moves) == SNAPSHOT_EVERY - 1 and len(m.snapshots) == 0
    assert canon.digest(m.state) == before


def test_the_store_may_lose_a_snapshot_and_undo_still_replays_right():
    class Forgetful(MemorySnapshots):
        def get(self, n):
            return None          # e.g. a snapshot file that cannot be read
    m = Match(game, None, {"target": 0}, 4)
    m.snapshots = Forgetful()
    for i in range(2 * SNAPSHOT_EVERY + 3):
        m.play(["add", 1 + i % 3])
    m.undo()
    m.undo()
    assert canon.digest(m.state) == canon.digest(
        replay(game, None, {"target": 0}, 4, m.moves))


def test_reserve_keeps_the_moves_and_changes_nothing_else():
    m = Match(game, None, {"target": 0}, 5)
    m.play(["add", 1])
    m.play(["add", 3])
    m.reserve(64)
    assert m.moves == [["add", 1], ["add", 3]]
    for i in range(70):
        m.play(["add", 2])
    assert len(m.moves) == 72
    assert canon.digest(m.state) == canon.digest(
        replay(game, None, {"target": 0}, 5, m.moves))


def test_a_match_resumed_at_a_snapshot_goes_on_as_the_original_and_undoes_past_it():
    m = Match(game, None, {"target": 0}, 6)
    for i in range(20):
        m.play(["add", 1 + i % 3])
    m.undo()
    saved = (list(m.moves), list(m.undone), m.barrier, m.barrier_reason,
             json.loads(json.dumps(m.state)))
    again = Match(game, None, {"target": 0}, 6)
    again.resume_at(*saved)
    for mm in (m, again):
        mm.redo()
        mm.play(["add", 3])
    assert canon.digest(again.state) == canon.digest(m.state)
    assert again.moves == m.moves
    # back past the point it was resumed at (replayed from the start)
    for i in range(8):
        again.undo()
    assert canon.digest(again.state) == canon.digest(
        replay(game, None, {"target": 0}, 6, again.moves))


def test_undo_keeps_the_room_reserved_for_the_move_list():
    # MicroPython's list.pop() shrinks a list that is less than half full;
    # the match must keep what reserve() set aside, so that a long game
    # never needs a bigger block for its move list on a fragmented heap
    import gc
    m = Match(game, None, {"target": 0}, 8)
    m.reserve(256)
    for i in range(20):
        m.play(["add", 1])
    for i in range(10):
        m.undo()
        m.undo()
        m.redo()
        m.redo()
    if not hasattr(gc, "mem_alloc"):
        return                   # CPython: nothing to measure
    same = ["add", 3]
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc()
        for i in range(200):
            m.moves.append(same)     # still within the room reserved
        grew = gc.mem_alloc() - before
    finally:
        gc.enable()
    assert grew == 0, grew


def test_equal_moves_share_one_object_and_the_game_is_the_same():
    m = Match(game, None, {"target": 0}, 9)
    for i in range(30):
        m.play(["add", 1 + i % 3])
    m.undo()
    m.redo()
    assert m.moves == [["add", 1 + i % 3] for i in range(30)]
    assert len(set(id(x) for x in m.moves)) == 3
    assert canon.digest(m.state) == canon.digest(
        replay(game, None, {"target": 0}, 9, m.moves))
