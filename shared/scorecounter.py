# A two-player score counter: the smallest game that uses the whole interface.
# It exists to exercise the platform (menus, undo, journal, saves) and is never
# a stand-in for one of the real games.
#
# Players take turns. On a turn the active player adds 1..3 points, or rolls
# the device's die (1..6, cannot be undone: everyone saw the roll), then play
# passes. The first to reach the target wins; with the target "endless" (0)
# nobody ever does (for long benchmark games).
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove, require, options_with_defaults

NAME = "scorecounter"
DATA_KIND = None   # needs no card data
OPTIONS = [
    ("target", (10, 20, 50, 0), 20),     # 0: endless
]
_POINTS = (1, 2, 3)


def new(data, options, seed):
    opts = options_with_defaults(OPTIONS, options)
    return {"scores": [0, 0], "turn": 0, "active": 0,
            "target": opts["target"], "rng": seed_state(seed), "winner": None}


def choices(state, prefix):
    if state["winner"] is not None:
        return []
    if not prefix:
        return ["add", "roll"]
    if prefix == ["add"]:
        return list(_POINTS)
    if len(prefix) == 2 and prefix[0] == "add" and prefix[1] in _POINTS:
        return [DONE]
    if prefix == ["roll"]:
        return [DONE]
    return []


def undo_barrier(state, move):
    if move == ["roll"]:
        return "the die was rolled"
    return None


def apply(state, move):
    require(state["winner"] is None, "The game is over")
    require(isinstance(move, list) and move, "A move must be a list")
    verb = move[0]
    if verb == "add":
        require(len(move) == 2 and move[1] in _POINTS, "Add 1, 2 or 3 points")
        points = move[1]
    elif verb == "roll":
        require(len(move) == 1, "Roll takes no arguments")
        rng = Prng(state["rng"])
        points = 1 + rng.below(6)
        state["rng"] = rng.state
    else:
        raise IllegalMove("Unknown move: {0}", verb)
    player = state["active"]
    state["scores"][player] += points
    events = [["score", player, points, state["scores"][player]]]
    if state["target"] and state["scores"][player] >= state["target"]:
        state["winner"] = player
        events.append(["win", player])
    else:
        state["active"] = 1 - player
        state["turn"] += 1
    return events


def outcome(state):
    if state["winner"] is None:
        return None
    return {"winner": state["winner"], "reason": "reached the target score"}


def series(state):
    """The figures a timeline of the game plots: each player's score."""
    return {"Player 1": state["scores"][0], "Player 2": state["scores"][1]}


def scores(state):
    """Each seat's score, for a play record (optional, like series)."""
    return list(state["scores"])
