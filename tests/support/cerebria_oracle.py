# An independent, deliberately plain implementation of Cerebria control, for
# checking shared/cerebria_control.py on random positions.
#
# It does not read the board tables: it derives everything from the ring as
# the spec states it. Slots 0..14 go around the ring; slot 3i+1 is Frontier
# i's, slots 3i and 3i+2 are Realm slots of Realm i and Realm i+1; each slot
# has two neighbours (s-1 and s+1, around the ring).
#
# A position is a list of 15 entries, None or (side, intensity), and a list
# of 5 Fortresses, None or (side, bonus).


def is_frontier_slot(s):
    return s % 3 == 1


def realm_of(s):
    """The Realm a Realm slot belongs to."""
    if s % 3 == 0:
        return s // 3
    return (s // 3 + 1) % 5


def frontier_owner(position, i):
    triad = [3 * i, 3 * i + 1, 3 * i + 2]
    sums = [0, 0]
    present = [False, False]
    for s in triad:
        if position[s] is not None:
            side, value = position[s]
            sums[side] += value
            present[side] = True
    if present[0] and not present[1]:
        return 0
    if present[1] and not present[0]:
        return 1
    if sums[0] == sums[1]:
        return None
    return 0 if sums[0] > sums[1] else 1


def realm_totals(position, forts, r):
    totals = [0, 0]
    for s in range(15):
        if position[s] is None:
            continue
        side, value = position[s]
        if not is_frontier_slot(s):
            if realm_of(s) == r:
                totals[side] += value
            continue
        # a Frontier slot: does it touch Realm r, and through which slot?
        for neighbour in ((s - 1) % 15, (s + 1) % 15):
            if realm_of(neighbour) != r:
                continue
            other = position[neighbour]
            blocked = other is not None and other[0] != side
            if not blocked:
                totals[side] += value
    if forts[r] is not None:
        totals[forts[r][0]] += forts[r][1]
    return totals


def realm_owner(position, forts, r):
    t = realm_totals(position, forts, r)
    if t[0] == t[1]:
        return None
    return 0 if t[0] > t[1] else 1


def control(position, forts):
    return {
        "f": [frontier_owner(position, i) for i in range(5)],
        "r": [realm_owner(position, forts, r) for r in range(5)],
        "rt": [realm_totals(position, forts, r) for r in range(5)],
    }


def random_position(rng, board):
    """Random slots (state form) and Fortresses from a Prng, with the
    oracle's view of them: (slots, forts, position, oracle forts)."""
    cards = sorted(board["cards"])
    slots = []
    position = []
    for s in range(15):
        if rng.below(10) < 4:
            slots.append(None)
            position.append(None)
            continue
        card = cards[rng.below(len(cards))]
        side, track = board["cards"][card][0], board["cards"][card][2]
        essence = 1 + rng.below(len(track))
        token = rng.below(3) if rng.below(4) == 0 else 0
        slots.append([card, essence, token])
        position.append((side, track[essence - 1] + token))
    forts = []
    oforts = []
    for r in range(5):
        pick = rng.below(5)
        if pick == 0 or pick == 1:
            forts.append(None)
            oforts.append(None)
        else:
            side, level = rng.below(2), 1 + rng.below(2)
            forts.append([side, level])
            oforts.append((side, board["n"]["bonus1"] if level == 1 else board["n"]["bonus2"]))
    return slots, forts, position, oforts
