# InBetween on CPython, in bulk: thousands of random play-outs never break an
# invariant and always end or stay playable; choices() offers exactly what
# apply() accepts; journals and replays rebuild the same game; the data files
# are sealed and NFC.
import json
import os
import unicodedata

import pytest

from shared import canon, carddata, games, inbetween as game, journal
from shared.match import Match, from_ops, replay
from shared.prng import Prng, seed_state
from shared.rules import DONE, IllegalMove, expand
from tests.conftest import ROOT
from tests.support.inbetween import load
from tests.support.playout import random_move

DATA_DIR = os.path.join(ROOT, "data", "inbetween")

# option sets the play-outs rotate through (defaults first)
OPTION_SETS = [
    {},
    {"deal": "table"},
    {"tokens": 1, "count_inbetween": True},
    {"tokens": "unlimited", "tie": "awareness"},
    {"deal": "table", "tokens": 2, "count_inbetween": True, "tie": "awareness"},
]


def table_like_move(state, rng):
    """A random legal move the way a table plays: adjustments now and then
    (1 in 12 turns' choices), otherwise a uniform walk through choices()."""
    verbs = game.choices(state, [])
    if not verbs:
        return None
    if "adjust" in verbs and len(verbs) > 1 and rng.below(12):
        verbs = [v for v in verbs if v != "adjust"]
    prefix = [verbs[rng.below(len(verbs))]]
    while True:
        items = game.choices(state, prefix)
        item = items[rng.below(len(items))]
        if item is DONE:
            return prefix
        prefix = prefix + [item]


def partisan_move(state, rng):
    """Like table_like_move, but a player moves markers its own way 4 times
    in 5 (down or on in its own dimension, up or flip in the other's)."""
    verbs = game.choices(state, [])
    if not verbs:
        return None
    if "adjust" in verbs and len(verbs) > 1 and rng.below(12):
        verbs = [v for v in verbs if v != "adjust"]
    prefix = [verbs[rng.below(len(verbs))]]
    while True:
        items = game.choices(state, prefix)
        if len(prefix) == 4 and prefix[:1] == ["play"] and prefix[2] == "step" and rng.below(5):
            own = game.OWNER[state["circle"][prefix[3]]["face"]] == state["active"]
            items = [i for i in items if i in (("down", "on") if own else ("up", "flip"))] or items
        item = items[rng.below(len(items))]
        if item is DONE:
            return prefix
        prefix = prefix + [item]


class Invariants:
    """Checks every move of a game against the rules' invariants."""

    def __init__(self, state):
        self.tokens = self._tokens(state)

    @staticmethod
    def _tokens(state):
        total = {}
        for symbol, left in state["supply"].items():
            total[symbol] = None if left is None else left
        for slot in state["circle"]:
            for symbol in slot["tokens"]:
                if total[symbol] is not None:
                    total[symbol] += 1
        return total

    def check(self, before, move, after, events):
        for side in ("town", "creature"):
            p = after["players"][side]
            assert 0 <= p["energy"] <= 10, ("Energy out of 0..10", move, p)
            assert 0 <= p["awareness"] <= 6, ("Awareness out of 0..6", move, p)
            assert p["hand"] >= 0 and p["deck"] >= 0 and p["hand"] + p["deck"] <= 28
            assert p["ability"] is None or 1 <= p["ability"] <= 6
        if len(after["circle"]) == 10:
            assert game.counts(after)["in_play"] >= 5
        for pos in range(len(after["circle"])):
            slot = after["circle"][pos]
            assert 0 <= slot["safety"] <= 4
            if pos >= len(before["circle"]):
                continue
            old = before["circle"][pos]
            if old["out"]:
                assert slot == old, ("a removed character came back", move)
            if slot["out"]:
                assert slot["safety"] == 0 and slot["tokens"] == []
            if old["safety"] == 4 and move[0] != "adjust":
                assert (slot["safety"], slot["face"]) == (4, old["face"]), \
                    ("a locked marker moved by ordinary play", move)
        assert self._tokens(after) == self.tokens, ("Symbol tokens appeared or vanished", move)
        for e in events:
            if e[0] == "turn":
                assert e[1] == before["turn"] + 1 and e[2] != before["active"]
                assert not after["circle"][after["marker"]]["out"]
        if after["result"] is not None:
            assert after["phase"] == "over" and events[-1][0] == "end"
            assert game.choices(after, []) == []
        else:
            assert game.choices(after, []), ("no move offered in a running game", move)


def run(data, options, seed, max_moves, policy):
    """One checked play-out; returns the match."""
    match = Match(game, data, options, seed)
    rng = Prng(seed_state(seed * 31 + 17))
    inv = Invariants(match.state)
    for _ in range(max_moves):
        if game.outcome(match.state) is not None:
            break
        move = policy(match.state, rng)
        state = match.state
        before = {"turn": state["turn"], "active": state["active"],
                  "circle": [dict(slot, tokens=list(slot["tokens"])) for slot in state["circle"]]}
        try:
            events = match.play(move)
        except IllegalMove as e:
            raise AssertionError("offered move %r was refused: %s" % (move, e))
        inv.check(before, move, match.state, events)
    return match


def test_thousands_of_random_playouts_keep_the_invariants_and_end_or_stay_legal():
    """Energy 0..10, Awareness 0..6, locked markers stay, removed cards stay
    removed, tokens are conserved; every game ends or still offers a move."""
    datas = [load(), load("template-en")]
    reasons = {}
    games_played = moves = 0
    for seed in range(1600):
        policy = (random_move_policy, table_like_move, partisan_move)[seed % 3]
        data = datas[(seed // 2) % 2] if seed % 10 != 0 else datas[0]
        m = run(data, OPTION_SETS[seed % len(OPTION_SETS)], seed, 400, policy)
        games_played += 1
        moves += len(m.moves)
        o = game.outcome(m.state)
        key = o["condition"] if o else None
        reasons[key] = reasons.get(key, 0) + 1
    print("play-outs %d, moves %d, endings by condition %r" % (games_played, moves, reasons))
    for condition in (1, 2, 3, 4):
        assert reasons.get(condition), "no play-out ended by condition %d" % condition


def random_move_policy(state, rng):
    return random_move(game, state, rng)


def _candidates(state, rng):
    """Moves near the legal ones, legal or not, for the consistency check."""
    symbols = sorted(state["supply"]) + ["zz"]
    ways = ["up", "down", "on", "flip", "left"]
    pays = ["no", -1, 0, 1, 2, 3, 4, 5, 11, True]
    pos = list(range(-1, 11)) + ["3", None]
    words = [["deal", "c%02d" % rng.below(20)], ["start", rng.choice(pos)],
             ["ability", rng.below(8)], ["prepare", rng.below(7) - 1], ["rest"],
             ["rest", 1], ["done"], ["raise"], ["pass"], [], ["fly"],
             ["play", rng.choice(symbols), "step", rng.choice(pos), rng.choice(ways),
              rng.choice(pays)],
             ["play", rng.choice(symbols), "token", rng.choice(pos), rng.choice(pays)],
             ["play", rng.choice(symbols), "token", rng.choice(pos)],
             ["adjust", rng.choice(list(game.ADJUSTMENTS) + ["x"]), rng.choice(pos),
              rng.choice(pos)],
             ["adjust", rng.choice(["energy", "awareness", "hand", "deck"]),
              rng.choice(["town", "creature", "x"]), rng.below(31) - 1],
             ["adjust", "token", rng.choice(pos), rng.choice(["add", "take"]),
              rng.choice(symbols)],
             ["adjust", "direction"], ["adjust", "marker", rng.choice(pos)]]
    return words


def _offered(state, move):
    """Is `move` a path through choices() that ends in DONE?"""
    if not isinstance(move, list) or not move:
        return False
    for i in range(len(move)):
        if move[i] not in game.choices(state, move[:i]):
            return False
    return DONE in game.choices(state, move)


def _accepts(state, move):
    """(accepted, the state after or the refusal) on a copy of state."""
    copy = json.loads(json.dumps(state))
    try:
        game.apply(copy, move)
        return True, copy
    except IllegalMove as e:
        assert str(e) and len(str(e)) <= 60, str(e)
        assert canon.encode(copy) == canon.encode(state), ("refused but changed", move)
        return False, e


def test_choices_offer_exactly_the_moves_apply_accepts():
    """Along play-outs: every move choices() offers is accepted, and every
    other candidate is refused with a short reason, leaving the state as it was."""
    checked = refused = expanded = 0
    for seed in range(20):
        m = Match(game, load(), OPTION_SETS[seed % len(OPTION_SETS)], seed)
        rng = Prng(seed_state(seed + 5))
        for step in range(60):
            if game.outcome(m.state) is not None:
                break
            if step % 20 == 0:
                for move in expand(game, m.state, limit=100000):
                    assert _accepts(m.state, move)[0], move
                    expanded += 1
            candidates = _candidates(m.state, rng)
            candidates += [table_like_move(m.state, rng) for _ in range(4)]
            for candidate in candidates:
                accepted = _accepts(m.state, candidate)[0]
                assert accepted == _offered(m.state, candidate), (candidate, accepted)
                checked += 1
                refused += not accepted
            m.play(table_like_move(m.state, rng))
    print("candidates checked %d, refused %d; offered moves applied %d"
          % (checked, refused, expanded))


def test_every_menu_is_short_enough_for_two_buttons():
    """No list of choices is longer than 50 items."""
    longest = 0
    for seed in range(40):
        m = Match(game, load(), OPTION_SETS[seed % len(OPTION_SETS)], seed)
        rng = Prng(seed_state(seed))
        for _ in range(80):
            if game.outcome(m.state) is not None:
                break
            stack = [[]]
            while stack:
                prefix = stack.pop()
                items = game.choices(m.state, prefix)
                longest = max(longest, len(items))
                if len(prefix) < 3:
                    stack.extend(prefix + [i] for i in items if i is not DONE)
            m.play(table_like_move(m.state, rng))
    assert longest <= 50, longest


def test_journal_and_replay_rebuild_the_same_game_bit_for_bit():
    """Moves, undos and redos written as journal records rebuild the state."""
    for seed in range(30):
        data = load()
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        m = Match(game, data, options, seed)
        records = [journal.encode_op(0, m.header())]
        m.on_op = lambda op: records.append(journal.encode_op(len(records), op))
        rng = Prng(seed_state(seed + 99))
        for i in range(150):
            if game.outcome(m.state) is not None:
                break
            m.play(table_like_move(m.state, rng))
            if i % 7 == 3 and m.can_undo() is None:
                m.undo()
                if i % 2:
                    m.redo()
        values, rec = journal.read_ops(b"".join(records))
        assert rec.clean()
        rebuilt = from_ops(game, data, values[0], values[1:])
        assert canon.digest(rebuilt.state) == canon.digest(m.state)
        assert canon.digest(replay(game, data, options, seed, m.moves)) == canon.digest(m.state)


def test_undo_at_every_step_gives_back_the_previous_state():
    for seed in range(20):
        m = Match(game, load(), OPTION_SETS[seed % len(OPTION_SETS)], seed)
        rng = Prng(seed_state(seed + 3))
        for _ in range(100):
            if game.outcome(m.state) is not None:
                break
            before = canon.digest(m.state)
            move = table_like_move(m.state, rng)
            m.play(move)
            after = canon.digest(m.state)
            assert m.undo() == move and canon.digest(m.state) == before
            m.redo()
            assert canon.digest(m.state) == after


def test_preview_tells_the_events_without_changing_the_state():
    m = Match(game, load(), {}, 4)
    rng = Prng(seed_state(4))
    for _ in range(40):
        if game.outcome(m.state) is not None:
            break
        move = table_like_move(m.state, rng)
        before = canon.encode(m.state)
        events = game.preview(m.state, move)
        assert canon.encode(m.state) == before
        assert m.play(move) == events


@pytest.mark.parametrize("name", ["sample", "sample-it", "sample-cs", "template-en", "template-it"])
def test_data_files_are_sealed_nfc_and_valid(name):
    path = os.path.join(DATA_DIR, name + ".json")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert unicodedata.normalize("NFC", text) == text
    doc = json.loads(text)
    assert doc["checksum"] == carddata.checksum(doc)
    games.load_data(game, text, path)


def test_sample_path_is_the_sample_set():
    assert games.sample_path("inbetween") == "data/inbetween/sample.json"
    with open(os.path.join(ROOT, games.sample_path("inbetween"))) as f:
        assert json.load(f)["label"].startswith("SAMPLE (")
