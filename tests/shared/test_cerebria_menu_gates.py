# The menus' quick gates (cerebria_actions.may_pay and the Absorb and Essence
# checks before a search) never hide a legal move: around every cost
# threshold, a verb is offered exactly when some complete move with it is
# legal, found here by trying every candidate move.
from shared import cerebria as game
from shared.cerebria_actions import SPIRIT_ACTIONS, near_slots, reachable
from tests.support import cerebria_fixture as fx

BLISS = 0


def _subsets(ups):
    """Every ordered subset of the upgrades (the order moves list them in)."""
    out = [[]]
    for up in ups:
        out += [s + [up] for s in out]
    return out


def _candidates(state, verb):
    p = game.active_player(state)
    cards = fx.data()["emotions"]
    if verb == "invoke":
        for slot in near_slots(state, p):
            for card in cards:
                for ups in _subsets(["bolster", "inner_force"]):
                    yield ["invoke", slot, card["id"]] + ups
    elif verb == "quell":
        for slot in near_slots(state, p):
            for ups in _subsets(["subdue", "extinguish"]):
                yield ["quell", slot] + ups
    elif verb == "empower":
        for slot in range(15):
            for ups in ([], ["channeled"]):
                yield ["empower", slot] + ups
    elif verb == "move":
        for space in reachable(state, p):
            yield ["move", space]
    elif verb == "absorb":
        for realm in range(5):
            for extra in (0, 1, 2, 3):
                yield ["absorb", realm, extra, "skip"]


def _offered_iff_legal(state):
    for verb in ("invoke", "quell", "empower", "move", "absorb"):
        legal = [m for m in _candidates(state, verb) if game.why_not(state, m) is None]
        offered = game.choices(state, [verb]) != []
        assert offered == bool(legal), (verb, legal[:1], state["players"][0])


def _position(wp, ess, amb, vibes, turn):
    s = fx.bare()
    s["turn"] = turn
    fx.spirit(s, 0, 1)                     # Frontier 1: slot 1, beside slots 0 and 2
    fx.put(s, 0, "anger", 2)               # an opposing Emotion to Quell
    fx.put(s, 2, "b_mild", 2)              # an own Mild one to Empower (threshold 2)
    fx.resources(s, 0, wp=wp, ess=ess)
    s["ambition"][BLISS] = amb
    fx.unlock(s, 0, *vibes)
    return s


def test_gates_never_hide_a_legal_move_around_the_cost_thresholds():
    upgrades = ["empower"]
    for action in ("invoke", "quell", "empower", "move"):
        upgrades += [action + "." + up for up in SPIRIT_ACTIONS[action]]
    vibe_sets = ([], ["empower"], upgrades,
                 ["empower", "invoke.inner_force"], ["invoke.inner_force", "invoke.determination"],
                 ["empower", "empower.channeled", "quell.determination"])
    count = 0
    for vibes in vibe_sets:
        for wp in range(0, 6):
            for ess in (0, 1):
                for amb in (0, 1):
                    _offered_iff_legal(_position(wp, ess, amb, vibes, 5))
                    count += 1
    _offered_iff_legal(_position(5, 1, 1, [], 1))          # the first turn: no Absorb
    absorbed = _position(5, 1, 1, [], 5)
    absorbed["absorbed"] = True
    _offered_iff_legal(absorbed)
    assert count == 144
