# Cerebria: what the player whose turn it is may do, and what it costs.
#
# Every verb has three functions:
#   check_<verb>(state, move) -> plan   validates the move against the rules
#                                       and computes its costs and effects
#                                       without touching the state (raises
#                                       IllegalMove with the reason)
#   do_<verb>(state, plan) -> events    carries the plan out (cannot fail)
#   expand_<verb>(state, partial)       candidates for the next item of a
#                                       move (a superset: the menu keeps only
#                                       those that check_ accepts)
# Previews ("what would Absorb give", "may I Fortify here, at what cost")
# are the plans themselves, so a preview and the move always agree.
#
# Moves (player = the one whose turn it is; slots 0..14, spaces 0..9,
# Realms and Frontiers 0..4; optional upgrades at the end, in this order):
#   ["move", space]                   Haste / Surmount added when needed
#   ["invoke", slot, card, "bolster"?, "inner_force"?]
#   ["quell", slot, "subdue"?, "extinguish"?]
#   ["fortify", realm]  ["exalt", realm]  ["raze", realm]
#   ["empower", slot, "channeled"?]   Emotional Outburst added when needed
#   ["realm", realm]  or, for Intensify, ["realm", realm, slot, essence]
#   ["absorb", realm of the Sphere, extra Willpower from card powers 0..3,
#            "skip" | "take" | Vibe for the Knowledge bonus]
#   ["ambition", "extra" | "rotate" | "vibe", Vibe if "vibe"]
#   ["vibe", action or "action.upgrade"]   a Vibe token placed by a discard
#   ["end", "draw" | "ambition"]
from shared.rules import DONE, require
from shared.cerebria_board import SPIRIT_ACTIONS, board_of

EXTRA_ABSORB = (0, 1, 2, 3)   # Willpower from card powers taken from the Sphere


# -- small helpers shared by the verbs --

def is_int(value, lo, hi):
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


def active(state):
    """The player whose turn it is."""
    return state["order"][state["seat"]]


def side_of_player(state, p):
    return state["players"][p]["side"]


def has(state, p, vibe):
    """Is this Spirit Action (or "action.upgrade") unlocked on p's board?"""
    return vibe in state["players"][p]["vibes"]


def sphere_at(state, realm):
    """The Sphere facing a Realm now (Sphere s faces Realm s + rotation)."""
    return (realm - state["origin"]) % 5


def copies_on_board(state, card):
    n = 0
    for emotion in state["slots"]:
        if emotion is not None and emotion[0] == card:
            n += 1
    return n


def copies_allowed(state, card):
    """Mild Emotions: copies per deck times the side's decks (one per player
    of that side); starting Emotions: one per player likewise. Strong
    Emotions: copies per side."""
    info = board_of(state)["cards"][card]
    if info[1] == "strong":
        return info[6]
    decks = 0
    for pl in state["players"]:
        if pl["side"] == info[0]:
            decks += 1
    return info[6] * decks


def spirit_cost(state, p, action, upgrades):
    """[Willpower, Ambition] of a Spirit Action with these upgrades;
    Determination (when unlocked) takes 1 Willpower off, once."""
    costs = board_of(state)["costs"]
    wp, amb = costs[action]
    for up in upgrades:
        wp += costs[action + "." + up][0]
        amb += costs[action + "." + up][1]
    if has(state, p, action + ".determination"):
        wp += costs[action + ".determination"][0]
    if wp < 0:
        wp = 0
    return wp, amb


def _turn_player(state):
    require(state["phase"] == "play", "Only during a turn")
    return active(state)


def _action_player(state):
    """The active player, who must still have an Action left."""
    p = _turn_player(state)
    n = board_of(state)["n"]["acts"]
    require(state["acts"] < n + state["extra"], "No Actions left this turn")
    return p


def _can_pay(state, p, wp, amb):
    require(state["players"][p]["wp"] >= wp, "Not enough Willpower ({0} needed)", wp)
    require(state["ambition"][side_of_player(state, p)] >= amb,
            "Not enough Ambition ({0} needed)", amb)


def _unlocked(state, p, names):
    for name in names:
        require(has(state, p, name), "{0} is not unlocked", name)


def _length(move, lo, hi):
    require(lo <= len(move) <= hi, "Incomplete or too long: {0}", move[0])


def _upgrades(move, start, allowed):
    """The optional upgrades at the end of a move, each once, in order."""
    ups = move[start:]
    last = -1
    for up in ups:
        require(up in allowed, "Unknown upgrade: {0}", up)
        i = allowed.index(up)
        require(i > last, "List upgrades once, in menu order")
        last = i
    return list(ups)


def near_slots(state, p):
    """The Emotion slots next to p's Spirit."""
    return board_of(state)["spaces"][state["players"][p]["space"]][3]


def _adjacent_slot(state, p, slot):
    require(is_int(slot, 0, 14), "No such slot: {0}", slot)
    here = state["players"][p]["space"]
    require(slot in board_of(state)["spaces"][here][3], "That slot is not next to your Spirit")


def _plan(verb, p, wp, amb, **more):
    plan = {"verb": verb, "p": p, "wp": wp, "amb": amb, "act": 1}
    for key in more:
        plan[key] = more[key]
    return plan


def _pay(state, plan):
    """Pay the plan's cost and count the Action."""
    pl = state["players"][plan["p"]]
    pl["wp"] -= plan["wp"]
    state["ambition"][pl["side"]] -= plan["amb"]
    state["acts"] += plan["act"]


def may_act(state, *vibes):
    """A cheap necessary condition for an Action, used to keep menus quick:
    it is a turn, an Action is left, and the Action is unlocked."""
    if state["phase"] != "play":
        return False
    if state["acts"] >= board_of(state)["n"]["acts"] + state["extra"]:
        return False
    p = active(state)
    for vibe in vibes:
        if not has(state, p, vibe):
            return False
    return True


def may_pay(state, p, action, ups, needed=()):
    """A cheap necessary condition for a Spirit Action, used to keep menus
    quick: p can pay its least possible cost (the cost with Determination,
    with the upgrades `needed` (which must be unlocked), and with every
    unlocked upgrade in `ups` that lowers it). Without it a menu would try
    every slot, card and upgrade before finding that none is affordable (an
    Invoke search took ~0.2 s on the Pico)."""
    costs = board_of(state)["costs"]
    wp, amb = costs[action]
    if has(state, p, action + ".determination"):
        wp += costs[action + ".determination"][0]
    for up in ups:
        cost = costs[action + "." + up]
        if up in needed:
            if not has(state, p, action + "." + up):
                return False
            wp += cost[0]
            amb += cost[1]
        elif has(state, p, action + "." + up):
            wp += min(0, cost[0])
            amb += min(0, cost[1])
    return (state["players"][p]["wp"] >= wp
            and state["ambition"][side_of_player(state, p)] >= amb)


def _upgrade_tail(partial, start, allowed):
    """Menu after the fixed items: DONE, then upgrades after the last one."""
    out = [DONE]
    last = -1
    for up in partial[start:]:
        if up in allowed:
            last = max(last, allowed.index(up))
    for i in range(last + 1, len(allowed)):
        out.append(allowed[i])
    return out


def _opposing_spirit_at(state, p, space):
    side = side_of_player(state, p)
    for pl in state["players"]:
        if pl["space"] == space and pl["side"] != side:
            return True
    return False


# -- Move --

def check_move(state, move):
    p = _action_player(state)
    _length(move, 2, 2)
    dest = move[1]
    require(is_int(dest, 0, 9), "No such space: {0}", dest)
    here = state["players"][p]["space"]
    require(dest != here, "Your Spirit is already there")
    spaces = board_of(state)["spaces"]
    ups = []
    if dest not in spaces[here][2]:
        two = []
        for step in spaces[here][2]:
            two.extend(spaces[step][2])
        require(dest in two, "That space is too far")
        ups.append("haste")
    if _opposing_spirit_at(state, p, dest):
        ups.append("surmount")
    _unlocked(state, p, ["move"] + ["move." + u for u in ups])
    wp, amb = spirit_cost(state, p, "move", ups)
    _can_pay(state, p, wp, amb)
    return _plan("move", p, wp, amb, src=here, dest=dest, ups=ups)


def do_move(state, plan):
    _pay(state, plan)
    state["players"][plan["p"]]["space"] = plan["dest"]
    return [["move", plan["p"], plan["src"], plan["dest"], plan["wp"]]]


def expand_move(state, partial):
    if len(partial) == 1:
        p = active(state)
        if not may_act(state, "move") or not may_pay(state, p, "move", ("haste", "surmount")):
            return []
        return reachable(state, p)
    return [DONE]


def reachable(state, p):
    """Spaces one or two steps from p's Spirit (two needs Haste)."""
    spaces = board_of(state)["spaces"]
    here = state["players"][p]["space"]
    out = []
    for step in spaces[here][2]:
        for n in [step] + spaces[step][2]:
            if n != here and n not in out:
                out.append(n)
    return sorted(out)


# -- Invoke --

_INVOKE_UPS = SPIRIT_ACTIONS["invoke"][:2]


def check_invoke(state, move):
    p = _action_player(state)
    _length(move, 3, 5)
    slot, card = move[1], move[2]
    _adjacent_slot(state, p, slot)
    require(state["slots"][slot] is None, "That slot is not empty")
    cards = board_of(state)["cards"]
    require(isinstance(card, str) and card in cards, "Unknown Emotion: {0}", card)
    info = cards[card]
    side = side_of_player(state, p)
    require(info[1] == "mild" and info[0] == side, "Invoke one of your side's Mild Emotions")
    require(copies_on_board(state, card) < copies_allowed(state, card),
            "Every copy of {0} is on the board", card)
    ups = _upgrades(move, 3, _INVOKE_UPS)
    _unlocked(state, p, ["invoke"] + ["invoke." + u for u in ups])
    essence = info[3] + (1 if "bolster" in ups else 0)
    require(essence <= len(info[2]), "No room for more Essence")
    own = 0 if "inner_force" in ups else info[3]
    require(state["players"][p]["ess"] >= own, "Not enough Essence ({0} needed)", own)
    wp, amb = spirit_cost(state, p, "invoke", ups)
    _can_pay(state, p, wp, amb)
    return _plan("invoke", p, wp, amb, slot=slot, card=card, essence=essence, own=own, ups=ups)


def do_invoke(state, plan):
    _pay(state, plan)
    state["players"][plan["p"]]["ess"] -= plan["own"]
    state["slots"][plan["slot"]] = [plan["card"], plan["essence"], 0]
    return [["invoke", plan["p"], plan["slot"], plan["card"], plan["wp"]]]


def expand_invoke(state, partial):
    if len(partial) == 1:
        p = active(state)
        # without the Essence of the cheapest card, only Inner Force can invoke
        needed = () if _has_essence(state, p) else ("inner_force",)
        if not may_act(state, "invoke") or not may_pay(state, p, "invoke", _INVOKE_UPS, needed):
            return []
        return [s for s in near_slots(state, p) if state["slots"][s] is None]
    if len(partial) == 2:
        side = side_of_player(state, active(state))
        cards = board_of(state)["cards"]
        return [c for c in sorted(cards) if cards[c][1] == "mild" and cards[c][0] == side]
    return _upgrade_tail(partial, 3, _INVOKE_UPS)


# -- Quell --

_QUELL_UPS = SPIRIT_ACTIONS["quell"][:2]


def _has_essence(state, p):
    """Has p the Essence that Invoke without Inner Force takes for at least
    one of the side's Mild Emotions (its shaded spaces)?"""
    side = side_of_player(state, p)
    cards = board_of(state)["cards"]
    ess = state["players"][p]["ess"]
    for card in cards:
        info = cards[card]
        if info[1] == "mild" and info[0] == side and info[3] <= ess:
            return True
    return False


def check_quell(state, move):
    p = _action_player(state)
    _length(move, 2, 4)
    slot = move[1]
    _adjacent_slot(state, p, slot)
    emotion = state["slots"][slot]
    require(emotion is not None, "That slot is empty")
    cards = board_of(state)["cards"]
    require(cards[emotion[0]][0] != side_of_player(state, p), "Quell only an opposing Emotion")
    ups = _upgrades(move, 2, _QUELL_UPS)
    _unlocked(state, p, ["quell"] + ["quell." + u for u in ups])
    wp, amb = spirit_cost(state, p, "quell", ups)
    _can_pay(state, p, wp, amb)
    removed = min(emotion[1], 2 if "subdue" in ups else 1)
    return _plan("quell", p, wp, amb, slot=slot, card=emotion[0], removed=removed,
                 left=emotion[1] - removed, ups=ups)


def do_quell(state, plan):
    _pay(state, plan)
    if plan["left"] == 0:
        state["slots"][plan["slot"]] = None   # the Emotion leaves the board
    else:
        state["slots"][plan["slot"]][1] = plan["left"]
    return [["quell", plan["p"], plan["slot"], plan["card"], plan["removed"], plan["left"]]]


def expand_quell(state, partial):
    if len(partial) == 1:
        if not may_act(state, "quell") or not may_pay(state, active(state), "quell", _QUELL_UPS):
            return []
        side = side_of_player(state, active(state))
        cards = board_of(state)["cards"]
        return [s for s in near_slots(state, active(state))
                if state["slots"][s] is not None and cards[state["slots"][s][0]][0] != side]
    return _upgrade_tail(partial, 2, _QUELL_UPS)


# -- Fortify, Exalt, Raze: one of them per Action, at the Fortress location --

def _fortress_player(state, move, need):
    p = _action_player(state)
    _length(move, 2, 2)
    realm = move[1]
    require(is_int(realm, 0, 4), "No such Realm: {0}", realm)
    here = state["players"][p]["space"]
    require(here in board_of(state)["realms"][realm][7], "Your Spirit is not next to that Fortress")
    _unlocked(state, p, need)
    return p, realm, side_of_player(state, p)


def check_fortify(state, move):
    p, realm, side = _fortress_player(state, move, ["fortify"])
    require(state["ctl"]["r"][realm] != 1 - side, "Your opponents control this Realm")
    require(state["forts"][realm] is None, "The Fortress location is not empty")
    require(state["frags"][side][0] > 0, "No Minor Fragment left")
    wp, amb = spirit_cost(state, p, "fortify", [])
    _can_pay(state, p, wp, amb)
    return _plan("fortify", p, wp, amb, realm=realm, side=side)


def do_fortify(state, plan):
    _pay(state, plan)
    state["frags"][plan["side"]][0] -= 1
    state["forts"][plan["realm"]] = [plan["side"], 1]
    return [["fortify", plan["p"], plan["realm"], plan["wp"]]]


def check_exalt(state, move):
    p, realm, side = _fortress_player(state, move, ["fortify", "fortify.exalt"])
    require(state["ctl"]["r"][realm] != 1 - side, "Your opponents control this Realm")
    require(state["forts"][realm] == [side, 1], "Exalt needs your Minor Fragment here")
    require(state["frags"][side][1] > 0, "No Major Fragment left")
    wp, amb = spirit_cost(state, p, "fortify", ["exalt"])
    _can_pay(state, p, wp, amb)
    return _plan("exalt", p, wp, amb, realm=realm, side=side)


def do_exalt(state, plan):
    _pay(state, plan)
    frags = state["frags"][plan["side"]]
    frags[0] += 1     # the Minor goes back to the supply
    frags[1] -= 1
    state["forts"][plan["realm"]] = [plan["side"], 2]
    return [["exalt", plan["p"], plan["realm"], plan["wp"]]]


def check_raze(state, move):
    p, realm, side = _fortress_player(state, move, ["fortify", "fortify.raze"])
    fort = state["forts"][realm]
    require(fort is not None and fort[0] == 1 - side, "No opposing Fragment here")
    wp, amb = spirit_cost(state, p, "fortify", ["raze"])
    _can_pay(state, p, wp, amb)
    # a Major is downgraded to a Minor from its owner's supply; a Minor (or a
    # Major whose owner has no Minor left) is removed
    level = 1 if fort[1] == 2 and state["frags"][1 - side][0] > 0 else 0
    return _plan("raze", p, wp, amb, realm=realm, owner=1 - side, was=fort[1], level=level)


def do_raze(state, plan):
    _pay(state, plan)
    frags = state["frags"][plan["owner"]]
    frags[plan["was"] - 1] += 1
    if plan["level"]:
        frags[0] -= 1
        state["forts"][plan["realm"]] = [plan["owner"], 1]
    else:
        state["forts"][plan["realm"]] = None
    state["extra"] += 1   # Raze grants an extra Action
    return [["raze", plan["p"], plan["realm"], plan["was"], plan["level"], plan["wp"]]]


def expand_fortress(state, partial):
    if len(partial) == 1:
        need = {"fortify": (), "exalt": ("fortify.exalt",), "raze": ("fortify.raze",)}[partial[0]]
        if not may_act(state, "fortify", *need):
            return []
        here = state["players"][active(state)]["space"]
        return [r for r in range(5) if here in board_of(state)["realms"][r][7]]
    return [DONE]


# -- Empower --

def check_empower(state, move):
    p = _action_player(state)
    _length(move, 2, 3)
    slot = move[1]
    require(is_int(slot, 0, 14), "No such slot: {0}", slot)
    emotion = state["slots"][slot]
    require(emotion is not None, "That slot is empty")
    info = board_of(state)["cards"][emotion[0]]
    side = side_of_player(state, p)
    require(info[0] == side and info[1] == "mild", "Empower one of your side's Mild Emotions")
    ups = _upgrades(move, 2, ("channeled",))
    here = state["players"][p]["space"]
    if slot not in board_of(state)["spaces"][here][3]:
        ups.append("outburst")
    _unlocked(state, p, ["empower"] + ["empower." + u for u in ups])
    essence = emotion[1]
    if "channeled" in ups:
        require(essence < len(info[2]), "No empty Essence space to channel into")
        essence += 1
    require(essence >= info[4], "Empower needs {0} Essence", info[4])
    strong = info[5]
    require(copies_on_board(state, strong) < copies_allowed(state, strong),
            "Every copy of {0} is in play", strong)
    wp, amb = spirit_cost(state, p, "empower", ups)
    _can_pay(state, p, wp, amb)
    return _plan("empower", p, wp, amb, slot=slot, card=emotion[0], strong=strong,
                 essence=essence, ups=ups)


def do_empower(state, plan):
    _pay(state, plan)
    # the Essence moves to the Strong Emotion; other tokens are discarded
    state["slots"][plan["slot"]] = [plan["strong"], plan["essence"], 0]
    return [["empower", plan["p"], plan["slot"], plan["card"], plan["strong"], plan["wp"]]]


def expand_empower(state, partial):
    if len(partial) == 1:
        if not may_act(state, "empower") or not may_pay(state, active(state), "empower",
                                                          ("channeled", "outburst")):
            return []
        p = active(state)
        side = side_of_player(state, p)
        cards = board_of(state)["cards"]
        where = range(15) if has(state, p, "empower.outburst") else near_slots(state, p)
        out = []
        for s in where:
            emotion = state["slots"][s]
            if emotion is None:
                continue
            info = cards[emotion[0]]
            if info[0] == side and info[1] == "mild":
                out.append(s)
        return out
    if len(partial) == 2:
        return [DONE, "channeled"]
    return [DONE]


# -- Realm Actions: available anywhere, 1 Willpower less in a controlled Realm --

def realm_cost(state, p, realm):
    base = board_of(state)["realms"][realm][9]
    if state["ctl"]["r"][realm] == side_of_player(state, p):
        base -= 1
    return max(base, 0)


def check_realm(state, move):
    p = _action_player(state)
    require(len(move) >= 2 and is_int(move[1], 0, 4), "Choose a Realm")
    realm = move[1]
    effect = board_of(state)["realms"][realm][8]
    wp = realm_cost(state, p, realm)
    if effect != "intensify":
        _length(move, 2, 2)
        _can_pay(state, p, wp, 0)
        gain = board_of(state)["realms"][realm][10] if effect == "willpower" else 0
        return _plan("realm", p, wp, 0, realm=realm, gain=gain)
    _length(move, 4, 4)
    slot, essence = move[2], move[3]
    _adjacent_slot(state, p, slot)
    emotion = state["slots"][slot]
    require(emotion is not None, "That slot is empty")
    info = board_of(state)["cards"][emotion[0]]
    require(info[0] == side_of_player(state, p), "Intensify only your side's Emotions")
    room = len(info[2]) - emotion[1]
    require(is_int(essence, 1, 8), "Add 1 or more Essence")
    require(essence <= room, "Only {0} Essence spaces are empty", room)
    require(state["players"][p]["ess"] >= essence, "Not enough Essence ({0} needed)", essence)
    wp += essence - 1    # the first Essence for the Action cost, 1 Willpower each after
    _can_pay(state, p, wp, 0)
    return _plan("realm", p, wp, 0, realm=realm, gain=0, slot=slot, essence=essence)


def do_realm(state, plan):
    _pay(state, plan)
    pl = state["players"][plan["p"]]
    pl["wp"] += plan["gain"]
    if "slot" in plan:
        pl["ess"] -= plan["essence"]
        state["slots"][plan["slot"]][1] += plan["essence"]
    return [["realm", plan["p"], plan["realm"], plan["wp"], plan["gain"]]]


def expand_realm(state, partial):
    if len(partial) == 1:
        return list(range(5)) if may_act(state) else []
    if board_of(state)["realms"][partial[1]][8] != "intensify" or len(partial) == 4:
        return [DONE]
    if len(partial) == 2:
        return [s for s in near_slots(state, active(state)) if state["slots"][s] is not None]
    return list(range(1, 9))


# -- Absorb: once per turn, not an Action --

def absorb_yield(state, p, realm, extra):
    """(Sphere, Willpower taken, whether the Sphere empties) if p absorbs
    from the Sphere facing `realm`: 2, +1 per adjacent Frontier p's side
    controls, + card powers, never more than the Sphere holds."""
    n = board_of(state)["n"]
    side = side_of_player(state, p)
    here = state["players"][p]["space"]
    want = n["absorb"] + extra
    for f in board_of(state)["spaces"][here][4]:
        if state["ctl"]["f"][f] == side:
            want += n["perfront"]
    sphere = sphere_at(state, realm)
    amount = min(want, state["spheres"][sphere])
    return sphere, amount, amount == state["spheres"][sphere]


def check_absorb(state, move):
    p = _turn_player(state)
    require(not state["absorbed"], "You have already Absorbed this turn")
    require(state["turn"] > 1, "The first player cannot Absorb on the first turn")
    _length(move, 4, 4)
    realm, extra, bonus = move[1], move[2], move[3]
    require(is_int(realm, 0, 4), "No such Realm: {0}", realm)
    here = state["players"][p]["space"]
    require(realm in board_of(state)["spaces"][here][5], "That Sphere is not next to your Spirit")
    require(extra in EXTRA_ABSORB and not isinstance(extra, bool),
            "Card powers add 0 to 3 Willpower")
    sphere, amount, empties = absorb_yield(state, p, realm, extra)
    kind, size, pay = board_of(state)["bonus"][sphere]
    vibe = None
    if bonus != "skip":
        if kind == "vibe":
            vibe = bonus
            check_vibe_target(state, p, vibe)
        else:
            require(bonus == "take", "Take or skip the Sphere's bonus")
        if kind == "ambition":
            require(state["players"][p]["wp"] + amount >= pay, "Not enough Willpower for the bonus")
            side = side_of_player(state, p)
            require(state["ambition"][side] < board_of(state)["n"]["ambmax"],
                    "Ambition is already full")
    plan = _plan("absorb", p, 0, 0, realm=realm, sphere=sphere, amount=amount, empties=empties,
                 bonus=None if bonus == "skip" else kind, size=size, pay=pay, vibe=vibe)
    plan["act"] = 0
    return plan


def do_absorb(state, plan):
    p = plan["p"]
    pl = state["players"][p]
    pl["wp"] += plan["amount"]
    state["spheres"][plan["sphere"]] -= plan["amount"]
    state["absorbed"] = True
    events = [["absorb", p, plan["sphere"], plan["amount"]]]
    kind = plan["bonus"]
    if kind == "ambition":
        pl["wp"] -= plan["pay"]
        state["ambition"][pl["side"]] += 1
    elif kind == "essence":
        pl["ess"] += plan["size"]
    elif kind == "willpower":
        pl["wp"] += plan["size"]
    elif kind == "vibe":
        pl["vibes"].append(plan["vibe"])
    if kind is not None:
        events.append(["bonus", p, plan["sphere"], kind])
    if plan["empties"]:
        state["phase"] = "revelation"
        state["pending"] = plan["sphere"]
        events.append(["revelation", plan["sphere"]])
    return events


def expand_absorb(state, partial):
    if len(partial) == 1:
        if state["absorbed"] or state["turn"] <= 1:
            return []       # refused whatever follows (check_absorb): no search
        return list(board_of(state)["spaces"][state["players"][active(state)]["space"]][5])
    if len(partial) == 2:
        return list(EXTRA_ABSORB)
    if len(partial) == 3:
        sphere = sphere_at(state, partial[1])
        if board_of(state)["bonus"][sphere][0] == "vibe":
            return ["skip"] + placeable_vibes(state, active(state))
        return ["skip", "take"]
    return [DONE]


# -- Vibe tokens: unlock a Spirit Action, or upgrade an unlocked one --

def _vibe_names():
    out = []
    for action in sorted(SPIRIT_ACTIONS):
        out.append(action)
        for up in SPIRIT_ACTIONS[action]:
            out.append(action + "." + up)
    return tuple(out)


ALL_VIBES = _vibe_names()   # 5 Actions and their 15 upgrades, menu order


def all_vibes():
    return list(ALL_VIBES)


def placeable_vibes(state, p):
    """The Vibe tokens p could place now: actions not yet unlocked, and
    upgrades of unlocked actions."""
    out = []
    for vibe in ALL_VIBES:
        dot = vibe.find(".")
        if not has(state, p, vibe) and (dot < 0 or has(state, p, vibe[:dot])):
            out.append(vibe)
    return out


def check_vibe_target(state, p, vibe):
    require(isinstance(vibe, str) and vibe in ALL_VIBES, "No such Spirit Action: {0}", vibe)
    require(not has(state, p, vibe), "{0} is already unlocked", vibe)
    dot = vibe.find(".")
    if dot > 0:
        require(has(state, p, vibe[:dot]), "Unlock {0} first", vibe[:dot])


def check_vibe(state, move):
    p = _turn_player(state)
    _length(move, 2, 2)
    check_vibe_target(state, p, move[1])
    plan = _plan("vibe", p, 0, 0, vibe=move[1])
    plan["act"] = 0
    return plan


def do_vibe(state, plan):
    state["players"][plan["p"]]["vibes"].append(plan["vibe"])
    return [["vibe", plan["p"], plan["vibe"]]]


def expand_vibe(state, partial):
    if len(partial) == 1:
        return placeable_vibes(state, active(state))
    return [DONE]


# -- Ambition abilities: each at most once per turn --

ABILITIES = ("extra", "rotate", "vibe")


def check_ambition(state, move):
    p = _turn_player(state)
    require(len(move) >= 2 and move[1] in ABILITIES, "Choose an Ambition ability")
    ability = move[1]
    _length(move, 3 if ability == "vibe" else 2, 3 if ability == "vibe" else 2)
    require(ability not in state["used"], "Each Ambition ability only once per turn")
    cost = board_of(state)["amb"][ability]
    _can_pay(state, p, 0, cost)
    vibe = None
    if ability == "vibe":
        vibe = move[2]
        check_vibe_target(state, p, vibe)
    plan = _plan("ambition", p, 0, cost, ability=ability, vibe=vibe)
    plan["act"] = 0
    return plan


def do_ambition(state, plan):
    _pay(state, plan)
    state["used"].append(plan["ability"])
    ability = plan["ability"]
    if ability == "extra":
        state["extra"] += 1
    elif ability == "rotate":
        state["origin"] = (state["origin"] + board_of(state)["n"]["step"]) % 5
    else:
        state["players"][plan["p"]]["vibes"].append(plan["vibe"])
    return [["ambition", plan["p"], ability, plan["vibe"] if plan["vibe"] else state["origin"]]]


def expand_ambition(state, partial):
    p = active(state)
    if len(partial) == 1:
        have = state["ambition"][side_of_player(state, p)]
        costs = board_of(state)["amb"]
        return [a for a in ABILITIES if a not in state["used"] and costs[a] <= have]
    if partial[1] == "vibe" and len(partial) == 2:
        return placeable_vibes(state, p)
    return [DONE]


# -- End of turn: draw 2 Emotion cards, or gain 1 Ambition instead --

def check_end(state, move):
    p = _turn_player(state)
    _length(move, 2, 2)
    require(move[1] in ("draw", "ambition"), "Draw cards or gain Ambition")
    if move[1] == "ambition":
        side = side_of_player(state, p)
        require(state["ambition"][side] < board_of(state)["n"]["ambmax"],
                "Ambition is already full")
    plan = _plan("end", p, 0, 0, choice=move[1])
    plan["act"] = 0
    return plan


def do_end(state, plan):
    p = plan["p"]
    if plan["choice"] == "ambition":
        state["ambition"][side_of_player(state, p)] += 1
    state["seat"] = (state["seat"] + 1) % len(state["order"])
    state["turn"] += 1
    state["acts"] = 0
    state["extra"] = 0
    state["absorbed"] = False
    state["used"] = []
    return [["end", p, plan["choice"]], ["turn", active(state)]]


def expand_end(state, partial):
    if len(partial) == 1:
        return ["draw", "ambition"]
    return [DONE]


VERBS = {
    "move": (check_move, do_move, expand_move),
    "invoke": (check_invoke, do_invoke, expand_invoke),
    "quell": (check_quell, do_quell, expand_quell),
    "fortify": (check_fortify, do_fortify, expand_fortress),
    "exalt": (check_exalt, do_exalt, expand_fortress),
    "raze": (check_raze, do_raze, expand_fortress),
    "empower": (check_empower, do_empower, expand_empower),
    "realm": (check_realm, do_realm, expand_realm),
    "absorb": (check_absorb, do_absorb, expand_absorb),
    "ambition": (check_ambition, do_ambition, expand_ambition),
    "vibe": (check_vibe, do_vibe, expand_vibe),
    "end": (check_end, do_end, expand_end),
}
