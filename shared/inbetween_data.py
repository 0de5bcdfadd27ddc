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
from shared.carddata import CardDataError

UNKNOWN = "?"
FACES = ("human", "creature")
SIDES = ("town", "creature")
DECK_SIZE = 28
AWARENESS_LEVELS = 6
MAX_COST = 10
MAX_TOKENS = 20

# the game's words every file names, in its language
TERMS = ("town", "creature", "human", "inbetween",
         "alert", "guarded", "secured", "nervous", "terrified", "devoured",
         "energy", "awareness", "symbol", "direction")

_TEXT = ("str", 240)
_NAME = ("str", 40)
_FACE = ("dict", {"name": _NAME, "symbols": ("any",), "star": ("any",),
                  "ability": _TEXT}, ("ability",))
_CARD = ("dict", {"id": ("str", 16), "name": _NAME, "symbol": ("str", 16),
                  "cost": ("any",), "equipment": ("any",),
                  "copies": ("int", 1, DECK_SIZE), "ability": _TEXT},
         ("equipment", "copies", "ability"))
_TERMS = {}
for _t in TERMS:
    _TERMS[_t] = ("str", 40)

SCHEMA = ("dict", {
    "lang": ("str", 8),
    "terms": ("dict", _TERMS),
    "symbols": ("list", ("dict", {"id": ("str", 16), "name": _NAME,
                                  "tokens": ("any",)}), 1, 24),
    "characters": ("list", ("dict", {"id": ("str", 16), "human": _FACE,
                                     "creature": _FACE}), 10, 40),
    "awareness": ("dict", {"town": ("list", _TEXT, AWARENESS_LEVELS, AWARENESS_LEVELS),
                           "creature": ("list", _TEXT, AWARENESS_LEVELS, AWARENESS_LEVELS)}),
    "cards": ("dict", {"town": ("list", _CARD, 0, DECK_SIZE),
                       "creature": ("list", _CARD, 0, DECK_SIZE)}),
})


# -- checks the schema cannot make --

def check_data(data, file):
    """Raise CardDataError for unknown references, duplicates, bad unknowns."""
    symbol_ids = _unique_ids(data["symbols"], file, "data.symbols")
    for i in range(len(data["symbols"])):
        tokens = data["symbols"][i]["tokens"]
        if tokens != UNKNOWN and not _int_in(tokens, 0, MAX_TOKENS):
            _fail(file, "data.symbols[%d].tokens" % i,
                  'must be 0..%d or "?"' % MAX_TOKENS, tokens)
    _unique_ids(data["characters"], file, "data.characters")
    for i in range(len(data["characters"])):
        for face in FACES:
            _check_face(data["characters"][i][face], symbol_ids, file,
                        "data.characters[%d].%s" % (i, face))
    for side in SIDES:
        _check_deck(data["cards"][side], symbol_ids, file, "data.cards." + side)


def _unique_ids(items, file, path):
    seen = []
    for i in range(len(items)):
        ident = items[i]["id"]
        if not ident or ident == UNKNOWN:
            _fail(file, "%s[%d].id" % (path, i), "must name the item", ident)
        if ident in seen:
            _fail(file, "%s[%d].id" % (path, i), "is used twice", ident)
        seen.append(ident)
    return seen


def _check_face(face, symbol_ids, file, path):
    symbols = face["symbols"]
    if symbols != UNKNOWN:
        if not isinstance(symbols, list) or len(symbols) > 8:
            _fail(file, path + ".symbols", 'must be a list of symbols or "?"', symbols)
        for j in range(len(symbols)):
            if symbols[j] != UNKNOWN and symbols[j] not in symbol_ids:
                _fail(file, "%s.symbols[%d]" % (path, j), "is not in data.symbols", symbols[j])
    if not _flag(face["star"]):
        _fail(file, path + ".star", 'must be true, false or "?"', face["star"])


def _check_deck(cards, symbol_ids, file, path):
    _unique_ids(cards, file, path)
    total = 0
    for i in range(len(cards)):
        card = cards[i]
        where = "%s[%d]" % (path, i)
        if card["symbol"] != UNKNOWN and card["symbol"] not in symbol_ids:
            _fail(file, where + ".symbol", "is not in data.symbols", card["symbol"])
        cost = card["cost"]
        if cost is not None and cost != UNKNOWN and not _int_in(cost, 0, MAX_COST):
            _fail(file, where + ".cost", 'must be 0..%d, null (no ability) or "?"'
                  % MAX_COST, cost)
        if not _flag(card.get("equipment", False)):
            _fail(file, where + ".equipment", 'must be true, false or "?"', card["equipment"])
        total += card.get("copies", 1)
    if cards and total != DECK_SIZE:
        _fail(file, path, "a deck has %d cards, these copies add up to %d"
              % (DECK_SIZE, total), None)


def _flag(value):
    """true, false or unknown (1 and 0 are not flags)"""
    return value is True or value is False or value == UNKNOWN


def _int_in(value, lo, hi):
    return type(value) is int and lo <= value <= hi


def _fail(file, path, problem, value):
    if value is not None:
        problem = "%s (found %r)" % (problem, value)
    raise CardDataError(file, path, problem)


# -- what the rules take from the data --

def character(data, ident):
    """The character with this id, or None."""
    for c in data["characters"]:
        if c["id"] == ident:
            return c
    return None


def face_symbols(face):
    """A face's printed symbols as a sorted list, or UNKNOWN."""
    symbols = face["symbols"]
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
            count = None if s["tokens"] == UNKNOWN else s["tokens"]
        elif tokens_option == "unlimited":
            count = None
        else:
            count = tokens_option
        supply[s["id"]] = count
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
        sym = s["id"]
        if not cards:
            costs[sym] = UNKNOWN
            continue
        found = None
        for card in cards:
            if card["symbol"] == sym or card["symbol"] == UNKNOWN:
                found = _add_cost(found or [], card["cost"])
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
