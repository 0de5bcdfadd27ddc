# Projekt Omega: the moves of the mission between and during scenes (the
# test's own steps are in omega_test.py). Each move has a check why_<move>
# (None, or the reason it is refused), an effect do_<move> returning events,
# and next_<move> listing its legal next items for the menus.
#
# A mission runs scene by scene. Between scenes:
#   ["scene"]                   the next scene; at a tie of the piles the
#   ["scene", how]              Coordinator chooses how it opens: "initiative",
#                               "pressure", or "card" (the first card drawn decides)
#   ["relate", a, b, level]     agent a's relationship towards b becomes
#                               level -2..2 (full distrust .. full trust)
#   ["refresh", a, id]          reserve: refresh an exhausted aspect (not a
#                               negative one, not equipment)
# In a scene, with no test going on:
#   ["test", a]                 agent a tests (the steps are in omega_test.py)
#   ["rest", a] / ["rest", a, id, ...]
#                               a rests: refreshes all but special aspects and
#                               equipment, and adds 1 complication; under
#                               pressure the rest is interrupted: at most half
#                               of the exhausted aspects (the ids chosen), but
#                               negative ones always; the Ohrožení that
#                               complication reaches takes effect at the
#                               start of the next scene
#   ["leave", a] / ["join", a]  who is in the scene (everyone at its start)
#   ["refresh", a, id]          as above
#   ["resupply", a, id]         equipment is resupplied or repaired (the story allows)
#   ["reserve", a, use]         reserve: "detail", "item", "vote", or "reach"
#                               (an agent away reaches the others: joins the scene)
#   ["give", b, a]              b gives a reserve to a, who trusts b (partial
#                               trust: once per scene)
#   ["raise", a]                Coordinator's reserve: Ohrožení +1 for agent a
#                               alone, for the rest of the scene
#   ["danger"]                  the agents seek danger (their players agree):
#                               threats may go up to the mission's last Ohrožení
#   ["end"]                     the scene ends (relationships may change now)
# During a test, before the draw, "refresh", "reserve", "give", "raise" and
# "danger" are also allowed.
from shared import omega_deck, omega_test, omega_track
from shared.omega_party import find, level, relation, FULL_DISTRUST, PARTIAL_TRUST
from shared.rules import DONE, IllegalMove

HOW = ("initiative", "pressure", "card")
FREE_USES = ("detail", "item", "vote", "reach")


# -- checks of the mission and scene moves (None: legal) --

def _int(x):
    return type(x) is int


def _agent(state, a):
    return _int(a) and 0 <= a < len(state["agents"])


def _present(state, a):
    return a not in state["scene"]["away"]


def why_scene(state, args):
    tie = omega_track.opening(state) is None
    if tie and not (len(args) == 1 and args[0] in HOW):
        return IllegalMove("Piles are level: choose how the scene opens")
    if not tie and args:
        return IllegalMove("The piles decide how the scene opens")
    return None


def why_relate(state, args):
    if len(args) != 3 or not _agent(state, args[0]) or not _agent(state, args[1]) \
            or args[0] == args[1]:
        return IllegalMove("Choose two agents")
    if not _int(args[2]) or not -2 <= args[2] <= 2:
        return IllegalMove("A relationship is -2 to 2")
    if level(state, args[0], args[1]) == args[2]:
        return IllegalMove("The relationship is already so")
    return None


def why_refresh(state, args):
    if len(args) != 2 or not _agent(state, args[0]) or not _int(args[1]):
        return IllegalMove("Choose an agent and an aspect")
    aspect = find(state["agents"][args[0]], args[1])
    if aspect is None:
        return IllegalMove("No such aspect")
    return _why_refresh_aspect(state, args[0], aspect)


def _why_refresh_aspect(state, a, aspect):
    if aspect["kind"] == "negative":
        return IllegalMove("Reserves never refresh negative aspects")
    if aspect["kind"] == "equipment":
        return IllegalMove("Equipment is resupplied, not refreshed")
    if not aspect["ex"]:
        return IllegalMove("Not exhausted")
    if state["agents"][a]["res"] < 1:
        return IllegalMove("No reserve left")
    return None


def why_test(state, args):
    if len(args) != 1 or not _agent(state, args[0]):
        return IllegalMove("Choose an agent")
    if not _present(state, args[0]):
        return IllegalMove("They are not in this scene")
    return None


def _rest_pool(state, a):
    """Exhausted aspects a rest refreshes: (ordinary and relations, negative)."""
    pool = []
    negatives = []
    for aspect in state["agents"][a]["asp"]:
        if aspect["ex"]:
            if aspect["kind"] == "ordinary" or aspect["kind"] == "relation":
                pool.append(aspect["id"])
            elif aspect["kind"] == "negative":
                negatives.append(aspect["id"])
    return pool, negatives


def why_rest(state, args):
    if not args or not _agent(state, args[0]):
        return IllegalMove("Choose an agent")
    a = args[0]
    scene = state["scene"]
    if not _present(state, a):
        return IllegalMove("They are not in this scene")
    if a in scene["rested"]:
        return IllegalMove("Already rested in this scene")
    if scene["mode"] == "card":
        return IllegalMove("The first card has not decided the scene yet")
    for b in range(len(state["agents"])):
        if b != a and _present(state, b) and level(state, a, b) == FULL_DISTRUST:
            return IllegalMove("No rest near a fully distrusted agent")
    chosen = args[1:]
    if scene["mode"] != "pressure":
        return IllegalMove("A full rest refreshes everything") if chosen else None
    pool = _rest_pool(state, a)[0]
    for i in range(len(chosen)):
        if chosen[i] not in pool or chosen[i] in chosen[:i]:
            return IllegalMove("Choose exhausted aspects the rest refreshes")
    if len(chosen) > len(pool) // 2:
        return IllegalMove("Interrupted rest: at most {0} aspects", len(pool) // 2)
    return None


def why_leave(state, args):
    if len(args) != 1 or not _agent(state, args[0]):
        return IllegalMove("Choose an agent")
    return None if _present(state, args[0]) else IllegalMove("Already away")


def why_join(state, args):
    if len(args) != 1 or not _agent(state, args[0]):
        return IllegalMove("Choose an agent")
    return IllegalMove("Already in the scene") if _present(state, args[0]) else None


def why_resupply(state, args):
    if len(args) != 2 or not _agent(state, args[0]) or not _int(args[1]):
        return IllegalMove("Choose an agent and an aspect")
    return _why_resupply_aspect(state, args[0], find(state["agents"][args[0]], args[1]))


def _why_resupply_aspect(state, a, aspect):
    if aspect is None or aspect["kind"] != "equipment":
        return IllegalMove("Choose equipment")
    return None if aspect["ex"] else IllegalMove("Not exhausted")


def why_reserve(state, args):
    if len(args) != 2 or not _agent(state, args[0]) or args[1] not in FREE_USES:
        return IllegalMove("Choose an agent and a use")
    if args[1] == "reach":
        if _present(state, args[0]):
            return IllegalMove("Only an agent away reaches the others")
        if state["test"] is not None:
            return IllegalMove("Finish the test first")
    if state["agents"][args[0]]["res"] < 1:
        return IllegalMove("No reserve left")
    return None


def why_give(state, args):
    if len(args) != 2 or not _agent(state, args[0]) or not _agent(state, args[1]) \
            or args[0] == args[1]:
        return IllegalMove("Choose two agents")
    giver, taker = args
    trust = level(state, taker, giver)
    if trust <= 0:
        return IllegalMove("Only to an agent who trusts the giver")
    if state["agents"][giver]["res"] < 1:
        return IllegalMove("No reserve left")
    if trust == PARTIAL_TRUST and [giver, taker] in state["scene"]["gifts"]:
        return IllegalMove("Partial trust: one reserve per scene")
    return None


def why_raise(state, args):
    if len(args) != 1 or not _agent(state, args[0]):
        return IllegalMove("Choose an agent")
    return None if state["coord"] > 0 else IllegalMove("The Coordinator has no reserve left")


def why_danger(state, args):
    if args:
        return IllegalMove("This step takes no choice")
    return IllegalMove("Already seeking danger") if state["scene"]["danger"] else None


def why_end(state, args):
    return IllegalMove("This step takes no choice") if args else None


# -- doing them --

def do_scene(state, args):
    state["scenes"] += 1
    n = len(state["agents"])
    mode = omega_track.opening(state) or args[0]
    state["scene"] = {"no": state["scenes"], "mode": mode, "first": None, "away": [],
                      "rested": [], "raise": [0] * n, "spare": [0] * n,
                      "gifts": [], "bound": [], "ignored": [], "danger": False}
    # a rest's Ohrožení takes effect now, in this scene
    rose = omega_track.rise(state)
    events = [["scene", state["scenes"], mode,
               omega_track.ohrozeni(state), omega_track.milestones(state)]] + rose
    if state["opts"]["reshuffle"] == "scene" and state["deck"] is not None:
        state["deck"] = omega_deck.full(state["opts"]["deck"])
        events.append(["reshuffle"] + state["deck"])
    return events


def do_relate(state, args):
    a, b, new_level = args
    aspect = relation(state, a, b)
    old = aspect["level"]
    aspect["level"] = new_level
    return [["relate", a, b, old, new_level]]


def do_refresh(state, args):
    a, aspect_id = args
    find(state["agents"][a], aspect_id)["ex"] = False
    return [_spend(state, a, "refresh"), ["refresh", a, aspect_id]]


def _spend(state, a, use):
    agent = state["agents"][a]
    agent["res"] -= 1
    return ["reserve", a, use, agent["res"]]


def do_test(state, args):
    state["test"] = omega_test.new_test(args[0])
    return [["test", args[0]]]


def do_rest(state, args):
    a = args[0]
    scene = state["scene"]
    scene["rested"].append(a)
    pool, negatives = _rest_pool(state, a)
    interrupted = scene["mode"] == "pressure"
    refresh = (list(args[1:]) if interrupted else pool) + negatives
    agent = state["agents"][a]
    for aspect_id in refresh:
        find(agent, aspect_id)["ex"] = False
    return [["rest", a, len(refresh), interrupted]] + omega_track.add_rest(state)


def do_leave(state, args):
    state["scene"]["away"].append(args[0])
    return [["leave", args[0]]]


def do_join(state, args):
    state["scene"]["away"].remove(args[0])
    return [["join", args[0]]]


def do_resupply(state, args):
    find(state["agents"][args[0]], args[1])["ex"] = False
    return [["resupply", args[0], args[1]]]


def do_reserve(state, args):
    a, use = args
    events = [_spend(state, a, use)]
    if use == "reach":
        events.extend(do_join(state, [a]))
    return events


def do_give(state, args):
    giver, taker = args
    state["agents"][giver]["res"] -= 1
    state["agents"][taker]["res"] += 1
    state["scene"]["gifts"].append([giver, taker])
    return [["give", giver, taker, state["agents"][taker]["res"]]]


def do_raise(state, args):
    a = args[0]
    state["coord"] -= 1
    state["scene"]["raise"][a] += 1
    return [["raise", a, state["scene"]["raise"][a], state["coord"]]]


def do_danger(state, args):
    state["scene"]["danger"] = True
    return [["danger"]]


def do_end(state, args):
    events = [["end", state["scenes"]]]
    decided_now = state["result"] is not None and state["result"]["scene"] == state["scenes"]
    state["scene"] = None
    if decided_now:
        events.append(["settled", state["result"]["kind"], state["result"]["grade"]])
    return events


# -- choices --
# Each next_<move>(state, args, first) lists the legal items after args;
# with first=True it may stop at the first one (enough to offer the verb).

def _agents(state):
    return range(len(state["agents"]))


def _each(state, args, candidates, why, first=False):
    return omega_test._each(state, args, candidates, why, first)


def _plain_next(why):
    return lambda state, args, first=False: [DONE] if not args and why(state, []) is None else []


def _first_items(state, candidates, next_fn, first):
    """The candidates that have a legal continuation: next_fn(state, [x], True)."""
    found = []
    for x in candidates:
        if next_fn(state, [x], True):
            found.append(x)
            if first:
                break
    return found


def next_scene(state, args, first=False):
    if omega_track.opening(state) is None:
        if not args:
            return list(HOW)
        return [DONE] if len(args) == 1 and why_scene(state, args) is None else []
    return [DONE] if not args else []


def next_relate(state, args, first=False):
    if len(state["agents"]) < 2:
        return []
    if not args:
        return list(_agents(state))
    if not _agent(state, args[0]):
        return []
    if len(args) == 1:
        return [b for b in _agents(state) if b != args[0]]
    if len(args) == 2:
        if not _agent(state, args[1]) or args[1] == args[0]:
            return []
        return [x for x in (-2, -1, 0, 1, 2) if why_relate(state, args + [x]) is None]
    return [DONE] if len(args) == 3 and why_relate(state, args) is None else []


def _next_agent_aspect(state, args, first, why, why_aspect, needs_reserve):
    """a, then an exhausted aspect of a, for ["refresh", a, id] and
    ["resupply", a, id]."""
    if not args:
        return _first_items(state, _agents(state), lambda s, x, f: _next_agent_aspect(
            s, x, f, why, why_aspect, needs_reserve), first)
    if not _agent(state, args[0]) or (needs_reserve and state["agents"][args[0]]["res"] < 1):
        return []
    if len(args) == 1:
        found = []
        for aspect in state["agents"][args[0]]["asp"]:
            if aspect["ex"] and why_aspect(state, args[0], aspect) is None:
                found.append(aspect["id"])
                if first:
                    break
        return found
    return [DONE] if len(args) == 2 and why(state, args) is None else []


def next_refresh(state, args, first=False):
    return _next_agent_aspect(state, args, first, why_refresh, _why_refresh_aspect, True)


def next_resupply(state, args, first=False):
    return _next_agent_aspect(state, args, first, why_resupply, _why_resupply_aspect, False)


def next_test(state, args, first=False):
    return _each(state, args, _agents(state), why_test, first)


def next_rest(state, args, first=False):
    if not args:
        return _each(state, [], _agents(state), why_rest, first)
    if why_rest(state, args) is not None:
        return []
    found = [DONE]
    if state["scene"]["mode"] == "pressure":
        pool = _rest_pool(state, args[0])[0]
        if len(args) - 1 < len(pool) // 2:
            start = pool.index(args[-1]) + 1 if len(args) > 1 else 0
            found.extend(pool[start:])
    return found


def next_leave(state, args, first=False):
    return _each(state, args, _agents(state), why_leave, first)


def next_join(state, args, first=False):
    return _each(state, args, _agents(state), why_join, first)


def next_reserve(state, args, first=False):
    if not args:
        return _first_items(state, _agents(state), next_reserve, first)
    if len(args) == 1:
        if not _agent(state, args[0]) or state["agents"][args[0]]["res"] < 1:
            return []
        return [u for u in FREE_USES if why_reserve(state, [args[0], u]) is None]
    return [DONE] if len(args) == 2 and why_reserve(state, args) is None else []


def next_give(state, args, first=False):
    if not args:
        return _first_items(state, _agents(state), next_give, first)
    if len(args) == 1:
        if not _agent(state, args[0]) or state["agents"][args[0]]["res"] < 1:
            return []
        found = []
        for a in _agents(state):
            if why_give(state, [args[0], a]) is None:
                found.append(a)
                if first:
                    break
        return found
    return [DONE] if len(args) == 2 and why_give(state, args) is None else []


def next_raise(state, args, first=False):
    if not args and state["coord"] < 1:
        return []
    return _each(state, args, _agents(state), why_raise, first)


BETWEEN = {
    "scene": (why_scene, do_scene, next_scene),
    "relate": (why_relate, do_relate, next_relate),
    "refresh": (why_refresh, do_refresh, next_refresh),
}
BETWEEN_ORDER = ("scene", "relate", "refresh")

AROUND_A_TEST = {
    "refresh": BETWEEN["refresh"],
    "reserve": (why_reserve, do_reserve, next_reserve),
    "give": (why_give, do_give, next_give),
    "raise": (why_raise, do_raise, next_raise),
    "danger": (why_danger, do_danger, _plain_next(why_danger)),
}

SCENE = {
    "test": (why_test, do_test, next_test),
    "rest": (why_rest, do_rest, next_rest),
    "leave": (why_leave, do_leave, next_leave),
    "join": (why_join, do_join, next_join),
    "resupply": (why_resupply, do_resupply, next_resupply),
    "end": (why_end, do_end, _plain_next(why_end)),
}
SCENE.update(AROUND_A_TEST)
SCENE_ORDER = ("test", "rest", "end", "leave", "join", "refresh", "resupply",
               "reserve", "give", "raise", "danger")


def rest_preview(state, a):
    """What a rest of agent a would do now: (aspects refreshed at most,
    interrupted?). Negative ones are counted: they always refresh."""
    pool, negatives = _rest_pool(state, a)
    if state["scene"] is not None and state["scene"]["mode"] == "pressure":
        return len(pool) // 2 + len(negatives), True
    return len(pool) + len(negatives), False
