# The device's sync service (firmware/sync.py) driven frame by frame through a
# fake link and a folder as flash: every refusal changes nothing, a put only
# replaces the old file once the whole new one is verified, work per poll is
# bounded, and progress is shown.
import hashlib
import json
import os

import pytest

from firmware import sync as service_module
from firmware.sync import Sync
from shared import syncpath, syncproto as proto
from tests.support import cardgame


@pytest.fixture(autouse=True)
def _cardgame(monkeypatch):
    cardgame.register(monkeypatch)       # the device's code runs in this process


def _doc(cards=20, label="Test cards"):
    return (json.dumps(cardgame.document(cards=cards, label=label), ensure_ascii=False,
                       indent=1) + "\n").encode()


class FakeLink:
    def __init__(self):
        self.inbox = bytearray()
        self.out = bytearray()
        self.reads = 0

    def any(self):
        return bool(self.inbox)

    def read(self, n):
        self.reads += 1
        data = bytes(self.inbox[:n])
        del self.inbox[:n]
        return data

    def write(self, data):
        self.out += data


class FakeApp:
    def __init__(self):
        self.shown = []
        self.said = []

    def progress(self, text, done=0, total=0):
        self.shown.append(None if text is None else (text, done, total))

    def say(self, text):
        self.said.append(text)


class Device:
    def __init__(self, root):
        self.root = str(root)
        self.link = FakeLink()
        self.app = FakeApp()
        self.service = Sync(self.link, root=self.root, board="test")
        self.seq = 0

    def send_raw(self, wire):
        self.link.inbox += wire
        return self.drain()

    def drain(self):
        for _ in range(10000):
            self.service.poll(self.app)
            if not self.link.inbox and self.service.job is None and not self.service.events:
                break
        replies = [proto.parse(e[1]) for e in proto.Deframer().feed(bytes(self.link.out))
                   if e[0] == "frame"]
        self.link.out = bytearray()
        return replies

    def ask(self, kind, payload):
        self.seq += 1
        if not isinstance(payload, (bytes, bytearray)):
            payload = proto.json_payload(payload)
        replies = self.send_raw(proto.frame(kind, self.seq, payload))
        assert len(replies) == 1, replies
        rkind, seq, body = replies[0]
        assert seq == self.seq
        if rkind == proto.BYTES:
            return rkind, body
        return rkind, json.loads(body)

    def put(self, path, data, chunk=proto.CHUNK):
        digest = hashlib.sha256(data).hexdigest()
        kind, reply = self.ask(proto.PUT, {"path": path, "size": len(data), "sha256": digest})
        assert kind == proto.OK, reply
        at = reply["at"]
        while at < len(data):
            kind, reply = self.ask(proto.DATA, proto.chunk_payload(at, data[at:at + chunk]))
            assert kind == proto.OK, reply
            at = reply["at"]
        return self.ask(proto.END, {"path": path, "sha256": digest})


def _tree(root):
    out = {}
    for folder, dirs, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            out[os.path.relpath(path, root)] = open(path, "rb").read()
    return out


@pytest.fixture
def dev(tmp_path):
    root = tmp_path / "flash"
    (root / "data" / "cardgame").mkdir(parents=True)
    (root / "saves").mkdir()
    (root / "data" / "cardgame" / "old.json").write_bytes(b'{"old": true}')
    (root / "saves" / "g.jnl").write_bytes(b"\xa5journal bytes")
    return Device(root)


def _refused(dev, kind, payload, code):
    before = _tree(dev.root)
    rkind, reply = dev.ask(kind, payload)
    assert rkind == proto.ERROR and reply["code"] == code, reply
    assert reply["text"]
    assert _tree(dev.root) == before, "a refused request changed the flash"
    return reply


def test_hello_tells_versions_board_free_flash_and_limits(dev):
    kind, info = dev.ask(proto.HELLO, {"proto": 1})
    assert kind == proto.OK
    assert info["proto"] == proto.PROTO and info["board"] == "test" and info["free"] > 0
    assert info["chunk"] == proto.CHUNK and info["max_file"] == syncpath.MAX_FILE


def test_a_put_arrives_whole_verified_and_shows_its_progress(dev):
    data = _doc(30)
    kind, reply = dev.put("data/cardgame/new.json", data)
    assert kind == proto.OK and reply["sha256"] == hashlib.sha256(data).hexdigest()
    assert open(os.path.join(dev.root, "data/cardgame/new.json"), "rb").read() == data
    assert not os.path.exists(os.path.join(dev.root, service_module.PART))
    assert ("Receiving cardgame/new.json", len(data), len(data)) in dev.app.shown
    assert ("Checking cardgame/new.json", 0, 0) in dev.app.shown
    assert dev.app.shown[-1] is None and dev.app.said[-1] == "Received cardgame/new.json"


def test_card_data_that_would_not_load_is_refused_and_the_old_file_stays(dev):
    """The device checks a received file as it checks one that a game opens
    (envelope, checksum, schema, the game's own checks, UTF-8 NFC text), and
    only then replaces the old copy; the checking modules are not kept."""
    import sys
    doc = cardgame.document(cards=3)
    doc["data"]["cards"][1]["id"] = "c0"                      # a duplicate id, resealed
    from shared import carddata
    duplicate = json.dumps(carddata.seal(doc)).encode()
    for data, reason in ((os.urandom(500), "not UTF-8"), (b"{}", "checksum: is missing"),
                         (duplicate, "data.cards[1].id: duplicate id 'c0'"),
                         ("{\"label\": \"e\u0301\"}".encode(), "combining mark"),
                         (_doc(3)[:-20], "not valid JSON")):
        before = _tree(dev.root)
        kind, reply = dev.put("data/cardgame/old.json", data)
        assert kind == proto.ERROR and reply["code"] == "data", reply
        assert reason in reply["text"] and "keeps its old copy" in reply["text"], reply
        assert _tree(dev.root) == before
        assert not os.path.exists(os.path.join(dev.root, service_module.PART))
    assert "firmware.datacheck" not in sys.modules


def test_free_lists_what_can_be_freed_and_frees_what_is_named(dev):
    saves = os.path.join(dev.root, "saves")
    for name, size in (("fugitive.jnl", 2000), ("fugitive.end", 0), ("error.log", 300)):
        with open(os.path.join(saves, name), "wb") as f:
            f.write(b"x" * size)
    kind, reply = dev.ask(proto.FREE, {})
    assert kind == proto.OK
    assert reply["items"] == [["log", 300, None, False], ["game:fugitive", 2000, "fugitive", True]]
    assert reply["freed"] == 0 and reply["free"] > 0
    kind, reply = dev.ask(proto.FREE, {"free": ["game:fugitive", "game:none"]})
    assert reply["freed"] == 2000 and reply["unknown"] == ["game:none"]
    assert reply["items"] == [["log", 300, None, False]]
    assert sorted(os.listdir(saves)) == ["error.log", "g.jnl"]
    assert dev.app.said[-1] == "Freed 2 KB"
    _refused(dev, proto.FREE, {"free": "log"}, "payload")
    _refused(dev, proto.FREE, {"free": [3]}, "payload")


def test_folders_of_no_known_game_are_refused(dev):
    for path in ("data/chess/a.json", "data/scorecounter/a.json"):
        reply = _refused(dev, proto.PUT, {"path": path, "size": 1, "sha256": "0" * 64}, "path")
        assert "not the folder of a game" in reply["text"]


def test_paths_outside_the_data_folder_are_refused(dev):
    for path in ("data/../saves/g.jnl", "../x.json", "/etc/passwd", "data/cardgame/../../x.json",
                 "saves/g.jnl", "data/cardgame/.part", "data/x/y/z.json"):
        _refused(dev, proto.PUT, {"path": path, "size": 1, "sha256": "0" * 64}, "path")
        _refused(dev, proto.DELETE, {"path": path}, "path")
    _refused(dev, proto.GET, {"path": "settings.json"}, "path")
    _refused(dev, proto.LIST, {"dir": "/"}, "path")


def test_announcements_over_the_limits_are_refused(dev):
    _refused(dev, proto.PUT, {"path": "data/cardgame/a.json", "size": syncpath.MAX_FILE + 1,
                              "sha256": "0" * 64}, "size")
    _refused(dev, proto.PUT, {"path": "data/cardgame/a.json", "size": 5, "sha256": "xyz"}, "payload")
    _refused(dev, proto.PUT, {"path": "data/cardgame/a.json", "size": True, "sha256": "0" * 64},
             "payload")


def test_a_put_is_refused_when_the_flash_is_too_full(dev, monkeypatch):
    monkeypatch.setattr(Sync, "_free", lambda self: 1000)
    reply = _refused(dev, proto.PUT, {"path": "data/cardgame/a.json", "size": 500,
                                      "sha256": "0" * 64}, "space")
    assert reply["free"] == 1000


def test_chunks_out_of_order_are_refused_with_the_offset_expected(dev):
    data = os.urandom(2500)
    digest = hashlib.sha256(data).hexdigest()
    dev.ask(proto.PUT, {"path": "data/cardgame/a.json", "size": 2500, "sha256": digest})
    dev.ask(proto.DATA, proto.chunk_payload(0, data[:1000]))
    reply = _refused(dev, proto.DATA, proto.chunk_payload(0, data[:1000]), "offset")
    assert reply["expected"] == 1000
    reply = _refused(dev, proto.DATA, proto.chunk_payload(2000, data[2000:]), "offset")
    assert reply["expected"] == 1000
    dev.ask(proto.DATA, proto.chunk_payload(1000, data[1000:2000]))
    _refused(dev, proto.DATA, proto.chunk_payload(2000, os.urandom(600)), "size")
    _refused(dev, proto.END, {"path": "data/cardgame/a.json", "sha256": digest}, "size")


def test_chunks_and_ends_without_a_put_are_refused(dev):
    _refused(dev, proto.DATA, proto.chunk_payload(0, b"abc"), "state")
    _refused(dev, proto.END, {"path": "data/cardgame/a.json", "sha256": "0" * 64}, "state")


def test_a_file_whose_digest_does_not_match_is_dropped_and_the_old_one_kept(dev):
    data = b'{"new": true}'
    dev.ask(proto.PUT, {"path": "data/cardgame/old.json", "size": len(data),
                        "sha256": hashlib.sha256(b"something else").hexdigest()})
    dev.ask(proto.DATA, proto.chunk_payload(0, data))
    kind, reply = dev.ask(proto.END, {"path": "data/cardgame/old.json"})
    assert kind == proto.ERROR and reply["code"] == "digest"
    assert open(os.path.join(dev.root, "data/cardgame/old.json"), "rb").read() == b'{"old": true}'
    assert not os.path.exists(os.path.join(dev.root, service_module.PART))


def test_a_repeated_end_is_answered_again_without_doing_anything(dev):
    data = _doc(2)
    dev.put("data/cardgame/a.json", data)
    kind, reply = dev.ask(proto.END, {"path": "data/cardgame/a.json",
                                      "sha256": hashlib.sha256(data).hexdigest()})
    assert kind == proto.OK and reply["again"] is True


def test_a_put_resumes_where_it_stopped_even_after_a_restart(dev):
    data = os.urandom(5000)
    digest = hashlib.sha256(data).hexdigest()
    announce = {"path": "data/cardgame/a.json", "size": 5000, "sha256": digest}
    dev.ask(proto.PUT, announce)
    dev.ask(proto.DATA, proto.chunk_payload(0, data[:1024]))
    dev.ask(proto.DATA, proto.chunk_payload(1024, data[1024:2048]))
    dev.service.put_file.flush()
    again = Device(dev.root)                     # the board restarted
    assert again.ask(proto.HELLO, {})[1]["put"] is None
    assert again.ask(proto.PUT, announce)[1]["at"] == 2048
    # a different file (or the same name with other content) starts afresh
    other = dict(announce, sha256="1" * 64)
    assert again.ask(proto.PUT, other)[1]["at"] == 0


def test_get_reads_saves_in_chunks_and_refuses_missing_files(dev):
    kind, body = dev.ask(proto.GET, {"path": "saves/g.jnl", "at": 1})
    assert kind == proto.BYTES and proto.parse_chunk(body, 0) == (1, b"journal bytes")
    _refused(dev, proto.GET, {"path": "saves/none.jnl"}, "missing")
    _refused(dev, proto.GET, {"path": "saves/g.jnl", "at": 99}, "offset")


def test_list_pages_through_many_files_with_their_digests(dev):
    for i in range(30):
        with open(os.path.join(dev.root, "data/cardgame/f%02d.json" % i), "wb") as f:
            f.write(b"%d" % i)
    seen = []
    start = 0
    pages = 0
    while start is not None:
        kind, reply = dev.ask(proto.LIST, {"dir": "data", "from": start})
        seen += reply["files"]
        start = reply["next"]
        pages += 1
    assert pages > 1 and len(seen) == 31
    assert seen[0] == ["data/cardgame/f00.json", 1, hashlib.sha256(b"0").hexdigest()]


def test_delete_removes_a_data_file_and_says_when_there_was_none(dev):
    assert dev.ask(proto.DELETE, {"path": "data/cardgame/old.json"})[1] == {"deleted": True}
    assert not os.path.exists(os.path.join(dev.root, "data/cardgame"))   # emptied folder goes
    assert dev.ask(proto.DELETE, {"path": "data/cardgame/old.json"})[1] == {"deleted": False}


def test_damaged_frames_get_an_error_with_sequence_zero(dev):
    before = _tree(dev.root)
    wire = bytearray(proto.frame(proto.DELETE, 4, proto.json_payload(
        {"path": "data/cardgame/old.json"})))
    wire[10] ^= 0x04
    replies = dev.send_raw(bytes(wire))
    assert [(k, s, json.loads(p)["code"]) for k, s, p in replies] == [(proto.ERROR, 0, "crc")]
    replies = dev.send_raw(proto.frame(0x7A, 12, b"{}"))
    assert [(k, s, json.loads(p)["code"]) for k, s, p in replies] == [(proto.ERROR, 12, "kind")]
    assert _tree(dev.root) == before


def test_a_frame_that_stops_arriving_is_dropped_with_an_error(dev, monkeypatch):
    now = [0]
    monkeypatch.setattr(service_module, "ticks_ms", lambda: now[0])
    dev.link.inbox += proto.frame(proto.STATUS, 3, b"{}")[:5]
    dev.service.poll(dev.app)
    assert dev.link.out == b""
    now[0] += service_module.FRAME_TIMEOUT_MS + 1
    dev.service.poll(dev.app)
    replies = dev.drain()
    assert [(k, s, json.loads(p)["code"]) for k, s, p in replies] == [(proto.ERROR, 0, "truncated")]


def test_an_idle_poll_only_asks_the_link_whether_anything_came(dev):
    for _ in range(100):
        dev.service.poll(dev.app)
    assert dev.link.reads == 0


def test_one_poll_does_a_bounded_amount_of_work(dev, monkeypatch):
    """With a clock that moves 1 ms per look, one poll stops at its budget."""
    now = [0]

    def clock():
        now[0] += 1
        return now[0]
    monkeypatch.setattr(service_module, "ticks_ms", clock)
    for i in range(200):
        dev.link.inbox += proto.frame(proto.STATUS, i + 1, b"{}")
    dev.service.poll(dev.app)
    answered = len([e for e in proto.Deframer().feed(bytes(dev.link.out)) if e[0] == "frame"])
    assert 0 < answered < 20
    dev.link.out = bytearray()
    assert len(dev.drain()) == 200 - answered     # the rest on later polls


def test_the_service_takes_the_boards_link_when_it_is_plugged_in_later(tmp_path):
    class Board:
        NAME = "emulator"
        link = None

    class App(FakeApp):
        board = Board()

    app = App()
    service = Sync(None, root=str(tmp_path))
    service.poll(app)                       # no link yet: nothing to do
    link = FakeLink()
    Board.link = link
    link.inbox += proto.frame(proto.HELLO, 1, b"{}")
    service.poll(app)
    replies = [proto.parse(e[1]) for e in proto.Deframer().feed(bytes(link.out)) if e[0] == "frame"]
    assert json.loads(replies[0][2])["board"] == "emulator"
