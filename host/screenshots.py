"""Regenerate the documentation's screenshots with the headless emulator:

    .venv/bin/python -m host.screenshots            the app and every game
    .venv/bin/python -m host.screenshots cerebria   one game's scenario

Without arguments, plays a short score-counter game on each board and
writes docs/screenshots/<board>-<screen>.png (at 2x scale), then plays every
game's scenario. A game's scenario (host/scenarios/<game>.py) is played on
the boards and in the languages its DOCS lists, and the screens it names
there are written as docs/screenshots/<game>/<board>[-<lang>]-<screen>.png
(no language in the name for English).
"""
import os
import shutil
import sys
import tempfile

from host.emulator import headless

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "screenshots")

SCRIPTS = {
    # home; games, score counter, Start; +3, +2, +1; the game menu; a roll asks first
    "pico_display": "shot:home X X B X X B B X X B X X X shot:game long:X shot:menu "
                    "Y X 3*B X shot:confirm",
    # home; games, score counter, Start; +3
    "esp32_ssd1306": "shot:home B B A B B A A B shot:game",
}


def game_shots(game):
    """A game's scenario screenshots into docs/screenshots/<game>/."""
    from host import scenarios
    scenario = scenarios.load(game)
    out = os.path.join(OUT, game)
    os.makedirs(out, exist_ok=True)
    written = []
    for (board, lang), names in sorted(scenario.DOCS.items()):
        work = tempfile.mkdtemp()
        try:
            flash = os.path.join(work, "flash")
            scenarios.prepare_flash(flash, scenario, lang)
            script = scenarios.compile_script(board, scenario.STEPS, flash)
            scenarios.prepare_flash(flash, scenario, lang)
            shots = os.path.join(work, "shots")
            headless(board, flash, script, shots)
            suffix = "" if lang == "en" else "-" + lang
            for name in names:
                dst = os.path.join(out, "%s%s-%s.png" % (board, suffix, name))
                shutil.copy(os.path.join(shots, name + ".png"), dst)
                written.append(os.path.relpath(dst, ROOT))
        finally:
            shutil.rmtree(work)
    return written


def scenario_games():
    """Every scenario that makes documentation screenshots: the modules of
    host/scenarios/ that have DOCS."""
    from host import scenarios
    folder = os.path.join(ROOT, "host", "scenarios")
    names = sorted(n[:-3] for n in os.listdir(folder)
                   if n.endswith(".py") and not n.startswith("_"))
    return [name for name in names if hasattr(scenarios.load(name), "DOCS")]


def main(argv=()):
    if argv:
        for game in argv:
            for path in game_shots(game):
                print(path)
        return
    os.makedirs(OUT, exist_ok=True)
    written = []
    for board, script in sorted(SCRIPTS.items()):
        flash = tempfile.mkdtemp()
        shots = tempfile.mkdtemp()
        try:
            for name in headless(board, flash, script, shots):
                dst = os.path.join(OUT, "%s-%s.png" % (board, name))
                shutil.copy(os.path.join(shots, name + ".png"), dst)
                written.append(os.path.relpath(dst, ROOT))
        finally:
            shutil.rmtree(flash)
            shutil.rmtree(shots)
    for path in written:
        print(path)
    for game in scenario_games():
        for path in game_shots(game):
            print(path)


if __name__ == "__main__":
    main(sys.argv[1:])
