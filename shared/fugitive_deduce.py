# Fugitive: the Marshal's deductions, by exact counting of hidden worlds.
#
# WHAT IS COUNTED (shared/spec/fugitive.md, "The Marshal's deduction
# problem"). A hidden world names the card behind every face-down hideout,
# every sprint card she has not seen (under face-down hideouts, and under 42)
# and every card in the Fugitive's hand. It is consistent with what she knows
# when
#   - all are different physical cards: her hand and every face-up card are
#     elsewhere; card 0 stays put; 1, 2, 3 and 42 are his from the start;
#   - hideouts rise along the row and each gap is at most 3 plus the sprint
#     values under the later hideout (a value depends on which card it is);
#   - from each deck he holds exactly as many cards as he drew;
#   - a missed call missed at the moment it was made: a missed single call g
#     means no face-down hideout was g then; a missed multi-call means not all
#     of its numbers were.
# A world WEIGHS ITS DRAW HISTORIES: the decks are shuffled, so every order of
# the cards he drew from a deck is equally likely. Per deck, the ways to deal
# the cards he drew from it to his draws (the setup draws one unordered group,
# then one card per later draw) so that every card he laid had been drawn by
# the turn he laid it. The chance of a fact is its share of the weight. Counts
# are Python ints; no floats.
#
# The weight of a deck, card by card along the row: he has drawn D cards of
# the deck by a position's turn, j of them lie in the row before it; the k he
# lays there take k of the D - j draws still free, in (D - j)(D - j - 1)...
# (D - j - k + 1) ways (falling(D - j, k)). At the end the R free cards of the
# deck not in the row hold his hand and the O cards still in the deck (O is
# public): his hand fills the draws left in R! / O! ways. The setup group's
# order does not count: the total is divided by (setup draws)! per deck.
#
# HOW: A DYNAMIC PROGRAM OVER THE ROW, left to right. Hideouts are specific
# cards; every other card is counted by GROUP, (zone, sprint value): the zones
# are the base cards 1-3, the three decks and 42 when it may be a sprint card.
# Cards of one group are alike for every rule except that they are different
# cards. After position p the DP's key holds h (hideout p), mask (the missed
# multi-calls whose numbers all matched so far: a world where one matches
# completely is impossible) and one word per zone, of four small counts:
#   open    a later face-down hideout may still be a card of the zone:
#           x1, x2 = its face-down hideouts so far, of sprint value 1 and 2;
#           t1, t2 = the hidden sprint cards taken from it so far ("pending":
#           they cannot be named yet, they must avoid its later hideouts).
#   sealed  no later face-down hideout can be one of its cards: the pending
#           cards are named ("bound") among the A - x free cards that are
#           not hideouts, in C(A - x, t) ways per value, and the word holds
#           r1, r2 = its free cards of each value not in the row. A later
#           sprint card of that group has r choices (C(r, c) for c of them).
#   closed  sealed, and no later hidden sprint card can come from it: his
#           hand is counted (R! / O!, above) and so is the deck weight of its
#           later face-up cards (its hidden count is final); the word is 0.
# Sprint cards under one hideout are a set, not a sequence: when c join t
# pending ones the weight is C(t + c, c); with the binding this gives
# (A - x)! / ((A - x - t)! * product of c!) placements, the exact count.
# Which zones are sealed or closed follows from p and h (Problem.sealed).
#
# MARGINALS: a forward pass counts the weight reaching each key, a backward
# pass the weight of each key's completions; at a face-down position p the
# weight where hideout p is y is the sum over keys with h = y of forward *
# backward.
#
# This module is the reference: the clearest statement of the count, used
# on CPython, on boards without the native engine, and to check it. The
# native engine (native/fugitive_count.c, loaded by shared/fugitive_native.py)
# counts the same keys with the same tables and must give the same integers.
#
# Public functions take a game state whose Marshal's view is known (marshal
# mode; referee mode via shared/fugitive.marshal_view):
#   deduce(state)           what her screen shows (see there)
#   call_count(state, nums) (weight in which calling nums succeeds, all weight)
#   manhunt_plan(state)     the most likely set of face-down hideouts, in
#                           calling order, with its weight
# and each in steps (deduce_steps, call_count_steps, manhunt_steps): a
# generator that gives the caller the hand back every few ms of a Pico's
# work and returns the same answer (see SLICE).
from shared.fugitive import drawn_by_turn
from shared.fugitive_bounds import narrow as reach_bounds

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# A count gives the caller the hand back (a generator's yield: see
# deduce_steps) after each key whose expansion ends SLICE units of work (a
# unit: a key expanded, or a stage state made while expanding it) since the
# last time, and after each position.
SLICE = const(64)

_PASCAL = []   # Pascal's triangle, grown on demand


def binom(n, k):
    """C(n, k); 0 when k < 0, n < 0 or k > n."""
    if k < 0 or n < 0 or k > n:
        return 0
    while len(_PASCAL) <= n:
        m = len(_PASCAL)
        row = [1] * (m + 1)
        for i in range(1, m):
            row[i] = _PASCAL[m - 1][i - 1] + _PASCAL[m - 1][i]
        _PASCAL.append(tuple(row))
    return _PASCAL[n][k]


def falling(n, k):
    """n (n - 1) ... (n - k + 1): the ways to give k cards k of n draws in
    order; 0 when n < k, 1 when k = 0."""
    if k > n:
        return 0
    out = 1
    for i in range(k):
        out *= n - i
    return out


# A key is the bytes of its fields: h, the mask (MASK_BYTES bytes), then four
# counts per zone (bytes hash well on both runtimes; a MicroPython tuple
# hashes as the sum of its items, and keys that differ only in order collide).
_MASK = const(1)    # where the mask starts in a key


class Problem:
    """The Marshal's knowledge, prepared for counting.

    fixed: {position: value} counts only worlds with those hideouts;
    required: numbers that must all be face-down hideouts (a call);
    narrow: candidates narrowed by reach first (no count changes; diagnose()
    counts without it, to name the first position no world passes)."""

    def __init__(self, state, fixed=None, required=None, narrow=True, stepwise=False):
        self._making = self._make_steps(state, fixed or {}, required, narrow)
        if not stepwise:
            finish(self._making)

    def _make_steps(self, state, fixed, required, narrow):
        """The preparation, a part a step (see problem_steps)."""
        if state["mhand"] is None:
            raise ValueError("this device does not know the Marshal's hand")
        lay = state["layout"]
        self.top = lay["top"]
        if self.top > 250:
            raise ValueError("cards above 250 are not supported")
        self.step = lay["step"]
        self.value = state["sprint"]
        row = state["row"]
        self.length = len(row) - 1
        located = set(state["mhand"])
        for pos in row:
            if pos["shown"] is not None:
                located.add(pos["card"])
                if pos["shown"] >= 0:
                    for c in pos["under"]:
                        located.add(c)
        self._zones(state, located)
        self._positions(state, located, fixed)
        yield
        self._hand(state)
        self._calls(state, located)
        if narrow:
            yield
            self._narrow()
        self.hidden = [p for p in range(1, self.length + 1) if self.card[p] is None]
        self._future()
        self.required = sorted(required or [])
        self.mask_bytes = (len(self.multi) + 7) // 8
        self.words_at = _MASK + self.mask_bytes
        self.work = None    # [units left] when counting on a budget (_spend)
        self.made = 0       # the stage states the key being expanded made
        self.since = 0      # the work since the count's last step
        self._sealed = {}   # (p, h): zones sealed after p (see sealed)
        # the setup draws' order does not count: divided out at the end
        self.setup_orders = 1
        for d in range(len(lay["decks"])):
            for i in range(2, lay["setup"][d] + 1):
                self.setup_orders *= i
        self._making = None

    # -- preparation --

    def _zones(self, state, located):
        """Zones by rising numbers: the base cards, each deck, and 42 when it
        may be a sprint card and is unseen. Per zone its range, its deck (-1:
        none) and its free cards (not located) of each sprint value."""
        lay = state["layout"]
        zones = [(min(lay["start"]), max(lay["start"]), -1)]
        for d in range(len(lay["decks"])):
            zones.append((lay["decks"][d][0], lay["decks"][d][1], d))
        if state["opts"]["sprint_42"] == "yes" and self.top not in located:
            zones.append((self.top, self.top, -1))
        self.nzones = len(zones)
        self.lo = [z[0] for z in zones]
        self.hi = [z[1] for z in zones]
        self.deck = [z[2] for z in zones]
        self.zone_of = [-1] * (self.top + 1)
        self.free1 = [0] * self.nzones
        self.free2 = [0] * self.nzones
        for z in range(self.nzones):
            for c in range(self.lo[z], self.hi[z] + 1):
                self.zone_of[c] = z
                if c not in located:
                    if self.value[c] == 1:
                        self.free1[z] += 1
                    else:
                        self.free2[z] += 1

    def _positions(self, state, located, fixed):
        """Per row position: its card if face up (else None) and the
        candidates; the known sprint value; how many sprint cards are hidden;
        which zones may give one (his deck draws by then); per deck zone the
        cards he had drawn by its turn (drawn) and the face-up cards laid
        there (shown_here)."""
        row = state["row"]
        n = len(row)
        nz = self.nzones
        self.card = [None] * n
        self.cands = [[] for _ in range(n)]
        self.known = [0] * n
        self.ntok = [0] * n
        self.gives = [0] * n            # bitmask of zones a hidden sprint card may come from
        self.drawn = [None] * n         # per zone: cards of its deck he had drawn by then
        self.shown_here = [None] * n    # per zone: its face-up cards laid here
        unknown = [y for y in range(1, self.top) if y not in located and self.zone_of[y] >= 0]
        for p in range(1, n):
            pos = row[p]
            here = [0] * nz
            known = ()
            if pos["shown"] is None:
                cands = list(unknown)
            else:
                self.card[p] = pos["card"]
                cands = [pos["card"]]
                if pos["shown"] >= 0:
                    known = pos["under"]
                for c in [pos["card"]] + list(known):
                    if c <= self.top and self.zone_of[c] >= 0:
                        here[self.zone_of[c]] += 1
            if p in fixed:
                cands = [y for y in cands if y == fixed[p]]
            self.cands[p] = cands
            self.shown_here[p] = here
            for c in known:
                self.known[p] += self.value[c]
            self.ntok[p] = pos["sprints"] - len(known)
            decks = drawn_by_turn(state, pos["turn"])
            self.drawn[p] = [decks[self.deck[z]] if self.deck[z] >= 0 else 0 for z in range(nz)]
            for z in range(nz):
                if self.deck[z] < 0 or self.drawn[p][z] > 0:
                    if self.free1[z] + self.free2[z]:
                        self.gives[p] |= 1 << z

    def _hand(self, state):
        """Per deck zone: the face-up cards of the row before each position
        (shown_before), and the free cards still in the deck (others, O:
        public): the free ones less his hand and his hidden row cards."""
        n = self.length + 1
        nz = self.nzones
        self.shown_before = [[0] * nz for _ in range(n + 1)]
        for p in range(1, n + 1):
            for z in range(nz):
                self.shown_before[p][z] = self.shown_before[p - 1][z] + \
                    (self.shown_here[p - 1][z] if p - 1 >= 1 else 0)
        drawn = drawn_by_turn(state, state["turn"])
        self.others = [0] * nz
        for z in range(nz):
            if self.deck[z] >= 0:
                shown = self.shown_before[n][z]
                self.others[z] = self.free1[z] + self.free2[z] - (drawn[self.deck[z]] - shown)

    def _calls(self, state, located):
        """Missed calls as constraints on the row at the time they were made:
        a missed single call removes its number from the candidates of the
        positions face down then; multi = [(numbers, eligible positions, last
        eligible)] for missed multi-calls that could have matched."""
        row = state["row"]
        calls = state["calls"]
        self.multi = []
        for ci in range(len(calls)):
            turn, numbers, hit = calls[ci]
            if hit:
                continue
            eligible = [p for p in range(1, len(row)) if row[p]["turn"] <= turn
                        and (row[p]["shown"] is None or row[p]["shown"] > ci)]
            if len(numbers) == 1:
                for p in eligible:
                    if numbers[0] in self.cands[p]:
                        self.cands[p].remove(numbers[0])
                continue
            possible = len(eligible) > 0
            for n in numbers:
                if n in located and not [p for p in eligible if self.card[p] == n]:
                    possible = False
            if possible:
                self.multi.append((sorted(numbers), eligible, max(eligible)))

    def reach(self, p):
        """The most hideout p can lie beyond hideout p - 1: its hidden
        sprint cards at the best value a free card has."""
        best = 1
        for z in range(self.nzones):
            if self.free2[z]:
                best = 2
        return self.step + self.known[p] + best * self.ntok[p]

    def _narrow(self):
        """Keep only the candidates within the bounds of reach along the whole
        row (shared/fugitive_bounds.narrow): a hideout outside them ends no
        world, so no count changes. When even the bounds fit nothing, the
        candidates stay (the count is 0 either way)."""
        reach = [0] + [self.reach(p) for p in range(1, self.length + 1)]
        found = reach_bounds([[0]] + self.cands[1:], reach)
        if found is None:
            return
        lo, hi = found
        for p in range(1, self.length + 1):
            if self.card[p] is None:
                cands = self.cands[p]
                self.cands[p] = cands[cands.index(lo[p]):cands.index(hi[p]) + 1]

    def _future(self):
        """later[p]: the zones a hidden sprint card after position p may come
        from (bitmask)."""
        self.later = [0] * (self.length + 1)
        mask = 0
        for p in range(self.length, -1, -1):
            self.later[p] = mask
            if p and self.ntok[p]:
                mask |= self.gives[p]

    def sealed(self, p, h):
        """The zones no face-down hideout after position p can be a card of,
        hideout p being h (bitmask, cached): walking the row on, every
        candidate of theirs is at most h or out of reach."""
        key = p * 256 + h
        found = self._sealed.get(key)
        if found is None:
            touched = 0
            top = h
            for q in range(p + 1, self.length + 1):
                if self.card[q] is not None:
                    top = self.card[q]
                    continue
                furthest = None
                for c in self.cands[q]:
                    if h < c <= top + self.reach(q):
                        furthest = c
                        touched |= 1 << self.zone_of[c]
                if furthest is None:
                    break
                top = furthest
            found = ((1 << self.nzones) - 1) & ~touched
            self._sealed[key] = found
        return found

    # -- keys --

    def key(self, h, mask, words):
        """The key of (h, mask, [[c1, c2, c3, c4] per zone])."""
        fields = [h]
        for i in range(self.mask_bytes):
            fields.append(mask >> 8 * i & 255)
        for w in words:
            fields.extend(w)
        return bytes(fields)

    def fields(self, key):
        """(h, mask, [[c1, c2, c3, c4] per zone]) of a key."""
        mask = 0
        for i in range(self.mask_bytes):
            mask |= key[_MASK + i] << 8 * i
        at = self.words_at
        words = [list(key[at + 4 * z:at + 4 * z + 4]) for z in range(self.nzones)]
        return key[0], mask, words

    def start(self):
        """The key before position 1, and its weight: zones sealed from the
        start hold all their free cards; closed ones are counted now."""
        sealed = self.sealed(0, 0)
        weight = 1
        words = []
        for z in range(self.nzones):
            word = [0, 0, 0, 0]
            if sealed >> z & 1:
                word = [self.free1[z], self.free2[z], 0, 0]
                if not self.later[0] >> z & 1:
                    weight *= self._close(z, 0, word)
                    word = [0, 0, 0, 0]
            words.append(word)
        return self.key(0, (1 << len(self.multi)) - 1, words), weight

    def in_row(self, z, word, sealed):
        """The hidden cards of zone z in the row, by its word."""
        if sealed:
            return self.free1[z] + self.free2[z] - word[0] - word[1]
        return word[0] + word[1] + word[2] + word[3]

    def _close(self, z, p, word):
        """The weight of closing zone z after position p (its sealed word):
        his hand, and the deck weight of its face-up cards after p."""
        if self.deck[z] < 0:
            return 1        # base cards and 42: all that are not in the row are his
        rest = word[0] + word[1]
        weight = falling(rest, rest - self.others[z])
        j = self.free1[z] + self.free2[z] - rest + self.shown_before[p + 1][z]
        for q in range(p + 1, self.length + 1):
            laid = self.shown_here[q][z]
            weight *= falling(self.drawn[q][z] - j, laid)
            j += laid
        return weight

    # -- a position --

    def moves(self, p, key):
        """The keys after position p reached from `key` (before it), with
        the weight of each step: {key: weight}. The hideout first, then the
        hidden sprint cards zone by zone, then the zones sealed or closed."""
        h, mask, words = self.fields(key)
        before = self.sealed(p - 1, h)
        # closed zones (counted already: nothing of theirs happens here)
        closed = before & ~self.later[p - 1]
        out = {}
        for y in self.cands[p]:
            if y <= h:
                continue
            need = y - h - self.step - self.known[p]
            if need > 2 * self.ntok[p]:
                break
            mask2 = self._hideout_ok(p, mask, h, y)
            if mask2 < 0:
                continue
            zy = -1 if self.card[p] is not None else self.zone_of[y]
            if zy >= 0 and before >> zy & 1:
                continue        # (cannot happen: sealed means no candidate there)
            stages = {(self.key(y, mask2, words), self.ntok[p], need): 1}
            for z in range(self.nzones):
                if not closed >> z & 1:
                    stages = self._zone_stage(p, z, zy, before >> z & 1, words[z], stages)
            for (k, left, rest), weight in stages.items():
                if left or rest > 0:
                    continue
                k, weight = self._seal(p, k, weight, before)
                if weight:
                    out[k] = out.get(k, 0) + weight
        return out

    def _hideout_ok(self, p, mask, h, y):
        """The mask after hideout p = y following h, or -1 if no world goes
        on: a required number passed over, or a missed multi-call now fully
        matched."""
        for n in self.required:
            if h < n < y or (n == y and self.card[p] is not None):
                return -1
        for i in range(len(self.multi)):
            bit = 1 << i
            if not mask & bit:
                continue
            numbers, eligible, last = self.multi[i]
            for n in numbers:
                if h < n < y:
                    mask &= ~bit
            if mask & bit and y in numbers:
                if p not in eligible:
                    mask &= ~bit
                elif y == numbers[-1]:
                    return -1
            if mask & bit and p >= last:
                mask &= ~bit
        return mask

    def _zone_stage(self, p, z, zy, sealed, old, stages):
        """Zone z at position p, for each stage state (key so far, sprint
        cards left to place, sprint value still needed): its hidden sprint
        cards here (c1 of value 1, c2 of value 2), hideout p if it is one of
        its cards, and the deck weight of what he laid from it here. old: its
        word before p (for the deck weight)."""
        out = {}
        at = self.words_at + 4 * z
        gives = self.ntok[p] and self.gives[p] >> z & 1
        deck = self.deck[z] >= 0
        shown = self.shown_here[p][z]
        for (k, left, rest), weight in stages.items():
            word = list(k[at:at + 4])
            hideout = 0
            if zy == z:
                hideout = 1
                word[self.value[k[0]] - 1] += 1     # (k[0]: the hideout, y)
            if sealed:
                room1, room2 = word[0], word[1]
            else:
                room1 = self.free1[z] - word[0] - word[2]
                room2 = self.free2[z] - word[1] - word[3]
            if not gives:
                room1 = room2 = 0
            if room1 > left:
                room1 = left
            if room2 > left:
                room2 = left
            j = 0
            if deck:
                j = self.in_row(z, old, sealed) + self.shown_before[p][z]
            for c1 in range(room1 + 1):
                for c2 in range(min(room2, left - c1) + 1):
                    w = weight
                    new = list(word)
                    if sealed:
                        w *= binom(word[0], c1) * binom(word[1], c2)
                        new[0] -= c1
                        new[1] -= c2
                    else:
                        w *= binom(word[2] + c1, c1) * binom(word[3] + c2, c2)
                        new[2] += c1
                        new[3] += c2
                    if deck:
                        w *= falling(self.drawn[p][z] - j, c1 + c2 + hideout + shown)
                    if not w:
                        continue
                    rest2 = rest - c1 - 2 * c2
                    if rest2 < 0:
                        rest2 = 0
                    left2 = left - c1 - c2
                    if rest2 > 2 * left2:
                        continue
                    k2 = k[:at] + bytes(new) + k[at + 4:]
                    state = (k2, left2, rest2)
                    out[state] = out.get(state, 0) + w
                    self.made += 1
        return out

    def _seal(self, p, key, weight, before):
        """The key after position p once the zones sealed by it are bound
        and those closed by it counted, with the weight."""
        h, mask, words = self.fields(key)
        after = self.sealed(p, h)
        for z in range(self.nzones):
            word = words[z]
            if after >> z & 1 and not before >> z & 1:
                # bind its pending sprint cards among the free ones that are
                # not hideouts
                x1, x2, t1, t2 = word
                weight *= binom(self.free1[z] - x1, t1) * binom(self.free2[z] - x2, t2)
                word = [self.free1[z] - x1 - t1, self.free2[z] - x2 - t2, 0, 0]
            if after >> z & 1 and not self.later[p] >> z & 1 and \
                    (self.later[p - 1] >> z & 1 or not before >> z & 1):
                weight *= self._close(z, p, word)
                word = [0, 0, 0, 0]
            words[z] = word
        if not weight:
            return None, 0
        return self.key(h, mask, words), weight

    def end_ok(self, key):
        """Can the row end in this key (every required number matched, no
        missed multi-call fully matched)?"""
        h, mask, words = self.fields(key)
        for n in self.required:
            if n > h:
                return False
        return not mask


def _spend(prob, units):
    """Charge work to the problem's budget, if it has one; TooMany when it
    runs out."""
    work = prob.work
    if work is not None:
        work[0] -= units
        if work[0] < 0:
            raise TooMany()


def problem_steps(state, fixed=None, required=None, narrow=True):
    """Problem(state, fixed, required, narrow) made in steps: it takes 20-30
    ms on a Pico, more than a press may wait, so a device makes it a part at
    a time (as deduce_steps() counts)."""
    prob = Problem(state, fixed, required, narrow, stepwise=True)
    yield from prob._making
    return prob


def finish(steps):
    """Run a count made of steps (a generator: see deduce_steps) to its end:
    its answer."""
    try:
        while True:
            next(steps)
    except StopIteration as end:
        return end.value


def _expand(prob, p, key):
    """prob.moves(p, key), its work charged (the stage states it made)."""
    prob.made = 1
    out = prob.moves(p, key)
    _spend(prob, prob.made)
    prob.since += prob.made
    return out


def _slice_done(prob):
    """True once a slice of work is done since the last step (see SLICE)."""
    if prob.since >= SLICE:
        prob.since = 0
        return True
    return False


def _forward_steps(prob, limit):
    """layers[p] = {key: weight reaching it after position p}."""
    key, weight = prob.start()
    layers = [{key: weight} if weight else {}]
    for p in range(1, prob.length + 1):
        out = {}
        for key, n in layers[-1].items():
            for k2, w in _expand(prob, p, key).items():
                out[k2] = out.get(k2, 0) + n * w
            if _slice_done(prob):
                yield
        if limit is not None and len(out) > limit:
            raise TooMany()
        layers.append(out)
        yield
    return layers


def forward(prob, limit=None):
    return finish(_forward_steps(prob, limit))


def _total(prob, layer):
    total = 0
    for key, n in layer.items():
        if prob.end_ok(key):
            total += n
    return total


def _count_steps(prob, limit):
    layers = yield from _forward_steps(prob, limit)
    return _total(prob, layers[-1]) // prob.setup_orders


def count(prob, limit=None):
    """The weight of all consistent worlds."""
    return finish(_count_steps(prob, limit))


def _marginal_steps(prob, limit):
    """(total weight, {position: {value: weight}}) for the face-down
    positions. A TooMany in the walk back comes as Partial, with the
    positions walked whole (the last of the row)."""
    layers = yield from _forward_steps(prob, limit)
    orders = prob.setup_orders
    back = {}
    for key in layers[-1]:
        if prob.end_ok(key):
            back[key] = 1
    total = _total(prob, layers[-1])
    counts = {}
    first = prob.hidden[0] if prob.hidden else prob.length + 1
    try:
        for p in range(prob.length, first - 1, -1):
            if prob.card[p] is None:
                here = {}
                for key, n in layers[p].items():
                    m = back.get(key)
                    if m:
                        here[key[0]] = here.get(key[0], 0) + n * m
                counts[p] = dict((y, here[y] // orders) for y in here)
            layers[p] = None
            if p == first:
                break
            # the completions of each key before p
            new = {}
            for key in layers[p - 1]:
                m = 0
                for k2, w in _expand(prob, p, key).items():
                    m += w * back.get(k2, 0)
                if m:
                    new[key] = m
                if _slice_done(prob):
                    yield
            back = new
            yield
    except TooMany:
        raise Partial(total // orders, counts)
    return total // orders, counts


def marginals(prob, limit=None):
    """(total weight, {position: {value: weight}}) for the face-down
    positions."""
    return finish(_marginal_steps(prob, limit))


# -- what the Marshal's screens ask --

class TooMany(Exception):
    """The count needs more live states than `limit` (the heap) or more work
    than `budget` (the time) the caller allows."""


class Partial(TooMany):
    """TooMany in the backward pass: its args, the total weight and the
    chances of the face-down hideouts walked back before it ({position:
    {value: weight}}, the last ones of the row), are exact all the same."""


def _work(budget):
    """A work budget as the problems share it: None (no bound), or [units
    left] from a number of units or from such a list (shared)."""
    if budget is None or isinstance(budget, list):
        return budget
    return [budget]


def _on_budget(prob, work):
    """The problem, counting on this budget (see _work)."""
    prob.work = _work(work)
    return prob


def deduce(state, limit=None, budget=None):
    """The Marshal's picture of the row:
      "worlds"     the weight of the consistent hidden worlds (their draw
                   histories: 0, what was entered cannot all be true; None,
                   too many possibilities to count here)
      "positions"  [[position, [[value, weight], ...]], ...] for every
                   face-down hideout, in row order, values rising
      "certain"    [[position, value], ...] the hideouts known for sure
      "suggest"    [[numbers...], weight]: a call and the weight where it hits
      "problem"    None, or [template, params...] saying why nothing fits
    Chances are weight / "worlds": exact fractions (see share()).
    limit bounds the live states (heap), budget the work (time): beyond
    either, "worlds" is None and "problem" says there are too many
    possibilities; if the count got that far, "partial" then holds what it
    did count, exact: [worlds, [[position, [[value, weight], ...]], ...]]
    for the last face-down hideouts of the row."""
    return finish(deduce_steps(state, limit, budget))


def deduce_steps(state, limit=None, budget=None):
    """deduce() in steps: a generator that yields every SLICE units of work
    or so and returns deduce()'s answer. Between two steps the caller may do
    anything else (a device reads its buttons and answers a press), then go
    on with next(); finish() runs it to the end. The native engine counts
    where it loads (shared/fugitive_native.py), this one elsewhere."""
    from shared import fugitive_native as native
    work = _work(budget)
    try:
        prob = _on_budget((yield from problem_steps(state)), work)
        yield
        total, counts = yield from native.marginal_steps(prob, limit, work)
    except Partial as cut:
        total, counts = cut.args
        return _too_many(_rows(prob, counts) if total else None, total)
    except TooMany:
        return _too_many()
    positions = _rows(prob, counts)
    certain = []
    for p, row in positions:
        if total and len(row) == 1:
            certain.append([p, row[0][0]])
    result = {"worlds": total, "positions": positions, "certain": certain,
              "suggest": None, "problem": None}
    if total == 0:
        result["problem"] = yield from _diagnose_steps(state, prob.work)
        return result
    result["suggest"] = _suggestion(state, positions, certain, total)
    return result


def _rows(prob, counts):
    """[[position, [[value, weight], ...]], ...] for the face-down positions
    counted, in row order, values rising."""
    rows = []
    for p in prob.hidden:
        values = counts.get(p)
        if values is not None:
            rows.append([p, [[y, values[y]] for y in sorted(values) if values[y]]])
    return rows


def _too_many(partial=None, total=0):
    """deduce()'s answer when the count gives up (see there)."""
    answer = {"worlds": None, "positions": [], "certain": [], "suggest": None,
              "problem": ["Too many possibilities to count"]}
    if partial:
        answer["partial"] = [total, partial]
    return answer


def _suggestion(state, positions, certain, total):
    """Call every certain hideout at once (a sure hit) if there is one, else
    the single most likely number. In the Manhunt, one number at a time."""
    if certain:
        numbers = sorted(c[1] for c in certain)
        if state["phase"] == "hunt":
            numbers = numbers[:1]
        return [numbers, total]
    # a number is a face-down hideout in the worlds where some position holds
    # it; positions hold different numbers, so those weights add up
    hits = {}
    for p, values in positions:
        for y, n in values:
            hits[y] = hits.get(y, 0) + n
    best = None
    for y in hits:
        if best is None or hits[y] > hits[best] or (hits[y] == hits[best] and y < best):
            best = y
    if best is None:
        return None
    return [[best], hits[best]]


def call_count(state, numbers, limit=None, budget=None, worlds=None):
    """(weight in which a call of these numbers hits, all weight): the exact
    chance that every number is a face-down hideout now, joint (not a
    product of the single chances). worlds: deduce(state)["worlds"] if the
    caller has it. Raises TooMany beyond limit or budget (see deduce)."""
    return finish(call_count_steps(state, numbers, limit, budget, worlds))


def call_count_steps(state, numbers, limit=None, budget=None, worlds=None,
                     counter=None):
    """call_count() in steps, as deduce_steps() is deduce(). counter(prob,
    limit, work): the count's steps (by default the native engine's where
    it loads, else this one's)."""
    from shared import fugitive_native as native
    work = _work(budget)
    counter = counter or native.count_steps
    total = worlds
    if total is None:
        total = yield from counter((yield from problem_steps(state)), limit, work)
    if not total:
        return 0, 0
    part = yield from counter((yield from problem_steps(state, required=numbers)), limit, work)
    return part, total


def count_steps(prob, limit, work):
    """The total weight of a problem in steps, by this engine."""
    return _count_steps(_on_budget(prob, work), limit)


def share(part, whole, scale=100):
    """A chance for the screen, as a whole number out of `scale`: rounded,
    but 0 only if impossible and `scale` only if certain."""
    if whole <= 0 or part <= 0:
        return 0
    if part >= whole:
        return scale
    value = (2 * part * scale + whole) // (2 * whole)
    if value <= 0:
        return 1
    if value >= scale:
        return scale - 1
    return value


def manhunt_plan(state, limit=None, budget=None, known=None):
    """The Manhunt: she must name every face-down hideout, one call at a time,
    and the first miss ends it. The best set of calls is the most likely
    complete assignment of the face-down hideouts. Returns {"calls": numbers
    in calling order (surest first), "worlds": weight in which all of them
    hit, "total": all weight}. Found by branch and bound: positions left to
    right, likeliest values first, abandoning a branch as soon as its weight
    cannot beat the best set found. Raises TooMany beyond limit or budget
    (the budget is for the whole search). known: deduce(state) if the
    caller has it (its counts are the search's root: not made again)."""
    return finish(manhunt_steps(state, limit, budget, known))


def manhunt_steps(state, limit=None, budget=None, known=None, marginals_of=None):
    """manhunt_plan() in steps, as deduce_steps() is deduce().
    marginals_of(prob, limit, work): the marginals' steps (by default the
    native engine's where it loads, else this one's)."""
    from shared import fugitive_native as native
    work = _work(budget)
    marginals_of = marginals_of or native.marginal_steps
    if known is not None and known["worlds"] is not None:
        total = known["worlds"]
        hidden = [p for p, values in known["positions"]]
        counts = {}
        for p, values in known["positions"]:
            counts[p] = dict((y, n) for y, n in values)
    else:
        prob = yield from problem_steps(state)
        total, counts = yield from marginals_of(prob, limit, work)
        hidden = prob.hidden
    if not total or not hidden:
        return {"calls": [], "worlds": 0 if hidden else total, "total": total}
    best = [None, 0]

    def search(fixed, worlds, counts):
        i = len(fixed)
        if i == len(hidden):
            if worlds > best[1]:
                best[0] = dict(fixed)
                best[1] = worlds
            return
        p = hidden[i]
        # likeliest first; ties by value (the same order on every runtime)
        options = sorted(counts[p].items(), key=lambda item: (-item[1], item[0]))
        for y, n in options:
            if n <= best[1]:
                break
            fixed[p] = y
            if i + 1 == len(hidden):
                yield from search(fixed, n, None)
            else:
                sub = yield from problem_steps(state, fixed=fixed)
                sub_total, sub_counts = yield from marginals_of(sub, limit, work)
                yield from search(fixed, sub_total, sub_counts)
            del fixed[p]

    yield from search({}, total, counts)
    chosen = best[0]
    # surest first: by the chance of each number on its own
    order = sorted(hidden, key=lambda p: (-counts[p].get(chosen[p], 0), p))
    return {"calls": [chosen[p] for p in order], "worlds": best[1], "total": total}


def diagnose(state, budget=None):
    """Why no hidden world fits what was entered (a short reason). On a work
    budget that runs out, the general reason."""
    return finish(_diagnose_steps(state, _work(budget)))


def _diagnose_steps(state, work):
    try:
        return (yield from _fault_steps(state, work))
    except TooMany:
        return ["What was entered cannot all be true"]


def _fault_steps(state, work):
    # the candidates not narrowed: the first position no key reaches is then
    # the one that fails
    prob = _on_budget((yield from problem_steps(state, narrow=False)), work)
    key, weight = prob.start()
    layer = {key: weight} if weight else {}
    for p in range(1, prob.length + 1):
        out = {}
        for key, n in layer.items():
            for k2, w in _expand(prob, p, key).items():
                out[k2] = out.get(k2, 0) + n * w
            if _slice_done(prob):
                yield
        layer = out
        yield
        if not layer:
            if prob.card[p] is None:
                return ["No card fits face-down hideout {0}", p]
            return ["Hideout {0} cannot be {1}", p, prob.card[p]]
    calls = state["calls"]
    for i in range(len(calls) - 1, -1, -1):
        if calls[i][2]:
            continue
        trial = dict(state)
        trial["calls"] = calls[:i] + [[calls[i][0], calls[i][1], True]] + calls[i + 1:]
        trial_prob = yield from problem_steps(trial)
        if (yield from _count_steps(_on_budget(trial_prob, work), None)):
            return ["The miss of {0} cannot be true", "+".join(str(n) for n in calls[i][1])]
    return ["What was entered cannot all be true"]
