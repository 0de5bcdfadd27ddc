# Resuming a game whose journal was damaged on flash (firmware/resume.py):
# a damaged byte anywhere, the header included, loses no move and the file
# is restored as it was written (its snapshots still fit); an entry lost for
# good (both copies damaged, or unreadable) is counted, the moves after it
# are kept as far as the rules accept them, and the journal is rewritten so
# that the moves played next survive the next power-up; journals of the
# first format are resumed and rewritten. Runs under CPython and MicroPython.
from shared import canon, journal, scorecounter as game
from shared.match import replay, SNAPSHOT_EVERY
from firmware import session as sessions
from firmware.app import App as _App  # noqa: F401 (the session's app imports)
from tests.support.check import raises
from tests.support.simflash import SimFlash

NAME = "scorecounter"
PATH = "saves/scorecounter.jnl"
OPTIONS = {"target": 0}


class App:
    def __init__(self, flash):
        self.storage = flash


def new_game(flash):
    return sessions.start(App(flash), NAME, game, None, None, None, None, OPTIONS, 7)


def power_up(flash):
    return sessions.resume(App(flash), NAME, game, None)


def moves(count, first=0):
    return [["add", 1 + (first + i) % 3] for i in range(count)]


def play(session, ms):
    for m in ms:
        session.play(m)
        session.flush()


def entry_bounds(raw):
    """Where each entry starts in journal bytes (and the end)."""
    bounds = [0]
    at = 0
    while at < len(raw):
        at += journal.COPIES * (journal.HEAD_SIZE + ((raw[at + 3] << 8) | raw[at + 4]))
        bounds.append(at)
    return bounds


def state_of(session):
    m = session.match
    return canon.digest(replay(game, None, m.options, m.seed, m.moves))


def test_the_issues_flipped_header_bit_loses_nothing_and_the_file_is_restored():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(20))
    written = bytes(flash.files[PATH])
    flash.files[PATH][13] ^= 0x80            # bit 7 of byte 13: in the header
    again = power_up(flash)
    assert again.match.moves == s.match.moves and again.dropped == 0
    assert bytes(flash.files[PATH]) == written       # the copy restored
    assert again.replayed == 20 - SNAPSHOT_EVERY     # its snapshot still fits


def test_a_flipped_bit_anywhere_in_the_journal_loses_no_move():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(2 * SNAPSHOT_EVERY + 3))
    written = bytes(flash.files[PATH])
    for at in range(0, len(written), 37):
        damaged = flash.copy()
        damaged.files[PATH][at] ^= 1 << (at % 8)
        again = power_up(damaged)
        assert again.match.moves == s.match.moves, at
        assert again.dropped == 0 and again.replayed <= SNAPSHOT_EVERY + 3, at
        assert bytes(damaged.files[PATH]) == written, at


def _damage_entry(flash, k):
    """Damage both copies of entry k (the header is 0)."""
    raw = flash.files[PATH]
    b = entry_bounds(bytes(raw))
    half = (b[k + 1] - b[k]) // 2
    raw[b[k] + 12] ^= 0x04
    raw[b[k] + half + 12] ^= 0x04


def test_an_entry_lost_for_good_is_counted_and_the_moves_after_it_are_kept():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(30))
    _damage_entry(flash, 5)                  # the 5th move, both copies
    again = power_up(flash)
    assert again.dropped == 1
    assert again.match.moves == s.match.moves[:4] + s.match.moves[5:]
    assert canon.digest(again.state) == state_of(again)
    assert journal.read_ops(flash.read(PATH))[1].clean()
    play(again, moves(3))                    # appended to the rewritten journal
    third = power_up(flash.copy())
    assert third.match.moves == again.match.moves and third.dropped == 0


def test_moves_after_a_lost_entry_are_kept_until_the_rules_refuse_one():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(3))
    for i in range(3):
        s.undo()                             # the third undo needs the third move
    play(s, moves(2, 1))
    _damage_entry(flash, 3)                  # the third move
    again = power_up(flash)
    # two undos replayed; the third and everything after it are lost
    assert again.match.moves == [] and again.match.undone == [["add", 2], ["add", 1]]
    assert again.dropped == 1 + 1 + 2        # the damaged entry, the refused undo, 2 moves
    assert journal.read_ops(flash.read(PATH))[1].clean()
    play(again, moves(2))
    assert power_up(flash.copy()).match.moves == again.match.moves


def test_a_refused_move_with_nothing_lost_before_it_keeps_the_save():
    """A move the rules refuse though every entry is intact means that the
    rules or the data changed: the resume fails with the reason and the
    journal stays as it is."""
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(3))
    s.undo()
    before = bytes(flash.files[PATH])
    raw = flash.files[PATH]
    at = entry_bounds(bytes(raw))[-2]
    flash.files[PATH] = raw[:at] + bytearray(journal.encode_op(s.jseq - 1, ["m", ["add", 9]]))
    kept = bytes(flash.files[PATH])
    e = raises(Exception, power_up, flash)
    assert "Add 1, 2 or 3" in str(e)
    assert bytes(flash.files[PATH]) == kept and kept != before


def test_an_unreadable_entry_with_a_good_checksum_is_dropped_and_later_moves_survive():
    """The issue's case: an entry whose checksum is right but whose content
    is not an op was skipped, the file was not rewritten, and the moves
    played next were lost at the following power-up."""
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(6))
    raw = bytes(flash.files[PATH])
    b = entry_bounds(raw)
    flash.files[PATH] = bytearray(raw[:b[4]] + journal.encode_entry(4, b"{not an op")
                                  + raw[b[5]:])
    again = power_up(flash)
    assert again.dropped == 1
    assert again.match.moves == s.match.moves[:3] + s.match.moves[4:]
    play(again, moves(4))
    third = power_up(flash.copy())
    assert third.match.moves == again.match.moves and third.dropped == 0


def test_a_journal_of_the_first_format_resumes_and_is_rewritten():
    from binascii import crc32
    import json

    def v1(value):
        payload = json.dumps(value).encode()
        n = len(payload)
        return (bytes((journal.MAGIC_V1, n >> 8, n & 0xFF))
                + (crc32(payload) & 0xFFFFFFFF).to_bytes(4, "big") + payload)
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(SNAPSHOT_EVERY + 2))
    values, rec = journal.read_ops(flash.read(PATH))
    flash.files = {PATH: bytearray(b"".join(v1(v) for v in values))}   # no snapshots
    again = power_up(flash)
    assert again.match.moves == s.match.moves and again.dropped == 0
    values2, rec2 = journal.read_ops(flash.read(PATH))
    assert values2 == values and rec2.clean() and not rec2.v1
    play(again, moves(2))
    assert power_up(flash.copy()).match.moves == again.match.moves


def test_a_damaged_journal_on_a_full_flash_resumes_and_keeps_what_is_played_next():
    """No room to rewrite it: the journal stays as it is, and entries
    appended after the damaged bytes are found at the next power-up."""
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(10))
    written = bytes(flash.files[PATH])
    flash.files[PATH][40] ^= 0x08
    flash.capacity = flash.used() + 400      # room for a few entries, not for a copy
    again = power_up(flash)
    assert again.match.moves == s.match.moves and not again.blocked
    assert bytes(flash.files[PATH]) != written      # not rewritten
    play(again, moves(3))
    assert power_up(flash.copy()).match.moves == again.match.moves


def test_a_journal_that_must_be_rewritten_blocks_moves_until_there_is_room():
    flash = SimFlash()
    s = new_game(flash)
    play(s, moves(3))
    for i in range(3):
        s.undo()
    play(s, moves(2, 1))
    _damage_entry(flash, 3)
    flash.capacity = flash.used() + 100
    again = power_up(flash)
    assert again.blocked and again.dropped == 4
    e = raises(sessions.NotSaved, again.play, ["add", 1])
    assert "flash is full" in str(e) and again.match.moves == []
    flash.capacity = None                    # space was freed
    again.play(["add", 1])
    assert not again.blocked
    third = power_up(flash.copy())
    assert third.match.moves == [["add", 1]] and third.dropped == 0
