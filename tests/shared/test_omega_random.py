# Projekt Omega: random missions never break an invariant, every offered move
# is accepted, refused moves change nothing, replays give the same state.
# (More seeds and every option run on CPython in tests/test_omega_playouts.py.)
from shared import canon, omega
from shared.match import from_ops, replay
from shared.prng import Prng, seed_state
from shared.rules import IllegalMove
from tests.support.check import unchanged_by
from tests.shared.omega_fixtures import party
from tests.shared.omega_invariants import mission, check, FRIENDLY

RELATIONS = {(0, 1): "partial_trust", (1, 0): "full_trust", (1, 2): "full_distrust",
             (2, 0): "partial_distrust", (0, 2): "full_trust", (2, 1): "partial_trust"}


def test_random_missions_keep_every_invariant_past_their_end():
    data = party(relations=RELATIONS)
    for seed in range(4):
        match = mission(data, {}, seed, 250, undo_every=7)
        assert len(match.moves) > 100


def test_a_cooperative_table_reaches_a_success():
    data = party(relations=RELATIONS)
    kinds = set()
    for seed in range(4):
        match = mission(data, {"deck": "physical"}, seed, 400, prefer=FRIENDLY,
                        past_the_end=False)
        if match.state["result"] is not None:
            kinds.add(match.state["result"]["kind"])
    assert "success" in kinds or "pyrrhic" in kinds


def test_a_mission_replays_bit_for_bit_from_its_moves_and_its_journal():
    data = party(relations=RELATIONS)
    match = mission(data, {}, 11, 150)
    assert canon.digest(replay(omega, data, {}, 11, match.moves)) == canon.digest(match.state)
    ops = []
    again = from_ops(omega, data, match.header(), [["m", m] for m in match.moves])
    assert canon.digest(again.state) == canon.digest(match.state)
    # a journal with undo and redo ops rebuilds the same match
    m2 = mission(data, {"deck": "physical"}, 5, 60)
    m2.on_op = ops.append
    if m2.can_undo() is None:
        m2.undo()
        m2.redo()
    journal = [["m", m] for m in m2.moves[:-1]] + [["m", m2.moves[-1]]] + ops
    rebuilt = from_ops(omega, data, m2.header(), journal)
    assert canon.digest(rebuilt.state) == canon.digest(m2.state)


def _random_moves(state, rng):
    """Moves made of any verb and small arguments: mostly illegal."""
    verbs = ["scene", "relate", "refresh", "test", "rest", "leave", "join", "resupply",
             "reserve", "give", "raise", "danger", "end", "use", "temp", "burden",
             "ignore", "threat", "overcome", "against", "defend", "betray", "heal",
             "draw", "cards", "waive", "spare", "help", "wound", "remove", "worsen",
             "close", "dance"]
    args = [0, 1, 2, 3, 4, 5, 7, 99, -1, "b", "r", "exhaust", "permanent", "card",
            "detail", "reach", None, True]
    moves = []
    for _ in range(25):
        move = [verbs[rng.below(len(verbs))]]
        for _ in range(rng.below(4)):
            move.append(args[rng.below(len(args))])
        moves.append(move)
    return moves


def test_refused_moves_change_nothing_and_accepted_ones_were_offered():
    data = party(relations=RELATIONS)
    rng = Prng(seed_state(99))
    accepted = refused = 0
    for seed in range(3):
        for options in ({}, {"deck": "physical"}):
            match = mission(data, options, seed, 20 + 30 * seed)
            for move in _random_moves(match.state, rng):
                state = match.state
                assert isinstance(omega.choices(state, move), list)   # never raises
                try:
                    copy = _clone(state)
                    omega.apply(copy, move)
                except IllegalMove:
                    unchanged_by(state, omega.apply, state, move)
                    refused += 1
                    continue
                accepted += 1
                check(copy)
                _assert_offered(state, move)
    assert refused > 100 and accepted > 0


def _assert_offered(state, move):
    if move[0] == "rest" and len(move) > 3:
        return   # the menu offers the chosen aspects in list order only
    for i in range(1, len(move)):
        assert move[i] in omega.choices(state, move[:i]), "%r not offered" % (move,)
    assert None in omega.choices(state, move), "%r not offered as complete" % (move,)


def _clone(state):
    import json
    return json.loads(json.dumps(state))
