# Journal records (shared/journal.py: length, CRC32, payload) read from a
# file on flash one at a time, so that a long journal never has to be in
# memory whole, with the running position and CRC32 of what was read: the
# snapshots (firmware/snapshots.py) are tied to the journal by exactly that.
#
# The file is read in pieces of CHUNK bytes into one buffer allocated once
# (a file read costs far more than slicing a few bytes out of memory, and
# a resume that allocated a new piece for every chunk would need blocks of
# that size while its heap fills with the moves it is rebuilding).
import json
from binascii import crc32

from shared import journal

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

CHUNK = const(512)
SAVES = "saves"


def journal_path(name):
    return "%s/%s.jnl" % (SAVES, name)


def saved_header(storage, name):
    """The header of a game's saved journal, or None (reads its first record
    only). Here, not in firmware/session.py, so that the home screen and the
    game list can tell which games are saved without loading the match code."""
    f = storage.reader(journal_path(name))
    if f is None:
        return None
    with f:
        payload = read(f)
    try:
        value = json.loads(payload) if payload is not None else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


class Reader:
    """next() -> the payload of the next record, or None at the end of the
    file or at a damaged record. pos is the end of the last good record,
    crc the CRC32 of the file's bytes up to pos, count the good records.
    (The file's own position runs ahead of pos: seek before using it.)"""

    def __init__(self, f, chunk=CHUNK):
        self.f = f
        self.pos = 0
        self.crc = 0
        self.count = 0
        self._chunk = chunk
        self._buf = bytearray(chunk)
        self._mv = memoryview(self._buf)
        self._at = 0             # next byte to hand out
        self._end = 0            # bytes in the buffer

    def _take(self, n):
        """The next n bytes (fewer at the end of the file), as bytes."""
        if self._end - self._at < n:
            rest = self._end - self._at
            if n > self._chunk:
                # a record bigger than the buffer (rare): read it whole
                data = bytes(self._mv[self._at:self._end]) + self.f.read(n - rest)
                self._at = self._end = 0
                return data
            if rest:
                # a few bytes of a record cut by the chunk's end go to the front
                self._mv[0:rest] = bytes(self._mv[self._at:self._end])
            got = self.f.readinto(self._mv[rest:])
            self._at = 0
            self._end = rest + (got or 0)
        at = self._at
        n = min(n, self._end - at)
        self._at = at + n
        return bytes(self._mv[at:at + n])

    def next(self):
        head = self._take(journal.HEAD_SIZE)
        found = journal.split_head(head)
        if found is None:
            return None
        payload = self._take(found[0])
        if len(payload) != found[0] or not journal.payload_ok(payload, found[1]):
            return None
        self.crc = crc32(payload, crc32(head, self.crc)) & 0xFFFFFFFF
        self.pos += journal.HEAD_SIZE + len(payload)
        self.count += 1
        return payload


def read(f):
    """The payload of the first record of the file f, or None. (For more
    records use one Reader: it reads ahead.)"""
    return Reader(f, SMALL).next()


SMALL = const(64)   # the buffer for a file's first records (snapshot metas...)
