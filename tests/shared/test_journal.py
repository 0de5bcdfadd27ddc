# Journal entries (two copies each, numbered), and reading them back after a
# power cut, damaged bytes (bit rot) or garbage: no single damaged byte,
# header included, loses an entry; entries after damage are all found; what
# is lost is counted exactly. Runs under CPython and MicroPython.
from shared import canon, journal, scorecounter as game
from shared.match import Match, from_ops
from shared.prng import Prng, seed_state
from tests.support.check import raises
from tests.support.playout import play


def _long_game_journal(seed=11, moves=120):
    """The bytes a device would have written for a long game with undos,
    and the journal's length after each complete entry."""
    chunks = []
    boundaries = [0]

    def write(value):
        chunks.append(journal.encode_op(len(chunks), value))
        boundaries.append(boundaries[-1] + len(chunks[-1]))

    m = Match(game, None, {"target": 50}, seed)
    write(m.header())
    m.on_op = write
    for i in range(moves):
        if m.outcome() is not None:
            break
        m.play(["add", 1 + i % 3] if i % 5 else ["roll"])
        if i % 7 == 6 and m.can_undo() is None:
            m.undo()
            if i % 2:
                m.redo()
    return b"".join(chunks), boundaries, m


def _entries(values):
    """Journal bytes of JSON values, and the length after each entry."""
    data = b""
    boundaries = [0]
    for i in range(len(values)):
        data += journal.encode_op(i, values[i])
        boundaries.append(len(data))
    return data, boundaries


# values whose JSON holds bytes that look like a record's start (0xA6, 0xA5
# in UTF-8), so that resynchronising has false starts to step over
TRICKY = [{"v": 1, "game": "x", "names": ["Ťuk ¦", "Čapek"]}] + [
    ["m", ["add", i, "¦" * (i % 3) + "ť" * (i % 2)]] for i in range(24)]


def _resume(data):
    values, rec = journal.read_ops(data)
    if not values:
        return None, rec
    return from_ops(game, None, values[0], values[1:]), rec


def test_entries_round_trip_and_a_clean_journal_reads_clean():
    payloads = [b"", b"x", bytes(range(256)) * 4, "čř".encode()]
    data = b"".join(journal.encode_entry(i, payloads[i]) for i in range(len(payloads)))
    rec = journal.read(data)
    assert rec.records == payloads and rec.clean() and rec.lost == 0
    assert rec.end == len(data)


def test_an_oversized_record_is_refused():
    raises(ValueError, journal.encode_record, 0, bytes(70000))


def test_every_entry_is_written_twice_and_numbered():
    one = journal.encode_record(5, b"abc")
    assert journal.encode_entry(5, b"abc") == one + one
    assert one[0] == journal.MAGIC and (one[1] << 8 | one[2]) == 5
    assert len(one) == journal.HEAD_SIZE + 3


def test_a_power_cut_at_every_byte_loses_at_most_the_entry_being_written():
    """An entry counts once its first copy is whole; a cut inside the first
    copy loses that entry alone, and says so; one inside the second loses
    nothing."""
    data, boundaries, full = _long_game_journal()
    assert len(data) > 2000
    for cut in range(len(data) + 1):
        match, rec = _resume(data[:cut])
        complete = 0
        while complete + 1 < len(boundaries) and boundaries[complete + 1] <= cut:
            complete += 1
        start = boundaries[complete]
        half = start + (boundaries[complete + 1] - start) // 2 if complete + 1 < len(boundaries) else start
        kept = complete + (1 if complete + 1 < len(boundaries) and cut >= half else 0)
        assert len(rec.records) == kept, cut
        assert rec.lost == (1 if start < cut < half and complete > 0 else 0), cut
        assert rec.clean() == (cut == start), cut
        if kept == 0:
            assert match is None
            continue
        values, _ = journal.read_ops(data[:boundaries[kept]])
        expect = from_ops(game, None, values[0], values[1:])
        assert canon.digest(match.state) == canon.digest(expect.state)
        assert match.moves == expect.moves
    match, rec = _resume(data)
    assert rec.clean() and len(rec.records) == len(boundaries) - 1
    assert match.moves == full.moves and canon.digest(match.state) == canon.digest(full.state)


def test_every_single_bit_flip_anywhere_loses_nothing():
    """Bit rot in any bit of any entry, its header included: every entry is
    read from its other copy, nothing is counted lost, and the damage is
    noticed (the device then rewrites the file)."""
    data, boundaries = _entries(TRICKY)
    for i in range(len(data)):
        for bit in range(8):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            values, rec = journal.read_ops(bytes(bad))
            assert values == TRICKY, (i, bit)
            assert rec.lost == 0 and not rec.clean(), (i, bit)


def test_a_damaged_byte_of_any_value_loses_nothing():
    data, boundaries = _entries(TRICKY)
    rnd = Prng(seed_state(5))
    for i in range(len(data)):
        for k in range(3):
            bad = bytearray(data)
            bad[i] = (bad[i] + 1 + rnd.below(255)) & 0xFF
            values, rec = journal.read_ops(bytes(bad))
            assert values == TRICKY and rec.lost == 0, (i, bad[i])


def test_an_entry_with_both_copies_damaged_is_counted_and_the_rest_kept():
    data, boundaries = _entries(TRICKY)
    bad = bytearray(data)
    size = (boundaries[6] - boundaries[5]) // 2
    bad[boundaries[5] + 11] ^= 0x10               # a payload byte of each copy
    bad[boundaries[5] + size + 11] ^= 0x10
    values, rec = journal.read_ops(bytes(bad))
    assert values == TRICKY[:5] + TRICKY[6:]
    assert rec.lost == 1


def test_entries_wiped_out_are_counted_exactly():
    data, boundaries = _entries(TRICKY)
    bad = bytearray(data)
    for i in range(boundaries[7], boundaries[10]):
        bad[i] = 0xFF                             # an erased stretch of flash
    values, rec = journal.read_ops(bytes(bad))
    assert values == TRICKY[:7] + TRICKY[10:] and rec.lost == 3


def test_a_lost_header_copy_is_read_from_the_other():
    data, boundaries = _entries(TRICKY)
    bad = bytearray(data)
    bad[13] ^= 0x80                               # the flip: byte 13, bit 7
    bad[0] = journal.MAGIC_V1                     # and a first byte that looks old
    values, rec = journal.read_ops(bytes(bad))
    assert values == TRICKY and rec.lost == 0


def test_damage_in_the_last_entries_is_counted():
    data, boundaries = _entries(TRICKY)
    bad = bytearray(data)
    for k in (len(TRICKY) - 2, len(TRICKY) - 1):  # both copies of the last two
        size = (boundaries[k + 1] - boundaries[k]) // 2
        bad[boundaries[k] + 12] ^= 1
        bad[boundaries[k] + size + 12] ^= 1
    values, rec = journal.read_ops(bytes(bad))
    assert values == TRICKY[:-2] and rec.lost == 2


def test_garbage_after_the_last_entry_counts_as_one_entry_lost():
    data, boundaries, full = _long_game_journal(seed=2, moves=20)
    match, rec = _resume(data + b"\xa6\x00\x05garbage")
    assert rec.lost == 1 and not rec.clean() and rec.end == len(data)
    assert match.moves == full.moves


def test_entries_appended_after_damage_are_found():
    """The writer appends after whatever the file holds; the reader finds
    those entries after the damaged bytes (they agree on where it ends)."""
    data, boundaries = _entries(TRICKY)
    cut = boundaries[-2] + 7                      # the last entry cut in its first copy
    more = journal.encode_op(len(TRICKY) - 1, ["m", ["add", 99]])
    values, rec = journal.read_ops(data[:cut] + more)
    assert values == TRICKY[:-1] + [["m", ["add", 99]]]
    assert rec.lost == 0


def test_an_entry_whose_json_is_broken_is_left_out_and_counted():
    good = journal.encode_op(0, {"v": 1})
    broken = journal.encode_entry(1, b"{not json")
    after = journal.encode_op(2, ["m", 1])
    values, rec = journal.read_ops(good + broken + after)
    assert values == [{"v": 1}, ["m", 1]]
    assert rec.lost == 1 and not rec.clean()


def test_journals_of_the_first_format_are_read_as_their_valid_prefix():
    from binascii import crc32

    def v1(value):
        import json
        payload = json.dumps(value).encode()
        n = len(payload)
        return (bytes((journal.MAGIC_V1, n >> 8, n & 0xFF))
                + (crc32(payload) & 0xFFFFFFFF).to_bytes(4, "big") + payload)
    old = b"".join(v1(v) for v in TRICKY)
    values, rec = journal.read_ops(old)
    assert values == TRICKY and rec.v1 and rec.lost == 0
    bad = bytearray(old)
    bad[len(v1(TRICKY[0])) + 9] ^= 1              # a payload byte of the first op
    values, rec = journal.read_ops(bytes(bad))
    assert values == TRICKY[:1] and rec.lost == len(TRICKY) - 1


def test_random_games_survive_a_cut_anywhere():
    for seed in range(5):
        m, _ = play(game, None, {"target": 20}, seed, 60)
        data = journal.encode_op(0, m.header()) + b"".join(
            journal.encode_op(i + 1, ["m", m.moves[i]]) for i in range(len(m.moves)))
        for cut in range(0, len(data), 7):
            match, rec = _resume(data[:cut])
            if match is not None:
                assert match.moves == m.moves[:len(match.moves)]
