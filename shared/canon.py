# Canonical encoding of plain data, and its digest.
#
# MicroPython dicts are unordered and its json cannot sort keys, so anything
# that is hashed or compared across runtimes goes through encode(): JSON with
# keys sorted, no spaces, strings as raw UTF-8. Floats are refused: the Pico's
# single-precision floats would not give the same bytes as CPython's doubles.
import hashlib
import re

# characters a string must escape (NUL is tested apart: a pattern is C text)
_ESCAPED = re.compile('[\x01-\x1f"\\\\]')


def encode(value):
    """Return the canonical bytes of a value made of dict/list/str/int/bool/None."""
    out = []
    _put(value, out)
    return "".join(out).encode()


def digest(value):
    """Return the SHA-256 of the canonical encoding, as 64 hex digits."""
    sink = _HashSink()
    _put(value, sink)
    return sink.hexdigest()


class _HashSink:
    """Takes the encoding in pieces and hashes it as it goes, so that a digest
    never needs the whole encoding (one big block) on a fragmented heap."""

    def __init__(self):
        self.hash = hashlib.sha256()
        self.parts = []

    def append(self, text):
        self.parts.append(text)
        if len(self.parts) >= 64:
            self._flush()

    def _flush(self):
        self.hash.update("".join(self.parts).encode())
        self.parts.clear()

    def hexdigest(self):
        self._flush()
        return "".join("%02x" % b for b in self.hash.digest())


def hexdigest(data):
    raw = hashlib.sha256(data).digest()
    return "".join("%02x" % b for b in raw)


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
    if "\x00" not in text and _ESCAPED.search(text) is None:
        out.append(text)   # the usual case, checked at C speed
        out.append('"')
        return
    run = 0   # runs of plain characters go out whole, not one by one
    i = 0
    for ch in text:
        if ch == '"' or ch == "\\" or ord(ch) < 0x20:
            out.append(text[run:i])
            if ch == '"':
                out.append('\\"')
            elif ch == "\\":
                out.append("\\\\")
            else:
                out.append("\\u%04x" % ord(ch))
            run = i + 1
        i += 1
    out.append(text[run:])
    out.append('"')
