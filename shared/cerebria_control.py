# Cerebria control: who holds each Frontier and each Realm.
#
# An Emotion in a slot is [card id, Essence, Intensity token]. Its Intensity is
# the value printed on the last filled Essence space, plus its token.
#
# Frontier (only its Triad counts, never Fortresses): if one side alone has
# Emotions there, it controls the Frontier whatever the Intensities;
# otherwise the higher sum of Intensities controls; equal sums or an empty
# Triad: nobody.
#
# Realm: a side's total is the Intensity of its Emotions in the Realm's two
# slots, plus its Emotions in the two Frontier slots beside the Realm unless
# blocked, plus its Fortress bonus. A Frontier Emotion is blocked for this
# Realm only when the Realm slot next to it holds an opposing Emotion. The
# higher total controls; a tie (including 0 to 0) is nobody.
#
# Everything here is pure: it reads the board tables and slots, returns data.
NOBODY = None


def intensity(board, emotion):
    """Printed value of the last filled Essence space, plus the token."""
    track = board["cards"][emotion[0]][2]
    return track[emotion[1] - 1] + emotion[2]


def side_of(board, emotion):
    return board["cards"][emotion[0]][0]


def slot_table(board, slots):
    """Two lists over the 15 slots: the side holding each (-1: empty) and
    the Intensity there (0 when empty)."""
    sides = []
    values = []
    cards = board["cards"]
    for emotion in slots:
        if emotion is None:
            sides.append(-1)
            values.append(0)
        else:
            card = cards[emotion[0]]
            sides.append(card[0])
            values.append(card[2][emotion[1] - 1] + emotion[2])
    return sides, values


def frontier_totals(board, sides, values, i):
    """[Bliss sum, Gloom sum, Bliss present, Gloom present] in Triad i."""
    totals = [0, 0, 0, 0]
    for s in board["triads"][i]:
        side = sides[s]
        if side >= 0:
            totals[side] += values[s]
            totals[side + 2] = 1
    return totals


def frontier_controller(totals):
    """Sole presence wins; otherwise the higher sum; a tie or nothing: nobody."""
    bliss, gloom, bliss_here, gloom_here = totals
    if bliss_here and not gloom_here:
        return 0
    if gloom_here and not bliss_here:
        return 1
    if bliss > gloom:
        return 0
    if gloom > bliss:
        return 1
    return NOBODY


def realm_totals(board, sides, values, forts, r):
    """[Bliss total, Gloom total] for Realm r, with blocking and Fortress."""
    own_a, own_b, front_a, block_a, front_b, block_b = board["realms"][r][:6]
    totals = [0, 0]
    for s in (own_a, own_b):
        if sides[s] >= 0:
            totals[sides[s]] += values[s]
    for front, blocker in ((front_a, block_a), (front_b, block_b)):
        side = sides[front]
        if side >= 0 and not _blocks(sides[blocker], side):
            totals[side] += values[front]
    fort = forts[r]
    if fort is not None:
        totals[fort[0]] += board["n"]["bonus1"] if fort[1] == 1 else board["n"]["bonus2"]
    return totals


def _blocks(blocker_side, side):
    """An opposing Emotion in the Realm slot next to a Frontier Emotion."""
    return blocker_side >= 0 and blocker_side != side


def controller(totals):
    """Higher total controls; equal totals: nobody."""
    if totals[0] > totals[1]:
        return 0
    if totals[1] > totals[0]:
        return 1
    return NOBODY


def compute(board, slots, forts):
    """All control at once: {"f": Frontier controllers, "r": Realm
    controllers, "ft": [[Bliss, Gloom] sums per Frontier], "rt": [[Bliss,
    Gloom] totals per Realm]}."""
    sides, values = slot_table(board, slots)
    f = []
    ft = []
    for i in range(5):
        totals = frontier_totals(board, sides, values, i)
        f.append(frontier_controller(totals))
        ft.append(totals[:2])
    r = []
    rt = []
    for k in range(5):
        totals = realm_totals(board, sides, values, forts, k)
        r.append(controller(totals))
        rt.append(totals)
    return {"f": f, "r": r, "ft": ft, "rt": rt}


def blocked(board, slots, r):
    """The Frontier slots whose Emotion is blocked for Realm r (the screen
    marks them in the Realm's detail view)."""
    sides, _ = slot_table(board, slots)
    out = []
    realm = board["realms"][r]
    for front, blocker in ((realm[2], realm[3]), (realm[4], realm[5])):
        if sides[front] >= 0 and _blocks(sides[blocker], sides[front]):
            out.append(front)
    return out
