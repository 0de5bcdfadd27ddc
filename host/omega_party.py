"""Check or seal a Projekt Omega party file on the host.

    python -m host.omega_party check FILE...   validate; print file: path: problem
    python -m host.omega_party seal FILE...    normalise text to NFC, validate,
                                               fill in the checksum, rewrite

A party file is a tablekeeper-data document of kind "party" for the game
"omega" (see shared/omega_party.py for its "data"). Sealing refuses a file
that does not validate, so a sealed file always loads on the device.
(The team's generic `tablekeeper data seal/check` may replace this tool.)
"""
import json
import sys
import unicodedata

from shared import carddata, games, omega


def nfc(value):
    """The value with every string (keys too) in Unicode NFC."""
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, list):
        return [nfc(item) for item in value]
    if isinstance(value, dict):
        return {nfc(key): nfc(item) for key, item in value.items()}
    return value


def first_not_nfc(value, path=""):
    """The path of the first string that is not NFC, or None."""
    if isinstance(value, str):
        return None if unicodedata.is_normalized("NFC", value) else (path or "(top)")
    if isinstance(value, list):
        for i, item in enumerate(value):
            found = first_not_nfc(item, "%s[%d]" % (path, i))
            if found:
                return found
    if isinstance(value, dict):
        for key in sorted(value):
            found = first_not_nfc(key, path) or \
                first_not_nfc(value[key], (path + "." if path else "") + key)
            if found:
                return found
    return None


def layout(value, indent=""):
    """JSON in the author's key order, one short object or list per line, so
    that a party file stays easy to read and to copy by hand."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(indent) + len(flat) <= 100 or not isinstance(value, (list, dict)) or not value:
        return flat
    inner = indent + " "
    if isinstance(value, list):
        items = [inner + layout(item, inner) for item in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    items = [inner + json.dumps(key, ensure_ascii=False) + ": " + layout(item, inner)
             for key, item in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + indent + "}"


def check_text(text, file):
    """Validate a party document; return its data or raise CardDataError."""
    data = games.load_data(omega, text, file)
    doc = json.loads(text)
    where = first_not_nfc(doc)
    if where:
        raise carddata.CardDataError(file, where, "text is not in Unicode NFC: "
                                     "run `python -m host.omega_party seal`")
    omega.new(data, {}, 0)   # the rules accept it too (e.g. the starting Ohrožení)
    return data


def seal_text(text, file):
    """The sealed document text of a party file (NFC, checksum), validated."""
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise carddata.CardDataError(file, "", "not valid JSON (%s)" % (e,))
    doc = nfc(doc)
    doc.setdefault("format", carddata.FORMAT)
    doc.setdefault("version", carddata.VERSION)
    doc.setdefault("game", omega.NAME)
    doc.setdefault("kind", omega.DATA_KIND)
    doc.pop("checksum", None)
    doc = carddata.seal(doc)
    data = doc.pop("data")
    doc["data"] = data   # the envelope first, the data last
    sealed = layout(doc) + "\n"
    check_text(sealed, file)
    return sealed


def main(argv):
    if len(argv) < 2 or argv[0] not in ("check", "seal"):
        print(__doc__.strip())
        return 2
    failed = 0
    for path in argv[1:]:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if argv[0] == "seal":
                text = seal_text(text, path)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
            check_text(text, path)
            print("%s: ok" % path)
        except carddata.CardDataError as e:
            print(e)
            failed += 1
        except Exception as e:   # the rules refused the party (IllegalMove) or I/O failed
            print("%s: %s" % (path, e))
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
