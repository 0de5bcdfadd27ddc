# A data-bearing game for the host tools' tests (data check/seal, sync): a
# registry entry with DATA_KIND, DATA_SCHEMA and check_data, so that those
# tools can be tested before (and independently of) the real games' modules.
# It is never offered on the device: it is not in shared/games.GAMES. Only
# tests that run the device's code in their own process can use it (the
# sync service in-process, the emulator); a device in another process (the
# MicroPython unix port behind a pty) refuses its folder: those tests send
# a real game's data (tests/support/carddocs.py).
from shared import carddata, games
from shared.carddata import CardDataError

NAME = "cardgame"
DATA_KIND = "cards"
DATA_SCHEMA = ("dict", {
    "cards": ("list", ("dict", {
        "id": ("str", 16),
        "name": ("map", ("str", 40)),
        "cost": ("int", 0, 9),
    }), 1, 500),
})


def check_data(data, file):
    seen = set()
    for i, card in enumerate(data["cards"]):
        if card["id"] in seen:
            raise CardDataError(file, "data.cards[%d].id" % i, "duplicate id %r" % card["id"])
        seen.add(card["id"])


def document(cards=3, label="Test cards", version=1):
    """A sealed document with `cards` cards, names in three languages."""
    body = {"cards": [{"id": "c%d" % i,
                       "name": {"en": "Card %d" % i, "it": "Città %d" % i,
                                "cs": "Žluťoučký kůň %d" % i},
                       "cost": i % 10} for i in range(cards)]}
    return carddata.seal({"format": "tablekeeper-data", "version": version,
                          "game": NAME, "kind": DATA_KIND, "label": label,
                          "data": body})


def register(monkeypatch):
    """Make shared.games know this game for the rest of a test."""
    import sys
    module = sys.modules[__name__]
    real_load = games.load
    monkeypatch.setattr(games, "GAMES", games.GAMES + (NAME,))
    monkeypatch.setattr(games, "DATA_GAMES", games.DATA_GAMES + (NAME,))
    monkeypatch.setattr(games, "load", lambda name: module if name == NAME else real_load(name))
