"""The emulated Pico in the tests: a board deployed as `tablekeeper deploy`
deploys it (host/pico/deployed.py), a script played on it (host/pico/play.py),
and the same script on the desktop emulator (tests/support/headless.py under
CPython) for the frames to compare."""
import os
import shutil
import subprocess
import sys

from host.pico import deployed, firmware, play
from tests.conftest import ROOT

BUILD = os.path.join(ROOT, "build", "pico")
MODULE_DIRS = ("shared/", "firmware/", "boards/")
_built = {}


def board(kind="stock"):
    """The deployed board for a firmware kind ("stock", "romfs"), built once."""
    if kind not in _built:
        _built[kind] = deployed.Deployed(firmware.find(kind), os.path.join(BUILD, kind))
    return _built[kind]


def user_files(files):
    """What is on a deployed board besides the code: card data, main.py..."""
    return {p: b for p, b in files.items()
            if not p.startswith(MODULE_DIRS) and p != "main.py"}


def read_tree(folder):
    """{path: bytes} of the files under a desktop emulator's flash folder."""
    out = {}
    for top, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(top, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, folder).replace(os.sep, "/")] = f.read()
    return out


def write_tree(folder, files):
    if os.path.exists(folder):
        shutil.rmtree(folder)
    os.makedirs(os.path.join(folder, "saves"))
    for path, data in files.items():
        dest = os.path.join(folder, *path.split("/"))
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as f:
            f.write(data)


def desktop(flash, script, out, like="pico_display"):
    """Play a script on the desktop emulator (CPython) on a flash folder:
    [(shot name, panel bytes)]."""
    os.makedirs(out, exist_ok=True)
    script_file = os.path.join(out, "script.txt")
    with open(script_file, "w") as f:
        f.write(script)
    run = subprocess.run([sys.executable, "tests/support/headless.py", like, flash, out,
                          "@" + script_file], cwd=ROOT, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    frames = []
    for name in run.stdout.split():
        with open(os.path.join(out, name + ".raw"), "rb") as f:
            frames.append((name, f.read()))
    return frames


def on_pico(pico, script):
    """Play a script on a powered-on emulated Pico from its first screen,
    each press once the board has settled from the last (the desktop
    emulator answers every press at once): (player, [(shot name, frame)])."""
    player = play.Player(pico)
    player.first_screen()
    frames = []
    player.play(script, lambda name: frames.append((name, pico.frame())), pace=True)
    return player, frames


def difference(a, b, width=240):
    """'' if two RGB565 frames are equal, else where they differ, in words."""
    if a == b:
        return ""
    if len(a) != len(b):
        return "sizes %d and %d" % (len(a), len(b))
    xs, ys = [], []
    for i in range(0, len(a), 2):
        if a[i:i + 2] != b[i:i + 2]:
            xs.append(i // 2 % width)
            ys.append(i // 2 // width)
    return "%d pixels differ, in x %d..%d, y %d..%d" % (len(xs), min(xs), max(xs),
                                                        min(ys), max(ys))


def save_png(rgb565, path, width=240, height=135):
    """A frame as a PNG, for looking at a failed comparison."""
    from PIL import Image
    img = Image.new("RGB", (width, height))
    px = []
    for i in range(0, len(rgb565), 2):
        v = (rgb565[i] << 8) | rgb565[i + 1]
        px.append(((v >> 11) << 3, ((v >> 5) & 63) << 2, (v & 31) << 3))
    img.putdata(px)
    img.save(path)


def start_game(scenario, flash, lang="en"):
    """Prepare a desktop flash folder for a scenario and play its steps up
    to the one that starts the game (on the desktop emulator, whose seed the
    scenario's moves were written for); returns the steps left. The game is
    then saved on that flash, open, for a board to resume."""
    from host import scenarios
    scenarios.prepare_flash(flash, scenario, lang)
    compiler = scenarios.Compiler("pico_display", flash)
    steps = list(scenario.STEPS)
    while compiler.app.session is None:
        compiler.run([steps.pop(0)])
    return steps


def compile_rest(steps, flash, tmp):
    """The button script of `steps` from the game saved on `flash` (played
    on a copy of it)."""
    from host import scenarios
    work = os.path.join(tmp, "compile")
    if os.path.exists(work):
        shutil.rmtree(work)
    shutil.copytree(flash, work)
    return scenarios.compile_script("pico_display", steps, work)
