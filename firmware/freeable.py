# What can be deleted from the flash to make room, and deleting it: one list
# for the device's flash-space screen (firmware/freespace.py) and for the USB
# sync's free request (firmware/sync.py, `tablekeeper free` on the host).
# Imported by either while it is in use.
#
# In the order a user would free them:
#   leftovers      temporary files of writes cut by a power cut, the part
#                  file of an unfinished transfer (not while it is going on)
#   log            the error log
#   game:<g>       a finished game's save: its journal (the game's log), its
#                  snapshots and its end marker (firmware/records.end_path)
#   snapshots:<g>  a game's older snapshots, its newest kept: an undo far
#                  back, or the next power-up, replays more moves
#   game:<g>       a game in progress, likewise (its save is lost)
# Never the open game's journal: only its older snapshots.
from firmware import records
from firmware import snapshots as snaps
from shared import games

ERROR_LOG = "saves/error.log"
PART = ("data/.part", "data/.part.json")


def entries(storage, open_game=None, transfer=False):
    """[(id, game, finished, paths)] of what can be freed now, in order.
    open_game: the game open on the device (its journal stays); transfer:
    a sync put is going on (its part file stays)."""
    out = []
    leftovers = [records.SAVES + "/" + n for n in storage.listdir(records.SAVES)
                 if n.endswith(".tmp")]
    if storage.exists("settings.json.tmp"):
        leftovers.append("settings.json.tmp")
    if not transfer:
        leftovers += [p for p in PART if storage.exists(p)]
    if leftovers:
        out.append(("leftovers", None, False, leftovers))
    if storage.exists(ERROR_LOG):
        out.append(("log", None, False, [ERROR_LOG]))
    saved = [g for g in games.GAMES if storage.exists(records.journal_path(g))]
    finished = [g for g in saved if storage.exists(records.end_path(g))]
    for g in finished:
        if g != open_game:
            out.append(("game:" + g, g, True, _save_files(storage, g)))
    for g in saved:
        newest = snaps.newest_slot(storage, g)
        old = [snaps.slot_path(g, s) for s in range(snaps.KEEP)
               if s != newest and storage.exists(snaps.slot_path(g, s))]
        if old:
            out.append(("snapshots:" + g, g, g in finished, old))
    for g in saved:
        if g != open_game and g not in finished:
            out.append(("game:" + g, g, False, _save_files(storage, g)))
    return out


def _save_files(storage, game):
    paths = [records.journal_path(game), records.end_path(game)]
    for s in range(snaps.KEEP):
        paths.append(snaps.slot_path(game, s))
        paths.append(snaps.slot_path(game, s) + ".tmp")
    return [p for p in paths if storage.exists(p)]


def size_of(storage, paths):
    total = 0
    for p in paths:
        total += max(0, storage.size(p))
    return total


def items(storage, open_game=None, transfer=False):
    """[[id, bytes, game, finished]] of entries() (for the screen and the link)."""
    return [[e[0], size_of(storage, e[3]), e[1], e[2]]
            for e in entries(storage, open_game, transfer)]


def free(storage, item_id, open_game=None, transfer=False):
    """Delete what one item of entries() stands for; the bytes freed, or
    None if no such item is offered now."""
    for e in entries(storage, open_game, transfer):
        if e[0] == item_id:
            size = size_of(storage, e[3])
            for p in e[3]:
                storage.remove(p)
            return size
    return None


def app_state(app):
    """(open game, a transfer going on) of the running app."""
    session = getattr(app, "session", None)
    transfer = False
    for service in getattr(app, "services", ()):
        sync = getattr(service, "service", service)
        if getattr(sync, "put", None) is not None:
            transfer = True
    return (session.name if session is not None else None), transfer
