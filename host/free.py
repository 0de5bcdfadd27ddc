"""`tablekeeper free`: what can be deleted on the device to make room, and
deleting it, over the USB sync link (its F request). The device's own
flash-space screen offers the same list (firmware/freeable.py):

    tablekeeper free                       # the list: name, size, what it is
    tablekeeper free game:fugitive log     # delete those
    tablekeeper free --safe                # all that loses no game in progress

A full flash refuses moves on the device (they could not be saved); this
is how the host makes room again. A game in progress is deleted only when
named, after a question (--yes answers it); `tablekeeper pull` first keeps
a copy of every save."""
import sys

from host.errors import TableKeeperError
from host.syncclient import connect

# items that lose no game in progress (firmware/freeable.py)
SAFE_KINDS = ("leftovers", "log", "snapshots")


def add_arguments(parser):
    parser.add_argument("items", nargs="*", metavar="ITEM",
                        help="names from the list to delete (e.g. game:fugitive, log)")
    parser.add_argument("--safe", action="store_true",
                        help="delete everything that loses no game in progress: leftover files, "
                             "the error log, finished games, older snapshots")
    parser.add_argument("--yes", action="store_true",
                        help="do not ask before deleting a game in progress")


def run(args):
    client = connect(args.port, timeout=args.timeout)
    try:
        offered = client.free()
        items = offered["items"]
        chosen = list(args.items)
        if args.safe:
            chosen += [i[0] for i in items if is_safe(i) and i[0] not in chosen]
        if not chosen:
            show(items, offered.get("free"))
            if items:
                print("tablekeeper free ITEM... deletes them (--safe: all that loses no game "
                      "in progress)")
            return 0
        known = {i[0]: i for i in items}
        unknown = [c for c in chosen if c not in known]
        if unknown:
            raise TableKeeperError("the device offers no %s (see `tablekeeper free`)"
                                   % ", ".join(unknown))
        in_progress = [c for c in chosen if not is_safe(known[c])]
        if in_progress and not args.yes and not confirm(in_progress):
            print("nothing deleted")
            return 1
        reply = client.free(chosen)
    finally:
        client.close()
    for c in chosen:
        print("deleted %s  (%s)" % (c, describe(known[c])))
    print("freed %s; the device now has %s free" % (kb(reply["freed"]), kb(reply.get("free", 0))))
    return 0


def is_safe(item):
    """Whether deleting an item loses no game in progress."""
    kind = item[0].split(":")[0]
    return kind in SAFE_KINDS or (kind == "game" and item[3])


def describe(item):
    kind = item[0].split(":")[0]
    game = item[2]
    if kind == "leftovers":
        return "leftover files: writes cut by a power cut, an unfinished transfer"
    if kind == "log":
        return "the device's error log"
    if kind == "snapshots":
        return "older snapshots of %s: the game stays, its next start replays more moves" % game
    if item[3]:
        return "the finished game of %s: its log and snapshots" % game
    return "the game of %s in progress: it cannot be resumed afterwards" % game


def show(items, free):
    print("%s free on the device" % kb(free or 0))
    if not items:
        print("nothing to free: delete card data with `tablekeeper sync --delete`")
        return
    width = max(len(i[0]) for i in items)
    for item in items:
        print("  %-*s  %8s  %s" % (width, item[0], kb(item[1]), describe(item)))


def confirm(names):
    print("delete the game(s) in progress %s? They cannot be resumed afterwards "
          "(tablekeeper pull keeps a copy) [y/N] " % ", ".join(names), end="")
    sys.stdout.flush()
    answer = sys.stdin.readline().strip().lower()
    return answer in ("y", "yes")


def kb(n):
    return "%.1f KB" % (n / 1024)
