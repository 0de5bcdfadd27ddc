"""`tablekeeper data check FILE...` and `tablekeeper data seal FILE...`.

check: every problem that would stop the device from loading a card data
file, all of them in one run (shared/carddata.py collects them; Fugitive's
card order is checked to the first card out of place), as "file: path
inside it: problem" lines (envelope, checksum, the game's schema and its own
checks, Unicode NFC and no combining marks, duplicate keys, size and file
name limits of the USB sync, the folder the file sits in). The device runs
the same shared/ checks again on every file it receives
(firmware/datacheck.py), stopping at the first problem.

seal: normalise the text to Unicode NFC and fill in the checksum, keeping the
file's own layout (indentation, compact lists) where it can; a file that
would still not load is reported and left untouched.
"""
import json
import os
import unicodedata

from host.errors import DataInvalid
from shared import carddata, games, syncpath
from shared.carddata import CardDataError

BOM = "\ufeff"


def add_arguments(parser):
    sub = parser.add_subparsers(dest="action", metavar="action", required=True)
    p = sub.add_parser("check", help="check card data files (or every .json in a folder)")
    p.add_argument("files", nargs="+", metavar="FILE")
    p = sub.add_parser("seal", help="normalise to NFC and fill in the checksum")
    p.add_argument("files", nargs="+", metavar="FILE")


def run(args):
    files = expand(args.files)
    if not files:
        print("tablekeeper data: no .json files in %s" % " ".join(args.files))
        return 1
    failed = 0
    for path in files:
        try:
            if args.action == "check":
                doc = check_file(path)
                print("ok      %s  (%s, %s)" % (path, doc["game"], doc.get("label", "")))
                if doc.get("label") and not label_on_device(path):
                    print("note:   %s: the device's data picker will show the file's name: "
                          "put \"label\" before \"data\" (in the first %d bytes) to show "
                          "the label" % (path, carddata.HEAD))
            else:
                changed, doc = seal_file(path)
                print("%s %s  %s" % ("sealed " if changed else "ok     ", path, doc["checksum"]))
        except DataInvalid as e:
            failed += 1
            print(str(e))
    if len(files) > 1:
        print("%d file(s), %d with problems" % (len(files), failed))
    return 1 if failed else 0


def label_on_device(path):
    """Whether the device's picker finds the file's label (carddata.head_label)."""
    with open(path, "rb") as f:
        return carddata.head_label(f.read(carddata.HEAD), "en") is not None


def expand(paths):
    """Files as given; a folder stands for every .json file below it."""
    out = []
    for path in paths:
        if os.path.isdir(path):
            for folder, dirs, names in os.walk(path):
                dirs.sort()
                out.extend(os.path.join(folder, n) for n in sorted(names) if n.endswith(".json"))
        else:
            out.append(path)
    return out


# -- reading --

def read_text(path):
    """The file's text (UTF-8); raises DataInvalid naming the file."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise DataInvalid("%s: cannot be read (%s)" % (path, e.strerror or e))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataInvalid("%s: (top): not UTF-8 text (byte %d)" % (path, e.start))


def _no_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            # raised through json.loads: reported by parse_json below
            raise ValueError("the key %r appears twice in one object" % key)
        seen[key] = value
    return seen


def parse_json(text, file):
    """JSON with duplicate keys refused (json.loads would keep the last)."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except ValueError as e:
        raise CardDataError(file, "", "not valid JSON (%s)" % e)


def first_non_nfc(value, path=""):
    """The path of the first text (key or value) that is not in NFC, or None."""
    if isinstance(value, str):
        return None if unicodedata.is_normalized("NFC", value) else (path or "(top)")
    if isinstance(value, list):
        for i, item in enumerate(value):
            found = first_non_nfc(item, "%s[%d]" % (path, i))
            if found:
                return found
    elif isinstance(value, dict):
        for key, item in value.items():
            where = path + "." + key if path else key
            if not unicodedata.is_normalized("NFC", key):
                return where
            found = first_non_nfc(item, where)
            if found:
                return found
    return None


def nfc(value):
    """The same data with every text (keys included) in NFC."""
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, list):
        return [nfc(v) for v in value]
    if isinstance(value, dict):
        return {nfc(k): nfc(v) for k, v in value.items()}
    return value


# -- checking --

def check_file(path):
    """The document if `path` loads on the device; else DataInvalid listing
    every problem found, one "file: path: problem" line each."""
    text = read_text(path)
    size = len(text.encode("utf-8"))
    problems = []
    if text.startswith(BOM):
        problems.append(CardDataError(path, "", "starts with a byte order mark "
                                      "(run `tablekeeper data seal`, which removes it)"))
        text = text[len(BOM):]
    if size > syncpath.MAX_FILE:
        problems.append(CardDataError(path, "", "is %d bytes, more than the %d the device "
                                      "accepts" % (size, syncpath.MAX_FILE)))
    try:
        doc = parse_json(text, path)
    except CardDataError as e:
        problems.append(e)
        doc = None
    if doc is not None:
        where = first_non_nfc(doc)
        if where:
            problems.append(CardDataError(path, where, "text is not in Unicode NFC "
                                          "(run `tablekeeper data seal`)"))
        problem = carddata.text_problem(text.encode("utf-8"))   # what the device checks too
        if problem:
            problems.append(CardDataError(path, "", problem))
        problems += every_problem(check_document, text, doc, path)
    if problems:
        raise DataInvalid("\n".join(str(e) for e in problems))
    return doc


def every_problem(fn, *args):
    """The CardDataErrors of fn(*args), all of them: the checks note each
    problem and go on (shared/carddata.py, collect). A check that cannot go
    on past the problems found (a field of the wrong type it relies on)
    stops there: those problems are the ones to fix first."""
    problems = []
    carddata.collect(problems)
    try:
        fn(*args)
    except CardDataError as e:
        problems.append(e)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
        if not problems:
            problems.append(CardDataError(args[-1], "", "cannot be checked (%s: %s)"
                                          % (type(e).__name__, e)))
    finally:
        carddata.collect(None)
    return problems


def check_document(text, doc, path):
    """Envelope, checksum, schema, the game's checks, and where the file sits."""
    game_name = doc.get("game") if isinstance(doc, dict) else None
    if game_name not in games.GAMES:
        # the envelope check names a missing or malformed "game" first
        carddata.parse(text, path)
        raise CardDataError(path, "game", "unknown game %r (known: %s)"
                            % (game_name, ", ".join(games.GAMES)))
    game = games.load(game_name)
    if getattr(game, "DATA_KIND", None) is None:
        raise CardDataError(path, "game", "%s takes no data file" % game_name)
    games.load_data(game, text, path)
    folder = os.path.basename(os.path.dirname(os.path.abspath(path)))
    if folder in games.GAMES and folder != game_name:
        raise CardDataError(path, "game", "the file is in the folder of %s but is "
                            "for %s" % (folder, game_name))
    device_path = "%s/%s/%s" % (syncpath.DATA, game_name, os.path.basename(path))
    problem = syncpath.data_path_problem(device_path)
    if problem:
        raise CardDataError(path, "", "cannot be synced as %s: %s" % (device_path, problem))


# -- sealing --

def seal_file(path):
    """Seal a file in place; (changed, document). DataInvalid leaves it as it was."""
    original = read_text(path)
    try:
        text = unicodedata.normalize("NFC", original.lstrip(BOM))
        doc = parse_json(text, path)
        if not isinstance(doc, dict):
            raise CardDataError(path, "", "must be an object (the data envelope)")
        sealed_doc = nfc(doc)
        sealed_doc["checksum"] = carddata.checksum(sealed_doc)
        if sealed_doc == {**doc, "checksum": sealed_doc["checksum"]}:
            new_text = with_checksum(text, sealed_doc["checksum"])
        else:   # \u escapes hid non-NFC text: write the data out afresh
            new_text = None
        if new_text is None:
            new_text = layout(sealed_doc)
        assert json.loads(new_text) == sealed_doc, "sealing changed the data"
        problems = every_problem(check_document, new_text, sealed_doc, path)
        if problems:
            raise CardDataError(path, "", "\n".join(str(e) for e in problems))
    except CardDataError as e:
        text = e.problem if "\n" in e.problem else str(e)    # several: one a line
        raise DataInvalid("%s\n  (not sealed: %s is unchanged)" % (text, path))
    if new_text == original:
        return False, sealed_doc
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(new_text)
    os.replace(tmp, path)
    return True, sealed_doc


def layout(doc):
    """The team's layout for a document written afresh: one-space indent."""
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def top_level_members(text):
    """[(key, key_start, value_start, value_end)] of the top-level object."""
    decoder = json.JSONDecoder()
    ws = " \t\r\n"
    i = 0
    while text[i] in ws:
        i += 1
    if text[i] != "{":
        return []
    i += 1
    members = []
    while True:
        while text[i] in ws or text[i] == ",":
            i += 1
        if text[i] == "}":
            return members
        key_start = i
        key, i = json.decoder.scanstring(text, i + 1)
        while text[i] in ws or text[i] == ":":
            i += 1
        value_start = i
        _, i = decoder.raw_decode(text, i)
        members.append((key, key_start, value_start, i))


def with_checksum(text, value):
    """The text with its top-level checksum set to value, layout kept; None if
    the layout gives no clear place for it."""
    members = top_level_members(text)
    literal = json.dumps(value)
    for key, key_start, start, end in members:
        if key == "checksum":
            return text[:start] + literal + text[end:]
    for key, key_start, start, end in members:
        if key == "data":
            line_start = text.rfind("\n", 0, key_start) + 1
            indent = text[line_start:key_start]
            if indent.strip():
                sep = " "                 # members share a line: stay on it
            else:
                sep = "\n" + indent
            insert = '"checksum": %s,%s' % (literal, sep)
            return text[:key_start] + insert + text[key_start:]
    return None
