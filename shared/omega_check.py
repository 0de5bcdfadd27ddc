# Checking a Projekt Omega party file (the format: shared/omega_party.py):
# the schema, and what a schema cannot say.
#
# Imported only while a file is checked (shared/omega.py check_data): the
# device checks a file once, when a mission starts with it (or writes the
# next mission's), and drops this module afterwards (firmware/session.py).
from shared.carddata import CardDataError, check, report
from shared.omega_party import LEVEL_NAMES, MAX_NEGATIVE

FILE_KINDS = ("ordinary", "special", "equipment", "negative")
MAX_AGENTS = 8
MAX_CHARACTER = 10   # ordinary + special aspects of an agent ("1 - 10 karet aspektů")
MAX_EQUIPMENT = 6

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
    """The schema, then what it cannot say: unique ids, relationships towards
    known agents, how many aspects of each kind, non-empty names."""
    check(data, DATA_SCHEMA, file, "data")
    ids = [agent["id"] for agent in data["agents"]]
    _check_names(data, file)
    for i in range(len(ids)):
        path = "data.agents[%d]" % i
        if ids[i] == "":
            report(CardDataError(file, path + ".id", "must not be empty"))
        if ids[i] in ids[:i]:
            report(CardDataError(file, path + ".id", "duplicate agent id '%s'" % ids[i]))
    for i in range(len(ids)):
        agent = data["agents"][i]
        path = "data.agents[%d]" % i
        _check_aspects(agent["aspects"], file, path + ".aspects")
        relationships = agent.get("relationships", {})
        for other in sorted(relationships):
            where = path + ".relationships." + other
            if other == ids[i]:
                report(CardDataError(file, where, "an agent has no relationship with itself"))
            if other not in ids:
                report(CardDataError(file, where, "unknown agent '%s' (agents: %s)"
                                       % (other, ", ".join(ids))))


def _check_names(data, file):
    for i in range(len(data["mission"]["threats"])):
        if not data["mission"]["threats"][i]:
            report(CardDataError(file, "data.mission.threats[%d]" % i, "must not be empty"))
    for i in range(len(data["negatives"])):
        if not data["negatives"][i]:
            report(CardDataError(file, "data.negatives[%d]" % i, "must not be empty"))
    for i in range(len(data["agents"])):
        if not data["agents"][i]["name"]:
            report(CardDataError(file, "data.agents[%d].name" % i, "must not be empty"))


def _check_aspects(aspects, file, path):
    counts = {"ordinary": 0, "special": 0, "equipment": 0, "negative": 0}
    for j in range(len(aspects)):
        aspect = aspects[j]
        counts[aspect["kind"]] += 1
        if not aspect["name"]:
            report(CardDataError(file, "%s[%d].name" % (path, j), "must not be empty"))
        if aspect.get("permanent") and aspect["kind"] != "negative":
            report(CardDataError(file, "%s[%d].permanent" % (path, j),
                                  "only a negative aspect can be permanent"))
    character = counts["ordinary"] + counts["special"]
    if character < 1 or character > MAX_CHARACTER:
        report(CardDataError(file, path, "has %d character aspects (ordinary or special): "
                             "1 to %d allowed" % (character, MAX_CHARACTER)))
    if counts["equipment"] > MAX_EQUIPMENT:
        report(CardDataError(file, path, "has %d equipment aspects: at most %d allowed"
                             % (counts["equipment"], MAX_EQUIPMENT)))
    if counts["negative"] > MAX_NEGATIVE:
        report(CardDataError(file, path, "has %d negative aspects: at most %d allowed"
                             % (counts["negative"], MAX_NEGATIVE)))
