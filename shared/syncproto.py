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
# replies (device to host)
OK = const(0x4B)             # K JSON
BYTES = const(0x42)          # B offset + bytes
ERROR = const(0x52)          # R {"code", "text", ...}: refused, nothing changed

REQUESTS = (HELLO, LIST, PUT, DATA, END, GET, DELETE, STATUS, ABORT)


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

def escape(body):
    """The wire form of a body: SOF, body with control bytes escaped, EOF."""
    out = bytearray()
    out.append(SOF)
    start = 0
    n = len(body)
    for i in range(n):
        b = body[i]
        if b < 0x20:
            out += body[start:i]
            out.append(ESC)
            out.append(b ^ 0x40)
            start = i + 1
    out += body[start:n]
    out.append(EOF)
    return out


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
    if crc32(data[:n - TAIL]) & 0xFFFFFFFF != int.from_bytes(data[n - TAIL:], "big"):
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
    drops a frame whose end never came (the caller keeps the time)."""

    def __init__(self, max_body=MAX_BODY, keep_text=False):
        self.max_body = max_body
        self.keep_text = keep_text
        self.buf = bytearray()
        self.inside = False      # between SOF and EOF
        self.escaped = False     # the last byte was ESC
        self.skipping = False    # dropping the rest of a bad frame

    def feed(self, data):
        # one pass over the bytes with the state in locals: this loop is the
        # device's hottest code during a transfer
        events = []
        buf = self.buf
        inside = self.inside
        escaped = self.escaped
        skipping = self.skipping
        limit = self.max_body
        text_start = -1 if (inside or skipping) else 0
        problem = None
        for i in range(len(data)):
            b = data[i]
            if b >= 0x20:
                if not inside:
                    continue                     # log text, or the rest of a bad frame
                if escaped:
                    if b >= 0x60 or b < 0x40:
                        problem = ("escape", "bad escape 0x%02x" % b)
                    else:
                        buf.append(b ^ 0x40)
                        escaped = False
                else:
                    buf.append(b)
                if problem is None and len(buf) > limit:
                    problem = ("oversized", "frame longer than %d bytes" % limit)
            elif b == SOF:
                if text_start >= 0 and self.keep_text and i > text_start:
                    events.append(("text", bytes(data[text_start:i])))
                text_start = -1
                if inside:
                    events.append(("bad", "truncated", "frame cut short by the next frame"))
                buf = bytearray()
                inside = True
                escaped = skipping = False
            elif not inside and not skipping:
                continue                         # a control byte in log text
            elif b == EOF:
                if inside and escaped:
                    events.append(("bad", "escape", "frame ends inside an escape"))
                elif inside:
                    events.append(("frame", bytes(buf)))
                buf = bytearray()
                inside = escaped = skipping = False
                text_start = i + 1
            elif skipping:
                continue
            elif b == ESC and not escaped:
                escaped = True
            else:
                problem = ("byte", "raw control byte 0x%02x inside a frame" % b)
            if problem is not None:
                events.append(("bad", problem[0], problem[1]))
                problem = None
                buf = bytearray()
                inside = escaped = False
                skipping = True
        if text_start >= 0 and self.keep_text and text_start < len(data):
            events.append(("text", bytes(data[text_start:])))
        self.buf = buf
        self.inside = inside
        self.escaped = escaped
        self.skipping = skipping
        return events

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
        self.escaped = False
        self.skipping = False
