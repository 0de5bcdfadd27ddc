# Small Projekt Omega parties and helpers for the rule tests (both runtimes).
#
# party() builds agents "a0", "a1", ... each with the same aspects, so the
# aspect ids are known:
#   0 Sharp (ordinary)  1 Strong (ordinary)  2 Psychic (special)
#   3 Rope (equipment)  4 Old wound (negative)
# then one relation aspect per other agent, in agent order (ids 5, 6, ...).
# Tests use the "physical" deck unless they test the virtual one, so the
# colours of the cards are given: ["cards", "b", "r", ...].
from shared import omega
from shared.omega_party import relation

SHARP, STRONG, PSYCHIC, ROPE, OLD_WOUND = 0, 1, 2, 3, 4
PHYSICAL = {"deck": "physical"}


def aspects():
    return [{"name": "Sharp", "kind": "ordinary"},
            {"name": "Strong", "kind": "ordinary"},
            {"name": "Psychic", "kind": "special"},
            {"name": "Rope", "kind": "equipment"},
            {"name": "Old wound", "kind": "negative"}]


def party(n=3, relations=None, reserves=3, coordinator=3):
    """relations: {(a, b): level name} for agent indexes a -> b."""
    relations = relations or {}
    agents = []
    for a in range(n):
        rel = {}
        for b in range(n):
            if (a, b) in relations:
                rel["a%d" % b] = relations[(a, b)]
        agents.append({"id": "a%d" % a, "name": "Agent %d" % a, "reserves": reserves,
                       "aspects": aspects(), "relationships": rel})
    return {"lang": "en",
            "mission": {"threats": ["The Fog"], "reserves": coordinator},
            "negatives": ["Wounded", "Tired", "Scared"],
            "agents": agents}


def start(data=None, options=None, how="initiative", seed=1):
    """A mission with its first scene started (the piles are level: `how`)."""
    options = PHYSICAL if options is None else options
    state = omega.new(data or party(), options, seed)
    play(state, ["scene", how])
    return state


def play(state, *moves):
    """Apply the moves in order; return all their events."""
    events = []
    for move in moves:
        events.extend(omega.apply(state, move))
    return events


def run_test(state, a, cards, *steps, after=()):
    """Agent a tests: the steps, the colours of the cards (a string of b/r),
    the steps `after` the draw, then close. Returns all the events."""
    moves = [["test", a]] + list(steps) + [["cards"] + list(cards)] + list(after) + [["close"]]
    return play(state, *moves)


def rel(state, a, b):
    """The id of a's relation aspect towards b."""
    return relation(state, a, b)["id"]


def aspect(state, a, aspect_id):
    for x in state["agents"][a]["asp"]:
        if x["id"] == aspect_id:
            return x
    return None


def kinds(events):
    return [e[0] for e in events]


def find_event(events, kind):
    for e in events:
        if e[0] == kind:
            return e
    return None
