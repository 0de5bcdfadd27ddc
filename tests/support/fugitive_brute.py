# Brute force for the Marshal's deductions in Fugitive: enumerate every
# complete hidden world of a (small) game, check every rule on it, and weigh
# it by its draw histories.
#
# Independent of shared/fugitive_deduce.py on purpose: it shares no code with
# it and goes the other way round. It first chooses the Fugitive's drawn set
# from each deck (so his hand is whatever of his cards is not in the row),
# then fills the face-down hideouts and unseen sprint cards card by card and
# checks distinctness, rising row, reach, timing and the missed calls on the
# finished world. Each (drawn sets, row) pair is one world, and it weighs as
# many draw histories as make it possible (shared/spec/fugitive.md): the
# ways to deal each deck's drawn cards to his draws from it (the setup draws
# one unordered group, then one card per later draw, in turn order) so that
# every card in the row was drawn by the turn it was laid. They are counted
# here by listing the deals one by one (histories()), not by a formula.
# Plain Python that also runs under MicroPython (no itertools).


def combinations(items, k):
    """All k-subsets of a list, as lists, in order."""
    if k == 0:
        return [[]]
    if k > len(items):
        return []
    out = []
    for i in range(len(items) - k + 1):
        for rest in combinations(items[i + 1:], k - 1):
            out.append([items[i]] + rest)
    return out


def permutations(items):
    """All orders of a list, as lists."""
    if not items:
        return [[]]
    out = []
    for i in range(len(items)):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([items[i]] + rest)
    return out


def histories(laid_turns, setup, draw_turns):
    """The deals of one deck's drawn cards to his draws from it that let
    every card be laid when it was: laid_turns holds, per drawn card, the
    turn it was laid in the row, or None (still in his hand); the first
    `setup` cards form one unordered group dealt before turn 1, then one card
    per later draw, at draw_turns (rising). Listed one by one."""
    cards = list(range(len(laid_turns)))
    count = 0
    for group in combinations(cards, setup):
        rest = [c for c in cards if c not in group]
        for order in permutations(rest):
            ok = True
            for i in range(len(order)):
                turn = laid_turns[order[i]]
                if turn is not None and draw_turns[i] > turn:
                    ok = False
                    break
            if ok:
                count += 1
    return count


class World:
    """What the brute force found: the total weight (draw histories) of the
    consistent worlds, per face-down position the weight per value, the
    weight in which a given call would succeed, and per set of face-down
    hideouts its weight; `worlds` counts the consistent worlds themselves."""

    def __init__(self):
        self.total = 0
        self.worlds = 0
        self.values = {}
        self.call = 0
        self.sets = {}      # (face-down hideouts in row order) -> worlds


def count_worlds(state, call=None):
    lay = state["layout"]
    top = lay["top"]
    step = lay["step"]
    value = state["sprint"]
    allow42 = state["opts"]["sprint_42"] == "yes"
    row = state["row"]
    L = len(row) - 1

    def marshal_knows_under(pos):
        return pos["shown"] is not None and pos["shown"] >= 0

    # cards the Marshal has seen in the Fugitive's row
    seen_row = []
    for pos in row[1:]:
        if pos["shown"] is not None:
            seen_row.append(pos["card"])
        if marshal_knows_under(pos):
            seen_row.extend(pos["under"])
    her = list(state["mhand"])

    deck_of = [None] * (top + 1)
    for d in range(len(lay["decks"])):
        for c in range(lay["decks"][d][0], lay["decks"][d][1] + 1):
            deck_of[c] = d

    def deck(card):
        return deck_of[card]

    def drawn(d, turn):
        n = lay["setup"][d]
        for t, dd in state["fdraws"]:
            if dd == d and t <= turn:
                n += 1
        return n

    ndecks = len(lay["decks"])
    # cards of each deck he had drawn by the turn each position was placed
    limits = [[drawn(d, row[p]["turn"]) for d in range(ndecks)] for p in range(L + 1)]
    # numbers a missed single call rules out at each position (checked as the
    # row is filled; the full check of every missed call is still done on
    # each finished world below)
    ruled_out = [[] for _ in range(L + 1)]
    for ci in range(len(state["calls"])):
        turn, numbers, hit = state["calls"][ci]
        if not hit and len(numbers) == 1:
            for p in range(1, L + 1):
                if row[p]["turn"] <= turn and (row[p]["shown"] is None or row[p]["shown"] > ci):
                    ruled_out[p].append(numbers[0])

    # his drawn set per deck: his seen cards of the deck plus unseen ones
    per_deck = []
    for d in range(len(lay["decks"])):
        lo, hi = lay["decks"][d]
        mine = [c for c in seen_row if deck(c) == d]
        unseen = [c for c in range(lo, hi + 1) if c not in her and c not in seen_row]
        need = drawn(d, state["turn"]) - len(mine)
        per_deck.append([mine + extra for extra in combinations(unseen, need)] if need >= 0 else [])

    result = World()
    base = list(lay["start"]) + [top]

    def each_drawn(d, chosen):
        if d == len(per_deck):
            cards = list(base)
            for s in chosen:
                cards += s
            free = [c for c in cards if c not in seen_row]
            fill(free, chosen)
            return
        for s in per_deck[d]:
            each_drawn(d + 1, chosen + [s])

    later_draws = [[t for t, dd in state["fdraws"] if dd == d] for d in range(ndecks)]
    known_deals = {}

    def weight(drawn_sets, values, unders):
        """The draw histories of this world: per deck, the deals of the cards
        he drew from it (memoized by when each was laid: cards laid at the
        same turn are dealt alike)."""
        laid_at = {}
        for p in range(1, L + 1):
            for c in [values[p]] + unders[p]:
                laid_at[c] = row[p]["turn"]
        total = 1
        for d in range(ndecks):
            turns = [laid_at.get(c) for c in drawn_sets[d]]
            key = (d, tuple(sorted(t for t in turns if t is not None)), len(turns))
            if key not in known_deals:
                known_deals[key] = histories(turns, lay["setup"][d], later_draws[d])
            total *= known_deals[key]
        return total

    def fill(free, drawn_sets):
        values = [0] * (L + 1)
        unders = [None] * (L + 1)

        def place(p, used, counts):
            if p > L:
                check(values, unders, drawn_sets)
                return
            pos = row[p]
            if pos["shown"] is not None:
                cards = [pos["card"]]
            else:
                cards = [c for c in free if c not in used and 0 < c < top]
            known = list(pos["under"]) if marshal_knows_under(pos) else []
            ntok = pos["sprints"] - len(known)
            for y in cards:
                if y <= values[p - 1] or y in ruled_out[p]:
                    continue
                values[p] = y
                used2 = used + [y]
                pool = [c for c in free if c not in used2 and c != 0 and (c != top or allow42)]
                for toks in combinations(pool, ntok):
                    under = known + toks
                    reach = values[p - 1] + step
                    for c in under:
                        reach += value[c]
                    if y > reach:
                        continue
                    # timing: no more cards of a deck in the row than drawn by now
                    counts2 = list(counts)
                    for c in [y] + under:
                        if deck_of[c] is not None:
                            counts2[deck_of[c]] += 1
                    late = False
                    for d in range(ndecks):
                        if counts2[d] > limits[p][d]:
                            late = True
                    if late:
                        continue
                    unders[p] = under
                    place(p + 1, used2 + toks, counts2)

        place(1, [], [0] * ndecks)

    def check(values, unders, drawn_sets):
        # timing: at each position, no more cards of a deck than drawn by then
        for d in range(len(lay["decks"])):
            n = 0
            for p in range(1, L + 1):
                for c in [values[p]] + unders[p]:
                    if deck(c) == d:
                        n += 1
                if n > drawn(d, row[p]["turn"]):
                    return
        # missed calls, at the moment they were made
        for ci in range(len(state["calls"])):
            turn, numbers, hit = state["calls"][ci]
            if hit:
                continue
            down = [values[p] for p in range(1, L + 1)
                    if row[p]["turn"] <= turn and (row[p]["shown"] is None or row[p]["shown"] > ci)]
            if all(n in down for n in numbers):
                return
        w = weight(drawn_sets, values, unders)
        if not w:
            return
        result.total += w
        result.worlds += 1
        hidden_values = []
        for p in range(1, L + 1):
            if row[p]["shown"] is None:
                per = result.values.setdefault(p, {})
                per[values[p]] = per.get(values[p], 0) + w
                hidden_values.append(values[p])
        if call is not None and all(n in hidden_values for n in call):
            result.call += w
        key = tuple(hidden_values)
        result.sets[key] = result.sets.get(key, 0) + w

    each_drawn(0, [])
    return result
