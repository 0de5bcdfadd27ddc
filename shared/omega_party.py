# Projekt Omega: the party file (agents, their aspects, relationships and
# reserves, the mission's threats) and the agents as the rules keep them.
#
# A party file is a carddata document of kind "party", written in one
# language ("lang": "cs" or "en"...). Its "data":
#   {"lang": "cs",
#    "mission": {"name": "...", "threats": ["..."], "ohrozeni": 0, "reserves": 4},
#    "negatives": ["Zraněný", "Vyčerpaný", ...],   the Coordinator's list of
#                                                 negative aspects to give
#    "agents": [{"id": "jana", "name": "Jana", "player": "Míša", "reserves": 1,
#                "aspects": [{"name": "...", "kind": "ordinary"}, ...],
#                "relationships": {"petr": "partial_trust", ...}}, ...]}
# Aspect kinds in a file: ordinary, special, equipment, negative (an aspect
# may be "exhausted": true when the story keeps it so at the mission start, a
# negative one "permanent": true). A relationship left out is neutral.
#
# In the game state an agent is {"res": reserves, "asp": [aspect...],
# "next": next free aspect id}; an aspect is a dict with
#   "id"    stable within the agent (the aspects of the file keep their index)
#   "kind"  "ordinary" | "special" | "equipment" | "negative" | "relation"
#   "ex"    exhausted?
# and, by kind, "ref" (index of the aspect in the file: its name), "cond"
# (index into the file's negatives: a negative aspect given in play), "perm"
# (negative: permanent), "to" and "level" (relation: towards agent `to`,
# level -2..2). Names stay in the data; the state holds only ids.
from shared.carddata import CardDataError
from shared.rules import require

# relationship levels: index = level + 2
LEVEL_NAMES = ("full_distrust", "partial_distrust", "neutral",
               "partial_trust", "full_trust")
FULL_DISTRUST = -2
PARTIAL_DISTRUST = -1
NEUTRAL = 0
PARTIAL_TRUST = 1
FULL_TRUST = 2

FILE_KINDS = ("ordinary", "special", "equipment", "negative")
MAX_AGENTS = 8
MAX_CHARACTER = 10   # ordinary + special aspects of an agent ("1 - 10 karet aspektů")
MAX_EQUIPMENT = 6
MAX_NEGATIVE = 12    # negative aspects an agent can carry (also in play)

DATA_KIND = "party"
DATA_SCHEMA = ("dict", {
    "lang": ("enum", ("cs", "en", "it")),
    "mission": ("dict", {
        "name": ("str", 40),
        "threats": ("list", ("str", 40), 1, 8),
        "ohrozeni": ("int", 0, 7),
        "reserves": ("int", 0, 40),
    }, ("name", "ohrozeni", "reserves")),
    "negatives": ("list", ("str", 30), 1, 20),
    "agents": ("list", ("dict", {
        "id": ("str", 16),
        "name": ("str", 30),
        "player": ("str", 30),
        "reserves": ("int", 0, 20),
        "aspects": ("list", ("dict", {
            "name": ("str", 40),
            "kind": ("enum", FILE_KINDS),
            "exhausted": ("bool",),
            "permanent": ("bool",),
        }, ("exhausted", "permanent")), 1, MAX_CHARACTER + MAX_EQUIPMENT + MAX_NEGATIVE),
        "relationships": ("map", ("enum", LEVEL_NAMES)),
    }, ("player", "reserves", "relationships")), 1, MAX_AGENTS),
})


def check_data(data, file):
    """What the schema cannot say: unique ids, relationships towards known
    agents, how many aspects of each kind, non-empty names."""
    ids = [agent["id"] for agent in data["agents"]]
    _check_names(data, file)
    for i in range(len(ids)):
        path = "data.agents[%d]" % i
        if ids[i] == "":
            raise CardDataError(file, path + ".id", "must not be empty")
        if ids[i] in ids[:i]:
            raise CardDataError(file, path + ".id", "duplicate agent id '%s'" % ids[i])
    for i in range(len(ids)):
        agent = data["agents"][i]
        path = "data.agents[%d]" % i
        _check_aspects(agent["aspects"], file, path + ".aspects")
        relationships = agent.get("relationships", {})
        for other in sorted(relationships):
            where = path + ".relationships." + other
            if other == ids[i]:
                raise CardDataError(file, where, "an agent has no relationship with itself")
            if other not in ids:
                raise CardDataError(file, where, "unknown agent '%s' (agents: %s)"
                                    % (other, ", ".join(ids)))


def _check_names(data, file):
    for i in range(len(data["mission"]["threats"])):
        if not data["mission"]["threats"][i]:
            raise CardDataError(file, "data.mission.threats[%d]" % i, "must not be empty")
    for i in range(len(data["negatives"])):
        if not data["negatives"][i]:
            raise CardDataError(file, "data.negatives[%d]" % i, "must not be empty")
    for i in range(len(data["agents"])):
        if not data["agents"][i]["name"]:
            raise CardDataError(file, "data.agents[%d].name" % i, "must not be empty")


def _check_aspects(aspects, file, path):
    counts = {"ordinary": 0, "special": 0, "equipment": 0, "negative": 0}
    for j in range(len(aspects)):
        aspect = aspects[j]
        counts[aspect["kind"]] += 1
        if not aspect["name"]:
            raise CardDataError(file, "%s[%d].name" % (path, j), "must not be empty")
        if aspect.get("permanent") and aspect["kind"] != "negative":
            raise CardDataError(file, "%s[%d].permanent" % (path, j),
                                "only a negative aspect can be permanent")
    character = counts["ordinary"] + counts["special"]
    if character < 1 or character > MAX_CHARACTER:
        raise CardDataError(file, path, "has %d character aspects (ordinary or special): "
                            "1 to %d allowed" % (character, MAX_CHARACTER))
    if counts["equipment"] > MAX_EQUIPMENT:
        raise CardDataError(file, path, "has %d equipment aspects: at most %d allowed"
                            % (counts["equipment"], MAX_EQUIPMENT))
    if counts["negative"] > MAX_NEGATIVE:
        raise CardDataError(file, path, "has %d negative aspects: at most %d allowed"
                            % (counts["negative"], MAX_NEGATIVE))


# -- the agents in the game state --

def setup_agents(data):
    """The agents at the start of a mission: aspects fresh unless the file
    says exhausted, one relation aspect towards each other agent."""
    agents = data["agents"]
    result = []
    for i in range(len(agents)):
        agent = agents[i]
        aspects = []
        for j in range(len(agent["aspects"])):
            card = agent["aspects"][j]
            aspect = {"id": j, "kind": card["kind"], "ex": card.get("exhausted", False), "ref": j}
            if card["kind"] == "negative":
                aspect["perm"] = card.get("permanent", False)
            aspects.append(aspect)
        relationships = agent.get("relationships", {})
        for b in range(len(agents)):
            if b != i:
                level = LEVEL_NAMES.index(relationships.get(agents[b]["id"], "neutral")) - 2
                aspects.append({"id": len(aspects), "kind": "relation", "to": b,
                                "level": level, "ex": False})
        result.append({"res": agent.get("reserves", 1), "asp": aspects, "next": len(aspects)})
    return result


def find(agent, aspect_id):
    """The aspect of an agent (state) with this id, or None."""
    for aspect in agent["asp"]:
        if aspect["id"] == aspect_id:
            return aspect
    return None


def relation(state, a, b):
    """Agent a's relation aspect towards agent b."""
    for aspect in state["agents"][a]["asp"]:
        if aspect["kind"] == "relation" and aspect["to"] == b:
            return aspect
    raise ValueError("no relation %d -> %d" % (a, b))


def level(state, a, b):
    """How agent a stands towards agent b: -2 (full distrust) .. 2 (full trust)."""
    return relation(state, a, b)["level"]


def negatives(agent):
    """How many negative aspects an agent carries."""
    n = 0
    for aspect in agent["asp"]:
        if aspect["kind"] == "negative":
            n += 1
    return n


def add_negative(agent, like):
    """Give an agent a new, fresh negative aspect named like `like` (a dict
    with "cond" or "ref", and "perm"); return its id."""
    aspect = {"id": agent["next"], "kind": "negative", "ex": False, "perm": like.get("perm", False)}
    if "cond" in like:
        aspect["cond"] = like["cond"]
    else:
        aspect["ref"] = like["ref"]
    agent["next"] += 1
    agent["asp"].append(aspect)
    return aspect["id"]


def character_aspects(data_agent):
    """Ordinary and special aspects in an agent's file entry (the count the
    'aspects' mission length uses: no negative ones, relations or equipment)."""
    n = 0
    for card in data_agent["aspects"]:
        if card["kind"] == "ordinary" or card["kind"] == "special":
            n += 1
    return n


# -- names for the screens (the state holds ids only) --

def agent_name(data, a):
    return data["agents"][a]["name"]


def aspect_name(data, a, aspect):
    """The text of an aspect of agent a: its card, the given negative aspect,
    or the other agent's name for a relation."""
    if aspect["kind"] == "relation":
        return data["agents"][aspect["to"]]["name"]
    if "cond" in aspect:
        return data["negatives"][aspect["cond"]]
    return data["agents"][a]["aspects"][aspect["ref"]]["name"]


# -- carry-over into a following mission --

def next_mission(data, state, change=0, related=True, rewards=None, coordinator_reward=0):
    """The party data of the following mission, after this one has a result.

    Aspects, negative ones included, and relationships carry over, all fresh
    (exhausted aspects are refreshed at a mission start). Each agent starts
    with 1 reserve plus its reward (rewards: {agent id: n}); the Coordinator
    with one per agent plus the players' reward. A related mission starts at
    this mission's starting Ohrožení, changed by `change`: -1 after a strong
    success when that start was raised, +1 after a failure; an unrelated one
    at 0."""
    result = state["result"]
    require(result is not None, "The mission has no result yet")
    require(change in (-1, 0, 1), "Change Ohrožení by -1, 0 or +1")
    start = state["ohr0"] if related else 0
    if change == -1:
        require(related, "Only a related mission inherits Ohrožení")
        require(result["kind"] == "success" and result["grade"] != "narrow",
                "Only a strong success lowers Ohrožení")
        require(start > 0, "Ohrožení was not raised at the start")
    elif change == 1:
        require(related, "Only a related mission inherits Ohrožení")
        require(result["kind"] == "failure", "Only a failure raises Ohrožení")
    rewards = rewards or {}
    agents = []
    for a in range(len(data["agents"])):
        agents.append(_next_agent(data, state, a, rewards.get(data["agents"][a]["id"], 0)))
    mission = dict(data["mission"])
    mission["ohrozeni"] = start + change
    mission["reserves"] = len(agents) + coordinator_reward
    return {"lang": data["lang"], "mission": mission,
            "negatives": list(data["negatives"]), "agents": agents}


def _next_agent(data, state, a, reward):
    old = data["agents"][a]
    aspects = []
    relationships = {}
    for aspect in state["agents"][a]["asp"]:
        if aspect["kind"] == "relation":
            relationships[data["agents"][aspect["to"]]["id"]] = LEVEL_NAMES[aspect["level"] + 2]
            continue
        card = {"name": aspect_name(data, a, aspect), "kind": aspect["kind"]}
        if aspect.get("perm"):
            card["permanent"] = True
        aspects.append(card)
    agent = {"id": old["id"], "name": old["name"], "reserves": 1 + reward,
             "aspects": aspects, "relationships": relationships}
    if "player" in old:
        agent["player"] = old["player"]
    return agent
