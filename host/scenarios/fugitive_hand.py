"""Fugitive on the Fugitive's own device (option "Device for": the
Fugitive), through the screens: the five cards he was dealt, his hand with
the legal placements marked and the sprint each needs, a hideout placed
with the cheapest sprint in one press, the Marshal's draws (decks only: her
cards are hers), her call of 7 answered by the device, a miss (it asks first: an answer
cannot be undone), and undo refused with the reason.
Screenshots: `python -m host.screenshots fugitive_hand` (into
docs/screenshots/fugitive_hand/).
"""
GAME = "fugitive"
DATA = {"en": "sample.json", "it": "sample.json", "cs": "sample.json"}

STEPS = [
    ["new", "fugitive", {"mode": "fugitive"}],
    ["shot", "deal"],
    ["open", ["deal"]],
    ["shot", "dealt"],
    ["move", ["deal", 4]],
    ["move", ["deal", 5]],
    ["move", ["deal", 6]],
    ["move", ["deal", 20]],
    ["move", ["deal", 27]],
    ["shot", "hand"],
    ["open", []],
    ["shot", "placements"],
    ["open", ["place", 6]],
    ["shot", "sprint"],
    ["move", ["place", 6, 1, 2]],
    ["move", ["end"]],
    ["move", ["draw", 0]],
    ["move", ["draw", 2]],
    ["shot", "row"],
    # her call of 7 (a miss): the seventh number of the list
    ["open", ["call"]],
    ["shot", "call"],
] + [["key", "DOWN"]] * 6 + [
    ["key", "OK"],
    ["shot", "confirm"],
    ["key", "OK"],
    ["shot", "answered"],
    ["key", "UNDO"],
    ["shot", "no-undo"],
]

MOVES = [["deal", 4], ["deal", 5], ["deal", 6], ["deal", 20], ["deal", 27],
         ["place", 6, 1, 2], ["end"], ["draw", 0], ["draw", 2], ["call", 7]]

DOCS = {
    ("pico_display", "en"): ["hand", "placements", "sprint", "row", "confirm", "answered",
                             "no-undo"],
    ("esp32_ssd1306", "en"): ["placements", "answered"],
    ("pico_display", "it"): ["placements"],
    ("pico_display", "cs"): ["placements"],
}
