# Card data: loading, checking and sealing the JSON documents that describe a
# game's cards (or board, or party).
#
# A document looks like
#   {"format": "tablekeeper-data", "version": 1, "game": "inbetween",
#    "kind": "cards", "label": "...", "labels": {"it": "...", "cs": "..."},
#    "checksum": "sha256:...", "data": {...}}
# (labels: optional, the label in other interface languages; the device's
# data picker reads label and labels from the start of the file, so they
# come before "data")
# The checksum is the SHA-256 of the canonical encoding of the document
# without its "checksum" field, so whitespace and key order do not matter.
# A game describes its "data" with a schema made of plain tuples:
#   ("int", lo, hi)  ("str", max_len)  ("bool",)  ("enum", (values...))
#   ("list", item, min_len, max_len)  ("map", value)   string keys, any names
#   ("dict", {field: schema}, (optional field names...))  ("any",)
# Errors name the file, the path inside it and the problem.
import json
from shared import canon

FORMAT = "tablekeeper-data"
VERSION = 1


class CardDataError(Exception):
    def __init__(self, file, path, problem):
        super().__init__("%s: %s: %s" % (file, path or "(top)", problem))
        self.file = file
        self.path = path
        self.problem = problem


def text_problem(raw):
    """None if a data file's bytes are text the device can show, else why
    not: UTF-8, no byte order mark, no combining marks (U+0300..U+036F: how
    Unicode NFD writes accented letters, and the device's fonts have no
    glyph for them; NFC text has the accented letters whole). Works on the
    bytes, in a few C calls: the device runs it on every received file, the
    host too (host/datatool.py also checks full NFC)."""
    if raw.startswith(b"\xef\xbb\xbf"):
        return "starts with a byte order mark (run `tablekeeper data seal`, which removes it)"
    try:
        raw.decode()
    except UnicodeError:
        return "is not UTF-8 text (save it as UTF-8, e.g. not as cp1250)"
    # in UTF-8, U+0300..U+036F are 0xCC 0x80..0xBF and 0xCD 0x80..0xAF
    at = raw.find(b"\xcc")
    if at < 0:
        at = raw.find(b"\xcd")
        while at >= 0 and raw[at + 1] >= 0xB0:
            at = raw.find(b"\xcd", at + 1)
    if at >= 0:
        return ("has a combining mark at byte %d: its text is not in Unicode NFC "
                "(run `tablekeeper data seal`)" % at)
    return None


def checksum(doc):
    """The checksum a document must carry, as "sha256:<hex>"."""
    body = {}
    for key in doc:
        if key != "checksum":
            body[key] = doc[key]
    return "sha256:" + canon.digest(body)


def seal(doc):
    """Return the document with its checksum filled in (host side)."""
    doc = dict(doc)
    doc["checksum"] = checksum(doc)
    return doc


_ENVELOPE = ("dict", {
    "format": ("enum", (FORMAT,)),
    "version": ("int", 1, 1000),
    "game": ("str", 32),
    "kind": ("str", 32),
    "label": ("str", 200),
    "labels": ("map", ("str", 200)),    # the label in other languages: {"it": ..., "cs": ...}
    "checksum": ("str", 80),
    "data": ("any",),
}, ("label", "labels"))


def parse(text, file, game=None, kind=None, schema=None):
    """Parse and check a document; return it, or raise CardDataError."""
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise CardDataError(file, "", "not valid JSON (%s)" % (e,))
    check(doc, _ENVELOPE, file, "")
    if doc["version"] > VERSION:
        report(CardDataError(file, "version", "version %d is newer than this "
                             "firmware understands (%d): update the firmware"
                             % (doc["version"], VERSION)))
    if game is not None and doc["game"] != game:
        report(CardDataError(file, "game", "this file is for %s, not %s" % (doc["game"], game)))
    if kind is not None and doc["kind"] != kind:
        report(CardDataError(file, "kind", "this file holds %s, not %s" % (doc["kind"], kind)))
    if doc["checksum"] != checksum(doc):
        report(CardDataError(file, "checksum", "does not match the contents "
                             "(the file was edited or damaged: reseal it with the host tool)"))
    if schema is not None:
        check(doc["data"], schema, file, "data")
    return doc


HEAD = 2048     # the bytes of a file that hold its label and labels (head_label)


def head_label(head, lang):
    """A data file's label in `lang` (its "labels" entry, else "label"), from
    the file's first HEAD bytes: the envelope's members before "data". None
    if they are not there (the picker then shows the file's name)."""
    at = head.find(b'"data"')
    if at < 0:
        return None
    text = head[:at].rstrip()
    if text.endswith(b","):
        text = text[:-1]
    try:
        envelope = json.loads(text + b"}")
    except ValueError:
        return None
    if not isinstance(envelope, dict):
        return None
    labels = envelope.get("labels")
    if isinstance(labels, dict) and isinstance(labels.get(lang), str) and labels[lang]:
        return labels[lang]
    label = envelope.get("label")
    return label if isinstance(label, str) and label else None


def check(value, schema, file, path):
    """Check a value against a schema; raise CardDataError at the first
    problem (or, when the host collects them, note each one and go on)."""
    kind = schema[0]
    if kind == "any":
        return
    if kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            return _fail(file, path, "must be a whole number", value)
        if value < schema[1] or value > schema[2]:
            _fail(file, path, "must be between %d and %d" % (schema[1], schema[2]), value)
    elif kind == "str":
        if not isinstance(value, str):
            return _fail(file, path, "must be text", value)
        if len(value) > schema[1]:
            _fail(file, path, "is longer than %d characters" % schema[1], value)
    elif kind == "bool":
        if value is not True and value is not False:
            _fail(file, path, "must be true or false", value)
    elif kind == "enum":
        if value not in schema[1]:
            _fail(file, path, "must be one of " + ", ".join(str(v) for v in schema[1]), value)
    elif kind == "list":
        _check_list(value, schema, file, path)
    elif kind == "map":
        if not isinstance(value, dict):
            return _fail(file, path, "must be an object", value)
        for key in value:
            check(value[key], schema[1], file, path + "." + key)
    elif kind == "dict":
        _check_dict(value, schema, file, path)
    else:
        raise ValueError("unknown schema kind %r" % kind)


def _check_list(value, schema, file, path):
    if not isinstance(value, list):
        return _fail(file, path, "must be a list", value)
    if len(value) < schema[2] or len(value) > schema[3]:
        if schema[2] == schema[3]:
            want = "exactly %d" % schema[2]
        else:
            want = "%d to %d" % (schema[2], schema[3])
        _fail(file, path, "must have %s items, has %d" % (want, len(value)), None)
    for i in range(len(value)):
        check(value[i], schema[1], file, "%s[%d]" % (path, i))


def _check_dict(value, schema, file, path):
    if not isinstance(value, dict):
        return _fail(file, path, "must be an object", value)
    fields = schema[1]
    optional = schema[2] if len(schema) > 2 else ()
    prefix = path + "." if path else ""
    for name in sorted(fields):
        if name in value:
            check(value[name], fields[name], file, prefix + name)
        elif name not in optional:
            _fail(file, prefix + name, "is missing", None)
    for name in sorted(value):
        if name not in fields:
            _fail(file, prefix + name, "is not a known field", None)


def _fail(file, path, problem, value):
    if value is not None:
        shown = repr(value)
        if len(shown) > 40:
            shown = shown[:37] + "..."
        problem = "%s (found %s)" % (problem, shown)
    report(CardDataError(file, path, problem))


# -- every problem at once (the host's `tablekeeper data check`) --

_problems = None     # None: the first problem raises (the device); a list: each is kept


def collect(problems):
    """From now on keep every problem in the list `problems` and go on
    checking; collect(None) goes back to raising the first. Host only."""
    global _problems
    _problems = problems


def report(error):
    """A problem found in a file: raised, or kept while the host collects."""
    if _problems is None:
        raise error
    _problems.append(error)
