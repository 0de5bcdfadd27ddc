# Journal records and recovery after a power cut or a damaged flash page.
from shared import canon, journal, scorecounter as game
from shared.match import Match, from_ops
from tests.support.check import raises
from tests.support.playout import play


def _long_game_journal(seed=11, moves=120):
    """The bytes a device would have written for a long game with undos."""
    chunks = []
    boundaries = [0]   # journal length after each complete record

    def write(value):
        chunks.append(journal.encode_op(value))
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


def _resume(data):
    values, rec = journal.read_ops(data)
    if not values:
        return None, rec
    return from_ops(game, None, values[0], values[1:]), rec


def test_record_round_trip():
    payloads = [b"", b"x", bytes(range(256)) * 4, "čř".encode()]
    data = b"".join(journal.encode_record(p) for p in payloads)
    rec = journal.read(data)
    assert rec.records == payloads and rec.clean()


def test_oversized_record_is_refused():
    raises(ValueError, journal.encode_record, bytes(70000))


def test_power_cut_at_every_byte_offset_loses_at_most_the_record_being_written():
    data, boundaries, full = _long_game_journal()
    assert len(data) > 1000
    ops_total = len(boundaries) - 1
    for cut in range(len(data) + 1):
        match, rec = _resume(data[:cut])
        complete = 0
        while complete + 1 < len(boundaries) and boundaries[complete + 1] <= cut:
            complete += 1
        assert len(rec.records) == complete, cut
        assert rec.valid_bytes == boundaries[complete]
        assert rec.dropped_bytes == cut - boundaries[complete]
        if complete == 0:
            assert match is None
            continue
        # the resumed match equals the match rebuilt from the same complete ops
        values, _ = journal.read_ops(data[:boundaries[complete]])
        expect = from_ops(game, None, values[0], values[1:])
        assert canon.digest(match.state) == canon.digest(expect.state)
        assert match.moves == expect.moves
    match, rec = _resume(data)
    assert rec.clean() and len(rec.records) == ops_total
    assert match.moves == full.moves and canon.digest(match.state) == canon.digest(full.state)


def test_a_garbled_record_keeps_the_prefix_and_counts_what_was_dropped():
    data, boundaries, full = _long_game_journal(seed=4, moves=40)
    middle = len(boundaries) // 2
    bad = bytearray(data)
    bad[boundaries[middle] + 9] ^= 0x40   # a payload byte of record `middle`
    match, rec = _resume(bytes(bad))
    assert len(rec.records) == middle
    assert rec.dropped_records == len(boundaries) - 2 - middle
    assert rec.valid_bytes == boundaries[middle]


def test_garbage_appended_after_valid_records_is_dropped():
    data, boundaries, full = _long_game_journal(seed=2, moves=20)
    match, rec = _resume(data + b"\xa5\x00\x05garbage")
    assert rec.dropped_bytes == 10 and len(rec.records) == len(boundaries) - 1
    assert match.moves == full.moves


def test_a_record_whose_json_is_broken_ends_the_prefix():
    good = journal.encode_op({"v": 1})
    broken = journal.encode_record(b"{not json")
    values, rec = journal.read_ops(good + broken + good)
    assert values == [{"v": 1}]
    assert rec.valid_bytes == len(good) and rec.dropped_records == 2


def test_random_games_survive_a_cut_anywhere():
    for seed in range(5):
        m, _ = play(game, None, {"target": 20}, seed, 60)
        data = journal.encode_op(m.header()) + b"".join(
            journal.encode_op(["m", mv]) for mv in m.moves)
        for cut in range(0, len(data), 7):
            match, rec = _resume(data[:cut])
            if match is not None:
                assert match.moves == m.moves[:len(match.moves)]
