"""Power cuts on real littlefs, a sample of bench/power_cuts.py: a move of
InBetween journaled on the emulated Pico, the power cut inside the
journal's flash program, and after the move is on the screen; the board
powered up again from the flash as the cut left it.

Rules checked (issue 19, item 4): a confirmed move (its answer began to
show) is never lost; the power-up resumes the game with no error; every
file is as it was before the flash operation in flight or after it."""
import random

import pytest

from bench import power_cuts as pc
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
                          "undefined", jobs=2, seed=19)
    return ref, results


def _ok(result):
    assert not result["diverged"], "the cut run did not do what its reference did"
    assert result["corrupt"] == [], "files neither old nor new"
    assert result["power_up"] == "ok"
    assert not result["lost"]


def test_a_cut_inside_the_journal_append_leaves_the_old_or_new_journal(cuts):
    _ref, (inside, _shown) = cuts
    assert inside["op"] == "P", "the cut did not fall inside the program"
    _ok(inside)


def test_a_cut_after_the_move_is_shown_keeps_the_move(cuts):
    ref, (_inside, shown) = cuts
    assert ref.seg.after != ref.seg.before
    assert shown["confirmed"] is True, "the move's answer was not on the screen before the cut"
    _ok(shown)
