# InBetween card data: the format of data/inbetween/*.json, its checks, and
# what the rules take from it.
#
# One file holds one language (players transcribe their own copy, in the
# language of their box): the device parses it whole, and a parsed file with
# every language in it would not fit the Pico's heap beside the game.
# The "data" part of a document (shared/carddata.py gives the envelope):
#   lang        "en", "it", "cs"...: the language of every text in the file
#   terms       {term: text}: the game's words (TERMS below), e.g. the Safety
#               spaces "alert": "Allerta", "secured": "Al Sicuro"
#   symbols     [{id, name, tokens}]  the symbols on cards; tokens = how many
#               Symbol tokens of it the box holds
#   characters  [{id, human: FACE, creature: FACE}]  the double-sided
#               Character cards (18 in the box), FACE = {name, symbols, star,
#               ability}
#   awareness   {town: [6 texts], creature: [6 texts]}  the one-time
#               abilities of the Awareness cards, levels 1..6
#   cards       {town: [CARD], creature: [CARD]}  the players' decks,
#               CARD = {id, name, symbol, cost, equipment, copies (default 1)}
#
# Unknown: the real card texts are not public, so players transcribe their
# own copy into a template and may leave things out. Everywhere, the string
# "?" means "not known": a face's symbols ("?" or a list holding "?"), a
# star, a card's symbol, cost or Equipment flag, a token count, a name or a
# text. The rules never need a "?" filled in: the device then trusts the
# players (any symbol may be played on a face whose symbols are unknown, any
# cost may be paid for a card whose cost is unknown, the players say where
# the Activity marker starts when a star is unknown, an unknown token count
# is an unlimited supply). A card "cost" of null means it has no ability.
#
# The checks of a file are in shared/inbetween_check.py (imported only
# while a file is checked). In memory the rules and the screens keep the
# data compact (compact(): a dict of a few keys costs the device's heap
# about three times a tuple of the same values, and the parsed file would
# take a third of the game's share of the heap):
#   lang, terms   as in the file
#   symbols       ((id, name, tokens), ...)                 SYMBOL_* below
#   characters    ((id, human FACE, creature FACE), ...)
#                 FACE = (name, symbols, star, ability)     FACE_* below
#   awareness     {"town": (6 texts), "creature": (6 texts)}
#   cards         {"town": (CARD, ...), "creature": (...)}
#                 CARD = (id, name, symbol, cost, ability)  CARD_* below
# (a card's Equipment flag and copies are checked, but no rule uses them).
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

UNKNOWN = "?"
FACES = ("human", "creature")
SIDES = ("town", "creature")
DECK_SIZE = 28

SYMBOL_ID = const(0)
SYMBOL_NAME = const(1)
SYMBOL_TOKENS = const(2)
FACE_NAME = const(0)
FACE_SYMBOLS = const(1)
FACE_STAR = const(2)
FACE_ABILITY = const(3)
CARD_ID = const(0)
CARD_NAME = const(1)
CARD_SYMBOL = const(2)
CARD_COST = const(3)
CARD_ABILITY = const(4)

# the game's words every file names, in its language
TERMS = ("town", "creature", "human", "inbetween",
         "alert", "guarded", "secured", "nervous", "terrified", "devoured",
         "energy", "awareness", "symbol", "direction")

# -- the data in memory --

def compact(data):
    """The checked "data" of a file as the device keeps it (see the top).
    A symbol's id is one string object wherever a face or a card names it."""
    ids = {}
    for s in data["symbols"]:
        ids[s["id"]] = s["id"]
    return {
        "lang": data["lang"],
        "terms": data["terms"],
        "symbols": tuple([(s["id"], s["name"], s["tokens"]) for s in data["symbols"]]),
        "characters": tuple([(c["id"], _face(c["human"], ids), _face(c["creature"], ids))
                             for c in data["characters"]]),
        "awareness": {"town": tuple(data["awareness"]["town"]),
                      "creature": tuple(data["awareness"]["creature"])},
        "cards": {"town": _deck(data["cards"]["town"], ids),
                  "creature": _deck(data["cards"]["creature"], ids)},
    }


def _face(face, ids):
    symbols = face["symbols"]
    if symbols != UNKNOWN:
        symbols = tuple([ids.get(x, x) for x in symbols])
    return (face["name"], symbols, face["star"], face.get("ability", ""))


def _deck(cards, ids):
    return tuple([(c["id"], c["name"], ids.get(c["symbol"], c["symbol"]), c["cost"],
                   c.get("ability", "")) for c in cards])


# -- what the rules take from the data --

def character(data, ident):
    """The character (id, human face, creature face) with this id, or None."""
    for c in data["characters"]:
        if c[0] == ident:
            return c
    return None


def face_of(character, face):
    """A character's face: "human" or "creature"."""
    return character[1] if face == "human" else character[2]


def face_symbols(face):
    """A face's printed symbols as a sorted list, or UNKNOWN."""
    symbols = face[FACE_SYMBOLS]
    if symbols == UNKNOWN or UNKNOWN in symbols:
        return UNKNOWN
    return sorted(symbols)


def token_supply(data, tokens_option):
    """{symbol: Symbol tokens in the supply, None for unlimited}.

    tokens_option "data" takes each symbol's count from the data (an unknown
    count is unlimited), "unlimited" ignores it, an int gives every symbol
    that many."""
    supply = {}
    for s in data["symbols"]:
        if tokens_option == "data":
            count = None if s[SYMBOL_TOKENS] == UNKNOWN else s[SYMBOL_TOKENS]
        elif tokens_option == "unlimited":
            count = None
        else:
            count = tokens_option
        supply[s[SYMBOL_ID]] = count
    return supply


def ability_costs(data, side):
    """{symbol: sorted ability costs of the side's cards with that symbol}.

    A symbol no card of the side carries is absent (the side cannot play
    it). A card with an unknown symbol may carry any symbol; a symbol maps to
    UNKNOWN when a card that may carry it has an unknown cost; an empty deck
    list is all unknown. Cards without an ability (cost null) add no cost."""
    cards = data["cards"][side]
    costs = {}
    for s in data["symbols"]:
        sym = s[SYMBOL_ID]
        if not cards:
            costs[sym] = UNKNOWN
            continue
        found = None
        for card in cards:
            if card[CARD_SYMBOL] == sym or card[CARD_SYMBOL] == UNKNOWN:
                found = _add_cost(found or [], card[CARD_COST])
        if found is not None:
            costs[sym] = found
    return costs


def _add_cost(found, cost):
    if found == UNKNOWN or cost == UNKNOWN:
        return UNKNOWN
    if cost is None or cost in found:
        return found
    found = found + [cost]
    found.sort()
    return found


# -- texts for the screens --

def text(value):
    """A name or a text, or None when it is unknown ("?") or empty."""
    if not value or value == UNKNOWN:
        return None
    return value


def term(data, key):
    """A game term of the file's language, e.g. term(data, "secured")."""
    return data["terms"][key]


def space_term(face, safety):
    """The term naming Safety space 0..4 (0: InBetween) of a face."""
    if safety == 0:
        return "inbetween"
    if face == "human":
        return ("alert", "guarded", "guarded", "secured")[safety - 1]
    return ("nervous", "terrified", "terrified", "devoured")[safety - 1]
