# Fixtures for the InBetween tests (CPython and MicroPython): the shipped
# data files, and games whose circle is known.
#
# With the sample data, table_game() lays c01..c10 in order, so position p
# holds c0(p+1): even positions human, odd creature. c01's human face has the
# star, so the Activity marker starts on position 0 and the Creature plays
# first. Printed symbols of the faces showing:
#   0 c01 human [eye, key]     1 c02 creature [flame, hand]
#   2 c03 human [eye, hand]    3 c04 creature [eye]
#   4 c05 human [eye, flame]   5 c06 creature [hand, moon]
#   6 c07 human [hand]         7 c08 creature [eye]
#   8 c09 human [eye]          9 c10 creature [flame]
import json

from shared import games, inbetween as game

CIRCLE = ["c01", "c02", "c03", "c04", "c05", "c06", "c07", "c08", "c09", "c10"]
_cache = {}


def load(name="sample"):
    """The parsed, checked "data" part of data/inbetween/<name>.json."""
    if name not in _cache:
        path = "data/inbetween/%s.json" % name
        with open(path) as f:
            _cache[name] = games.load_data(game, f.read(), path)
    return json.loads(json.dumps(_cache[name]))  # a copy the test may change


def table_game(ids=None, data=None, **options):
    """A game whose players entered the circle `ids` (default c01..c10)."""
    options["deal"] = "table"
    state = game.new(data or load(), options, 1)
    for ident in ids or CIRCLE:
        game.apply(state, ["deal", ident])
    return state


def put(state, pos, safety=None, face=None, tokens=None):
    """Arrange a character for a test (the state is plain data)."""
    slot = state["circle"][pos]
    if face is not None:
        slot["face"] = face
    if safety is not None:
        slot["safety"] = safety
    if tokens is not None:
        slot["tokens"] = tokens
    return slot


def moves(state, prefix=None):
    """Every complete legal move from choices() that starts with prefix."""
    from shared.rules import expand
    return expand(game, state, prefix or [])


def kinds(events):
    return [e[0] for e in events]
