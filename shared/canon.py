# Canonical encoding of plain data, and its digest.
#
# MicroPython dicts are unordered and its json cannot sort keys, so anything
# that is hashed or compared across runtimes goes through encode(): JSON with
# keys sorted, no spaces, strings as raw UTF-8. Floats are refused: the Pico's
# single-precision floats would not give the same bytes as CPython's doubles.
import hashlib


def encode(value):
    """Return the canonical bytes of a value made of dict/list/str/int/bool/None."""
    out = []
    _put(value, out)
    return "".join(out).encode()


def digest(value):
    """Return the SHA-256 of the canonical encoding, as 64 hex digits.

    The encoding is hashed piece by piece, never built whole: a card data
    file's checksum would otherwise need one large block of heap, which a
    fragmented Pico heap may not have even with plenty free."""
    sink = _HashSink(hashlib.sha256())
    _put(value, sink)
    sink.flush()
    return _hex(sink.hash.digest())


def hexdigest(data):
    return _hex(hashlib.sha256(data).digest())


def _hex(raw):
    return "".join("%02x" % b for b in raw)


class _HashSink:
    """Takes the pieces _put() appends and feeds them to a hash in chunks of
    about 256 characters."""

    def __init__(self, hash_):
        self.hash = hash_
        self.parts = []
        self.size = 0

    def append(self, piece):
        self.parts.append(piece)
        self.size += len(piece)
        if self.size >= 256:
            self.flush()

    def flush(self):
        if self.parts:
            self.hash.update("".join(self.parts).encode())
            self.parts = []
            self.size = 0


def _put(value, out):
    if value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, str):
        _put_str(value, out)
    elif isinstance(value, (list, tuple)):
        out.append("[")
        first = True
        for item in value:
            if not first:
                out.append(",")
            first = False
            _put(item, out)
        out.append("]")
    elif isinstance(value, dict):
        out.append("{")
        first = True
        for key in sorted(value):
            if not isinstance(key, str):
                raise TypeError("dict key is not a string: %r" % (key,))
            if not first:
                out.append(",")
            first = False
            _put_str(key, out)
            out.append(":")
            _put(value[key], out)
        out.append("}")
    else:
        raise TypeError("not plain data: %r" % (value,))


def _put_str(text, out):
    out.append('"')
    if _plain(text):
        # the common case in one piece: a list item per character would make
        # a large card data file (its checksum) run out of heap on the Pico
        out.append(text)
        out.append('"')
        return
    for ch in text:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')


def _plain(text):
    """True when no character of text needs escaping."""
    for ch in text:
        if ch == '"' or ch == "\\" or ord(ch) < 0x20:
            return False
    return True
