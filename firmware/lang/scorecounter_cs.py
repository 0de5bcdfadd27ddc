# Czech words of the score counter (firmware/games/scorecounter.py and the
# reasons of shared/scorecounter.py).
TEXT = {
    "Score counter": "Počítadlo bodů",
    "endless": "bez konce",
    "Target score": "Cílové skóre",
    "Player {0}": "Hráč {0}",
    "{0} plays": "Na tahu: {0}",
    "turn {0}": "kolo {0}",
    "won": "vyhráno",
    "Target: {0}": "Cíl: {0}",
    "No target": "Bez cíle",
    "Add points": "Přičíst body",
    "Roll the die": "Hodit kostkou",
    "add {0}": "přičíst {0}",
    "roll the die": "hodit kostkou",
    "{0}: +{1} → {2}": "{0}: +{1} → {2}",
    "{0} wins!": "{0} vyhrává!",
    # shared/scorecounter.py
    "A move must be a list": "Tah musí být seznam",
    "Add 1, 2 or 3 points": "Přičtěte 1, 2 nebo 3 body",
    "Roll takes no arguments": "Hod nemá žádné parametry",
    "Unknown move: {0}": "Neznámý tah: {0}",
    "the die was rolled": "kostka už byla hozena",
    "reached the target score": "dosáhl cílového skóre",
}
