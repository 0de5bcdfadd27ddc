# The Marshal's deductions (shared/fugitive_deduce.py): one test per rule of
# the counting model, and exact agreement with the brute-force enumerator
# (tests/support/fugitive_brute.py) on small games. Runs on both runtimes.
from shared import fugitive as game, fugitive_deduce as deduce
from shared.match import Match
from tests.support.check import raises
from tests.support.fugitive_brute import count_worlds
from tests.support.fugitive_games import TINY, data, small_game, random_states


def marshal(values=None, options=None):
    opts = {"mode": "marshal"}
    opts.update(options or {})
    return Match(game, data(values), opts, 1)


def marshal_draws(m, cards):
    """Her draws until she calls, naming the cards."""
    for c in cards:
        m.play(["draw", game.deck_of(m.state, c), c])
    assert m.state["phase"] == "mcall"


def support(result, position):
    for p, values in result["positions"]:
        if p == position:
            return [v for v, n in values]
    raise AssertionError("position %d is not face down" % position)


def binom(n, k):
    return deduce.binom(n, k)


# -- what a world is --

def test_worlds_weigh_his_hands_and_his_setup_draws_are_one_group():
    # one hideout, no sprint: 1, 2 or 3 (his from the start); his hand holds
    # 3 of the 11 cards 4-14 and 2 of the 14 cards 15-28, each set dealt in
    # one draw history (the setup draws are one unordered group)
    m = marshal()
    m.play(["place", 0])
    m.play(["end"])
    r = deduce.deduce(m.state)
    assert r["worlds"] == 3 * binom(11, 3) * binom(14, 2)
    assert r["positions"] == [[1, [[1, r["worlds"] // 3], [2, r["worlds"] // 3], [3, r["worlds"] // 3]]]]
    # cards she draws are not his: fewer hands
    marshal_draws(m, [5, 20])
    assert deduce.deduce(m.state)["worlds"] == 3 * binom(10, 3) * binom(13, 2)


def issue_17_case():
    """He lays two hideouts on his first turn with no sprint card; she draws
    38 and 14, calls 1 and hits; he draws from the first deck and passes."""
    m = marshal()
    m.play(["place", 0])
    m.play(["place", 0])
    marshal_draws(m, [38, 14])
    m.play(["call", 1])
    m.play(["hit", 1])
    m.play(["draw", 0])
    m.play(["pass"])
    return m


def test_a_world_weighs_as_many_draw_histories_as_make_it_possible():
    """The second hideout is 2, 3 or 4: by draw histories 10/23, 10/23 and
    3/23 (counting each world once would say 5/12, 5/12, 1/6). For it to be
    4, card 4 must have been among his three setup cards from the first deck
    (he laid it before his draw): 3 of the 4 orders of his four cards from
    it; 2 and 3 were his from the start. The brute force lists the draw
    histories one by one and agrees."""
    m = issue_17_case()
    r = deduce.deduce(m.state)
    total = r["worlds"]
    values = dict(r["positions"][0][1])
    assert r["positions"][0][0] == 2 and sorted(values) == [2, 3, 4]
    assert 23 * values[2] == 10 * total and 23 * values[3] == 10 * total
    assert 23 * values[4] == 3 * total
    # the weight itself: his 4 first-deck cards among the 10 free ones (14
    # is hers), dealt 3 at setup + 1 (4 ways; 3 with card 4 at setup), and
    # his 2 second-deck cards among 14
    assert values[2] == binom(10, 4) * 4 * binom(14, 2)
    assert values[4] == binom(9, 3) * 3 * binom(14, 2)
    bf = count_worlds(m.state)
    assert bf.total == total and bf.values == {2: values}
    assert bf.worlds == 2 * binom(10, 4) * binom(14, 2) + binom(9, 3) * binom(14, 2)
    assert deduce.share(values[4], total) == 13 and r["suggest"] == [[2], values[2]]


def test_a_sprint_cards_value_depends_on_which_card_it_is():
    # one sprint card: 5 needs a +2 card (even), 4 any card
    values = game.standard_sprints()
    m = marshal(values)
    m.play(["place", 1])
    m.play(["end"])
    assert support(deduce.deduce(m.state), 1) == [1, 2, 3, 4, 5]
    # a copy where every card but 42 is +1: 5 is out of reach
    ones = [1] * 42 + [2]
    m = marshal(ones)
    m.play(["place", 1])
    m.play(["end"])
    assert support(deduce.deduce(m.state), 1) == [1, 2, 3, 4]


def test_timing_a_deck_card_cannot_lie_before_he_drew_from_that_deck():
    # every card is +1 except those of deck 29-41 (+2): at turn 1 he holds
    # none of them, so one sprint card takes him at most to 4; after drawing
    # from that deck at turn 2, one sprint card can be worth 2
    values = [1] * 29 + [2] * 13 + [1]
    m = marshal(values)
    m.play(["place", 1])
    m.play(["end"])
    marshal_draws(m, [5, 6])
    m.play(["call", 40])
    m.play(["miss"])
    m.play(["draw", 2])
    m.play(["place", 1])
    r = deduce.deduce(m.state)
    assert max(support(r, 1)) == 4
    assert max(support(r, 2)) == 4 + 3 + 2


def test_a_missed_call_rules_out_its_number_only_where_it_lay_face_down_then():
    m = marshal()
    m.play(["place", 0])
    m.play(["end"])
    marshal_draws(m, [5, 6])
    m.play(["call", 2])
    m.play(["miss"])
    m.play(["draw", 0])
    m.play(["place", 0])
    r = deduce.deduce(m.state)
    assert support(r, 1) == [1, 3]
    assert 2 in support(r, 2)


def test_a_missed_multi_call_rules_out_only_the_full_combination():
    m = marshal()
    m.play(["place", 0])
    m.play(["place", 0])
    marshal_draws(m, [5, 6])
    m.play(["call", 1, 2])
    m.play(["miss"])
    r = deduce.deduce(m.state)
    assert support(r, 1) == [1, 2, 3]          # 1 still fits, with 3 or 4 after it
    assert 2 not in support(r, 2)              # 2 after 1 is the combination ruled out
    assert 3 in support(r, 2)


def test_a_multi_call_chance_is_joint_not_a_product_of_single_chances():
    m = marshal()
    m.play(["place", 0])
    m.play(["place", 0])
    marshal_draws(m, [5, 6])
    hits, total = deduce.call_count(m.state, [1, 2])
    one = deduce.call_count(m.state, [1])[0]
    two = deduce.call_count(m.state, [2])[0]
    assert hits * total != one * two
    bf = count_worlds(m.state, call=[1, 2])
    assert (hits, total) == (bf.call, bf.total)


def test_a_face_up_hideout_is_certain_and_certain_ones_are_suggested_together():
    m = marshal()
    m.play(["place", 0])
    m.play(["place", 0])
    marshal_draws(m, [5, 6])
    m.play(["call", 3])
    m.play(["hit", 1])
    r = deduce.deduce(m.state)
    # after 3, no sprint: 4 (5 and 6 are hers)
    assert r["certain"] == [[2, 4]]
    assert r["suggest"] == [[4], r["worlds"]]


def test_the_suggestion_is_the_most_likely_single_number():
    m = marshal()
    m.play(["place", 0])
    m.play(["place", 1])
    marshal_draws(m, [5, 6])
    r = deduce.deduce(m.state)
    numbers, worlds = r["suggest"]
    assert len(numbers) == 1
    for n in range(1, 42):
        assert deduce.call_count(m.state, [n])[0] <= worlds
    assert deduce.call_count(m.state, numbers)[0] == worlds


def all_three_missed():
    """A hideout with no sprint from 0 (1, 2 or 3), all three missed while
    it lay face down: what she entered cannot all be true."""
    m = marshal()
    m.play(["place", 0])
    m.play(["end"])
    marshal_draws(m, [5, 6])
    for n in (1, 2, 3):
        m.play(["call", n])
        m.play(["miss"])
        m.play(["draw", 0])
        m.play(["pass"])
        m.play(["draw", 1, 15 + n])
    return m


def test_what_cannot_all_be_true_is_reported():
    m = all_three_missed()
    r = deduce.deduce(m.state)
    assert r["worlds"] == 0 and r["positions"] == [[1, []]]
    assert r["problem"] == ["No card fits face-down hideout {0}", 1]
    assert r["suggest"] is None


def test_the_fugitives_device_cannot_run_the_marshals_deductions():
    s = game.new(data(), {"mode": "fugitive"}, 1)
    raises(ValueError, deduce.Problem, s)


def test_share_rounds_but_shows_0_only_if_impossible_and_100_only_if_certain():
    assert deduce.share(0, 7) == 0 and deduce.share(7, 7) == 100
    assert deduce.share(1, 1000) == 1 and deduce.share(999, 1000) == 99
    assert deduce.share(1, 3) == 33 and deduce.share(2, 3) == 67
    assert deduce.share(1, 2, 1000) == 500 and deduce.share(0, 0) == 0


# -- agreement with brute force --

# the MicroPython unix port's default heap is 2 MB: compare only states the
# engine counts with few keys (tests/test_fugitive_engine.py compares
# thousands more under CPython)
LIMIT = 300


def compare(state):
    r = deduce.deduce(state, LIMIT)
    if r["worlds"] is None:
        return None
    bf = count_worlds(state)
    assert r["worlds"] == bf.total, (r["worlds"], bf.total)
    if bf.total:
        got = {}
        for p, values in r["positions"]:
            if values:
                got[p] = dict((v, n) for v, n in values)
        assert got == bf.values
        plan = deduce.manhunt_plan(state)
        assert plan["worlds"] == max(bf.sets.values())
        assert bf.sets[tuple(sorted(plan["calls"]))] == plan["worlds"]
    return bf.total


def test_counts_agree_exactly_with_brute_force_on_small_referee_games():
    compared = 0
    for seed in range(6):
        s = small_game(seed, TINY, "referee", {"sprint_42": ("no", "yes")[seed % 2]})
        for view in random_states(s, seed, 36)[::3]:
            if compare(view) is not None:
                compared += 1
    assert compared >= 20


def test_counts_agree_exactly_with_brute_force_when_entries_are_impossible():
    # random marshal-mode entries: many describe no possible world
    zero = 0
    for seed in range(6):
        s = small_game(seed, TINY, "marshal")
        for view in random_states(s, seed, 30, ("mcall", "fdraw"))[::2]:
            if compare(view) == 0:
                zero += 1
    assert zero > 0


def test_a_work_budget_bounds_the_count_and_a_big_enough_one_changes_nothing():
    # beyond the budget: "too many possibilities", never a wrong number
    s = small_game(4, TINY, "referee", {})
    views = [v for v in random_states(s, 4, 60) if v["row"] and len(game.face_down(v)) >= 2]
    view = views[-1]
    exact = deduce.deduce(view)
    assert exact["worlds"] > 0
    work = [10 ** 9]
    assert deduce.deduce(view, budget=work) == exact
    spent = 10 ** 9 - work[0]
    assert spent > 0
    assert deduce.deduce(view, budget=spent) == exact
    small = deduce.deduce(view, budget=spent // 2)
    assert small["worlds"] is None and small["problem"] == ["Too many possibilities to count"]
    assert raises(deduce.TooMany, deduce.manhunt_plan, view, None, 1)
    assert raises(deduce.TooMany, deduce.call_count, view, [5], None, 1)


def test_a_call_chance_can_reuse_the_count_of_all_worlds():
    s = small_game(7, TINY, "referee", {})
    for view in random_states(s, 7, 60)[::5]:
        r = deduce.deduce(view)
        if not r["worlds"]:
            continue
        for numbers in ([2], [5, 9], [4, 8, 12]):
            assert (deduce.call_count(view, numbers, worlds=r["worlds"])
                    == deduce.call_count(view, numbers))


def test_a_manhunt_plan_can_start_from_the_deduction_without_counting_it_again():
    # the device has the deduction when it asks for the plan: the same plan
    # (nothing fits: no calls), with or without it
    s = small_game(5, TINY, "referee", {})
    tried = 0
    for view in random_states(s, 5, 60)[::3]:
        r = deduce.deduce(view)
        if r["worlds"] is None:
            continue
        tried += 1
        assert deduce.manhunt_plan(view, known=r) == deduce.manhunt_plan(view)
    assert tried > 3
    s = game.new_game([1 if i % 2 else 2 for i in range(17)], {"mode": "referee"}, 1, dict(TINY))
    too_many = {"worlds": None, "positions": [], "certain": [], "suggest": None,
                "problem": ["Too many possibilities to count"]}
    # a deduction that gave up is no root: the plan counts it
    for view in random_states(s, 2, 40)[::4]:
        assert deduce.manhunt_plan(view, known=too_many) == deduce.manhunt_plan(view)


def test_when_only_the_last_hideout_is_face_down_the_forward_count_alone_gives_its_chances():
    # deduce() then skips the backward pass: the same figures as the full
    # marginals, on states with the last hideout face down and none other
    tried = 0
    for seed in range(6):
        s = small_game(seed, TINY, "referee", {})
        for view in random_states(s, seed, 60):
            prob = deduce.Problem(view)
            if prob.hidden != [prob.length]:
                continue
            tried += 1
            total, counts = deduce.marginals(deduce.Problem(view))
            r = deduce.deduce(view)
            assert r["worlds"] == total
            assert r["positions"] == [[prob.length, sorted([y, n] for y, n in counts[prob.length].items())]]
    assert tried >= 5


# -- a count in steps (the device reads its buttons between two) --

def steps_to_end(steps):
    """(steps taken, the answer) of a count made of steps."""
    taken = 0
    try:
        while True:
            next(steps)
            taken += 1
    except StopIteration as end:
        return taken, end.value


def test_a_count_in_steps_gives_deduces_answer_whatever_runs_between_its_steps():
    # two counts taken step by step in turn, with a third run whole between
    # every two steps: each ends with what deduce() says on its own
    a = random_states(small_game(3, TINY, "referee", {}), 3, 60)[4]
    b = random_states(small_game(0, TINY, "referee", {}), 0, 60)[4]
    c = random_states(small_game(2, TINY, "referee", {}), 2, 60)[2]
    alone = [deduce.deduce(a), deduce.deduce(b)]
    counts = [deduce.deduce_steps(a), deduce.deduce_steps(b)]
    answers = [None, None]
    taken = 0
    while None in answers:
        for i in (0, 1):
            if answers[i] is not None:
                continue
            try:
                next(counts[i])
                taken += 1
            except StopIteration as end:
                answers[i] = end.value
            deduce.deduce(c)
    assert answers == alone
    assert taken > 10       # they did give the hand back


PROBLEM_PARTS = ("top", "step", "length", "nzones", "zone_of", "free1", "free2", "deck", "card",
                 "cands", "known", "ntok", "gives", "drawn", "shown_here", "shown_before", "others",
                 "multi", "hidden", "later", "required", "setup_orders")


def test_a_problem_made_in_steps_is_the_problem_made_at_once():
    # its preparation takes 20-30 ms on a Pico, more than a press may wait:
    # the device makes it a part at a time, to the same Problem
    states = random_states(small_game(3, TINY, "referee", {}), 3, 40)
    assert states
    for state in states:
        for fixed, required, narrow in (({}, [], True), ({}, [], False), ({1: 2}, [3], True)):
            whole = deduce.Problem(state, fixed, required, narrow)
            taken, made = steps_to_end(deduce.problem_steps(state, fixed, required, narrow))
            assert taken == (2 if narrow else 1)
            for name in PROBLEM_PARTS:
                assert getattr(made, name) == getattr(whole, name), name


def test_a_device_that_does_not_know_her_hand_is_told_at_the_first_step():
    state = random_states(small_game(3, TINY, "referee", {}), 3, 40)[0]
    state = dict(state)
    state["mhand"] = None
    raises(ValueError, next, deduce.problem_steps(state))


def test_each_step_of_a_count_is_a_slice_of_the_work():
    # the work between two steps stays near a slice (SLICE units, and one
    # key's expansion past it at most), so the device is never deaf for
    # long; the steps add up to the whole count
    state = random_states(small_game(3, TINY, "referee", {}), 3, 60)[4]
    work = [10 ** 9]
    steps = deduce.deduce_steps(state, budget=work)
    slices = []
    left = work[0]
    try:
        while True:
            next(steps)
            slices.append(left - work[0])
            left = work[0]
    except StopIteration as end:
        answer = end.value
    slices.append(left - work[0])
    assert answer == deduce.deduce(state)
    assert sum(slices) == 10 ** 9 - work[0] > 8 * deduce.SLICE
    assert max(slices) < 3 * deduce.SLICE, max(slices)
    assert sorted(slices)[len(slices) // 2] < 2 * deduce.SLICE
    assert len(slices) > sum(slices) // (3 * deduce.SLICE)


def test_a_count_in_steps_still_gives_up_beyond_its_budget_and_says_why():
    state = random_states(small_game(3, TINY, "referee", {}), 3, 60)[4]
    whole, answer = steps_to_end(deduce.deduce_steps(state))
    assert answer["worlds"]
    taken, answer = steps_to_end(deduce.deduce_steps(state, budget=3 * deduce.SLICE))
    assert answer["worlds"] is None and answer["problem"] == ["Too many possibilities to count"]
    assert taken < whole // 2       # given up early, not at the end
    # what cannot all be true is found in steps too
    m = all_three_missed()
    taken, answer = steps_to_end(deduce.deduce_steps(m.state))
    assert answer == deduce.deduce(m.state) and answer["worlds"] == 0


def test_a_manhunt_plan_in_steps_is_the_plan_whatever_runs_between_its_steps():
    # two searches of the same state taken step by step in turn (one from
    # the deduction): each ends with manhunt_plan()'s answer
    tried = 0
    for seed in (2, 3):
        s = small_game(seed, TINY, "referee", {})
        for view in random_states(s, seed, 60)[2::4]:
            plan = deduce.manhunt_plan(view)
            searches = [deduce.manhunt_steps(view), deduce.manhunt_steps(view, known=deduce.deduce(view))]
            answers = [None, None]
            taken = 0
            while None in answers:
                for i in (0, 1):
                    if answers[i] is None:
                        try:
                            next(searches[i])
                            taken += 1
                        except StopIteration as end:
                            answers[i] = end.value
            assert answers == [plan, plan]
            if plan["calls"]:
                tried += 1
                assert taken >= 2
    assert tried >= 3


def tiny_views(seeds):
    """Her views of random referee games on TINY: every third, from the third."""
    for seed in seeds:
        s = small_game(seed, TINY, "referee", {})
        for view in random_states(s, seed, 60)[2::3]:
            yield view


def test_a_count_cut_in_its_backward_pass_still_gives_what_it_counted_exactly():
    # the forward pass's total and the last hideouts' chances, as the full
    # count has them; nothing for the hideouts not reached
    tried = 0
    for view in tiny_views(range(4)):
        prob = deduce.Problem(view)
        if len(prob.hidden) < 2 or prob.hidden[-1] != prob.length:
            continue
        full = [10 ** 9]
        exact = deduce.deduce(view, budget=full)
        forward = [10 ** 9]
        prob.work = forward
        deduce.count(prob)
        whole, ahead = 10 ** 9 - full[0], 10 ** 9 - forward[0]
        if not exact["worlds"] or whole - ahead < 4:
            continue
        cut = deduce.deduce(view, budget=ahead + (whole - ahead) // 2)
        assert cut["worlds"] is None and cut["problem"] == ["Too many possibilities to count"]
        total, rows = cut["partial"]
        assert total == exact["worlds"] and rows
        assert rows == exact["positions"][-len(rows):]      # the last ones, exact
        assert len(rows) < len(exact["positions"])
        tried += 1
        # cut in the forward pass: nothing counted for sure
        assert "partial" not in deduce.deduce(view, budget=ahead // 2)
    assert tried >= 5


def test_what_a_count_told_to_give_up_has_counted_for_sure_stays_counted():
    # the device throws TooMany in at whichever step its heap runs short:
    # the count gives up there, and once a hideout's chances are counted,
    # giving up at any later step still answers them, exact (the walk
    # back's own steps included)
    kept = 0
    for view in tiny_views(range(3)):
        exact = deduce.deduce(view)
        whole, answer = steps_to_end(deduce.deduce_steps(view))
        if not exact["worlds"]:
            continue
        counted = 0
        for k in range(1, whole + 1):     # (thrown in after a step, as the device does)
            steps = deduce.deduce_steps(view)
            for _ in range(k):
                next(steps)
            answer = raises(StopIteration, steps.throw, deduce.TooMany()).value
            assert answer["worlds"] is None
            rows = answer.get("partial", [0, []])[1]
            assert len(rows) >= counted, (k, whole)
            if rows:
                assert answer["partial"][0] == exact["worlds"]
                assert rows == exact["positions"][-len(rows):]
                kept += 1
            counted = len(rows)
    assert kept >= 10
