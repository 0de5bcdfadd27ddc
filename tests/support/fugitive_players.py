# Players for Fugitive play-outs that look like a table's, for the deduction
# benchmark and tests (uniformly random moves lay absurd sprints: a random
# walk down choices() adds another sprint card half the time).
#   table_move   the Fugitive places low with the cheapest sprint, sometimes
#                passes or lays one sprint card too many (a bluff); the
#                Marshal calls single numbers just past the row, sometimes two
#   guided_call  the Marshal calls what the deduction suggests
from shared import fugitive as game
from shared.prng import Prng, seed_state
from tests.support.playout import random_move


def table_move(state, rng):
    phase = state["phase"]
    if phase in ("first", "second", "fplay"):
        return _fugitive_play(state, rng)
    if phase in ("mcall", "hunt"):
        return _marshal_call(state, rng)
    return random_move(game, state, rng)


def _fugitive_play(state, rng):
    options = game.playable(state)
    top = state["layout"]["top"]
    if state["phase"] == "second" and (not options or rng.below(3) == 0):
        return ["end"]
    if state["phase"] == "fplay" and (not options or rng.below(6) == 0):
        return ["pass"]
    for card, sprint in options:
        if card == top:
            return ["place", card] + sprint
    options = [o for o in options if o[0] != top]
    if not options:
        return ["pass"] if state["phase"] == "fplay" else ["end"]
    options.sort(key=lambda o: (len(o[1]), o[0]))
    card, sprint = options[rng.below(min(3, len(options)))]
    sprint = list(sprint)
    if rng.below(8) == 0:
        spare = [c for c in state["fhand"]
                 if c != card and c not in sprint and (c != top or state["opts"]["sprint_42"] == "yes")]
        if spare:
            sprint.append(spare[rng.below(len(spare))])
    return ["place", card] + sorted(sprint)


def _marshal_call(state, rng):
    numbers = game.callable_numbers(state)
    last = game.highest_face_up(state)
    reach = 4 * len(game.face_down(state)) + 4
    near = [n for n in numbers if last < n <= last + reach] or numbers
    a = near[rng.below(len(near))]
    if state["phase"] == "mcall" and rng.below(5) == 0 and len(game.face_down(state)) > 1:
        b = near[rng.below(len(near))]
        if b != a:
            return ["call", min(a, b), max(a, b)]
    return ["call", a]


def guided_call(state, limit=None):
    """The Marshal's call as the deduction suggests, on her view; None if it
    cannot be counted within the limit."""
    from shared import fugitive_deduce as deduce
    result = deduce.deduce(game.marshal_view(state), limit)
    if not result["suggest"]:
        return None
    numbers = [n for n in result["suggest"][0] if n in game.callable_numbers(state)]
    if not numbers:
        return None
    if state["phase"] == "hunt":
        numbers = numbers[:1]
    return ["call"] + numbers


def play_table_game(seed, guided=False, limit=None, moves=400):
    """A referee game of table players on the standard cards; returns the
    Marshal's view at each of her calls, and the final state."""
    state = game.new_game(game.standard_sprints(), {"mode": "referee"}, seed, game.layout())
    rng = Prng(seed_state(seed * 31 + 1))
    views = []
    for _ in range(moves):
        if game.outcome(state) is not None:
            break
        move = None
        if guided and state["phase"] in ("mcall", "hunt"):
            move = guided_call(state, limit)
        if move is None:
            move = table_move(state, rng)
        game.apply(state, move)
        if state["phase"] in ("mcall", "hunt"):
            views.append(game.marshal_view(state))
    return views, state
