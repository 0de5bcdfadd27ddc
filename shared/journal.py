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
WHOLE = const(16384)         # a record bigger than the buffer is read whole up to this
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
        self._size = 0            # the last entry's record: its size and CRC32
        self._rcrc = 0            #   (its copies must match them)
        self._copies = copies     # copies of the last entry seen
        self._counted = False     # the bytes after the last good record are counted
        self._big = None          # (position, payload) of a record read whole
        head = self._read(0, HEAD_V1)
        self.v1 = (len(head) == HEAD_V1 and head[0] == MAGIC_V1
                   and self._record_v1(0) is not None)

    # -- reading the file --

    def _window(self, p, n):
        """Where the file's bytes p..p+n are in the buffer (read in if need
        be), or -1 if they pass the end of the file or do not fit the buffer."""
        if p + n > self.size:
            return -1
        i = p - self._at
        if i < 0 or i + n > self._have:
            if n > self._chunk:
                return -1
            self.f.seek(p)
            self._have = self.f.readinto(self._mv) or 0
            self._at = p
            i = 0
            if n > self._have:
                return -1
        return i

    def _read(self, p, n):
        """The file's bytes p..p+n (fewer at its end), as bytes."""
        if p >= self.size:
            return b""
        i = self._window(p, min(n, self.size - p))
        if i >= 0:
            return bytes(self._mv[i:i + min(n, self.size - p)])
        self.f.seek(p)
        return self.f.read(n)

    def _crc_of(self, p, n, crc):
        """CRC32 of the file's bytes p..p+n, a chunk at a time (a record
        bigger than the buffer, or a damaged length claiming most of the file)."""
        while n > 0:
            piece = self._read(p, min(n, self._chunk))
            if not piece:
                break
            crc = crc32(piece, crc)
            p += len(piece)
            n -= len(piece)
        return crc & 0xFFFFFFFF

    def _record_at(self, p):
        """(seq, size) of a valid record at p, else None."""
        i = self._window(p, HEAD_SIZE)
        buf = self._buf
        if i < 0 or buf[i] != MAGIC:
            return None
        seq = (buf[i + 1] << 8) | buf[i + 2]
        size = HEAD_SIZE + ((buf[i + 3] << 8) | buf[i + 4])
        if p + size > self.size:
            return None
        want = (buf[i + 5] << 24) | (buf[i + 6] << 16) | (buf[i + 7] << 8) | buf[i + 8]
        fields = crc32(self._mv[i + 1:i + 5])
        i = self._window(p, size)
        if i >= 0:
            got = crc32(self._mv[i + HEAD_SIZE:i + size], fields) & 0xFFFFFFFF
        elif size <= WHOLE:
            # bigger than the buffer (a snapshot's state): read once, kept for _take
            self.f.seek(p + HEAD_SIZE)
            payload = self.f.read(size - HEAD_SIZE)
            got = crc32(payload, fields) & 0xFFFFFFFF
            self._big = (p, payload) if got == want else None
        else:
            got = self._crc_of(p + HEAD_SIZE, size - HEAD_SIZE, fields)
        return (seq, size) if got == want else None

    def _record_crc(self, p, n, crc):
        """CRC32 of n bytes at p, continuing crc (from the buffer if they fit)."""
        i = self._window(p, n)
        if i >= 0:
            return crc32(self._mv[i:i + n], crc) & 0xFFFFFFFF
        return self._crc_of(p, n, crc)

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
            i = self._window(p, min(self._chunk, end - p))   # the buffer now holds p
            if i < 0:
                return -1
            j = self._buf.find(magic, i, self._have)
            if j >= 0:
                return self._at + j
            p = self._at + self._have
        return -1

    def _resync(self, p):
        """(position, seq, size) of the first valid record at or after p
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
        entry (damage seldom hits a head)."""
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
        if self._copies >= self.copies:
            payload = self._next_whole()
            if payload is not None:
                return payload
        while self.at < self.size:
            at = self.at
            size = self._size
            if (self._copies < self.copies and at + size <= self.size
                    and self._record_crc(at, size, 0) == self._rcrc):
                self._copies += 1                # a copy of the entry just read
                self.at = self.end = at + size
                continue
            found = self._record_at(at)
            if found is None:
                found = self._resync(at + 1)
                self.irregular = True            # damaged bytes, or a cut record
                if found is None:
                    break
                at = found[0]
                found = found[1:]
            seq, size = found
            self.at = at + size
            ahead = (seq - self.seq) & SEQ_MASK
            if ahead >= BEHIND:
                self.irregular = True            # an earlier entry again, not the same bytes
                continue
            return self._take(at, seq, ahead, size)
        if self.count and self._copies < self.copies:
            self.irregular = True                # the last entry lacks a copy
        if self.count and not self._counted:
            self._counted = True
            p = self.end
            if self._copies < self.copies:
                p += self._size                  # the last entry's copy, cut or damaged
            if p < self.size:
                # entries after the last good record, cut short or damaged
                self.lost += max(1, self._count_cut(p))
        return None

    def _next_whole(self):
        """The next entry if it is the one expected with all its copies whole
        and in the buffer (nearly always: one look, no search), else None
        with nothing changed (next() then reads it the careful way). Written
        for speed: it runs once per entry at every power-up."""
        at = self.at
        buf = self._buf
        i = at - self._at
        if i < 0 or i + HEAD_SIZE > self._have:
            i = self._window(at, HEAD_SIZE)
            if i < 0:
                return None
        if buf[i] != MAGIC or ((buf[i + 1] << 8) | buf[i + 2]) != self.seq:
            return None
        size = HEAD_SIZE + ((buf[i + 3] << 8) | buf[i + 4])
        want = (buf[i + 5] << 24) | (buf[i + 6] << 16) | (buf[i + 7] << 8) | buf[i + 8]
        span = size * self.copies
        if i + span > self._have:
            i = self._window(at, span)
            if i < 0:
                return None
        mv = self._mv
        record = mv[i:i + size]
        if crc32(record[HEAD_SIZE:], crc32(record[1:5])) & 0xFFFFFFFF != want:
            return None
        crc = crc32(record, self.crc)
        if self.copies == 2:
            if mv[i + size:i + span] != record:
                return None                      # the copy differs
            crc = crc32(record, crc)
        elif self.copies != 1:
            return None
        self.crc = crc & 0xFFFFFFFF
        self.seq = (self.seq + 1) & SEQ_MASK
        self.count += 1
        self._size = size
        self._copies = self.copies
        self.at = self.end = at + span
        self.pos += span
        return bytes(record[HEAD_SIZE:])

    def _take(self, at, seq, ahead, size):
        if ahead:
            self.lost += ahead                   # entries missing before this one
            self.broken = True
            self.irregular = True
        if self._copies < self.copies:
            self.irregular = True                # the entry before lacked a copy
        self.seq = (seq + 1) & SEQ_MASK
        self.count += 1
        self._size = size
        self._rcrc = self._record_crc(at, size, 0)
        self._copies = 1
        self.end = self.at
        crc = self.crc
        for i in range(self.copies):
            crc = self._record_crc(at, size, crc)
        self.crc = crc
        self.pos += size * self.copies
        big = self._big
        if big is not None and big[0] == at:
            self._big = None
            return big[1]
        return self._read(at + HEAD_SIZE, size - HEAD_SIZE)

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


def read_plain(f, count):
    """The payloads of the first `count` records of a file written with one
    copy of each (a snapshot: firmware/snapshots.py), or None if one of them
    is damaged: no copies to fall back on, no search (a damaged snapshot is
    only passed over)."""
    out = []
    for seq in range(count):
        head = f.read(HEAD_SIZE)
        if len(head) < HEAD_SIZE or head[0] != MAGIC or ((head[1] << 8) | head[2]) != seq:
            return None
        n = (head[3] << 8) | head[4]
        payload = f.read(n)
        if (len(payload) != n or crc32(payload, crc32(head[1:5])) & 0xFFFFFFFF
                != int.from_bytes(head[5:9], "big")):
            return None
        out.append(payload)
    return out


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
