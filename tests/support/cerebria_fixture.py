# Positions for the Cerebria tests (CPython and MicroPython).
#
# The sample board's Emotions have placeholder values, so the tests that
# need exact Intensities use a few extra test cards with known tracks,
# added to a copy of the sample data:
#   b_mild   Bliss Mild  [1, 3, 4, 6]  Empower at 2 -> b_strong [2, 4, 5, 7, 8]
#   g_mild   Gloom Mild  [1, 2, 4, 5]  Empower at 3 -> g_strong [3, 4, 6, 7, 9]
#   b_zero   Bliss Mild  [0, 1]        Empower at 2 -> b_strong
#   g_zero   Gloom Mild  [0, 1]        Empower at 2 -> g_strong
import json

from shared import games, cerebria as game, cerebria_control as control
from shared.cerebria_board import board_of

_CACHE = {}

TEST_CARDS = [
    ("b_mild", "bliss", "mild", [1, 3, 4, 6], 2, "b_strong"),
    ("g_mild", "gloom", "mild", [1, 2, 4, 5], 3, "g_strong"),
    ("b_zero", "bliss", "mild", [0, 1], 2, "b_strong"),
    ("g_zero", "gloom", "mild", [0, 1], 2, "g_strong"),
    ("b_strong", "bliss", "strong", [2, 4, 5, 7, 8], None, None),
    ("g_strong", "gloom", "strong", [3, 4, 6, 7, 9], None, None),
]

# spaces: Realm r = 2r, Frontier i = 2i + 1; Frontier i's slot is 3i + 1,
# between Realm slots 3i (Realm i) and 3i + 2 (Realm i + 1)
STARTS = {
    "2v2": [["start", 1, 0], ["start", 3, 5], ["start", 5, 6], ["start", 7, 9]],
    "3p": [["start", 1, 0], ["start", 3, 5], ["start", 5, 6]],
    "1v1": [["start", 1, 0], ["start", 3, 5]],
}


def sample():
    if "sample" not in _CACHE:
        path = games.sample_path("cerebria")
        with open(path) as f:
            _CACHE["sample"] = games.load_data(game, f.read(), path)
    return _CACHE["sample"]


def data():
    """The sample board plus the test cards."""
    if "test" not in _CACHE:
        d = json.loads(json.dumps(sample()))
        for cid, side, kind, track, empower, strong in TEST_CARDS:
            card = {"id": cid, "name": {"en": cid}, "side": side, "kind": kind,
                    "vibe": "red", "track": track, "start": 1, "copies": 2}
            if kind == "mild":
                card["empower"] = empower
                card["strong"] = strong
            d["emotions"].append(card)
        game.check_data(d, "test data")
        _CACHE["test"] = d
    return _CACHE["test"]


def started(mode="2v2", first="bliss", origin=0):
    """A game right after setup: first player's first turn."""
    s = game.new(data(), {"mode": mode, "first": first}, 0)
    game.apply(s, ["origin", origin])
    for move in STARTS[mode]:
        game.apply(s, move)
    return s


def refresh(state):
    state["ctl"] = control.compute(board_of(state), state["slots"], state["forts"])


def bare(mode="2v2", first="bliss"):
    """A started game with no Emotion on the board, past the first turn
    (so that Absorb is allowed), the first player to move again."""
    s = started(mode, first)
    s["turn"] = 1 + len(s["order"])
    s["slots"] = [None] * 15
    refresh(s)
    return s


def put(state, slot, card, essence, token=0):
    state["slots"][slot] = [card, essence, token]
    refresh(state)


def fort(state, realm, side, level):
    state["forts"][realm] = [side, level]
    state["frags"][side][level - 1] -= 1
    refresh(state)


def spirit(state, p, space):
    state["players"][p]["space"] = space


def resources(state, p, wp=None, ess=None):
    if wp is not None:
        state["players"][p]["wp"] = wp
    if ess is not None:
        state["players"][p]["ess"] = ess


def unlock(state, p, *vibes):
    for v in vibes:
        if v not in state["players"][p]["vibes"]:
            state["players"][p]["vibes"].append(v)
