# The journal format, and how a journal is read back after a power cut or a
# damaged flash page (bit rot). The firmware opens the files; this module
# turns a file object (or bytes) into entries and entries into bytes.
#
# A journal is a list of entries numbered from 0: its header, then one per
# op. Each entry is written as COPIES identical records, back to back; a
# record is
#     MAGIC (1 byte) | seq (2, big-endian) | length n (2) |
#     CRC32 of seq, length and payload (4) | payload (n bytes)
# where seq is the entry's number (modulo 65536).
#
# Why two copies: a damaged byte touches one record, so the other copy still
# holds the entry and nothing is lost. (With one copy, every entry after a
# lost one would be lost too: a move played on a state that no longer exists
# cannot be trusted, and a lost header loses the game.) A power cut can cut
# the last entry's records short: the entry counts once a copy is whole.
#
# Why seq: after a record that does not check out, the reader looks for the
# next one that does (it resynchronises, byte by byte: the CRC32 over seq,
# length and payload makes a false record in the bytes of a damaged one about
# a 1 in 4 billion chance), and its seq says what it is: the copy of the
# entry being read, the next entry, or a later one (the entries between are
# lost, and counted). So the reader finds every intact entry, wherever the
# damage is, and entries appended after damaged bytes are found too: the
# reader and the writer agree on where the journal ends.
#
# The reader also keeps the position and CRC32 the file would have if it had
# been written without damage (each entry's record COPIES times): snapshots
# are tied to the journal by exactly those (firmware/snapshots.py), so a
# repaired copy does not make them useless.
#
# Journals of the first format (MAGIC_V1: no seq, one copy) are still read,
# as the longest valid prefix; the firmware rewrites them in this format.
import io
import json
from binascii import crc32

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

MAGIC = const(0xA6)
MAGIC_V1 = const(0xA5)
HEAD_SIZE = const(9)
HEAD_V1 = const(7)
MAX_PAYLOAD = const(0xFFFF)
COPIES = const(2)
SEQ_MASK = const(0xFFFF)
BEHIND = const(0x8000)       # a seq this far past the expected one is behind it
CHUNK = const(512)           # bytes read from the file at a time
SMALL = const(64)            # the buffer for a file's first records (snapshot metas)


def record_head(seq, payload):
    """The HEAD_SIZE bytes that frame one payload (bytes) as record `seq`."""
    n = len(payload)
    if n > MAX_PAYLOAD:
        raise ValueError("journal record too long: %d bytes" % n)
    fields = bytes(((seq >> 8) & 0xFF, seq & 0xFF, n >> 8, n & 0xFF))
    crc = crc32(payload, crc32(fields)) & 0xFFFFFFFF
    return bytes((MAGIC,)) + fields + crc.to_bytes(4, "big")


def encode_record(seq, payload):
    """One record: entry `seq`'s payload (bytes), framed."""
    return record_head(seq, payload) + payload


def encode_entry(seq, payload, copies=COPIES):
    """Entry `seq` as it is written: its record `copies` times."""
    return encode_record(seq, payload) * copies


def encode_op(seq, value, copies=COPIES):
    """Entry `seq` holding one JSON value (a header or a match op)."""
    return encode_entry(seq, json.dumps(value).encode(), copies)


class Reader:
    """next() -> the payload of the next entry (bytes), or None at the end
    of the file. A file of the first format is read as its longest valid
    prefix (v1 is True).

    After each entry:
      count     entries read
      seq       the seq of the next entry (what a writer appends next)
      pos, crc  the size and CRC32 the file would have up to here, written
                without damage; broken: they no longer follow the file as it
                was written (entries were lost before here)
      end       where the last good record ends in the file
      lost      entries known to be lost (between the ones read; an
                unfinished last one)
      irregular the file is not as it was written (a damaged or missing
                copy, damaged bytes, entries lost): rewriting it from its
                entries would give other bytes"""

    def __init__(self, f, copies=COPIES, chunk=CHUNK):
        self.f = f
        self.size = f.seek(0, 2)
        self.copies = copies
        self._chunk = chunk
        self._buf = bytearray(chunk)
        self._mv = memoryview(self._buf)
        self._at = 0              # the buffer holds the file's bytes _at.._at+_have
        self._have = 0
        self.at = 0               # the next byte to look at
        self.end = 0
        self.seq = 0
        self.count = 0
        self.pos = 0
        self.crc = 0
        self.lost = 0
        self.irregular = False
        self.broken = False
        self._last = None         # the record of the last entry (its copies match it)
        self._copies = copies     # copies of the last entry seen
        self._counted = False     # the bytes after the last good record are counted
        head = self._read(0, HEAD_V1)
        self.v1 = (len(head) == HEAD_V1 and head[0] == MAGIC_V1
                   and self._record_v1(0) is not None)

    # -- reading the file --

    def _read(self, p, n):
        """The file's bytes p..p+n (fewer at its end)."""
        if p >= self._at and p + n <= self._at + self._have:
            i = p - self._at
            return bytes(self._mv[i:i + n])
        if n > self._chunk:
            self.f.seek(p)
            return self.f.read(n)
        self.f.seek(p)
        got = self.f.readinto(self._mv)
        self._at = p
        self._have = got or 0
        return bytes(self._mv[0:min(n, self._have)])

    def _crc_of(self, p, n, crc):
        """CRC32 of the file's bytes p..p+n, read a chunk at a time (a damaged
        length may claim most of the file)."""
        while n > 0:
            piece = self._read(p, min(n, self._chunk))
            if not piece:
                break
            crc = crc32(piece, crc)
            p += len(piece)
            n -= len(piece)
        return crc & 0xFFFFFFFF

    def _record_at(self, p):
        """(seq, record bytes) of a valid record at p, else None."""
        head = self._read(p, HEAD_SIZE)
        if len(head) < HEAD_SIZE or head[0] != MAGIC:
            return None
        n = (head[3] << 8) | head[4]
        if p + HEAD_SIZE + n > self.size:
            return None
        want = int.from_bytes(head[5:9], "big")
        if n > self._chunk and self._crc_of(p + HEAD_SIZE, n, crc32(head[1:5])) != want:
            return None              # checked before it is read whole
        payload = self._read(p + HEAD_SIZE, n)
        if n <= self._chunk and crc32(payload, crc32(head[1:5])) & 0xFFFFFFFF != want:
            return None
        return (head[1] << 8) | head[2], head + payload

    def _record_v1(self, p):
        head = self._read(p, HEAD_V1)
        if len(head) < HEAD_V1 or head[0] != MAGIC_V1:
            return None
        n = (head[1] << 8) | head[2]
        if p + HEAD_V1 + n > self.size:
            return None
        if self._crc_of(p + HEAD_V1, n, 0) != int.from_bytes(head[3:7], "big"):
            return None
        return head + self._read(p + HEAD_V1, n)

    def _magic_from(self, p, end):
        """The first position from p (below end) that holds MAGIC, or -1."""
        magic = bytes((MAGIC,))
        while p < end:
            self._read(p, self._chunk)           # the buffer now holds p
            i = self._buf.find(magic, p - self._at, self._have)
            if i >= 0:
                return self._at + i
            p = self._at + self._have
        return -1

    def _resync(self, p):
        """(position, seq, record) of the first valid record at or after p
        that is not behind the entry expected, or None."""
        while True:
            q = self._magic_from(p, self.size)
            if q < 0:
                return None
            found = self._record_at(q)
            if found is not None and (found[0] - self.seq + 1) & SEQ_MASK < BEHIND:
                return q, found[0], found[1]
            p = q + 1

    def _count_cut(self, p):
        """How many entries the bytes from p to the end held: the distinct
        seqs of the record heads among them that could follow the last
        entry (damage seldom hits a head), at least one."""
        seqs = []
        while True:
            p = self._magic_from(p, self.size)
            if p < 0:
                return len(seqs)
            head = self._read(p, HEAD_SIZE)
            seq = (head[1] << 8) | head[2] if len(head) == HEAD_SIZE else -1
            if (seq >= 0 and (seq - self.seq) & SEQ_MASK < 64 and seq not in seqs
                    and p + HEAD_SIZE + ((head[3] << 8) | head[4]) <= self.size):
                seqs.append(seq)
            p += 1

    # -- entries --

    def next(self):
        if self.v1:
            return self._next_v1()
        while self.at < self.size:
            last = self._last
            if self._copies < self.copies and self._read(self.at, len(last)) == last:
                self._copies += 1                # a copy of the entry just read
                self.at += len(last)
                self.end = self.at
                continue
            at = self.at
            found = self._record_at(at)
            if found is None:
                found = self._resync(at + 1)
                self.irregular = True            # damaged bytes, or a cut record
                if found is None:
                    break
                at = found[0]
                found = found[1:]
            seq, record = found
            self.at = at + len(record)
            ahead = (seq - self.seq) & SEQ_MASK
            if ahead >= BEHIND:
                self.irregular = True            # an earlier entry again, not the same bytes
                continue
            return self._take(seq, ahead, record)
        if self.count and self._copies < self.copies:
            self.irregular = True                # the last entry lacks a copy
        if self.count and not self._counted:
            self._counted = True
            p = self.end
            if self._copies < self.copies:
                p += len(self._last)             # the last entry's copy, cut or damaged
            if p < self.size:
                # entries after the last good record, cut short or damaged
                self.lost += max(1, self._count_cut(p))
        return None

    def _take(self, seq, ahead, record):
        if ahead:
            self.lost += ahead                   # entries missing before this one
            self.broken = True
            self.irregular = True
        if self._copies < self.copies:
            self.irregular = True                # the entry before lacked a copy
        self.seq = (seq + 1) & SEQ_MASK
        self.count += 1
        self._last = record
        self._copies = 1
        self.end = self.at
        for i in range(self.copies):
            self.crc = crc32(record, self.crc) & 0xFFFFFFFF
        self.pos += len(record) * self.copies
        return record[HEAD_SIZE:]

    def _next_v1(self):
        record = self._record_v1(self.at)
        if record is None:
            if self.at < self.size and not self.irregular:
                self.irregular = True
                self.lost += _count_v1_after(self, self.at)
            return None
        self.at += len(record)
        self.end = self.pos = self.at
        self.crc = crc32(record, self.crc) & 0xFFFFFFFF
        self.count += 1
        self.seq = self.count & SEQ_MASK
        return record[HEAD_V1:]

    def lose(self):
        """The entry just read cannot be used (its content is unreadable):
        count it as lost; pos and crc no longer follow the written file."""
        self.lost += 1
        self.broken = True
        self.irregular = True


def _count_v1_after(reader, p):
    # a first-format journal is trusted only up to its first damage: the
    # records after it are lost too (counted, to say how many)
    count = 1
    p += 1
    while p < reader.size:
        record = reader._record_v1(p)
        if record is None:
            p += 1
        else:
            count += 1
            p += len(record)
    return count


def read_first(f, copies=COPIES):
    """The payload of a file's first entry, or None (for a journal's header,
    a snapshot's meta: a small buffer)."""
    return Reader(f, copies, SMALL).next()


class Recovery:
    """What read() found: the entries' payloads and what it had to drop."""

    def __init__(self, records, reader):
        self.records = records
        self.lost = reader.lost             # entries lost (see Reader)
        self.irregular = reader.irregular   # damage found (repaired from a copy or not)
        self.v1 = reader.v1
        self.end = reader.end

    def clean(self):
        return not self.irregular


def read(data, copies=COPIES):
    """Every entry of journal bytes (see Reader)."""
    reader = Reader(io.BytesIO(bytes(data)), copies)
    records = []
    while True:
        payload = reader.next()
        if payload is None:
            return Recovery(records, reader)
        records.append(payload)


def read_ops(data):
    """(JSON values, Recovery) of journal bytes; an entry whose payload is
    not JSON is left out and counted as lost."""
    reader = Reader(io.BytesIO(bytes(data)))
    values = []
    records = []
    while True:
        payload = reader.next()
        if payload is None:
            return values, Recovery(records, reader)
        try:
            values.append(json.loads(payload))
        except ValueError:
            reader.lose()
            continue
        records.append(payload)
