"""A game of Fugitive on the Marshal's notebook, through the device's screens,
for the tests and the documentation's screenshots
(`python -m host.screenshots fugitive`).

The game is a real one: a referee game of tests/support/fugitive_players.py
(seed 64, the Marshal calling what the deduction suggests), entered as the
Marshal sees it. The Fugitive's row turned out to be 0, 1, 4, 6, 11 (sprint
2), 15 (sprint 3). Along the way: two hideouts on the first turn, the
Marshal's draws, missed calls, two double calls that hit (the joint chance
shown), a reveal with its sprint card, passes, a move undone from the game
menu, the possible numbers of each hideout and the Manhunt plan, and the
Marshal's win when every hideout is face up.
"""
GAME = "fugitive"
DATA = {"en": "sample.json", "it": "sample.json", "cs": "sample.json"}

STEPS = [
    ["new", "fugitive", {}],
    ["shot", "start"],
    # turn 1: two hideouts without sprint; she draws 27 and 19, calls 3
    ["open", []],
    ["shot", "fugitive-plays"],
    ["move", ["place", 0]],
    ["move", ["place", 0]],
    ["open", ["draw", 1]],
    ["shot", "draw-card"],
    ["move", ["draw", 1, 27]],
    ["move", ["draw", 1, 19]],
    ["shot", "row"],
    ["open", ["call"]],
    ["shot", "call"],
    ["move", ["call", 3]],
    ["shot", "answer"],
    ["move", ["miss"]],
    # turn 2
    ["move", ["draw", 1]],
    ["move", ["place", 0]],
    ["move", ["draw", 0, 9]],
    ["move", ["call", 2]],
    ["move", ["miss"]],
    # turn 3: a hideout with one sprint card; first entered wrong, undone
    ["move", ["draw", 2]],
    ["move", ["place", 2]],
    ["key", "MENU"],
    ["shot", "menu"],
    ["key", "UNDO"],
    ["shot", "undo"],
    ["key", "OK"],
    ["move", ["place", 1]],
    ["move", ["draw", 2, 37]],
    ["key", "DOWN"],
    ["shot", "chances"],
    ["key", "BACK"],
    ["open", ["call", 1]],
    ["shot", "double-call"],
    ["move", ["call", 1, 4]],
    ["open", ["hit"]],
    ["shot", "hit"],
    ["move", ["hit", 1, 2]],
    ["shot", "revealed"],
    # turn 4: a hideout with one sprint card, found at once
    ["move", ["draw", 1]],
    ["move", ["place", 1]],
    ["move", ["draw", 2, 32]],
    ["move", ["call", 15]],
    ["move", ["hit", 5]],
    ["shot", "sprint"],
    ["move", ["sprint", 3]],
    # turns 5 and 6: he passes
    ["move", ["draw", 2]],
    ["move", ["pass"]],
    ["move", ["draw", 0, 5]],
    ["move", ["call", 7]],
    ["move", ["miss"]],
    ["move", ["draw", 0]],
    ["move", ["pass"]],
    ["move", ["draw", 1, 28]],
    ["choose", "Manhunt plan"],
    ["wait", 200],
    ["shot", "manhunt"],
    ["key", "BACK"],
    ["key", "BACK"],
    ["shot", "certain"],
    ["move", ["call", 6, 11]],
    ["move", ["hit", 3, 4]],
    ["shot", "end"],
]

# what the game comes to
WINNER = "marshal"
REASON = "every hideout is face up"
ROW = [0, 1, 4, 6, 11, 15]

# the screenshots kept in docs/screenshots/fugitive/ (board, language: shots)
DOCS = {
    ("pico_display", "en"): ["start", "fugitive-plays", "draw-card", "row", "call", "answer",
                             "undo", "chances", "double-call", "hit", "revealed", "sprint",
                             "manhunt", "certain", "end"],
    ("esp32_ssd1306", "en"): ["row", "call", "chances", "certain", "end"],
    ("pico_display", "it"): ["row", "call", "certain", "end"],
    ("pico_display", "cs"): ["row", "call", "certain", "end"],
}
