# A small game module, used by tests as a game that has no screens of its own
# (the generic plug-in must carry it) and whose choices include a long run of
# numbers (the move builder offers number entry for those).
from shared.rules import DONE, require

NAME = "numbers"
DATA_KIND = None
OPTIONS = []


def new(data, options, seed):
    return {"total": 0, "sets": 0}


def choices(state, prefix):
    if not prefix:
        return ["set", "clear"]
    if prefix == ["set"]:
        return list(range(0, 40))
    if len(prefix) == 2 and prefix[0] == "set" or prefix == ["clear"]:
        return [DONE]
    return []


def undo_barrier(state, move):
    return None


def apply(state, move):
    require(move and move[0] in ("set", "clear"), "Unknown move: {0}", move)
    if move[0] == "set":
        require(len(move) == 2 and 0 <= move[1] < 40, "Set 0 to 39")
        state["total"] = move[1]
        state["sets"] += 1
        return [["set", move[1]]]
    state["total"] = 0
    return [["clear"]]


def outcome(state):
    return None
