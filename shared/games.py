# The games this firmware knows, imported only when one is opened, and the
# loading of their data files (carddata is imported only then too: the
# device's heap is small).

GAMES = ("scorecounter", "inbetween", "fugitive", "cerebria", "omega")
# the games that take a data file (their DATA_KIND is not None): the only
# folders under data/ (shared/syncpath.py); a test checks it against GAMES
DATA_GAMES = ("inbetween", "fugitive", "cerebria", "omega")


def load(name):
    """The game module called `name` (see shared/rules.py for its interface)."""
    if name not in GAMES:
        raise ValueError("unknown game: %s" % name)
    return __import__("shared." + name, None, None, ("NAME",))


def sample_path(name):
    """Where the repository keeps a game's sample data, relative to its root."""
    return "data/%s/sample.json" % name


def load_data(game, text, file):
    """Parse and check a data document for `game`; return its "data" part
    as the game keeps it (see kept_data).

    Checks the envelope and checksum, the game's DATA_SCHEMA, then the game's
    own check_data(data, file) for what a schema cannot say (unique ids,
    cross references). Raises carddata.CardDataError naming file and path."""
    from shared import carddata
    doc = carddata.parse(text, file, game=game.NAME, kind=game.DATA_KIND,
                         schema=getattr(game, "DATA_SCHEMA", None))
    check = getattr(game, "check_data", None)
    if check is not None:
        check(doc["data"], file)
    return kept_data(game, doc["data"])


def kept_data(game, data):
    """The checked "data" part of a document as the game keeps it in memory:
    its compact_data(data) if it has one (tuples instead of dicts, only what
    the rules and the screens use), else the data itself. For a file that
    passed its checks before (a resumed game), the device parses it and
    calls this alone."""
    compact = getattr(game, "compact_data", None)
    return data if compact is None else compact(data)
