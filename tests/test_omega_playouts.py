# Projekt Omega on CPython: many random missions under every option, both
# sample parties; invariants after every move, menus small, every outcome
# (success, failure, Pyrrhic victory) reached, every listed move accepted.
import json

import pytest

from shared import games, omega
from shared.prng import Prng, seed_state
from shared.rules import DONE, expand
from tests.shared.omega_fixtures import party
from tests.shared.omega_invariants import mission, walk, check, FRIENDLY
from tests.shared.test_omega_random import RELATIONS

OPTION_SETS = [
    {},
    {"deck": "physical"},
    {"deck": 32, "reshuffle": "scene"},
    {"deck": 104, "unit": "agents", "length": "aspects", "milestones": 3,
     "grading": "thirds"},
    {"full_distrust": "no_card", "extra_ohrozeni": 2, "extra_reserves": 3, "length": 6},
    {"length": "agents", "milestones": 5},
]


def _sample(name):
    path = "data/omega/%s.json" % name
    with open(path, encoding="utf-8") as f:
        return games.load_data(omega, f.read(), path)


PARTIES = {"sample": _sample("sample"), "sample-en": _sample("sample-en"),
           "relations": party(relations=RELATIONS), "pair": party(n=2),
           "solo": party(n=1), "eight": party(n=8, reserves=2)}


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: json.dumps(o))
def test_random_missions_under_every_option_keep_the_invariants(options):
    results = set()
    for name, data in sorted(PARTIES.items()):
        for seed in range(6):
            prefer = FRIENDLY if seed % 2 else None
            match = mission(data, options, seed, 220, prefer=prefer, undo_every=9)
            if match.state["result"]:
                results.add(match.state["result"]["kind"])
    assert "failure" in results and ("success" in results or "pyrrhic" in results)


def test_every_kind_of_result_is_reached_by_some_mission():
    # a friendly table, a random one, and one between (rests and threats too)
    tables = (FRIENDLY, None, FRIENDLY + ("rest", "threat", "raise", "danger"))
    kinds = {}
    for seed in range(60):
        data = PARTIES["relations"]
        match = mission(data, {"deck": "physical"}, seed, 300, prefer=tables[seed % 3])
        result = match.state["result"]
        if result:
            kinds[result["kind"]] = kinds.get(result["kind"], 0) + 1
    assert set(kinds) == {"success", "failure", "pyrrhic"}, kinds


def test_menus_stay_small_along_random_missions():
    data = PARTIES["sample"]
    for seed in range(8):
        state = omega.new(data, {}, seed)
        rng = Prng(seed_state(seed))
        for _ in range(200):
            move = walk(state, rng)
            if move is None:
                break
            for i in range(len(move) + 1):
                assert len(omega.choices(state, move[:i])) < 50, move[:i]
            omega.apply(state, move)


def test_every_move_listed_by_the_menus_is_accepted():
    data = PARTIES["relations"]
    for seed in range(10):
        match = mission(data, {"deck": "physical"}, seed, 15 + 7 * seed)
        state = match.state
        moves = expand(omega, state, limit=3000)
        assert moves, "no move at all"
        for move in moves:
            copy = json.loads(json.dumps(state))
            omega.apply(copy, move)
            check(copy)
        assert all(omega.choices(state, m)[-1:] == [DONE] or DONE in omega.choices(state, m)
                   for m in moves[:50])


def test_missions_under_other_options_give_identical_digests_on_both_runtimes():
    import subprocess
    import sys
    from tests.conftest import ROOT, micropython
    args = ["tests/shared/omega_digests.py", "6", "200"]
    mp = micropython(*args)
    assert mp.returncode == 0, mp.stderr[-3000:]
    cp = subprocess.run([sys.executable] + args, cwd=ROOT, capture_output=True, text=True)
    assert cp.returncode == 0, cp.stderr[-3000:]
    assert len(cp.stdout.splitlines()) == 18
    assert mp.stdout == cp.stdout
