# Projekt Omega: the test, a guided sequence of moves.
#
#   ["test", a]                 agent a starts a test (in omega.py)
# then, before the cards are drawn, in any order:
#   ["use", id] / ["use", id, "exhaust"]
#                               describe an aspect (+1 card); exhausted, it is
#                               an advantage. A special aspect costs a reserve;
#                               equipment needs a character aspect described
#                               first; a relation counts as an aspect: trust
#                               towards an agent present, distrust when
#                               defending against that agent
#   ["temp"]                    reserve: a temporary aspect (+1 card, never exhausted)
#   ["burden", id]              the Coordinator exhausts a negative aspect of
#                               the agent: +1 card and a disadvantage
#   ["ignore", id]              reserve: that negative aspect is ignored (no card,
#                               no disadvantage), and for the rest of the scene
#   ["threat"]                  the Coordinator adds a threatening factor: a
#                               disadvantage, up to Ohrožení (+ his raises)
#   ["overcome", b]             reserve: distrust towards b does not count this test
#   ["against", b]              the agent acts against agent b
#   ["defend", b]               the agent answers an action of agent b against them
#   ["betray"]                  acting against b who trusts the agent: b's trust is
#                               spent (partial: +1 success; full: b cannot act
#                               against the agent for the rest of the scene)
#   ["heal"]                    the test removes negative aspects
#   ["draw"] (virtual deck, cannot be undone) or ["cards", c, c, ...] (the
#   colours "b"/"r" of physical cards: the main cards, then one per distrust)
# then, with the cards on the table:
#   ["waive"]                   the player keeps one complication an advantage removed
#   ["spare"]                   the Coordinator keeps one success a disadvantage removed
#   ["help", b]                 b, whom the agent trusts, cancels one complication
#                               with one of b's successes of this scene
#   ["wound", t, n]             a complication becomes negative aspect n (of the
#                               party file's list) of agent t; it does not count
#   ["remove", id]              heal: a success removes a negative aspect
#   ["worsen", id] / ["worsen", id, "permanent"]
#                               heal: a complication strengthens a negative aspect
#   ["close"]                   the cards join the mission piles
#
# The test record (state["test"]): agent, used, exh (ids exhausted for an
# advantage), temp, burden, ignored, threat, over, versus (-1 or the
# opponent), role ("against"/"defend"), betray (0, or the level of the trust
# spent), heal, main (None before the draw, else the colours drawn), extra
# (colours of the distrust cards), waived, spared, helpers, converted, removed.
from shared import omega_deck, omega_track
from shared.omega_party import (find, relation, level, negatives, add_negative,
                                MAX_NEGATIVE, FULL_DISTRUST, PARTIAL_TRUST, FULL_TRUST)
from shared.rules import DONE, IllegalMove

MAX_CARDS = 30   # cards in one test (also keeps the smallest deck from running dry)


def new_test(a):
    return {"agent": a, "used": [], "exh": [], "temp": 0, "burden": [], "ignored": [],
            "threat": 0, "over": [], "versus": -1, "role": None, "betray": 0,
            "heal": False, "main": None, "extra": "", "waived": 0, "spared": 0,
            "helpers": [], "converted": 0, "removed": 0}


# -- what the test amounts to (pure: the screens preview these) --

def present(state, b):
    return b not in state["scene"]["away"]


def main_cards(test):
    """Cards to draw before distrust: 1, +1 per described aspect, temporary
    aspect and negative aspect the Coordinator used (unless ignored)."""
    return 1 + len(test["used"]) + test["temp"] + len(test["burden"]) - len(test["ignored"])


def _distrusted(state, test):
    """Agents present whom the tester distrusts, and whose distrust counts now
    (not overcome with a reserve, not the opponent the agent defends against)."""
    a = test["agent"]
    found = []
    for aspect in state["agents"][a]["asp"]:
        if aspect["kind"] == "relation" and aspect["level"] < 0:
            b = aspect["to"]
            if present(state, b) and b not in test["over"] and \
                    not (test["role"] == "defend" and test["versus"] == b):
                found.append(aspect)
    return found


def distrust_cards(state, test):
    """Extra cards for distrust: one per distrusted agent present (full
    distrust too, unless the option says only "no advantages")."""
    n = 0
    for aspect in _distrusted(state, test):
        if aspect["level"] != FULL_DISTRUST or state["opts"]["full_distrust"] == "card":
            n += 1
    return n


def no_advantage(state, test):
    """Full distrust of an agent present: no aspect can be an advantage."""
    for aspect in _distrusted(state, test):
        if aspect["level"] == FULL_DISTRUST:
            return True
    return False


def disadvantages(test):
    return len(test["burden"]) - len(test["ignored"]) + test["threat"]


def threat_cap(state, a):
    """Threat disadvantages the Coordinator may put on agent a in one test:
    the current Ohrožení (the mission's last one if the agents seek danger),
    plus the Ohrožení he raised for a in this scene with his reserves."""
    scene = state["scene"]
    top = omega_track.ohrozeni(state)
    if scene["danger"]:
        top = max(top, state["limit"])
    return top + scene["raise"][a]


def preview(state):
    """The test being prepared, for the screen: cards to draw, advantages,
    disadvantages, whether advantages are barred, the threat cap."""
    test = state["test"]
    return {"cards": main_cards(test), "distrust": distrust_cards(state, test),
            "advantages": len(test["exh"]), "disadvantages": disadvantages(test),
            "no_advantage": no_advantage(state, test),
            "threat_cap": threat_cap(state, test["agent"])}


def tally(test):
    """The drawn cards after advantages and disadvantages.

    Black distrust cards are discarded. Each advantage removes a complication,
    each disadvantage a success; at least one card stays, and if all would go
    the first card drawn stays. Returns black, red, cut_red, cut_black, then
    successes (+1 for a partial betrayal) and complications (less those that
    trusted agents cancelled)."""
    main = test["main"]
    black = main.count("b")
    red = len(main) - black + test["extra"].count("r")
    cut_red = min(len(test["exh"]), red) - test["waived"]
    cut_black = min(disadvantages(test), black) - test["spared"]
    if black - cut_black + red - cut_red == 0:
        if main[0] == "b":
            cut_black -= 1
        else:
            cut_red -= 1
    bonus = 1 if test["betray"] == PARTIAL_TRUST else 0
    return {"black": black, "red": red, "cut_red": cut_red, "cut_black": cut_black,
            "successes": black - cut_black + bonus,
            "complications": red - cut_red - len(test["helpers"])}


def open_complications(test):
    """Complications not yet turned into negative aspects."""
    return tally(test)["complications"] - test["converted"]


# -- checks: each returns None when the step is legal, else the reason --

def _int(x):
    return type(x) is int


def _other(state, test, b):
    return _int(b) and 0 <= b < len(state["agents"]) and b != test["agent"]


def _room(state, test):
    if main_cards(test) + distrust_cards(state, test) >= MAX_CARDS:
        return IllegalMove("At most {0} cards in one test", MAX_CARDS)
    return None


def _reserve(state, a):
    if state["agents"][a]["res"] < 1:
        return IllegalMove("No reserve left")
    return None


def why_use(state, args):
    test = state["test"]
    a = test["agent"]
    if not (len(args) == 1 or (len(args) == 2 and args[1] == "exhaust")) or not _int(args[0]):
        return IllegalMove("Choose an aspect")
    aspect = find(state["agents"][a], args[0])
    if aspect is None:
        return IllegalMove("No such aspect")
    return _why_use_aspect(state, test, aspect, len(args) == 2)


def _why_use_aspect(state, test, aspect, exhaust):
    if aspect["id"] in test["used"]:
        return IllegalMove("This aspect is already described")
    reason = _why_usable(state, test, aspect) or _room(state, test)
    if reason is None and exhaust:
        if aspect["ex"]:
            reason = IllegalMove("Already exhausted")
        elif no_advantage(state, test):
            reason = IllegalMove("Full distrust: no advantage in this test")
    return reason


def _why_usable(state, test, aspect):
    kind = aspect["kind"]
    if kind == "negative":
        return IllegalMove("Negative aspects are the Coordinator's")
    if kind == "special":
        return _reserve(state, test["agent"])
    if kind == "equipment":
        if aspect["ex"]:
            return IllegalMove("Exhausted equipment cannot be used")
        if not _character_used(state, test) and not _full_defence(test, state):
            return IllegalMove("Equipment needs a character aspect first")
        return None
    if kind == "relation":
        return _why_relation(state, test, aspect)
    return None


def _character_used(state, test):
    agent = state["agents"][test["agent"]]
    for i in test["used"]:
        if find(agent, i)["kind"] in ("ordinary", "special"):
            return True
    return False


def _full_defence(test, state):
    """Defending against a fully distrusted agent: every fitting aspect,
    equipment included, may mitigate the attack."""
    return test["role"] == "defend" and \
        level(state, test["agent"], test["versus"]) == FULL_DISTRUST


def _why_relation(state, test, aspect):
    b = aspect["to"]
    if aspect["level"] > 0:
        if not present(state, b):
            return IllegalMove("Trust counts only with them present")
        if test["versus"] == b:
            return IllegalMove("No trust to lean on in an opponent")
        return None
    if aspect["level"] < 0:
        if not (test["role"] == "defend" and test["versus"] == b):
            return IllegalMove("Distrust helps only against their action")
        return None
    return IllegalMove("A neutral relationship is not an aspect")


def why_temp(state, args):
    if args:
        return IllegalMove("This step takes no choice")
    return _reserve(state, state["test"]["agent"]) or _room(state, state["test"])


def why_burden(state, args):
    test = state["test"]
    if len(args) != 1 or not _int(args[0]):
        return IllegalMove("Choose a negative aspect")
    return _why_burden_aspect(state, test, find(state["agents"][test["agent"]], args[0]))


def _why_burden_aspect(state, test, aspect):
    if aspect is None or aspect["kind"] != "negative":
        return IllegalMove("Choose a negative aspect")
    if aspect["ex"]:
        return IllegalMove("Already exhausted")
    if [test["agent"], aspect["id"]] in state["scene"]["ignored"]:
        return IllegalMove("Ignored for the rest of this scene")
    return _room(state, test)


def why_ignore(state, args):
    test = state["test"]
    if len(args) != 1 or args[0] not in test["burden"]:
        return IllegalMove("Choose a negative aspect used in this test")
    if args[0] in test["ignored"]:
        return IllegalMove("Already ignored")
    return _reserve(state, test["agent"])


def why_threat(state, args):
    test = state["test"]
    if args:
        return IllegalMove("This step takes no choice")
    cap = threat_cap(state, test["agent"])
    if test["threat"] >= cap:
        return IllegalMove("Ohrožení allows {0} threat disadvantages here", cap)
    return None


def why_overcome(state, args):
    test = state["test"]
    if len(args) != 1 or not _other(state, test, args[0]):
        return IllegalMove("Choose another agent")
    b = args[0]
    if level(state, test["agent"], b) >= 0:
        return IllegalMove("No distrust to overcome")
    if b in test["over"]:
        return IllegalMove("Already overcome")
    if not present(state, b) or (test["role"] == "defend" and test["versus"] == b):
        return IllegalMove("This distrust does not count now")
    return _reserve(state, test["agent"])


def _why_versus(state, args):
    test = state["test"]
    if len(args) != 1 or not _other(state, test, args[0]):
        return IllegalMove("Choose another agent")
    if test["versus"] >= 0:
        return IllegalMove("The opponent is already chosen")
    if args[0] in _relied_on(state, test):
        return IllegalMove("No trust to lean on in an opponent")
    return None


def why_against(state, args):
    reason = _why_versus(state, args)
    if reason is None and [state["test"]["agent"], args[0]] in state["scene"]["bound"]:
        reason = IllegalMove("Full trust betrayed: no action against them")
    return reason


def why_defend(state, args):
    return _why_versus(state, args)


def _relied_on(state, test):
    agent = state["agents"][test["agent"]]
    found = []
    for i in test["used"]:
        aspect = find(agent, i)
        if aspect["kind"] == "relation":
            found.append(aspect["to"])
    return found


def why_betray(state, args):
    test = state["test"]
    if args:
        return IllegalMove("This step takes no choice")
    if test["role"] != "against":
        return IllegalMove("Betrayal needs an action against them")
    if test["betray"]:
        return IllegalMove("Already betrayed")
    trust = relation(state, test["versus"], test["agent"])
    if trust["level"] <= 0:
        return IllegalMove("They do not trust this agent")
    if trust["ex"]:
        return IllegalMove("Their trust is exhausted")
    return None


def why_heal(state, args):
    test = state["test"]
    if args:
        return IllegalMove("This step takes no choice")
    if test["heal"]:
        return IllegalMove("Already a healing test")
    if not _removable(state["agents"][test["agent"]]):
        return IllegalMove("No negative aspect to remove")
    return None


def _removable(agent):
    for aspect in agent["asp"]:
        if aspect["kind"] == "negative" and not aspect["perm"]:
            return True
    return False


def why_draw(state, args):
    if args:
        return IllegalMove("This step takes no choice")
    if state["deck"] is None:
        return IllegalMove("Enter the colours of the cards")
    return None


def why_cards(state, args):
    test = state["test"]
    if state["deck"] is not None:
        return IllegalMove("The device draws: use its deck")
    n = main_cards(test) + distrust_cards(state, test)
    if len(args) != n:
        return IllegalMove("Enter the colours of {0} cards", n)
    for colour in args:
        if colour != "b" and colour != "r":
            return IllegalMove("A card is black (b) or red (r)")
    return None


def why_waive(state, args):
    if args:
        return IllegalMove("This step takes no choice")
    return _before_adjusting(state["test"]) or \
        _positive(tally(state["test"])["cut_red"], "No complication was removed")


def why_spare(state, args):
    if args:
        return IllegalMove("This step takes no choice")
    return _before_adjusting(state["test"]) or \
        _positive(tally(state["test"])["cut_black"], "No success was removed")


def _before_adjusting(test):
    if test["helpers"] or test["converted"] or test["removed"]:
        return IllegalMove("Only before help and negative aspects")
    return None


def _positive(n, template):
    return None if n > 0 else IllegalMove(template)


def why_help(state, args):
    test = state["test"]
    if len(args) != 1 or not _other(state, test, args[0]):
        return IllegalMove("Choose another agent")
    b = args[0]
    trust = level(state, test["agent"], b)
    if trust <= 0:
        return IllegalMove("Only an agent they trust can help")
    if not present(state, b):
        return IllegalMove("They are not in this scene")
    if test["versus"] == b:
        return IllegalMove("No help from an opponent")
    if state["scene"]["spare"][b] < 1:
        return IllegalMove("They have no success of this scene to give")
    if trust == PARTIAL_TRUST and b in test["helpers"]:
        return IllegalMove("Partial trust: one complication per test")
    return _positive(open_complications(test), "No complication to cancel")


def why_wound(state, args):
    test = state["test"]
    if len(args) != 2 or not _int(args[0]) or not _int(args[1]) or \
            not 0 <= args[0] < len(state["agents"]) or not 0 <= args[1] < state["negatives"]:
        return IllegalMove("Choose an agent and a negative aspect")
    if not present(state, args[0]):
        return IllegalMove("They are not in this scene")
    if negatives(state["agents"][args[0]]) >= MAX_NEGATIVE:
        return IllegalMove("At most {0} negative aspects", MAX_NEGATIVE)
    return _positive(open_complications(test), "No complication left")


def why_remove(state, args):
    test = state["test"]
    if not test["heal"]:
        return IllegalMove("Only a healing test removes aspects")
    if len(args) != 1 or not _int(args[0]):
        return IllegalMove("Choose a negative aspect")
    aspect = find(state["agents"][test["agent"]], args[0])
    if aspect is None or aspect["kind"] != "negative":
        return IllegalMove("Choose a negative aspect")
    if aspect["perm"]:
        return IllegalMove("A permanent aspect cannot be removed")
    return _positive(tally(test)["successes"] - test["removed"], "No success left")


def why_worsen(state, args):
    test = state["test"]
    if not test["heal"]:
        return IllegalMove("Only a healing test worsens aspects")
    if not (len(args) == 1 or (len(args) == 2 and args[1] == "permanent")) or not _int(args[0]):
        return IllegalMove("Choose a negative aspect")
    agent = state["agents"][test["agent"]]
    aspect = find(agent, args[0])
    if aspect is None or aspect["kind"] != "negative":
        return IllegalMove("Choose a negative aspect")
    if negatives(agent) >= MAX_NEGATIVE:
        return IllegalMove("At most {0} negative aspects", MAX_NEGATIVE)
    return _positive(open_complications(test), "No complication left")


def why_close(state, args):
    test = state["test"]
    if args:
        return IllegalMove("This step takes no choice")
    if test["heal"] and open_complications(test) > 0 and \
            negatives(state["agents"][test["agent"]]) < MAX_NEGATIVE:
        return IllegalMove("Each complication must worsen a negative aspect")
    return None


# -- doing the steps (called only after the check said yes) --

def do_use(state, args):
    test = state["test"]
    a = test["agent"]
    agent = state["agents"][a]
    aspect = find(agent, args[0])
    test["used"].append(aspect["id"])
    events = [["use", a, aspect["id"], len(args) == 2]]
    if aspect["kind"] == "special":
        events.append(_spend(state, a, "special"))
    if len(args) == 2:
        aspect["ex"] = True
        test["exh"].append(aspect["id"])
    return events


def _spend(state, a, use):
    agent = state["agents"][a]
    agent["res"] -= 1
    return ["reserve", a, use, agent["res"]]


def do_temp(state, args):
    test = state["test"]
    test["temp"] += 1
    return [_spend(state, test["agent"], "temp"), ["temp", test["agent"], test["temp"]]]


def do_burden(state, args):
    test = state["test"]
    find(state["agents"][test["agent"]], args[0])["ex"] = True
    test["burden"].append(args[0])
    return [["burden", test["agent"], args[0]]]


def do_ignore(state, args):
    test = state["test"]
    test["ignored"].append(args[0])
    state["scene"]["ignored"].append([test["agent"], args[0]])   # for the whole scene
    return [_spend(state, test["agent"], "ignore"), ["ignore", test["agent"], args[0]]]


def do_threat(state, args):
    test = state["test"]
    test["threat"] += 1
    return [["threat", test["agent"], test["threat"]]]


def do_overcome(state, args):
    test = state["test"]
    test["over"].append(args[0])
    return [_spend(state, test["agent"], "overcome"), ["overcome", test["agent"], args[0]]]


def do_against(state, args):
    return _versus(state, args[0], "against")


def do_defend(state, args):
    return _versus(state, args[0], "defend")


def _versus(state, b, role):
    test = state["test"]
    test["versus"] = b
    test["role"] = role
    return [[role, test["agent"], b]]


def do_betray(state, args):
    test = state["test"]
    a, b = test["agent"], test["versus"]
    trust = relation(state, b, a)
    trust["ex"] = True
    test["betray"] = trust["level"]
    if trust["level"] == FULL_TRUST:
        state["scene"]["bound"].append([b, a])   # b cannot act against a this scene
    return [["betray", a, b, trust["level"]]]


def do_heal(state, args):
    state["test"]["heal"] = True
    return [["heal", state["test"]["agent"]]]


def do_draw(state, args):
    test = state["test"]
    size = state["opts"]["deck"]
    main, events = omega_deck.draw(state, main_cards(test), size)
    extra, more = omega_deck.draw(state, distrust_cards(state, test), size)
    return _drawn(state, main, extra, events + more)


def do_cards(state, args):
    n = main_cards(state["test"])
    return _drawn(state, "".join(args[:n]), "".join(args[n:]), [])


def _drawn(state, main, extra, events):
    test = state["test"]
    test["main"] = main
    test["extra"] = extra
    events.append(["draw", test["agent"], main, extra])
    scene = state["scene"]
    if scene["first"] is None:
        scene["first"] = main[0]
        if scene["mode"] == "card":   # a tie decided by the first card of the scene
            scene["mode"] = "initiative" if main[0] == "b" else "pressure"
            events.append(["mode", scene["mode"]])
    return events


def do_waive(state, args):
    state["test"]["waived"] += 1
    return [["waive", state["test"]["agent"]]]


def do_spare(state, args):
    state["test"]["spared"] += 1
    return [["spare", state["test"]["agent"]]]


def do_help(state, args):
    test = state["test"]
    b = args[0]
    state["scene"]["spare"][b] -= 1
    test["helpers"].append(b)
    return [["help", b, test["agent"]]]


def do_wound(state, args):
    t, n = args
    test = state["test"]
    test["converted"] += 1
    new_id = add_negative(state["agents"][t], {"cond": n})
    return [["wound", t, new_id, n]]


def do_remove(state, args):
    test = state["test"]
    a = test["agent"]
    agent = state["agents"][a]
    aspect = find(agent, args[0])
    agent["asp"].remove(aspect)
    test["removed"] += 1
    return [["remove", a, aspect["id"], aspect.get("cond", -1), aspect.get("ref", -1)]]


def do_worsen(state, args):
    test = state["test"]
    a = test["agent"]
    agent = state["agents"][a]
    like = dict(find(agent, args[0]))
    like["perm"] = len(args) == 2
    test["converted"] += 1
    return [["worsen", a, args[0], add_negative(agent, like), like["perm"]]]


def do_close(state, args):
    test = state["test"]
    a = test["agent"]
    result = tally(test)
    counted = result["complications"] - test["converted"]
    state["scene"]["spare"][a] += result["successes"] - test["removed"]
    state["test"] = None
    events = [["result", a, result["successes"], counted]]
    return events + omega_track.add(state, result["successes"], counted)


# -- choices: the legal next items of each step --
# Each next_<step>(state, args, first) lists the legal items after args;
# with first=True it may stop at the first one (enough to offer the step).

def _each(state, args, candidates, why, first=False):
    """Next items of a one-choice step."""
    if not args:
        found = []
        for x in candidates:
            if why(state, [x]) is None:
                found.append(x)
                if first:
                    break
        return found
    return [DONE] if len(args) == 1 and why(state, args) is None else []


def _plain(state, args, why):
    """Next items of a step without choices."""
    return [DONE] if not args and why(state, []) is None else []


def _aspects(state, why_aspect, first):
    """Ids of the tester's aspects for which why_aspect(state, test, aspect)
    says yes."""
    test = state["test"]
    found = []
    for aspect in state["agents"][test["agent"]]["asp"]:
        if why_aspect(state, test, aspect) is None:
            found.append(aspect["id"])
            if first:
                break
    return found


def _agents(state):
    return range(len(state["agents"]))


def next_use(state, args, first=False):
    if not args:
        return _aspects(state, lambda s, t, x: _why_use_aspect(s, t, x, False), first)
    if len(args) == 1:
        found = [DONE] if why_use(state, args) is None else []
        if found and why_use(state, args + ["exhaust"]) is None:
            found.append("exhaust")
        return found
    return [DONE] if len(args) == 2 and why_use(state, args) is None else []


def next_burden(state, args, first=False):
    if not args:
        return _aspects(state, _why_burden_aspect, first)
    return _each(state, args, (), why_burden)


def next_ignore(state, args, first=False):
    return _each(state, args, state["test"]["burden"], why_ignore, first)


def next_overcome(state, args, first=False):
    if not args and state["agents"][state["test"]["agent"]]["res"] < 1:
        return []
    return _each(state, args, _agents(state), why_overcome, first)


def next_against(state, args, first=False):
    return _each(state, args, _agents(state), why_against, first)


def next_defend(state, args, first=False):
    return _each(state, args, _agents(state), why_defend, first)


def next_help(state, args, first=False):
    return _each(state, args, _agents(state), why_help, first)


def next_remove(state, args, first=False):
    return _each(state, args, _negative_ids(state), why_remove, first)


def _negative_ids(state):
    agent = state["agents"][state["test"]["agent"]]
    return [x["id"] for x in agent["asp"] if x["kind"] == "negative"]


def next_cards(state, args, first=False):
    if state["deck"] is not None:
        return []
    test = state["test"]
    n = main_cards(test) + distrust_cards(state, test)
    for colour in args:
        if colour != "b" and colour != "r":
            return []
    if len(args) < n:
        return ["b", "r"]
    return [DONE] if why_cards(state, args) is None else []


def next_wound(state, args, first=False):
    if not args:
        return _each(state, [], _agents(state), lambda s, a: why_wound(s, [a[0], 0]), first)
    if len(args) == 1:
        if why_wound(state, [args[0], 0]) is not None:
            return []
        return list(range(state["negatives"]))
    return [DONE] if len(args) == 2 and why_wound(state, args) is None else []


def next_worsen(state, args, first=False):
    if not args:
        return _each(state, args, _negative_ids(state), why_worsen, first)
    if len(args) == 1:
        return [DONE, "permanent"] if why_worsen(state, args) is None else []
    return [DONE] if len(args) == 2 and why_worsen(state, args) is None else []


def _plain_next(why):
    return lambda state, args, first=False: _plain(state, args, why)


# verb: (check, do, next items), before the draw and after it
SETUP = {
    "use": (why_use, do_use, next_use),
    "temp": (why_temp, do_temp, _plain_next(why_temp)),
    "burden": (why_burden, do_burden, next_burden),
    "ignore": (why_ignore, do_ignore, next_ignore),
    "threat": (why_threat, do_threat, _plain_next(why_threat)),
    "overcome": (why_overcome, do_overcome, next_overcome),
    "against": (why_against, do_against, next_against),
    "defend": (why_defend, do_defend, next_defend),
    "betray": (why_betray, do_betray, _plain_next(why_betray)),
    "heal": (why_heal, do_heal, _plain_next(why_heal)),
    "draw": (why_draw, do_draw, _plain_next(why_draw)),
    "cards": (why_cards, do_cards, next_cards),
}
SETUP_ORDER = ("use", "draw", "cards", "burden", "threat", "temp", "ignore", "overcome",
               "against", "defend", "betray", "heal")

RESULT = {
    "waive": (why_waive, do_waive, _plain_next(why_waive)),
    "spare": (why_spare, do_spare, _plain_next(why_spare)),
    "help": (why_help, do_help, next_help),
    "wound": (why_wound, do_wound, next_wound),
    "remove": (why_remove, do_remove, next_remove),
    "worsen": (why_worsen, do_worsen, next_worsen),
    "close": (why_close, do_close, _plain_next(why_close)),
}
RESULT_ORDER = ("close", "waive", "spare", "help", "wound", "remove", "worsen")
