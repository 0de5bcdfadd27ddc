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
#   h, mask, one word per zone
# h is hideout p; mask holds the missed multi-calls whose numbers all matched
# so far (a world where one matches completely is impossible). A zone's word
# packs four small counts x1, x2, t1, t2 (1 and 2 = sprint value; see KEYS
# for the bits) whose meaning depends on the zone's mode:
#   open    later hideouts may still fall in the zone: x = hidden hideouts
#           of each value so far, t = sprint cards of each value taken from
#           the zone so far. Those cannot be named yet: they must avoid the
#           zone's hideouts still to come ("pending").
#   sealed  no later hideout can fall in the zone (the row is past it, or
#           cannot reach it): the pending sprint cards are bound, in
#           C(A - x, t) ways (t of the A - x free cards that are not
#           hideouts), and x = the free cards of each value still unused.
#           A later sprint card of that group then has x choices (C(x, c)
#           for c of them under one hideout).
#   closed  sealed, and no later sprint card can come from the zone: the
#           Fugitive's hand is counted now and the word is 0. Of the R
#           unused free cards of a deck exactly O are still in the deck (O
#           is public), the rest are his hand: C(R, O) ways. Which zones are
#           closed follows from p and h (see closed()): not in the key.
#   open, with no later sprint card and none pending: only the total of its
#           hideouts matters (x1 = total; sealed then, only the total of its
#           unused cards, kept as x1 + x2).
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
# pass counts the completions of each key (it walks a position's stage
# states back: those the forward pass kept, up to _KEEP states, or found
# again by replaying the stages from the keys before it; the last stage is
# the next layer, never built); at a face-down
# position p the worlds where hideout p is y are the sum over keys with
# h = y of forward * backward.
#
# KEYS: a state is two ints, a and b, each a small int on the Pico (below
# 2 ** 30: a bigger int is a heap object, and every operation on it
# allocates). a holds h, mask and the stage fields (see "the stages of a
# position"); each zone's word goes whole into a or b (_layout). The word's
# fields are as narrow as the problem allows: x1 (also a total) below
# x2 below t1 below t2, widths from the zone's free cards, the face-down
# hideouts and the hidden sprint cards. In 144 of the 145 states of
# bench/fugitive.py's corpus both fit in 30 bits; otherwise b grows past a
# small int (still exact, slower on the Pico). A dict of states is nested:
# {a: {b: worlds}}. No tuple is made per state or edge: on MicroPython a
# tuple of 3+ items takes 2+ heap blocks, and the allocator only remembers
# where single blocks are free, so each such allocation scans the heap from
# its first free block (and a tuple hashes as the sum of its items: keys
# collided). moves() writes a flat list [a, b, weight, ...] in one buffer
# made once per problem (Problem.buf), and answers its length.
#
# COST: the number of keys grows with the hidden sprint cards under
# face-down hideouts, which may come from up to eight groups. On a Pico
# (bench/fugitive.py's 145 mid/late-game states; its median state, 65, by
# bench/fugitive_subset.py ab, 2026-11-30) the median deduction is
# estimated at ~1.4 s (0.3-0.7 ms per unit of work) and
# states with 8+ hidden sprint cards take minutes and more heap than the
# device has: the device must count on a budget (time) and a limit (heap)
# and say "too many possibilities" beyond them. Stage states that cannot
# end their position are not made: cards left that the zones still to come
# cannot take (_room; before the hideout, with the one card of its deck's
# timing the hideout will take), a value no candidate can use, a hideout
# past its deck's timing. docs/fugitive-performance.md has the figures,
# what did not help, and what next.
# MicroPython pitfalls met here: a tuple's hash is the sum of its items',
# multi-block allocations scan the heap, and ints above 2 ** 30 allocate
# (see KEYS); dicts grow only when full (nested dicts stay small).
#
# Public functions take a game state whose Marshal's view is known (marshal
# mode; referee mode via shared/fugitive.marshal_view or directly):
#   deduce(state)           what her screen shows (see there)
#   call_count(state, nums) (worlds in which calling nums succeeds, all worlds)
#   manhunt_plan(state)     the most likely set of face-down hideouts, in
#                           calling order, with its count of worlds
# and each in steps (deduce_steps, call_count_steps, manhunt_steps): a
# generator that gives the caller the hand back every few ms of a Pico's
# work and returns the same answer (see SLICE). The checks that yield are
# written out in each loop, not a helper: a `yield from` per state would
# cost a generator each.
from shared.fugitive import drawn_by_turn
from shared.fugitive_bounds import narrow as reach_bounds

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# A small int on the Pico: below 2 ** 30 (above, an int is a heap object,
# and every operation on it allocates). See KEYS.
_SMALL = const(30)

# The backward pass walks each position's stage states back. The forward
# pass keeps them for it (without counts: {a: (b, ...)}, see _flat) while
# they total at most _KEEP states for the whole row; a position that would
# pass it keeps none, and the backward pass finds its states again by
# replaying its stages (a third of the work). Later positions come first:
# when one passes what is left, the states kept for earlier positions go
# (they would lie beside its stages at the peak of the heap, kept or
# replayed). The peak is then about the largest position's stages as
# dicts, not that plus what was kept before it. 3000 states as tuples take
# about the heap 1000 took as dicts (docs/fugitive-performance.md).
_KEEP = const(3000)

# A count gives the caller the hand back (a generator's yield: see
# deduce_steps) at the end of each stage, every SLICE units of work within
# one, and every SLICE states of the work not counted as units (a layer's
# keys read or copied). A step is then under 2 * SLICE units (44 at most
# over the corpus of bench/fugitive.py, which prints the longest step's
# Pico time): a median of ~7-11 ms on a Pico (bench/fugitive_device.py),
# the first step (Problem()) 35-65 ms, the longest ~80 ms over the corpus
# states within the device's budget (a step counts units, and a state with
# no move is one unit that tried every candidate). A device
# reads its buttons between two steps and goes on counting after a press;
# yielding this often costs ~1%. SLICE 8 cut the median wait to ~3-4 ms
# but made counts 4-9% longer (docs/fugitive-performance.md).
SLICE = const(32)

_PASCAL = []   # Pascal's triangle, grown on demand (n: the cards of a zone)
_NONE = ()     # no zones (one shared empty tuple)

# A hideout plan's entry (see Problem._hideouts) packs y (a card, below 64:
# the caches' keys p * 64 + h assume it too), its zone + 1 (3 bits: at most
# 5 zones), the most hidden cards of that zone the row may hold after it (6
# bits: see Problem._ahead) and two zone bitmasks in one int: a small int,
# no heap block (a 7-item tuple took 3 blocks of 16 bytes on the Pico).
_PLAN_Y = const(63)
_PLAN_Z = const(6)
_PLAN_ROOM = const(9)
_PLAN_AFTER = const(15)
# How many hideouts after hideout p Problem._ahead looks at: 2 finds what
# the whole row finds on bench/fugitive.py's corpus within 0.5% of the work
# units, for less time per candidate.
_AHEAD = const(2)
# Problem's per-position and per-zone tables, made tuples once prepared.
_TABLES = ("card", "cands", "known", "ntok", "zmask", "groups", "futmask", "span", "cap",
           "beyond", "room", "slack", "zone_at", "shape", "lo", "hi", "deck", "held",
           "others", "free")

# The same for the early stages' look-up (see Problem._early_info).
_INFO_CAP = const(63)
_INFO_LEAST = const(6)
_INFO_SEALED = const(12)


def binom(n, k):
    """C(n, k); 0 when k < 0, n < 0 or k > n."""
    if k < 0 or n < 0 or k > n:
        return 0
    while len(_PASCAL) <= n:
        m = len(_PASCAL)
        row = [1] * (m + 1)
        for i in range(1, m):
            row[i] = _PASCAL[m - 1][i - 1] + _PASCAL[m - 1][i]
        _PASCAL.append(tuple(row))     # (one heap object, not a list and its array)
    return _PASCAL[n][k]


class Problem:
    """The Marshal's knowledge, prepared for counting.

    fixed: {position: value} counts only worlds with those hideouts;
    required: numbers that must all be face-down hideouts (a call)."""

    def __init__(self, state, fixed=None, required=None, narrow=True):
        if state["mhand"] is None:
            raise ValueError("this device does not know the Marshal's hand")
        lay = state["layout"]
        self.top = lay["top"]
        if self.top >= 64:
            # the caches' keys (p * 64 + h) and the packed entries (_PLAN_Y,
            # _INFO_CAP) hold a card in 6 bits
            raise ValueError("cards above 63 are not supported")
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
        reach = self._reaches()         # (preparation only)
        if narrow:
            self._narrow(reach)
        self._future()
        self._sealing(reach)
        self.required = sorted(required or [])
        self.work = None    # [units left] when counting on a budget (_spend)
        self._seal_cache = {}
        self._early_cache = {}
        self._early_info_cache = {}
        self._hideout_cache = {}
        self._ahead_cache = {}
        # how far _ahead looks; not at all for diagnose(), which names the
        # first position no world passes (as with narrow)
        self.ahead = _AHEAD if narrow else 0
        self.kept = {}          # position: its stage states, kept for marginals
        self.keep_room = None   # while forward keeps them: states it may add
        self.bound_a = self.bound_b = None      # second answers of _bind
        self.next_stage = None  # and of moves: the stage its moves lead to
        self.settled_a = self.settled_b = None  # and of _settle
        self._layout()
        self._start()
        # the moves of one state: moves() and plain_moves() write them here,
        # 3 items a move, and answer how many items (no list made and grown
        # per state). At most one move per candidate y of the hideout (h <
        # y <= h + its reach: see _ys), and per (c1, c2) pair for a zone's
        # cards (c1 + c2 <= cards left: (n + 1) (n + 2) / 2 pairs for n).
        most = 1
        for p in range(1, self.length + 1):
            ys = self.step + self.known[p] + 2 * self.ntok[p]
            if len(self.cands[p]) < ys:
                ys = len(self.cands[p])
            if ys > most:
                most = ys
            pairs = (self.ntok[p] + 1) * (self.ntok[p] + 2) // 2
            if pairs > most:
                most = pairs
        self.buf = [0] * (3 * most)
        # the tables are final now: as tuples, one heap object each instead
        # of a list and its array
        for name in _TABLES:
            setattr(self, name, tuple(getattr(self, name)))

    # -- preparation --

    def _zones(self, state, located):
        """Zones by rising numbers: the base cards, each deck, and 42 when it
        may be a sprint card and is unseen. Per zone: its range, deck and
        free cards of each sprint value (A). How many of them are his is
        found with the row (_positions: held, others)."""
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
        zone_of = [-1] * (self.top + 1)
        free = [0] * (2 * len(zones))        # per group 2z + (value - 1)
        value = self.value
        for z in range(len(zones)):
            group = 2 * z - 1
            for c in range(self.lo[z], self.hi[z] + 1):
                zone_of[c] = z
                if c not in located:
                    free[group + value[c]] += 1
        # per card its zone + 1, 0 for none (one byte a card)
        self.zone_of = bytes([z + 1 for z in zone_of])
        self.free = free

    def _positions(self, state, located, fixed):
        """Per row position: its card if face up, else the candidates; the
        known sprint value; how many sprint cards are hidden and from which
        groups they may come; per deck zone how many hidden cards the row
        may hold up to there (slack). Per zone: held, the free cards that
        are his (U - O), and others, those still in the deck (O, public;
        0 for base cards)."""
        row = state["row"]
        n = len(row)
        nz = self.nzones
        deck = self.deck
        free = self.free
        zone_of = self.zone_of
        value = self.value
        card_at = [0] * n
        cands_at = [None] * n
        known_at = [0] * n
        ntok_at = [0] * n
        zmask = [0] * n                 # zones that may give a hidden sprint card at p
        groups_at = [0] * n             # the same, as a bitmask of groups
        room = [None] * n               # per zone: drawn by then less face up so far
        seen = [0] * nz
        # each zone's groups that have free cards, as bits of a group mask
        zone_groups = [0] * nz
        for z in range(nz):
            zone_groups[z] = ((1 if free[2 * z] else 0) | (2 if free[2 * z + 1] else 0)) << 2 * z
        # a face-down hideout may be any card of a zone she has not located
        unknown = [y for y in range(1, self.top) if y not in located and zone_of[y]]
        for p in range(1, n):
            pos = row[p]
            shown = pos["shown"]
            known = _NONE
            if shown is None:
                card = None
                cands = list(unknown)
            else:
                # face up: the cards she has seen here are his, of their decks
                card = pos["card"]
                cands = [card]
                if shown >= 0:
                    known = pos["under"]
                z = zone_of[card] - 1 if card < len(zone_of) else -1
                if z >= 0 and deck[z] >= 0:
                    seen[z] += 1
                for c in known:
                    z = zone_of[c] - 1 if c < len(zone_of) else -1
                    if z >= 0 and deck[z] >= 0:
                        seen[z] += 1
            card_at[p] = card
            if p in fixed:
                cands = [y for y in cands if y == fixed[p]]
            cands_at[p] = cands
            # the cards he had drawn from each deck by then
            drawn = drawn_by_turn(state, pos["turn"])
            here = [99] * nz
            groups = 0
            for z in range(nz):
                d = deck[z]
                if d < 0:
                    groups |= zone_groups[z]
                else:
                    if drawn[d]:
                        groups |= zone_groups[z]
                    here[z] = drawn[d] - seen[z]
            room[p] = here
            groups_at[p] = groups
            total = 0
            for c in known:
                total += value[c]
            known_at[p] = total
            ntok = pos["sprints"] - len(known)
            ntok_at[p] = ntok
            if ntok:
                zones = 0
                for z in range(nz):
                    if groups >> 2 * z & 3:
                        zones |= 1 << z
                zmask[p] = zones
        self.card = card_at
        self.cands = cands_at
        self.known = known_at
        self.ntok = ntok_at
        self.zmask = zmask
        self.groups = groups_at
        self.hidden = [p for p in range(1, n) if card_at[p] is None]
        # his hand: of each deck's free cards, those he drew and did not
        # place face up (seen now holds the whole row's)
        drawn = drawn_by_turn(state, state["turn"])
        others = [0] * nz
        held = [0] * nz
        for z in range(nz):
            if deck[z] >= 0:
                held[z] = drawn[deck[z]] - seen[z]
                others[z] = free[2 * z] + free[2 * z + 1] - held[z]
            else:
                held[z] = free[2 * z] + free[2 * z + 1]
        self.others = others
        self.held = held
        # slack[p][z]: hidden cards of deck zone z the row may hold up to p,
        # given the face-up ones here and later (the hidden ones only grow);
        # room[p][z]: min(held, slack) (see _room), in the list of here
        self.slack = [None] * n
        later = [99] * nz
        for p in range(n - 1, 0, -1):
            here = room[p]
            for z in range(nz):
                if here[z] < later[z]:
                    later[z] = here[z]
                if deck[z] >= 0:
                    here[z] = later[z] if later[z] < held[z] else held[z]
            self.slack[p] = tuple(later)
        # (tuples: one heap object each, not a list and its array)
        self.room = [None if here is None else tuple(here) for here in room]

    def _calls(self, state, located):
        """Missed calls as constraints on the row at the time they were made:
        a missed single call removes its number from the candidates of the
        positions face down then; multi = [(numbers, eligible positions, last
        eligible)] for missed multi-calls that could have matched."""
        row = state["row"]
        calls = state["calls"]
        turns = [pos["turn"] for pos in row]
        shown = [pos["shown"] for pos in row]
        self.multi = []
        for ci in range(len(calls)):
            turn, numbers, hit = calls[ci]
            if hit:
                continue
            eligible = [p for p in range(1, len(row)) if turns[p] <= turn
                        and (shown[p] is None or shown[p] > ci)]
            if len(numbers) == 1:
                y = numbers[0]
                for p in eligible:
                    cands = self.cands[p]
                    if y in cands:
                        # (each position's own list, of different numbers)
                        cands.remove(y)
                continue
            possible = len(eligible) > 0
            for n in numbers:
                if n in located and not [p for p in eligible if self.card[p] == n]:
                    possible = False
            if possible:
                self.multi.append((sorted(numbers), eligible, max(eligible)))

    def _reaches(self):
        """reach[p]: the most hideout p can lie beyond hideout p - 1, its
        hidden sprint cards at the best value a free card has (0 at p = 0
        and past the row's end). Returns the list reach."""
        L = self.length
        most = 0
        for g in range(len(self.free)):
            if self.free[g] and g % 2 + 1 > most:
                most = g % 2 + 1
        reach = [0] * (L + 2)
        for p in range(1, L + 1):
            reach[p] = self.step + self.known[p] + most * self.ntok[p]
        return reach

    def _narrow(self, reach):
        """Keep only the candidates within the bounds of reach along the whole
        row (shared/fugitive_bounds.narrow): a hideout outside them ends no
        world, so no count changes; the stages just make fewer dead states.
        When even the bounds fit nothing, the candidates stay as they are
        (the count is 0 either way; diagnose() finds where it fails)."""
        found = reach_bounds([[0]] + self.cands[1:], reach)
        if found is None:
            return
        lo, hi = found
        for p in self.hidden:           # (a face-up card is within its bounds)
            # both bounds are candidates (rising): keep the slice between
            cands = self.cands[p]
            self.cands[p] = cands[cands.index(lo[p]):cands.index(hi[p]) + 1]

    def _future(self):
        """futmask[p]: the zones a hidden sprint card after position p may
        come from, a bitmask (bit z: zone z)."""
        L = self.length
        self.futmask = [0] * (L + 1)
        mask = 0
        for p in range(L, -1, -1):
            self.futmask[p] = mask
            mask |= self.zmask[p]       # (0 at p = 0 and without hidden cards)

    def _sealing(self, reach):
        """Bounds on later hideouts, to know when a zone is sealed: hidden
        positions from p up to the next face-up one reach at most
        min(h + span[p], cap[p]); those further on at most beyond[p]."""
        L = self.length
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

    def _layout(self):
        """Where each field of a state sits in its two ints (see KEYS)."""
        nz = self.nzones
        most = 0
        for n in self.ntok:
            if n > most:
                most = n
        tokens = 0
        for n in self.ntok:
            tokens += n
        hidden = len(self.hidden)
        # a: h, mask, then the stage fields: left, value, done
        self.mshift = _width(self.top)
        self.hbits = (1 << self.mshift) - 1
        self.mbits = (1 << len(self.multi)) - 1
        self.lshift = self.mshift + len(self.multi)
        self.lbits = (1 << _width(most)) - 1
        self.vshift = self.lshift + _width(most)
        self.vbits = (1 << _width(2 * most)) - 1
        self.dshift = self.vshift + _width(2 * most)
        self.zbits = (1 << nz) - 1
        # a layer key's a: without the stage fields
        self.layer_bits = ~(((1 << self.dshift + nz) - 1) ^ ((1 << self.lshift) - 1))
        used = [self.dshift + nz, 0]
        # each zone's word: its fields as narrow as they can be, the word in
        # a or b (the larger words first, where there is more room)
        # (lists of this preparation only: self.shape keeps them, below)
        x2 = [0] * nz           # shift of x2 (and of a2 when sealed)
        t1 = [0] * nz           # shift of t1 (the pending cards)
        t2 = [0] * nz           # shift of t2
        m1 = [0] * nz           # mask of x1 (a1 when sealed, the total when collapsed)
        m2 = [0] * nz           # mask of x2
        m3 = [0] * nz           # mask of t1
        inb = [0] * nz          # word in b?
        at = [0] * nz           # its shift there
        wbits = [0] * nz        # its mask
        size = []
        for z in range(nz):
            f1 = self.free[2 * z]
            f2 = self.free[2 * z + 1]
            w1 = _width(max(f1, min(f1 + f2, hidden)))
            w2 = _width(f2)
            w3 = _width(min(f1, tokens))
            w4 = _width(min(f2, tokens))
            x2[z] = w1
            t1[z] = w1 + w2
            t2[z] = w1 + w2 + w3
            m1[z] = (1 << w1) - 1
            m2[z] = (1 << w2) - 1
            m3[z] = (1 << w3) - 1
            wbits[z] = (1 << w1 + w2 + w3 + w4) - 1
            size.append(w1 + w2 + w3 + w4)
        # (an int key: the same order on both runtimes, whose sorts differ)
        order = sorted(range(nz), key=lambda z: z - 64 * size[z])
        for z in order:
            k = 1 if used[1] <= used[0] else 0
            if used[k] + size[z] > _SMALL:
                k = 1 - k
                if used[k] + size[z] > _SMALL:
                    k = 1       # b grows past a small int: still exact
            inb[z] = k
            at[z] = used[k]
            used[k] += size[z]
        self.abits = used[0]
        self.bbits = used[1]
        # the same per zone in one tuple, for the inner loops (one unpacking
        # instead of a dozen lookups)
        self.shape = [(inb[z], at[z], wbits[z], m1[z], x2[z], m2[z], t1[z], m3[z], t2[z],
                       self.free[2 * z], self.free[2 * z + 1]) for z in range(nz)]
        # per position and zone: may its hidden sprint cards be of value 1
        # (bit 1), of value 2 (bit 2); a deck?; held; slack; settled here
        # (no later sprint card); others (see _zones). 6 items: 2 heap
        # blocks on the Pico (7 took 3).
        # (only where sprint cards are hidden: the stages ask no other)
        self.zone_at = [None] * (self.length + 1)
        for p in range(1, self.length + 1):
            if not self.ntok[p]:
                continue
            groups = self.groups[p]
            self.zone_at[p] = tuple([(groups >> 2 * z & 3, self.deck[z] >= 0, self.held[z],
                                      self.slack[p][z], not self.futmask[p] >> z & 1,
                                      self.others[z]) for z in range(nz)])

    def word(self, z, a, b):
        """Zone z's word in state (a, b)."""
        inb, at, wbits = self.shape[z][:3]
        return ((b if inb else a) >> at) & wbits

    def closed(self, p, h):
        """The zones closed after position p with hideout h, a bitmask: sealed
        and no later sprint card can come from them. A zone is settled at
        every position until it is closed (_settle), so this needs no bit of
        the key. (Not cached apart: one look-up in _seals' cache, and only
        begin() asks, once per layer key.)"""
        return self._seals(p + 1, h) & ~self.futmask[p]

    def _start(self):
        """The key before position 1, and its weight: zones sealed from the
        start have all their free cards; closed ones count his hand now."""
        a = ((1 << len(self.multi)) - 1) << self.mshift
        b = 0
        self.start_weight = 1
        sealed = self._seals(1, 0)
        for z in range(self.nzones):
            if sealed >> z & 1:
                if self.futmask[0] >> z & 1:
                    inb, at, wbits, m1, x2 = self.shape[z][:5]
                    word = (self.free[2 * z] | self.free[2 * z + 1] << x2) << at
                    if inb:
                        b += word
                    else:
                        a += word
                else:
                    self.start_weight *= binom(self.free[2 * z] + self.free[2 * z + 1],
                                               self.others[z])
        self.start = (a, b)
        # the start's zones have no hidden card in the row: at position 1 a
        # zone the hideout does not touch passes timing and his hand unless
        # his hand or a slack is negative (entries that cannot all be true)
        self.start_ok = True
        for z in range(self.nzones):
            if self.deck[z] >= 0 and self.length and (self.held[z] < 0 or self.slack[1][z] < 0):
                self.start_ok = False

    def _seals(self, p, h):
        """The zones sealed at p with hideout p-1 = h, a bitmask (cached):
        no hidden hideout at positions >= p can fall in them."""
        key = p * 64 + h
        flags = self._seal_cache.get(key)
        if flags is None:
            most = self.beyond[p]
            if self.cap[p] >= 0:
                dyn = h + self.span[p]
                if dyn > self.cap[p]:
                    dyn = self.cap[p]
                if dyn > most:
                    most = dyn
            flags = 0
            lo = self.lo
            hi = self.hi
            for z in range(self.nzones):
                if hi[z] <= h or lo[z] > most:
                    flags |= 1 << z
            self._seal_cache[key] = flags
        return flags

    def _early(self, p, h):
        """Zones whose sprint cards under hideout p can be settled before the
        hideout is chosen: hideout p cannot fall in them and whether they are
        sealed after p does not depend on it. A bitmask (cached); above its
        nzones bits, when hideout p is face down, the zones its candidates
        fall in (bit 2 * nzones: a card in none), for _room: the hideout
        will be a card of one of them."""
        key = p * 64 + h
        mask = self._early_cache.get(key)
        if mask is None:
            ys = self._ys(p, h)
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
                    if not inside and not (lo_after ^ hi_after) >> z & 1:
                        mask |= 1 << z
                if self.card[p] is None:
                    for y in ys:
                        z = self.zone_of[y] - 1
                        mask |= 1 << self.nzones + (z if z >= 0 else self.nzones)
            self._early_cache[key] = mask
        return mask

    # -- the stages of a position --
    # A position's hidden sprint cards are chosen zone by zone (how many of
    # each value), and each zone is then "settled": timing and his hand
    # checked, the zone closed or collapsed. Zones that hideout p cannot touch
    # are settled before the hideout is chosen ("early": states merge sooner,
    # and a closed zone drops its counts), the others after it ("late").
    # Between stages a state is its key plus three stage fields in a (see
    # KEYS): sprint cards left to place, sprint value (gathered so far
    # before the hideout, still needed after it), and "done": the zones
    # closed before this position or settled at it. Stage i < nzones: zone i
    # early; i == nzones: the hideout; then zone i - nzones - 1 late. A state
    # skips the stages that do not concern it. moves() writes a flat list
    # [a', b', weight, ...] in self.buf and answers its length (nothing
    # allocated per state or edge but the weight).

    def begin(self, p, a):
        """The a of the first stage state of position p from a key's a."""
        h = a & self.hbits
        # closed(p - 1, h), its look-up inline (begin is asked for every
        # key, in both passes)
        sealed = self._seal_cache.get(p * 64 + h)
        if sealed is None:
            sealed = self._seals(p, h)
        closed = sealed & ~self.futmask[p - 1]
        return a | self.ntok[p] << self.lshift | closed << self.dshift

    def first_stage(self, p, a, i):
        """The first stage >= i that concerns this state (the end: 2Z + 1).
        It depends on h and done only: the moves of one state at one stage
        share both (an early zone or a late one adds itself to done; the
        hideout changes h, but only early stages look at h), so they all
        lead to one stage."""
        nz = self.nzones
        done = a >> self.dshift & self.zbits
        if i < nz:
            # _early's cache read here: a call saved per state (asked for
            # every state of both passes)
            h = a & self.hbits
            early = self._early_cache.get(p * 64 + h)
            if early is None:
                early = self._early(p, h)
            early &= ~done
            while i < nz:
                if early >> i & 1:
                    return i
                i += 1
            return nz
        if i == nz:
            return i
        i -= nz + 1
        while i < nz and done >> i & 1:
            i += 1
        return i + nz + 1

    def moves(self, p, i, a, b):
        """The moves of stage i of position p: [a', b', weight, ...] written
        in self.buf; returns how many items (3 a move). The zone stages'
        code is here (a call saved per state: most states are at a zone
        stage), the hideout's in _hideout_moves. Zone z at position p: its
        hidden sprint cards (c1 of value 1, c2 of value 2), then settled.
        seals: the zones sealed (before the hideout) or sealed after it
        (late); cap and least: see _early_info (0 when late).
        The moves all lead to one stage (see first_stage): it is left in
        self.next_stage (found here from the state's h and done, without
        first_stage's call)."""
        nz = self.nzones
        done = a >> self.dshift & self.zbits
        if i >= nz:
            # the hideout or a late zone: next, the first late zone not done
            k = i - nz      # (a late zone i - nz - 1 is done by its moves)
            while k < nz and done >> k & 1:
                k += 1
            self.next_stage = k + nz + 1
            if i == nz:
                return self._hideout_moves(p, a, b)
        h = a & self.hbits
        weight = 1
        if i < nz:
            z = i
            late = 0
            # next, the first early zone after z not done (see first_stage)
            early = self._early_cache.get(p * 64 + h)
            if early is None:
                early = self._early(p, h)
            hideout = early >> nz      # the zones of its candidates
            early &= ~done
            k = z + 1
            while k < nz and not early >> k & 1:
                k += 1
            self.next_stage = k
            # _early_info's cache read here (a call saved per early state)
            info = self._early_info_cache.get(p * 64 + h)
            if info is None:
                info = self._early_info(p, h)
            cap = info & _INFO_CAP
            least = info >> _INFO_LEAST & _INFO_CAP
            seals = info >> _INFO_SEALED & self.zbits
            flags = info >> _INFO_SEALED + nz + 2 * z
            sealed = flags & 1
            if flags & 2:
                weight = self._bind(p, z, a, b)
                if not weight:
                    return 0
                a = self.bound_a
                b = self.bound_b
        else:
            z = i - nz - 1
            late = 1
            # _seals' cache read here (a call saved per late state)
            seals = self._seal_cache.get((p + 1) * 64 + h)
            if seals is None:
                seals = self._seals(p + 1, h)
            sealed = seals >> z & 1
            cap = least = 0
            hideout = 0         # (its card is in the words now)
        out = self.buf     # the moves, written in place (see buf)
        size = 0
        lshift = self.lshift
        vshift = self.vshift
        left = a >> lshift & self.lbits
        value = a >> vshift & self.vbits
        inb, at, wmask, m1, x2, m2, t1s, m3, t2s, a1, a2 = self.shape[z]
        uses, deck, held, slack, settle, others = self.zone_at[p][z]
        word = ((b if inb else a) >> at) & wmask
        n1 = left if uses & 1 else 0
        n2 = left if uses & 2 else 0
        # no more sprint cards of a value than its unused free cards
        if sealed:
            r1 = word & m1
            r2 = word >> x2
            room1 = r1
            room2 = r2
        else:
            t1 = word >> t1s & m3
            t2 = word >> t2s
            room1 = a1 - (word & m1) - t1
            room2 = a2 - (word >> x2 & m2) - t2
        if n1 > room1:
            n1 = room1 if room1 > 0 else 0
        if n2 > room2:
            n2 = room2 if room2 > 0 else 0
        pascal = _PASCAL
        if not n1 and not n2:
            # no sprint card from this zone here: settled at once, as
            # _settle does (inline: half the states of this stage come here)
            if sealed:
                unused = r1 + r2
                used = a1 + a2 - unused
            else:
                used = (word & m1) + (word >> x2 & m2) + t1 + t2
            if deck and (used > held or used > slack):
                return 0
            new = word
            if settle:
                if sealed:
                    new = 0         # closed (see closed())
                    if others < 0 or others > unused:
                        return 0
                    weight *= pascal[unused][others]
                elif not t1 and not t2:
                    new = (word & m1) + (word >> x2 & m2)
            a += 1 << self.dshift + z
            if inb:
                b += (new - word) << at
            else:
                a += (new - word) << at
            out[0] = a
            out[1] = b
            out[2] = weight
            return 3
        # after the hideout: when no later zone can give a sprint card here,
        # this one takes all that are left
        last = late and not (self.zmask[p] & ~done & ~((2 << z) - 1))
        # timing and his hand (as _settle checks them): at most `most` more
        # hidden cards of this deck in the row by now
        most = left
        if deck:
            if sealed:
                used = a1 + a2 - r1 - r2
            else:
                used = (word & m1) + (word >> x2 & m2) + t1 + t2
            most = held if held < slack else slack
            if late and self.zone_of[h] == z + 1:
                # what the hideouts after this one ask (see _ahead)
                ahead = self._ahead_cache.get(p * 64 + h, most)  # (none face up)
                if ahead < most:
                    most = ahead
            most -= used
            if most < 0:
                return 0
        # settle: else _settle would only check timing
        done |= 1 << z
        # the cards left after this zone must fit in the zones still to come
        # here (a state that cannot end the position is not made)
        cards, twos = self._room(p, a, b, self.zmask[p] & ~done, seals, hideout)
        # the state without this zone's word and the stage fields, the zone
        # marked done: each move adds its word and fields
        base_a = a - (left << lshift) - (value << vshift) + (1 << self.dshift + z)
        base_b = b
        if inb:
            base_b -= word << at
        else:
            base_a -= word << at
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
                    new = word - c1 - (c2 << x2)
                else:
                    w = weight * pascal[t1 + c1][c1] * pascal[t2 + c2][c2]
                    new = word + (c1 << t1s) + (c2 << t2s)
                if settle:
                    # settled here (as _settle does): timing and his hand,
                    # then closed (sealed: his hand counted) or collapsed
                    if sealed:
                        unused = (new & m1) + (new >> x2)
                        if deck and (a1 + a2 - unused > held or a1 + a2 - unused > slack):
                            continue
                        if others < 0 or others > unused:
                            continue        # (binom would be 0)
                        w *= pascal[unused][others]
                        new = 0
                    else:
                        x = (new & m1) + (new >> x2 & m2)
                        used = x + (new >> t1s & m3) + (new >> t2s)
                        if deck and (used > held or used > slack):
                            continue
                        if not new >> t1s:
                            new = x
                a3 = base_a + (more << lshift) + (rest << vshift)
                if inb:
                    out[size] = a3
                    out[size + 1] = base_b + (new << at)
                else:
                    out[size] = a3 + (new << at)
                    out[size + 1] = base_b
                out[size + 2] = w
                size += 3
        return size

    def _early_info(self, p, h):
        """What the early stages of position p after hideout h need, in one
        look-up (cached), packed in one small int (no heap block):
          cap | least << _INFO_LEAST | sealed << _INFO_SEALED
              | flags << _INFO_SEALED + nzones
          flags  for the zones settled early: bit 2z, zone z is sealed after
                 p; bit 2z + 1, it is sealed by p (bind it first); whatever
                 hideout p is (see _early)
          sealed the zones sealed now (_seals(p, h))
          cap    the most sprint value hideout p can use: enough to reach its
                 furthest candidate
          least  the sprint value its nearest candidate needs (0 when it
                 needs none: moves() compares it with a sum of counts)
        cap and least are below 64 (the cards are)."""
        key = p * 64 + h
        info = self._early_info_cache.get(key)
        if info is None:
            ys = self._ys(p, h)
            after = self._seals(p + 1, ys[0] if ys else h + 1)
            before = self._seals(p, h)
            flags = 0
            for z in range(self.nzones):
                if after >> z & 1:
                    flags |= 1 << 2 * z
                    if not before >> z & 1:
                        flags |= 2 << 2 * z
            base = h + self.step + self.known[p]
            cap = 0
            for y in ys:
                if y - base > cap:
                    cap = y - base
            least = (ys[0] if ys else self.top) - base
            if least < 0:
                least = 0
            info = (cap | least << _INFO_LEAST | before << _INFO_SEALED
                    | flags << _INFO_SEALED + self.nzones)
            self._early_info_cache[key] = info
        return info

    def _ys(self, p, h):
        """The candidates for hideout p after hideout h that any sprint could
        reach, rising. Not cached: only the caches of _hideouts and
        _early_info ask, once per (p, h) each."""
        most = h + self.step + self.known[p] + 2 * self.ntok[p]
        return [y for y in self.cands[p] if h < y <= most]

    def _hideout_moves(self, p, a, b, plain=False):
        """Hideout p = y once the early zones are settled, for each y it can
        reach. plain: no sprint card of position p is hidden, and each move
        settles the zones at once and leads to a layer key (plain_moves)."""
        out = self.buf     # the moves, written in place (see buf)
        size = 0
        h = a & self.hbits
        left = a >> self.lshift & self.lbits
        value = a >> self.vshift & self.vbits
        done = a >> self.dshift & self.zbits
        mask = a >> self.mshift & self.mbits
        base = h + self.step + self.known[p]
        most = base + value + 2 * left
        zones = self.zmask[p] & ~done
        shape = self.shape
        if plain:
            # the zones to settle (see plain_moves): none later and some
            # could come before (collapse or close here), or none later and
            # sealed after the hideout (close here), and the hideout's zone
            now = self.zbits & ~self.futmask[p] & ~done
            if p > 1:
                todo = now & self.futmask[p - 1]
            else:
                todo = now if self.start_ok else self.zbits & ~done
        fut = self.futmask[p - 1]
        card_value = self.value
        zbits = self.zbits
        nshift = _PLAN_AFTER + self.nzones
        # _hideouts' cache read here (a call saved per state)
        plan = self._hideout_cache.get(p * 64 + h)
        if plan is None:
            plan = self._hideouts(p, h)
        for entry in plan:
            y = entry & _PLAN_Y
            if y > most:
                break
            z = (entry >> _PLAN_Z & 7) - 1
            after = entry >> _PLAN_AFTER & zbits
            a2 = a + y - h
            b2 = b
            if mask:
                mask2 = self._mask(p, mask, h, y)
                if mask2 < 0:
                    continue
                a2 += (mask2 - mask) << self.mshift
            if z >= 0:
                # a face-down hideout in zone z: its word grows
                inb, at, wmask, m1, x2, m2, t1s, m3, t2s, f1, f2 = shape[z]
                word = ((b if inb else a) >> at) & wmask
                if not fut >> z & 1 and not word >> t1s:
                    # collapsed (no later sprint card from the zone, none
                    # pending): one more hideout
                    new = word + 1
                elif card_value[y] == 1:
                    # one more of value 1, within its free cards less those
                    # pending; the same for value 2
                    if (word & m1) + 1 + (word >> t1s & m3) > f1:
                        continue
                    new = word + 1
                else:
                    if (word >> x2 & m2) + 1 + (word >> t2s) > f2:
                        continue
                    new = word + (1 << x2)
                # timing and his hand, as _settle will check them (a zone's
                # hidden cards in the row only grow), and what the hideouts
                # after y need of the zone (see _ahead)
                if (new & m1) + (new >> x2 & m2) + (new >> t1s & m3) + (new >> t2s) > \
                        entry >> _PLAN_ROOM & 63:
                    continue
                if inb:
                    b2 += (new - word) << at
                else:
                    a2 += (new - word) << at
            w = 1
            newly = entry >> nshift     # the zones sealed by y, rising
            zone = 0
            while newly:
                if newly & 1 and not done >> zone & 1:
                    w *= self._bind(p, zone, a2, b2)
                    a2 = self.bound_a
                    b2 = self.bound_b
                newly >>= 1
                zone += 1
            if not w:
                continue
            if plain:
                settle = todo | now & after
                if z >= 0:
                    settle |= 1 << z
                zone = 0
                while settle:
                    if settle & 1:
                        w *= self._settle(p, zone, a2, b2, after >> zone & 1)
                        if not w:
                            break
                        a2 = self.settled_a
                        b2 = self.settled_b
                    settle >>= 1
                    zone += 1
                if w:
                    out[size] = a2 & self.layer_bits
                    out[size + 1] = b2
                    out[size + 2] = w
                    size += 3
                continue
            need = y - base - value
            if need <= left:            # met by any cards left (see moves)
                need = 0
            if left:
                # the zones still to come here must take the cards left
                cards, twos = self._room(p, a2, b2, zones, after, 0, z,
                                         entry >> _PLAN_ROOM & 63)
                if left > cards or need - left > twos:
                    continue
            out[size] = a2 + ((need - value) << self.vshift)
            out[size + 1] = b2
            out[size + 2] = w
            size += 3
        return size

    def _hideouts(self, p, h):
        """The values hideout p may take after hideout h, as far as the calls
        required and sealed zones allow, rising (cached): a tuple of ints,
        one per value y (nothing allocated per entry; see _PLAN_Y):
          y | (z + 1) << _PLAN_Z | most << _PLAN_ROOM | after << _PLAN_AFTER
            | newly << _PLAN_AFTER + nzones
        z: the zone of y if face down, else -1; after: the zones sealed
        after it; newly: those sealed by it (bitmasks); most: what _ahead()
        answers for y (63 when y is face up: no check)."""
        key = p * 64 + h
        plan = self._hideout_cache.get(key)
        if plan is None:
            plan = []
            before = self._seals(p, h)
            hidden = self.card[p] is None
            nshift = _PLAN_AFTER + self.nzones
            for y in self._ys(p, h):
                ok = True
                for n in self.required:
                    if h < n < y or (n == y and not hidden):
                        ok = False
                z = self.zone_of[y] - 1 if hidden else -1
                if not ok or (z >= 0 and before >> z & 1):
                    continue
                after = self._seals(p + 1, y)
                newly = after & ~before
                most = 63
                if z >= 0:
                    most = self._ahead_cache.get(p * 64 + y)
                    if most is None:
                        most = self._ahead(p, y, z)
                    if most < 0:
                        continue    # the hideouts after y find no place
                    if most > 63:
                        most = 63
                plan.append(y | (z + 1) << _PLAN_Z | most << _PLAN_ROOM | after << _PLAN_AFTER
                            | newly << nshift)
            plan = tuple(plan)      # one heap object, not a list and its array
            self._hideout_cache[key] = plan
        return plan

    def _ahead(self, p, y, z):
        """The most hidden cards of zone z (y's) the row may hold after a
        face-down hideout p = y (its own card included): what position p's
        timing and his hand allow, and what the next self.ahead hideouts ask. A
        later face-down hideout whose candidates within reach all lie in z
        will be a card of it, so it needs a place in z's timing at its
        position and after. Below 0: no row goes on from y (a later
        face-down hideout with no candidate within reach). Zones are ranges
        of cards: the nearest and the furthest candidate in z put them all
        there. Cached (the late stages read it too: their h is y)."""
        most = self.room[p][z]
        forced = 0
        lo = hi = y
        for q in range(p + 1, min(self.length, p + self.ahead) + 1):
            card = self.card[q]
            if card is not None:
                lo = hi = card
            else:
                hi += self.step + self.known[q] + 2 * self.ntok[q]
                first = last = 0
                for c in self.cands[q]:
                    if c > hi:
                        break
                    if c > lo:
                        if not first:
                            first = c
                        last = c
                if not first:
                    return -1
                lo = first
                if self.zone_of[first] == z + 1 and self.zone_of[last] == z + 1:
                    forced += 1
            if self.room[q][z] - forced < most:
                most = self.room[q][z] - forced
        self._ahead_cache[p * 64 + y] = most
        return most

    def plain_moves(self, p, a, b):
        """Position p when none of its sprint cards is hidden: the hideout,
        then every zone settled at once. [a', b', weight, ...] (layer keys)
        in self.buf; returns how many items (see moves).
        From position 2 on, only the zone the hideout falls in and the zones
        that close or collapse here are settled: any other zone is as it
        was at p - 1, where it passed timing and his hand (the slack only
        widens along the row), and _settle would give 1 and leave it as it
        is (a later sprint card may still come from it; or none could at
        p - 1 either and it stays open, collapsed as it was). At position 1
        the same holds for a zone with no hidden card yet, unless his hand
        or a slack is negative (start_ok, see _start)."""
        return self._hideout_moves(p, self.begin(p, a), b, True)

    def _bind(self, p, z, a, b):
        """Zone z is sealed now (at position p, by the hideout before it or
        by hideout p): name its pending sprint cards. Returns the number of
        ways, and leaves in self.bound_a, self.bound_b the state whose word
        for z holds the unused free cards of each value (attributes, not a
        pair: nothing allocated per call)."""
        inb, at, wmask, m1, x2s, m2, t1s, m3, t2s, a1, a2 = self.shape[z]
        word = ((b if inb else a) >> at) & wmask
        # collapsed: open (a zone sealed now was open), no later sprint card
        # from it, none pending
        if not self.futmask[p - 1] >> z & 1 and not word >> t1s:
            # only the total of its unused free cards matters now (no later
            # sprint card from it): kept as a1 + a2 within their widths
            unused = a1 + a2 - word
            new = a1 if unused > a1 else unused
            new |= (unused - new) << x2s
            w = 1
        else:
            x1 = word & m1
            x2 = word >> x2s & m2
            t1 = word >> t1s & m3
            t2 = word >> t2s
            new = (a1 - x1 - t1) | (a2 - x2 - t2) << x2s
            w = _PASCAL[a1 - x1][t1] * _PASCAL[a2 - x2][t2]
        if inb:
            self.bound_a = a
            self.bound_b = b + ((new - word) << at)
        else:
            self.bound_a = a + ((new - word) << at)
            self.bound_b = b
        return w

    def _room(self, p, a, b, zones, sealed, hideout=0, own=-1, limit=0):
        """(cards, twos): at most how many hidden sprint cards, and of them
        of value 2, the zones in the bitmask can still give position p, by
        their words in (a, b) (sealed: their format), his hand and timing.
        An upper bound: a state whose cards left exceed it cannot end the
        position, and is not made. hideout: before hideout p is chosen, the
        zones its candidates fall in (bit nzones: a card of no zone), or 0:
        it takes a card of one of them, so one card less of that deck's
        timing and his hand, in the zone where that costs least. own,
        limit: after a face-down hideout, its zone and the most hidden cards
        of it the row may hold (see _ahead)."""
        cards = 0
        twos = 0
        groups = self.groups[p]
        room = self.room[p]
        shape = self.shape
        # the hideout's card costs one card of a zone's timing, in the zone
        # where that costs least (less, less2: 1 or 0), and nothing if one
        # of its zones is not among these; none of them with room for it in
        # time means no hideout at all (no_room)
        no_room = hideout and not hideout & ~zones
        less = less2 = 1 if no_room else 0
        z = 0
        while zones:
            if zones & 1:
                inb, at, wmask, m1, x2, m2, t1s, m3, t2s, f1, f2 = shape[z]
                word = ((b if inb else a) >> at) & wmask
                if sealed >> z & 1:
                    room1 = word & m1
                    room2 = word >> x2 & m2
                else:
                    room1 = f1 - (word & m1) - (word >> t1s & m3)
                    room2 = f2 - (word >> x2 & m2) - (word >> t2s)
                # his hand and timing: cards of the deck in the row so far
                most = (limit if z == own else room[z]) - f1 - f2 + room1 + room2
                if not groups >> 2 * z & 1:
                    room1 = 0
                if not groups >> 2 * z & 2:
                    room2 = 0
                if hideout >> z & 1 and most > 0:
                    # the hideout's card may be here: one less if timing
                    # binds (a tie included), none otherwise
                    no_room = False
                    if most > room1 + room2:
                        less = 0
                    if most > room2:
                        less2 = 0
                if room1 + room2 < most:
                    most = room1 + room2
                if most > 0:
                    cards += most
                    twos += room2 if room2 < most else most
            zones >>= 1
            z += 1
        if no_room:
            return -1, -1
        return cards - less, twos - less2

    def _settle(self, p, z, a, b, sealed):
        """Zone z after its sprint cards at position p, in (a, b): check
        timing and his hand, then close or collapse it. Returns the weight
        (0: no), and leaves the state after it in self.settled_a, _b."""
        inb, at, wmask, m1, x2, m2, t1s, m3, t2s, f1, f2 = self.shape[z]
        word = ((b if inb else a) >> at) & wmask
        if sealed:
            left = (word & m1) + (word >> x2)
            used = f1 + f2 - left
        else:
            used = (word & m1) + (word >> x2 & m2) + (word >> t1s & m3) + (word >> t2s)
        if self.deck[z] >= 0 and (used > self.held[z] or used > self.slack[p][z]):
            return 0
        self.settled_a = a
        self.settled_b = b
        if self.futmask[p] >> z & 1:
            return 1
        w = 1
        new = word
        if sealed:
            new = 0             # closed (see closed())
            w = binom(left, self.others[z])
        elif not word >> t1s:
            new = (word & m1) + (word >> x2 & m2)
        if inb:
            self.settled_b = b + ((new - word) << at)
        else:
            self.settled_a = a + ((new - word) << at)
        return w

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

    def end_ok(self, a):
        """Can the row end in a key with this a (the required numbers all
        matched)?"""
        h = a & self.hbits
        for n in self.required:
            if n > h:
                return False
        return not a >> self.mshift & self.mbits


# the bits of 0..63 (a zone's cards, the top card: _width's usual numbers)
_WIDTHS = bytes([0, 1, 2, 2, 3, 3, 3, 3] + [4] * 8 + [5] * 16 + [6] * 32)


def _width(n):
    """The bits n needs (int.bit_length(), which MicroPython lacks)."""
    if n < 64:
        return _WIDTHS[n]
    bits = 6
    while n >> bits:
        bits += 1
    return bits


def _spend(prob, units):
    """Charge work (states and edges walked) to the problem's budget, if it
    has one; TooMany when it runs out."""
    work = prob.work
    if work is not None:
        work[0] -= units
        if work[0] < 0:
            raise TooMany()


def _add(d, a, b, n):
    """d[a][b] += n in a nested dict of states."""
    inner = d.get(a)
    if inner is None:
        d[a] = {b: n}
    else:
        inner[b] = inner.get(b, 0) + n


def _size(d):
    """The states in a nested dict."""
    n = 0
    for inner in d.values():
        n += len(inner)
    return n


def finish(steps):
    """Run a count made of steps (a generator: see deduce_steps) to its end:
    its answer."""
    try:
        while True:
            next(steps)
    except StopIteration as end:
        return end.value


def forward(prob, limit=None):
    """layers[p] = {a: {b: worlds reaching key (a, b) after position p}}. In
    the last layer every zone is closed: keys differ only by h and mask.
    With a limit, raises TooMany when a position needs more live states."""
    return finish(_forward_steps(prob, limit))


def _forward_steps(prob, limit):
    a, b = prob.start
    layer = {a: {b: prob.start_weight}}
    layers = [layer]
    for p in range(1, prob.length + 1):
        layer = yield from _forward_position(prob, p, layer, limit)
        layers.append(layer)
    return layers


def _forward_position(prob, p, layer, limit):
    """The keys after position p from those before it, with their worlds
    (in steps: a generator, see finish)."""
    if not prob.ntok[p]:
        out = {}
        edges = 0
        moves = prob.buf
        for a, inner in layer.items():
            for b, n in inner.items():
                if edges >= SLICE:
                    _spend(prob, edges)    # a slice done: the caller's turn
                    edges = 0
                    yield
                size = prob.plain_moves(p, a, b)
                edges += size // 3 + 1
                for j in range(0, size, 3):
                    _add(out, moves[j], moves[j + 1], n * moves[j + 2])
        _spend(prob, edges)
        yield
        if limit is not None and _size(out) > limit:
            raise TooMany()
        return out
    last = 2 * prob.nzones + 1
    stages = [None] * (last + 1)        # stage i: {a: {b: worlds}}
    first_stage = prob.first_stage
    moves_of = prob.moves
    moves = prob.buf        # what moves_of writes
    done = 0
    for a, inner in layer.items():
        a0 = prob.begin(p, a)
        stage = _stage(stages, first_stage(p, a0, 0))
        stage[a0] = dict(inner)
        done += len(inner)
        if done >= SLICE:
            done = 0
            yield       # not charged: about the cost of a unit per state
    # the end stage is the layer after p: a state there with no card left
    # and no value owed is a layer key (its stage fields dropped), any
    # other is dead. Moves into it go straight to the layer (not kept).
    out = {}
    fields = prob.lbits << prob.lshift | prob.vbits << prob.vshift
    keep = prob.layer_bits
    # the backward pass may use these stage states again (see _KEEP)
    room = prob.keep_room
    held = 0
    for i in range(last):
        cur = stages[i]
        if cur is None:
            continue
        edges = 0
        for a, inner in cur.items():
            for b, n in inner.items():
                if edges >= SLICE:
                    _spend(prob, edges)    # a slice done: the caller's turn
                    edges = 0
                    yield
                size = moves_of(p, i, a, b)
                edges += size // 3 + 1
                if not size:
                    continue
                to = prob.next_stage    # all the moves' stage (see moves)
                if to == last:
                    for j in range(0, size, 3):
                        if not moves[j] & fields:
                            _add(out, moves[j] & keep, moves[j + 1], n * moves[j + 2])
                    continue
                d = _stage(stages, to)
                for j in range(0, size, 3):
                    a2 = moves[j]
                    b2 = moves[j + 1]
                    into = d.get(a2)
                    if into is None:
                        d[a2] = {b2: n * moves[j + 2]}
                    else:
                        into[b2] = into.get(b2, 0) + n * moves[j + 2]
        if room is None:
            stages[i] = None
        else:
            held += _size(cur)
            # kept without the counts (not needed again), in less heap
            _flat(cur)
            inner = None
            if held > room and prob.kept:
                # this position first: the states kept for earlier ones
                # would lie beside its stages at the peak of the heap,
                # whether it keeps them or the backward pass replays them
                prob.kept = {}
                room = prob.keep_room = _KEEP
            if held > room:
                # too many to keep: drop them, as when not keeping
                room = None
                for k in range(i + 1):
                    stages[k] = None
        _spend(prob, edges)
        yield
        if limit is not None:
            alive = _size(out)      # the stages still to walk (not those kept)
            for k in range(i + 1, last):
                if stages[k] is not None:
                    alive += _size(stages[k])
            if alive > limit:
                raise TooMany()
    if room is not None:
        prob.kept[p] = stages
        prob.keep_room = room - held
    return out


def _flat(d):
    """A stage's states kept without their counts: {a: (b, ...)}, the
    stage's own dict (a tuple takes half an inner dict's heap). The
    backward pass makes each {b: completions} as it walks the stage."""
    for a in d:
        d[a] = tuple(d[a])
    return d


def _stage(stages, i):
    """The dict of stage i's states (made when first needed)."""
    d = stages[i]
    if d is None:
        d = {}
        stages[i] = d
    return d


def count(prob, limit=None):
    """All consistent worlds."""
    return finish(_count_steps(prob, limit))


def _count_steps(prob, limit):
    a, b = prob.start
    layer = {a: {b: prob.start_weight}}
    for p in range(1, prob.length + 1):
        layer = yield from _forward_position(prob, p, layer, limit)
    total = 0
    for a, inner in layer.items():
        if prob.end_ok(a):
            for n in inner.values():
                total += n
    return total


def marginals(prob, limit=None):
    """(worlds, {position: {value: worlds}}) for the face-down positions."""
    return finish(_marginal_steps(prob, limit))


def _marginal_steps(prob, limit):
    prob.keep_room = _KEEP
    try:
        layers = yield from _forward_steps(prob, limit)
    finally:
        prob.keep_room = None
    back = {}
    total = 0
    for a, inner in layers[-1].items():
        if prob.end_ok(a):
            back[a] = dict.fromkeys(inner, 1)
            for n in inner.values():
                total += n
    counts = {}
    hbits = prob.hbits
    # the walk back ends at the first face-down position: the completions
    # of the keys before it are not needed (the total is the forward one)
    first = prob.hidden[0] if prob.hidden else prob.length + 1
    # counts holds the positions walked whole: when the walk gives up
    # (TooMany, at any of its steps) what it holds is exact
    try:
        for p in range(prob.length, first - 1, -1):
            if prob.card[p] is None:
                here = {}
                done = 0
                for a, inner in layers[p].items():
                    done += len(inner)
                    if done >= SLICE:
                        done = 0
                        yield       # not charged: about the cost of a unit per state
                    other = back.get(a)
                    if other is None:
                        continue
                    y = a & hbits
                    for b, n in inner.items():
                        m = other.get(b, 0)
                        if m:
                            here[y] = here.get(y, 0) + n * m
                counts[p] = here
            layers[p] = None
            if p == first:
                break
            after = [back]      # _back_position lets it go when done with it
            back = None
            back = yield from _back_position(prob, p, layers[p - 1], after)
    except TooMany:
        # the total, and the hideouts walked back (from the last)
        raise Partial(total, counts)
    return total, counts


def _back_position(prob, p, keys, after):
    """Completions of each key before position p, from those after it:
    the states of each stage (kept by the forward pass, or found again by
    _replay), walked back, asking each state's moves again (keeping every
    state's successors would cost the heap more than the second ask costs
    time). keys: the layer before p; after: [back], the completions of the
    layer after p (taken out of the list: the heap has it back as soon as
    the walk no longer needs it); back and the answer: {a: {b: n}}."""
    back = after.pop()
    out = {}
    if not prob.ntok[p]:
        edges = 0
        for a, inner in keys.items():
            for b in inner:
                if edges >= SLICE:
                    _spend(prob, edges)    # a slice done: the caller's turn
                    edges = 0
                    yield
                total = 0
                size = prob.plain_moves(p, a, b)
                moves = prob.buf
                edges += size // 3 + 1
                for j in range(0, size, 3):
                    other = back.get(moves[j])
                    if other is not None:
                        total += moves[j + 2] * other.get(moves[j + 1], 0)
                if total:
                    _add(out, a, b, total)
        _spend(prob, edges)
        yield
        return out
    last = 2 * prob.nzones + 1
    stages = prob.kept.pop(p, None)     # the forward pass's, if it kept them
    if stages is None:
        stages = yield from _replay(prob, p, keys, last)
    first_stage = prob.first_stage
    moves_of = prob.moves
    moves = prob.buf        # what moves_of writes
    # the end stage is the layer after p (see _forward_position): its
    # completions are back's
    fields = prob.lbits << prob.lshift | prob.vbits << prob.vshift
    keep = prob.layer_bits
    nz = prob.nzones
    for i in range(last - 1, -1, -1):
        cur = stages[i]         # {a: (b, ...)} (see _flat)
        if cur is None:
            continue
        if i < nz:
            # an early stage leads no further than the hideout's: the late
            # stages' completions and back are not needed again
            for k in range(nz + 1, last):
                stages[k] = None
            back = None
        count = 0
        for a in cur:
            bs = cur[a]
            inner = dict.fromkeys(bs, 0)    # {b: completions}, sized at once
            cur[a] = inner
            for b in bs:
                if count >= SLICE:
                    _spend(prob, count)    # a slice done: the caller's turn
                    count = 0
                    yield
                total = 0
                size = moves_of(p, i, a, b)
                count += size // 3 + 1
                if size:
                    to = prob.next_stage    # (see moves)
                    if to == last:
                        for j in range(0, size, 3):
                            if not moves[j] & fields:
                                other = back.get(moves[j] & keep)
                                if other is not None:
                                    total += moves[j + 2] * other.get(moves[j + 1], 0)
                    else:
                        d = stages[to]
                        for j in range(0, size, 3):
                            total += moves[j + 2] * d[moves[j]][moves[j + 1]]
                inner[b] = total
        _spend(prob, count)
        yield
    # each key's completions are its first stage state's: stage by stage,
    # each going once its keys are read (nothing else reads it now)
    for f in range(nz + 1):
        d = stages[f]
        if d is None:
            continue
        done = 0
        for a, inner in keys.items():
            a0 = prob.begin(p, a)
            if first_stage(p, a0, 0) != f:
                continue
            done += len(inner)
            if done >= SLICE:
                done = 0
                yield       # not charged: about the cost of a unit per state
            here = d[a0]
            for b in inner:
                total = here[b]
                if total:
                    _add(out, a, b, total)
        stages[f] = d = here = None
    return out


def _replay(prob, p, keys, last):
    """The states of each stage of position p from the keys before it, as
    the forward pass found them (without their counts)."""
    stages = [None] * (last + 1)        # as in _forward_position
    first_stage = prob.first_stage
    moves = prob.buf        # what prob.moves writes
    done = 0
    for a, inner in keys.items():
        a0 = prob.begin(p, a)
        _stage(stages, first_stage(p, a0, 0))[a0] = dict.fromkeys(inner, 0)
        done += len(inner)
        if done >= SLICE:
            done = 0
            yield       # not charged: about the cost of a unit per state
    for i in range(last):
        cur = stages[i]
        if cur is None:
            continue
        count = 0
        for a, inner in cur.items():
            for b in inner:
                if count >= SLICE:
                    _spend(prob, count)    # a slice done: the caller's turn
                    count = 0
                    yield
                size = prob.moves(p, i, a, b)
                count += size // 3 + 1
                if not size:
                    continue
                to = prob.next_stage    # (see moves)
                if to == last:
                    continue        # the layer after p (see _forward_position)
                d = _stage(stages, to)
                for j in range(0, size, 3):
                    a2 = moves[j]
                    into = d.get(a2)
                    if into is None:
                        d[a2] = {moves[j + 1]: 0}
                    else:
                        into[moves[j + 1]] = 0
        _flat(cur)      # complete: kept as the forward pass keeps it
        _spend(prob, count)
        yield
    return stages


# -- what the Marshal's screens ask --

class TooMany(Exception):
    """The count needs more live states than `limit` (the heap) or more work
    than `budget` (the time) the caller allows."""


class Partial(TooMany):
    """TooMany in the backward pass: its args, the forward pass's total of
    worlds and the chances of the face-down hideouts walked back before it
    ({position: {value: worlds}}, the last ones of the row), are exact all
    the same."""


def _work(budget):
    """A work budget as the problems share it: None (no bound), or [units
    left] from a number of units (states and edges walked; bench/fugitive.py
    measures their cost on the Pico) or from such a list (shared)."""
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
    possibilities; if the count got that far, "partial" then holds what it
    did count, exact: [worlds, [[position, [[value, worlds], ...]], ...]]
    for the last face-down hideouts of the row."""
    return finish(deduce_steps(state, limit, budget))


def deduce_steps(state, limit=None, budget=None):
    """deduce() in steps: a generator that yields every SLICE units of work
    or so and returns deduce()'s answer. Between two steps the caller may do
    anything else (a device reads its buttons and answers a press), then go
    on with next(); finish() runs it to the end. Nothing in it depends on
    how long the caller takes between steps."""
    try:
        prob = _on_budget(Problem(state), budget)
        if prob.hidden and prob.hidden != [prob.length]:
            total, counts = yield from _marginal_steps(prob, limit)
        else:
            total, counts = yield from _last_marginal_steps(prob, limit)
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
    """[[position, [[value, worlds], ...]], ...] for the face-down positions
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


def _last_marginal_steps(prob, limit):
    """marginals() when no hideout but the last may be face down: the forward
    pass alone gives them (each key after the last position completes in
    one way, or none), with no layer kept behind it and no backward pass."""
    a, b = prob.start
    layer = {a: {b: prob.start_weight}}
    for p in range(1, prob.length + 1):
        layer = yield from _forward_position(prob, p, layer, limit)
    total = 0
    here = {}
    for a, inner in layer.items():
        if prob.end_ok(a):
            y = a & prob.hbits
            for n in inner.values():
                here[y] = here.get(y, 0) + n
                total += n
    return total, ({prob.length: here} if prob.hidden else {})


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
    return finish(call_count_steps(state, numbers, limit, budget, worlds))


def call_count_steps(state, numbers, limit=None, budget=None, worlds=None):
    """call_count() in steps, as deduce_steps() is deduce()."""
    work = _work(budget)
    total = worlds
    if total is None:
        total = yield from _count_steps(_on_budget(Problem(state), work), limit)
    if not total:
        return 0, 0
    part = yield from _count_steps(_on_budget(Problem(state, required=numbers), work), limit)
    return part, total


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
    in calling order (surest first), "worlds": worlds in which all of them
    hit, "total": all worlds}. Found by branch and bound: positions left to
    right, likeliest values first, abandoning a branch as soon as its worlds
    cannot beat the best set found. Raises TooMany beyond limit or budget
    (the budget is for the whole search). known: deduce(state) if the
    caller has it (its counts are the search's root: not made again)."""
    return finish(manhunt_steps(state, limit, budget, known))


def manhunt_steps(state, limit=None, budget=None, known=None):
    """manhunt_plan() in steps, as deduce_steps() is deduce()."""
    work = _work(budget)
    if known is not None and known["worlds"] is not None:
        total = known["worlds"]
        hidden = [p for p, values in known["positions"]]
        counts = {}
        for p, values in known["positions"]:
            counts[p] = dict((y, n) for y, n in values)
    else:
        prob = _on_budget(Problem(state), work)
        total, counts = yield from _marginal_steps(prob, limit)
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
                sub = _on_budget(Problem(state, fixed=fixed), work)
                sub_total, sub_counts = yield from _marginal_steps(sub, limit)
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
    # the candidates not narrowed: the first position no state reaches is
    # then the one that fails
    prob = _on_budget(Problem(state, narrow=False), work)
    a, b = prob.start
    layer = {a: {b: prob.start_weight}}
    for p in range(1, prob.length + 1):
        layer = yield from _forward_position(prob, p, layer, None)
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
        if (yield from _count_steps(_on_budget(Problem(trial), work), None)):
            return ["The miss of {0} cannot be true", "+".join(str(n) for n in calls[i][1])]
    return ["What was entered cannot all be true"]
