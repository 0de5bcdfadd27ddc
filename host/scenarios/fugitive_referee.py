"""A game of Fugitive on a referee's device, through the screens: the device
deals with its own shuffle, knows both hands, checks both roles' moves and
answers every call; its main screen shows only what both players may see,
and a hand only when asked for from the game menu.
Screenshots: `python -m host.screenshots fugitive_referee` (into
docs/screenshots/fugitive_referee/).

The game is a real one: the emulator's first game seed (2) and the table
players of tests/support/fugitive_players.py (seed 11). Along the way: two
hideouts on the first turn (3, then 7 with sprint card 1), the Marshal's
call of 7 that hits, passes, sprints of two and three cards, a double call
that misses, a call of a number lying as a sprint card (16, a miss), and
42 laid while the highest face-up card is 7: the Manhunt, in which she
finds 18 and 28 and misses with 41, and the Fugitive escapes.
"""
GAME = "fugitive"
DATA = {"en": "sample.json", "it": "sample.json", "cs": "sample.json"}

# the game's moves as the referee's device records them
MOVES = [
    ["place", 3], ["place", 7, 1],
    ["draw", 1], ["draw", 1], ["call", 7],
    ["draw", 0], ["pass"], ["draw", 0], ["call", 10],
    ["draw", 2], ["place", 8], ["draw", 1], ["call", 9],
    ["draw", 2], ["place", 15, 2, 4], ["draw", 0], ["call", 18],
    ["draw", 1], ["place", 18], ["draw", 1], ["call", 10],
    ["draw", 1], ["place", 19], ["draw", 1], ["call", 10],
    ["draw", 1], ["place", 28, 12, 16, 32], ["draw", 0], ["call", 27],
    ["draw", 2], ["pass"], ["draw", 1], ["call", 30, 35],
    ["draw", 2], ["pass"], ["draw", 0], ["call", 33],
    ["draw", 1], ["place", 33, 38], ["draw", 0], ["call", 16],
    ["draw", 1], ["place", 37, 21], ["draw", 1], ["call", 36],
    ["draw", 0], ["place", 42, 10],
    ["call", 18], ["call", 28], ["call", 41],
]


def _moves(first, last):
    return [["move", m] for m in MOVES[first:last]]


STEPS = [
    ["new", "fugitive", {"mode": "referee"}],
    ["shot", "start"],
    ["open", []],
    ["shot", "fugitive-plays"],
] + _moves(0, 4) + [
    # the Marshal calls 7: the device answers (a hit, turned face up)
    ["open", ["call"]],
    ["shot", "call"],
] + _moves(4, 5) + [
    ["shot", "hit"],
] + _moves(5, 14) + [
    # his hand, for his eyes only, from the game menu
    ["choose", "Fugitive's hand"],
    ["shot", "hand"],
    ["key", "BACK"],
    ["open", ["place", 15]],
    ["shot", "sprint"],
] + _moves(14, 32) + [
    ["shot", "double-call"],
] + _moves(32, 46) + [
    ["shot", "escape-card"],
] + _moves(46, 47) + [
    ["shot", "manhunt"],
] + _moves(47, 50) + [
    ["shot", "end"],
]

# what the game comes to
WINNER = "fugitive"
REASON = "escaped the manhunt"
ROW = [0, 3, 7, 8, 15, 18, 19, 28, 33, 37, 42]

# the screenshots kept in docs/screenshots/fugitive_referee/
DOCS = {
    ("pico_display", "en"): ["start", "fugitive-plays", "call", "hit", "hand", "sprint",
                             "double-call", "escape-card", "manhunt", "end"],
    ("esp32_ssd1306", "en"): ["hit", "manhunt", "end"],
    ("pico_display", "it"): ["manhunt", "end"],
    ("pico_display", "cs"): ["manhunt", "end"],
}
