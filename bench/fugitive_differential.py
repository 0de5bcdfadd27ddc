# Another tree's Fugitive deduction against this one's, on random test-size
# states (CPython): for changes that must leave every result as it was.
#
#   python3 bench/fugitive_differential.py DIR [FIRST LAST]
#
#   DIR          a tree with shared/fugitive_deduce.py and fugitive_bounds.py
#                (e.g. main: `git archive main | tar -x -C DIR`)
#   FIRST LAST   the seeds (default 0 60): per seed, TINY and SMALL games
#                (tests/support/fugitive_games.py) played at random, the
#                referee's views and marshal-mode entries (many of which
#                describe no possible world), 50 moves each
#
# Every deduce() result (worlds, chances, certain hideouts, suggestion, and
# the reason when nothing fits) must be equal; it stops at the first
# difference. Each counts with a limit of 3000 live states; where one gives
# up and the other does not (a change that makes fewer states), both count
# again with no limit.
import importlib.util
import os
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from shared import fugitive_deduce as this  # noqa: E402
from tests.support.fugitive_games import SMALL, TINY, random_states, small_game  # noqa: E402


def other_engine(tree):
    """The other tree's fugitive_deduce, with its own fugitive_bounds."""
    spec = importlib.util.spec_from_file_location(
        "other_fugitive_bounds", os.path.join(tree, "shared", "fugitive_bounds.py"))
    bounds = importlib.util.module_from_spec(spec)
    sys.modules["other_fugitive_bounds"] = bounds
    spec.loader.exec_module(bounds)
    with open(os.path.join(tree, "shared", "fugitive_deduce.py")) as f:
        source = f.read().replace("from shared.fugitive_bounds import",
                                  "from other_fugitive_bounds import")
    engine = types.ModuleType("other_fugitive_deduce")
    exec(compile(source, "other_fugitive_deduce", "exec"), engine.__dict__)
    return engine


def main(argv):
    if not argv:
        print(open(__file__).read().split("import importlib")[0])
        return 2
    other = other_engine(argv[0])
    first, last = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (0, 60)
    states = nothing = widened = 0
    for layout in (TINY, SMALL):
        for seed in range(first, last):
            for mode, phases in (("referee", ("mcall", "hunt", "fdraw")),
                                 ("marshal", ("mcall", "fdraw"))):
                game = small_game(seed, layout, mode, {"sprint_42": ("no", "yes")[seed % 2]})
                for view in random_states(game, seed, 50, phases):
                    theirs = other.deduce(view, 3000)
                    ours = this.deduce(view, 3000)
                    if theirs != ours and None in (theirs["worlds"], ours["worlds"]):
                        # one of them needs fewer live states: compare the
                        # whole counts, with no limit
                        theirs = other.deduce(view)
                        ours = this.deduce(view)
                        widened += 1
                    if theirs != ours:
                        print("DIFFERENT at seed %d (%s):\n  other %r\n  this  %r"
                              % (seed, mode, theirs, ours))
                        return 1
                    states += 1
                    if ours["worlds"] == 0:
                        nothing += 1
    print("identical on %d states (%d with no world; %d compared with no limit, one"
          " engine having given up at 3000 live states)" % (states, nothing, widened))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
