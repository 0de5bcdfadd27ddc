"""A short Projekt Omega mission played with the buttons on the headless
emulator, with screenshots of its key screens:

    .venv/bin/python -m host.omega_scenario          # rewrites docs/screenshots/omega/

It plays the same mission on both boards (the Display Pack's four buttons,
the small board's two) in Czech and in Italian (the sample party of that
language), and keeps the screenshots named in SHOTS as
docs/screenshots/omega/<board>-<lang>-<name>.png. tests/test_omega_scenario.py
plays it too, under CPython and MicroPython, and checks the mission it
reaches and that both give the same frames.

The mission (the sample party: Jana, Petr, Olga, Karel; real cards, 3
Milníky; the threshold unit is 4):
  scene 1 (the Coordinator gives the initiative)
    Olga's test: 4 aspects (one exhausted: an advantage), 4 of 5 black:
    Milník 1
    Karel's test: his distrust of Jana adds a card, the Coordinator uses his
    negative aspect; 1 black of 3, the distrust card red; Olga (full trust)
    cancels a complication, another becomes Karel's negative aspect
    rest scene: Jana, Olga and Karel rest (Petr may not: he fully distrusts
    Karel); 3 complications more: Ohrožení 1
  between the scenes Karel's distrust of Jana becomes neutral
  scene 2 (piles level again: initiative)
    Jana's test with her trust in Petr and Olga: 6 black of 6, the distrust
    card black (discarded): Milník 2
    Olga's test: 3 of 3 black: Milník 3, the mission is a total success
    the scene ends: the result stands; the next mission's party file is
    written with a reward for Olga
"""
import os
import shutil
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "screenshots", "omega")
BOARDS = ("pico_display", "esp32_ssd1306")
LANGS = ("cs", "it")
PARTIES = {"cs": "data/omega/sample.json", "it": "data/omega/sample-it.json",
           "en": "data/omega/sample-en.json"}

ACTIONS = ("UP", "DOWN", "OK", "BACK", "MENU", "UNDO")

# Actions (firmware/input.py), "n*ACTION", and "shot:name", then a comment;
# {omega} is Projekt Omega's place in the game list.
STEPS = """
OK                     home: games
{omega}*DOWN OK              Projekt Omega: the new-game options
OK 3*DOWN OK           cards: real cards
4*DOWN OK DOWN OK      Milníky: 3
5*DOWN shot:options OK start
shot:start
OK OK OK               next scene: initiative
OK OK 2*DOWN OK        test: Olga
OK DOWN OK             describe and exhaust her first aspect
DOWN OK OK             describe the second
DOWN OK OK             and the third
2*DOWN OK OK           and her equipment
shot:test
5*UP OK                enter the 5 cards
4*UP shot:cards OK     4 black
shot:result
OK                     close: Milník 1
shot:milestone
OK OK 3*DOWN OK        test: Karel
OK OK                  describe his first aspect
7*DOWN OK              the Coordinator uses his negative aspect
shot:coordinator
8*UP OK UP OK          enter the cards: 1 black of 3
UP OK                  the distrust card is red
shot:drawn
2*DOWN OK              Olga cancels a complication
DOWN OK 3*DOWN OK OK   a complication becomes Karel's negative aspect
shot:wound
2*UP OK                close
OK DOWN OK             rest
shot:rest
OK                     Jana rests
2*DOWN OK              Olga
DOWN OK                Karel: Ohrožení 1
shot:threat
OK DOWN OK             end the scene
OK DOWN OK 3*DOWN OK   Karel's relationship towards Jana
OK DOWN shot:relate OK becomes neutral
OK OK OK               next scene: initiative
OK OK OK               test: Jana
OK OK                  describe her first aspect
DOWN OK OK             the second
DOWN OK OK             the third
4*DOWN OK OK           her trust in Petr
DOWN OK OK             and in Olga
shot:trust
8*UP OK 6*UP OK OK     enter the cards: 6 black, the distrust card black
OK                     close: Milník 2
OK OK 2*DOWN OK        test: Olga
OK OK DOWN OK OK       two aspects
2*UP OK 3*UP OK        3 black
OK                     close: Milník 3, the mission is won
shot:end
BACK shot:final
OK 2*DOWN OK           end the scene: the result stands
shot:settled
OK 4*DOWN OK UP OK     next mission: a reward for Olga
3*DOWN shot:next OK    write the party file
shot:written
OK BACK BACK
"""

# the screenshots kept for the documentation (board -> names); the README
# shows the Display Pack's
SHOTS = ("start", "test", "cards", "result", "coordinator", "wound", "rest", "threat",
         "relate", "trust", "end", "final", "next")


def actions():
    """The steps as words: actions, counts and shots, comments dropped."""
    from shared.games import GAMES
    words = []
    steps = STEPS.replace("{omega}", str(GAMES.index("omega")))
    for line in steps.strip().splitlines():
        for word in line.split():
            if not word.startswith("shot:") and word.rpartition("*")[2] not in ACTIONS:
                break                # the comment begins
            words.append(word)
    return words


def script(board):
    """The steps as a button script for a board (boards/emulator.py)."""
    from firmware import input as keys
    spec = __import__("boards." + board, None, None, ("BUTTONS",))
    out = []
    for word in actions():
        if word.startswith("shot:"):
            if spec.HEIGHT < 100:
                # on a small screen the event line covers the last row: let it go
                out.append("wait:4100")
            out.append(word)
            continue
        times, _, name = word.rpartition("*")
        button, kind = keys.gesture(spec.BUTTONS, getattr(keys, name))
        gesture = button if kind in ("press", "short") else kind + ":" + button
        out.append(gesture if not times else "%s*%s" % (times, gesture))
    return " ".join(out)


def prepare(flash, lang):
    """A device's flash for the scenario: the party file of the language
    (as data/omega/sample.json) and the language chosen."""
    os.makedirs(os.path.join(flash, "data", "omega"), exist_ok=True)
    shutil.copy(os.path.join(ROOT, PARTIES[lang]),
                os.path.join(flash, "data", "omega", "sample.json"))
    with open(os.path.join(flash, "settings.json"), "w") as f:
        f.write('{"lang": "%s"}' % lang)


def main():
    from host.emulator import headless
    os.makedirs(OUT, exist_ok=True)
    for board in BOARDS:
        for lang in LANGS:
            flash = tempfile.mkdtemp()
            shots = tempfile.mkdtemp()
            try:
                prepare(flash, lang)
                for name in headless(board, flash, script(board), shots):
                    if name in SHOTS:
                        dst = os.path.join(OUT, "%s-%s-%s.png" % (board, lang, name))
                        shutil.copy(os.path.join(shots, name + ".png"), dst)
                        print(os.path.relpath(dst, ROOT))
            finally:
                shutil.rmtree(flash)
                shutil.rmtree(shots)


if __name__ == "__main__":
    main()
