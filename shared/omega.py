# Projekt Omega (Czech RPG): the Coordinator's mission tracker.
#
# The device keeps what the Coordinator otherwise keeps on paper: the agents'
# aspects (fresh or exhausted), reserves and relationships, the tests (cards
# to draw, advantages, disadvantages, the virtual deck or the colours of real
# cards), the two mission piles, Ohrožení and Milníky, how each scene opens,
# and the mission's result. Rules: shared/seeds/004_*.txt (Czech, the source
# of truth) and spec/omega.md.
#
# A mission runs scene by scene: the moves between and during scenes are in
# omega_scene.py, the steps of a test in omega_test.py.
#
# Events (a = agent index, id = aspect id within that agent; names are in the
# party file, see omega_party.aspect_name):
#   ["scene", n, mode, ohrozeni, milestones]  ["mode", mode] (decided by a card)
#   ["end", n]  ["settled", kind, grade] (the result stands: its scene ended)
#   ["test", a]  ["use", a, id, exhausted?]  ["temp", a, count]  ["burden", a, id]
#   ["ignore", a, id]  ["threat", a, count]  ["overcome", a, b]  ["against", a, b]
#   ["defend", a, b]  ["betray", a, b, level]  ["heal", a]
#   ["draw", a, "brb", "r"] (main cards, distrust cards)  ["reshuffle", black, red]
#   ["waive", a]  ["spare", a]  ["help", b, a]  ["wound", a, id, negative index]
#   ["remove", a, id, negative index or -1, file aspect index or -1]
#   ["worsen", a, id, new id, permanent?]  ["result", a, successes, complications]
#   ["milestone", k]  ["ohrozeni", k]  ["mission", kind, grade]
#   ["rises", n] (a rest reached a new Ohrožení: n levels take effect at the
#   start of the next scene, with ["ohrozeni", k] after its ["scene", ...])
#   ["rest", a, refreshed, interrupted?]  ["refresh", a, id]  ["resupply", a, id]
#   ["reserve", a, use, left]  ["give", b, a, a's reserves]
#   ["raise", a, raises for a, Coordinator's reserves left]  ["danger"]
#   ["leave", a]  ["join", a]  ["relate", a, b, old level, new level]
from shared import omega_deck, omega_party, omega_scene, omega_test, omega_track
from shared.prng import seed_state
from shared.rules import IllegalMove, require, options_with_defaults

NAME = "omega"
DATA_KIND = omega_party.DATA_KIND


def check_data(data, file):
    """The party file's schema and cross-checks (shared/omega_check.py,
    imported only while a file is checked)."""
    from shared import omega_check
    omega_check.check_data(data, file)


OPTIONS = [
    # the virtual deck (cards, half black, half red) or the colours of physical cards
    ("deck", (52, 104, 32, "physical"), 52),
    # reshuffle the virtual deck when it is empty, or also at every scene
    ("reshuffle", ("empty", "scene"), "empty"),
    # threshold unit: the number of agents but at least 3 (the tested minimum), or exactly it
    ("unit", ("min3", "agents"), "min3"),
    # the last Ohrožení: 4, more, the number of agents, or the agents' average
    # number of character aspects; "agents" and "aspects" are at least 4
    ("length", (4, 5, 6, 7, 8, "agents", "aspects"), 4),
    # Milníky needed: as many as the last Ohrožení, or another number
    ("milestones", ("length", 3, 4, 5, 6, 7, 8), "length"),
    # grade of a result by the other side's level: "levels" (narrow at its end
    # minus 1, total at 1 or less) or "thirds" (of its end)
    ("grading", ("levels", "thirds"), "levels"),
    # full distrust: also the extra card of partial distrust, or only no advantages
    ("full_distrust", ("card", "no_card"), "card"),
    # by agreement: a higher Ohrožení at the start, more reserves for the Coordinator
    ("extra_ohrozeni", (0, 1, 2, 3), 0),
    ("extra_reserves", (0, 1, 2, 3, 4, 5), 0),
]

HOW = omega_scene.HOW
GRADE_REASONS = {
    "success": "the last Milník came first",
    "failure": "the last Ohrožení came first",
    "pyrrhic": "the last Milník and Ohrožení came in one scene",
}


def new(data, options, seed):
    require(data is not None, "Projekt Omega needs a party file")
    opts = options_with_defaults(OPTIONS, options)
    n = len(data["agents"])
    mission = data["mission"]
    state = {
        "agents": omega_party.setup_agents(data),
        "coord": mission.get("reserves", n) + opts["extra_reserves"],
        "succ": 0, "comp": 0,
        "unit": max(n, 3) if opts["unit"] == "min3" else n,
        "limit": _length(data, opts),
        "ohr0": mission.get("ohrozeni", 0) + opts["extra_ohrozeni"],
        "rising": 0, "lead": None, "result": None,
        "scenes": 0, "scene": None, "test": None,
        "deck": None if opts["deck"] == "physical" else omega_deck.full(opts["deck"]),
        "rng": seed_state(seed),
        "negatives": len(data["negatives"]),
        "opts": opts,
    }
    state["goal"] = state["limit"] if opts["milestones"] == "length" else opts["milestones"]
    require(state["ohr0"] < state["limit"], "Ohrožení {0} at the start leaves no mission",
            state["ohr0"])
    omega_track.update_lead(state)
    return state


def _length(data, opts):
    length = opts["length"]
    agents = data["agents"]
    if length == "agents":
        return max(4, len(agents))
    if length == "aspects":
        total = 0
        for agent in agents:
            total += omega_party.character_aspects(agent)
        return max(4, total // len(agents))
    return length


# -- the glance, previews and figures (pure) --

def phase(state):
    """"between" scenes, "scene", "setup" (a test before its draw) or "result"."""
    if state["scene"] is None:
        return "between"
    if state["test"] is None:
        return "scene"
    return "setup" if state["test"]["main"] is None else "result"


def summary(state):
    """Where the mission stands, for the main screen."""
    scene = state["scene"]
    successes_left, complications_left = omega_track.to_next(state)
    return {"scene": state["scenes"], "phase": phase(state),
            "mode": scene["mode"] if scene else None,
            "successes": state["succ"], "complications": state["comp"],
            "milestones": omega_track.milestones(state), "goal": state["goal"],
            "ohrozeni": omega_track.ohrozeni(state), "limit": state["limit"],
            "rising": omega_track.rising(state),
            "to_milestone": successes_left, "to_ohrozeni": complications_left,
            "lead": state["lead"], "result": state["result"],
            "final": omega_track.final(state), "coordinator": state["coord"],
            "opens": omega_track.opening(state)}


def rest_preview(state, a):
    """What a rest of agent a would do now: (aspects refreshed at most,
    interrupted?). Negative ones are counted: they always refresh."""
    return omega_scene.rest_preview(state, a)


def series(state):
    exhausted = 0
    reserves = 0
    for agent in state["agents"]:
        reserves += agent["res"]
        for aspect in agent["asp"]:
            if aspect["ex"]:
                exhausted += 1
    return {"successes": state["succ"], "complications": state["comp"],
            "milestones": omega_track.milestones(state),
            "ohrozeni": omega_track.ohrozeni(state),
            "agent_reserves": reserves, "coordinator_reserves": state["coord"],
            "exhausted": exhausted}


def outcome(state):
    result = state["result"]
    if result is None:
        return None
    return {"winner": "threat" if result["kind"] == "failure" else "agents",
            "reason": GRADE_REASONS[result["kind"]], "kind": result["kind"],
            "grade": result["grade"], "final": omega_track.final(state)}


def undo_barrier(state, move):
    if isinstance(move, list) and move and move[0] == "draw":
        return "the cards were drawn"
    return None


# verb: (check, do, next items) in each phase
SETUP = dict(omega_test.SETUP)
SETUP.update(omega_scene.AROUND_A_TEST)
SETUP_ORDER = omega_test.SETUP_ORDER + ("refresh", "reserve", "give", "raise", "danger")

TABLES = {
    "between": (omega_scene.BETWEEN, omega_scene.BETWEEN_ORDER),
    "scene": (omega_scene.SCENE, omega_scene.SCENE_ORDER),
    "setup": (SETUP, SETUP_ORDER),
    "result": (omega_test.RESULT, omega_test.RESULT_ORDER),
}


def _wrong_phase(state, verb):
    """Why a known verb cannot be played in this phase."""
    now = phase(state)
    if verb == "relate":
        return IllegalMove("Relationships change only between scenes")
    if now == "between":
        return IllegalMove("Start a scene first")
    if now == "scene":
        if verb in omega_scene.BETWEEN:
            return IllegalMove("End the scene first")
        return IllegalMove("No test in progress")
    if now == "setup" and verb in omega_test.RESULT:
        return IllegalMove("Draw the cards first")
    return IllegalMove("Finish the test first")


def _known(verb):
    for table, _ in TABLES.values():
        if verb in table:
            return True
    return False


def apply(state, move):
    require(isinstance(move, list) and move and isinstance(move[0], str),
            "A move is a list that starts with a verb")
    verb = move[0]
    table = TABLES[phase(state)][0]
    if verb not in table:
        if _known(verb):
            raise _wrong_phase(state, verb)
        raise IllegalMove("Unknown move: {0}", verb)
    why, do, _ = table[verb]
    reason = why(state, move[1:])
    if reason is not None:
        raise reason
    return do(state, move[1:])


def choices(state, prefix):
    table, order = TABLES[phase(state)]
    if not prefix:
        return [verb for verb in order if table[verb][2](state, [], True)]
    verb = prefix[0]
    if verb not in table:
        return []
    return table[verb][2](state, prefix[1:])
