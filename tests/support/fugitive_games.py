# Helpers for the Fugitive tests (plain Python: they also run under
# MicroPython): small card layouts, games played to a given point, and the
# translation of a referee game into what each player enters on a device of
# their own.
from shared import fugitive as game
from shared.prng import Prng, seed_state
from tests.support.playout import random_move

# A small game for brute force: 17 cards, three decks of four.
TINY = {"top": 16, "start": [1, 2, 3], "decks": [[4, 7], [8, 11], [12, 15]],
        "setup": [2, 1, 0], "step": 2, "hunt": 10}
# A bigger one: 21 cards.
SMALL = {"top": 20, "start": [1, 2, 3], "decks": [[4, 8], [9, 13], [14, 19]],
         "setup": [2, 1, 0], "step": 3, "hunt": 13}


def data(sprints=None):
    """Card data for the standard game (optionally with other sprint values)."""
    values = sprints or game.standard_sprints()
    return {"cards": [{"number": i, "sprint": values[i]} for i in range(43)]}


def random_sprints(seed, n):
    """Sprint values 1 or 2 at random for cards 0..n (a 'corrected' copy)."""
    rng = Prng(seed_state(seed))
    return [1 + rng.below(2) for _ in range(n + 1)]


def small_game(seed, layout, mode="referee", options=None):
    opts = {"mode": mode}
    if options:
        opts.update(options)
    sprints = random_sprints(seed, layout["top"]) if seed % 3 else None
    if sprints is None:
        sprints = [1 if i % 2 else 2 for i in range(layout["top"] + 1)]
    return game.new_game(sprints, opts, seed, dict(layout))


def random_states(state, seed, moves, phases=("mcall", "hunt", "fdraw")):
    """Play random legal moves from `state` (changed in place); return copies
    of the Marshal's view whenever the game reaches one of `phases`."""
    rng = Prng(seed_state(seed * 7 + 3))
    out = []
    for _ in range(moves):
        if game.outcome(state) is not None:
            break
        move = random_move(game, state, rng)
        if move is None:
            break
        game.apply(state, move)
        if state["phase"] in phases:
            if state["mode"] == "referee":
                out.append(game.marshal_view(state))
            else:
                out.append(game._copy(state))
    return out


def marshal_moves(move, events, state_after):
    """The moves the Marshal enters in her notebook for one referee move and
    the events it caused."""
    verb = move[0]
    if verb == "place":
        k = len(move) - 2
        return [["escape", k]] if move[1] == state_after["layout"]["top"] else [["place", k]]
    if verb == "draw":
        for e in events:
            if e[0] == "m_got":
                return [["draw", move[1], e[1]]]
        return [list(move)]
    if verb == "call":
        out = [list(move)]
        reveals = [e for e in events if e[0] == "reveal"]
        if not reveals:
            # a call of more numbers than face-down hideouts: a miss at once
            return out if game.certain_miss(state_after, move[1:]) else out + [["miss"]]
        out.append(["hit"] + [e[1] for e in reveals])
        if state_after["winner"] is not None:
            return out          # she won: no sprint cards to note
        for e in reveals:
            for c in state_after["row"][e[1]]["under"]:
                out.append(["sprint", c])
        return out
    return [list(move)]


def fugitive_moves(move, events, phase_before):
    """The moves the Fugitive enters on his device for one referee move."""
    if move[0] == "draw" and phase_before == "fdraw":
        for e in events:
            if e[0] == "f_got":
                return [["draw", move[1], e[1]]]
    return [list(move)]


def setup_deals(referee_state):
    """The Fugitive's five setup cards, in dealing order (deck 0, then 1)."""
    lay = referee_state["layout"]
    start = lay["start"] + [lay["top"]]
    dealt = [c for c in referee_state["fhand"] if c not in start]
    out = []
    for d in range(len(lay["decks"])):
        out.extend(c for c in dealt if game.deck_of(referee_state, c) == d)
    return [["deal", c] for c in out]
