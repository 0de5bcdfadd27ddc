# Cerebria board data: what the rules and the screens keep of it, and the
# compact tables the rules read.
#
# The geometry of the board is data (data/cerebria/sample.json), not code:
#   slots      15 Emotion slots numbered around the ring (slot 14 is beside
#              slot 0), each ["realm"|"frontier", area]
#   realms     5 Realms: two own slots, the two Frontier slots beside them each
#              with the Realm slot that blocks it, the Realm's Spirit space,
#              the 3 spaces next to its Fortress, its Realm Action
#   frontiers  5 Frontiers: own slot, Triad (3 slots), the 2 Realms beside it
#   spaces     10 Spirit spaces: neighbours, adjacent slots, adjacent
#              Frontiers (Absorb bonus), Realms whose Sphere may be absorbed
#   spheres    5 Origin Spheres with their bonus; origin rotation and content
# plus resources, costs of actions and upgrades, and the Emotion cards with
# their Essence tracks (printed Intensity of each Essence space). The schema
# and the checks of a file are in shared/cerebria_check.py (imported only
# while a file is checked).
#
# compile_board(data) turns all this into short lists and ints (no names).
# The rules need these tables in apply(state, move), which gets no data; so
# that the state stays small (it is digested, snapshotted and journaled),
# it names its board by a key derived from the tables' contents, and
# register() keeps the tables of each board under its key (new() registers
# the board it is given; a device holds one).
#
# In memory the rules and the screens keep the board compact (compact(),
# the game's compact_data: the parsed file's many small dicts would take a
# third of the game's share of the device's heap):
#   tables   compile_board(data): the geometry, the costs, the cards
#   key      the tables' key (board_key), worked out once per file load
#   slots    ((kind, area), ...) as in the file
#   names    {"realms": (NAMES,) * 5, "actions": (NAMES,) * 5 (the Realm
#            Actions), "spheres": (NAMES,) * 5, "emotions": {card id: NAMES}}
#            NAMES = ("cs", "Údolí pohnutek", "en", "Valley of Motives", ...):
#            every language of the file, the codes in order
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

BLISS = const(0)
GLOOM = const(1)
SIDES = ("bliss", "gloom")
SPIRIT_ACTIONS = {
    "move": ("haste", "surmount", "determination"),
    "invoke": ("bolster", "inner_force", "determination"),
    "quell": ("subdue", "extinguish", "determination"),
    "fortify": ("exalt", "raze", "determination"),
    "empower": ("channeled", "outburst", "determination"),
}


def compile_board(data):
    """The rules' view of the board: ints and short lists, no names. The
    lists are shared with the data (neither is ever changed), to save heap."""
    res = data["resources"]
    costs = {}
    for name in SPIRIT_ACTIONS:
        entry = data["spirit_actions"][name]
        costs[name] = entry["cost"]
        for up in SPIRIT_ACTIONS[name]:
            costs[name + "." + up] = entry["upgrades"][up]
    cards = {}
    starts = [None, None]
    for card in data["emotions"]:
        side = SIDES.index(card["side"])
        # [side, kind, Essence track, shaded spaces, Empower threshold,
        #  Strong counterpart, copies]
        cards[card["id"]] = [side, card["kind"], card["track"], card["start"],
                             card.get("empower", 0), card.get("strong"), card["copies"]]
        if card["kind"] == "start":
            starts[side] = card["id"]
    realms = []
    for realm in data["realms"]:
        a, b = realm["slots"]
        (fa, ba), (fb, bb) = realm["frontier_slots"]
        act = realm["action"]
        realms.append([a, b, fa, ba, fb, bb, realm["space"], realm["fortress_spaces"],
                       act["effect"], act["cost"], act.get("gain", 0)])
    spaces = []
    for sp in data["spaces"]:
        spaces.append([0 if sp["kind"] == "realm" else 1, sp["area"], sp["next"],
                       sp["slots"], sp["frontiers"], sp["spheres"]])
    bonus = []
    for sphere in data["spheres"]:
        b = sphere["bonus"]
        bonus.append([b["kind"], b.get("amount", 0), b.get("pay", 0)])
    return {
        "triads": [f["triad"] for f in data["frontiers"]],
        "fspace": [f["space"] for f in data["frontiers"]],
        "realms": realms,
        "spaces": spaces,
        "bonus": bonus,
        "cards": cards,
        "starts": starts,
        "costs": costs,
        "amb": dict(data["ambition"]),
        "n": {"wp": res["willpower"], "ess": res["essence"], "ambmax": res["ambition_max"],
              "acts": res["actions_per_turn"], "absorb": res["absorb_base"],
              "perfront": res["absorb_per_frontier"], "minor": res["minor_fragments"],
              "major": res["major_fragments"], "bonus1": res["minor_bonus"],
              "bonus2": res["major_bonus"], "tokmax": res["token_max"],
              "sphere": data["origin"]["willpower"], "step": data["origin"]["step"]},
        "vibes": res["start_vibes"],
    }


def compact(data):
    """The checked "data" of a board file as the device keeps it (see the top)."""
    tables = compile_board(data)
    emotions = {}
    for card in data["emotions"]:
        emotions[card["id"]] = _names(card["name"])
    return {
        "key": board_key(tables),
        "tables": tables,
        "slots": tuple([tuple(slot) for slot in data["slots"]]),
        "names": {
            "realms": tuple([_names(realm["name"]) for realm in data["realms"]]),
            "actions": tuple([_names(realm["action"]["name"]) for realm in data["realms"]]),
            "spheres": tuple([_names(sphere["name"]) for sphere in data["spheres"]]),
            "emotions": emotions,
        },
    }


def _names(names):
    out = []
    for lang in sorted(names):
        out.append(lang)
        out.append(names[lang])
    return tuple(out)


def local_name(names, lang):
    """A name of a NAMES tuple in the language `lang`, else in English, else
    in the first language there is ("?" if none)."""
    for want in (lang, "en"):
        for i in range(0, len(names) - 1, 2):
            if names[i] == want and names[i + 1]:
                return names[i + 1]
    return names[1] if len(names) > 1 and names[1] else "?"


# -- the board's key --

def board_key(tables):
    """16 hex digits of the SHA-256 of the tables, the same for the same
    contents on either runtime: each top-level table (each entry, for the
    dicts, in key order) as canonical JSON (shared/canon.py), one after the
    other."""
    import hashlib
    pieces = []
    for name in sorted(tables):
        value = tables[name]
        if isinstance(value, dict):
            for key in sorted(value):
                pieces.append([name, key, value[key]])
        else:
            pieces.append([name, value])
    h = hashlib.sha256(_encode(pieces))
    return "".join("%02x" % b for b in h.digest()[:8])


def _encode(pieces):
    """The canonical encodings of the pieces (lists of lists, ints, strings
    and None: no dicts), one after the other. json.dumps writes the same
    bytes as canon.encode when no string needs an escape, in C and many
    times faster (a board is encoded at every power-up); an escape would be
    written differently (json "\\n" where canon writes "\\u000a"), so then
    canon writes them all."""
    import json
    import sys
    if sys.implementation.name == "micropython":
        # it writes non-ASCII characters as they are, and has no ensure_ascii
        text = "".join([json.dumps(p, separators=(",", ":")) for p in pieces])
    else:
        text = "".join([json.dumps(p, separators=(",", ":"), ensure_ascii=False)
                        for p in pieces])
    if "\\" in text:
        from shared import canon
        return b"".join([canon.encode(p) for p in pieces])
    return text.encode()


_BOARDS = {}


def register(data):
    """Keep the tables of a compact board under its key and return the key
    (new() calls this; the match driver calls new() again on undo)."""
    key = data["key"]
    if _BOARDS.get(key) is not data["tables"]:
        _BOARDS[key] = data["tables"]
    return key


def board_of(state):
    """The rules tables of the board a game is played on."""
    tables = _BOARDS.get(state["board"])
    if tables is None:
        raise ValueError("board %s is not loaded: start the game with new()" % state["board"])
    return tables
