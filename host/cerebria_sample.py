"""Write data/cerebria/sample.json: the Cerebria board and a SAMPLE Emotion set.

    python -m host.cerebria_sample          (from the repository root)

The ring geometry is generated here from one rule (Frontier i has slot 3i+1
between Realm slots 3i and 3i+2, and lies between Realm i and Realm i+1;
Spirit spaces alternate Realm r = 2r, Frontier i = 2i+1) and written out in
full, so that the device reads geometry as data. Everything else is written
out literally below. Sources:

- rules.dized.com (Cerebria: The Inside World rulebook): Realm and Sphere
  names, Sphere bonuses, Sphere content 7, start resources (4 Willpower,
  2 Essence), Absorb (2 + 1 per controlled adjacent Frontier), costs of Move
  (1; Haste +1, Surmount +1), Invoke (2; Bolster 1 Ambition, Inner Force +2),
  Quell (2 + 1 Ambition; Subdue +2, Extinguish +1), Fortify (3; Exalt
  +1 Ambition, Raze +1 and 1 Ambition), Empower (3; Channeled Power
  1 Ambition, Emotional Outburst +1), Determination (-1), Realm Action costs
  (1, Network of Thoughts 2, -1 when controlled), Valley of Motives (gain 4),
  Land of Desires (Intensify), 3 Ambition tokens, Intensity tokens up to 6,
  6 Minor and 3 Major Fragments per side (component list), the basic-game
  starter decks (names) and the starting Emotions Brightness and Bleakness.
- Not public, so SAMPLE values here (transcribe them from your own cards):
  every Essence track (printed Intensity values), Empower threshold and Vibe
  colour, the Strong counterparts other than Kindness -> Benevolence and
  Bitterness -> Lethargy (their names are marked "invented"), the order of
  the Realms and of the Spheres around the board, the effects of the Willow
  of Values, Network of Thoughts and Cradle of Senses Realm Actions (the
  device charges their cost; players record what they change), and the
  Italian and Czech names (unofficial translations).
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from host.datatool import nfc  # noqa: E402
from shared import carddata  # noqa: E402

LABEL = ("Cerebria board from the public rules + SAMPLE Emotions: Essence tracks, "
         "thresholds, Vibes and names marked invented are placeholders")

REALMS = [
    ("valley", "Valley of Motives", "Valle delle Motivazioni",
     {"name": {"en": "Gain Willpower", "it": "Ottieni Volontà"}, "effect": "willpower",
      "cost": 1, "gain": 4}),
    ("willow", "Willow of Values", "Salice dei Valori",
     {"name": {"en": "Willow action", "it": "Azione del Salice"}, "effect": "table", "cost": 1}),
    ("network", "Network of Thoughts", "Rete dei Pensieri",
     {"name": {"en": "Network action", "it": "Azione della Rete"}, "effect": "table", "cost": 2}),
    ("cradle", "Cradle of Senses", "Culla dei Sensi",
     {"name": {"en": "Cradle action", "it": "Azione della Culla"}, "effect": "table", "cost": 1}),
    ("land", "Land of Desires", "Terra dei Desideri",
     {"name": {"en": "Intensify Emotion", "it": "Intensifica Emozione"}, "effect": "intensify",
      "cost": 1}),
]

SPHERES = [
    ("commitment", "Commitment", "Impegno", {"kind": "ambition", "pay": 1}),
    ("humility", "Humility", "Umiltà", {"kind": "essence", "amount": 1}),
    ("diligence", "Diligence", "Diligenza", {"kind": "willpower", "amount": 2}),
    ("knowledge", "Knowledge", "Conoscenza", {"kind": "vibe"}),
    ("creativity", "Creativity", "Creatività", {"kind": "draw", "amount": 1}),
]

# id, English, Italian, side, kind, vibe, track, empower, strong, invented name
EMOTIONS = [
    ("brightness", "Brightness", "Luminosità", "bliss", "start", "wild", [1, 2, 2, 3], None, None, False),
    ("bleakness", "Bleakness", "Desolazione", "gloom", "start", "wild", [1, 2, 2, 3], None, None, False),
    ("courage", "Courage", "Coraggio", "bliss", "mild", "red", [1, 2, 2, 3], 2, "bravery", False),
    ("sociability", "Sociability", "Socievolezza", "bliss", "mild", "yellow", [1, 1, 2, 3], 3, "friendship", False),
    ("cheerfulness", "Cheerfulness", "Allegria", "bliss", "mild", "green", [1, 2, 3], 2, "joy", False),
    ("excitement", "Excitement", "Eccitazione", "bliss", "mild", "blue", [1, 1, 2, 2, 3], 3, "enthusiasm", False),
    ("kindness", "Kindness", "Gentilezza", "bliss", "mild", "green", [1, 2, 2, 3], 2, "benevolence", False),
    ("desire", "Desire", "Desiderio", "bliss", "mild", "red", [1, 2, 3, 3], 3, "passion", False),
    ("optimism", "Optimism", "Ottimismo", "bliss", "mild", "yellow", [1, 1, 2, 3], 2, "hope", False),
    ("self_esteem", "Self-Esteem", "Autostima", "bliss", "mild", "blue", [1, 2, 2, 3], 3, "pride", False),
    ("bravery", "Bravery", "Audacia", "bliss", "strong", "red", [2, 3, 4, 4, 5], None, None, True),
    ("friendship", "Friendship", "Amicizia", "bliss", "strong", "yellow", [2, 2, 3, 4, 5], None, None, True),
    ("joy", "Joy", "Gioia", "bliss", "strong", "green", [2, 3, 4, 5], None, None, True),
    ("enthusiasm", "Enthusiasm", "Entusiasmo", "bliss", "strong", "blue", [2, 3, 3, 4, 5], None, None, True),
    ("benevolence", "Benevolence", "Benevolenza", "bliss", "strong", "green", [2, 3, 4, 4, 5], None, None, False),
    ("passion", "Passion", "Passione", "bliss", "strong", "red", [2, 3, 4, 5, 5], None, None, True),
    ("hope", "Hope", "Speranza", "bliss", "strong", "yellow", [2, 3, 3, 4, 5], None, None, True),
    ("pride", "Pride", "Orgoglio", "bliss", "strong", "blue", [2, 3, 4, 4, 5], None, None, True),
    ("anger", "Anger", "Rabbia", "gloom", "mild", "red", [1, 2, 3, 3], 2, "rage", False),
    ("jealousy", "Jealousy", "Gelosia", "gloom", "mild", "yellow", [1, 1, 2, 3], 3, "envy", False),
    ("pessimism", "Pessimism", "Pessimismo", "gloom", "mild", "blue", [1, 2, 2, 3], 2, "despair", False),
    ("bitterness", "Bitterness", "Amarezza", "gloom", "mild", "green", [1, 2, 2, 3], 2, "lethargy", False),
    ("dislike", "Dislike", "Antipatia", "gloom", "mild", "red", [1, 1, 2, 3], 3, "hatred", False),
    ("mistrust", "Mistrust", "Diffidenza", "gloom", "mild", "blue", [1, 2, 3], 2, "suspicion", False),
    ("embarrassment", "Embarrassment", "Imbarazzo", "gloom", "mild", "yellow", [1, 1, 2, 2, 3], 3, "shame", False),
    ("loneliness", "Loneliness", "Solitudine", "gloom", "mild", "green", [1, 2, 2, 3], 2, "isolation", False),
    ("rage", "Rage", "Furia", "gloom", "strong", "red", [2, 3, 4, 5, 5], None, None, True),
    ("envy", "Envy", "Invidia", "gloom", "strong", "yellow", [2, 2, 3, 4, 5], None, None, True),
    ("despair", "Despair", "Disperazione", "gloom", "strong", "blue", [2, 3, 4, 4, 5], None, None, True),
    ("lethargy", "Lethargy", "Letargia", "gloom", "strong", "green", [2, 3, 4, 4, 5], None, None, False),
    ("hatred", "Hatred", "Odio", "gloom", "strong", "red", [2, 3, 3, 4, 5], None, None, True),
    ("suspicion", "Suspicion", "Sospetto", "gloom", "strong", "blue", [2, 3, 4, 5], None, None, True),
    ("shame", "Shame", "Vergogna", "gloom", "strong", "yellow", [2, 3, 3, 4, 5], None, None, True),
    ("isolation", "Isolation", "Isolamento", "gloom", "strong", "green", [2, 3, 4, 4, 5], None, None, True),
]


# Czech names: Cerebria has no Czech edition known to us, so these are
# unofficial translations (like the Italian ones), by id; Realm Actions are
# "action:<Realm id>". The device shows a name in the chosen language and
# falls back to English where a name has no translation.
CZECH = {
    "valley": "Údolí pohnutek", "willow": "Vrba hodnot", "network": "Síť myšlenek",
    "cradle": "Kolébka smyslů", "land": "Země tužeb",
    "action:valley": "Získej Vůli", "action:willow": "Akce Vrby",
    "action:network": "Akce Sítě", "action:cradle": "Akce Kolébky",
    "action:land": "Zesil Emoci",
    "commitment": "Oddanost", "humility": "Pokora", "diligence": "Píle",
    "knowledge": "Poznání", "creativity": "Tvořivost",
    "brightness": "Jas", "bleakness": "Bezútěšnost", "courage": "Odvaha",
    "sociability": "Družnost", "cheerfulness": "Veselost", "excitement": "Vzrušení",
    "kindness": "Laskavost", "desire": "Touha", "optimism": "Optimismus",
    "self_esteem": "Sebeúcta", "bravery": "Statečnost", "friendship": "Přátelství",
    "joy": "Radost", "enthusiasm": "Nadšení", "benevolence": "Dobrotivost",
    "passion": "Vášeň", "hope": "Naděje", "pride": "Hrdost", "anger": "Hněv",
    "jealousy": "Žárlivost", "pessimism": "Pesimismus", "bitterness": "Hořkost",
    "dislike": "Nechuť", "mistrust": "Nedůvěra", "embarrassment": "Rozpaky",
    "loneliness": "Osamělost", "rage": "Zuřivost", "envy": "Závist",
    "despair": "Zoufalství", "lethargy": "Letargie", "hatred": "Nenávist",
    "suspicion": "Podezíravost", "shame": "Stud", "isolation": "Izolace",
}


def ring():
    """The 15 slots, 5 Realms, 5 Frontiers and 10 spaces of the ring."""
    slots = []
    for i in range(5):
        slots += [["realm", i], ["frontier", i], ["realm", (i + 1) % 5]]
    realms, frontiers, spaces = [], [], []
    for r in range(5):
        realms.append({
            "slots": [(3 * r - 1) % 15, 3 * r],
            # each Frontier slot beside the Realm, with the Realm slot next to it
            "frontier_slots": [[(3 * r - 2) % 15, (3 * r - 1) % 15], [3 * r + 1, 3 * r]],
            "space": 2 * r,
            "fortress_spaces": [(2 * r - 1) % 10, 2 * r, 2 * r + 1],
        })
    for i in range(5):
        frontiers.append({"slot": 3 * i + 1, "triad": [3 * i, 3 * i + 1, 3 * i + 2],
                          "realms": [i, (i + 1) % 5], "space": 2 * i + 1})
    for n in range(10):
        nxt = [(n - 1) % 10, (n + 1) % 10]
        if n % 2 == 0:
            r = n // 2
            spaces.append({"kind": "realm", "area": r, "next": nxt,
                           "slots": [(3 * r - 1) % 15, 3 * r],
                           "frontiers": [(r - 1) % 5, r], "spheres": [r]})
        else:
            i = n // 2
            spaces.append({"kind": "frontier", "area": i, "next": nxt,
                           "slots": [3 * i + 1], "frontiers": [i],
                           "spheres": [i, (i + 1) % 5]})
    return slots, realms, frontiers, spaces


def board():
    slots, realms, frontiers, spaces = ring()
    for r, (rid, en, it, action) in enumerate(REALMS):
        action = dict(action, name=dict(action["name"], cs=CZECH["action:" + rid]))
        realms[r] = dict({"id": rid, "name": {"en": en, "it": it, "cs": CZECH[rid]},
                          "action": action}, **realms[r])
    for i in range(5):
        frontiers[i]["name"] = {"en": "Frontier %d" % (i + 1), "it": "Frontiera %d" % (i + 1),
                                "cs": "Pomezí %d" % (i + 1)}
    emotions = []
    for (cid, en, it, side, kind, vibe, track, empower, strong, invented) in EMOTIONS:
        card = {"id": cid, "name": {"en": en, "it": it, "cs": CZECH[cid]}, "side": side,
                "kind": kind,
                "vibe": vibe, "track": track, "start": 1,
                "copies": {"start": 1, "mild": 2, "strong": 2}[kind]}
        if kind == "mild":
            card["empower"] = empower
            card["strong"] = strong
        if invented:
            card["invented"] = True
        emotions.append(card)
    return {
        "slots": slots,
        "realms": realms,
        "frontiers": frontiers,
        "spaces": spaces,
        "spheres": [{"id": sid, "name": {"en": en, "it": it, "cs": CZECH[sid]}, "bonus": bonus}
                    for sid, en, it, bonus in SPHERES],
        "origin": {"willpower": 7, "step": 1},
        "resources": {"willpower": 4, "essence": 2, "ambition_max": 3, "actions_per_turn": 2,
                      "absorb_base": 2, "absorb_per_frontier": 1,
                      "minor_fragments": 6, "major_fragments": 3,
                      "minor_bonus": 1, "major_bonus": 2, "token_max": 6,
                      "start_vibes": ["move", "invoke", "quell", "fortify"]},
        "spirit_actions": {
            "move": {"cost": [1, 0], "upgrades": {"haste": [1, 0], "surmount": [1, 0],
                                                  "determination": [-1, 0]}},
            "invoke": {"cost": [2, 0], "upgrades": {"bolster": [0, 1], "inner_force": [2, 0],
                                                    "determination": [-1, 0]}},
            "quell": {"cost": [2, 1], "upgrades": {"subdue": [2, 0], "extinguish": [1, 0],
                                                   "determination": [-1, 0]}},
            "fortify": {"cost": [3, 0], "upgrades": {"exalt": [0, 1], "raze": [1, 1],
                                                     "determination": [-1, 0]}},
            "empower": {"cost": [3, 0], "upgrades": {"channeled": [0, 1], "outburst": [1, 0],
                                                     "determination": [-1, 0]}},
        },
        "ambition": {"vibe": 1, "rotate": 1, "extra": 1},
        "emotions": emotions,
    }


def document():
    doc = {"format": carddata.FORMAT, "version": carddata.VERSION, "game": "cerebria",
           "kind": "board", "label": LABEL, "data": board()}
    return carddata.seal(nfc(doc))


def _compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def text(doc):
    """Compact JSON (the device parses it in a small heap) with one board
    item or card per line (so that a person can still read and edit it)."""
    lines = ["{"]
    for key in ("format", "version", "game", "kind", "label", "checksum"):
        lines.append("%s:%s," % (_compact(key), _compact(doc[key])))
    lines.append('"data":{')
    names = list(doc["data"])
    for i, name in enumerate(names):
        value = doc["data"][name]
        end = "," if i < len(names) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append("%s:[" % _compact(name))
            for j, item in enumerate(value):
                lines.append(" " + _compact(item) + ("," if j < len(value) - 1 else ""))
            lines.append("]" + end)
        else:
            lines.append("%s:%s%s" % (_compact(name), _compact(value), end))
    lines.append("}}")
    return "\n".join(lines) + "\n"


def main():
    path = os.path.join(ROOT, "data", "cerebria", "sample.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    doc = document()
    out = text(doc)
    assert json.loads(out) == doc
    with open(path, "w", encoding="utf-8") as f:
        f.write(out)
    print("wrote", path, len(out.encode()), "bytes")


if __name__ == "__main__":
    main()
