"""Translation tables kept as one text (firmware/texttable.py, loaded by
firmware/i18n.py).

A game's table (firmware/lang/<game>_<lang>.py) may be written as

    TEXT = \"\"\"
    # a note for translators
    English text | its translation
    {0} move | {0} tah | {0} tahy | {0} tahů
    \"\"\"
    INDEX = b"..."

one entry a line: the English text, " | ", the translation (a counted text:
its plural forms, each after " | "); lines starting with "#" are notes. On
the device the text is used in place from flash and INDEX (byte offsets,
grouped by firmware.texttable.bucket) finds a line without reading the others: a
dict of the same texts takes a heap object for every string (26 KB for
Projekt Omega's Czech table on the unix port).

    .venv/bin/python -m host.langtable [FILE ...]          rewrite INDEX (after editing TEXT)
    .venv/bin/python -m host.langtable --convert FILE ...  a dict table into this form
    .venv/bin/python -m host.langtable --check             exit 1 if an INDEX is out of date

tests/test_langtable.py fails when an INDEX is out of date.
"""
import argparse
import ast
import glob
import io
import os
import sys
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from firmware.texttable import bucket  # noqa: E402

SEP = " | "


def entries(text):
    """{english: translation or tuple of plural forms} of a table's text."""
    out = {}
    for line in text.split("\n"):
        if not line or line.startswith("#"):
            continue
        parts = line.split(SEP)
        if len(parts) < 2:
            raise ValueError("no %r in the line %r" % (SEP, line))
        if parts[0] in out:
            raise ValueError("twice: %r" % parts[0])
        out[parts[0]] = parts[1] if len(parts) == 2 else tuple(parts[1:])
    return out


def as_dict(table):
    """A table module's TEXT as a dict, whichever form it has."""
    return entries(table) if isinstance(table, str) else dict(table)


def index(text):
    """INDEX of a table's text: little-endian 16-bit numbers: the number of
    buckets B, B + 1 bucket starts (in entries), then per entry, bucket by
    bucket, the byte offsets of its line's start, of its separator and of its
    end."""
    lines = []
    data = text.encode("utf-8")
    if len(data) >= 65536:
        raise ValueError("a table's text must stay under 64 KB")
    at = 0
    for line in text.split("\n"):
        raw = line.encode("utf-8")
        if line and not line.startswith("#"):
            key = line.split(SEP)[0]
            lines.append((key, at, at + len(key.encode("utf-8")), at + len(raw)))
        at += len(raw) + 1
    count = len(lines)
    buckets = 1
    while buckets < count:          # about one entry a bucket
        buckets *= 2
    groups = [[] for _ in range(buckets)]
    for key, start, sep, end in lines:
        groups[bucket(key, buckets)].append((start, sep, end))
    words = [buckets]
    n = 0
    for g in groups:
        words.append(n)
        n += len(g)
    words.append(n)
    for g in groups:
        for entry in g:
            words.extend(entry)
    return b"".join(bytes((w & 0xFF, w >> 8)) for w in words)


def _literal(blob):
    """A bytes literal in the shortest printable form."""
    return repr(blob)


NOTE = ("# One text a line: English | translation (a counted text: each plural\n"
        "# form after \" | \"); INDEX is written by host/langtable.py.\n")


def render(text, header):
    """A table module: its header comment, TEXT and INDEX."""
    if NOTE not in header:
        header += NOTE
    if '"""' in text or "\\" in text:
        raise ValueError("a table's text may not hold a backslash or three quotes")
    return '%sTEXT = """%s"""\n# written by host/langtable.py from TEXT: do not edit\nINDEX = %s\n' % (
        header, text, _literal(index(text)))


def _header(source):
    """The comment lines before the table."""
    lines = []
    for line in source.split("\n"):
        if line.startswith("#"):
            lines.append(line)
        else:
            break
    return "\n".join(lines) + "\n" if lines else ""


def from_dict_source(source):
    """The text of a dict table's source (TEXT = {...}), its comments kept as
    note lines where they stood."""
    tree = ast.parse(source)
    node = [n for n in tree.body if isinstance(n, ast.Assign) and
            getattr(n.targets[0], "id", None) == "TEXT"][0].value
    table = ast.literal_eval(node)
    notes = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and node.lineno <= tok.start[0] <= node.end_lineno:
            notes[tok.start[0]] = tok.string[1:].strip()
    items = [(k.lineno, "k", ast.literal_eval(k)) for k in node.keys]
    items += [(line, "n", note) for line, note in notes.items()]
    out = [""]
    seen = set()
    for line, kind, value in sorted(items):
        if kind == "n":
            out.append("# " + value)
            continue
        if value in seen:         # a dict literal keeps the last of the same key
            continue
        seen.add(value)
        v = table[value]
        forms = v if isinstance(v, tuple) else (v,)
        for s in (value,) + forms:
            if SEP.strip() in s or "\n" in s or s != s.strip() or not s:
                raise ValueError("cannot keep %r in a text table" % s)
        if value.startswith("#"):
            raise ValueError("a text may not start with #: %r" % value)
        out.append(SEP.join((value,) + forms))
    text = "\n".join(out) + "\n"
    assert entries(text) == table
    return text


def _text_of(source):
    tree = ast.parse(source)
    for n in tree.body:
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "TEXT":
            value = ast.literal_eval(n.value)
            return value if isinstance(value, str) else None
    return None


def rewritten(path, convert=False):
    """The file's source with INDEX written from TEXT (converted from a dict
    first if asked); None if it is not a text table."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    text = _text_of(source)
    if text is None:
        if not convert:
            return None
        text = from_dict_source(source)
    return render(text, _header(source))


def text_tables():
    """The table files written as one text."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "firmware", "lang", "*.py"))):
        with open(path, encoding="utf-8") as f:
            if _text_of(f.read()) is not None:
                out.append(path)
    return out


def stale():
    """Text tables whose INDEX (or layout) is not what this tool writes."""
    out = []
    for path in text_tables():
        with open(path, encoding="utf-8") as f:
            if f.read() != rewritten(path):
                out.append(os.path.relpath(path, ROOT))
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("files", nargs="*")
    p.add_argument("--convert", action="store_true", help="convert dict tables")
    p.add_argument("--check", action="store_true")
    args = p.parse_args(argv)
    if args.check:
        bad = stale()
        for path in bad:
            print("out of date: %s (run python -m host.langtable)" % path)
        return 1 if bad else 0
    for path in args.files or text_tables():
        out = rewritten(path, args.convert)
        if out is None:
            print("not a text table (use --convert): %s" % path)
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(out)
        print("written: %s" % os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
