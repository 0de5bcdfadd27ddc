# Checking an InBetween card data file (the format: shared/inbetween_data.py):
# the schema and what a schema cannot say (ids used once, references to
# known symbols, unknowns where they are allowed, decks of 28 cards).
#
# Imported only while a file is checked (shared/inbetween.py check_data): the
# device checks a file once, when a game starts with it, and drops this
# module afterwards (firmware/session.py).
from shared.carddata import CardDataError, check, report
from shared.inbetween_data import UNKNOWN, FACES, SIDES, DECK_SIZE, TERMS

AWARENESS_LEVELS = 6
MAX_COST = 10
MAX_TOKENS = 20

_TEXT = ("str", 240)
_NAME = ("str", 40)
_FACE = ("dict", {"name": _NAME, "symbols": ("any",), "star": ("any",),
                  "ability": _TEXT}, ("ability",))
_CARD = ("dict", {"id": ("str", 16), "name": _NAME, "symbol": ("str", 16),
                  "cost": ("any",), "equipment": ("any",),
                  "copies": ("int", 1, DECK_SIZE), "ability": _TEXT},
         ("equipment", "copies", "ability"))


def schema():
    """The carddata schema of the "data" part (shared/carddata.py)."""
    terms = {}
    for t in TERMS:
        terms[t] = ("str", 40)
    return ("dict", {
        "lang": ("str", 8),
        "terms": ("dict", terms),
        "symbols": ("list", ("dict", {"id": ("str", 16), "name": _NAME,
                                      "tokens": ("any",)}), 1, 24),
        "characters": ("list", ("dict", {"id": ("str", 16), "human": _FACE,
                                         "creature": _FACE}), 10, 40),
        "awareness": ("dict", {
            "town": ("list", _TEXT, AWARENESS_LEVELS, AWARENESS_LEVELS),
            "creature": ("list", _TEXT, AWARENESS_LEVELS, AWARENESS_LEVELS)}),
        "cards": ("dict", {"town": ("list", _CARD, 0, DECK_SIZE),
                           "creature": ("list", _CARD, 0, DECK_SIZE)}),
    })


def check_data(data, file):
    """Raise CardDataError for a file that breaks the schema, an unknown
    reference, a duplicate or a bad unknown."""
    check(data, schema(), file, "data")
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
            return _fail(file, path + ".symbols", 'must be a list of symbols or "?"', symbols)
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
    report(CardDataError(file, path, problem))
