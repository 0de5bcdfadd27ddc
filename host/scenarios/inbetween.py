"""A short game of InBetween through the device's screens, for the tests and
the documentation's screenshots (`python -m host.screenshots inbetween`).

The first game on the emulator (seed 2) deals, clockwise from position 1
(0 in the moves): Sven (human, Key), Dough Thing (creature, Flame Hand),
Dario (human, Key), Ink Moth (creature, Moon), Clara (human, Eye Hand), Rust
Hound (creature, Eye), Katia (human, Eye Moon), Bitter Draught (creature,
Moon), Olga (human, Flame), Hungry Stove (creature, Flame). The Activity
marker starts on Dario, so the Creature plays first.

The Town secures Sven, Dario and Clara in sixteen turns, paying for its
cards' abilities ("move a marker one space", applied as adjustments); the
Creature rests, prepares, and once changes its mind (undo). Along the way:
a character's ability at the Activity with a raise of Awareness, the
Town's Awareness ability, browsing the circle, and the end.
"""
# the card data for each language of the interface (a player whose device
# speaks Italian loads the Italian file)
DATA = {"en": "sample.json", "it": "sample-it.json", "cs": "sample-cs.json"}
GAME = "inbetween"

STEPS = [
    ["new", "inbetween", {}],
    ["shot", "layout"],
    ["key", "BACK"],
    ["shot", "start"],
    # 1 Creature: a Hand card on Dough Thing, the marker on, no ability
    ["open", []],
    ["shot", "turn"],
    ["open", ["play", "hand"]],
    ["shot", "target"],
    ["open", ["play", "hand", "step", 1]],
    ["shot", "direction"],
    ["open", ["play", "hand", "step", 1, "on"]],
    ["shot", "payment"],
    ["move", ["play", "hand", "step", 1, "on", "no"]],
    ["shot", "played"],
    # 2 Town: a Key card on Sven, paying 1 for its ability: one space more
    ["move", ["play", "key", "step", 0, "on", 1]],
    ["shot", "effects"],
    ["move", ["adjust", "safety", 0, 2]],
    ["move", ["done"]],
    # 3 Creature rests
    ["move", ["rest"]],
    # 4 Town: the same on Dario
    ["move", ["play", "key", "step", 2, "on", 1]],
    ["move", ["adjust", "safety", 2, 2]],
    ["move", ["done"]],
    # 5 Creature: a Flame card on Hungry Stove... no: undone, a Hand card
    ["move", ["play", "flame", "step", 9, "on", "no"]],
    ["key", "UNDO"],
    ["shot", "undo"],
    ["key", "OK"],
    ["move", ["play", "hand", "step", 1, "down", "no"]],
    # 6 Town rests, 7 Creature prepares
    ["move", ["rest"]],
    ["move", ["prepare", 0]],
    # 8 Town: who is where? Then Sven down, and Secured by the ability
    ["key", "DOWN"],
    ["shot", "browse"],
    ["move", ["play", "key", "step", 0, "down", 1]],
    ["move", ["adjust", "safety", 0, 4]],
    ["move", ["done"]],
    ["shot", "secured"],
    # 9 Creature rests; the Activity on Sven: his ability (gain 1 Energy)
    # for the Town, which raises its Awareness
    ["move", ["rest"]],
    ["shot", "activity"],
    ["move", ["adjust", "energy", "town", 5]],
    ["move", ["raise"]],
    # 10 Town: its Awareness ability (gain 2 Energy), then Prepare; the
    # Activity on Dough Thing: the Creature raises too
    ["open", ["ability"]],
    ["shot", "ability"],
    ["move", ["ability", 1]],
    ["shot", "ability-apply"],
    ["move", ["adjust", "energy", "town", 6]],
    ["move", ["prepare", 0]],
    ["move", ["raise"]],
    # 11 Creature: Flame on Hungry Stove; the Activity on Dario (draw 1)
    ["move", ["play", "flame", "step", 9, "on", "no"]],
    ["move", ["adjust", "hand", "town", 6]],
    ["move", ["pass"]],
    # 12 Town: Dario down and Secured
    ["move", ["play", "key", "step", 2, "down", 1]],
    ["move", ["adjust", "safety", 2, 4]],
    ["move", ["done"]],
    # 13 Creature rests, 14 Town: an Eye card on Clara and one space more
    ["move", ["rest"]],
    ["move", ["play", "eye", "step", 4, "on", 1]],
    ["move", ["adjust", "safety", 4, 2]],
    ["move", ["done"]],
    # 15 Creature: a Moon card on Ink Moth
    ["move", ["play", "moon", "step", 3, "on", "no"]],
    # 16 Town: Clara down and Secured: three Secured, the Town wins
    ["move", ["play", "hand", "step", 4, "down", 1]],
    ["move", ["adjust", "safety", 4, 4]],
    ["shot", "end"],
    ["key", "BACK"],
    ["shot", "over"],
]

# what the game comes to
WINNER = "town"
CONDITION = 1        # three characters Secured
SECURED = [0, 2, 4]

# the screenshots kept in docs/screenshots/inbetween/ (board, language: shots)
DOCS = {
    ("pico_display", "en"): ["layout", "start", "turn", "target", "direction", "payment",
                             "effects", "undo", "browse", "activity", "ability",
                             "ability-apply", "end", "over"],
    ("esp32_ssd1306", "en"): ["start", "target", "activity", "over"],
    ("pico_display", "it"): ["start", "activity", "end"],
    ("pico_display", "cs"): ["start", "activity", "end"],
}
