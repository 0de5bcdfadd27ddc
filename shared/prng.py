# A small deterministic PRNG (xorshift32) stored in game states as an int.
#
# MicroPython's and CPython's `random` give different sequences; this one gives
# the same numbers on both. The state is a plain int so it lives in the game
# state and is replayed, journaled and digested with it.

_MASK = 0xFFFFFFFF


def seed_state(seed):
    """Turn any int seed into a valid (non-zero, 32-bit) generator state."""
    x = (seed * 2654435761 + 0x9E3779B9) & _MASK
    if x == 0:
        x = 0x6D2B79F5
    for _ in range(4):  # stir so that nearby seeds diverge at once
        x = _step(x)
    return x


def _step(x):
    x ^= (x << 13) & _MASK
    x ^= x >> 17
    x ^= (x << 5) & _MASK
    return x


class Prng:
    """Generator over a 32-bit state; read `.state` back after use."""

    def __init__(self, state):
        self.state = state

    def next32(self):
        self.state = _step(self.state)
        return self.state

    def below(self, n):
        """A uniform int in 0..n-1 (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            x = self.next32()
            if x < limit:
                return x % n

    def shuffle(self, items):
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]
