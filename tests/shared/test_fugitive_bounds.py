# Where each face-down hideout can lie without counting (shared/
# fugitive_bounds.py): what the device shows when the exact count would take
# too long. The bounds must hold every number the exact count gives a
# chance (brute force on small games), and narrow by the same rules of reach.
# Runs on both runtimes.
from shared import fugitive as game, fugitive_bounds
from shared.match import Match
from tests.support.fugitive_brute import count_worlds
from tests.support.fugitive_games import TINY, data, small_game, random_states


def marshal():
    return Match(game, data(), {"mode": "marshal"}, 1)


def bounds_of(state):
    return dict((p, (lo, hi)) for p, lo, hi in fugitive_bounds.bounds(state))


def test_a_hideout_lies_between_the_last_one_plus_one_and_its_reach():
    # first hideout without sprint: 1..3; its sprint card could give +2: 1..5
    m = marshal()
    m.play(["place", 0])
    m.play(["end"])
    assert bounds_of(m.state) == {1: (1, 3)}
    m = marshal()
    m.play(["place", 1])
    m.play(["end"])
    assert bounds_of(m.state) == {1: (1, 5)}


def test_each_later_hideout_is_higher_and_a_face_up_one_bounds_both_sides():
    m = marshal()
    m.play(["place", 0])
    m.play(["place", 0])
    # two hideouts without sprint: the first 1..3, the second 2..6
    assert bounds_of(m.state) == {1: (1, 3), 2: (2, 6)}
    m.play(["draw", 0, 5])
    m.play(["draw", 0, 6])
    assert bounds_of(m.state) == {1: (1, 3), 2: (2, 4)}
    # the second is 3 (a hit): the first is 1 or 2
    m.play(["call", 3])
    m.play(["hit", 2])
    assert bounds_of(m.state) == {1: (1, 2)}


def play(m, *moves):
    for move in moves:
        m.play(move)


# one hideout, no sprint card; she draws 4 and 5, calls 1 and misses
MISSED_1 = [["place", 0], ["end"], ["draw", 0, 4], ["draw", 0, 5], ["call", 1], ["miss"]]


def test_cards_she_holds_and_numbers_she_missed_are_not_hideouts():
    m = marshal()
    play(m, *MISSED_1)
    assert bounds_of(m.state) == {1: (2, 3)}


def test_bounds_that_meet_make_a_hideout_certain():
    m = marshal()
    play(m, *MISSED_1)
    # his draw (deck 2) and pass; she draws 6, calls 2 and misses
    play(m, ["draw", 1], ["pass"], ["draw", 0, 6], ["call", 2], ["miss"])
    assert bounds_of(m.state) == {1: (3, 3)}


def test_bounds_hold_every_number_the_exact_count_allows():
    # brute force on small games: each possible value is inside its bounds,
    # and the bounds are not empty while a world fits
    checked = 0
    for seed in range(6):
        s = small_game(seed, TINY, "referee", {"sprint_42": ("no", "yes")[seed % 2]})
        for view in random_states(s, seed, 36)[::3]:
            found = count_worlds(view)
            b = fugitive_bounds.bounds(view)
            if not found.total:
                continue
            assert b is not None
            b = dict((p, (lo, hi)) for p, lo, hi in b)
            for p, values in found.values.items():
                for y in values:
                    assert b[p][0] <= y <= b[p][1], (seed, p, y, b[p])
                checked += 1
    assert checked >= 40


def test_a_row_that_fits_nothing_has_no_bounds():
    # she holds every card the one hideout could be
    m = marshal()
    m.play(["place", 0])
    m.play(["end"])
    state = m.state
    state["mhand"] = [1, 2, 3]
    assert fugitive_bounds.bounds(state) is None
