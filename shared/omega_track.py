# Projekt Omega: the mission track. The two piles (successes, complications),
# Ohrožení and Milníky counted by the threshold unit, which of them leads, and
# the mission's result with its grade.
#
# State fields used here:
#   succ, comp     the piles: cards kept from the tests, plus 1 complication
#                  per resting agent (cumulative over the mission)
#   unit           threshold unit: every `unit` complications raise Ohrožení
#                  by 1, every `unit` successes are a Milník
#   ohr0           Ohrožení at the mission start
#   limit, goal    the last Ohrožení and the Milníky needed
#   rising         Ohrožení levels a rest's complications reached, which take
#                  effect at the start of the next scene (the seed: "zohlední
#                  to na začátku další scény"); until then they count neither
#                  as Ohrožení nor for which came first, nor for the result
#   lead           "milestone" | "ohrozeni" | None: which came first and still
#                  dominates "until the situation turns"
#   result         None, or {"kind": "success"|"failure"|"pyrrhic",
#                  "grade": "narrow"|"normal"|"total"|"pyrrhic", "scene": n}
#   scenes         the number of the current (or last) scene

GRADES = ("total", "normal", "narrow")


def milestones(state):
    """Milníky reached so far."""
    return state["succ"] // state["unit"]


def ohrozeni(state):
    """The current Ohrožení (without the levels still rising, see rise())."""
    return state["ohr0"] + state["comp"] // state["unit"] - rising(state)


def rising(state):
    """Ohrožení levels that take effect at the start of the next scene (a
    state saved before this field existed has none)."""
    return state.get("rising", 0)


def to_next(state):
    """(successes to the next Milník, complications to the next Ohrožení)."""
    unit = state["unit"]
    return unit - state["succ"] % unit, unit - state["comp"] % unit


def opening(state):
    """How a new scene opens by the piles: "initiative" (more successes),
    "pressure" (more complications) or None (equal: the Coordinator decides,
    or the first card drawn in the scene)."""
    if state["succ"] > state["comp"]:
        return "initiative"
    if state["comp"] > state["succ"]:
        return "pressure"
    return None


def add(state, successes, complications):
    """Put cards on the piles; return the events: each Milník and Ohrožení
    reached, in that order, then the mission result when it is decided."""
    m0, o0 = milestones(state), ohrozeni(state)
    state["succ"] += successes
    state["comp"] += complications
    return _reached(state, m0, o0)


def add_rest(state):
    """A resting agent's complication: on the pile now, but the Ohrožení it
    reaches takes effect at the start of the next scene (rise()). Returns
    ["rises", n] when it reaches one: n levels now wait for the next scene."""
    o0 = ohrozeni(state)
    state["comp"] += 1
    reached = ohrozeni(state) - o0
    if not reached:
        return []
    state["rising"] = rising(state) + reached
    return [["rises", state["rising"]]]


def rise(state):
    """At the start of a scene: the Ohrožení rests reached takes effect.
    Returns the events as add() does."""
    if not rising(state):
        return []
    m0, o0 = milestones(state), ohrozeni(state)
    state["rising"] = 0
    return _reached(state, m0, o0)


def _reached(state, m0, o0):
    """The events of the levels reached since m0 Milníky and Ohrožení o0."""
    m1, o1 = milestones(state), ohrozeni(state)
    events = []
    for k in range(m0 + 1, m1 + 1):
        events.append(["milestone", k])
    for k in range(o0 + 1, o1 + 1):
        events.append(["ohrozeni", k])
    update_lead(state)
    last_milestone = m0 < state["goal"] <= m1
    last_ohrozeni = o0 < state["limit"] <= o1
    if last_milestone or last_ohrozeni:
        events.extend(_decide(state, last_milestone, last_ohrozeni))
    return events


def update_lead(state):
    """The side ahead (by its share of its own limit) leads; when both are
    level, whichever led before keeps the lead."""
    ahead = milestones(state) * state["limit"] - ohrozeni(state) * state["goal"]
    if ahead > 0:
        state["lead"] = "milestone"
    elif ahead < 0:
        state["lead"] = "ohrozeni"


def _decide(state, last_milestone, last_ohrozeni):
    result = state["result"]
    scene = state["scenes"]
    if result is None:
        if last_milestone and last_ohrozeni:
            kind, grade = "pyrrhic", "pyrrhic"
        elif last_milestone:
            kind, grade = "success", grade_of(state, ohrozeni(state), state["limit"])
        else:
            kind, grade = "failure", grade_of(state, milestones(state), state["goal"])
        state["result"] = {"kind": kind, "grade": grade, "scene": scene}
        return [["mission", kind, grade]]
    # the other end reached in the same scene: the narrowest success
    if result["scene"] == scene and state["scene"] is not None and result["kind"] != "pyrrhic":
        if (result["kind"] == "success" and last_ohrozeni) or \
                (result["kind"] == "failure" and last_milestone):
            state["result"] = {"kind": "pyrrhic", "grade": "pyrrhic", "scene": scene}
            return [["mission", "pyrrhic", "pyrrhic"]]
    return []


def grade_of(state, opposing, top):
    """How clear a result is, by how far the other side got (Ohrožení for a
    success, Milníky for a failure) towards its own end `top`."""
    if state["opts"]["grading"] == "levels":
        if opposing >= top - 1:
            return "narrow"
        if opposing <= 1:
            return "total"
        return "normal"
    if 3 * opposing >= 2 * top:   # "thirds"
        return "narrow"
    if 3 * opposing < top:
        return "total"
    return "normal"


def final(state):
    """Is the result settled? It can still turn Pyrrhic until the scene in
    which it was decided ends."""
    result = state["result"]
    return result is not None and (state["scene"] is None or result["scene"] != state["scenes"])
