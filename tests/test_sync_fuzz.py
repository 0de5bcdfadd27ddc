# Fuzzing the sync service: 100,000 mutated frames against the real
# MicroPython unix port behind a pseudo-terminal. The rule checked: every
# malformed, truncated, oversized, out-of-order or wrong-version frame gets
# an error reply and changes nothing, so after the run the service still
# answers at once, and the flash is byte for byte what it was.
#
# Frames go out in batches; after each batch a sentinel request (a GET whose
# offset is the batch number) must be answered within seconds: that proves
# the device read and answered everything before it, without hanging.
# 0x03 never appears on the wire: it is the REPL's Ctrl-C and stops the
# firmware on purpose (the protocol itself never sends it).
import json
import os
import random
import threading
import time

from shared import syncproto as proto
from tests.support.ptydevice import PtyDevice

FRAMES = int(os.environ.get("TK_FUZZ_FRAMES", 100_000))
BATCH = 2_000
SENTINEL_SEQ = 0xFFFE
SENTINEL_PATH = "data/fugitive/set0.json"

PATHS = [
    "data/../../etc/passwd", "/etc/passwd", "data/fugitive/../../x.json",
    "data/fugitive/.part", "data/.part", "data/fugitive/a.txt", "data/Fugitive/a.json",
    "data/a/b/c.json", "data//x.json", "saves/../data/fugitive/set0.json", "data\\x\\y.json",
    "data/zz/nothere.json", "saves/none.jnl", "data/fugitive/" + "x" * 90 + ".json",
    "data/fugitive/caf\u00e9.json", "data/fugitive/a\x00.json", "", ".", "..", 17, None,
    ["data"], {"p": 1}, "data/zz/\u017elu\u0165ou\u010dk\u00fd.json",
]
VALUES = [0, -1, 1, 65536, 65537, 1 << 40, -(1 << 40), True, None, "12", 1.5, [], {},
          "0" * 64, "g" * 64, "A" * 64, "", "sha256:" + "0" * 64]


def _seed_payload(rng, kind):
    """A request payload that is well formed or nearly so, but never one that
    could change the flash: deletes and puts only name missing files."""
    if kind == proto.DATA:
        return rng.randrange(0, 70000).to_bytes(4, "big") + os.urandom(rng.randrange(0, 64))
    fields = {}
    for name in rng.sample(["path", "size", "sha256", "dir", "from", "at", "n", "proto"],
                           rng.randrange(0, 4)):
        fields[name] = rng.choice(PATHS if name in ("path", "dir") else VALUES)
    if kind == proto.DELETE and rng.random() < 0.5:
        fields["path"] = "data/zz/nothere.json"
    if kind == proto.PUT and rng.random() < 0.3:
        fields = {"path": "data/zz/nothere.json", "size": rng.randrange(0, 900),
                  "sha256": "%064x" % rng.getrandbits(256)}
    text = json.dumps(fields, ensure_ascii=False)
    if rng.random() < 0.1:
        text = rng.choice(["[1,2]", "12", '"x"', "{", '{"path":', "null", "[" * 500 + "]" * 500,
                           '{"dir":"data","from":' + "9" * 40 + "}"])
    raw = text.encode()
    if rng.random() < 0.05:
        raw = b"\xff\xfe" + raw
    return raw[:proto.MAX_PAYLOAD]


def _no_ctrl_c(data):
    return data.replace(b"\x03", b"\x43")


def mutated_frame(rng):
    """One bad (or harmless) frame, in one of several ways."""
    kind = rng.choice(proto.REQUESTS + (0x00, 0x4B, 0x52, 0xFF))
    seq = rng.randrange(0, 0x8000)
    payload = _seed_payload(rng, kind)
    how = rng.random()
    if how < 0.35:                       # damage the wire bytes
        wire = bytearray(proto.frame(kind, seq, payload))
        for _ in range(rng.randrange(1, 5)):
            op = rng.randrange(4)
            i = rng.randrange(len(wire))
            if op == 0:
                wire[i] ^= 1 << rng.randrange(8)
            elif op == 1:
                wire.insert(i, rng.randrange(256))
            elif op == 2 and len(wire) > 2:
                del wire[i]
            else:
                wire[i] = rng.choice((proto.SOF, proto.EOF, proto.ESC, 0x00, 0x0A))
        return _no_ctrl_c(bytes(wire))
    if how < 0.60:                       # damage the body, then give it a valid CRC
        body = bytearray(proto.body(kind, seq, payload))[:-4]
        for _ in range(rng.randrange(1, 4)):
            i = rng.randrange(len(body))
            body[i] = rng.randrange(256)
        return bytes(proto.escape(proto.body(body[1], (body[2] << 8) | body[3], bytes(body[6:]),
                                             version=body[0])))
    if how < 0.70:                       # a wrong length field
        body = bytearray(proto.body(kind, seq, payload))
        body[5] ^= rng.randrange(1, 256)
        from binascii import crc32
        body[-4:] = (crc32(bytes(body[:-4])) & 0xFFFFFFFF).to_bytes(4, "big")
        return bytes(proto.escape(body))
    if how < 0.78:                       # truncated: cut short, the next frame follows
        wire = proto.frame(kind, seq, payload)
        return bytes(wire[:rng.randrange(1, len(wire) - 1)])
    if how < 0.84:                       # oversized
        return bytes([proto.SOF]) + b"A" * rng.randrange(proto.MAX_BODY, 2 * proto.MAX_BODY) \
            + bytes([proto.EOF])
    if how < 0.90:                       # another protocol version
        return bytes(proto.frame(kind, seq, payload, version=rng.choice((0, 2, 3, 255))))
    if how < 0.96:                       # well framed, well formed, out of order or refused
        return bytes(proto.frame(kind, seq, payload))
    return _no_ctrl_c(os.urandom(rng.randrange(1, 80)))      # line noise


def _snapshot(root):
    files = {}
    for folder, dirs, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, root)] = f.read()
    return files


class Replies(threading.Thread):
    """Reads the device's answers; remembers sentinel answers and counts."""

    def __init__(self, fd):
        super().__init__(daemon=True)
        self.fd = fd
        self.deframer = proto.Deframer(max_body=proto.MAX_BODY, keep_text=True)
        self.errors = 0
        self.oks = 0
        self.sentinels = set()
        self.text = bytearray()
        self.running = True

    def run(self):
        import select
        while self.running:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return
            for event in self.deframer.feed(data):
                if event[0] == "text":
                    self.text += event[1]
                    del self.text[:-2000]
                elif event[0] == "frame":
                    kind, seq, payload = proto.parse(event[1])
                    if kind == proto.ERROR:
                        self.errors += 1
                    elif kind == proto.BYTES and seq == SENTINEL_SEQ:
                        self.sentinels.add(int.from_bytes(payload[:4], "big"))
                    else:
                        self.oks += 1


def test_100000_mutated_frames_get_answers_and_change_nothing(tmp_path):
    flash = tmp_path / "flash"
    (flash / "data" / "fugitive").mkdir(parents=True)
    (flash / "saves").mkdir()
    (flash / "data" / "fugitive" / "set0.json").write_bytes(os.urandom(3000))
    (flash / "data" / "fugitive" / "set1.json").write_text('{"x": "\u017elu\u0165ou\u010dk\u00fd"}')
    (flash / "saves" / "game.jnl").write_bytes(os.urandom(500))
    before = _snapshot(flash)
    rng = random.Random(20240611)
    with PtyDevice(flash) as dev:
        replies = Replies(dev._keep)
        replies.start()
        start = time.monotonic()
        sent = 0
        batch_no = 0
        while sent < FRAMES:
            n = min(BATCH, FRAMES - sent)
            batch = b"".join(mutated_frame(rng) for _ in range(n))
            batch_no += 1
            sentinel = proto.frame(proto.GET, SENTINEL_SEQ, proto.json_payload(
                {"path": SENTINEL_PATH, "at": batch_no}))
            _write(dev._keep, batch + sentinel)
            sent += n
            deadline = time.monotonic() + 30
            while batch_no not in replies.sentinels:
                assert dev.alive(), "the device died: %r" % bytes(replies.text[-500:])
                assert time.monotonic() < deadline, \
                    "no answer after batch %d: %r" % (batch_no, bytes(replies.text[-500:]))
                time.sleep(0.005)
        took = time.monotonic() - start
        scratch = ("data/.part", "data/.part.json")
        during = {k: v for k, v in _snapshot(flash).items() if k not in scratch}
        # abandon whatever a fuzzed put may have opened, then compare
        _write(dev._keep, proto.frame(proto.ABORT, 0x7FFF, b"{}"))
        time.sleep(0.3)
        replies.running = False
        alive = dev.alive()
    print("\nfuzz: %d frames in %.1f s (%.0f frames/s), %d error replies, %d other replies"
          % (FRAMES, took, FRAMES / took, replies.errors, replies.oks))
    assert alive
    assert during == before          # the data, the saves: untouched
    assert replies.errors > FRAMES // 2
    assert b"Traceback" not in bytes(replies.text)
    assert _snapshot(flash) == before


def _write(fd, data):
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
