# Reference DP for tests: the first, simple version of the deduction engine
# (per-group counts, no merging tricks). Exact but slow; the tests use it to
# check shared/fugitive_deduce.py on full-size states where brute force
# cannot run.
#
#
# WHAT IS COUNTED. A hidden world names the card behind every face-down
# hideout, every sprint card she has not seen (under face-down hideouts, and
# under 42) and every card in the Fugitive's hand. It is consistent with what
# the Marshal knows when
#   - all cards are different physical cards (her hand and every face-up card
#     are known; card 0 never moves; 1, 2, 3 and 42 are his from the start);
#   - hideouts rise along the row and each gap is at most 3 plus the sprint
#     values under the later hideout (a value depends on which card it is);
#   - from each deck he holds exactly as many cards as he drew (setup draws
#     included) and, at each position, no more of them lie in the row than he
#     had drawn by the turn it was placed ("timing");
#   - a missed call was a miss at the moment it was made: a missed single call
#     g means no hideout face down then was g; a missed multi-call means not
#     all of its numbers were.
# Every consistent world counts the same (the spec's model). The chance of a
# fact is the share of consistent worlds where it holds. Counts are Python
# ints, exact; nothing here uses floats.
#
# HOW IT IS COUNTED: a dynamic program over the row positions, left to right.
# Hideouts are specific cards; everything else is counted by groups. A group
# is (zone, sprint value), the zones being the base cards 1-3 and the three
# decks (cards of one group are interchangeable for every rule except being
# different cards). After position p the DP state ("key") holds:
#   h     the value of hideout p (the next must be higher and within reach);
#   mask  the missed multi-calls whose numbers all matched so far (a world in
#         which one matches completely is dropped);
#   per group two small counts, which depend on where h is:
#     zone still open (h below its top card): x = its hidden hideouts so far,
#         t = hidden sprint cards of the group so far, still "unbound": they
#         cannot be told apart from hideouts still to come in the zone;
#     zone passed (h at or above its top card, no more hideouts from it):
#         r = its free cards not used in the row so far; t = 0.
# Sprint cards are "bound" to actual cards when their zone is passed: t
# sprint cards from the A - x free cards of the group that are not hideouts
# can be chosen in C(A - x, t) ways; a later sprint card of a passed group
# has r choices (C(r, c) for c of them under one hideout). Within one hideout
# the sprint cards are a set, not a sequence: unbound ones are weighted by
# C(t + c, c) when c join t, which with the final C(A - x, t) gives exactly
# (A - x)! / ((A - x - t)! * product of c!) placements.
# At the end every zone is bound and the Fugitive's hand is counted per deck:
# of the U free cards of the deck, n are in the row (hidden) and he holds
# K - n more of the remaining U - n: C(U - n, K - n) hands. The base cards he
# holds all of (factor 1).
# Timing needs the number of cards of each deck in the row up to p: it is the
# face-up ones (known) plus x + t (open zone) or U - r (passed zone).
#
# Probabilities of values need the count of worlds through each key: a
# forward pass counts worlds reaching each key at each position, a backward
# pass counts the completions of each key; at position p the worlds where
# hideout p is y are the sum over keys with h = y of forward * backward.
#
# Public functions (all take a game state whose Marshal's view is known:
# marshal or referee mode):
#   deduce(state)           the full picture for her screen (see there)
#   call_count(state, nums) worlds where a call of these numbers succeeds
#   manhunt_plan(state)     the most likely complete set of face-down hideouts
#                           with its count of worlds, in calling order
from shared import fugitive as rules

_BINOM = []   # Pascal's triangle, grown on demand


def binom(n, k):
    """C(n, k) for small n (0 when k < 0 or k > n)."""
    if k < 0 or n < 0 or k > n:
        return 0
    while len(_BINOM) <= n:
        m = len(_BINOM)
        row = [1] * (m + 1)
        for i in range(1, m):
            row[i] = _BINOM[m - 1][i - 1] + _BINOM[m - 1][i]
        _BINOM.append(row)
    return _BINOM[n][k]


class Problem:
    """The Marshal's knowledge, prepared for counting.

    fixed: {position: value} to count only worlds with those hideouts;
    required: numbers that must all be face-down hideouts now (a call)."""

    def __init__(self, state, fixed=None, required=None):
        if state["mhand"] is None:
            raise ValueError("this device does not know the Marshal's hand")
        lay = state["layout"]
        self.top = lay["top"]
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
        self._groups(located)
        self._positions(state, located, fixed or {})
        self._calls(state, located)
        self.required = sorted(required or [])

    def _zones(self, state, located):
        """Zones: the base cards, then each deck, by rising numbers; and 42
        when it may be a sprint card and is still unseen."""
        lay = state["layout"]
        zones = [[min(lay["start"]), max(lay["start"]), -1]]
        for d in range(len(lay["decks"])):
            zones.append([lay["decks"][d][0], lay["decks"][d][1], d])
        if state["opts"]["sprint_42"] == "yes" and self.top not in located:
            zones.append([self.top, self.top, -1])
        self.zones = zones
        self.zone_of = [-1] * (self.top + 1)
        for z in range(len(zones)):
            for c in range(zones[z][0], zones[z][1] + 1):
                self.zone_of[c] = z
        # cards of each deck he holds hidden (in the row face down or in hand)
        self.hidden_held = []
        for z in range(len(zones)):
            d = zones[z][2]
            if d < 0:
                self.hidden_held.append(None)
                continue
            held = rules.draws_by_turn(state, d, state["turn"])
            for pos in state["row"]:
                if pos["shown"] is not None and rules.deck_of(state, pos["card"]) == d:
                    held -= 1
                if pos["shown"] is not None and pos["shown"] >= 0:
                    for c in pos["under"]:
                        if rules.deck_of(state, c) == d:
                            held -= 1
            self.hidden_held.append(held)

    def _groups(self, located):
        """Groups (zone, sprint value) with free cards; group_of[card]."""
        self.groups = []
        self.free = []
        self.group_of = [-1] * (self.top + 1)
        index = {}
        for c in range(1, self.top + 1):
            z = self.zone_of[c]
            if z < 0 or c in located:
                continue
            key = z * 8 + self.value[c]
            if key not in index:
                index[key] = len(self.groups)
                self.groups.append([z, self.value[c]])
                self.free.append(0)
            g = index[key]
            self.group_of[c] = g
            self.free[g] += 1
        self.zone_groups = []
        self.zone_free = []
        for z in range(len(self.zones)):
            gs = [g for g in range(len(self.groups)) if self.groups[g][0] == z]
            self.zone_groups.append(gs)
            self.zone_free.append(sum(self.free[g] for g in gs))

    def _positions(self, state, located, fixed):
        """Per row position: known card or the candidates, known sprint
        value, hidden sprint cards and their possible groups, timing limits."""
        row = state["row"]
        lay = state["layout"]
        self.card = [0]
        self.candidates = [None]
        self.known_sprint = [0]
        self.tokens = [0]
        self.spreads = [None]
        self.limit = [None]      # per zone: cards of the deck he had by then
        self.seen_upto = [None]  # per zone: face-up cards of the deck up to here
        seen = [0] * len(self.zones)
        for p in range(1, len(row)):
            pos = row[p]
            known = []
            if pos["shown"] is not None and pos["shown"] >= 0:
                known = pos["under"]
            card = pos["card"] if pos["shown"] is not None else None
            self.card.append(card)
            for c in ([card] if card is not None else []) + list(known):
                z = self.zone_of[c] if c < len(self.zone_of) else -1
                if z >= 0:
                    seen[z] += 1
            self.seen_upto.append(list(seen))
            limit = []
            for z in range(len(self.zones)):
                d = self.zones[z][2]
                limit.append(None if d < 0 else rules.draws_by_turn(state, d, pos["turn"]))
            self.limit.append(limit)
            self.known_sprint.append(rules.sprint_total(state, known))
            ntok = pos["sprints"] - len(known)
            self.tokens.append(ntok)
            self.spreads.append(self._spreads(ntok, limit))
            if card is None:
                cands = [y for y in range(1, self.top)
                         if y not in located and self.group_of[y] >= 0]
                if p in fixed:
                    cands = [y for y in cands if y == fixed[p]]
            else:
                cands = [card]
                if p in fixed and fixed[p] != card:
                    cands = []
            self.candidates.append(cands)
        self.turn = [pos["turn"] for pos in row]
        self.hidden = [p for p in range(1, len(row)) if self.card[p] is None]

    def _spreads(self, ntok, limit):
        """Every way to spread ntok hidden sprint cards over the groups they
        may come from: [(counts per group, their sprint value)]."""
        usable = []
        for g in range(len(self.groups)):
            z = self.groups[g][0]
            if self.zones[z][2] >= 0 and limit[z] == 0:
                continue
            if self.zones[z][0] == self.top and self.zones[z][1] == self.top:
                usable.append(g)
            elif self.zones[z][2] >= 0 or self.zones[z][2] == -1:
                usable.append(g)
        out = []
        counts = [0] * len(self.groups)

        def spread(i, left):
            if left == 0:
                total = 0
                for g in range(len(counts)):
                    total += counts[g] * self.groups[g][1]
                out.append((list(counts), total))
                return
            if i == len(usable):
                return
            g = usable[i]
            for c in range(min(left, self.free[g]), -1, -1):
                counts[g] = c
                spread(i + 1, left - c)
            counts[g] = 0
        spread(0, ntok)
        return out

    def _calls(self, state, located):
        """Missed calls, as constraints on the row at the time they were made:
        forbid[p] = values hideout p could not have (missed single calls);
        multi = [(numbers, eligible positions, last eligible position)]."""
        row = state["row"]
        self.forbid = [set() for _ in row]
        self.multi = []
        for ci in range(len(state["calls"])):
            turn, numbers, hit = state["calls"][ci]
            if hit:
                continue
            eligible = [p for p in range(1, len(row))
                        if row[p]["turn"] <= turn
                        and (row[p]["shown"] is None or row[p]["shown"] > ci)]
            if len(numbers) == 1:
                for p in eligible:
                    self.forbid[p].add(numbers[0])
                continue
            possible = True
            for n in numbers:
                if n in located and not [p for p in eligible if self.card[p] == n]:
                    possible = False
            if possible and eligible:
                self.multi.append((sorted(numbers), eligible, max(eligible)))
        for p in range(1, len(row)):
            self.candidates[p] = [y for y in self.candidates[p] if y not in self.forbid[p]]

    # -- the DP --

    def start_key(self):
        fields = [0] * (2 * len(self.groups))
        for g in range(len(self.groups)):
            if self._passed(g, 0):
                fields[2 * g] = self.free[g]
        return tuple([0, (1 << len(self.multi)) - 1] + fields)

    def _passed(self, g, h):
        return self.zones[self.groups[g][0]][1] <= h

    def successors(self, p, key):
        """[(key at p, weight)] for the ways position p can follow `key`."""
        out = []
        h = key[0]
        most = h + self.step + self.known_sprint[p] + 2 * self.tokens[p]
        for y in self.candidates[p]:
            if y <= h:
                continue
            if y > most:
                break
            self._follow(p, key, y, out)
        return out

    def _follow(self, p, key, y, out):
        h = key[0]
        hidden = self.card[p] is None
        for n in self.required:
            if h < n < y or (n == y and not hidden):
                return
        mask = self._mask(p, key[1], h, y)
        if mask < 0:
            return
        fields = list(key[2:])
        weight = 1
        if hidden:
            g = self.group_of[y]
            fields[2 * g] += 1
            if fields[2 * g] + fields[2 * g + 1] > self.free[g]:
                return
        # bind the sprint cards of the zones y passes
        for g in range(len(self.groups)):
            if self._passed(g, y) and not self._passed(g, h):
                x = fields[2 * g]
                t = fields[2 * g + 1]
                weight *= binom(self.free[g] - x, t)
                fields[2 * g] = self.free[g] - x - t
                fields[2 * g + 1] = 0
        if weight == 0:
            return
        need = y - h - self.step - self.known_sprint[p]
        for counts, total in self.spreads[p]:
            if total < need:
                continue
            w = weight
            f = list(fields)
            for g in range(len(counts)):
                c = counts[g]
                if c == 0:
                    continue
                if self._passed(g, y):
                    w *= binom(f[2 * g], c)
                    f[2 * g] -= c
                else:
                    w *= binom(f[2 * g + 1] + c, c)
                    f[2 * g + 1] += c
                    if f[2 * g] + f[2 * g + 1] > self.free[g]:
                        w = 0
            if w == 0 or not self._timing_ok(p, y, f):
                continue
            out.append((tuple([y, mask] + f), w))

    def _mask(self, p, mask, h, y):
        """The missed multi-calls still fully matched after hideout p = y;
        -1 if one is now fully matched (this world is impossible)."""
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

    def _timing_ok(self, p, y, f):
        limit = self.limit[p]
        for z in range(len(self.zones)):
            if limit[z] is None:
                continue
            used = self.seen_upto[p][z]
            for g in self.zone_groups[z]:
                if self._passed(g, y):
                    used += self.free[g] - f[2 * g]
                else:
                    used += f[2 * g] + f[2 * g + 1]
            if used > limit[z]:
                return False
        return True

    def end_weight(self, key):
        """The completions of a key after the last position: bind what is
        left, count the Fugitive's hands."""
        h = key[0]
        for n in self.required:
            if n > h:
                return 0
        if key[1]:
            return 0
        weight = 1
        f = list(key[2:])
        for g in range(len(self.groups)):
            if not self._passed(g, h):
                x = f[2 * g]
                t = f[2 * g + 1]
                weight *= binom(self.free[g] - x, t)
                f[2 * g] = self.free[g] - x - t
        for z in range(len(self.zones)):
            held = self.hidden_held[z]
            if held is None:
                continue
            left = 0
            for g in self.zone_groups[z]:
                left += f[2 * g]
            used = self.zone_free[z] - left
            weight *= binom(left, held - used)
        return weight


def forward(prob):
    """The forward pass: layers[p] = {key: worlds reaching key at p}."""
    layers = [{prob.start_key(): 1}]
    for p in range(1, prob.length + 1):
        nxt = {}
        for key, count in layers[-1].items():
            for k2, w in prob.successors(p, key):
                nxt[k2] = nxt.get(k2, 0) + count * w
        layers.append(nxt)
    return layers


def total(prob):
    layers = forward(prob)
    result = 0
    for key, count in layers[-1].items():
        result += count * prob.end_weight(key)
    return result


def marginals(prob):
    """(total worlds, {position: {value: worlds}}) for the face-down positions."""
    layers = forward(prob)
    back = {}
    for key in layers[-1]:
        back[key] = prob.end_weight(key)
    counts = {}
    for p in range(prob.length, 0, -1):
        if p in prob.hidden:
            here = {}
            for key, count in layers[p].items():
                b = back.get(key, 0)
                if b:
                    here[key[0]] = here.get(key[0], 0) + count * b
            counts[p] = here
        prev = {}
        for key in layers[p - 1]:
            b = 0
            for k2, w in prob.successors(p, key):
                b += w * back.get(k2, 0)
            if b:
                prev[key] = b
        back = prev
        layers[p] = None
    worlds = 0
    for key, count in layers[0].items():
        worlds += count * back.get(key, 0)
    return worlds, counts
