# The USB sync protocol's frames: the same code on the device and the host.
#
# On the wire a frame is
#     SOF  escaped(body)  EOF
# and the body is
#     version (1 byte) | kind (1) | seq (2, big-endian) | length n (2) |
#     payload (n bytes) | CRC32 of everything before it (4, big-endian)
# Inside a frame every byte below 0x20 is sent as ESC followed by the byte
# XOR 0x40 (so 0x03 becomes ESC 'C'): a frame holds no control character
# other than its own three markers. That keeps the MicroPython REPL usable on
# the same USB port: Ctrl-C (0x03) still interrupts the firmware and Ctrl-A
# (0x01) still enters the raw REPL, because sync traffic never contains them,
# and no tty layer between host and board can mistake a frame byte for a
# line ending or a signal. Bytes outside frames are the device's log text.
#
# The version byte comes first in every version of the protocol; a frame of
# another version gets an error reply in the receiver's own version.
# Payloads are compact JSON, except for file bytes: "D" requests and "B"
# replies carry a 4-byte offset then raw bytes.
import json
from binascii import crc32

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

PROTO = const(1)
SOF = const(0x1E)
EOF = const(0x1F)
ESC = const(0x1B)
HEAD = const(6)              # version, kind, seq, length
TAIL = const(4)              # CRC32
CHUNK = const(1024)          # file bytes per frame
MAX_PAYLOAD = const(1200)    # a chunk and its offset, or a page of JSON
MAX_BODY = const(1210)       # HEAD + MAX_PAYLOAD + TAIL

# requests (host to device)
HELLO = const(0x48)          # H {"proto", "host"} -> K versions, board, free flash
LIST = const(0x4C)           # L {"dir", "from"} -> K {"files": [[path, size, sha256]], "next"}
PUT = const(0x50)            # P {"path", "size", "sha256"} -> K {"at"}: where to go on
DATA = const(0x44)           # D offset + bytes -> K {"at"}
END = const(0x45)            # E {} -> K {"path", "size", "sha256"} once verified and in place
GET = const(0x47)            # G {"path", "at"} -> B offset + bytes (empty at the end)
DELETE = const(0x58)         # X {"path"} -> K {"deleted"}
STATUS = const(0x53)         # S {} -> K {"put", "free", counters}
ABORT = const(0x41)          # A {} -> K {}: drop an unfinished put
FREE = const(0x46)           # F {"free": [ids]} -> K {"items", "freed", "free"}: make room
# replies (device to host)
OK = const(0x4B)             # K JSON
BYTES = const(0x42)          # B offset + bytes
ERROR = const(0x52)          # R {"code", "text", ...}: refused, nothing changed

REQUESTS = (HELLO, LIST, PUT, DATA, END, GET, DELETE, STATUS, ABORT, FREE)


class FrameError(Exception):
    """A frame that cannot be used. `seq` is the request it answers to when
    that is known (0 when the frame was too damaged to tell)."""

    def __init__(self, code, text, seq=0, extra=None):
        super().__init__(text)
        self.code = code
        self.text = text
        self.seq = seq
        self.extra = extra


# -- building frames --

# Escaping and unescaping lean on C code (set(), bytes.replace, split, join)
# rather than a Python step per byte: on the Pico such a loop costs about
# 0.1 ms per byte, more than everything else a transfer does.
_CONTROLS = [bytes((b,)) for b in range(0x20)]
_PAIRS = [bytes((ESC, b ^ 0x40)) for b in range(0x20)]


def escape(body):
    """The wire form of a body: SOF, body with control bytes escaped, EOF."""
    data = bytes(body)
    present = [b for b in set(data) if b < 0x20]
    if ESC in present:                   # ESC first: its pair holds no control byte
        data = data.replace(_CONTROLS[ESC], _PAIRS[ESC])
    for b in present:
        if b != ESC:
            data = data.replace(_CONTROLS[b], _PAIRS[b])
    return _CONTROLS[SOF] + data + _CONTROLS[EOF]


def unescape(raw):
    """The body inside a frame's markers; FrameError on a bad escape. (A raw
    control byte inside a frame is not looked for: it changes the body, so
    the CRC refuses the frame.) Copies each run between escapes once, into
    a buffer of the final size: a 1 KB chunk makes about 1 KB of garbage."""
    esc = _CONTROLS[ESC]
    count = raw.count(esc)
    if count == 0:
        return bytes(raw)
    n = len(raw)
    src = memoryview(raw)
    out = bytearray(n - count)
    i = o = 0
    while True:
        j = raw.find(esc, i)
        if j < 0:
            out[o:] = src[i:]
            return out
        out[o:o + j - i] = src[i:j]
        o += j - i
        x = raw[j + 1] if j + 1 < n else 0
        if x < 0x40 or x >= 0x60:
            raise FrameError("escape", "bad escape inside a frame")
        out[o] = x ^ 0x40
        o += 1
        i = j + 2


def body(kind, seq, payload, version=PROTO):
    """The unescaped body of a frame (bytes), CRC included."""
    n = len(payload)
    if n > MAX_PAYLOAD:
        raise ValueError("payload of %d bytes is over the limit of %d" % (n, MAX_PAYLOAD))
    head = bytes((version, kind, (seq >> 8) & 0xFF, seq & 0xFF, n >> 8, n & 0xFF))
    crc = crc32(payload, crc32(head)) & 0xFFFFFFFF
    return head + bytes(payload) + crc.to_bytes(4, "big")


def frame(kind, seq, payload, version=PROTO):
    """A frame ready for the wire."""
    return escape(body(kind, seq, payload, version))


def json_payload(value):
    return json.dumps(value, separators=(",", ":")).encode()


def chunk_payload(offset, data):
    return offset.to_bytes(4, "big") + bytes(data)


def error_payload(code, text, extra=None):
    value = {"code": code, "text": text}
    if extra:
        for key in extra:
            value[key] = extra[key]
    return json_payload(value)


# -- reading frames --

def parse(data):
    """(kind, seq, payload) of a frame body; FrameError if it is unusable."""
    n = len(data)
    if n < HEAD + TAIL:
        raise FrameError("short", "frame of %d bytes is shorter than a header" % n)
    if crc32(memoryview(data)[:n - TAIL]) & 0xFFFFFFFF != int.from_bytes(data[n - TAIL:], "big"):
        raise FrameError("crc", "frame checksum does not match")
    if data[0] != PROTO:
        raise FrameError("version", "protocol version %d is not spoken here" % data[0],
                         0, {"proto": PROTO})
    seq = (data[2] << 8) | data[3]
    length = (data[4] << 8) | data[5]
    if length != n - HEAD - TAIL:
        raise FrameError("length", "frame says %d payload bytes but has %d"
                         % (length, n - HEAD - TAIL), seq)
    return data[1], seq, data[HEAD:n - TAIL]


def parse_json(payload, seq):
    """A JSON object payload; FrameError("payload") if it is not one."""
    try:
        value = json.loads(bytes(payload))
    except (ValueError, UnicodeError):
        raise FrameError("payload", "payload is not valid JSON", seq)
    if not isinstance(value, dict):
        raise FrameError("payload", "payload must be a JSON object", seq)
    return value


def parse_chunk(payload, seq):
    """(offset, bytes) of a file chunk payload."""
    if len(payload) < 4:
        raise FrameError("payload", "a chunk needs a 4-byte offset", seq)
    return int.from_bytes(payload[:4], "big"), payload[4:]


class Deframer:
    """Cuts a byte stream into frame bodies.

    feed(data) returns a list of events:
        ("frame", body)          a complete frame, still to be parse()d
        ("bad", code, text)      a damaged frame, already dropped
        ("text", bytes)          bytes outside frames (only if keep_text)
    A frame cut short by the next SOF is reported as truncated; abandon()
    drops a frame whose end never came (the caller keeps the time).
    The markers are found with bytes.find, so a chunk costs a few C calls,
    not a Python step per byte."""

    def __init__(self, max_body=MAX_BODY, keep_text=False):
        self.max_body = max_body
        self.keep_text = keep_text
        self.buf = bytearray()
        self.inside = False      # between SOF and EOF
        self.skipping = False    # dropping the rest of a bad frame

    def feed(self, data):
        events = []
        if not isinstance(data, bytes):
            data = bytes(data)
        n = len(data)
        pos = 0
        while pos < n:
            if not self.inside and not self.skipping:
                start = data.find(_CONTROLS[SOF], pos)
                end = n if start < 0 else start
                if self.keep_text and end > pos:
                    events.append(("text", data[pos:end]))
                if start < 0:
                    break
                self._restart(True)
                pos = start + 1
                continue
            sof = data.find(_CONTROLS[SOF], pos)
            eof = data.find(_CONTROLS[EOF], pos)
            if eof >= 0 and (sof < 0 or eof < sof):
                if self.inside:
                    self.buf += data[pos:eof]
                    self._finish(events)
                self._restart(False)
                pos = eof + 1
            elif sof >= 0:
                if self.inside:
                    events.append(("bad", "truncated", "frame cut short by the next frame"))
                self._restart(True)
                pos = sof + 1
            else:
                if self.inside:
                    self.buf += data[pos:]
                    if len(self.buf) > 2 * self.max_body:
                        events.append(("bad", "oversized",
                                       "frame longer than %d bytes" % self.max_body))
                        self.buf = bytearray()
                        self.inside = False
                        self.skipping = True
                break
        return events

    def _finish(self, events):
        try:
            body = unescape(self.buf)
        except FrameError as e:
            events.append(("bad", e.code, e.text))
            return
        if len(body) > self.max_body:
            events.append(("bad", "oversized", "frame longer than %d bytes" % self.max_body))
        else:
            events.append(("frame", body))

    def busy(self):
        """True while a frame has started and not ended."""
        return self.inside or self.skipping

    def abandon(self):
        """Drop a frame that stopped arriving; an event if one was pending."""
        was_inside = self.inside
        self._restart(False)
        if was_inside:
            return ("bad", "truncated", "frame stopped arriving before its end")
        return None

    def _restart(self, inside):
        self.buf = bytearray()
        self.inside = inside
        self.skipping = False
