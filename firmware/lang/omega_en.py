# English words of Projekt Omega where shared/omega*.py keeps the game's
# Czech terms: in English the device says "threat" for Ohrožení (the threat
# level) and "milestone" for Milník, like the rest of its screens.
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
Change Ohrožení by -1, 0 or +1 | Change the threat by -1, 0 or +1
Ohrožení allows {0} threat disadvantages here | The threat level allows {0} threat disadvantages here
Ohrožení was not raised at the start | The threat was not raised at the start
Ohrožení {0} at the start leaves no mission | Threat {0} at the start leaves no mission
Only a failure raises Ohrožení | Only a failure raises the threat
Only a related mission inherits Ohrožení | Only a related mission inherits the threat
Only a strong success lowers Ohrožení | Only a strong success lowers the threat
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x08\x00\x00\x00\x00\x00\x03\x00\x05\x00\x05\x00\x06\x00\x06\x00\x07\x00\x07\x00E\x00t\x00\xac\x00\xad\x00\xd3\x00\xfc\x00\xf3\x01\x1a\x02D\x02\x01\x00!\x00D\x00W\x01w\x01\x9a\x01\x9b\x01\xc5\x01\xf2\x01\xfd\x00*\x01V\x01'
