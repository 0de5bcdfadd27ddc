# Heavier checks of Fugitive's deduction engine and modes (CPython only):
# exact agreement with the brute-force enumerator on thousands of small
# states; referee games entered
# in the Marshal's notebook and on the Fugitive's device; the same results
# on both runtimes.
import subprocess
import sys

from shared import fugitive as game, fugitive_deduce as deduce
from shared.prng import Prng, seed_state
from tests.conftest import ROOT, micropython
from tests.support.fugitive_brute import count_worlds
from tests.support.fugitive_games import (SMALL, TINY, fugitive_moves, marshal_moves,
                                          random_states, setup_deals, small_game)
from tests.support.fugitive_players import play_table_game
from tests.support.playout import random_move


def values_of(result):
    return dict((p, dict((v, n) for v, n in values)) for p, values in result["positions"] if values)


def test_counts_agree_exactly_with_brute_force_on_thousands_of_small_states():
    """Totals, every value's count, a two-number call and the Manhunt set:
    exact, as integers, on referee games and on random (often impossible)
    notebook entries, with random sprint values and both 42 options."""
    compared = impossible = 0
    seed = 0
    while compared < 2000:
        for layout in (TINY, SMALL):
            for mode in ("referee", "marshal"):
                options = {"sprint_42": "yes" if seed % 3 == 0 else "no",
                           "first_turn": "two" if seed % 4 == 1 else "one_or_two"}
                s = small_game(seed, layout, mode, options)
                phases = ("mcall", "hunt", "fdraw", "under") if mode == "marshal" else ("mcall", "hunt")
                rng = Prng(seed_state(seed))
                for view in random_states(s, seed, 60, phases):
                    r = deduce.deduce(view, 600)
                    # (the brute force lists every world: few enough of them)
                    if r["worlds"] is None or r["worlds"] > 12000:
                        continue
                    support = sorted(set(v for p, vs in r["positions"] for v, n in vs))
                    call = None
                    if len(support) >= 2 and compared % 3 == 0:
                        a = support[rng.below(len(support))]
                        b = support[rng.below(len(support))]
                        call = sorted(set([a, b]))
                    bf = count_worlds(view, call=call)
                    assert r["worlds"] == bf.total
                    if not bf.total:
                        impossible += 1
                    else:
                        assert values_of(r) == bf.values
                        if call:
                            assert deduce.call_count(view, call) == (bf.call, bf.total)
                    compared += 1
        seed += 1
    assert impossible > 50


def replay_on_three_devices(seed, layout, moves):
    """A referee game, entered move by move in the Marshal's notebook and on
    the Fugitive's device. Checks that the notebook holds exactly her view
    of the referee's game and that his device answers every call as the
    referee does. Returns the notebook states at her calls with the referee
    states they come from."""
    options = {"sprint_42": "yes" if seed % 3 == 0 else "no"}
    ref = small_game(seed, layout, "referee", options)
    note = game.new_game(ref["sprint"], dict(options, mode="marshal"), seed, dict(layout))
    dev = game.new_game(ref["sprint"], dict(options, mode="fugitive"), seed, dict(layout))
    for move in setup_deals(ref):
        game.apply(dev, move)
    rng = Prng(seed_state(seed + 99))
    pairs = []
    for _ in range(moves):
        if game.outcome(ref) is not None:
            break
        move = random_move(game, ref, rng)
        phase = ref["phase"]
        events = game.apply(ref, move)
        for m in marshal_moves(move, events, ref):
            game.apply(note, m)
        dev_events = []
        for m in fugitive_moves(move, events, phase):
            dev_events.extend(game.apply(dev, m))
        if move[0] == "call":
            public = [e for e in events if game.audience(e) is None]
            assert [e for e in dev_events if game.audience(e) is None] == public
        if ref["winner"] is None:
            view = game.marshal_view(ref)
            assert note == view, (move, note, view)
        else:
            assert note["winner"] == ref["winner"] and note["reason"] == ref["reason"]
        assert dev["row"] == ref["row"] and dev["fhand"] == ref["fhand"]
        if ref["phase"] in ("mcall", "hunt"):
            pairs.append((game._copy(note), game._copy(ref)))
    return pairs


def test_referee_games_match_the_marshals_notebook_and_her_deductions_hold():
    """The true card of every face-down hideout is always possible in her
    deductions, and a hideout she is told is certain is always right."""
    checked = certain = 0
    for seed in range(24):
        layout = SMALL if seed % 2 else TINY
        for note, ref in replay_on_three_devices(seed, layout, 120):
            r = deduce.deduce(note, 5000)
            if r["worlds"] is None:
                continue
            assert r["worlds"] > 0
            truth = dict((p, ref["row"][p]["card"]) for p in game.face_down(ref))
            values = values_of(r)
            for p, card in truth.items():
                assert values[p].get(card, 0) > 0
            for p, value in r["certain"]:
                assert truth[p] == value
                certain += 1
            checked += 1
    assert checked > 120 and certain > 20


def test_standard_table_games_true_hideouts_are_always_possible():
    for seed in range(4):
        views, final = play_table_game(seed, moves=80)
        for view in views[-3:]:
            r = deduce.deduce(view, 20000)
            if r["worlds"] is None:
                continue
            assert r["worlds"] > 0 and r["problem"] is None


def test_play_outs_and_deductions_give_identical_digests_on_both_runtimes():
    args = ["tests/support/fugitive_digests.py"]
    mp = micropython(*args)
    assert mp.returncode == 0, mp.stderr[-3000:]
    cp = subprocess.run([sys.executable] + args, cwd=ROOT, capture_output=True, text=True)
    assert cp.returncode == 0, cp.stderr[-3000:]
    assert len(cp.stdout.splitlines()) > 20
    assert mp.stdout == cp.stdout


def table_views(games):
    """The Marshal's views from the third turn on of the first table games."""
    views = []
    for seed in range(games):
        found, _ = play_table_game(seed)
        views.extend(v for v in found if v["turn"] >= 3)
    return views


def test_candidates_narrowed_by_reach_change_no_count():
    """Problem narrows each face-down position's candidates to the bounds
    of reach along the whole row (shared/fugitive_bounds.narrow) before
    counting: a hideout outside them ends no world, so the count is the
    same as without narrowing, on states where it removes candidates."""
    views = table_views(4)
    narrowed = 0
    for view in views[::2]:
        wide = deduce.Problem(view, narrow=False)
        if sum(wide.ntok) > 6:
            continue
        tight = deduce.Problem(view)
        assert all(set(c) <= set(w) for c, w in zip(tight.cands[1:], wide.cands[1:]))
        if tight.cands != wide.cands:
            narrowed += 1
        assert deduce.count(tight) == deduce.count(wide)
    assert narrowed >= 5
