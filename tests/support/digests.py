# Print the digests of random play-outs of a game, one line per seed, so that
# the same play-outs can be compared between CPython and MicroPython:
#   micropython tests/support/digests.py <game> <first seed> <count> <max moves>
import sys

sys.path.insert(0, ".")

from shared import games  # noqa: E402
from tests.support.playout import play  # noqa: E402


def load_sample(game):
    if getattr(game, "DATA_KIND", None) is None:
        return None
    path = games.sample_path(game.NAME)
    with open(path) as f:
        return games.load_data(game, f.read(), path)


def main(name, first, count, max_moves):
    game = games.load(name)
    data = load_sample(game)
    for seed in range(first, first + count):
        match, digests = play(game, data, {}, seed, max_moves)
        print("%d %d %s" % (seed, len(match.moves), digests[-1] if digests else "-"))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
