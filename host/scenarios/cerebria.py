"""A short Cerebria game through the device's screens, for the tests and the
documentation's screenshots (`python -m host.screenshots cerebria`).

The game (1 against 1, the sample board): the Origin and both starts; Bliss
invokes Courage on Frontier 1 and moves into the Willow; Gloom invokes Anger
on Frontier 3 and absorbs; Bliss absorbs and fortifies the Willow; Gloom's
three Major Fragments go onto Fortresses (adjustments, as when a game under
way is entered), a nearly empty Sphere is absorbed, and the Revelation asks
for a Major Fragment that Gloom no longer has: the game ends; both sides
enter their final points and Bliss wins 9 to 6. Along the way: every page
of the main screen, the Fortress actions and Absorb previewed, the board by
place (a slot, a Realm).

Cerebria's moves are entered in its own pickers (firmware/games/
cerebria_pick.py), whose rows stand for the items of the move: the steps
pick each item by its value ("pick", not "move").
"""
GAME = "cerebria"
DATA = {"en": "sample.json", "it": "sample.json", "cs": "sample.json"}


def move(*items):
    """The steps of a move through the pickers, from the main screen."""
    return [["key", "OK"]] + [["pick", item] for item in items]


STEPS = (
    [["new", "cerebria", {"mode": "1v1"}],
     ["shot", "setup"]]
    + move("origin", 2)                                # Diligence faces the first Realm
    + move("start", 1, 0)                              # Bliss: Frontier 1, Valley slot
    + move("start", 5, 6)                              # Gloom: Frontier 3, Network slot
    + [["key", "OK"], ["pick", "invoke"], ["pick", 1], ["shot", "invoke"],
       ["pick", "courage"]]
    + move("move", 2)                                  # into the Willow of Values
    + move("end", "draw")
    + move("invoke", 7, "anger")
    + [["key", "OK"], ["pick", "absorb"], ["shot", "absorb"], ["pick", 2], ["pick", 0],
       ["pick", "skip"]]
    + move("end", "ambition")
    + [["wait", 4500], ["pages"]]                     # every page of the main screen
    + move("absorb", 1, 0, "skip")                     # Knowledge: no Vibe this time
    + [["key", "OK"], ["pick", "fortress"], ["shot", "fortress"], ["pick", ["fortify", 1]]]
    + move("end", "draw")
    + [["key", "OK"], ["pick", "board"], ["shot", "board"], ["pick", ["slot", 7]],
       ["shot", "slot"], ["key", "BACK"], ["pick", ["realm", 2]], ["shot", "realm"],
       ["key", "BACK"], ["key", "BACK"], ["key", "BACK"]]
    + move("adjust", "fortress", 2, "gloom2")
    + move("adjust", "fortress", 3, "gloom2")
    + move("adjust", "fortress", 4, "gloom2")
    + move("adjust", "sphere", 4, 2)                   # 2 in a number entry
    + move("absorb", 2, 0, "skip")                     # Creativity empties: Revelation
    + [["shot", "revelation"]]
    + [["key", "OK"], ["pick", "reveal"], ["pick", "minor"], ["pick", "major"],
       ["shot", "confirm"], ["key", "OK"]]
    + move("points", 0, 9)
    + move("points", 1, 6)
    + move("finish")
    + [["shot", "over"]]
)

# the moves this game journals, in order
MOVES = [
    ["origin", 2], ["start", 1, 0], ["start", 5, 6],
    ["invoke", 1, "courage"], ["move", 2], ["end", "draw"],
    ["invoke", 7, "anger"], ["absorb", 2, 0, "skip"], ["end", "ambition"],
    ["absorb", 1, 0, "skip"], ["fortify", 1], ["end", "draw"],
    ["adjust", "fortress", 2, "gloom2"], ["adjust", "fortress", 3, "gloom2"],
    ["adjust", "fortress", 4, "gloom2"], ["adjust", "sphere", 4, 2],
    ["absorb", 2, 0, "skip"], ["reveal", "minor", "major"],
    ["points", 0, 9], ["points", 1, 6], ["finish"],
]
# what the game comes to
OUTCOME = {"winner": "bliss", "reason": "more points"}
POINTS = [9, 6]

# the screenshots kept in docs/screenshots/cerebria/ (board, language: shots)
DOCS = {
    ("pico_display", "en"): ["setup", "invoke", "absorb", "ring", "players", "sides", "origin",
                             "fortress", "board", "slot", "realm", "revelation", "confirm",
                             "over"],
    ("esp32_ssd1306", "en"): ["setup", "invoke", "absorb", "realms", "frontiers", "players",
                              "sides", "origin", "fortress", "board", "slot", "realm",
                              "revelation", "confirm", "over"],
    ("pico_display", "cs"): ["ring", "fortress", "board", "realm", "over"],
    ("pico_display", "it"): ["ring", "absorb", "revelation", "confirm"],
}
