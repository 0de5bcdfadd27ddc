# Real card data documents for the sync tests whose device is another
# process (the MicroPython unix port behind a pty, which checks every file
# it receives with the real games' checks before keeping it): Fugitive's 43
# cards, their sprint values varied so that documents differ, sealed; and
# a layout as big as a test needs (whitespace: the checksum does not see it).
import json
import os

from shared import carddata

GAME = "fugitive"
_SAMPLE = os.path.join(os.path.dirname(__file__), "..", "..", "data", GAME, "sample.json")


def document(variant=0, label="Test cards"):
    """A sealed Fugitive document; each variant (0..65535) has other sprints."""
    with open(_SAMPLE, encoding="utf-8") as f:
        doc = json.load(f)
    for card in doc["data"]["cards"]:
        card["sprint"] = 1 + ((variant >> (card["number"] % 16)) & 1)
    doc["label"] = label
    return carddata.seal(doc)


def text(doc, at_least=0):
    """The document as a file's text, indented until it has at_least bytes."""
    indent = 1
    while True:
        out = json.dumps(doc, ensure_ascii=False, indent=indent) + "\n"
        if len(out.encode()) >= at_least:
            return out
        indent += 1
