# The sync protocol's frames and path rules, on both runtimes: what one end
# builds the other reads, damaged frames are named, and no path escapes.
from shared import syncpath, syncproto as proto
from shared.syncproto import Deframer, FrameError
from tests.support.check import raises


def _frames(events):
    return [e[1] for e in events if e[0] == "frame"]


def _bad(events):
    return [e[1] for e in events if e[0] == "bad"]


def test_a_frame_reads_back_as_it_was_built():
    payload = bytes(range(256)) * 2
    wire = proto.frame(proto.DATA, 0x1234, payload)
    events = Deframer().feed(wire)
    assert len(events) == 1
    assert proto.parse(events[0][1]) == (proto.DATA, 0x1234, payload)


def test_frames_carry_no_control_byte_but_their_markers():
    """0x03 (Ctrl-C) and 0x01 (Ctrl-A) never appear: the REPL stays usable."""
    wire = proto.frame(proto.DATA, 0x0301, bytes(range(256)))
    assert wire[0] == proto.SOF and wire[-1] == proto.EOF
    inner = wire[1:-1]
    for b in inner:
        assert b >= 0x20 or b == proto.ESC, "control byte 0x%02x on the wire" % b


def test_frames_split_anywhere_are_still_read():
    wire = proto.frame(proto.HELLO, 1, b'{"proto":1}') + proto.frame(proto.STATUS, 2, b"{}")
    for cut in range(len(wire) + 1):
        d = Deframer()
        frames = _frames(d.feed(wire[:cut]) + d.feed(wire[cut:]))
        assert [proto.parse(f)[1] for f in frames] == [1, 2]


def test_text_between_frames_is_log_text():
    wire = b"booting\r\n" + proto.frame(proto.OK, 3, b"{}") + b"ready\n"
    events = Deframer(keep_text=True).feed(wire)
    assert [e[0] for e in events] == ["text", "frame", "text"]
    assert events[0][1] == b"booting\r\n" and events[2][1] == b"ready\n"


def test_a_frame_cut_short_by_the_next_is_reported_truncated():
    good = proto.frame(proto.STATUS, 5, b"{}")
    events = Deframer().feed(good[:6] + good)
    assert _bad(events) == ["truncated"] and len(_frames(events)) == 1


def test_a_frame_that_stops_arriving_is_abandoned():
    d = Deframer()
    d.feed(proto.frame(proto.STATUS, 5, b"{}")[:4])
    assert d.busy()
    assert d.abandon()[1] == "truncated"
    assert not d.busy() and d.abandon() is None


def test_oversized_frames_are_dropped_and_the_next_one_read():
    big = bytes([proto.SOF]) + b"x" * (proto.MAX_BODY + 5) + bytes([proto.EOF])
    events = Deframer().feed(big + proto.frame(proto.STATUS, 6, b"{}"))
    assert _bad(events) == ["oversized"]
    assert proto.parse(_frames(events)[0])[1] == 6


def test_bad_escapes_and_raw_control_bytes_are_refused():
    frame = proto.frame(proto.STATUS, 7, b"{}")
    assert _bad(Deframer().feed(frame[:3] + bytes([proto.ESC, 0x21]) + frame[3:])) == ["escape"]
    # a raw control byte changes the body: the checksum refuses the frame
    damaged = _frames(Deframer().feed(frame[:3] + b"\n" + frame[3:]))
    assert raises(FrameError, proto.parse, damaged[0]).code == "crc"
    assert _bad(Deframer().feed(bytes([proto.SOF]) + b"abcdefghij" + bytes([proto.ESC, proto.EOF]))) == ["escape"]


def test_a_damaged_body_fails_its_checksum():
    body = bytearray(proto.body(proto.HELLO, 9, b'{"proto":1}'))
    body[8] ^= 0x01
    e = raises(FrameError, proto.parse, bytes(body))
    assert e.code == "crc" and e.seq == 0


def test_other_versions_and_wrong_lengths_are_named():
    e = raises(FrameError, proto.parse, proto.body(proto.HELLO, 9, b"{}", version=2))
    assert e.code == "version" and e.extra == {"proto": proto.PROTO}
    body = bytearray(proto.body(proto.HELLO, 9, b"{}"))
    body[5] = 9
    from binascii import crc32
    body[-4:] = (crc32(bytes(body[:-4])) & 0xFFFFFFFF).to_bytes(4, "big")
    e = raises(FrameError, proto.parse, bytes(body))
    assert e.code == "length" and e.seq == 9
    assert raises(FrameError, proto.parse, b"\x01\x02").code == "short"


def test_payload_helpers_refuse_what_is_not_an_object_or_a_chunk():
    assert proto.parse_json(b'{"a":1}', 1) == {"a": 1}
    assert raises(FrameError, proto.parse_json, b"[1]", 1).code == "payload"
    assert raises(FrameError, proto.parse_json, b"\xff{", 1).code == "payload"
    assert proto.parse_chunk(proto.chunk_payload(70000, b"ab"), 1) == (70000, b"ab")
    assert raises(FrameError, proto.parse_chunk, b"\x00\x01", 1).code == "payload"
    raises(ValueError, proto.body, proto.DATA, 1, b"x" * (proto.MAX_PAYLOAD + 1))


def test_only_data_game_file_json_paths_can_be_written():
    assert syncpath.data_path_problem("data/inbetween/sample.json") is None
    assert syncpath.data_path_problem("data/omega/sample-en.json") is None
    for bad in ("data/../x.json", "/data/a/b.json", "data/a/../b.json", "data/a/.hidden.json",
                "data/a/b/c.json", "saves/x.json", "data/A/b.json", "data/a/b.txt",
                "data/a/.json", "data/a/b c.json", "data//b.json", "data\\a\\b.json",
                "data/a/b\x00.json", "data/a/caf\u00e9.json", 5, None,
                "data/a/" + "x" * 70 + ".json"):
        assert syncpath.data_path_problem(bad), "accepted %r" % (bad,)


def test_only_the_folders_of_games_with_data_files_can_be_written():
    from shared import games
    for name in games.DATA_GAMES:
        assert syncpath.data_path_problem("data/%s/x.json" % name) is None
    for name in ("scorecounter", "chess", "cardgame", "inbetween2"):
        problem = syncpath.data_path_problem("data/%s/x.json" % name)
        assert problem and "not the folder of a game" in problem, name
    # DATA_GAMES is every game that takes a data file, and only those
    with_data = tuple(g for g in games.GAMES
                      if getattr(games.load(g), "DATA_KIND", None) is not None)
    assert with_data == games.DATA_GAMES


def test_saves_can_be_read_but_nothing_outside_data_and_saves():
    assert syncpath.read_path_problem("saves/inbetween.jnl") is None
    assert syncpath.read_path_problem("data/inbetween/sample.json") is None
    for bad in ("saves/../settings.json", "saves/a/b", "settings.json", "saves/.x", "saves/"):
        assert syncpath.read_path_problem(bad), "accepted %r" % bad
    assert syncpath.folder_problem("data") is None and syncpath.folder_problem("saves") is None
    assert syncpath.folder_problem("..") and syncpath.folder_problem("/")
