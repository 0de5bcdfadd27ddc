# Projekt Omega: what must hold in every state of a mission, and random
# missions that check it (both runtimes).
from shared import canon, omega, omega_test, omega_track
from shared.omega_party import MAX_NEGATIVE
from shared.match import Match
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove

# a cooperative table: tests with advantages, no rest, no threats (reaches success)
FRIENDLY = ("test", "use", "draw", "cards", "close", "end", "scene", "help", "give",
            "exhaust", "heal", "remove", "worsen", "wound")


def check(state):
    """Assert the invariants of a mission state."""
    n = len(state["agents"])
    assert state["succ"] >= 0 and state["comp"] >= 0 and state["coord"] >= 0
    milestones, ohrozeni = omega_track.milestones(state), omega_track.ohrozeni(state)
    result = state["result"]
    if result is None:
        assert milestones < state["goal"] and ohrozeni < state["limit"]
    else:
        assert milestones >= state["goal"] or ohrozeni >= state["limit"]
        assert result["kind"] in ("success", "failure", "pyrrhic")
        assert result["grade"] in ("total", "normal", "narrow", "pyrrhic")
        assert (result["kind"] == "pyrrhic") == (result["grade"] == "pyrrhic")
    assert state["lead"] in (None, "milestone", "ohrozeni")
    for a in range(n):
        _check_agent(state, a)
    if state["deck"] is not None:
        half = state["opts"]["deck"] // 2
        assert 0 <= state["deck"][0] <= half and 0 <= state["deck"][1] <= half
    scene = state["scene"]
    if scene is None:
        assert state["test"] is None
    else:
        assert scene["no"] == state["scenes"] and scene["mode"] in omega.HOW
        assert min(scene["raise"]) >= 0 and min(scene["spare"]) >= 0
        for a in scene["away"] + scene["rested"]:
            assert 0 <= a < n
    if state["test"] is not None:
        _check_test(state)


def _check_agent(state, a):
    agent = state["agents"][a]
    assert agent["res"] >= 0
    ids = [x["id"] for x in agent["asp"]]
    assert len(ids) == len(set(ids)) and max(ids) < agent["next"]
    towards = []
    negatives = 0
    for x in agent["asp"]:
        assert x["ex"] is True or x["ex"] is False
        if x["kind"] == "relation":
            assert -2 <= x["level"] <= 2 and x["to"] != a
            towards.append(x["to"])
        elif x["kind"] == "negative":
            negatives += 1
            assert ("cond" in x) != ("ref" in x)
    assert sorted(towards) == [b for b in range(len(state["agents"])) if b != a]
    assert negatives <= MAX_NEGATIVE


def _check_test(state):
    test = state["test"]
    assert test["agent"] not in state["scene"]["away"]
    cards = omega_test.main_cards(test)
    assert 1 <= cards and cards + omega_test.distrust_cards(state, test) <= omega_test.MAX_CARDS
    assert test["threat"] <= omega_test.threat_cap(state, test["agent"])
    if test["main"] is not None:
        assert len(test["main"]) == cards
        tally = omega_test.tally(test)
        assert tally["successes"] >= test["removed"] >= 0
        assert tally["complications"] >= test["converted"] >= 0
        assert 0 <= tally["cut_red"] <= tally["red"] and 0 <= tally["cut_black"] <= tally["black"]


def walk(state, rng, prefer=None):
    """A random complete move from choices(); with `prefer`, items in it are
    taken whenever one is offered."""
    prefix = []
    while True:
        options = omega.choices(state, prefix)
        if not options:
            return None
        if prefer:
            liked = [x for x in options if x in prefer or x is DONE]
            if liked and not (prefix == [] and liked == [DONE]):
                options = liked
        item = options[rng.below(len(options))]
        if item is DONE:
            return prefix
        prefix = prefix + [item]


def mission(data, options, seed, moves, prefer=None, past_the_end=True, undo_every=0):
    """Play a random mission; check the invariants after every move and that
    a settled result never changes. Returns the match."""
    match = Match(omega, data, options, seed)
    rng = Prng(seed_state(seed * 7 + 3))
    settled = None
    for i in range(moves):
        if not past_the_end and omega.outcome(match.state) is not None:
            break
        move = walk(match.state, rng, prefer)
        if move is None:
            break
        try:
            match.play(move)
        except IllegalMove as e:
            raise AssertionError("offered move %r was refused: %s" % (move, e))
        if undo_every and i % undo_every == 0 and match.can_undo() is None:
            digest = canon.digest(match.state)
            match.undo()
            match.redo()
            assert canon.digest(match.state) == digest, "undo+redo changed the state"
        check(match.state)
        if settled is not None:
            assert match.state["result"] == settled, "a settled result changed"
        elif omega_track.final(match.state):
            settled = dict(match.state["result"])
    return match
