"""Regenerate the README's screenshots with the headless emulator:

    .venv/bin/python -m host.screenshots

Plays a short score-counter game on each board and writes
docs/screenshots/<board>-<screen>.png (at 2x scale).
"""
import os
import shutil
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


def main():
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


if __name__ == "__main__":
    main()
