# Fugitive: where each face-down hideout can lie at all, without counting.
#
# The exact deduction (shared/fugitive_deduce.py) can take too long on the
# device; then the Marshal still gets these bounds: for every face-down
# hideout, the lowest and the highest number it can be. They are a sound
# superset of the exact answer, never a guess: every number the count would
# give a chance lies inside them, and a hideout whose bounds meet is certain.
#
# What they use: hideouts rise along the row; each gap is at most 3 plus the
# sprint values under the later hideout (her revealed sprint cards at their
# value, each hidden one at the most any unseen card could give); a
# face-down hideout is never a card whose place she knows, nor a number she
# missed while that position lay face down. What they leave out (so they are
# wider than the truth): distinct cards, which card pays which sprint, the
# decks he drew from and when, and missed calls of several numbers.
#
# bounds(state) -> [[position, lowest, highest], ...] for the face-down
# positions in row order, or None when no row fits even these rules.
# narrow(cands, reach): the same from candidates and reach as lists (the
# exact count narrows its candidates with it before counting).
from shared import fugitive as rules


def bounds(state):
    row = state["row"]
    located = rules.known_to_marshal(state)
    found = narrow([_candidates(state, p, located) for p in range(len(row))],
                   _reach(state, located))
    if found is None:
        return None
    lo, hi = found
    return [[p, lo[p], hi[p]] for p in rules.face_down(state)]


def narrow(cands, reach):
    """(lowest, highest) per position, as two lists, from each position's
    candidates (rising; position 0: [0]) and reach (reach[p]: the most
    hideout p can lie beyond hideout p - 1); None when no row fits.
    shared/fugitive_deduce.py narrows its candidates with it."""
    n = len(cands)
    lo = [c[0] if c else 1 for c in cands]
    hi = [c[-1] if c else 0 for c in cands]
    # narrow from both ends until nothing moves (each pass only narrows)
    changed = True
    while changed:
        changed = False
        for p in range(1, n):
            changed |= _clip(cands[p], lo, hi, p, lo[p - 1] + 1, hi[p - 1] + reach[p])
        for p in range(n - 2, 0, -1):
            changed |= _clip(cands[p], lo, hi, p, lo[p + 1] - reach[p + 1], hi[p + 1] - 1)
        for p in range(n):
            if lo[p] > hi[p]:
                return None
    return lo, hi


def _candidates(state, p, located):
    """The numbers position p may hold, rising: its card if she has seen it,
    else every number 1..41 she cannot place elsewhere and did not miss
    while p lay face down."""
    pos = state["row"][p]
    if pos["shown"] is not None:
        return [pos["card"]]
    missed = set()
    calls = state["calls"]
    for ci in range(len(calls)):
        turn, numbers, hit = calls[ci]
        if not hit and len(numbers) == 1 and pos["turn"] <= turn:
            missed.add(numbers[0])
    return [y for y in range(1, state["layout"]["top"])
            if y not in located and y not in missed]


def _reach(state, located):
    """reach[p]: the most hideout p can lie beyond hideout p - 1."""
    value = state["sprint"]
    best = 0          # the most an unseen card can give as a sprint card
    for card in range(1, len(value)):
        if card not in located and value[card] > best:
            best = value[card]
    out = [0]
    for pos in state["row"][1:]:
        known = pos["under"] if pos["shown"] is not None and pos["shown"] >= 0 else []
        out.append(state["layout"]["step"] + rules.sprint_total(state, known)
                   + best * (pos["sprints"] - len(known)))
    return out


def _clip(cands, lo, hi, p, low, high):
    """Narrow position p's bounds to the candidates within [low, high];
    True if they moved. (lo[p] and hi[p] are candidates, or hi[p] + 1 and
    hi[p] once empty.)"""
    if low < lo[p]:
        low = lo[p]
    if high > hi[p]:
        high = hi[p]
    if low == lo[p] and high == hi[p]:
        return False            # within the bounds already: nothing moves
    # the first candidate >= low and the last <= high (rising: bisection)
    i = 0
    j = len(cands)
    while i < j:
        m = (i + j) >> 1
        if cands[m] < low:
            i = m + 1
        else:
            j = m
    if i == len(cands) or cands[i] > high:
        new_lo, new_hi = high + 1, high        # empty: reported by bounds()
    else:
        new_lo = cands[i]
        j = len(cands)
        while i < j:
            m = (i + j) >> 1
            if cands[m] <= high:
                i = m + 1
            else:
                j = m
        new_hi = cands[i - 1]
    if new_lo == lo[p] and new_hi == hi[p]:
        return False
    lo[p] = new_lo
    hi[p] = new_hi
    return True
