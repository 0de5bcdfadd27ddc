"""`tablekeeper pull`: fetch the device's saves and game logs.

Copies every file of the device's saves/ folder (journals, snapshots, the
session) into DIR/saves/, each verified by its SHA-256 and skipped when the
local copy is already the same. For each journal it also writes the game
log DIR/logs/<name>.json (the header and the ops, what `tablekeeper export`
reads), and fetches the card data file the journal names into DIR/data/, so
that the export rebuilds the game with the very data it was played with."""
import json
import hashlib
import os

from host.errors import ProtocolError, TableKeeperError
from host.export import decode_journal
from host.progress import Progress
from host.syncclient import connect
from shared import syncpath

RETRIES = 3


def add_arguments(parser):
    parser.add_argument("--to", default="tablekeeper-saves", metavar="DIR",
                        help="where to put them (default: ./tablekeeper-saves)")


def run(args):
    client = connect(args.port, timeout=args.timeout)
    count = {"saves": 0, "data": 0, "same": 0, "logs": 0}
    try:
        entries = client.list(syncpath.SAVES)
        data_entries = {e.path: e for e in client.list(syncpath.DATA)}
        for entry in entries:
            local = os.path.join(args.to, *entry.path.split("/"))
            if _same(local, entry.sha256):
                count["same"] += 1
                raw = _read(local)
            else:
                raw = fetch(client, entry)
                _write(local, raw)
                count["saves"] += 1
            if entry.path.endswith(".jnl"):
                count["logs"] += write_log(args.to, entry.path, raw)
                fetched = fetch_data_file(client, args.to, raw, data_entries)
                if fetched is not None:
                    count["data" if fetched else "same"] += 1
    finally:
        client.close()
    print(summary(count, args.to))
    return 0


def summary(count, folder):
    """"pulled 9 file(s) into DIR (5 saves, 4 card data files), ...": every file counted."""
    pulled = count["saves"] + count["data"]
    parts = []
    if count["saves"]:
        parts.append("%d save%s" % (count["saves"], "" if count["saves"] == 1 else "s"))
    if count["data"]:
        parts.append("%d card data file%s" % (count["data"], "" if count["data"] == 1 else "s"))
    return "pulled %d file(s) into %s%s, %d already up to date; %d game log(s) in %s" % (
        pulled, folder, " (%s)" % ", ".join(parts) if parts else "", count["same"],
        count["logs"], os.path.join(folder, "logs"))


def fetch(client, entry):
    """A file's bytes, verified; a journal that grew meanwhile is listed again."""
    for attempt in range(RETRIES):
        bar = Progress(entry.path, entry.size)
        try:
            raw = client.get(entry.path, entry.size, entry.sha256, bar)
            bar.finish()
            return raw
        except ProtocolError:
            bar.finish("(changed while read: again)")
            for fresh in client.list(syncpath.SAVES):
                if fresh.path == entry.path:
                    entry = fresh
    raise TableKeeperError("%s keeps changing on the device; pull again when the game "
                           "is idle" % entry.path)


def write_log(folder, path, raw):
    """logs/<name>.json: the journal's header and ops, and what was dropped."""
    name = path.split("/")[-1][:-4]
    try:
        log = decode_journal(raw, path)
    except TableKeeperError as e:
        print("skipped %s: %s" % (path, e))
        return 0
    doc = {"format": "tablekeeper-log", "version": 1, "source": path,
           "header": log["header"], "ops": log["ops"], "dropped_records": log["dropped"]}
    _write(os.path.join(folder, "logs", name + ".json"),
           (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode())
    if log["dropped"]:
        print("note: %s ends with damaged records (dropped %d)" % (path, log["dropped"]))
    return 1


def fetch_data_file(client, folder, raw, data_entries):
    """The card data file named in a journal's header, if the device has it:
    True if it was fetched, False if the copy here is the same, None if there
    is none to fetch (once per file: several games may name the same one)."""
    try:
        header = decode_journal(raw, "")["header"]
    except TableKeeperError:
        return None
    name = header.get("data")
    if not isinstance(name, str) or not isinstance(header.get("game"), str):
        return None
    path = "%s/%s/%s" % (syncpath.DATA, header["game"], name)
    entry = data_entries.pop(path, None)
    if entry is None:
        return None
    local = os.path.join(folder, *path.split("/"))
    if _same(local, entry.sha256):
        return False
    _write(local, fetch(client, entry))
    return True


def _same(local, sha256):
    raw = _read(local)
    return raw is not None and hashlib.sha256(raw).hexdigest() == sha256


def _read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def _write(path, raw):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(raw)
    os.replace(tmp, path)
