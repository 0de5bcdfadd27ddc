# Italian words of the score counter (firmware/games/scorecounter.py and the
# reasons of shared/scorecounter.py).
TEXT = {
    "Score counter": "Segnapunti",
    "endless": "senza fine",
    "Target score": "Punteggio obiettivo",
    "Player {0}": "Giocatore {0}",
    "{0} plays": "Tocca a {0}",
    "turn {0}": "turno {0}",
    "won": "vinta",
    "Target: {0}": "Obiettivo: {0}",
    "No target": "Nessun obiettivo",
    "Add points": "Aggiungi punti",
    "Roll the die": "Tira il dado",
    "add {0}": "aggiungi {0}",
    "roll the die": "tira il dado",
    "{0}: +{1} → {2}": "{0}: +{1} → {2}",
    "{0} wins!": "{0} vince!",
    # shared/scorecounter.py
    "A move must be a list": "Una mossa deve essere una lista",
    "Add 1, 2 or 3 points": "Aggiungi 1, 2 o 3 punti",
    "Roll takes no arguments": "Il tiro non ha argomenti",
    "Unknown move: {0}": "Mossa sconosciuta: {0}",
    "the die was rolled": "il dado è stato tirato",
    "reached the target score": "ha raggiunto il punteggio obiettivo",
}
