# Checking a Cerebria board file (the format: shared/cerebria_board.py): the
# schema, and what a schema cannot say: the board must be one consistent
# ring, cards must refer to each other correctly.
#
# Imported only while a file is checked (shared/cerebria.py check_data): the
# device checks a file once, when a game starts with it, and drops this
# module afterwards (firmware/session.py).
from shared.carddata import CardDataError, check, report
from shared.cerebria_board import SIDES, SPIRIT_ACTIONS

KINDS = ("mild", "strong", "start")
VIBES = ("red", "yellow", "green", "blue", "wild")
# what a Sphere's optional bonus does
BONUS_KINDS = ("ambition", "essence", "willpower", "vibe", "draw")
# what a Realm Action does on the device ("table": the players resolve it on
# the board and record any change with adjustments; only its cost is paid)
REALM_EFFECTS = ("willpower", "intensify", "table")
AMBITION_ABILITIES = ("vibe", "rotate", "extra")

_NAMES = ("map", ("str", 40))
_COST = ("list", ("int", -9, 9), 2, 2)          # [Willpower, Ambition]
_SLOT = ("int", 0, 14)
_SPACE = ("int", 0, 9)
_AREA = ("int", 0, 4)


def _spirit_action_schema(upgrades):
    fields = {}
    for name in upgrades:
        fields[name] = _COST
    return ("dict", {"cost": _COST, "upgrades": ("dict", fields)})


def _spirit_actions_schema():
    fields = {}
    for name in SPIRIT_ACTIONS:
        fields[name] = _spirit_action_schema(SPIRIT_ACTIONS[name])
    return ("dict", fields)


DATA_SCHEMA = ("dict", {
    "slots": ("list", ("list", ("any",), 2, 2), 15, 15),
    "realms": ("list", ("dict", {
        "id": ("str", 16),
        "name": _NAMES,
        "slots": ("list", _SLOT, 2, 2),
        "frontier_slots": ("list", ("list", _SLOT, 2, 2), 2, 2),
        "space": _SPACE,
        "fortress_spaces": ("list", _SPACE, 3, 3),
        "action": ("dict", {
            "name": _NAMES,
            "effect": ("enum", REALM_EFFECTS),
            "cost": ("int", 0, 9),
            "gain": ("int", 0, 20),
        }, ("gain",)),
    }), 5, 5),
    "frontiers": ("list", ("dict", {
        "name": _NAMES,
        "slot": _SLOT,
        "triad": ("list", _SLOT, 3, 3),
        "realms": ("list", _AREA, 2, 2),
        "space": _SPACE,
    }), 5, 5),
    "spaces": ("list", ("dict", {
        "kind": ("enum", ("realm", "frontier")),
        "area": _AREA,
        "next": ("list", _SPACE, 2, 2),
        "slots": ("list", _SLOT, 1, 2),
        "frontiers": ("list", _AREA, 1, 2),
        "spheres": ("list", _AREA, 1, 2),
    }), 10, 10),
    "spheres": ("list", ("dict", {
        "id": ("str", 16),
        "name": _NAMES,
        "bonus": ("dict", {
            "kind": ("enum", BONUS_KINDS),
            "amount": ("int", 0, 9),
            "pay": ("int", 0, 9),
        }, ("amount", "pay")),
    }), 5, 5),
    "origin": ("dict", {
        "willpower": ("int", 1, 30),    # each Sphere holds this much, and refills to it
        "step": ("enum", (1, 4)),       # one clockwise step: +1 (or -1 = 4) in realm order
    }),
    "resources": ("dict", {
        "willpower": ("int", 0, 30),    # each player's start
        "essence": ("int", 0, 30),
        "ambition_max": ("int", 1, 9),
        "actions_per_turn": ("int", 1, 5),
        "absorb_base": ("int", 0, 9),
        "absorb_per_frontier": ("int", 0, 9),
        "minor_fragments": ("int", 0, 20),   # per side, Fortresses and Identity
        "major_fragments": ("int", 0, 20),
        "minor_bonus": ("int", 0, 9),        # Fortress Intensity bonus
        "major_bonus": ("int", 0, 9),
        "token_max": ("int", 0, 9),          # largest Intensity token
        "start_vibes": ("list", ("str", 24), 0, 20),
    }),
    "spirit_actions": _spirit_actions_schema(),
    "ambition": ("dict", {
        "vibe": ("int", 0, 3),
        "rotate": ("int", 0, 3),
        "extra": ("int", 0, 3),
    }),
    "emotions": ("list", ("dict", {
        "id": ("str", 16),
        "name": _NAMES,
        "side": ("enum", SIDES),
        "kind": ("enum", KINDS),
        "vibe": ("enum", VIBES),
        "track": ("list", ("int", 0, 9), 1, 8),   # printed Intensity of each Essence space
        "start": ("int", 1, 3),                   # shaded spaces filled when invoked
        "empower": ("int", 1, 8),                 # Mild only: Essence needed to Empower
        "strong": ("str", 16),                    # Mild only: its Strong counterpart
        "copies": ("int", 1, 8),                  # per Emotion deck (Strong: per side)
        "invented": ("bool",),                    # name not from the public rules
    }, ("empower", "strong", "invented")), 3, 80),
})


def _fail(file, path, problem):
    report(CardDataError(file, path, problem))


def check_data(data, file):
    """The schema, then: the board must be one consistent ring; cards must
    refer to each other correctly. Raises CardDataError naming the path and
    the problem."""
    check(data, DATA_SCHEMA, file, "data")
    _check_slots(data, file)
    _check_realms(data, file)
    _check_frontiers(data, file)
    _check_spaces(data, file)
    _check_emotions(data, file)
    _check_vibes(data, file)


def _check_slots(data, file):
    count = [0] * 5
    for i in range(15):
        kind, area = data["slots"][i]
        if kind not in ("realm", "frontier") or not isinstance(area, int) \
                or isinstance(area, bool) or not 0 <= area < 5:
            _fail(file, "slots[%d]" % i, "must be [\"realm\" or \"frontier\", 0..4]")
        if kind == "frontier":
            count[area] += 1
    if count != [1] * 5:
        _fail(file, "slots", "each Frontier must have exactly one slot")


def _check_realms(data, file):
    slots = data["slots"]
    seen = []
    for r in range(5):
        realm = data["realms"][r]
        path = "realms[%d]" % r
        for s in realm["slots"]:
            if slots[s] != ["realm", r]:
                _fail(file, path + ".slots", "slot %d is not a slot of this Realm" % s)
            seen.append(s)
        for pair in realm["frontier_slots"]:
            front, blocker = pair
            if slots[front][0] != "frontier":
                _fail(file, path + ".frontier_slots", "slot %d is not a Frontier slot" % front)
            if blocker not in realm["slots"] or (front - blocker) % 15 not in (1, 14):
                _fail(file, path + ".frontier_slots",
                      "blocker %d is not this Realm's slot beside slot %d" % (blocker, front))
            if r not in data["frontiers"][slots[front][1]]["realms"]:
                _fail(file, path + ".frontier_slots",
                      "the Frontier of slot %d does not border this Realm" % front)
        if data["spaces"][realm["space"]]["kind"] != "realm" \
                or data["spaces"][realm["space"]]["area"] != r:
            _fail(file, path + ".space", "is not this Realm's Spirit space")
        if realm["space"] not in realm["fortress_spaces"]:
            _fail(file, path + ".fortress_spaces", "must include the Realm's own space")
        if realm["action"]["effect"] == "willpower" and "gain" not in realm["action"]:
            _fail(file, path + ".action.gain", "is missing")
    if sorted(seen) != sorted(set(seen)) or len(seen) != 10:
        _fail(file, "realms", "the 10 Realm slots must each belong to one Realm")


def _check_frontiers(data, file):
    covered = []
    for i in range(5):
        front = data["frontiers"][i]
        path = "frontiers[%d]" % i
        if data["slots"][front["slot"]] != ["frontier", i]:
            _fail(file, path + ".slot", "is not this Frontier's slot")
        if front["slot"] not in front["triad"]:
            _fail(file, path + ".triad", "must contain the Frontier's own slot")
        own = front["slot"]
        if sorted(front["triad"]) != sorted([(own - 1) % 15, own, (own + 1) % 15]):
            _fail(file, path + ".triad", "must be the Frontier slot and the two slots beside it")
        for s in front["triad"]:
            if s != front["slot"] and data["slots"][s][0] != "realm":
                _fail(file, path + ".triad", "slot %d must be a Realm slot" % s)
            if s != front["slot"] and data["slots"][s][1] not in front["realms"]:
                _fail(file, path + ".triad",
                      "slot %d is in a Realm this Frontier does not border" % s)
        covered.extend(front["triad"])
        space = data["spaces"][front["space"]]
        if space["kind"] != "frontier" or space["area"] != i:
            _fail(file, path + ".space", "is not this Frontier's Spirit space")
    if sorted(covered) != list(range(15)):
        _fail(file, "frontiers", "the five Triads must cover the 15 slots exactly once")


def _check_spaces(data, file):
    for n in range(10):
        space = data["spaces"][n]
        path = "spaces[%d]" % n
        for other in space["next"]:
            if n not in data["spaces"][other]["next"]:
                _fail(file, path + ".next", "space %d does not lead back here" % other)
        for s in space["slots"]:
            if data["slots"][s][1] != space["area"] or data["slots"][s][0] != space["kind"]:
                _fail(file, path + ".slots", "slot %d is not in this space's area" % s)


def _check_emotions(data, file):
    ids = {}
    for i in range(len(data["emotions"])):
        card = data["emotions"][i]
        if card["id"] in ids:
            _fail(file, "emotions[%d].id" % i, "%s is used twice" % card["id"])
        ids[card["id"]] = card
    starts = [0, 0]
    for i in range(len(data["emotions"])):
        card = data["emotions"][i]
        path = "emotions[%d]" % i
        if card["start"] > len(card["track"]):
            _fail(file, path + ".start", "is longer than the Essence track")
        if card["kind"] == "start":
            starts[SIDES.index(card["side"])] += 1
        if card["kind"] != "mild":
            continue
        if "strong" not in card or "empower" not in card:
            _fail(file, path, "a Mild Emotion needs its strong counterpart and empower threshold")
        strong = ids.get(card["strong"])
        if strong is None or strong["kind"] != "strong" or strong["side"] != card["side"]:
            _fail(file, path + ".strong",
                  "%s is not a Strong Emotion of the same side" % card["strong"])
        if len(strong["track"]) < len(card["track"]):
            _fail(file, path + ".strong",
                  "%s has fewer Essence spaces than %s" % (strong["id"], card["id"]))
        if card["empower"] > len(card["track"]):
            _fail(file, path + ".empower", "is beyond the Essence track")
    if starts != [1, 1]:
        _fail(file, "emotions", "each side needs exactly one starting Emotion")


def _check_vibes(data, file):
    known = list(SPIRIT_ACTIONS)
    for name in SPIRIT_ACTIONS:
        for up in SPIRIT_ACTIONS[name]:
            known.append(name + "." + up)
    for v in data["resources"]["start_vibes"]:
        if v not in known:
            _fail(file, "resources.start_vibes", "%s is not a Spirit Action or upgrade" % v)
