# Fugitive (Fowers Games), two players. The Fugitive lays a row of numbered
# hideout cards face down, each a little further than the last; the Marshal
# calls numbers to turn them over. Rules: shared/spec/fugitive.md, from the
# Italian seed (where the Marshal is the Investigatrice).
#
# Three ways to use the device (option "mode"). A state never holds what the
# device's owner cannot know, so nothing can show, log or undo it into view:
#   marshal   the Marshal's notebook. The state holds what she sees: the decks
#             the Fugitive draws from, how many sprint cards lie under each
#             hideout, her own cards, her calls and his answers, the cards
#             turned over. Moves are the facts she enters. Her deductions are
#             in shared/fugitive_deduce.py.
#   fugitive  the Fugitive's hand. The state holds his hand and his row (he
#             enters the cards he draws); the device checks his placements and
#             answers the Marshal's calls. Her hand is only a count.
#   referee   everything is known: the device deals with its PRNG, checks both
#             players and answers every call.
#
# State (plain data):
#   mode, opts    the table's options
#   layout        the card ranges (see layout()); tests use smaller ones
#   sprint        the sprint value of every card, by number (from the card data)
#   phase         the step the game waits for (see PHASES below)
#   turn          the Fugitive's turn number: 1 is his first turn
#   decks         how many cards each draw deck still holds (public)
#   fdraws        [[turn, deck], ...]: the Fugitive's draws after the setup
#   row           the hideouts; position 0 is card 0. Each is a dict:
#                   turn     the Fugitive turn it was placed in
#                   sprints  how many sprint cards lie under it (public)
#                   card     its number; None where the owner cannot see it
#                   under    its sprint cards; None where the owner cannot see them
#                   shown    None while face down; -1 face up from the start
#                            (card 0, and 42 when it is played); else the index
#                            in calls of the call that turned it over, which
#                            also showed its sprint cards
#   fhand, mhand  the Fugitive's / the Marshal's cards, None where unknown
#   fcount, mcount  how many cards each holds (public)
#   calls         [[turn, [numbers], hit], ...] every call and its answer
#   pending       marshal mode: the numbers of the call awaiting its answer
#   mdraws        the Marshal's draws left this turn
#   pool, rng     referee mode only: the cards in each deck, the PRNG state
#   winner, reason
#
# Moves (decks are numbered 0, 1, 2 from the lowest; the screens name them by
# their range). "F" = the Fugitive acts, "M" = the Marshal acts.
#   ["deal", card]             setup, fugitive mode: a card he was dealt
#   ["place", card, s1, ...]   F: a hideout and the sprint cards laid with it
#   ["place", k]               F, marshal mode: a hideout with k sprint cards
#   ["escape", k]              F, marshal mode: he played 42 with k sprint cards
#   ["end"]                    F: stop after one hideout on the first turn
#   ["pass"]                   F: place nothing this turn
#   ["draw", deck]             F or M draws (referee: the device deals)
#   ["draw", deck, card]       the owner drew this card (marshal mode: her
#                              draws; fugitive mode: his draws)
#   ["call", n1, n2, ...]      M: numbers in ascending order
#   ["miss"], ["hit", p1, ...] marshal mode: his answer; for a hit, the row
#                              position of each called number (none for a
#                              call of more numbers than face-down hideouts:
#                              it is a miss at once)
#   ["sprint", card]           marshal mode: a sprint card turned over with a
#                              revealed hideout, in row order
#
# Events: lists whose first item is a kind. A few are private to one role
# (audience()): the screens show them only to that player.
#   ["dealt", card]* ["f_draw", deck] ["f_got", card]* ["f_skip"]
#   ["hideout", pos, sprints] ["f_laid", pos, card, under]* ["pass"]
#   ["escape", pos, sprints] ["hunt"] ["m_draw", deck] ["m_got", card]*
#   ["m_skip"] ["call", numbers] ["miss", numbers] ["reveal", pos, card]
#   ["sprint", pos, card] ["win", role, reason]            (* private)
#
# Decisions where the seed is silent:
#   - 42 lies face up when played (everyone must know the Manhunt begins);
#     its sprint cards stay face down.
#   - A call may not name a number whose place the caller knows (face up, a
#     revealed sprint card, her own hand where the device knows it), 0 or
#     42. It may name more numbers than there are face-down hideouts (the
#     seed sets no limit): such a call can only miss (certain_miss()), and
#     it is recorded as the miss it was, in the Marshal's notebook too (at
#     once: there is no answer to enter); the screens warn before it.
#   - Undo barriers: every answered call (fugitive and referee modes) and
#     every card the referee deals. Placements can be taken back until the
#     next such move. The Marshal's notebook has no barrier: it holds only
#     what she saw, and undo corrects her notes.
#   - Marshal mode refuses entries that cannot be true when a cheap check
#     shows it (face-up cards that do not rise or cannot be reached, cards he
#     could not have drawn yet, a hit contradicting an earlier miss); the
#     deduction reports whatever else cannot all be true.
#   - On the first turn with option "two", "end" is offered only when no
#     second hideout can be placed (in marshal mode she may always note it).
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove, require, options_with_defaults
from shared.carddata import CardDataError

NAME = "fugitive"
DATA_KIND = "cards"
DATA_SCHEMA = ("dict", {
    "cards": ("list", ("dict", {"number": ("int", 0, 42),
                                "sprint": ("int", 1, 2)}), 43, 43),
})
OPTIONS = [
    ("mode", ("marshal", "fugitive", "referee"), "marshal"),
    ("first_turn", ("one_or_two", "two"), "one_or_two"),
    ("sprint_42", ("no", "yes"), "no"),
]
MARSHAL = "marshal"
FUGITIVE = "fugitive"

# phase -> who acts in it
PHASES = {
    "setup": FUGITIVE,    # fugitive mode: enter the five cards dealt
    "first": FUGITIVE,    # first turn: place a hideout
    "second": FUGITIVE,   # first turn: a second hideout, or end
    "fdraw": FUGITIVE,    # later turns: draw a card
    "fplay": FUGITIVE,    # later turns: place a hideout or pass
    "mdraw": MARSHAL,     # draw (two on her first turn)
    "mcall": MARSHAL,     # call one or more numbers
    "answer": FUGITIVE,   # marshal mode: his answer, entered by her
    "under": MARSHAL,     # marshal mode: enter the sprint cards turned over
    "hunt": MARSHAL,      # the Manhunt: single calls until a miss
    "over": None,
}
PRIVATE_EVENTS = {"dealt": FUGITIVE, "f_got": FUGITIVE, "f_laid": FUGITIVE,
                  "m_got": MARSHAL}


def layout():
    """The standard game's card ranges (a fresh copy: each state owns one)."""
    return {"top": 42,                 # the escape card
            "start": [1, 2, 3],        # in the Fugitive's hand from the start, with 42
            "decks": [[4, 14], [15, 28], [29, 41]],
            "setup": [3, 2, 0],        # cards he draws from each deck at setup
            "step": 3,                 # how far a hideout may go without sprint
            "hunt": 29}                # the Manhunt needs the top face-up card <= this


def standard_sprints():
    """Sprint values as public references give them: odd +1, even +2."""
    return [1 if n % 2 else 2 for n in range(43)]


def check_data(data, file):
    cards = data["cards"]
    for i in range(len(cards)):
        if cards[i]["number"] != i:
            raise CardDataError(file, "data.cards[%d].number" % i,
                                "must be %d: the cards are listed in order" % i)


# -- setup --

def new(data, options, seed):
    require(data is not None, "Fugitive needs its card data")
    return new_game([card["sprint"] for card in data["cards"]], options, seed, layout())


def new_game(sprint, options, seed, lay):
    """A game with these sprint values (by card number) and card layout."""
    opts = options_with_defaults(OPTIONS, options)
    mode = opts["mode"]
    decks = []
    for d in range(len(lay["decks"])):
        lo, hi = lay["decks"][d]
        decks.append(hi - lo + 1 - lay["setup"][d])
    start = list(lay["start"]) + [lay["top"]]
    state = {
        "mode": mode, "opts": opts, "layout": lay, "sprint": list(sprint),
        "phase": "first", "turn": 1, "decks": decks, "fdraws": [],
        "row": [{"turn": 0, "sprints": 0, "card": 0, "under": [], "shown": -1}],
        "fhand": None, "mhand": None,
        "fcount": len(start) + sum(lay["setup"]), "mcount": 0,
        "calls": [], "pending": None, "mdraws": 0,
        "winner": None, "reason": None,
    }
    if mode == "referee":
        rng = Prng(seed_state(seed))
        pool = []
        for lo, hi in lay["decks"]:
            pool.append(list(range(lo, hi + 1)))
        hand = start
        for d in range(len(pool)):
            for _ in range(lay["setup"][d]):
                hand.append(pool[d].pop(rng.below(len(pool[d]))))
        state["pool"] = pool
        state["rng"] = rng.state
        state["fhand"] = sorted(hand)
        state["mhand"] = []
    elif mode == "fugitive":
        state["fhand"] = start
        state["phase"] = "setup" if sum(lay["setup"]) else "first"
    else:
        state["mhand"] = []
    return state


# -- what anyone may ask of a state (the screens use these) --

def actor(state):
    """Who acts now: "fugitive", "marshal" or None when the game is over."""
    return PHASES[state["phase"]]


def audience(event):
    """None if everyone may see an event, else the one role that may."""
    return PRIVATE_EVENTS.get(event[0])


def deck_of(state, card):
    """The draw deck a card comes from, or None (card 0, 1, 2, 3, 42)."""
    decks = state["layout"]["decks"]
    for d in range(len(decks)):
        if decks[d][0] <= card <= decks[d][1]:
            return d
    return None


def face_down(state):
    """Row positions still face down."""
    row = state["row"]
    return [i for i in range(len(row)) if row[i]["shown"] is None]


def escaped(state):
    """True once the Fugitive has played his escape card."""
    return state["row"][-1]["card"] == state["layout"]["top"]


def highest_face_up(state):
    """The highest face-up hideout, 42 aside (decides the Manhunt)."""
    top = state["layout"]["top"]
    best = 0
    for pos in state["row"]:
        if pos["shown"] is not None and pos["card"] != top and pos["card"] > best:
            best = pos["card"]
    return best


def known_to_marshal(state):
    """The cards whose place the Marshal knows (as far as this device knows
    her: in fugitive mode her hand is not known)."""
    known = set()
    for pos in state["row"]:
        if pos["shown"] is not None:
            known.add(pos["card"])
            if pos["shown"] >= 0 and pos["under"]:
                for card in pos["under"]:
                    known.add(card)
    if state["mhand"]:
        for card in state["mhand"]:
            known.add(card)
    return known


def draws_by_turn(state, deck, turn):
    """How many cards the Fugitive had drawn from a deck by his turn `turn`
    (setup included; on a turn he draws before he places)."""
    return drawn_by_turn(state, turn)[deck]


def drawn_by_turn(state, turn):
    """draws_by_turn() for every deck at once: a list, one count per deck."""
    drawn = list(state["layout"]["setup"])
    for t, d in state["fdraws"]:
        if t <= turn:
            drawn[d] += 1
    return drawn


def sprint_total(state, cards):
    total = 0
    for card in cards:
        total += state["sprint"][card]
    return total


def playable(state):
    """Fugitive and referee modes: [[card, cheapest sprint cards], ...] for
    every card he could place now. The cheapest sprint uses the fewest cards,
    then the least sprint value, then the lowest numbers."""
    if state["fhand"] is None:
        return []
    out = []
    for card in sorted(state["fhand"]):
        sprint = cheapest_sprint(state, card)
        if sprint is not None:
            out.append([card, sprint])
    return out


def cheapest_sprint(state, card):
    """The cheapest sprint cards that let the Fugitive place `card` now, or
    None if he cannot. Sprint values are 1 or 2 (the data schema says so)."""
    last = state["row"][-1]["card"]
    if card not in state["fhand"] or card <= last:
        return None
    need = card - last - state["layout"]["step"]
    if need <= 0:
        return []
    ones = []
    twos = []
    for c in sorted(state["fhand"]):
        if c != card and _may_sprint(state, c):
            if state["sprint"][c] == 2:
                twos.append(c)
            else:
                ones.append(c)
    # fewest cards: as many twos as it takes, then ones
    count = 0
    total = 0
    while total < need and count < len(twos):
        count += 1
        total += 2
    while total < need and count - len(twos) < len(ones):
        count += 1
        total += 1
    if total < need:
        return None
    # least value for that many cards: as few twos as the need allows
    n_twos = max(need - count, 0)
    n_twos = max(n_twos, count - len(ones))
    return sorted(twos[:n_twos] + ones[:count - n_twos])


def _may_sprint(state, card):
    return card != state["layout"]["top"] or state["opts"]["sprint_42"] == "yes"


def outcome(state):
    if state["winner"] is None:
        return None
    return {"winner": state["winner"], "reason": state["reason"]}


def series(state):
    """Public figures for a timeline of the game."""
    misses = 0
    for call in state["calls"]:
        if not call[2]:
            misses += 1
    return {"hideouts": len(state["row"]) - 1,
            "face_down": len(face_down(state)),
            "highest_face_up": highest_face_up(state),
            "fugitive_cards": state["fcount"],
            "marshal_cards": state["mcount"],
            "deck_cards": sum(state["decks"]),
            "missed_calls": misses}


def undo_barrier(state, move):
    """Moves that cannot be taken back honestly."""
    mode = state["mode"]
    verb = move[0] if isinstance(move, list) and move else None
    if verb == "call" and mode != "marshal":
        return "the answer was given"
    if verb == "draw" and mode == "referee":
        return "a card was drawn"
    # marshal mode: nothing in the state is hidden from its owner, and undo
    # corrects her notes; fugitive mode: he entered his own cards
    return None


def certain_miss(state, numbers):
    """Does a call of these numbers name more of them than there are
    face-down hideouts? Then it can only miss (its chance is 0)."""
    return len(numbers) > len(face_down(state))


def callable_numbers(state):
    """The numbers the Marshal may call: not 0 or 42, and not where she
    already knows the card is."""
    known = known_to_marshal(state)
    return [n for n in range(1, state["layout"]["top"]) if n not in known]


# -- the verbs of each phase --

def verbs(state):
    """The verbs the current phase allows (some may have no legal move now)."""
    phase = state["phase"]
    marshal = state["mode"] == "marshal"
    if phase == "setup":
        return ("deal",)
    if phase == "first":
        return ("place", "escape") if marshal else ("place",)
    if phase == "second":
        return ("place", "escape", "end") if marshal else ("place", "end")
    if phase == "fdraw" or phase == "mdraw":
        return ("draw",)
    if phase == "fplay":
        return ("place", "escape", "pass") if marshal else ("place", "pass")
    if phase == "mcall" or phase == "hunt":
        return ("call",)
    if phase == "answer":
        return ("miss", "hit")
    if phase == "under":
        return ("sprint",)
    return ()


def choices(state, prefix):
    if state["winner"] is not None:
        return []
    if not prefix:
        return [verb for verb in verbs(state) if _CHOICES[verb](state, [])]
    if prefix[0] not in verbs(state):
        return []
    return _CHOICES[prefix[0]](state, prefix[1:])


def apply(state, move):
    require(state["winner"] is None, "The game is over")
    require(isinstance(move, list) and len(move) > 0, "A move must be a list")
    verb = move[0]
    require(verb in verbs(state), "Not now: {0}", verb)
    args = move[1:]
    for item in args:
        require(isinstance(item, int) and not isinstance(item, bool),
                "A move takes whole numbers")
    _CHECKS[verb](state, args)      # raises IllegalMove; changes nothing
    events = []
    _DOES[verb](state, args, events)
    return events


def _only(args, n):
    require(len(args) == n, "Wrong number of items in the move")


# -- setup (fugitive mode): the cards he was dealt --

def _setup_deck(state):
    """The deck the next dealt card comes from, or None when all are in."""
    dealt = len(state["fhand"]) - len(state["layout"]["start"]) - 1
    for d in range(len(state["layout"]["setup"])):
        dealt -= state["layout"]["setup"][d]
        if dealt < 0:
            return d
    return None


def _deal_choices(state, args):
    if args:
        return [DONE] if len(args) == 1 and _deal_problem(state, args[0]) is None else []
    d = _setup_deck(state)
    lo, hi = state["layout"]["decks"][d]
    return [c for c in range(lo, hi + 1) if c not in state["fhand"]]


def _deal_problem(state, card):
    d = _setup_deck(state)
    if deck_of(state, card) != d:
        lo, hi = state["layout"]["decks"][d]
        return IllegalMove("Deal from the deck {0}-{1} now", lo, hi)
    if card in state["fhand"]:
        return IllegalMove("You already hold {0}", card)
    return None


def _deal_check(state, args):
    _only(args, 1)
    _raise(_deal_problem(state, args[0]))


def _deal_do(state, args, events):
    state["fhand"].append(args[0])
    state["fhand"].sort()
    events.append(["dealt", args[0]])
    if _setup_deck(state) is None:
        state["phase"] = "first"


def _raise(problem):
    if problem is not None:
        raise problem


# -- the Fugitive places a hideout --

def placement_problem(state, card, sprints):
    """Fugitive and referee modes: None if he may place `card` with these
    sprint cards now, else the reason (an IllegalMove)."""
    hand = state["fhand"]
    if card not in hand:
        return IllegalMove("You do not hold {0}", card)
    for i in range(len(sprints)):
        s = sprints[i]
        if s not in hand or s == card or s in sprints[i + 1:]:
            return IllegalMove("Sprint cards must be other cards you hold")
        if not _may_sprint(state, s):
            return IllegalMove("{0} cannot be a sprint card", s)
    last = state["row"][-1]["card"]
    if card <= last:
        return IllegalMove("{0} is not above the last hideout, {1}", card, last)
    reach = last + state["layout"]["step"] + sprint_total(state, sprints)
    if card > reach:
        return IllegalMove("{0} is out of reach: this sprint goes to {1}", card, reach)
    return None


def _place_choices(state, args):
    if state["mode"] == "marshal":
        if not args:
            return [k for k in range(_most_sprints(state, False) + 1)
                    if _marshal_place_problem(state, k, False) is None]
        ok = len(args) == 1 and _marshal_place_problem(state, args[0], False) is None
        return [DONE] if ok else []
    if not args:
        return [c for c in sorted(state["fhand"]) if cheapest_sprint(state, c) is not None]
    card = args[0]
    chosen = args[1:]
    if cheapest_sprint(state, card) is None:
        return []
    for i in range(len(chosen)):
        if i and chosen[i] <= chosen[i - 1]:
            return []
    if not _under_ok(state, card, chosen):
        return []
    # sprint cards are offered in ascending order; each must leave the move
    # completable with the higher cards still in hand
    floor = chosen[-1] if chosen else -1
    spare = [c for c in sorted(state["fhand"])
             if c > floor and c != card and _may_sprint(state, c)]
    need = card - state["row"][-1]["card"] - state["layout"]["step"] \
        - sprint_total(state, chosen)
    more = []
    after = 0
    for i in range(len(spare) - 1, -1, -1):
        if need - state["sprint"][spare[i]] - after <= 0:
            more.append(spare[i])
        after += state["sprint"][spare[i]]
    more.reverse()
    if need <= 0:
        return [DONE] + more
    return more


def _under_ok(state, card, chosen):
    """Are these cards, so far, a possible sprint for `card`?"""
    for c in chosen:
        if c not in state["fhand"] or c == card or not _may_sprint(state, c):
            return False
    return True


def _place_check(state, args):
    if state["mode"] == "marshal":
        _only(args, 1)
        _raise(_marshal_place_problem(state, args[0], False))
        return
    require(len(args) >= 1, "Name the card to place")
    _raise(placement_problem(state, args[0], args[1:]))


def _place_do(state, args, events):
    if state["mode"] == "marshal":
        k = args[0]
        _lay(state, None, None, k)
        events.append(["hideout", len(state["row"]) - 1, k])
    else:
        card = args[0]
        under = sorted(args[1:])
        for c in [card] + under:
            state["fhand"].remove(c)
        _lay(state, card, under, len(under))
        pos = len(state["row"]) - 1
        if card == state["layout"]["top"]:
            events.append(["f_laid", pos, card, under])
            _escape(state, events)
            return
        events.append(["hideout", pos, len(under)])
        events.append(["f_laid", pos, card, under])
    _after_placement(state, events)


def _lay(state, card, under, k):
    top = state["layout"]["top"]
    state["row"].append({"turn": state["turn"], "sprints": k, "card": card,
                         "under": under, "shown": -1 if card == top else None})
    state["fcount"] -= k + 1


def _after_placement(state, events):
    if state["phase"] == "first":
        state["phase"] = "second"
    else:
        _to_marshal(state, events)


def _most_sprints(state, escape):
    """Marshal mode: the most sprint cards he could lay with his hand count
    (42 stays in his hand unless it is the card played or may sprint)."""
    keep = 0 if escape or state["opts"]["sprint_42"] == "yes" else 1
    return state["fcount"] - 1 - keep


def _marshal_place_problem(state, k, escape):
    """Marshal mode: why a placement with k sprint cards cannot be true."""
    if k < 0 or k > _most_sprints(state, escape):
        return IllegalMove("He cannot lay {0} sprint cards", k)
    top = state["layout"]["top"]
    extra = {"turn": state["turn"], "sprints": k, "card": top if escape else None,
             "under": None, "shown": -1 if escape else None}
    return _notes_problem(state, extra=extra)


def _escape_choices(state, args):
    if not args:
        return [k for k in range(_most_sprints(state, True) + 1)
                if _marshal_place_problem(state, k, True) is None]
    return [DONE] if len(args) == 1 and _marshal_place_problem(state, args[0], True) is None else []


def _escape_check(state, args):
    _only(args, 1)
    _raise(_marshal_place_problem(state, args[0], True))


def _escape_do(state, args, events):
    _lay(state, state["layout"]["top"], None, args[0])
    _escape(state, events)


def _escape(state, events):
    """He played 42: he wins at once if a hideout above the Manhunt limit is
    face up; otherwise the Manhunt begins."""
    pos = len(state["row"]) - 1
    events.append(["escape", pos, state["row"][pos]["sprints"]])
    if highest_face_up(state) > state["layout"]["hunt"]:
        _win(state, FUGITIVE, "escaped with a high hideout face up", events)
    elif not face_down(state):
        _win(state, MARSHAL, "caught in the manhunt", events)
    else:
        state["phase"] = "hunt"
        events.append(["hunt"])


def _win(state, role, reason, events):
    state["winner"] = role
    state["reason"] = reason
    state["phase"] = "over"
    events.append(["win", role, reason])


def _end_choices(state, args):
    if args:
        return []
    if state["opts"]["first_turn"] == "two" and state["mode"] != "marshal" \
            and _place_choices(state, []):
        return []
    return [DONE]


def _end_check(state, args):
    _only(args, 0)
    require(_end_choices(state, []), "Place a second hideout on the first turn")


def _end_do(state, args, events):
    _to_marshal(state, events)


def _pass_choices(state, args):
    return [] if args else [DONE]


def _pass_check(state, args):
    _only(args, 0)


def _pass_do(state, args, events):
    events.append(["pass"])
    _to_marshal(state, events)


# -- draws --

def _draw_needs_card(state):
    """Whether a draw move names the card: the owner saw it and enters it."""
    if state["phase"] == "fdraw":
        return state["mode"] == "fugitive"
    return state["mode"] == "marshal"


def _draw_choices(state, args):
    decks = state["decks"]
    if not args:
        return [d for d in range(len(decks)) if decks[d] > 0 and _draw_choices(state, [d])]
    if _deck_problem(state, args[0]) is not None:
        return []
    if not _draw_needs_card(state):
        return [DONE] if len(args) == 1 else []
    if len(args) == 1:
        lo, hi = state["layout"]["decks"][args[0]]
        return [c for c in range(lo, hi + 1) if _drawn_card_problem(state, args[0], c) is None]
    return [DONE] if len(args) == 2 and _drawn_card_problem(state, args[0], args[1]) is None else []


def _deck_problem(state, d):
    if d < 0 or d >= len(state["decks"]):
        return IllegalMove("There is no deck {0}", d)
    if state["decks"][d] == 0:
        return IllegalMove("That deck is empty")
    return None


def _drawn_card_problem(state, d, card):
    if deck_of(state, card) != d:
        return IllegalMove("{0} is not in that deck", card)
    if state["phase"] == "fdraw":
        seen = set(state["fhand"])
        for pos in state["row"]:
            seen.add(pos["card"])
            for c in pos["under"]:
                seen.add(c)
    else:
        seen = known_to_marshal(state)
    if card in seen:
        return IllegalMove("{0} is already in play", card)
    return None


def _draw_check(state, args):
    _only(args, 2 if _draw_needs_card(state) else 1)
    _raise(_deck_problem(state, args[0]))
    if len(args) == 2:
        _raise(_drawn_card_problem(state, args[0], args[1]))


def _draw_do(state, args, events):
    d = args[0]
    card = args[1] if len(args) == 2 else None
    if card is None and state["mode"] == "referee":
        card = _deal_from_pool(state, d)
    state["decks"][d] -= 1
    if state["phase"] == "fdraw":
        state["fdraws"].append([state["turn"], d])
        state["fcount"] += 1
        events.append(["f_draw", d])
        if card is not None:
            state["fhand"].append(card)
            state["fhand"].sort()
            events.append(["f_got", card])
        state["phase"] = "fplay"
    else:
        state["mcount"] += 1
        state["mdraws"] -= 1
        events.append(["m_draw", d])
        if card is not None:
            state["mhand"].append(card)
            state["mhand"].sort()
            events.append(["m_got", card])
        _marshal_draws(state, events)


def _deal_from_pool(state, d):
    """Referee mode: the device deals the top card of a deck (PRNG)."""
    rng = Prng(state["rng"])
    pool = state["pool"][d]
    card = pool.pop(rng.below(len(pool)))
    state["rng"] = rng.state
    return card


def _to_marshal(state, events):
    state["mdraws"] = 2 if state["turn"] == 1 else 1
    _marshal_draws(state, events)


def _marshal_draws(state, events):
    if state["mdraws"] > 0 and sum(state["decks"]) > 0:
        state["phase"] = "mdraw"
        return
    if state["mdraws"] > 0:
        events.append(["m_skip"])
    state["mdraws"] = 0
    state["phase"] = "mcall"


def _to_fugitive(state, events):
    state["turn"] += 1
    if sum(state["decks"]) > 0:
        state["phase"] = "fdraw"
    else:
        events.append(["f_skip"])
        state["phase"] = "fplay"


# -- calls --

def _call_choices(state, args):
    if args:
        if _call_problem(state, args) is not None:
            return []
        out = [DONE]
        if state["phase"] != "hunt":
            out.extend(n for n in callable_numbers(state) if n > args[-1])
        return out
    if not face_down(state):
        return []
    return callable_numbers(state)


def _call_problem(state, numbers):
    if not numbers:
        return IllegalMove("Call at least one number")
    if state["phase"] == "hunt" and len(numbers) > 1:
        return IllegalMove("In the Manhunt, call one number at a time")
    known = known_to_marshal(state)
    top = state["layout"]["top"]
    for i in range(len(numbers)):
        n = numbers[i]
        if i and n <= numbers[i - 1]:
            return IllegalMove("Call the numbers once each, in order")
        if n <= 0 or n >= top:
            return IllegalMove("{0} is not a hideout number", n)
        if n in known:
            return IllegalMove("{0} is known already", n)
    return None


def _call_check(state, args):
    _raise(_call_problem(state, args))


def _call_do(state, args, events):
    numbers = list(args)
    events.append(["call", numbers])
    if state["mode"] == "marshal":
        if certain_miss(state, numbers):
            _record_miss(state, numbers, events)     # no answer to wait for
            return
        state["pending"] = numbers
        state["phase"] = "answer"
        return
    where = {}
    for i in face_down(state):
        where[state["row"][i]["card"]] = i
    hit = True
    for n in numbers:
        if n not in where:
            hit = False
    index = len(state["calls"])
    state["calls"].append([state["turn"], numbers, hit])
    if not hit:
        events.append(["miss", numbers])
    else:
        for n in numbers:
            pos = state["row"][where[n]]
            pos["shown"] = index
            events.append(["reveal", where[n], n])
            for c in pos["under"]:
                events.append(["sprint", where[n], c])
    _after_call(state, hit, events)


def _after_call(state, hit, events):
    if not face_down(state):
        if escaped(state):
            _win(state, MARSHAL, "caught in the manhunt", events)
        else:
            _win(state, MARSHAL, "every hideout is face up", events)
    elif escaped(state):
        if not hit:
            _win(state, FUGITIVE, "escaped the manhunt", events)
        else:
            state["phase"] = "hunt"
    else:
        _to_fugitive(state, events)


# -- marshal mode: his answer and the cards turned over --

def _miss_choices(state, args):
    if args:
        return []
    return [DONE] if _notes_problem(state, missed=state["pending"]) is None else []


def _miss_check(state, args):
    _only(args, 0)
    _raise(_notes_problem(state, missed=state["pending"]))


def _miss_do(state, args, events):
    numbers = state["pending"]
    state["pending"] = None
    _record_miss(state, numbers, events)


def _record_miss(state, numbers, events):
    state["calls"].append([state["turn"], numbers, False])
    events.append(["miss", numbers])
    _after_call(state, False, events)


def _hit_choices(state, args):
    numbers = state["pending"]
    if len(args) == len(numbers):
        return [DONE] if _hit_problem(state, args) is None else []
    if len(args) > len(numbers):
        return []
    out = []
    for p in face_down(state):
        if (not args or p > args[-1]) and _hit_completable(state, list(args) + [p]):
            out.append(p)
    return out


def _hit_completable(state, positions):
    """Can these positions for the first called numbers be completed?"""
    numbers = state["pending"]
    if _hit_problem(state, positions) is not None:
        return False
    if len(positions) == len(numbers):
        return True
    for p in face_down(state):
        if p > positions[-1] and _hit_completable(state, positions + [p]):
            return True
    return False


def _hit_problem(state, positions):
    """Why the called numbers cannot lie at these positions (a prefix of the
    numbers when fewer positions are given)."""
    numbers = state["pending"]
    down = face_down(state)
    reveal = {}
    for i in range(len(positions)):
        p = positions[i]
        if p not in down:
            return IllegalMove("Position {0} is not face down", p)
        if i and p <= positions[i - 1]:
            return IllegalMove("Give the positions in row order")
        reveal[p] = numbers[i]
    return _notes_problem(state, reveal=reveal)


def _hit_check(state, args):
    require(len(args) == len(state["pending"]), "Give the position of each number called")
    _raise(_hit_problem(state, args))


def _hit_do(state, args, events):
    numbers = state["pending"]
    index = len(state["calls"])
    state["calls"].append([state["turn"], numbers, True])
    state["pending"] = None
    for i in range(len(args)):
        pos = state["row"][args[i]]
        pos["card"] = numbers[i]
        pos["under"] = []
        pos["shown"] = index
        events.append(["reveal", args[i], numbers[i]])
    _after_reveal(state, events)


def _after_reveal(state, events):
    if face_down(state) and _next_under(state) is not None:
        state["phase"] = "under"
    else:
        _after_call(state, True, events)


def _next_under(state):
    """The revealed position whose sprint cards are still to be entered."""
    row = state["row"]
    for i in range(len(row)):
        pos = row[i]
        if pos["shown"] is not None and pos["shown"] >= 0 and len(pos["under"]) < pos["sprints"]:
            return i
    return None


def _sprint_choices(state, args):
    if args:
        return [DONE] if len(args) == 1 and _sprint_problem(state, args[0]) is None else []
    return [c for c in range(1, state["layout"]["top"] + 1) if _sprint_problem(state, c) is None]


def _sprint_problem(state, card):
    p = _next_under(state)
    if card <= 0 or card > state["layout"]["top"] or not _may_sprint(state, card):
        return IllegalMove("{0} cannot be a sprint card", card)
    if card in known_to_marshal(state):
        return IllegalMove("{0} is known already", card)
    return _notes_problem(state, unders=[(p, card)])


def _sprint_check(state, args):
    _only(args, 1)
    _raise(_sprint_problem(state, args[0]))


def _sprint_do(state, args, events):
    p = _next_under(state)
    state["row"][p]["under"].append(args[0])
    state["row"][p]["under"].sort()
    events.append(["sprint", p, args[0]])
    if _next_under(state) is None:
        _after_call(state, True, events)


def _notes_problem(state, missed=None, unders=(), reveal=None, extra=None):
    """Marshal mode: a cheap check that what she is about to enter can be
    true (the full check is the deduction, shared/fugitive_deduce.py).
    missed: the numbers of a call about to be recorded as a miss, or None;
    unders: [(position, sprint card)] about to be entered; reveal:
    {position: number} about to be turned over; extra: a hideout about to be
    laid. Checks that the face-up cards rise with room and reach between
    them, that he had drawn enough of each deck by then, and that no missed
    call named only cards that lay face down."""
    row = state["row"] if extra is None else state["row"] + [extra]
    reveal = reveal or {}
    cards = []
    known_under = []
    for i in range(len(row)):
        pos = row[i]
        cards.append(reveal.get(i, pos["card"] if pos["shown"] is not None else None))
        shown_by_call = (pos["shown"] is not None and pos["shown"] >= 0) or i in reveal
        known_under.append(list(pos["under"] or []) if shown_by_call else [])
    for p, card in unders:
        known_under[p].append(card)
    problem = _rise_problem(state, row, cards, known_under)
    if problem is None:
        problem = _timing_problem(state, row, cards, known_under, reveal, unders)
    if problem is None:
        problem = _missed_problem(state, row, cards, missed, reveal)
    return problem


def _rise_problem(state, row, cards, known_under):
    step = state["layout"]["step"]
    most = max(state["sprint"])
    prev = 0
    reach = 0
    for i in range(1, len(row)):
        under = known_under[i]
        reach += step + sprint_total(state, under) + most * (row[i]["sprints"] - len(under))
        if cards[i] is None:
            continue
        if cards[i] - cards[prev] < i - prev:
            return IllegalMove("{0} cannot lie there: the row must rise", cards[i])
        if cards[i] - cards[prev] > reach:
            return IllegalMove("{0} is out of reach of {1}", cards[i], cards[prev])
        prev = i
        reach = 0
    top = state["layout"]["top"]
    if cards[prev] != top and cards[prev] + len(row) - 1 - prev >= top:
        return IllegalMove("No hideout fits above {0}", cards[prev])
    return None


def _timing_problem(state, row, cards, known_under, reveal, unders):
    new = list(reveal.values())
    for p, card in unders:
        new.append(card)
    for d in range(len(state["layout"]["decks"])):
        used = 0
        for i in range(1, len(row)):
            for c in [cards[i]] + known_under[i]:
                if c is not None and deck_of(state, c) == d:
                    used += 1
            if used > draws_by_turn(state, d, row[i]["turn"]):
                for c in new:
                    if deck_of(state, c) == d:
                        return IllegalMove("He could not hold {0} yet", c)
                return IllegalMove("He could not hold those cards yet")
    return None


def _missed_problem(state, row, cards, missed, reveal):
    calls = list(state["calls"])
    if missed is not None:
        calls.append([state["turn"], missed, False])
    for ci in range(len(calls)):
        turn, numbers, hit = calls[ci]
        if hit:
            continue
        lay_there = True
        for n in numbers:
            found = False
            for i in range(1, len(row)):
                pos = row[i]
                down_then = pos["shown"] is None or pos["shown"] > ci or i in reveal
                if cards[i] == n and pos["turn"] <= turn and down_then:
                    found = True
            if not found:
                lay_there = False
        if lay_there:
            return IllegalMove("A call of {0} missed, yet it lay face down",
                               "+".join(str(n) for n in numbers))
    return None


_CHOICES = {"deal": _deal_choices, "place": _place_choices, "escape": _escape_choices,
            "end": _end_choices, "pass": _pass_choices, "draw": _draw_choices,
            "call": _call_choices, "miss": _miss_choices, "hit": _hit_choices,
            "sprint": _sprint_choices}
_CHECKS = {"deal": _deal_check, "place": _place_check, "escape": _escape_check,
           "end": _end_check, "pass": _pass_check, "draw": _draw_check,
           "call": _call_check, "miss": _miss_check, "hit": _hit_check,
           "sprint": _sprint_check}
_DOES = {"deal": _deal_do, "place": _place_do, "escape": _escape_do,
         "end": _end_do, "pass": _pass_do, "draw": _draw_do,
         "call": _call_do, "miss": _miss_do, "hit": _hit_do,
         "sprint": _sprint_do}


def marshal_view(state):
    """A marshal-mode copy of a referee-mode state: exactly what the Marshal
    knows (her deductions run on it; nothing hidden survives the copy)."""
    view = {}
    for key in state:
        if key not in ("pool", "rng", "fhand", "row", "opts"):
            view[key] = _copy(state[key])
    view["opts"] = dict(state["opts"])
    view["opts"]["mode"] = "marshal"
    view["mode"] = "marshal"
    view["fhand"] = None
    view["row"] = []
    for pos in state["row"]:
        shown = pos["shown"]
        view["row"].append({
            "turn": pos["turn"], "sprints": pos["sprints"], "shown": shown,
            "card": pos["card"] if shown is not None else None,
            "under": list(pos["under"]) if shown is not None and (shown >= 0 or pos["card"] == 0) else None})
    return view


def _copy(value):
    if isinstance(value, list):
        return [_copy(v) for v in value]
    if isinstance(value, dict):
        out = {}
        for k in value:
            out[k] = _copy(value[k])
        return out
    return value
