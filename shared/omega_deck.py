# Projekt Omega: the device's virtual two-colour deck.
#
# Only the colour of a card matters (black = success, red = complication), so
# the deck is two counts in the state: [black left, red left]. Cards are drawn
# without replacement; when the deck is empty it is reshuffled from every card
# that is not on the table (the cards of the test being drawn stay out).
# The PRNG state lives in the game state, so a draw replays bit for bit.
from shared.prng import Prng


def full(size):
    """A fresh deck of `size` cards, half black and half red."""
    return [size // 2, size // 2]


def draw(state, count, size):
    """Draw `count` cards from state["deck"]; return (colours, events).

    colours is a string of "b" (black) and "r" (red) in the order drawn;
    events holds one ["reshuffle", black, red] per reshuffle."""
    deck = state["deck"]
    rng = Prng(state["rng"])
    drawn = []
    events = []
    for _ in range(count):
        if deck[0] + deck[1] == 0:
            black_out = drawn.count("b")
            deck[0] = size // 2 - black_out
            deck[1] = size // 2 - (len(drawn) - black_out)
            events.append(["reshuffle", deck[0], deck[1]])
        if rng.below(deck[0] + deck[1]) < deck[0]:
            deck[0] -= 1
            drawn.append("b")
        else:
            deck[1] -= 1
            drawn.append("r")
    state["rng"] = rng.state
    return "".join(drawn), events
