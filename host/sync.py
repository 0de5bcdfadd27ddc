"""`tablekeeper sync`: put the card data of the repository (data/<game>/*.json)
on the device, in /data/<game>/.

Every file is validated first (the same checks as `tablekeeper data check`):
one bad file and nothing is sent. Then the device's copies are compared by
SHA-256 and the plan is shown (+ new, ~ changed, = unchanged, - only on the
device); --dry-run stops there, --diff also shows what changed inside the
changed files. Files are pushed with a progress bar; a transfer cut by a
broken link resumes where it stopped on the next run. The device checks
every file again before it replaces its copy; a file it refuses is listed
with the device's reason, and the device keeps its old copy."""
import json
import os
import time

from host import datatool
from host.errors import DataInvalid, DeviceRefused, TableKeeperError
from host.progress import Progress
from host.syncclient import connect
from shared import syncpath

DIFF_LINES = 12


def add_arguments(parser):
    parser.add_argument("--data", default=None,
                        help="the data folder to sync (default: data/ of this repository)")
    parser.add_argument("-n", "--dry-run", action="store_true",
                        help="show what would change, send nothing")
    parser.add_argument("--diff", action="store_true",
                        help="also show what changed inside changed files")
    parser.add_argument("--delete", action="store_true",
                        help="remove data files that are on the device but not here")


def run(args):
    folder = args.data or default_data_folder()
    local = collect(folder)
    client = connect(args.port, timeout=args.timeout)
    try:
        describe(client.info)
        plan = make_plan(local, client.list(syncpath.DATA), args.delete)
        show_plan(plan, client if args.diff else None, local)
        if args.dry_run:
            print("dry run: nothing sent")
            return 0
        push(client, plan, local)
    finally:
        client.close()
    return 0


def default_data_folder():
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")


def collect(folder):
    """{device path: bytes} of every data file under `folder`, all validated."""
    if not os.path.isdir(folder):
        raise TableKeeperError("no data folder at %s" % folder)
    files = {}
    problems = []
    for path in datatool.expand([folder]):
        rel = os.path.relpath(path, folder).replace(os.sep, "/")
        device_path = syncpath.DATA + "/" + rel
        try:
            doc = datatool.check_file(path)
            if rel.split("/")[0] != doc["game"] or rel.count("/") != 1:
                raise DataInvalid("%s: game: must be in the folder %s/ of the data folder"
                                  % (path, doc["game"]))
        except DataInvalid as e:
            problems.append(str(e))
            continue
        with open(path, "rb") as f:
            files[device_path] = f.read()
    if problems:
        raise DataInvalid("%d file(s) would not load on the device; nothing was sent:\n%s"
                          % (len(problems), "\n".join(problems)))
    return files


def describe(info):
    print("board %s, firmware %s, sync protocol %s, %s free"
          % (info.get("board"), info.get("fw"), info.get("proto"), _kb(info.get("free", 0))))
    put = info.get("put")
    if put:
        print("an unfinished transfer is waiting: %s, %d of %d bytes"
              % (put["path"], put["at"], put["size"]))


class Plan:
    def __init__(self):
        self.add = []        # paths to send, new on the device
        self.change = []     # paths to send, different on the device
        self.same = []
        self.extra = []      # on the device only
        self.delete = False
        self.remote = {}

    def to_send(self):
        return sorted(self.add + self.change)


def make_plan(local, entries, delete):
    import hashlib
    plan = Plan()
    plan.delete = delete
    plan.remote = {e.path: e for e in entries}
    for path in sorted(local):
        entry = plan.remote.get(path)
        if entry is None:
            plan.add.append(path)
        elif entry.sha256 != hashlib.sha256(local[path]).hexdigest():
            plan.change.append(path)
        else:
            plan.same.append(path)
    plan.extra = sorted(p for p in plan.remote if p not in local)
    return plan


def show_plan(plan, client, local):
    for path in sorted(plan.add + plan.change + plan.same):
        size = len(local[path])
        if path in plan.add:
            print("  + %s  (%s, new)" % (path, _kb(size)))
        elif path in plan.change:
            print("  ~ %s  (%s -> %s)" % (path, _kb(plan.remote[path].size), _kb(size)))
            if client is not None:
                old = client.get(path, plan.remote[path].size, plan.remote[path].sha256)
                for line in json_diff(old, local[path]):
                    print("      " + line)
        else:
            print("  = %s  (unchanged)" % path)
    for path in plan.extra:
        if plan.delete:
            print("  - %s  (only on the device: will be removed)" % path)
        else:
            print("  ? %s  (only on the device: kept; --delete removes it)" % path)
    print("%d to send, %d unchanged%s" % (len(plan.to_send()), len(plan.same),
                                          ", %d to remove" % len(plan.extra) if plan.delete else ""))


def push(client, plan, local):
    paths = plan.to_send()
    need = sum(len(local[p]) for p in paths)
    free = client.info.get("free", 0)
    if need > free:
        raise TableKeeperError("the device has %s free, the files need %s" % (_kb(free), _kb(need)))
    t = client.transport
    start = time.monotonic()
    out0, in0, req0 = t.bytes_out, t.bytes_in, client.requests
    refused = []
    for path in paths:
        bar = Progress(path, len(local[path]))
        try:
            resumed = client.put(path, local[path], bar)
        except DeviceRefused as e:
            if e.code not in ("data", "memory", "space"):
                raise
            # the device checked the file and kept its old copy: say why, go on
            bar.finish("(refused)")
            print("  ! %s: the device refused it: %s" % (path, e.text))
            refused.append(path)
            continue
        bar.finish("(resumed at %d bytes)" % resumed if resumed else "")
    removed = 0
    if plan.delete:
        for path in plan.extra:
            if client.delete(path):
                removed += 1
                print("removed %s" % path)
    took = time.monotonic() - start
    print("sent %d file(s), %d bytes in %.2f s%s; on the wire %d bytes out, %d in, "
          "%d round trips" % (len(paths) - len(refused), need, took,
                              ", removed %d" % removed if removed else "",
                              t.bytes_out - out0, t.bytes_in - in0, client.requests - req0))
    if refused:
        raise TableKeeperError("the device refused %d file(s) (see above); it keeps its old "
                               "copies" % len(refused))


def json_diff(old, new, limit=DIFF_LINES):
    """Lines saying where two JSON documents differ: "path: old -> new"."""
    try:
        a = json.loads(old)
        b = json.loads(new)
    except ValueError:
        return ["(the device's copy is not JSON)"]
    lines = []
    _diff(a, b, "", lines)
    if len(lines) > limit:
        lines = lines[:limit] + ["... and %d more differences" % (len(lines) - limit)]
    return lines


def _diff(a, b, path, lines):
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            where = path + "." + key if path else key
            if key not in a:
                lines.append("%s: added %s" % (where, _short(b[key])))
            elif key not in b:
                lines.append("%s: removed" % where)
            else:
                _diff(a[key], b[key], where, lines)
    elif isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            where = "%s[%d]" % (path, i)
            if i >= len(a):
                lines.append("%s: added %s" % (where, _short(b[i])))
            elif i >= len(b):
                lines.append("%s: removed" % where)
            else:
                _diff(a[i], b[i], where, lines)
    elif a != b or type(a) is not type(b):
        lines.append("%s: %s -> %s" % (path or "(top)", _short(a), _short(b)))


def _short(value):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def _kb(n):
    return "%.1f KB" % (n / 1024) if n < 10 * 1024 * 1024 else "%.0f MB" % (n / 1048576)
