"""Power cuts on real littlefs, a sample of bench/power_cuts.py: a move of
InBetween journaled on the emulated Pico, the power cut inside the
journal's flash program, and after the move is on the screen; the board
powered up again from the flash as the cut left it.

Rules checked (issue 19, item 4): a confirmed move (its answer began to
show) is never lost; the power-up resumes the game with no error; every
file is as it was before the flash operation in flight or after it. And
the benchmark's shortcut: the flash it rebuilds from a run's log for an
instant is the flash a run cut at that instant leaves, byte for byte."""
import random

import pytest

from bench import power_cuts as pc
from host.pico import flashcut
from tests.support import pico_run as pr

pytestmark = pytest.mark.pico


@pytest.fixture(scope="module")
def cuts(tmp_path_factory):
    """One segment (a move) played on the board, its flash operations
    logged; then two cut runs of it, on two boards at once: inside the
    journal's first page program, and after the move is on the screen."""
    board = pr.board("romfs")
    ref = pc.build_references(board, str(tmp_path_factory.mktemp("cuts")), seed=19,
                              plan=("move",), log=lambda line: None)[0]
    appends = [op for op, kind in zip(ref.ops, ref.kinds)
               if kind == "journal append" and op[2] == "P"]
    assert appends, "the move was not journaled on the board"
    t0, t1 = appends[0][:2]
    inside = t0 + (t1 - t0) * random.Random(19).random()
    shown = ref.marks["end"] - 1000
    results = pc.run_cuts(board, [ref], [(0, inside, "journal append"), (0, shown, "idle")],
                          "undefined", jobs=2, seed=19, rerun=True)
    return board, ref, results


def _ok(result):
    assert not result["diverged"], "the cut run did not do what its reference did"
    assert result["corrupt"] == [], "files neither old nor new"
    assert result["power_up"] == "ok"
    assert not result["lost"]


def test_a_cut_inside_the_journal_append_leaves_the_old_or_new_journal(cuts):
    _board, _ref, (inside, _shown) = cuts
    assert inside["op"] == "P", "the cut did not fall inside the program"
    _ok(inside)


def test_a_cut_after_the_move_is_shown_keeps_the_move(cuts):
    _board, ref, (_inside, shown) = cuts
    assert ref.seg.after != ref.seg.before
    assert shown["confirmed"] is True, "the move's answer was not on the screen before the cut"
    _ok(shown)


def _flash_before(ref, k):
    with open(ref.image, "rb") as f:
        flash = bytearray(f.read())
    for op in ref.ops[:k]:
        flashcut.apply(flash, op)
    return flash


def _changing(ref, kind):
    """The index of a `kind` operation of the log that changes bits."""
    for k, op in enumerate(ref.ops):
        if op[2] == kind:
            before = _flash_before(ref, k)
            after = bytearray(before)
            flashcut.apply(after, op)
            if after != before:
                return k
    return None


@pytest.mark.parametrize("where, model", [("erase", "undefined"), ("program", "undefined"),
                                          ("program", "prefix"), ("between", "undefined")])
def test_the_flash_rebuilt_from_the_log_is_the_flash_a_real_cut_leaves(cuts, where, model):
    board, ref, _results = cuts
    # a program that changes bits (a move's erases find their blocks blank:
    # for them the test holds the steps and times, the bits are the programs')
    kind = "E" if where == "erase" else "P"
    k = _changing(ref, kind) if kind == "P" else [op[2] for op in ref.ops].index(kind)
    assert k is not None, "the move made no program that changed the flash"
    op = ref.ops[k]
    if where == "between":
        at = op[1] + 5.0                   # just after it: nothing in flight
    else:
        at = op[0] + 0.1 * (op[1] - op[0])    # a tenth of the way: few bits done
    real, k_real, op_real, _panel = pc.run_to_cut(board, ref, at, model, seed=7)
    rebuilt, k_done, op_kind, _panel = pc.cut_from_log(ref, at, model, seed=7)
    assert (k_done, op_kind) == (k_real, op_real)
    assert (k_done, op_kind) == ((k + 1, None) if where == "between" else (k, op[2]))
    assert bytes(rebuilt) == bytes(real)
    if where == "program":
        before = _flash_before(ref, k)
        after = bytearray(before)
        flashcut.apply(after, op)
        assert rebuilt not in (before, after), \
            "the cut left no bits half done: the test did not test the in-flight model"
