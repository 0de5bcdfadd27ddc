# Projekt Omega's device screens (shared/omega.py is the rule module): the
# Coordinator's mission tracker. The plug-in contract is in docs/firmware.md;
# this package keeps each screen in its own module, imported when it is first
# opened (the rule modules already take much of the heap):
#
#   dashboard.py  the mission at a glance (the main screen)
#   guided.py     the guided test: aspects, disadvantages, the draw or the
#                 colours of real cards, the result
#   agents.py     the agents: a list, each agent's sheet, an agent's actions
#   rest.py       the rest scene
#   end.py        the end of the mission, and the next mission's party file
#   words.py      names from the party file, moves and events in words
#   rows.py       the list screen they build on
#
# Words: firmware/lang/omega_it.py and omega_cs.py (Czech terms in Czech:
# Ohrožení, Milník; Italian and English use their own, see those files).

TITLE = "Projekt Omega"

OPTION_NAMES = {
    "deck": "Cards",
    "reshuffle": "Reshuffle",
    "unit": "Threshold",
    "length": "Threat limit",
    "milestones": "Milestones",
    "grading": "Result grading",
    "full_distrust": "Full distrust",
    "extra_ohrozeni": "Threat at the start",
    "extra_reserves": "Coordinator reserves",
}


def option_text(tr, name, value):
    """Option values in words (the new-game screen shows "name: value")."""
    if name == "deck":
        return tr("real cards") if value == "physical" else tr("device, {0}", value)
    if name == "reshuffle":
        return tr("when empty") if value == "empty" else tr("every scene")
    if name == "unit":
        return tr("agents, min. 3") if value == "min3" else tr("agents")
    if value == "agents":
        return tr("agents, min. 4")
    if value == "aspects":
        return tr("aspects, min. 4")
    if value == "length":
        return tr("= threat limit")
    if name == "grading":
        return tr("by levels") if value == "levels" else tr("by thirds")
    if name == "full_distrust":
        return tr("extra card") if value == "card" else tr("no extra card")
    if name in ("extra_ohrozeni", "extra_reserves"):
        return "+%d" % value
    return None


def main_scene(session):
    from firmware.games.omega.dashboard import Dashboard
    return Dashboard(session)


def move_text(session, move):
    from firmware.games.omega import words
    return words.move_text(session, move)


def event_text(session, event):
    from firmware.games.omega import words
    return words.event_text(session, event)


def choice_text(session, prefix, item):
    from firmware.games.omega import words
    return words.choice_text(session, prefix, item)


def choose(session, prefix, items):
    """Omega's own pickers for some steps of a move; None: the generic one."""
    verb = prefix[0] if prefix else None
    if verb is None:
        if session.game.phase(session.state) in ("setup", "result"):
            from firmware.games.omega import guided
            return guided.test_screen(session)
        return None
    if prefix == ["cards"]:
        from firmware.games.omega import guided
        return guided.cards_entry(session)
    if verb in ("use", "worsen") and len(prefix) == 2:
        from firmware.games.omega import guided
        return guided.Variant(session, prefix, items)
    if verb == "rest":
        from firmware.games.omega import rest
        return rest.RestScreen(session) if len(prefix) == 1 else \
            rest.RestAspects(session, prefix, items)
    return None


def menu(session):
    """Game-menu entries: the agents, and the mission's result once there is one."""
    app = session.app
    tr = app.tr
    items = [(tr("Agents"), lambda: _push(app, "agents"))]
    if session.state["result"] is not None:
        items.append((tr("Mission result"), lambda: _push(app, "end")))
    return items


def _push(app, key):
    scene = restore(app.session, key)
    if scene is not None:
        app.push(scene)


def restore(session, key):
    """Omega's screens after a power cut (their keys), or None."""
    if key == "test":
        if session.game.phase(session.state) in ("setup", "result"):
            from firmware.games.omega import guided
            return guided.test_screen(session)
        return None
    if key == "agents":
        from firmware.games.omega import agents
        return agents.AgentList(session)
    if isinstance(key, list) and len(key) == 2 and key[0] == "agent":
        a = key[1]
        if type(a) is int and 0 <= a < len(session.state["agents"]):
            from firmware.games.omega import agents
            return agents.AgentSheet(session, a)
        return None
    if key == "rest":
        if "rest" in session.game.choices(session.state, []):
            from firmware.games.omega import rest
            return rest.RestScreen(session)
        return None
    if key == "end" or key == "next":
        if session.state["result"] is None:
            return None
        from firmware.games.omega import end
        return end.EndScreen(session) if key == "end" else end.NextMission(session)
    return None
