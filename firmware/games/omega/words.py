# Projekt Omega screens: names and words. The state holds ids only; the
# names come from the party file (its language), every other word from the
# interface tables (firmware/lang/omega_it.py, omega_cs.py).
#
# Symbols used on every screen, so that nothing is told by colour alone:
#   ✓ a success (black card)     ✗ a complication (red card)
#   ○ a fresh aspect             ● an exhausted one
#   ▲ advantages                 ▼ disadvantages
from shared.omega_party import find, aspect_name


def tr_of(session):
    return session.app.tr


# -- names --

def agent(session, a):
    """An agent's first name, or the whole name if another agent shares it."""
    agents = session.match.data["agents"]
    name = agents[a]["name"]
    first = name.split(" ")[0]
    for b in range(len(agents)):
        if b != a and agents[b]["name"].split(" ")[0] == first:
            return name
    return first


def full_name(session, a):
    return session.match.data["agents"][a]["name"]


def aspect(session, a, aspect_id):
    """The name of aspect `aspect_id` of agent a: from the state, or, for an
    aspect no longer there (removed, or undone), from the party file, whose
    aspects and then relations keep their order as ids."""
    data = session.match.data
    found = find(session.state["agents"][a], aspect_id)
    if found is not None:
        return aspect_name(data, a, found)
    cards = data["agents"][a]["aspects"]
    if 0 <= aspect_id < len(cards):
        return cards[aspect_id]["name"]
    k = aspect_id - len(cards)
    others = [b for b in range(len(data["agents"])) if b != a]
    if 0 <= k < len(others):
        return agent(session, others[k])
    return tr_of(session)("aspect {0}", aspect_id)


def negative(session, n):
    """The n-th negative aspect of the Coordinator's list."""
    return session.match.data["negatives"][n]


def level(tr, value):
    """A relationship level -2..2 in words."""
    if value == -2:
        return tr("full distrust")
    if value == -1:
        return tr("partial distrust")
    if value == 1:
        return tr("partial trust")
    if value == 2:
        return tr("full trust")
    return tr("neutral")


def mode(tr, value):
    """How a scene runs: with the initiative, under pressure, or (a tie) as
    the first card drawn decides."""
    if value == "initiative":
        return tr("initiative")
    if value == "pressure":
        return tr("under pressure")
    if value == "card":
        return tr("the first card decides")
    return tr("level piles")


def result(tr, kind, grade):
    """A mission's result in words."""
    if kind == "pyrrhic":
        return tr("Pyrrhic victory")
    if kind == "success":
        if grade == "narrow":
            return tr("Narrow success")
        if grade == "total":
            return tr("Total success")
        return tr("Success")
    if grade == "narrow":
        return tr("Narrow failure")
    if grade == "total":
        return tr("Total fiasco")
    return tr("Failure")


def cards(colours):
    """Card colours "brb" as ✓✗✓."""
    return colours.replace("b", "✓").replace("r", "✗")


def use_text(tr, use):
    """What a reserve was spent on."""
    if use == "detail":
        return tr("describe a detail")
    if use == "item":
        return tr("find an item")
    if use == "vote":
        return tr("add a vote")
    if use == "reach":
        return tr("reach the others")
    if use == "special":
        return tr("a special aspect")
    if use == "temp":
        return tr("a temporary aspect")
    if use == "ignore":
        return tr("ignore a disadvantage")
    if use == "overcome":
        return tr("overcome distrust")
    return tr("refresh an aspect")


# -- moves (undo, redo, history) --

def test_agent(session, move):
    """The agent of the test a test step belongs to: the test open now, or
    the last ["test", a] before the move in the match's move list."""
    moves = session.match.moves
    i = len(moves) - 1
    while i >= 0 and moves[i] is not move:
        i -= 1
    if i < 0:
        test = session.state["test"]
        if test is not None:
            return test["agent"]
        i = len(moves)
    i -= 1
    while i >= 0:
        if moves[i][0] == "test":
            return moves[i][1]
        i -= 1
    return 0        # not reached: every test step follows its ["test", a]


def move_text(session, move):
    tr = tr_of(session)
    verb = move[0]
    args = move[1:]
    if verb == "scene":
        return tr("start a scene: {0}", mode(tr, args[0])) if args else tr("start a scene")
    if verb == "end":
        return tr("end the scene")
    if verb == "test":
        return tr("test: {0}", agent(session, args[0]))
    if verb == "rest":
        return tr("{0} rests", agent(session, args[0]))
    if verb == "leave":
        return tr("{0} leaves the scene", agent(session, args[0]))
    if verb == "join":
        return tr("{0} joins the scene", agent(session, args[0]))
    if verb == "relate":
        return "%s → %s: %s" % (agent(session, args[0]), agent(session, args[1]),
                                level(tr, args[2]))
    if verb == "refresh":
        return tr("refresh {0}", aspect(session, args[0], args[1]))
    if verb == "resupply":
        return tr("resupply {0}", aspect(session, args[0], args[1]))
    if verb == "reserve":
        return tr("{0}: reserve to {1}", agent(session, args[0]), use_text(tr, args[1]))
    if verb == "give":
        return tr("{0} gives {1} a reserve", agent(session, args[0]), agent(session, args[1]))
    if verb == "raise":
        return tr("threat +1 for {0}", agent(session, args[0]))
    if verb == "danger":
        return tr("seek danger")
    if verb in ("draw", "cards", "close", "waive", "spare", "threat", "temp", "betray",
                "heal"):
        return _test_step(session, move)
    a = test_agent(session, move)
    if verb == "use":
        name = aspect(session, a, args[0])
        return tr("exhaust {0}", name) if len(args) > 1 else tr("describe {0}", name)
    if verb == "burden":
        return tr("disadvantage: {0}", aspect(session, a, args[0]))
    if verb == "ignore":
        return tr("ignore {0}", aspect(session, a, args[0]))
    if verb == "remove":
        return tr("remove {0}", aspect(session, a, args[0]))
    if verb == "worsen":
        name = aspect(session, a, args[0])
        return tr("permanent {0}", name) if len(args) > 1 else tr("worsen {0}", name)
    if verb == "overcome":
        return tr("overcome distrust of {0}", agent(session, args[0]))
    if verb == "against":
        return tr("against {0}", agent(session, args[0]))
    if verb == "defend":
        return tr("defend against {0}", agent(session, args[0]))
    if verb == "help":
        return tr("help from {0}", agent(session, args[0]))
    if verb == "wound":
        return "%s: %s" % (agent(session, args[0]), negative(session, args[1]))
    return " ".join(str(x) for x in move)


def _test_step(session, move):
    tr = tr_of(session)
    verb = move[0]
    if verb == "draw":
        test = session.state["test"]
        if test is not None and test["main"] is None:
            from shared.omega_test import preview
            p = preview(session.state)
            n = p["cards"] + p["distrust"]
            return tr.n("draw {0} card", "draw {0} cards", n, n)
        return tr("draw the cards")
    if verb == "cards":
        return tr("cards {0}", cards("".join(move[1:])))
    if verb == "close":
        return tr("close the test")
    if verb == "waive":
        return tr("keep a complication")
    if verb == "spare":
        return tr("keep a success")
    if verb == "threat":
        return tr("threat factor")
    if verb == "temp":
        return tr("temporary aspect")
    if verb == "betray":
        return tr("betray the trust")
    return tr("healing test")


# -- events (the line at the bottom after a move) --

def event_text(session, event):
    tr = tr_of(session)
    kind = event[0]
    if kind == "scene":
        return tr("Scene {0}: {1}", event[1], mode(tr, event[2]))
    if kind == "mode":
        return tr("The first card: {0}", mode(tr, event[1]))
    if kind == "end":
        return tr("Scene {0} ended", event[1])
    if kind == "settled":
        return tr("The result stands: {0}", result(tr, event[1], event[2]))
    if kind == "mission":
        return tr("Mission: {0}", result(tr, event[1], event[2]))
    if kind == "milestone":
        return tr("Milestone {0}!", event[1])
    if kind == "ohrozeni":
        return tr("Threat {0}!", event[1])
    if kind == "rises":
        return tr("Threat +{0} from the next scene", event[1])
    if kind == "result":
        return tr("{0}: ✓{1} ✗{2} to the piles", agent(session, event[1]), event[2], event[3])
    if kind in ("test", "use", "temp", "burden", "ignore", "threat", "overcome", "against",
                "defend", "betray", "heal", "draw", "reshuffle", "waive", "spare", "help",
                "wound", "remove", "worsen"):
        return _test_event(session, event)
    return _scene_event(session, event)


def _test_event(session, event):
    tr = tr_of(session)
    kind = event[0]
    a = event[1]
    if kind == "test":
        return tr("Test: {0}", agent(session, a))
    if kind == "use":
        name = aspect(session, a, event[2])
        return tr("{0}: exhausted, advantage", name) if event[3] else tr("{0}: +1 card", name)
    if kind == "temp":
        return tr("Temporary aspect: +1 card")
    if kind == "burden":
        return tr("{0}: +1 card, disadvantage", aspect(session, a, event[2]))
    if kind == "ignore":
        return tr("{0} ignored for this scene", aspect(session, a, event[2]))
    if kind == "threat":
        return tr("Threat factor {0}: disadvantage", event[2])
    if kind == "overcome":
        return tr("Distrust of {0} overcome", agent(session, event[2]))
    if kind == "against":
        return tr("{0} acts against {1}", agent(session, a), agent(session, event[2]))
    if kind == "defend":
        return tr("{0} defends against {1}", agent(session, a), agent(session, event[2]))
    if kind == "betray":
        if event[3] == 2:
            return tr("Trust betrayed: {0} cannot act against {1} this scene",
                      agent(session, event[2]), agent(session, a))
        return tr("Trust betrayed: +1 success")
    if kind == "heal":
        return tr("Healing test")
    if kind == "draw":
        text = cards(event[2])
        if event[3]:
            text += " + " + cards(event[3])
        test = session.state["test"]
        if test is not None and test["main"] is not None:
            from shared.omega_test import tally
            t = tally(test)
            text += " → ✓%d ✗%d" % (t["successes"], t["complications"])
        return text
    if kind == "reshuffle":
        return tr("Deck reshuffled")
    if kind == "waive":
        return tr("A complication kept")
    if kind == "spare":
        return tr("A success kept")
    if kind == "help":
        return tr("{0} cancels a complication", agent(session, a))
    if kind == "wound":
        return tr("{0}: new negative aspect {1}", agent(session, a), negative(session, event[3]))
    if kind == "remove":
        return tr("{0} removed", _removed_name(session, event))
    # worsen
    name = aspect(session, a, event[3])
    return tr("{0}: permanent {1}", agent(session, a), name) if event[4] else \
        tr("{0}: {1} once more", agent(session, a), name)


def _removed_name(session, event):
    data = session.match.data
    if event[3] >= 0:
        return negative(session, event[3])
    return data["agents"][event[1]]["aspects"][event[4]]["name"]


def _scene_event(session, event):
    tr = tr_of(session)
    kind = event[0]
    if kind == "rest":
        if event[3]:
            return tr("{0}: interrupted rest, {1} refreshed", agent(session, event[1]), event[2])
        return tr("{0} rested: {1} refreshed", agent(session, event[1]), event[2])
    if kind == "refresh":
        return tr("{0} refreshed", aspect(session, event[1], event[2]))
    if kind == "resupply":
        return tr("{0} resupplied", aspect(session, event[1], event[2]))
    if kind == "reserve":
        if event[2] in ("detail", "item", "vote", "reach"):
            return tr("{0}: reserve to {1} ({2} left)", agent(session, event[1]),
                      use_text(tr, event[2]), event[3])
        return tr("{0}: {1} reserves left", agent(session, event[1]), event[3])
    if kind == "give":
        return tr("{0} gives {1} a reserve", agent(session, event[1]), agent(session, event[2]))
    if kind == "raise":
        return tr("Threat +{0} for {1}; Coordinator: {2} reserves", event[2],
                  agent(session, event[1]), event[3])
    if kind == "danger":
        return tr("The agents seek danger")
    if kind == "leave":
        return tr("{0} leaves the scene", agent(session, event[1]))
    if kind == "join":
        return tr("{0} joins the scene", agent(session, event[1]))
    if kind == "relate":
        return "%s → %s: %s" % (agent(session, event[1]), agent(session, event[2]),
                                level(tr, event[4]))
    return ""


# -- items of the move builder --

def verb_text(session, verb):
    tr = tr_of(session)
    if verb == "scene":
        from shared.omega_track import opening
        how = opening(session.state)
        # the piles decide how it opens, or (level) the next step asks
        return tr("Next scene: {0}", mode(tr, how)) if how else tr("Next scene") + "…"
    if verb == "relate":
        return tr("Change a relationship")
    if verb == "refresh":
        return tr("Refresh an aspect (reserve)")
    if verb == "test":
        return tr("Test")
    if verb == "rest":
        return tr("Rest")
    if verb == "end":
        return tr("End the scene")
    if verb == "leave":
        return tr("Leave the scene")
    if verb == "join":
        return tr("Join the scene")
    if verb == "resupply":
        return tr("Resupply equipment")
    if verb == "reserve":
        return tr("Use a reserve")
    if verb == "give":
        return tr("Give a reserve")
    if verb == "raise":
        return tr("Coordinator: threat +1")
    if verb == "danger":
        return tr("Seek danger")
    return _test_verb_text(tr, verb)


def _test_verb_text(tr, verb):
    if verb == "use":
        return tr("Describe an aspect")
    if verb == "draw":
        return tr("Draw the cards")
    if verb == "cards":
        return tr("Enter the cards")
    if verb == "burden":
        return tr("Negative aspect (disadvantage)")
    if verb == "threat":
        return tr("Threat factor (disadvantage)")
    if verb == "temp":
        return tr("Temporary aspect (reserve)")
    if verb == "ignore":
        return tr("Ignore a negative aspect (reserve)")
    if verb == "overcome":
        return tr("Overcome distrust (reserve)")
    if verb == "against":
        return tr("Act against an agent")
    if verb == "defend":
        return tr("Defend against an agent")
    if verb == "betray":
        return tr("Betray their trust")
    if verb == "heal":
        return tr("Healing test")
    if verb == "close":
        return tr("Close the test")
    if verb == "waive":
        return tr("Keep a complication")
    if verb == "spare":
        return tr("Keep a success")
    if verb == "help":
        return tr("Help from a trusted agent")
    if verb == "wound":
        return tr("✗ → negative aspect")
    if verb == "remove":
        return tr("Remove a negative aspect")
    if verb == "worsen":
        return tr("Worsen a negative aspect")
    return verb


AGENT_FIRST = ("test", "rest", "leave", "join", "raise", "reserve", "give", "refresh",
               "resupply", "relate", "overcome", "against", "defend", "help", "wound")
ASPECT_FIRST = ("use", "burden", "ignore", "remove", "worsen")


def choice_text(session, prefix, item):
    tr = tr_of(session)
    if not prefix:
        return verb_text(session, item)
    verb = prefix[0]
    depth = len(prefix)
    state = session.state
    if verb == "scene":
        return mode(tr, item)
    if verb == "relate" and depth == 2:
        return "%s: %s" % (full_name(session, item),
                           level(tr, _level(state, prefix[1], item)))
    if verb == "relate" and depth == 3:
        return level(tr, item)
    if verb in ("refresh", "resupply") and depth == 2:
        return aspect(session, prefix[1], item)
    if verb == "reserve" and depth == 2:
        return use_text(tr, item)
    if verb == "wound" and depth == 2:
        return negative(session, item)
    if verb == "rest" and depth >= 2:
        return aspect(session, prefix[1], item)
    if verb in ASPECT_FIRST:
        if item == "exhaust":
            return tr("Exhaust: advantage")
        if item == "permanent":
            return tr("Permanent")
        return aspect(session, state["test"]["agent"], item)
    if verb == "cards":
        return "✓ " + tr("black") if item == "b" else "✗ " + tr("red")
    if verb in AGENT_FIRST:
        return full_name(session, item)
    return str(item)


def _level(state, a, b):
    from shared.omega_party import level as level_of
    return level_of(state, a, b)
