# The games this firmware knows, imported only when one is opened.
GAMES = ("scorecounter",)


def load(name):
    """The game module called `name` (see shared/rules.py for its interface)."""
    if name not in GAMES:
        raise ValueError("unknown game: %s" % name)
    return __import__("shared." + name, None, None, ("NAME",))


def sample_path(name):
    """Where the repository keeps a game's sample data, relative to its root."""
    return "data/%s/sample.json" % name
