"""A short Projekt Omega mission played with the buttons, for the tests and
the documentation's screenshots (`python -m host.screenshots omega`).

It is played on both boards (the Display Pack's four buttons, the small
board's two) in Czech and in Italian (the sample party of that language).

The mission (the sample party: Jana, Petr, Olga, Karel; real cards, 3
Milníky; the threshold unit is 4):
  scene 1 (the Coordinator gives the initiative)
    Olga's test: 4 aspects (one exhausted: an advantage), 4 of 5 black:
    Milník 1
    Karel's test: his distrust of Jana adds a card, the Coordinator uses his
    negative aspect; 1 black of 3, the distrust card red; Olga (full trust)
    cancels a complication, another becomes Karel's negative aspect
    rest scene: Jana, Olga and Karel rest (Petr may not: he fully distrusts
    Karel); 3 complications more: Ohrožení 1, from the next scene
  between the scenes Karel's distrust of Jana becomes neutral
  scene 2 (piles level again: initiative): Ohrožení 1
    Jana's test with her trust in Petr and Olga: 6 black of 6, the distrust
    card black (discarded): Milník 2
    Olga's test: 3 of 3 black: Milník 3, the mission is a total success
    the scene ends: the result stands; the next mission's party file is
    written with a reward for Olga

Past the new-game options the mission's screens (the test screen, the card
entry, the rest scene, the relationships) are Omega's own: the steps press
their keys, as a player would.
"""
GAME = "omega"
# the sample party of each language (its agents' names and aspects)
DATA = {"cs": "sample.json", "it": "sample-it.json", "en": "sample-en.json"}


def press(words):
    """Key steps from words: an action (firmware/input.py), or n*ACTION."""
    steps = []
    for word in words.split():
        times, _, name = word.rpartition("*")
        steps += [["key", name] for _ in range(int(times or 1))]
    return steps


def shot(name):
    # on a small screen the event line covers the last row: let it go first
    return [["wait", 4100, "small"], ["shot", name]]


STEPS = (
    [["key", "OK"], ["pick", "omega"]]                 # games, Projekt Omega: its options
    + [["pick", "deck"], ["pick", "physical"]]         # cards: real cards
    + [["pick", "milestones"], ["pick", 3]]            # Milníky: 3
    + shot("options") + [["pick", "start"]]            # start
    + shot("start")
    + press("OK OK OK")                                # next scene: initiative
    + press("OK OK 2*DOWN OK")                         # test: Olga
    + press("OK DOWN OK")                              # describe and exhaust her first aspect
    + press("DOWN OK OK")                              # describe the second
    + press("DOWN OK OK")                              # and the third
    + press("2*DOWN OK OK")                            # and her equipment
    + shot("test")
    + press("5*UP OK")                                 # enter the 5 cards
    + press("4*UP") + shot("cards") + press("OK")      # 4 black
    + shot("result")
    + press("OK")                                      # close: Milník 1
    + shot("milestone")
    + press("OK OK 3*DOWN OK")                         # test: Karel
    + press("OK OK")                                   # describe his first aspect
    + press("7*DOWN OK")                               # the Coordinator uses his negative aspect
    + shot("coordinator")
    + press("8*UP OK UP OK")                           # enter the cards: 1 black of 3
    + press("UP OK")                                   # the distrust card is red
    + shot("drawn")
    + press("2*DOWN OK")                               # Olga cancels a complication
    + press("DOWN OK 3*DOWN OK OK")                    # a complication: Karel's negative aspect
    + shot("wound")
    + press("2*UP OK")                                 # close
    + press("OK DOWN OK")                              # rest
    + shot("rest")
    + press("OK")                                      # Jana rests
    + press("2*DOWN OK")                               # Olga
    + press("DOWN OK")                                 # Karel: Ohrožení 1 next scene
    + shot("threat")
    + press("OK DOWN OK")                              # end the scene
    + press("OK DOWN OK 3*DOWN OK")                    # Karel's relationship towards Jana
    + press("OK DOWN") + shot("relate") + press("OK")  # becomes neutral
    + press("OK OK OK")                                # next scene: initiative
    + press("OK OK OK")                                # test: Jana
    + press("OK OK")                                   # describe her first aspect
    + press("DOWN OK OK")                              # the second
    + press("DOWN OK OK")                              # the third
    + press("4*DOWN OK OK")                            # her trust in Petr
    + press("DOWN OK OK")                              # and in Olga
    + shot("trust")
    + press("8*UP OK 6*UP OK OK")                      # the cards: 6 black, the distrust one black
    + press("OK")                                      # close: Milník 2
    + press("OK OK 2*DOWN OK")                         # test: Olga
    + press("OK OK DOWN OK OK")                        # two aspects
    + press("2*UP OK 3*UP OK")                         # 3 black
    + press("OK")                                      # close: Milník 3, the mission is won
    + shot("end")
    + press("BACK") + shot("final")
    + press("OK 2*DOWN OK")                            # end the scene: the result stands
    + shot("settled")
    + press("OK 4*DOWN OK UP OK")                      # next mission: a reward for Olga
    + press("3*DOWN") + shot("next") + press("OK")     # write the party file
    + shot("written")
    + press("OK BACK BACK")
)

# the screenshots kept in docs/screenshots/omega/ (board, language: shots);
# the README shows the Display Pack's
SHOTS = ["start", "test", "cards", "result", "coordinator", "wound", "rest", "threat",
         "relate", "trust", "end", "final", "next"]
DOCS = {(board, lang): SHOTS
        for board in ("pico_display", "esp32_ssd1306") for lang in ("cs", "it")}
