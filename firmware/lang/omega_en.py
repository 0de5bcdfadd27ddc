# English words of Projekt Omega where shared/omega*.py keeps the game's
# Czech terms: in English the device says "threat" for Ohrožení (the threat
# level) and "milestone" for Milník, like the rest of its screens.
TEXT = {
    "Change Ohrožení by -1, 0 or +1": "Change the threat by -1, 0 or +1",
    "Ohrožení allows {0} threat disadvantages here":
        "The threat level allows {0} threat disadvantages here",
    "Ohrožení was not raised at the start": "The threat was not raised at the start",
    "Ohrožení {0} at the start leaves no mission": "Threat {0} at the start leaves no mission",
    "Only a failure raises Ohrožení": "Only a failure raises the threat",
    "Only a related mission inherits Ohrožení": "Only a related mission inherits the threat",
    "Only a strong success lowers Ohrožení": "Only a strong success lowers the threat",
}
