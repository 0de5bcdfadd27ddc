"""InBetween (Board&Dice, 2 players): referee and tracker.

Rules: shared/seeds/000_*.txt (Italian, the source of truth) and
shared/spec/inbetween.md. The Town and the Creature fight over ten
Character cards laid in a circle; each character is InBetween (no Safety
marker) or in the human or the creature dimension with its marker on space
1..4 of the face showing (Alert/Nervous, Guarded/Terrified twice,
Secured/Devoured).

What the tracker knows and what it does not (decisions):
- Hands and decks. The device never sees a card in hand. A card is played by
  naming the symbol printed on it; the device counts cards only: `hand`
  (3 at the start, -1 per card played, Prepare discards `n` and draws up to
  5) and `deck` (28 - 3, less what Prepare draws; an empty deck draws
  nothing: the seed does not reshuffle). A card needs a card in hand to be
  played. Card effects that draw or discard are "hand"/"deck" adjustments.
  Equipment is a flag in the card data only: the seed gives it no rule.
- Card abilities. The data tells which costs the side's cards with that
  symbol have: the move pays one of them (or any amount up to the player's
  Energy when a cost is unknown), or "no" to leave the ability unused. When
  an ability is paid for, the turn waits in the "effects" phase for the
  adjustments that carry out the text, then ["done"]: the Activity phase
  must look at the circle as the effect left it.
- Awareness ability: ["ability", level] at the start of the active player's
  turn (the Awareness phase), once per game, any level from 1 up to the
  current one. The device records the level used and turns the marker;
  the effect is applied with adjustments before the action.
- Activity raise: after the action the device looks at the character under
  the Activity marker. InBetween (or removed): nothing, the marker moves on.
  Otherwise the player whose dimension it is in (the "owner", possibly not
  the active player) is asked: ["raise"] (only offered when affordable) or
  ["pass"]. When the character's ability activates (marker below the top
  space) the turn also waits there, so that its effect can be applied with
  adjustments before the marker moves; when there is neither a raise to
  offer nor an ability, the marker moves on at once.
- Symbol tokens: the supply per symbol comes from the data (an unknown count
  is unlimited) or the "tokens" option. A token belongs to the character
  card: it counts on both faces, and goes back to the supply only when the
  character is removed or an adjustment takes it off.
- Start: the Activity marker goes on the first card of the circle whose
  face up shows the star. When stars are unknown ("?") or no face shows one,
  the players say where it is (["start", position], only the positions the
  known stars allow are offered).
- Flipping a character by an effect (adjustment) takes its marker off: it
  lands InBetween on its other face (a following "safety" adjustment puts a
  marker back if the text says so).
- Removed characters count for nothing: not Secured, not Devoured, not in
  anyone's dimension, never active. The Activity marker passes over them.

State (plain data, the "state at a glance" is read straight from it):
  phase     "setup" (players enter the circle) | "start" (players say where
            the Activity marker starts) | "awareness" | "action" |
            "effects" | "activity" | "over"
  turn      1, 2, ... (0 during setup); active: "town" | "creature" | None
  circle    ten slots in clockwise order: {"id", "face" ("human" |
            "creature"), "safety" (0 = InBetween, 1..4), "tokens" [symbols],
            "out" (removed), "symbols" {"human": [...] | "?", "creature": ...}}
  marker    position of the Activity marker; direction: 1 clockwise, -1 not
  players   {"town"|"creature": {"energy", "awareness", "ability" (None or
            the level used), "hand", "deck"}}
  supply    {symbol: tokens left, None = unlimited}
  costs     {side: {symbol: [costs] | "?"}} (symbols a side cannot play are
            absent)
  pending   during "activity": {"owner", "ability"}; else None
  result    None, or {"winner": "town" | "creature" | None (draw),
            "reason", "condition" (1..4)}
  options   the options the rules read later; pool (setup only: the
            characters left to deal), rng (the PRNG that dealt)

Moves (first item the verb):
  ["deal", id]                       setup: next card of the circle
  ["start", position]                where the Activity marker starts
  ["ability", level]                 Awareness phase, once per game
  ["play", symbol, "step", position, "up"|"down"|"on"|"flip", pay]
  ["play", symbol, "token", position, pay]      pay: "no" or an Energy cost
  ["prepare", discard]               discard that many, draw up to 5
  ["rest"]
  ["done"]                           the card's effects are applied
  ["raise"] | ["pass"]               Activity: the owner's decision
  ["adjust", kind, ...]              what card effects do (any phase of a
                                     turn; logged, undoable, never a turn):
      "safety", position, space 0..4   "flip", position   "remove", position
      "direction"   "marker", position   "energy"|"awareness", side, value
      "token", position, "add"|"take", symbol   "hand"|"deck", side, count

Events (apply's result, for the event line and the log):
  ["deal", pos, id, face]  ["start", pos, active]  ["ability", side, level]
  ["play", side, symbol]  ["safety", pos, face, old, new]  ["flip", pos, face]
  ["token", pos, symbol, left]  ["untoken", pos, symbol, left]
  ["pay", side, energy paid, energy left]  ["prepare", side, discarded,
  drawn, hand]  ["rest", side, gained, energy]  ["activity", pos, owner or
  None, ability activates]  ["raise", side, level, cost, energy left]
  ["turn", turn, active, marker]  ["remove", pos]  ["direction", 1|-1]
  ["marker", from, to]  ["energy"|"awareness"|"hand"|"deck", side, old, new]
  ["end", winner or None, reason]

For the screens (pure, cheap): slot_at, owner, shows, counts, rest_gain,
raise_cost, next_position, step_directions, pay_options, ability_levels,
start_positions, preview (a move's events without making it), series;
inbetween_data.term and space_term name things in the data's language.
"""
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove, require, options_with_defaults
from shared import inbetween_data as cards

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

NAME = "inbetween"
DATA_KIND = "cards"
DATA_SCHEMA = cards.SCHEMA
check_data = cards.check_data

OPTIONS = [
    # the device deals the circle with its PRNG, or the players enter theirs
    ("deal", ("device", "table"), "device"),
    # Symbol tokens per symbol: from the data, unlimited, or this many each
    ("tokens", ("data", "unlimited", 1, 2, 3, 4, 5, 6), "data"),
    # InBetween characters count for their face's side at Rest and majority
    ("count_inbetween", (False, True), False),
    # a tied majority (five characters left): a draw, or higher Awareness wins
    ("tie", ("draw", "awareness"), "draw"),
]

CIRCLE_SIZE = const(10)
TOP = const(1)              # the entry space: Alert / Nervous
LOCKED = const(4)           # Secured / Devoured
ENERGY_START = const(5)
ENERGY_MAX = const(10)
AWARENESS_WIN = const(6)
HAND_START = const(3)
HAND_DRAW_TO = const(5)
TO_WIN = const(3)           # Secured or Devoured characters
LAST_STANDING = const(5)    # characters left in play

OTHER = {"town": "creature", "creature": "town"}
OWN_FACE = {"town": "human", "creature": "creature"}
OWNER = {"human": "town", "creature": "creature"}
FLIPPED = {"human": "creature", "creature": "human"}
REASONS = ("three characters Secured", "three characters Devoured",
           "reached Awareness 6", "five characters left: majority",
           "five characters left: tie", "five characters left: tie, Awareness")

# the verbs each phase accepts, and what to say when another is tried
PHASE_VERBS = {
    "setup": (("deal",), "Enter the circle first"),
    "start": (("start",), "Say where the Activity marker starts"),
    "awareness": (("ability", "play", "prepare", "rest", "adjust"), "{0} is not possible now"),
    "action": (("play", "prepare", "rest", "adjust"), "{0} is not possible now"),
    "effects": (("done", "adjust"), "Apply the card's effects, then Done"),
    "activity": (("raise", "pass", "adjust"), "Activity first: raise or pass"),
}
ADJUSTMENTS = ("safety", "flip", "remove", "direction", "marker", "energy",
               "awareness", "token", "hand", "deck")


# ---------------------------------------------------------------- setup --

def new(data, options, seed):
    """A game ready for its first move: the device has dealt (or waits for
    the players' circle), every character InBetween, 5 Energy each."""
    require(data is not None, "InBetween needs its card data")
    opts = options_with_defaults(OPTIONS, options)
    state = {
        "phase": "setup", "turn": 0, "active": None, "circle": [],
        "marker": None, "direction": 1, "pending": None, "result": None,
        "players": {}, "supply": cards.token_supply(data, opts["tokens"]),
        "costs": {}, "options": {"count_inbetween": opts["count_inbetween"],
                                 "tie": opts["tie"]},
        "pool": _pool(data), "rng": seed_state(seed),
    }
    for side in cards.SIDES:
        state["players"][side] = {"energy": ENERGY_START, "awareness": 0,
                                  "ability": None, "hand": HAND_START,
                                  "deck": cards.DECK_SIZE - HAND_START}
        state["costs"][side] = cards.ability_costs(data, side)
    if opts["deal"] == "device":
        ids = sorted(state["pool"])
        rng = Prng(state["rng"])
        rng.shuffle(ids)
        state["rng"] = rng.state
        for ident in ids[:CIRCLE_SIZE]:
            _lay(state, ident)
        _setup_done(state, [])
    return state


def _pool(data):
    """What setup needs of each character: {id: [symbols h, star h,
    symbols c, star c]}; dropped once the circle is laid."""
    pool = {}
    for c in data["characters"]:
        pool[c["id"]] = [cards.face_symbols(c["human"]), c["human"]["star"],
                         cards.face_symbols(c["creature"]), c["creature"]["star"]]
    return pool


def _lay(state, ident):
    """Lay the next card of the circle: even positions human, odd creature."""
    pos = len(state["circle"])
    info = state["pool"].pop(ident)
    face = "human" if pos % 2 == 0 else "creature"
    state["circle"].append({
        "id": ident, "face": face, "safety": 0, "tokens": [], "out": False,
        "symbols": {"human": info[0], "creature": info[2]},
        "star": info[1] if face == "human" else info[3]})
    return ["deal", pos, ident, face]


def _setup_done(state, events):
    state["pool"] = None
    starts = start_positions(state)
    if len(starts) == 1:
        _start(state, starts[0], events)
    else:
        state["phase"] = "start"


def start_positions(state):
    """Where the Activity marker may start: the first star of the circle;
    several positions when stars are unknown or there is none."""
    if state["phase"] not in ("setup", "start") or len(state["circle"]) < CIRCLE_SIZE:
        return []
    maybe = []
    for pos in range(CIRCLE_SIZE):
        star = state["circle"][pos]["star"]
        if star is True:
            return maybe + [pos]
        if star == cards.UNKNOWN:
            maybe.append(pos)
    return maybe or list(range(CIRCLE_SIZE))


def _start(state, pos, events):
    for slot in state["circle"]:
        del slot["star"]
    state["marker"] = pos
    state["active"] = OTHER[OWNER[state["circle"][pos]["face"]]]
    state["turn"] = 1
    state["phase"] = "awareness"
    events.append(["start", pos, state["active"]])


# ---------------------------------------------------- reading the state --

def slot_at(state, pos):
    """The circle slot at pos if it is a character still in play, else None."""
    if type(pos) is not int or not 0 <= pos < len(state["circle"]):
        return None
    slot = state["circle"][pos]
    return None if slot["out"] else slot


def owner(slot, count_inbetween=False):
    """The side whose dimension the character is in, or None (InBetween)."""
    if slot["out"] or (slot["safety"] == 0 and not count_inbetween):
        return None
    return OWNER[slot["face"]]


def shows(slot, symbol):
    """Does the character show the symbol (printed on its face, or a token)?
    Unknown printed symbols show anything: the players know better."""
    printed = slot["symbols"][slot["face"]]
    return printed == cards.UNKNOWN or symbol in printed or symbol in slot["tokens"]


def counts(state):
    """The figures that decide the game: {"secured", "devoured", "in_play",
    "town", "creature"} (the last two: characters in each dimension)."""
    c = {"secured": 0, "devoured": 0, "in_play": 0, "town": 0, "creature": 0}
    for slot in state["circle"]:
        if slot["out"]:
            continue
        c["in_play"] += 1
        if slot["safety"] == LOCKED:
            c["secured" if slot["face"] == "human" else "devoured"] += 1
        side = owner(slot, state["options"]["count_inbetween"])
        if side is not None:
            c[side] += 1
    return c


def rest_gain(state, side):
    """Energy that Rest gives `side` now (capped at 10)."""
    energy = state["players"][side]["energy"]
    return min(ENERGY_MAX, energy + counts(state)[side]) - energy


def raise_cost(state, side):
    """Energy to raise `side`'s Awareness by one, or None if it cannot."""
    level = state["players"][side]["awareness"] + 1
    if level > AWARENESS_WIN or state["players"][side]["energy"] < level:
        return None
    return level


def next_position(state):
    """Where the Activity marker goes at Movement."""
    pos = state["marker"]
    for _ in range(CIRCLE_SIZE):
        pos = (pos + state["direction"]) % CIRCLE_SIZE
        if not state["circle"][pos]["out"]:
            return pos
    return state["marker"]


def step_directions(slot):
    """The ways ordinary play may move this character's marker."""
    if slot["safety"] == 0:
        return ["on", "flip"]
    if slot["safety"] == LOCKED:
        return []
    return ["up", "down"]


def pay_options(state, side, symbol):
    """What a card of `symbol` may cost: "no" (ability unused), then the
    costs the side's cards with that symbol have and the player can pay."""
    costs = state["costs"][side].get(symbol)
    energy = state["players"][side]["energy"]
    if costs is None:
        return []
    if costs == cards.UNKNOWN:
        return ["no"] + list(range(energy + 1))
    return ["no"] + [c for c in costs if c <= energy]


def ability_levels(state):
    """Awareness ability levels the active player may use now."""
    if state["phase"] != "awareness":
        return []
    p = state["players"][state["active"]]
    if p["ability"] is not None:
        return []
    return list(range(1, p["awareness"] + 1))


def series(state):
    """The figures worth plotting over a game."""
    c = counts(state)
    t, k = state["players"]["town"], state["players"]["creature"]
    return {"town_energy": t["energy"], "creature_energy": k["energy"],
            "town_awareness": t["awareness"], "creature_awareness": k["awareness"],
            "secured": c["secured"], "devoured": c["devoured"],
            "in_play": c["in_play"], "town_dimension": c["town"],
            "creature_dimension": c["creature"]}


def outcome(state):
    return state["result"]


def undo_barrier(state, move):
    # the only random step, the device's deal, happens in new(): every
    # move can be taken back
    return None


def preview(state, move):
    """The events `move` would cause, without changing `state` (raises
    IllegalMove like apply)."""
    return apply(_copy(state), move)


def _copy(value):
    # a deep copy of plain data made of small pieces (a JSON round trip
    # would need one large block, which a fragmented heap may not have)
    if isinstance(value, dict):
        copy = {}
        for key in value:
            copy[key] = _copy(value[key])
        return copy
    if isinstance(value, list):
        return [_copy(item) for item in value]
    return value


# ------------------------------------------------------------- choices --

def choices(state, prefix):
    """The legal next items of a move starting with `prefix`. Every item
    offered leads to at least one complete legal move: the play, ability and
    phase menus are built that way, and adjustment menus are pruned (a
    running game always has one: reversing the Direction)."""
    for item in prefix:
        if type(item) is not str and type(item) is not int:
            return []
    if prefix and prefix[0] == "adjust":
        # adjustment menus are built per kind: keep only what can be finished
        items = _items(state, prefix)
        return [i for i in items if i is DONE or _completes(state, prefix + [i])]
    return _items(state, prefix)


def _completes(state, prefix):
    """Does some complete legal move start with `prefix`? (depth first,
    stops at the first one found)"""
    for item in _items(state, prefix):
        if item is DONE or _completes(state, prefix + [item]):
            return True
    return False


def _items(state, prefix):
    """The next items of a move as the rules allow them, before pruning."""
    if state["phase"] == "over":
        return []
    if not prefix:
        return _verbs(state)
    verb = prefix[0]
    if verb not in PHASE_VERBS[state["phase"]][0]:
        return []
    if verb == "deal":
        return _choose(prefix, 2, sorted(state["pool"]))
    if verb == "start":
        return _choose(prefix, 2, start_positions(state))
    if verb == "ability":
        return _choose(prefix, 2, ability_levels(state))
    if verb == "play":
        return _play_choices(state, prefix)
    if verb == "prepare":
        return _choose(prefix, 2, list(range(state["players"][state["active"]]["hand"] + 1)))
    if verb == "adjust":
        return _adjust_choices(state, prefix)
    if verb == "raise" and raise_cost(state, state["pending"]["owner"]) is None:
        return []
    return [DONE] if len(prefix) == 1 else []


def _choose(prefix, length, items):
    """Items for the next position of a fixed-length move, or DONE at the end."""
    if len(prefix) < length - 1:
        return []
    if len(prefix) == length - 1:
        return items
    return [DONE] if len(prefix) == length and prefix[-1] in items else []


def _verbs(state):
    phase = state["phase"]
    if phase == "setup":
        return ["deal"]
    if phase == "start":
        return ["start"]
    verbs = []
    if phase in ("awareness", "action"):
        if ability_levels(state):
            verbs.append("ability")
        if _playable_symbols(state):
            verbs.append("play")
        verbs += ["prepare", "rest"]
    elif phase == "effects":
        verbs.append("done")
    elif phase == "activity":
        if raise_cost(state, state["pending"]["owner"]) is not None:
            verbs.append("raise")
        verbs.append("pass")
    verbs.append("adjust")
    return verbs


def _playable_symbols(state):
    side = state["active"]
    if state["players"][side]["hand"] < 1:
        return []
    result = []
    for symbol in sorted(state["costs"][side]):
        left = state["supply"].get(symbol, 0)
        # a token can always go somewhere (five characters or more are in play)
        if left is None or left > 0 or _play_targets(state, symbol, "step"):
            result.append(symbol)
    return result


def _play_targets(state, symbol, how):
    """Positions a card of `symbol` can reach with a step or a token."""
    if how == "token":
        left = state["supply"].get(symbol, 0)
        if left is not None and left < 1:
            return []
    targets = []
    for pos in range(len(state["circle"])):
        slot = slot_at(state, pos)
        if slot is None:
            continue
        if how == "token" or (shows(slot, symbol) and step_directions(slot)):
            targets.append(pos)
    return targets


def _play_choices(state, prefix):
    side = state["active"]
    n = len(prefix)
    if n == 1:
        return _playable_symbols(state)
    symbol = prefix[1]
    if state["players"][side]["hand"] < 1 or symbol not in state["costs"][side]:
        return []
    if n == 2:
        return [how for how in ("step", "token") if _play_targets(state, symbol, how)]
    how = prefix[2]
    if how not in ("step", "token"):
        return []
    if n == 3:
        return _play_targets(state, symbol, how)
    if prefix[3] not in _play_targets(state, symbol, how):
        return []
    rest = prefix[4:]
    if how == "step":
        if not rest:
            return step_directions(state["circle"][prefix[3]])
        if rest[0] not in step_directions(state["circle"][prefix[3]]):
            return []
        rest = rest[1:]
    pays = pay_options(state, side, symbol)
    if not rest:
        return pays
    return [DONE] if len(rest) == 1 and rest[0] in pays else []


def _adjust_choices(state, prefix):
    n = len(prefix)
    if n == 1:
        return list(ADJUSTMENTS)
    kind = prefix[1]
    if kind not in ADJUSTMENTS:
        return []
    return _ADJUST_ARGS[kind](state, prefix[2:])


def _in_play(state):
    return [pos for pos in range(len(state["circle"])) if not state["circle"][pos]["out"]]


def _args_safety(state, args):
    if not args:
        return _in_play(state)
    if slot_at(state, args[0]) is None:
        return []
    spaces = [k for k in range(LOCKED + 1) if k != state["circle"][args[0]]["safety"]]
    return _last(args, 1, spaces)


def _args_position(state, args):
    if not args:
        return _in_play(state)
    return [DONE] if len(args) == 1 and slot_at(state, args[0]) is not None else []


def _args_remove(state, args):
    if counts(state)["in_play"] <= LAST_STANDING:
        return []
    return _args_position(state, args)


def _args_marker(state, args):
    spots = [p for p in _in_play(state) if p != state["marker"]]
    if not args:
        return spots
    return [DONE] if len(args) == 1 and args[0] in spots else []


def _args_direction(state, args):
    return [DONE] if not args else []


def _args_number(field, top):
    def args_for(state, args):
        if not args:
            return list(cards.SIDES)
        if args[0] not in cards.SIDES:
            return []
        current = state["players"][args[0]][field]
        return _last(args, 1, [v for v in range(_top(state, args[0], field, top) + 1)
                               if v != current])
    return args_for


def _top(state, side, field, top):
    """The highest value an adjustment may give a player's figure."""
    p = state["players"][side]
    if field == "hand":      # a bigger hand draws from the deck
        return p["hand"] + p["deck"]
    if field == "deck":      # discards shuffled back: the cards not in hand
        return cards.DECK_SIZE - p["hand"]
    return top


def _args_token(state, args):
    if not args:
        return _in_play(state)
    slot = slot_at(state, args[0])
    if slot is None:
        return []
    if len(args) == 1:
        return ["add", "take"]
    if args[1] == "add":
        symbols = [s for s in sorted(state["supply"])
                   if state["supply"][s] is None or state["supply"][s] > 0]
    elif args[1] == "take":
        symbols = sorted(set(slot["tokens"]))
    else:
        return []
    return _last(args, 2, symbols)


def _last(args, n, items):
    """Choices when `args` has n fixed items and then one from `items`."""
    if len(args) == n:
        return items
    return [DONE] if len(args) == n + 1 and args[n] in items else []


_ADJUST_ARGS = {
    "safety": _args_safety, "flip": _args_position, "remove": _args_remove,
    "direction": _args_direction, "marker": _args_marker,
    "energy": _args_number("energy", ENERGY_MAX),
    "awareness": _args_number("awareness", AWARENESS_WIN),
    "token": _args_token,
    "hand": _args_number("hand", 0), "deck": _args_number("deck", 0),
}


# --------------------------------------------------------------- apply --

def apply(state, move):
    """Apply one move; return its events. An illegal move raises IllegalMove
    and leaves the state as it was (every check comes before any change)."""
    require(state["phase"] != "over", "The game is over")
    require(isinstance(move, list) and len(move) > 0, "A move must be a list")
    for item in move:
        # moves hold words and whole numbers only (True is not 1, 1.0 is not 1)
        require(type(item) is str or type(item) is int, "Not a move: {0}", item)
    verb = move[0]
    require(verb in _APPLY, "Unknown move: {0}", verb)
    allowed, why = PHASE_VERBS[state["phase"]]
    require(verb in allowed, why, verb)
    events = []
    _APPLY[verb](state, move, events)
    _check_end(state, events)
    return events


def _args(move, n, template):
    require(len(move) == n, template)


def _apply_deal(state, move, events):
    _args(move, 2, "Deal names one character")
    require(move[1] in state["pool"], "{0} is not a character left to deal", move[1])
    events.append(_lay(state, move[1]))
    if len(state["circle"]) == CIRCLE_SIZE:
        _setup_done(state, events)


def _apply_start(state, move, events):
    _args(move, 2, "Start names one position")
    require(move[1] in start_positions(state),
            "The Activity marker cannot start there")
    _start(state, move[1], events)


def _apply_ability(state, move, events):
    _args(move, 2, "Ability names one level")
    side = state["active"]
    require(state["players"][side]["ability"] is None,
            "The Awareness ability was already used")
    require(move[1] in ability_levels(state),
            "Awareness ability: level 1 to your level ({0})",
            state["players"][side]["awareness"])
    state["players"][side]["ability"] = move[1]
    state["phase"] = "action"
    events.append(["ability", side, move[1]])


def _apply_play(state, move, events):
    side = state["active"]
    require(len(move) >= 2, "Name the card's symbol")
    symbol = move[1]
    require(symbol in state["supply"], "Unknown symbol: {0}", symbol)
    require(symbol in state["costs"][side], "None of your cards has this symbol")
    require(state["players"][side]["hand"] >= 1, "No cards in hand")
    how = move[2] if len(move) > 2 else None
    if how == "step":
        _args(move, 6, "Step: symbol, position, direction, pay")
        pos, way, pay = move[3], move[4], move[5]
        slot = slot_at(state, pos)
        require(slot is not None, "No character in play there")
        require(shows(slot, symbol), "That character does not show this symbol")
        require(slot["safety"] != LOCKED, "Secured and Devoured markers stay put")
        if slot["safety"] == 0:
            require(way in ("on", "flip"), "InBetween: put the marker on, or flip")
        require(way in step_directions(slot), "Move the marker up or down")
    elif how == "token":
        _args(move, 5, "Token: symbol, position, pay")
        pos, pay = move[3], move[4]
        slot = slot_at(state, pos)
        require(slot is not None, "No character in play there")
        left = state["supply"][symbol]
        require(left is None or left > 0, "No {0} tokens left", symbol)
    else:
        raise IllegalMove("A card moves a marker (step) or places a token")
    require(pay in pay_options(state, side, symbol), "Cannot pay {0} for this card", pay)
    # checks done: change the state
    player = state["players"][side]
    player["hand"] -= 1
    events.append(["play", side, symbol])
    if how == "step":
        _step(state, pos, way, events)
    else:
        _add_token(state, pos, symbol, events)
    if pay == "no":
        _begin_activity(state, events)
    else:
        player["energy"] -= pay
        events.append(["pay", side, pay, player["energy"]])
        state["phase"] = "effects"


def _step(state, pos, way, events):
    slot = state["circle"][pos]
    if way == "flip":
        slot["face"] = FLIPPED[slot["face"]]
        events.append(["flip", pos, slot["face"]])
    else:
        old = slot["safety"]
        slot["safety"] = old + 1 if way in ("down", "on") else old - 1
        events.append(["safety", pos, slot["face"], old, slot["safety"]])


def _add_token(state, pos, symbol, events):
    state["circle"][pos]["tokens"].append(symbol)
    state["circle"][pos]["tokens"].sort()
    if state["supply"][symbol] is not None:
        state["supply"][symbol] -= 1
    events.append(["token", pos, symbol, state["supply"][symbol]])


def _apply_prepare(state, move, events):
    _args(move, 2, "Prepare names how many cards to discard")
    side = state["active"]
    player = state["players"][side]
    n = move[1]
    require(type(n) is int and 0 <= n <= player["hand"],
            "Discard 0 to {0} cards", player["hand"])
    kept = player["hand"] - n
    drawn = min(max(0, HAND_DRAW_TO - kept), player["deck"])
    player["hand"] = kept + drawn
    player["deck"] -= drawn
    events.append(["prepare", side, n, drawn, player["hand"]])
    _begin_activity(state, events)


def _apply_rest(state, move, events):
    _args(move, 1, "Rest takes no arguments")
    side = state["active"]
    gain = rest_gain(state, side)
    state["players"][side]["energy"] += gain
    events.append(["rest", side, gain, state["players"][side]["energy"]])
    _begin_activity(state, events)


def _apply_done(state, move, events):
    _args(move, 1, "Done takes no arguments")
    _begin_activity(state, events)


def _apply_raise(state, move, events):
    _args(move, 1, "Raise takes no arguments")
    side = state["pending"]["owner"]
    cost = raise_cost(state, side)
    require(cost is not None, "Not enough Energy to raise Awareness")
    player = state["players"][side]
    player["energy"] -= cost
    player["awareness"] += 1
    events.append(["raise", side, player["awareness"], cost, player["energy"]])
    _move_on(state, events)


def _apply_pass(state, move, events):
    _args(move, 1, "Pass takes no arguments")
    _move_on(state, events)


def _begin_activity(state, events):
    """The Activity phase: look at the character under the marker."""
    if _end_result(state) is not None:
        return  # the action ended the game
    pos = state["marker"]
    slot = state["circle"][pos]
    side = owner(slot)
    if side is None:
        events.append(["activity", pos, None, False])
        _move_on(state, events)
        return
    ability = slot["safety"] != TOP
    events.append(["activity", pos, side, ability])
    if ability or raise_cost(state, side) is not None:
        state["phase"] = "activity"
        state["pending"] = {"owner": side, "ability": ability}
    else:
        _move_on(state, events)


def _move_on(state, events):
    """Movement: the marker to the next character in play, turned over."""
    state["pending"] = None
    if state["result"] is not None or _end_result(state) is not None:
        return  # the game just ended: no movement
    state["marker"] = next_position(state)
    state["active"] = OTHER[state["active"]]
    state["turn"] += 1
    state["phase"] = "awareness"
    events.append(["turn", state["turn"], state["active"], state["marker"]])


# ------------------------------------------------------- adjustments --

def _apply_adjust(state, move, events):
    require(len(move) >= 2 and move[1] in ADJUSTMENTS, "Unknown adjustment")
    require(DONE in _adjust_choices(state, move) or _why_not_adjust(state, move),
            "Adjustment not possible")
    _ADJUST[move[1]](state, move[2:], events)


def _why_not_adjust(state, move):
    """Say why an adjustment the choices do not offer is refused (raises);
    False when there is nothing more specific to say."""
    kind, args = move[1], move[2:]
    if kind in ("safety", "flip", "remove", "marker", "token") and args:
        require(slot_at(state, args[0]) is not None, "No character in play there")
    if kind == "remove":
        require(counts(state)["in_play"] > LAST_STANDING, "Five characters must stay")
    if kind in ("energy", "awareness", "hand", "deck") and len(args) == 2:
        require(args[0] in cards.SIDES, "Unknown player: {0}", args[0])
        if kind == "energy":
            require(type(args[1]) is int and 0 <= args[1] <= ENERGY_MAX, "Energy is 0 to 10")
        if kind == "awareness":
            require(type(args[1]) is int and 0 <= args[1] <= AWARENESS_WIN,
                    "Awareness is 0 to 6")
    if kind == "token" and len(args) == 3 and args[1] == "add":
        require(args[2] not in state["supply"] or state["supply"][args[2]] != 0,
                "No {0} tokens left", args[2])
    return False


def _adjust_safety(state, args, events):
    slot = state["circle"][args[0]]
    old = slot["safety"]
    slot["safety"] = args[1]
    events.append(["safety", args[0], slot["face"], old, args[1]])


def _adjust_flip(state, args, events):
    slot = state["circle"][args[0]]
    if slot["safety"]:
        events.append(["safety", args[0], slot["face"], slot["safety"], 0])
        slot["safety"] = 0
    slot["face"] = FLIPPED[slot["face"]]
    events.append(["flip", args[0], slot["face"]])


def _adjust_remove(state, args, events):
    slot = state["circle"][args[0]]
    slot["out"] = True
    slot["safety"] = 0
    for symbol in slot["tokens"]:
        if state["supply"][symbol] is not None:
            state["supply"][symbol] += 1
    slot["tokens"] = []
    events.append(["remove", args[0]])


def _adjust_direction(state, args, events):
    state["direction"] = -state["direction"]
    events.append(["direction", state["direction"]])


def _adjust_marker(state, args, events):
    events.append(["marker", state["marker"], args[0]])
    state["marker"] = args[0]


def _adjust_player(field):
    def adjust(state, args, events):
        player = state["players"][args[0]]
        old = player[field]
        player[field] = args[1]
        # cards drawn or discarded by an effect come from / go past the deck
        if field == "hand" and args[1] > old:
            player["deck"] -= args[1] - old
        events.append([field, args[0], old, args[1]])
    return adjust


def _adjust_token(state, args, events):
    pos, what, symbol = args
    slot = state["circle"][pos]
    if what == "add":
        _add_token(state, pos, symbol, events)
        return
    slot["tokens"].remove(symbol)
    if state["supply"][symbol] is not None:
        state["supply"][symbol] += 1
    events.append(["untoken", pos, symbol, state["supply"][symbol]])


_ADJUST = {
    "safety": _adjust_safety, "flip": _adjust_flip, "remove": _adjust_remove,
    "direction": _adjust_direction, "marker": _adjust_marker,
    "energy": _adjust_player("energy"), "awareness": _adjust_player("awareness"),
    "token": _adjust_token, "hand": _adjust_player("hand"),
    "deck": _adjust_player("deck"),
}

_APPLY = {
    "deal": _apply_deal, "start": _apply_start, "ability": _apply_ability,
    "play": _apply_play, "prepare": _apply_prepare, "rest": _apply_rest,
    "done": _apply_done, "raise": _apply_raise, "pass": _apply_pass,
    "adjust": _apply_adjust,
}


# ------------------------------------------------------------ the end --

def _end_result(state):
    """The first end condition that holds, in the rules' order, or None."""
    if state["phase"] in ("setup", "start"):
        return None
    c = counts(state)
    if c["secured"] >= TO_WIN:
        return _result("town", 1, 0)
    if c["devoured"] >= TO_WIN:
        return _result("creature", 2, 1)
    for side in cards.SIDES:
        if state["players"][side]["awareness"] >= AWARENESS_WIN:
            return _result(side, 3, 2)
    if c["in_play"] <= LAST_STANDING:
        return _majority(state, c)
    return None


def _majority(state, c):
    if c["town"] != c["creature"]:
        return _result("town" if c["town"] > c["creature"] else "creature", 4, 3)
    if state["options"]["tie"] == "awareness":
        t = state["players"]["town"]["awareness"]
        k = state["players"]["creature"]["awareness"]
        if t != k:
            return _result("town" if t > k else "creature", 4, 5)
    return _result(None, 4, 4)


def _result(winner, condition, reason):
    return {"winner": winner, "condition": condition, "reason": REASONS[reason]}


def _check_end(state, events):
    if state["result"] is not None:
        return
    result = _end_result(state)
    if result is not None:
        state["result"] = result
        state["phase"] = "over"
        state["pending"] = None
        events.append(["end", result["winner"], result["reason"]])
