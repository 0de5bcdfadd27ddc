# Fugitive: the Marshal's deductions, by exact counting of hidden worlds.
#
# WHAT IS COUNTED (shared/spec/fugitive.md). A hidden world names the card
# behind every face-down hideout, every sprint card she has not seen (under
# face-down hideouts, and under 42) and every card in the Fugitive's hand.
# It is consistent with what she knows when
#   - all are different physical cards: her hand and every face-up card are
#     elsewhere; card 0 stays put; 1, 2, 3 and 42 are his from the start;
#   - hideouts rise along the row and each gap is at most 3 plus the sprint
#     values under the later hideout (a value depends on which card it is);
#   - from each deck he holds exactly as many cards as he drew (setup draws
#     included) and, at each position, no more of them lie in the row than he
#     had drawn by the turn it was placed ("timing");
#   - a missed call missed at the moment it was made: a missed single call g
#     means no face-down hideout was g then; a missed multi-call means not all
#     of its numbers were.
# Every consistent world counts the same, so the chance of a fact is the share
# of consistent worlds where it holds. Counts are Python ints; no floats.
#
# HOW: A DYNAMIC PROGRAM OVER THE ROW, left to right. Hideouts are specific
# cards; every other card is counted by GROUP: (zone, sprint value), the
# zones being the base cards 1-3, the three decks (and 42 when it may be a
# sprint card). Cards of one group are interchangeable for every rule except
# that they are different cards. After position p the state ("key") is
#   (a hash of the rest: see _key, h, mask, closed, one word per zone)
# h is hideout p; mask holds the missed multi-calls whose numbers all matched
# so far (a world where one matches completely is impossible); closed is a
# bitmask of the zones done with. A zone's word packs four small counts
# (4 bits each: a1 | a2 << 4 | b1 << 8 | b2 << 12, 1 and 2 = sprint value)
# whose meaning depends on the zone's mode:
#   open    later hideouts may still fall in the zone: a = hidden hideouts
#           of each value so far, b = sprint cards of each value taken from
#           the zone so far. Those cannot be named yet: they must avoid the
#           zone's hideouts still to come ("pending").
#   sealed  no later hideout can fall in the zone (the row is past it, or
#           cannot reach it): the pending sprint cards are bound, in
#           C(A - x, t) ways (t of the A - x free cards that are not
#           hideouts), and a = the free cards of each value still unused.
#           A later sprint card of that group then has a choices (C(a, c)
#           for c of them under one hideout).
#   closed  sealed, and no later sprint card can come from the zone: the
#           Fugitive's hand is counted now and the word is dropped. Of the
#           R unused free cards of a deck exactly O are still in the deck
#           (O is public), the rest are his hand: C(R, O) ways.
#   open, with no later sprint card and none pending: only the total of its
#           hideouts matters (a1 = total).
# Sprint cards under one hideout are a set, not a sequence: when c join t
# pending ones the weight is C(t + c, c); with the binding this gives
# (A - x)! / ((A - x - t)! * product of c!) placements, the exact count.
# Timing needs the hidden cards of each deck in the row up to p: x + t
# (open) or the free cards minus a (sealed). They must fit what he had drawn
# by then less the face-up cards of that deck up to then, at p and at every
# later position (the hidden ones only grow): slack[p]. So a closed zone,
# whose hidden count is final, needs no further check.
#
# A position is processed in stages (see "the stages of a position"): its
# hidden sprint cards zone by zone, each zone then checked and closed or
# collapsed, and its hideout y, with h < y <= h + 3 + known sprint + the
# sprint value of its hidden cards. Zones the hideout cannot touch go first.
#
# MARGINALS: a forward pass counts the worlds reaching each key; a backward
# pass counts the completions of each key (it replays a position's stages
# from the keys before it); at a face-down position p the worlds where
# hideout p is y are the sum over keys with h = y of forward * backward.
#
# COST: the number of keys grows with the hidden sprint cards under
# face-down hideouts, which may come from up to eight groups. On a Pico
# (bench/fugitive.py, 145 mid/late-game states, 2026-11-29) the median
# deduction is estimated at ~5 s and states with 8+ hidden sprint cards
# take minutes and more heap than the device has: the device must count on
# a budget (time) and a limit (heap) and say "too many possibilities"
# beyond them. Stage states that cannot end their position are not made:
# cards left that the zones still to come cannot take (_room), a value no
# candidate can use, a hideout past its deck's timing (branch
# fugitive-algo: corpus work units -45% in all, the heaviest states 2-5x
# fewer; docs/fugitive-performance.md has the figures and what next).
# MicroPython pitfalls met here: a tuple's hash is the sum of its items'
# (see _key), and dicts grow only when full (see _SHARDS).
#
# Public functions take a game state whose Marshal's view is known (marshal
# mode; referee mode via shared/fugitive.marshal_view or directly):
#   deduce(state)           what her screen shows (see there)
#   call_count(state, nums) (worlds in which calling nums succeeds, all worlds)
#   manhunt_plan(state)     the most likely set of face-down hideouts, in
#                           calling order, with its count of worlds
from shared import fugitive as rules

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# A stage's states are spread over _SHARDS dicts by their key's hash.
# MicroPython's dicts grow only when full and probe linearly: a dict of tens
# of thousands of keys is near full most of the time, and adding to it walks
# long runs. Small dicts keep the runs short.
_SHARDS = const(16)

_PASCAL = []   # Pascal's triangle, grown on demand (n: the cards of a zone)


def binom(n, k):
    """C(n, k); 0 when k < 0, n < 0 or k > n."""
    if k < 0 or n < 0 or k > n:
        return 0
    while len(_PASCAL) <= n:
        m = len(_PASCAL)
        row = [1] * (m + 1)
        for i in range(1, m):
            row[i] = _PASCAL[m - 1][i - 1] + _PASCAL[m - 1][i]
        _PASCAL.append(row)
    return _PASCAL[n][k]


class Problem:
    """The Marshal's knowledge, prepared for counting.

    fixed: {position: value} counts only worlds with those hideouts;
    required: numbers that must all be face-down hideouts (a call)."""

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
        # Pascal's triangle as far as the stages index it directly
        most = 0
        for z in range(self.nzones):
            if self.free[2 * z] + self.free[2 * z + 1] > most:
                most = self.free[2 * z] + self.free[2 * z + 1]
        binom(most + 1, 0)
        self._positions(state, located, fixed or {})
        self._calls(state, located)
        self._future()
        self._sealing()
        self.required = sorted(required or [])
        self.work = None    # [units left] when counting on a budget (_spend)
        self._seal_cache = {}
        self._early_cache = {}
        self._new_cache = {}
        self._useful_cache = {}
        self._ys_cache = {}
        self._start()

    # -- preparation --

    def _zones(self, state, located):
        """Zones by rising numbers: the base cards, each deck, and 42 when it
        may be a sprint card and is unseen. Per zone: its range, deck, free
        cards of each sprint value (A), of both (U), and O: how many of its
        free cards are not his (still in the deck; 0 for base cards)."""
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
        self.free = [0] * (2 * len(zones))        # per group 2z + (value - 1)
        for z in range(len(zones)):
            for c in range(self.lo[z], self.hi[z] + 1):
                self.zone_of[c] = z
                if c not in located:
                    self.free[2 * z + self.value[c] - 1] += 1
        self.others = []
        for z in range(len(zones)):
            d = self.deck[z]
            if d < 0:
                self.others.append(0)
                continue
            held = rules.draws_by_turn(state, d, state["turn"])
            for pos in state["row"]:
                for c in _known_cards(pos):
                    if rules.deck_of(state, c) == d:
                        held -= 1
            self.others.append(self.free[2 * z] + self.free[2 * z + 1] - held)
        self.held = [self.free[2 * z] + self.free[2 * z + 1] - self.others[z]
                     for z in range(len(zones))]

    def _positions(self, state, located, fixed):
        """Per row position: its card if face up, else the candidates; the
        known sprint value; how many sprint cards are hidden and from which
        groups they may come; per deck zone the cards he had drawn by then
        (limit) and the face-up ones up to here (seen)."""
        row = state["row"]
        n = len(row)
        self.card = [0] * n
        self.cands = [None] * n
        self.known = [0] * n
        self.ntok = [0] * n
        self.usable = [None] * n
        self.zmask = [0] * n            # zones that may give a hidden sprint card at p
        self.groups = [0] * n           # the same, as a bitmask of groups
        self.limit = [None] * n
        self.seen = [None] * n
        seen = [0] * self.nzones
        for p in range(1, n):
            pos = row[p]
            known = pos["under"] if (pos["shown"] is not None and pos["shown"] >= 0) else []
            card = pos["card"] if pos["shown"] is not None else None
            self.card[p] = card
            for c in _known_cards(pos):
                z = self.zone_of[c] if c <= self.top else -1
                if z >= 0 and self.deck[z] >= 0:
                    seen[z] += 1
            self.seen[p] = list(seen)
            limit = []
            for z in range(self.nzones):
                d = self.deck[z]
                limit.append(-1 if d < 0 else rules.draws_by_turn(state, d, pos["turn"]))
            self.limit[p] = limit
            self.known[p] = rules.sprint_total(state, known)
            self.ntok[p] = pos["sprints"] - len(known)
            self.usable[p] = [g for g in range(2 * self.nzones)
                              if self.free[g] and limit[g // 2] != 0]
            zones = 0
            groups = 0
            for g in self.usable[p]:
                zones |= 1 << g // 2
                groups |= 1 << g
            self.groups[p] = groups
            self.zmask[p] = zones if self.ntok[p] else 0
            if card is None:
                cands = [y for y in range(1, self.top)
                         if y not in located and self.zone_of[y] >= 0]
            else:
                cands = [card]
            if p in fixed:
                cands = [y for y in cands if y == fixed[p]]
            self.cands[p] = cands
        self.hidden = [p for p in range(1, n) if self.card[p] is None]
        # slack[p][z]: hidden cards of deck zone z the row may hold up to p,
        # given the face-up ones here and later (the hidden ones only grow)
        self.slack = [None] * n
        self.room = [None] * n      # per zone min(held, slack): see _room
        later = [99] * self.nzones
        for p in range(n - 1, 0, -1):
            for z in range(self.nzones):
                if self.deck[z] >= 0:
                    room = self.limit[p][z] - self.seen[p][z]
                    if room < later[z]:
                        later[z] = room
            self.slack[p] = list(later)
            self.room[p] = [99 if self.deck[z] < 0 else min(self.held[z], later[z])
                            for z in range(self.nzones)]

    def _calls(self, state, located):
        """Missed calls as constraints on the row at the time they were made:
        a missed single call removes its number from the candidates of the
        positions face down then; multi = [(numbers, eligible positions, last
        eligible)] for missed multi-calls that could have matched."""
        row = state["row"]
        self.multi = []
        for ci in range(len(state["calls"])):
            turn, numbers, hit = state["calls"][ci]
            if hit:
                continue
            eligible = [p for p in range(1, len(row)) if row[p]["turn"] <= turn
                        and (row[p]["shown"] is None or row[p]["shown"] > ci)]
            if len(numbers) == 1:
                for p in eligible:
                    self.cands[p] = [y for y in self.cands[p] if y != numbers[0]]
                continue
            possible = len(eligible) > 0
            for n in numbers:
                if n in located and not [p for p in eligible if self.card[p] == n]:
                    possible = False
            if possible:
                self.multi.append((sorted(numbers), eligible, max(eligible)))

    def _future(self):
        """fut[p][z]: may a hidden sprint card after position p come from zone z?"""
        L = self.length
        self.fut = [None] * (L + 1)
        later = [False] * self.nzones
        for p in range(L, -1, -1):
            self.fut[p] = list(later)
            if p >= 1 and self.ntok[p]:
                for g in self.usable[p]:
                    later[g // 2] = True

    def _sealing(self):
        """Bounds on later hideouts, to know when a zone is sealed: hidden
        positions from p up to the next face-up one reach at most
        min(h + span[p], cap[p]); those further on at most beyond[p]."""
        L = self.length
        most = 0
        for g in range(len(self.free)):
            if self.free[g] and g % 2 + 1 > most:
                most = g % 2 + 1
        reach = [0] * (L + 2)
        for p in range(1, L + 1):
            reach[p] = self.step + self.known[p] + most * self.ntok[p]
        # static upper bound of each hidden position
        upper = [0] * (L + 2)
        prev = 0
        run = 0
        for p in range(1, L + 1):
            run += reach[p]
            if self.card[p] is not None:
                prev = self.card[p]
                run = 0
            else:
                upper[p] = prev + run
        nxt = self.top
        gap = 0
        for p in range(L, 0, -1):
            gap += 1
            if self.card[p] is not None:
                nxt = self.card[p]
                gap = 0
            elif nxt - gap < upper[p]:
                upper[p] = nxt - gap
        self.span = [0] * (L + 2)
        self.cap = [-1] * (L + 2)
        self.beyond = [-1] * (L + 2)
        for p in range(1, L + 2):
            q = p
            span = 0
            while q <= L and self.card[q] is None:
                span += reach[q]
                q += 1
            if q > p:
                self.span[p] = span
                self.cap[p] = (self.card[q] if q <= L else self.top) - 1
            best = -1
            for r in range(q + 1, L + 1):
                if self.card[r] is None and upper[r] > best:
                    best = upper[r]
            self.beyond[p] = best

    def _start(self):
        """The key before position 1, and its weight: zones sealed from the
        start have all their free cards; closed ones count his hand now."""
        f = [0, 0, (1 << len(self.multi)) - 1, 0] + [0] * self.nzones
        self.start_weight = 1
        for z in range(self.nzones):
            if self.sealed(1, 0, z):
                if self.fut[0][z]:
                    f[4 + z] = self.free[2 * z] | self.free[2 * z + 1] << 4
                else:
                    f[3] |= 1 << z
                    self.start_weight *= binom(self.free[2 * z] + self.free[2 * z + 1],
                                               self.others[z])
        self.start = _key(f)

    def sealed(self, p, h, z):
        """No hidden hideout at positions >= p can fall in zone z."""
        if self.hi[z] <= h:
            return True
        most = self.beyond[p]
        if self.cap[p] >= 0:
            dyn = h + self.span[p]
            if dyn > self.cap[p]:
                dyn = self.cap[p]
            if dyn > most:
                most = dyn
        return self.lo[z] > most

    def _seals(self, p, h):
        """[sealed at p with hideout p-1 = h, for each zone] (cached)."""
        key = p * 64 + h
        flags = self._seal_cache.get(key)
        if flags is None:
            flags = [self.sealed(p, h, z) for z in range(self.nzones)]
            self._seal_cache[key] = flags
        return flags

    def _early(self, p, h):
        """Zones whose sprint cards under hideout p can be settled before the
        hideout is chosen: hideout p cannot fall in them and whether they are
        sealed after p does not depend on it. A bitmask (cached)."""
        key = p * 64 + h
        mask = self._early_cache.get(key)
        if mask is None:
            most = h + self.step + self.known[p] + 2 * self.ntok[p]
            ys = [y for y in self.cands[p] if h < y <= most]
            mask = 0
            if ys:
                lo_after = self._seals(p + 1, ys[0])
                hi_after = self._seals(p + 1, ys[-1])
                for z in range(self.nzones):
                    inside = False
                    for y in ys:
                        if self.lo[z] <= y <= self.hi[z]:
                            inside = True
                            break
                    if not inside and lo_after[z] == hi_after[z]:
                        mask |= 1 << z
            self._early_cache[key] = mask
        return mask

    def _useful(self, p, h):
        """The most sprint value hideout p can use after hideout h: enough
        to reach its furthest candidate (cached)."""
        key = p * 64 + h
        most = self._useful_cache.get(key)
        if most is None:
            base = h + self.step + self.known[p]
            most = 0
            for y in self.cands[p]:
                if h < y <= base + 2 * self.ntok[p] and y - base > most:
                    most = y - base
            self._useful_cache[key] = most
        return most

    # -- the stages of a position --
    # A position's hidden sprint cards are chosen zone by zone (how many of
    # each value), and each zone is then "settled": timing and his hand
    # checked, the zone closed or collapsed. Zones that hideout p cannot touch
    # are settled before the hideout is chosen ("early": states merge sooner,
    # and a closed zone drops its counts), the others after it ("late").
    # Between stages a state is (key, sprint cards left to place, sprint
    # value: gathered so far before the hideout, still needed after it,
    # bitmask of the zones settled at this position).
    # Stage i < nzones: zone i early; i == nzones: the hideout; then zone
    # i - nzones - 1 late. A state skips the stages that do not concern it.

    def begin(self, p, key):
        return (key, self.ntok[p], 0, 0)

    def first_stage(self, p, state, i):
        """The first stage >= i that concerns this state (the end: 2Z + 1)."""
        key, left, value, done = state
        nz = self.nzones
        closed = key[3]
        if i < nz:
            early = self._early(p, key[1]) & ~closed
            while i < nz:
                if early >> i & 1:
                    return i
                i += 1
            return nz
        if i == nz:
            return i
        i -= nz + 1
        while i < nz and (closed | done) >> i & 1:
            i += 1
        return i + nz + 1

    def moves(self, p, i, state):
        """[(state', weight)] for stage i of position p."""
        nz = self.nzones
        if i == nz:
            return self._hideout_moves(p, state)
        key = state[0]
        if i < nz:
            z = i
            h = key[1]
            ys = self._ys(p, h)
            y = ys[0] if ys else h + 1
            after = self._seals(p + 1, y)[z]
            if after and not self._seals(p, h)[z]:
                f = list(key)
                w = self._bind(p, h, z, key, f)
                if not w:
                    return []
                state = (_key(f), state[1], state[2], state[3])
                return self._zone_moves(p, z, state, after, 0, w)
            return self._zone_moves(p, z, state, after, 0, 1)
        z = i - nz - 1
        return self._zone_moves(p, z, state, self._seals(p + 1, key[1])[z], 1, 1)

    def _ys(self, p, h):
        """The candidates for hideout p after hideout h that any sprint could
        reach, rising (cached)."""
        key = p * 64 + h
        ys = self._ys_cache.get(key)
        if ys is None:
            most = h + self.step + self.known[p] + 2 * self.ntok[p]
            ys = [y for y in self.cands[p] if h < y <= most]
            self._ys_cache[key] = ys
        return ys

    def _hideout_moves(self, p, state):
        """Hideout p once the early zones are settled."""
        key, left, value, done = state
        out = []
        h = key[1]
        most = h + self.step + self.known[p] + value + 2 * left
        before = self._seals(p, h)
        for y in self._ys(p, h):
            if y > most:
                break
            self._hideout(p, state, y, before, out)
        return out

    def _hideout(self, p, state, y, before, out):
        """Hideout p = y (before: the zones sealed at p)."""
        key, left, value, done = state
        h = key[1]
        hidden = self.card[p] is None
        for n in self.required:
            if h < n < y or (n == y and not hidden):
                return
        mask = key[2]
        if mask:
            mask = self._mask(p, mask, h, y)
            if mask < 0:
                return
        f = list(key)
        f[1] = y
        f[2] = mask
        if hidden:
            z = self.zone_of[y]
            if before[z]:
                return
            if self._collapsed(p - 1, h, z, key):
                f[4 + z] += 1
            else:
                v = 4 * (self.value[y] - 1)
                word = f[4 + z] + (1 << v)
                if (word >> v & 15) + (word >> v + 8 & 15) > self.free[2 * z + v // 4]:
                    return
                f[4 + z] = word
            # timing and his hand, as _settle will check them: a zone's
            # hidden cards in the row only grow
            if self.deck[z] >= 0:
                word = f[4 + z]
                used = (word & 15) + (word >> 4 & 15) + (word >> 8 & 15) + (word >> 12)
                if used > self.room[p][z]:
                    return
        w = 1
        for z in self._newly_sealed(p, h, y):
            if not (f[3] >> z & 1 or done >> z & 1):
                w *= self._bind(p, h, z, key, f)
        if w:
            need = y - h - self.step - self.known[p] - value
            if need <= left:            # met by any cards left (see _zone_moves)
                need = 0
            if left:
                # the zones still to come here must take the cards left
                cards, twos = self._room(p, f, self.zmask[p] & ~(f[3] | done),
                                         self._seals(p + 1, y))
                if left > cards or need - left > twos:
                    return
            out.append(((_key(f), left, need, done), w))

    def plain_moves(self, p, key):
        """Position p when none of its sprint cards is hidden: the hideout,
        then every zone settled at once. [(key', weight)]."""
        out = []
        for st, w in self._hideout_moves(p, (key, 0, 0, 0)):
            if st[2]:
                continue
            f = list(st[0])
            after = self._seals(p + 1, f[1])
            for z in range(self.nzones):
                if not f[3] >> z & 1:
                    w *= self._settle(p, z, f, after[z])
                    if not w:
                        break
            if w:
                out.append((_key(f), w))
        return out

    def _newly_sealed(self, p, h, y):
        """Zones sealed after hideout p = y that were not before it (cached)."""
        key = (p * 64 + h) * 64 + y
        zones = self._new_cache.get(key)
        if zones is None:
            before = self._seals(p, h)
            after = self._seals(p + 1, y)
            zones = [z for z in range(self.nzones) if after[z] and not before[z]]
            self._new_cache[key] = zones
        return zones

    def _collapsed(self, p, h, z, key):
        """Is zone z stored as one hideout total in this key at layer p?"""
        return (not key[3] >> z & 1 and not self.fut[p][z] and not key[4 + z] >> 8
                and not self._seals(p + 1, h)[z])

    def _bind(self, p, h, z, key, f):
        """Zone z is sealed now: name its pending sprint cards. Returns the
        number of ways; f then holds the unused free cards of each value."""
        word = f[4 + z]
        a1 = self.free[2 * z]
        a2 = self.free[2 * z + 1]
        if self._collapsed(p - 1, h, z, key):
            f[4 + z] = a1 + a2 - word
            return 1
        x1 = word & 15
        x2 = word >> 4 & 15
        t1 = word >> 8 & 15
        t2 = word >> 12
        f[4 + z] = (a1 - x1 - t1) | (a2 - x2 - t2) << 4
        return binom(a1 - x1, t1) * binom(a2 - x2, t2)

    def _zone_moves(self, p, z, state, sealed, late, weight):
        """Zone z at position p: its hidden sprint cards (c1 of value 1, c2
        of value 2), then settled. [(state', weight)]."""
        key, left, value, done = state
        out = []
        n1 = left if self.ntok[p] and 2 * z in self.usable[p] else 0
        n2 = left if self.ntok[p] and 2 * z + 1 in self.usable[p] else 0
        word = key[4 + z]
        a1 = self.free[2 * z]
        a2 = self.free[2 * z + 1]
        # no more sprint cards of a value than its unused free cards
        if sealed:
            r1 = word & 15
            r2 = word >> 4
            room1 = r1
            room2 = r2
        else:
            t1 = word >> 8 & 15
            t2 = word >> 12
            room1 = a1 - (word & 15) - t1
            room2 = a2 - (word >> 4 & 15) - t2
        if n1 > room1:
            n1 = room1 if room1 > 0 else 0
        if n2 > room2:
            n2 = room2 if room2 > 0 else 0
        if not n1 and not n2:           # no sprint card from this zone here
            f = list(key)
            w = weight * self._settle(p, z, f, sealed)
            if w:
                out.append(((_key(f), left, value, done | 1 << z), w))
            return out
        pascal = _PASCAL
        # after the hideout: when no later zone can give a sprint card here,
        # this one takes all that are left
        last = late and not (self.zmask[p] & ~(key[3] | done) & ~((2 << z) - 1))
        cap = 0 if late else self._useful(p, key[1])
        if not late:
            # the sprint value the nearest candidate for the hideout needs
            ys = self._ys(p, key[1])
            least = (ys[0] if ys else self.top) - key[1] - self.step - self.known[p]
        # timing and his hand (as _settle checks them): at most `most` more
        # hidden cards of this deck in the row by now
        most = left
        if self.deck[z] >= 0:
            if sealed:
                used = a1 + a2 - r1 - r2
            else:
                used = (word & 15) + (word >> 4 & 15) + t1 + t2
            most = self.held[z]
            if self.slack[p][z] < most:
                most = self.slack[p][z]
            most -= used
            if most < 0:
                return out
        settle = not self.fut[p][z]     # else _settle would only check timing
        f = list(key)
        done |= 1 << z
        # the cards left after this zone must fit in the zones still to come
        # here (a state that cannot end the position is not made)
        cards, twos = self._room(p, key, self.zmask[p] & ~(key[3] | done),
                                 self._seals(p + late, key[1]))
        for c1 in range(n1 + 1):
            for c2 in range(min(n2, left - c1, most - c1) + 1):
                more = left - c1 - c2
                if more > cards:
                    continue
                gain = c1 + 2 * c2
                if late:
                    if last and more:
                        continue
                    rest = value - gain
                    # every card left gives at least 1: a need up to that
                    # many is met whatever they are (states merge)
                    if rest <= more:
                        rest = 0
                    elif rest > 2 * more or rest - more > twos:
                        continue
                else:
                    # the cards left cannot bring the value the nearest
                    # candidate needs: no hideout can follow
                    if value + gain + more + (more if more < twos else twos) < least:
                        continue
                    # more sprint value than the furthest hideout needs is
                    # worth no more (states merge)
                    rest = value + gain
                    if rest > cap:
                        rest = cap
                if sealed:
                    w = weight * pascal[r1][c1] * pascal[r2][c2]
                    f[4 + z] = word - c1 - (c2 << 4)
                else:
                    w = weight * pascal[t1 + c1][c1] * pascal[t2 + c2][c2]
                    f[4 + z] = word + (c1 << 8) + (c2 << 12)
                if settle:
                    w *= self._settle(p, z, f, sealed)
                    if w:
                        out.append(((_key(f), more, rest, done), w))
                    f[3] = key[3]
                else:
                    out.append(((_key(f), more, rest, done), w))
        return out

    def _room(self, p, f, zones, sealed):
        """(cards, twos): at most how many hidden sprint cards, and of them
        of value 2, the zones in the bitmask can still give position p, by
        their words in f (sealed: their format), his hand and timing. An
        upper bound: a state whose cards left exceed it cannot end the
        position, and is not made."""
        cards = 0
        twos = 0
        groups = self.groups[p]
        room = self.room[p]
        free = self.free
        z = 0
        while zones:
            if zones & 1:
                word = f[4 + z]
                if sealed[z]:
                    room1 = word & 15
                    room2 = word >> 4 & 15
                else:
                    room1 = free[2 * z] - (word & 15) - (word >> 8 & 15)
                    room2 = free[2 * z + 1] - (word >> 4 & 15) - (word >> 12)
                # his hand and timing: cards of the deck in the row so far
                most = room[z] - free[2 * z] - free[2 * z + 1] + room1 + room2
                if not groups >> 2 * z & 1:
                    room1 = 0
                if not groups >> 2 * z & 2:
                    room2 = 0
                if room1 + room2 < most:
                    most = room1 + room2
                if most > 0:
                    cards += most
                    twos += room2 if room2 < most else most
            zones >>= 1
            z += 1
        return cards, twos

    def _settle(self, p, z, f, sealed):
        """Zone z after its sprint cards at position p, in f: check timing and
        his hand, then close or collapse it. Returns the weight (0: no)."""
        word = f[4 + z]
        if sealed:
            left = (word & 15) + (word >> 4)
            used = self.free[2 * z] + self.free[2 * z + 1] - left
        else:
            used = (word & 15) + (word >> 4 & 15) + (word >> 8 & 15) + (word >> 12)
        if self.deck[z] >= 0 and (used > self.held[z] or used > self.slack[p][z]):
            return 0
        if self.fut[p][z]:
            return 1
        if sealed:
            f[3] |= 1 << z
            f[4 + z] = 0
            return binom(left, self.others[z])
        if not word >> 8:
            f[4 + z] = (word & 15) + (word >> 4)
        return 1

    def _mask(self, p, mask, h, y):
        """The missed multi-calls still fully matched after hideout p = y;
        -1 if one now matches completely (this world is impossible)."""
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

    def end_ok(self, key):
        """Can the row end in this key (the required numbers all matched)?"""
        for n in self.required:
            if n > key[1]:
                return False
        return key[2] == 0


def _key(f):
    """The key tuple of a state's fields f, whose first item is a hash of
    the others (set here). MicroPython hashes a tuple as the SUM of its
    items' hashes (a small int's hash is itself): keys whose fields summed
    alike shared a hash. Its dicts also grow only when full and probe
    linearly, comparing whole tuples at each step: with the hash first,
    equal keys still hash alike, different ones rarely do, and comparing
    two different keys stops at their first item. (m * 257 + v with m
    below 2 ** 21 stays a small int on the Pico.)"""
    m = 0
    for i in range(1, len(f)):
        m = (m * 257 + f[i]) & 0x1FFFFF
    # the low bits (which pick a shard, see _shard) from the high ones too
    f[0] = m ^ (m >> 7) ^ (m >> 14)
    return tuple(f)


def _known_cards(pos):
    """The cards of a row position the Marshal has seen."""
    if pos["shown"] is None:
        return []
    if pos["shown"] >= 0:
        return [pos["card"]] + list(pos["under"])
    return [pos["card"]]


def _spend(prob, units):
    """Charge work (states and edges walked) to the problem's budget, if it
    has one; TooMany when it runs out, Stopped when its stop() says so."""
    work = prob.work
    if work is not None:
        work[0] -= units
        if work[0] < 0:
            raise TooMany()
        if len(work) > 1 and work[1]():
            raise Stopped()


def forward(prob, limit=None):
    """layers[p] = {key: worlds reaching it after position p}. In the last
    layer every zone is closed: keys differ only by h and mask. With a
    limit, raises TooMany when a position needs more live states."""
    layer = {prob.start: prob.start_weight}
    layers = [layer]
    for p in range(1, prob.length + 1):
        layer = _forward_position(prob, p, layer, limit)
        layers.append(layer)
    return layers


def _forward_position(prob, p, layer, limit):
    """The keys after position p from those before it, with their worlds."""
    if not prob.ntok[p]:
        out = {}
        edges = 0
        for key, n in layer.items():
            moves = prob.plain_moves(p, key)
            edges += len(moves) + 1
            for key2, w in moves:
                out[key2] = out.get(key2, 0) + n * w
        _spend(prob, edges)
        if limit is not None and len(out) > limit:
            raise TooMany()
        return out
    last = 2 * prob.nzones + 1
    # the states of stage i in shards i * _SHARDS ... (see _SHARDS)
    buckets = [None] * ((last + 1) * _SHARDS)
    for key, n in layer.items():
        st = prob.begin(p, key)
        _shard(buckets, prob.first_stage(p, st, 0), st)[st] = n
    for i in range(last):
        edges = 0
        for at in range(i * _SHARDS, (i + 1) * _SHARDS):
            cur = buckets[at]
            if cur is None:
                continue
            for st, n in cur.items():
                moves = prob.moves(p, i, st)
                edges += len(moves) + 1
                for st2, w in moves:
                    b = _shard(buckets, prob.first_stage(p, st2, i + 1), st2)
                    b[st2] = b.get(st2, 0) + n * w
            buckets[at] = None
        _spend(prob, edges)
        if limit is not None:
            alive = 0
            for b in buckets:
                if b is not None:
                    alive += len(b)
            if alive > limit:
                raise TooMany()
    out = {}
    for at in range(last * _SHARDS, (last + 1) * _SHARDS):
        if buckets[at] is None:
            continue
        for st, n in buckets[at].items():
            if not st[1] and not st[2]:
                out[st[0]] = out.get(st[0], 0) + n
    return out


def _shard(buckets, stage, st):
    """The dict for stage state st at this stage (made when first needed)."""
    at = stage * _SHARDS + (st[0][0] & (_SHARDS - 1))
    b = buckets[at]
    if b is None:
        b = {}
        buckets[at] = b
    return b


def count(prob, limit=None):
    """All consistent worlds."""
    layer = {prob.start: prob.start_weight}
    for p in range(1, prob.length + 1):
        layer = _forward_position(prob, p, layer, limit)
    total = 0
    for key, n in layer.items():
        if prob.end_ok(key):
            total += n
    return total


def marginals(prob, limit=None):
    """(worlds, {position: {value: worlds}}) for the face-down positions."""
    layers = forward(prob, limit)
    back = {}
    for key in layers[-1]:
        if prob.end_ok(key):
            back[key] = 1
    counts = {}
    for p in range(prob.length, 0, -1):
        if prob.card[p] is None:
            here = {}
            for key, n in layers[p].items():
                b = back.get(key, 0)
                if b:
                    here[key[1]] = here.get(key[1], 0) + n * b
            counts[p] = here
        layers[p] = None
        back = _back_position(prob, p, layers[p - 1], back)
    total = 0
    for key, n in layers[0].items():
        total += n * back.get(key, 0)
    return total, counts


def _back_position(prob, p, keys, back):
    """Completions of each key before position p, from those after it:
    replay the stages forward to find the states of each stage, then walk
    them back, asking each state's moves again (keeping every state's
    successors would cost the heap more than the second ask costs time)."""
    if not prob.ntok[p]:
        out = {}
        edges = 0
        for key in keys:
            total = 0
            moves = prob.plain_moves(p, key)
            edges += len(moves) + 1
            for key2, w in moves:
                total += w * back.get(key2, 0)
            if total:
                out[key] = total
        _spend(prob, edges)
        return out
    last = 2 * prob.nzones + 1
    buckets = [None] * ((last + 1) * _SHARDS)       # as in _forward_position
    for key in keys:
        st = prob.begin(p, key)
        _shard(buckets, prob.first_stage(p, st, 0), st)[st] = 0
    for i in range(last):
        count = 0
        for at in range(i * _SHARDS, (i + 1) * _SHARDS):
            if buckets[at] is None:
                continue
            for st in buckets[at]:
                moves = prob.moves(p, i, st)
                count += len(moves) + 1
                for st2, w in moves:
                    _shard(buckets, prob.first_stage(p, st2, i + 1), st2)[st2] = 0
        _spend(prob, count)
    for at in range(last * _SHARDS, (last + 1) * _SHARDS):
        end = buckets[at]
        if end is None:
            continue
        for st in end:
            if not st[1] and not st[2]:
                end[st] = back.get(st[0], 0)
    for i in range(last - 1, -1, -1):
        count = 0
        for at in range(i * _SHARDS, (i + 1) * _SHARDS):
            cur = buckets[at]
            if cur is None:
                continue
            for st in cur:
                total = 0
                moves = prob.moves(p, i, st)
                count += len(moves) + 1
                for st2, w in moves:
                    total += w * _shard(buckets, prob.first_stage(p, st2, i + 1), st2)[st2]
                cur[st] = total
        _spend(prob, count)
    out = {}
    for key in keys:
        st = prob.begin(p, key)
        total = _shard(buckets, prob.first_stage(p, st, 0), st)[st]
        if total:
            out[key] = total
    return out


# -- what the Marshal's screens ask --

class TooMany(Exception):
    """The count needs more live states than `limit` (the heap) or more work
    than `budget` (the time) the caller allows."""


class Stopped(TooMany):
    """The caller's stop() asked to give up (a button pressed on the device
    while it counts)."""


def _work(budget):
    """A work budget as the problems share it: None (no bound), or [units
    left] from a number of units (states and edges walked; bench/fugitive.py
    measures their cost on the Pico) or from such a list (shared). The list
    may hold a second item, stop(): asked as the work is charged, True gives
    up (Stopped)."""
    if budget is None or isinstance(budget, list):
        return budget
    return [budget]


def _on_budget(prob, work):
    """The problem, counting on this budget (see _work)."""
    prob.work = _work(work)
    return prob


def deduce(state, limit=None, budget=None):
    """The Marshal's picture of the row:
      "worlds"     consistent hidden worlds (0: what was entered cannot all
                   be true; None: too many possibilities to count here)
      "positions"  [[position, [[value, worlds], ...]], ...] for every face-down
                   hideout, in row order, values rising
      "certain"    [[position, value], ...] the hideouts known for sure
      "suggest"    [[numbers...], worlds]: a call and the worlds where it hits
      "problem"    None, or [template, params...] saying why nothing fits
    Chances are worlds / "worlds": exact fractions (see share()).
    limit bounds the live states (heap), budget the work (time): beyond
    either, "worlds" is None and "problem" says there are too many
    possibilities (or that the count was stopped: see _work)."""
    try:
        prob = _on_budget(Problem(state), budget)
        total, counts = marginals(prob, limit)
    except Stopped:
        return {"worlds": None, "positions": [], "certain": [], "suggest": None,
                "problem": ["Counting stopped: enter the next move to count again"]}
    except TooMany:
        return {"worlds": None, "positions": [], "certain": [], "suggest": None,
                "problem": ["Too many possibilities to count"]}
    positions = []
    certain = []
    for p in prob.hidden:
        values = counts.get(p, {})
        row = [[y, values[y]] for y in range(1, prob.top) if values.get(y)]
        positions.append([p, row])
        if total and len(row) == 1:
            certain.append([p, row[0][0]])
    result = {"worlds": total, "positions": positions, "certain": certain,
              "suggest": None, "problem": None}
    if total == 0:
        result["problem"] = diagnose(state, prob.work)
        return result
    result["suggest"] = _suggestion(state, positions, certain, total)
    return result


def _suggestion(state, positions, certain, total):
    """Call every certain hideout at once (a sure hit) if there is one, else
    the single most likely number. In the Manhunt, one number at a time."""
    if certain:
        numbers = sorted(c[1] for c in certain)
        if state["phase"] == "hunt":
            numbers = numbers[:1]
        return [numbers, total]
    # a number is a face-down hideout in the worlds where some position holds
    # it; positions hold different numbers, so those worlds add up
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
    """(worlds in which a call of these numbers hits, all worlds): the exact
    chance that every number is a face-down hideout now, joint (not a
    product of the single chances). worlds: deduce(state)["worlds"] if the
    caller has it (the count of all worlds is then not made again).
    Raises TooMany beyond limit or budget (see deduce)."""
    work = _work(budget)
    total = worlds
    if total is None:
        total = count(_on_budget(Problem(state), work), limit)
    if not total:
        return 0, 0
    return count(_on_budget(Problem(state, required=numbers), work), limit), total


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


def manhunt_plan(state, limit=None, budget=None):
    """The Manhunt: she must name every face-down hideout, one call at a time,
    and the first miss ends it. The best set of calls is the most likely
    complete assignment of the face-down hideouts. Returns {"calls": numbers
    in calling order (surest first), "worlds": worlds in which all of them
    hit, "total": all worlds}. Found by branch and bound: positions left to
    right, likeliest values first, abandoning a branch as soon as its worlds
    cannot beat the best set found. Raises TooMany beyond limit or budget
    (the budget is for the whole search)."""
    work = _work(budget)
    prob = _on_budget(Problem(state), work)
    total, counts = marginals(prob, limit)
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
                search(fixed, n, None)
            else:
                sub = _on_budget(Problem(state, fixed=fixed), work)
                sub_total, sub_counts = marginals(sub, limit)
                search(fixed, sub_total, sub_counts)
            del fixed[p]

    search({}, total, counts)
    chosen = best[0]
    # surest first: by the chance of each number on its own
    order = sorted(hidden, key=lambda p: (-counts[p].get(chosen[p], 0), p))
    return {"calls": [chosen[p] for p in order], "worlds": best[1], "total": total}


def diagnose(state, budget=None):
    """Why no hidden world fits what was entered (a short reason). On a work
    budget that runs out, the general reason."""
    try:
        return _diagnose(state, _work(budget))
    except TooMany:
        return ["What was entered cannot all be true"]


def _diagnose(state, work):
    prob = _on_budget(Problem(state), work)
    layer = {prob.start: prob.start_weight}
    for p in range(1, prob.length + 1):
        layer = _forward_position(prob, p, layer, None)
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
        if count(_on_budget(Problem(trial), work)):
            return ["The miss of {0} cannot be true", "+".join(str(n) for n in calls[i][1])]
    return ["What was entered cannot all be true"]
