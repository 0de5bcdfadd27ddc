# Where a game's heap goes when it is opened, part by part: its rule
# modules, its words (firmware/lang/<game>_<lang>.py), its parsed data file,
# its plug-in, the new match and its state, the main screen drawn, and each
# of its other screens opened on top. bench/heap_report.py gives the totals;
# this says which part to work on.
#
#   .venv/bin/python bench/game_parts.py [game ...] [--lang cs] [--ram]
#
# Each part is the growth of gc.mem_alloc() (after a collection) over the
# part before, on the MicroPython unix port (64-bit: the Pico's objects are
# about 0.6-0.8 of these), code used in place from the ROMFS image (--ram:
# .mpy files in the heap instead). A screen's figure is what it holds while
# it is on view, and "left" what stays once BACK has closed it again.
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))

# what the device runs: one step per line, "STEP name bytes"
PROBE = r"""
import gc, sys
sys.path.insert(0, ".")
from bench import heap as H
flash, game, image = sys.argv[1], sys.argv[2], sys.argv[3]
VERBOSE = len(sys.argv) > 4
b = H.Bench(flash, game, None if image == "-" else image)
b.start()
b.frame()
b.boot()
app = b.app
from boards import emulator as emu
from firmware import input as keys
from firmware import session as sessions
from firmware import games as plugins
from shared import games
%SCREENS%
last = [b.alloc()]
mods = [set(sys.modules)]
def step(name):
    now = b.alloc()
    print("STEP %s %d" % (name, now - last[0]))
    if VERBOSE:
        new = set(sys.modules)
        print("  + " + " ".join(sorted(new - mods[0])))
        print("  - " + " ".join(sorted(mods[0] - new)))
        mods[0] = new
    last[0] = now
step("boot")
rules = games.load(game)
step("rules")
app.tr.load_game(game)
step("words")
files = sessions.data_files(app.storage, game) if getattr(rules, "DATA_KIND", None) else []
data, crc = sessions.load_data(app.storage, rules, files[0]) if files else (None, None)
step("data")
ui = plugins.plugin(game)
step("plug-in")
options = {}
for n, allowed, default in getattr(rules, "OPTIONS", ()):
    options[n] = default
options.update(H.LONG_GAME.get(game, {}))
session = sessions.start(app, game, rules, ui, data, files[0] if files else None, crc,
                         options, 2024)
data = None
step("match")
app.open_session(session)
app.draw()
emu.advance(app, b.board, 50)
step("main screen")
for name, actions in SCREENS.get(game, ()):
    for a in actions:
        app.dispatch(a)
        emu.advance(app, b.board, 50)
    step(name + " (" + type(app.stack[-1]).__name__ + ")")
    app.pop_builders()
    emu.advance(app, b.board, 50)
    step(name + " left")
"""

SCREENS = """
SCREENS = {
    "inbetween": [("picker", [keys.OK]), ("menu", [keys.MENU])],
    "cerebria": [("picker", [keys.OK]), ("page 2", [keys.DOWN]), ("menu", [keys.MENU])],
    "omega": [("picker", [keys.OK]), ("agents", [keys.DOWN]), ("menu", [keys.MENU])],
}
"""


def run(tree, flash, game, image, verbose=False):
    code = PROBE.replace("%SCREENS%", SCREENS)
    script = os.path.join(tree, "bench", "_game_parts_probe.py")
    with open(script, "w") as f:
        f.write(code)
    out = subprocess.run([os.path.join(ROOT, ".venv", "bin", "micropython"), "-X",
                          "heapsize=4M", "bench/_game_parts_probe.py", flash, game, image]
                         + (["v"] if verbose else []),
                         cwd=tree, capture_output=True, text=True, timeout=600)
    rows = []
    for line in out.stdout.splitlines():
        if line.startswith("  "):
            rows.append((line, None))
        elif line.startswith("STEP "):
            name, value = line[5:].rsplit(" ", 1)
            rows.append((name, int(value)))
    if out.returncode != 0:
        rows.append(("FAILED", 0))
        print(out.stdout[-2000:], out.stderr[-2000:])
    return rows


def main(argv):
    import argparse
    p = argparse.ArgumentParser(description=__doc__ if __doc__ else "")
    p.add_argument("games", nargs="*", default=["inbetween", "cerebria", "omega"])
    p.add_argument("--lang", default="cs")
    p.add_argument("--ram", action="store_true", help=".mpy files in the heap (no ROMFS)")
    p.add_argument("--modules", action="store_true", help="the modules each part imports")
    args = p.parse_args(argv)
    from host import build as device_build
    import build_mpy
    import heap_report
    build = os.path.join(ROOT, "build")
    tree = os.path.join(build, "mpy")
    build_mpy.build(tree)
    device_build.build(build)
    image = "-" if args.ram else os.path.join(build, device_build.IMAGE_NAME)
    heap_report.LANG = args.lang
    for game in args.games:
        flash = heap_report.fresh_flash(game)
        try:
            rows = run(tree, flash, game, image, args.modules)
        finally:
            shutil.rmtree(flash, ignore_errors=True)
        print("%s (%s, %s, unix port 64-bit, KB):" % (game, args.lang,
                                                       ".mpy in RAM" if args.ram else "ROMFS"))
        for name, value in rows:
            if value is None:
                print("    " + name.strip())
            else:
                print("  %-28s %7.1f" % (name, value / 1024.0))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
