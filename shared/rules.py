# What every game module shares: the error for an illegal move and the marker
# that ends a move in a list of choices.
#
# The game interface (one module per game, see README "Writing a game"):
#   NAME                       short id, e.g. "inbetween"
#   OPTIONS                    list of (name, allowed values, default)
#   new(data, options, seed)   -> state (plain JSON-safe data)
#   apply(state, move)         -> list of events; raises IllegalMove and then
#                                 leaves the state exactly as it was
#   choices(state, prefix)     -> the legal next items of a move that starts
#                                 with `prefix` ([] lists the verbs); DONE in
#                                 the list means `prefix` is itself a move
#   undo_barrier(state, move)  -> None, or why the move cannot be undone
#   outcome(state)             -> None while the game runs, else
#                                 {"winner": ..., "reason": ...}
# and, for games with a data file (card data, board, party):
#   DATA_KIND                  "cards", "board", "party"... (None: no data)
#   DATA_SCHEMA                a shared/carddata.py schema of the "data" part
#   check_data(data, file)     optional: raise CardDataError for what the
#                              schema cannot say (a game may also leave
#                              DATA_SCHEMA out and check the schema here: the
#                              device then builds it only when it loads a file)
#   compact_data(data)         optional: the checked data as the game keeps it
#                              in memory (games.load_data returns it, new() is
#                              given it): tuples instead of dicts, only what the
#                              rules and the screens use
# and optionally:
#   series(state)              {name: int} of the figures worth plotting over
#                              a game (exports draw a timeline from them)
# Events are short lists too, first item a kind: ["score", 0, 3, 12].

DONE = None  # in a list of choices: "the move may end here"


class IllegalMove(Exception):
    """A move the rules forbid. The template is English and is also the key
    under which the device finds its translation; params fill {0}, {1}..."""

    def __init__(self, template, *params):
        super().__init__(template)
        self.template = template
        self.params = params

    def __str__(self):
        return self.template.format(*self.params)


def require(condition, template, *params):
    """Refuse the move with a reason unless the condition holds."""
    if not condition:
        raise IllegalMove(template, *params)


def options_with_defaults(declared, given):
    """Fill the table's options from a game's OPTIONS; refuse unknown ones."""
    result = {}
    given = given or {}
    for name, allowed, default in declared:
        value = given.get(name, default)
        require(value in allowed, "Option {0} cannot be {1}", name, value)
        result[name] = value
    for name in given:
        require(name in result, "Unknown option: {0}", name)
    return result


def expand(game, state, prefix=None, limit=10000):
    """Every complete legal move from choices(), depth first (small games and
    tests only: the number of moves can be large)."""
    prefix = prefix or []
    moves = []
    for item in game.choices(state, prefix):
        if item is DONE:
            moves.append(list(prefix))
        else:
            moves.extend(expand(game, state, prefix + [item], limit - len(moves)))
        if len(moves) >= limit:
            break
    return moves
