# Cerebria, heavier checks on CPython only:
# - thousands of random positions: control equals the independent oracle;
# - the menus neither offer an illegal move nor hide a legal one: on states
#   met in random games, every move of a brute-force list of all plausible
#   moves is accepted by apply() exactly when the menus list it;
# - previews never change the state;
# - long random games in every mode keep the invariants.

import json

import pytest

from shared import canon, cerebria as game, cerebria_control as control
from shared.cerebria_actions import all_vibes
from shared.cerebria_adjust import DELTAS, FORTRESS, KINDS as ADJUST_KINDS
from shared.prng import Prng, seed_state
from shared.rules import IllegalMove, expand
from tests.shared.test_cerebria_playout import check_invariants
from shared.cerebria_board import board_of
from tests.support import cerebria_fixture as fx
from tests.support import cerebria_oracle as oracle
from tests.support.playout import play


def test_control_matches_the_oracle_on_5000_random_positions():
    board = board_of(fx.started())
    rng = Prng(seed_state(99))
    disagreements = 0
    for _ in range(5000):
        slots, forts, position, oforts = oracle.random_position(rng, board)
        got = control.compute(board, slots, forts)
        want = oracle.control(position, oforts)
        if (got["f"], got["r"], got["rt"]) != (want["f"], want["r"], want["rt"]):
            disagreements += 1
    assert disagreements == 0


def test_random_positions_contain_the_hard_cases():
    """The random positions do exercise blocking and sole presence."""
    board = board_of(fx.started())
    rng = Prng(seed_state(99))
    blocked = sole = 0
    for _ in range(2000):
        slots, forts, position, oforts = oracle.random_position(rng, board)
        for r in range(5):
            blocked += len(control.blocked(board, slots, r))
        for i in range(5):
            triad = (position[3 * i], position[3 * i + 1], position[3 * i + 2])
            sides = set(p[0] for p in triad if p)
            sole += len(sides) == 1
    assert blocked > 500 and sole > 500


def _all_moves(state):
    """Every plausible move, legal or not: the verbs with all argument values
    in their ranges (and a few beyond)."""
    cards = sorted(board_of(state)["cards"])
    vibes = all_vibes()
    moves = [["origin", s] for s in range(6)]
    moves += [["start", sp, sl] for sp in range(10) for sl in range(15)]
    moves += [["move", sp] for sp in range(11)]
    for slot in range(15):
        for card in cards:
            for ups in ([], ["bolster"], ["inner_force"], ["bolster", "inner_force"]):
                moves.append(["invoke", slot, card] + ups)
        for ups in ([], ["subdue"], ["extinguish"], ["subdue", "extinguish"]):
            moves.append(["quell", slot] + ups)
        moves += [["empower", slot], ["empower", slot, "channeled"]]
    for r in range(6):
        moves += [["fortify", r], ["exalt", r], ["raze", r], ["realm", r]]
        for slot in range(15):
            moves += [["realm", r, slot, e] for e in range(1, 9)]
        for extra in range(4):
            moves += [["absorb", r, extra, b] for b in ["skip", "take"] + vibes]
    moves += [["ambition", "extra"], ["ambition", "rotate"]]
    moves += [["ambition", "vibe", v] for v in vibes] + [["vibe", v] for v in vibes]
    moves += [["end", "draw"], ["end", "ambition"]]
    moves += [["reveal", a, b] for a in game.FRAGMENTS for b in game.FRAGMENTS]
    moves += [["points", side, d] for side in (0, 1) for d in game.POINT_DELTAS] + [["finish"]]
    players = range(len(state["players"]))
    for kind in ADJUST_KINDS:
        if kind in ("wp", "ess"):
            moves += [["adjust", kind, p, d] for p in players for d in DELTAS]
        elif kind == "ambition":
            moves += [["adjust", kind, s, d] for s in (0, 1) for d in DELTAS]
        elif kind == "place":
            moves += [["adjust", kind, sl, side, c, e] for sl in range(15) for side in (0, 1)
                      for c in cards for e in range(1, 7)]
        elif kind == "remove":
            moves += [["adjust", kind, sl] for sl in range(15)]
        elif kind == "shift":
            moves += [["adjust", kind, a, b] for a in range(15) for b in range(15)]
        elif kind in ("essence", "token"):
            moves += [["adjust", kind, sl, v] for sl in range(15) for v in range(9)]
        elif kind == "fortress":
            moves += [["adjust", kind, r, f] for r in range(5) for f in FORTRESS]
        elif kind == "spirit":
            moves += [["adjust", kind, p, sp] for p in players for sp in range(10)]
        elif kind == "sphere":
            moves += [["adjust", kind, s, v] for s in range(5) for v in range(17)]
        elif kind in ("origin", "extra"):
            moves += [["adjust", kind, d] for d in (1, -1)]
        elif kind == "vibe":
            moves += [["adjust", kind, p, v] for p in players for v in vibes]
    return moves


def _states_from_games(count_per_game=6):
    """States met along random games in each mode, plus tuned ones where
    Ambition and unlocked upgrades make every verb reachable."""
    states = []
    for mode, seed in (("2v2", 5), ("3p", 6), ("1v1", 7), ("2v2", 8)):
        match, _ = play(game, fx.data(), {"mode": mode}, seed, 90)
        for i in range(0, len(match.moves), max(1, len(match.moves) // count_per_game)):
            states.append(game.new(fx.data(), {"mode": mode}, seed))
            for move in match.moves[:i]:
                game.apply(states[-1], move)
    rich = fx.bare()
    fx.unlock(rich, 0, *all_vibes())
    rich["ambition"] = [3, 3]
    fx.resources(rich, 0, wp=12, ess=5)
    fx.put(rich, 1, "kindness", 2)
    fx.put(rich, 0, "anger", 3)
    fx.put(rich, 2, "g_mild", 2)
    fx.fort(rich, 0, 1, 2)
    fx.spirit(rich, 0, 1)
    states.append(rich)
    exalt = copy_state(rich)
    fx.fort(exalt, 1, 0, 1)                       # own Minor where Gloom does not rule
    fx.put(exalt, 2, "b_mild", 1)
    states.append(exalt)
    setup = game.new(fx.data(), {"mode": "3p"}, 0)
    game.apply(setup, ["origin", 4])
    game.apply(setup, ["start", 5, 6])
    states.append(setup)
    scoring = copy_state(rich)
    scoring["phase"] = "scoring"
    states.append(scoring)
    return states


def copy_state(state):
    return json.loads(json.dumps(state))


def test_menus_offer_exactly_the_legal_moves():
    for state in _states_from_games():
        offered = expand(game, state, limit=100000)
        legal = []
        for move in _all_moves(state):
            try:
                game.preview(state, move)
            except IllegalMove as e:
                # a refusal is one line on a small screen
                assert 0 < len(str(e)) <= 60, str(e)
                continue
            legal.append(move)
        key = lambda m: repr(m)
        assert sorted(offered, key=key) == sorted(legal, key=key), state["phase"]


def test_menus_stay_short_enough_to_scroll():
    """Every menu on the way to every legal move has fewer than 50 items."""
    for state in _states_from_games(3):
        seen = set()
        for move in expand(game, state, limit=100000):
            for k in range(len(move)):
                prefix = move[:k]
                if repr(prefix) in seen:
                    continue
                seen.add(repr(prefix))
                items = game.choices(state, prefix)
                assert len(items) < 50, (prefix, len(items))


def test_previews_and_refusals_never_change_the_state():
    for state in _states_from_games(3):
        before = canon.encode(state)
        for move in _all_moves(state)[::7]:
            try:
                game.preview(state, move)
            except IllegalMove:
                pass
        assert canon.encode(state) == before


@pytest.mark.parametrize("mode", ["2v2", "3p", "1v1"])
def test_long_random_games_keep_the_invariants(mode):
    for seed in range(8):
        match, _ = play(game, fx.data(), {"mode": mode}, 100 + seed, 300,
                        check=check_invariants, undo_every=7)
        assert game.outcome(match.state) is not None or len(match.moves) == 300
