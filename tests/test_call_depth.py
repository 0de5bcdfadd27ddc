# The call stack on the device: a Pico's MicroPython (v1.28, rp2) has a C
# stack of about 8 KB, which holds some 27 to 30 nested Python calls. A
# deeper chain is "RuntimeError: maximum recursion depth exceeded" on the
# board (the emulated Pico showed it: Projekt Omega's test screen, built
# from the rules inside the action that led to it, 28 calls below
# App.step), while the desktop emulator and the unix port, with their big
# stacks, never notice. So every game's whole scenario is played here with
# the Python calls below App.step counted, and must stay within MAX_DEPTH,
# which the emulated Pico runs with room to spare (the app's own frames
# above App.step: main.py, firmware.main.run, App.run).
import os
import shutil
import sys
import traceback

import pytest

from host import mpcompat, scenarios

MAX_DEPTH = 24
GAMES = ("inbetween", "fugitive", "fugitive_hand", "fugitive_referee", "cerebria", "omega")


class DepthCounter:
    """sys.setprofile hook: the deepest chain of Python calls (the
    interpreter's own import machinery and the framebuf stand-in, which are
    C code on the device, left out)."""

    def __init__(self):
        self.depth = 0
        self.deepest = 0
        self.chain = None

    @staticmethod
    def counted(frame):
        name = frame.f_code.co_filename
        return not name.startswith("<frozen") and "mpcompat" not in name

    def __call__(self, frame, event, arg):
        if not self.counted(frame):
            return
        if event == "call":
            self.depth += 1
            if self.depth > self.deepest:
                self.deepest = self.depth
                self.chain = [f for f in traceback.extract_stack(frame)
                              if not f.filename.startswith("<frozen") and "mpcompat" not in f.filename]
        elif event == "return":
            self.depth -= 1


@pytest.mark.parametrize("game", GAMES)
def test_no_chain_of_calls_is_deeper_than_a_picos_stack_holds(game, tmp_path):
    mpcompat.install()
    from boards import emulator as emu
    from firmware.app import App
    scenario = scenarios.load(game)
    flash = str(tmp_path / "flash")
    scenarios.prepare_flash(flash, scenario)
    shutil.copytree(flash, str(tmp_path / "compile"))
    script = scenarios.compile_script("pico_display", scenario.STEPS, str(tmp_path / "compile"))
    board = emu.Board("pico_display", flash)
    app = App(board)
    app.start()
    counter = DepthCounter()
    step = app.step

    def counted_step():
        counter.depth = 0
        sys.setprofile(counter)
        try:
            step()
        finally:
            sys.setprofile(None)
    app.step = counted_step
    emu.run_script(app, board, script, lambda name: None)
    assert not os.path.exists(os.path.join(flash, "saves", "error.log"))
    first = [i for i, f in enumerate(counter.chain) if f.name == "counted_step"][-1]
    chain = ["%s:%d %s" % (os.path.relpath(f.filename), f.lineno, f.name)
             for f in counter.chain[first + 1:]]
    assert counter.deepest <= MAX_DEPTH, "%d calls deep below App.step:\n  %s" % (
        counter.deepest, "\n  ".join(chain))
