# Random play-outs through the one game interface, on either runtime.
from shared import canon
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove
from shared.match import Match


def random_move(game, state, rng):
    """Walk choices() at random down to a complete move, or None if there is none."""
    prefix = []
    while True:
        options = game.choices(state, prefix)
        if not options:
            return None
        item = options[rng.below(len(options))]
        if item is DONE:
            return prefix
        prefix = prefix + [item]


def play(game, data, options, seed, max_moves, check=None, undo_every=0):
    """Play random legal moves; return (match, one digest per move).

    Every move offered by choices() must be accepted. With undo_every=k, every
    k-th step also undoes and redoes, which must give back the same state.
    check(state) is called after every move (invariants)."""
    match = Match(game, data, options, seed)
    rng = Prng(seed_state(seed + 7919))
    digests = []
    for i in range(max_moves):
        if game.outcome(match.state) is not None:
            break
        move = random_move(game, match.state, rng)
        if move is None:
            break
        try:
            match.play(move)
        except IllegalMove as e:
            raise AssertionError("offered move %r was refused: %s" % (move, e))
        digest = canon.digest(match.state)
        if undo_every and (i + 1) % undo_every == 0 and match.can_undo() is None:
            match.undo()
            match.redo()
            assert canon.digest(match.state) == digest, "undo+redo changed the state"
        if check is not None:
            check(match.state)
        digests.append(digest)
    return match, digests
