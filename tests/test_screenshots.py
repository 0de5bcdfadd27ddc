# The screenshots in docs/screenshots/<scenario>/ are what the scenario
# (host/scenarios/<scenario>.py) shows now, on every board and in every
# language its DOCS lists: a screen changed without running
# `python -m host.screenshots <scenario>` fails here.
import os

import pytest
from PIL import Image

from host import scenarios
from host.emulator import headless
from host.screenshots import OUT, scenario_games


def documented():
    return [(game, board, lang) for game in scenario_games()
            for board, lang in sorted(scenarios.load(game).DOCS)]


@pytest.mark.parametrize("game,board,lang", documented())
def test_the_committed_screenshots_are_what_the_scenario_shows(game, board, lang, tmp_path):
    scenario = scenarios.load(game)
    flash = str(tmp_path / "flash")
    scenarios.prepare_flash(flash, scenario, lang)
    script = scenarios.compile_script(board, scenario.STEPS, flash)
    scenarios.prepare_flash(flash, scenario, lang)
    headless(board, flash, script, str(tmp_path / "out"))
    suffix = "" if lang == "en" else "-" + lang
    for name in scenario.DOCS[board, lang]:
        made = Image.open(str(tmp_path / "out" / (name + ".png")))
        kept = Image.open(os.path.join(OUT, game, "%s%s-%s.png" % (board, suffix, name)))
        assert made.tobytes() == kept.tobytes(), "%s-%s%s-%s is stale" % (game, board, suffix, name)
