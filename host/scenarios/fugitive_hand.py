"""Fugitive on the Fugitive's own device (option "Device for": the
Fugitive), through the screens: the five cards he was dealt, his hand with
the legal placements marked and the sprint each needs, a hideout placed
with the cheapest sprint in one press, the Marshal's draws (decks only: her
cards are hers), her call of 7 answered by the device, a miss (it asks first: an answer
cannot be undone), and undo refused with the reason. Then he draws 10 and
passes, and she calls 8+9 with one hideout face down: more numbers than
face-down hideouts, a call that can only miss; the picker says so, the call
asks first, and the device records the miss.
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
    # her call of 7 (a miss): the seventh number of the list, then "✓ Call 7"
    ["open", ["call"]],
    ["shot", "call"],
] + [["key", "DOWN"]] * 6 + [
    ["key", "OK"],
    ["key", "OK"],
    ["shot", "confirm"],
    ["key", "OK"],
    ["shot", "answered"],
    ["key", "UNDO"],
    ["shot", "no-undo"],
    # he draws 10 and passes; she draws, then calls 8+9: one hideout is face down
    ["move", ["draw", 0, 10]],
    ["move", ["pass"]],
    ["move", ["draw", 2]],
    ["open", ["call", 8, 9]],
    ["shot", "more-numbers"],
    ["key", "OK"],
    ["shot", "certain-miss"],
    ["key", "OK"],
    ["shot", "certain-missed"],
]

MOVES = [["deal", 4], ["deal", 5], ["deal", 6], ["deal", 20], ["deal", 27],
         ["place", 6, 1, 2], ["end"], ["draw", 0], ["draw", 2], ["call", 7],
         ["draw", 0, 10], ["pass"], ["draw", 2], ["call", 8, 9]]

DOCS = {
    ("pico_display", "en"): ["hand", "placements", "sprint", "row", "confirm", "answered",
                             "no-undo", "more-numbers", "certain-miss", "certain-missed"],
    ("esp32_ssd1306", "en"): ["placements", "answered", "more-numbers", "certain-miss"],
    ("pico_display", "it"): ["placements", "certain-miss"],
    ("pico_display", "cs"): ["placements", "certain-miss"],
}
