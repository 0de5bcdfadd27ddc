# Where a game's journal lives, and its header read without loading the
# match code: the home screen and the game list tell which games are saved.
# The journal's format and its reader are in shared/journal.py.
import json

from shared import journal

SAVES = "saves"


def journal_path(name):
    return "%s/%s.jnl" % (SAVES, name)


def end_path(name):
    """A game whose match is over has this (empty) file beside its journal:
    the flash-space screen offers such games' logs first."""
    return "%s/%s.end" % (SAVES, name)


def saved_header(storage, name):
    """The header of a game's saved journal, or None (reads its first entry
    only, from either copy)."""
    f = storage.reader(journal_path(name))
    if f is None:
        return None
    with f:
        payload = journal.read_first(f)
    try:
        value = json.loads(payload) if payload is not None else None
    except ValueError:
        return None
    return value if isinstance(value, dict) else None
