# Resuming at power-up from a snapshot on flash, journal compaction, and power
# cuts while either is written (firmware/session.py, firmware/snapshots.py).
# A resumed game must be exactly the game that was played: the same moves,
# redo stack, undo barrier and state, bit for bit, as a replay from the start;
# a snapshot is used only where it fits the journal. Runs under CPython and
# MicroPython.
from shared import canon, journal, scorecounter as game
from shared.match import replay, SNAPSHOT_EVERY
from firmware import session as sessions
from firmware import snapshots as snaps
from tests.support.check import raises
from tests.support.simflash import SimFlash, PowerCut

NAME = "scorecounter"
OPTIONS = {"target": 0}      # endless


class App:
    """What a session needs of the app: the flash."""

    def __init__(self, flash):
        self.storage = flash


def new_game(flash, seed=7):
    return sessions.start(App(flash), NAME, game, None, None, None, None, OPTIONS, seed)


def power_up(flash):
    """The device starts again on what the flash holds now."""
    return sessions.resume(App(flash.copy()), NAME, game, None)


def moves(count, first=0):
    return [["add", 1 + (first + i) % 3] for i in range(count)]


def play(session, ms):
    # as the app does: the move, then (after the frame) the flash work
    for m in ms:
        session.play(m)
        session.flush()


def undo(session, times=1):
    for i in range(times):
        session.undo()
        session.flush()


def same_game(a, b):
    assert a.match.moves == b.match.moves
    assert a.match.undone == b.match.undone
    assert (a.match.barrier, a.match.barrier_reason) == (b.match.barrier, b.match.barrier_reason)
    assert canon.digest(a.state) == canon.digest(b.state)


def replayed_state(session):
    m = session.match
    return canon.digest(replay(game, None, m.options, m.seed, m.moves))


def ops_in_journal(flash):
    values, rec = journal.read_ops(flash.read("saves/%s.jnl" % NAME))
    assert rec.clean()
    return len(values) - 1


def test_resume_starts_at_the_newest_snapshot_and_replays_only_what_follows():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(2 * SNAPSHOT_EVERY + 8))
    again = power_up(flash)
    same_game(again, s)
    assert again.replayed == 8
    assert canon.digest(again.state) == replayed_state(s)


def test_without_any_snapshot_the_whole_game_is_replayed():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(SNAPSHOT_EVERY - 1))
    again = power_up(flash)
    same_game(again, s)
    assert again.replayed == SNAPSHOT_EVERY - 1


def test_undo_after_a_resume_goes_back_past_the_snapshot_move_by_move():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(3 * SNAPSHOT_EVERY + 5))
    again = power_up(flash)
    for i in range(2 * SNAPSHOT_EVERY + 7):
        again.undo()
        again.flush()
        assert canon.digest(again.state) == replayed_state(again), i
    assert len(again.match.moves) == SNAPSHOT_EVERY - 2


def test_the_redo_stack_and_the_undo_barrier_come_back_with_the_game():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(5))
    play(s, [["roll"]])                       # cannot be undone
    play(s, moves(SNAPSHOT_EVERY + 2, 1))
    undo(s, 3)
    again = power_up(flash)
    same_game(again, s)
    assert again.match.barrier == 6
    again.redo()
    s.redo()
    same_game(again, s)
    undo(again, len(again.match.moves) - 6)
    e = raises(Exception, again.undo)
    assert "die was rolled" in str(e)


def test_resuming_twice_and_playing_on_gives_the_same_game():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(SNAPSHOT_EVERY + 3))
    a = power_up(flash)
    play(a, moves(SNAPSHOT_EVERY, 2))
    undo(a, 2)
    play(a, moves(4))
    b = power_up(a.app.storage)
    same_game(b, a)
    assert b.replayed < SNAPSHOT_EVERY


def test_snapshots_of_an_older_game_are_not_used_for_a_new_one():
    flash = SimFlash()
    s = new_game(flash, seed=3)
    play(s, moves(2 * SNAPSHOT_EVERY + 1))
    old = dict((p, bytearray(b)) for p, b in flash.files.items() if ".s" in p)
    t = new_game(flash, seed=3)             # the same options and seed, a new game
    play(t, moves(2 * SNAPSHOT_EVERY + 1, 1))
    flash.files.update(old)                 # as if the old snapshot files had stayed
    again = power_up(flash)
    same_game(again, t)
    assert canon.digest(again.state) == replayed_state(t)


def test_a_snapshot_beyond_the_end_of_the_journal_is_not_used():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(2 * SNAPSHOT_EVERY + 2))
    # the journal loses its last records (as a recovery would cut them)
    path = "saves/%s.jnl" % NAME
    raw = bytes(flash.files[path])
    cut = 0
    for i in range(1 + 2 * SNAPSHOT_EVERY - 4):           # whole entries: two records each
        cut += journal.COPIES * (journal.HEAD_SIZE + ((raw[cut + 3] << 8) | raw[cut + 4]))
    flash.files[path] = bytearray(raw[:cut])
    again = power_up(flash)
    assert len(again.match.moves) == 2 * SNAPSHOT_EVERY - 4
    assert canon.digest(again.state) == replayed_state(again)
    assert again.replayed == SNAPSHOT_EVERY - 4      # from the snapshot at 16


def test_a_damaged_snapshot_is_passed_over_for_an_older_one():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(2 * SNAPSHOT_EVERY + 3))
    newest = max(snaps.scan(flash, NAME), key=lambda m: m["ops"])
    f = flash.files[snaps.slot_path(NAME, newest["slot"])]
    f[len(f) - 3] ^= 0x20                    # a flipped bit in its state
    again = power_up(flash)
    same_game(again, s)
    assert again.replayed == SNAPSHOT_EVERY + 3


def test_a_damaged_journal_tail_is_cut_and_counted_with_snapshots_in_use():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(SNAPSHOT_EVERY + 4))
    path = "saves/%s.jnl" % NAME
    flash.files[path].extend(journal.encode_op(s.jseq, ["m", ["add", 1]])[:20])   # cut short
    again = power_up(flash)
    same_game(again, s)
    assert again.dropped == 1 and again.replayed == 4
    assert journal.read_ops(again.app.storage.read(path))[1].clean()


def test_compaction_keeps_the_game_and_shortens_the_journal():
    flash = SimFlash()
    s = new_game(flash)
    s.compact_after = 8
    for i in range(12):
        play(s, moves(3, i))
        undo(s, 1)
        s.redo()
        undo(s, 1)
    play(s, moves(1))                         # compaction waits for a move
    assert ops_in_journal(flash) == len(s.match.moves)
    again = power_up(flash)
    same_game(again, s)
    assert again.replayed == 0                # a snapshot was taken after compacting
    assert canon.digest(again.state) == replayed_state(s)


def test_compaction_keeps_the_redo_stack():
    """The journal rewritten whole (as a blocked session does before its
    next op) gives back the moves and the moves waiting to be redone."""
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(SNAPSHOT_EVERY + 5))
    undo(s, 4)
    s.compact()
    assert ops_in_journal(flash) == len(s.match.moves) + 2 * 4
    again = power_up(flash)
    same_game(again, s)
    again.redo()
    s.redo()
    same_game(again, s)


def test_compaction_waits_for_a_move():
    flash = SimFlash()
    s = new_game(flash)
    s.compact_after = 2
    play(s, moves(4))
    undo(s, 3)
    s.redo()
    s.flush()
    before = ops_in_journal(flash)
    play(s, moves(1))
    assert ops_in_journal(flash) == len(s.match.moves)    # compacted after the move
    assert before > len(s.match.moves)
    same_game(power_up(flash), s)


def _cut_everywhere(scenario):
    """Run `scenario(flash)` uncut to find the bytes its last flash work
    writes, then once with the power cut at each of those bytes; after
    every cut the game must resume to a state the player saw (the moves
    journaled so far), with a clean journal."""
    flash = SimFlash()
    start, end, final = scenario(flash)
    assert end > start
    results = 0
    for cut in range(start, end + 1):
        flash = SimFlash(budget=cut)
        try:
            scenario(flash)
        except PowerCut:
            pass
        again = power_up(flash)
        assert again.match.moves == final.match.moves, cut
        assert canon.digest(again.state) == replayed_state(again), cut
        assert journal.read_ops(again.app.storage.read("saves/%s.jnl" % NAME))[1].clean(), cut
        # and it goes on: a move, then undo all the way back
        play(again, moves(1))
        undo(again, len(again.match.moves))
        assert canon.digest(again.state) == replayed_state(again), cut
        results += 1
    return results


def test_a_power_cut_at_any_byte_of_a_snapshot_write_resumes_the_same_game():
    def scenario(flash):
        s = new_game(flash)
        play(s, moves(2 * SNAPSHOT_EVERY - 1))
        s.play(["add", 2])                        # the 32nd move: a snapshot is due
        start = flash.written
        s.flush()
        return start, flash.written, s
    assert _cut_everywhere(scenario) > 100


def test_a_power_cut_at_any_byte_of_a_compaction_resumes_the_same_game():
    def scenario(flash):
        s = new_game(flash)
        play(s, moves(SNAPSHOT_EVERY - 2))
        for i in range(4):
            undo(s, 2)
            play(s, moves(1, i))
        s.compact_after = 6                       # due with the next move
        s.play(["add", 3])
        start = flash.written
        s.flush()                                 # compaction, then its snapshot
        return start, flash.written, s
    assert _cut_everywhere(scenario) > 100
