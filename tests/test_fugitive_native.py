# The native counting engine of Fugitive (native/fugitive_count.c, through
# shared/fugitive_native.py) against the Python engine, the reference: the
# same integers, under the MicroPython unix port (x64 module), on every state
# of the bench corpus and on thousands of random states; a module of another
# architecture refused in one line; counts past 64 bits handed to the Python
# engine. The Python engine's answers are made here under CPython (the same
# integers as on MicroPython: tests/shared run on both).
import json
import os

import pytest

from shared import fugitive as game, fugitive_deduce as deduce
from tests.conftest import ROOT, micropython
from tests.support.fugitive_games import SMALL, TINY, random_states, small_game
from tests.support.fugitive_players import play_table_game

X64 = os.path.join(ROOT, "build", "native", "x64")
ARMV6M = os.path.join(ROOT, "build", "native", "armv6m")
RUN = "tests/support/fugitive_native_run.py"


def module_dir(arch_dir):
    if not os.path.exists(os.path.join(arch_dir, "fugitive_count.mpy")):
        pytest.fail("no native module in %s: run `python3 dev.py native`" % arch_dir)
    return arch_dir


def native_answers(tmp_path, states, what="marginals", arch_dir=X64, timeout=900, arena=8192):
    """(engine line, one answer per state) under the unix port; arena: the
    bytes each native count starts with."""
    path = tmp_path / "states.json"
    path.write_text(json.dumps(states))
    run = micropython(RUN, module_dir(arch_dir), str(path), what, str(arena), heap="64M",
                      timeout=timeout)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    return lines[0], [json.loads(line) for line in lines[1:]]


def python_marginals(state):
    total, counts = deduce.marginals(deduce.Problem(state))
    return [total, sorted([p, sorted([y, n] for y, n in c.items() if n)] for p, c in counts.items())]


def corpus():
    states = []
    for seed in range(12):
        views, _ = play_table_game(seed, limit=20000)
        states.extend(v for v in views if v["turn"] >= 3)
    return states


def test_both_engines_count_every_bench_corpus_state_to_the_same_integers(tmp_path):
    """Worlds and every face-down hideout's weight per value, exact, on the
    145 states of bench/fugitive.py; each counted natively (none handed to
    the Python engine)."""
    states = corpus()
    assert len(states) == 145
    engine, answers = native_answers(tmp_path, states)
    assert engine == "engine native"
    for state, (got, status) in zip(states, answers):
        assert status == "native"
        assert got == python_marginals(state)


def random_views():
    """Small games (referee and random notebook entries, often impossible;
    random sprint values; both 42 options) and the notebook's view of table
    games, at every call."""
    views = []
    for seed in range(60):
        for layout in (TINY, SMALL):
            for mode in ("referee", "marshal"):
                options = {"sprint_42": "yes" if seed % 3 == 0 else "no",
                           "first_turn": "two" if seed % 4 == 1 else "one_or_two"}
                s = small_game(seed, layout, mode, options)
                phases = ("mcall", "hunt", "fdraw", "under") if mode == "marshal" else ("mcall", "hunt")
                views.extend(random_states(s, seed, 40, phases))
    for seed in range(12, 20):
        found, _ = play_table_game(seed, limit=20000)
        views.extend(found)
    return views


@pytest.mark.timeout(1800)
def test_both_engines_answer_thousands_of_random_states_alike(tmp_path):
    """deduce()'s whole answer (worlds, chances, certain hideouts, the
    suggestion, and for entries that cannot all be true the same reason),
    and for every fifth state a joint call of the two likeliest numbers and
    the Manhunt plan. Each
    native count starts in an arena too small for it (its header and
    tables and a little more), so that it grows wherever a count can ask
    for more."""
    views = random_views()
    assert len(views) >= 2000
    engine, answers = native_answers(tmp_path, views, "all", arena=2048)
    assert engine == "engine native"
    impossible = planned = 0
    for i in range(len(views)):
        view, got = views[i], answers[i]
        r = deduce.deduce(view)
        assert got["deduce"] == r
        if not r["worlds"]:
            impossible += 1
            assert r["problem"]
            continue
        if i % 5:
            continue        # (the joint call and the plan for every fifth)
        planned += 1
        numbers, (hits, total) = got["call"]
        assert [hits, total] == list(deduce.call_count(view, numbers))
        assert got["plan"] == deduce.manhunt_plan(view)
    assert impossible > 50 and planned > 200


def test_a_module_of_another_architecture_is_refused_in_one_line_and_python_counts(tmp_path):
    """The Pico's module (armv6m) on the unix port: refused at load with a
    one-line reason; the Python engine answers, the same as on CPython."""
    states = random_views()[:40:4]
    engine, answers = native_answers(tmp_path, states, "deduce", arch_dir=ARMV6M)
    assert engine.startswith("engine python native engine refused: ")
    assert "\n" not in engine and "arch" in engine
    assert answers == [deduce.deduce(s) for s in states]


BIG = {"top": 60, "start": [1, 2, 3], "decks": [[4, 20], [21, 40], [41, 59]],
       "setup": [9, 9, 3], "step": 3, "hunt": 40}


def test_counts_past_64_bits_are_handed_to_the_python_engine_never_wrapped(tmp_path):
    """A layout of big decks (his setup draws alone make 2 ** 100 orders):
    the native engine stops and the Python engine counts, whole."""
    s = game.new_game([1 if i % 2 else 2 for i in range(61)], {"mode": "referee"}, 3, dict(BIG))
    states = random_states(s, 3, 40)[:2]     # (the later ones take the Python engine minutes)
    engine, answers = native_answers(tmp_path, states)
    assert engine == "engine native"
    for state, (got, status) in zip(states, answers):
        assert status in ("overflow", "wide")
        assert got == python_marginals(state) and got[0] > 2 ** 60
    assert "overflow" in [status for got, status in answers]
