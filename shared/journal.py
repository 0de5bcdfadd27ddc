# The journal record format and its recovery after a power cut.
#
# A record is: MAGIC (1 byte), payload length (2 bytes, big-endian), CRC32 of
# the payload (4 bytes, big-endian), payload. A journal is records back to back;
# a power cut can leave the last one half written, and a worn flash page can
# garble one in the middle. Recovery keeps the longest valid prefix and reports
# what it dropped. This module only turns bytes into records and back; the
# firmware does the file I/O.
import json
from binascii import crc32

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

MAGIC = const(0xA5)
HEAD_SIZE = const(7)
MAX_PAYLOAD = const(0xFFFF)


def record_head(payload):
    """The HEAD_SIZE bytes that frame one payload (bytes) as a record."""
    n = len(payload)
    if n > MAX_PAYLOAD:
        raise ValueError("journal record too long: %d bytes" % n)
    crc = crc32(payload) & 0xFFFFFFFF
    return bytes((MAGIC, n >> 8, n & 0xFF)) + crc.to_bytes(4, "big")


def encode_record(payload):
    """Frame one payload (bytes) as a journal record."""
    return record_head(payload) + payload


def encode_op(op):
    """A journal record holding one JSON value (a header or a match op)."""
    return encode_record(json.dumps(op).encode())


def split_head(head):
    """(payload length, CRC32) from the HEAD_SIZE bytes that start a record,
    or None if they cannot start one (for reading records one at a time)."""
    if len(head) < HEAD_SIZE or head[0] != MAGIC:
        return None
    return (head[1] << 8) | head[2], int.from_bytes(head[3:7], "big")


def payload_ok(payload, crc):
    """Whether a payload matches the CRC32 of its head."""
    return crc32(payload) & 0xFFFFFFFF == crc


def _record_at(data, pos):
    """(payload, next position) of a valid record at pos, or None."""
    head = split_head(data[pos:pos + HEAD_SIZE])
    if head is None:
        return None
    end = pos + HEAD_SIZE + head[0]
    if end > len(data):
        return None
    payload = bytes(data[pos + HEAD_SIZE:end])
    if not payload_ok(payload, head[1]):
        return None
    return payload, end


class Recovery:
    """What read() found: the valid records and what it had to drop."""

    def __init__(self, records, valid_bytes, dropped_bytes, dropped_records):
        self.records = records
        self.valid_bytes = valid_bytes          # the journal may be cut here
        self.dropped_bytes = dropped_bytes
        self.dropped_records = dropped_records  # whole records seen past the damage

    def clean(self):
        return self.dropped_bytes == 0


def read(data):
    """Split journal bytes into payloads, keeping the longest valid prefix."""
    records = []
    pos = 0
    while True:
        found = _record_at(data, pos)
        if found is None:
            break
        records.append(found[0])
        pos = found[1]
    return Recovery(records, pos, len(data) - pos, _count_after(data, pos))


def _count_after(data, pos):
    # intact records beyond the damage are lost too (only a prefix is
    # trusted); count them so that the device can say how many it dropped
    count = 0
    pos += 1
    while pos < len(data):
        found = _record_at(data, pos) if data[pos] == MAGIC else None
        if found is None:
            pos += 1
        else:
            count += 1
            pos = found[1]
    return count


def read_ops(data):
    """(JSON values, Recovery) from journal bytes; an unparsable payload
    ends the valid prefix like a bad checksum would."""
    rec = read(data)
    values = []
    pos = 0
    for i in range(len(rec.records)):
        payload = rec.records[i]
        try:
            values.append(json.loads(payload))
        except ValueError:
            rest = len(rec.records) - i
            return values, Recovery(rec.records[:i], pos, len(data) - pos,
                                    rec.dropped_records + rest)
        pos += HEAD_SIZE + len(payload)
    return values, rec
