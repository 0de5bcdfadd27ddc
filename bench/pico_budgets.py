"""The device budgets, measured on the emulated Pico (host/pico/): the
firmware as `tablekeeper deploy` deploys it, on real MicroPython v1.28 on an
instruction-level RP2040, every figure from the chip's own clock.

    python3 -m bench.pico_budgets [--games inbetween,omega] [--langs en,cs]
                                  [--words 120] [--moves 500] [--jobs 2] [--quick]

It prints figures and asserts nothing. For every game and interface
language (en, cs):

- presses: the game's scenario (host/scenarios/; the score counter's
  below) from its start, each word played once the board has settled from
  the last; each action timed from its trigger (the GPIO edge, or a hold
  becoming long) to the last SPI byte of the screen's answer, at the
  60-cycle flash figure (the runner's default: pessimistic for interpreted
  code) and the 0-cycle one (optimistic). Each press has a kind, found by
  replaying the same timeline on the desktop emulator: cursor (UP/DOWN
  moving a menu's cursor, a partial redraw), redraw (the same screen drawn
  again), open (a screen opened), back (one closed), move (a move played
  or undone);
- boot: power-up to the last byte of the resumed game's screen, after a
  long game (--moves random moves, or the game's end), stock firmware (the
  .mpy files loaded into the heap) and the ROMFS build;
- heap: the free heap when MicroPython has booted, and the peak in use with
  the game open (the scenario) and after the long game, stock firmware.
  For these runs a boot.py samples the heap: every 100 ms a collection, then
  gc.mem_alloc() (the frame buffer and the code loaded from .mpy files
  included); the app's own files are the deployed ones.

The last line: `budgets: press p99 <ms> ms, cursor p99 <ms> ms, boot <s> s,
heap peak <KB> KB` (60-cycle figures, stock firmware, worst game).
"""
import argparse
import os
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench import venv  # noqa: E402

GAMES = ("scorecounter", "inbetween", "fugitive", "cerebria", "omega")
LANGS = ("en", "cs")
MISS = (60, 0)
KINDS = ("cursor", "redraw", "open", "back", "move")
BUDGET_MS = 50
CURSOR_MS = 16
BOOT_S = 1.5
BOOT_ROMFS_S = 1.0
HEAP_KB = 192
LONG_GAME = {"scorecounter": {"target": 0}, "omega": {"length": 8, "milestones": 8}}
# the score counter has no scenario of its own: a few turns, the menu, an undo
SCORECOUNTER = [["new", "scorecounter", {}]] + [["key", "OK"], ["pick", ["add", 2]]] * 3 + [
    ["key", "MENU"], ["key", "DOWN"], ["key", "BACK"], ["key", "UNDO"], ["key", "OK"],
    ["key", "OK"], ["pick", ["add", 3]], ["key", "OK"], ["key", "DOWN"], ["key", "BACK"]]
HEAP_BOOT = """import gc, machine
gc.collect()
_tk_peak = [0, gc.mem_free()]
def _tk_sample(t):
    gc.collect()
    a = gc.mem_alloc()
    if _tk_peak[1]:          # printed once USB is up: MicroPython's free heap at boot
        print("@@heap boot free=%d" % _tk_peak[1])
        _tk_peak[1] = 0
    if a > _tk_peak[0]:
        _tk_peak[0] = a
        print("@@heap peak=%d" % a)
_tk_timer = machine.Timer(period=100, callback=_tk_sample)
"""


# -- what the desktop emulator plays first --

class Scenario:
    GAME = "scorecounter"
    DATA = {}
    STEPS = SCORECOUNTER


def scenario_for(game):
    from host import scenarios
    return Scenario if game == "scorecounter" else scenarios.load(game)


def started(game, lang, tmp):
    """A desktop flash with the game started (its scenario's first steps, in
    the interface language) and the button script of the rest."""
    from tests.support import pico_run as pr
    flash = os.path.join(tmp, "start-%s-%s" % (game, lang))
    steps = pr.start_game(scenario_for(game), flash, lang)
    script = pr.compile_rest(steps, flash, os.path.join(tmp, "compile-%s-%s" % (game, lang)))
    return flash, script


def long_game(game, lang, moves, tmp):
    """A desktop flash holding a long game of `game`, open on its main
    screen as a player leaves it: random legal moves through the screens'
    session (journaled, snapshots), an undo and a redo every ten."""
    from host import mpcompat
    mpcompat.install()
    from boards import emulator as emu
    from firmware import input as keys
    from firmware.app import App, call_in
    from host import scenarios
    from tests.support.playout import random_move
    from shared.prng import Prng, seed_state
    flash = os.path.join(tmp, "long-%s-%s" % (game, lang))
    scenarios.prepare_flash(flash, scenario_for(game), lang)
    board = emu.Board("pico_display", flash)
    app = App(board)
    app.start()
    call_in("firmware.newgame", "new_game", app, game)
    top = app.stack[-1]
    if type(top).__name__ == "Options":
        top.values.update(LONG_GAME.get(game, {}))
        top.cursor = len(top.items) - 1          # Start
        app.dispatch(keys.OK)
    session = app.session
    rng = Prng(seed_state(2024))
    for n in range(1, moves + 1):
        if session.game.outcome(session.state) is not None:
            break
        move = random_move(session.game, session.state, rng)
        if move is None:
            break
        session.play(move)
        if n % 10 == 0 and session.match.can_undo() is None:
            session.undo()
            session.redo()
    app.game_changed()
    app.pop_builders()
    emu.advance(app, board, 100)
    session.flush()
    return flash, len(session.match.moves)


def kinds_of(flash, replay, tmp):
    """Each action of a timeline replayed on the desktop emulator: [kind
    (see the module's docstring), whether the screen changed after it]."""
    from host import mpcompat
    mpcompat.install()
    from boards import emulator as emu
    from firmware import input as keys
    from firmware.app import App
    work = os.path.join(tmp, "kinds")
    if os.path.exists(work):
        shutil.rmtree(work)
    shutil.copytree(flash, work)
    board = emu.Board("pico_display", work)
    app = App(board)
    app.start()
    found = []
    dispatch = app.dispatch

    def moves():
        s = app.session
        return None if s is None else (len(s.match.moves), getattr(s.match, "undone", None)
                                       and len(s.match.undone))

    def watched(action):
        top, depth, before = app.stack[-1], len(app.stack), moves()
        dispatch(action)
        now = app.stack[-1]
        if moves() != before:
            kind = "move"
        elif now is not top:
            kind = "open" if len(app.stack) > depth else "back"
        elif action in (keys.UP, keys.DOWN) and top.need == 1:
            kind = "cursor"
        else:
            kind = "redraw"
        found.append([kind, False])
    flush, step = app.canvas.flush, app.step
    first = [0]                        # found[first[0]:]: the actions of the running step

    def flushed(display):
        for action in found[first[0]:]:    # answered on screen in their own step
            action[1] = True
        flush(display)

    def stepped():
        first[0] = len(found)
        step()
    app.dispatch = watched
    app.canvas.flush = flushed
    app.step = stepped
    emu.run_script(app, board, replay, lambda name: None)
    return [tuple(k) for k in found]


# -- on the emulated Pico --

def press_run(board, flash, script, miss, tmp):
    """The scenario's presses on the Pico: [Press]."""
    from host.pico import play
    from tests.support import pico_run as pr
    pico = board.power_on(pr.read_tree(flash), data=False, miss_cycles=miss)
    try:
        player = play.Player(pico)
        player.first_screen()
        player.play(script, pace=True)
        return player
    finally:
        pico.close()


def boot_run(board, flash, miss):
    """Power-up to the resumed game's screen, in ms."""
    from host.pico import play
    from tests.support import pico_run as pr
    pico = board.power_on(pr.read_tree(flash), data=False, miss_cycles=miss)
    try:
        return play.Player(pico).first_screen()
    finally:
        pico.close()


def heap_run(board, flash, script):
    """(free heap at boot, peak in use) in bytes, with HEAP_BOOT sampling,
    playing `script` (paced) after the first screen."""
    from host.pico import play
    from tests.support import pico_run as pr
    files = pr.read_tree(flash)
    files["boot.py"] = HEAP_BOOT.encode()
    pico = board.power_on(files, data=False)
    try:
        player = play.Player(pico, idle_busy=0.95)      # the sampler keeps it awake
        player.first_screen()
        player.play(script, pace=True)
        player.settle()
        text = pico.serial.decode("latin-1")
    finally:
        pico.close()
    free = peak = 0
    for line in text.splitlines():
        if line.startswith("@@heap boot"):
            free = int(line.split("free=")[1].split()[0])
        elif line.startswith("@@heap peak="):
            peak = max(peak, int(line.split("=")[1]))
    return free, peak


# -- figures --

def outcome(future):
    """(value, None) of a run, or (None, the error in one line) if it failed
    (a MemoryError on the board, a firmware that stopped drawing...)."""
    try:
        return future.result(), None
    except Exception as e:        # PicoError, and anything else: one line, then go on
        return None, "%s: %s" % (type(e).__name__, str(e).splitlines()[0] if str(e) else "")


def percentile(values, q):
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def ms(v):
    return "-" if v is None else "%.0f" % v


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default=",".join(GAMES))
    p.add_argument("--langs", default=",".join(LANGS))
    p.add_argument("--words", type=int, default=120, help="script words per scenario (default 120)")
    p.add_argument("--moves", type=int, default=500, help="moves of the long game (default 500)")
    p.add_argument("--jobs", type=int, default=2, help="emulated boards at once (default 2)")
    p.add_argument("--quick", action="store_true", help="English, 60-cycle figure, 40 words")
    args = p.parse_args(argv)
    games = args.games.split(",")
    langs = ["en"] if args.quick else args.langs.split(",")
    misses = (60,) if args.quick else MISS
    words = 40 if args.quick else args.words
    from host.pico import firmware
    from host.pico.deployed import Deployed
    tmp = tempfile.mkdtemp(prefix="tk-budgets-")
    boards = {k: Deployed(firmware.find(k), os.path.join(ROOT, "build", "pico", k))
              for k in ("stock", "romfs")}
    print("firmware: %s; %s" % (boards["stock"].firmware, boards["romfs"].firmware))
    pool = ThreadPoolExecutor(args.jobs)

    starts = {(g, lang): started(g, lang, tmp) for g in games for lang in langs}
    starts = {k: (flash, " ".join(script.split()[:words])) for k, (flash, script) in starts.items()}
    runs = {(g, lang, m): pool.submit(press_run, boards["stock"], starts[g, lang][0],
                                       starts[g, lang][1], m, tmp)
            for g in games for lang in langs for m in misses}
    longs = {g: long_game(g, langs[-1], args.moves, tmp) for g in games}
    boots = {(g, k, m): pool.submit(boot_run, boards[k], longs[g][0], m)
             for g in games for k in boards for m in misses}
    heaps = {g: (pool.submit(heap_run, boards["stock"], *starts[g, langs[-1]]),
                 pool.submit(heap_run, boards["stock"], longs[g][0], "A B A B"))
             for g in games}

    failed = []
    print("\npresses: trigger to the last SPI byte of the answer, ms (p50 / p99 / worst (count))")
    print("%-24s %s" % ("game, language, flash", "  ".join("%-18s" % k for k in KINDS + ("all",))))
    press_p99 = {60: [], 0: []}       # per game and language: its p99 over every press
    cursor_p99 = {60: [], 0: []}
    for g in games:
        for lang in langs:
            kinds = None
            for m in misses:
                label = "%s %s %d" % (g, lang, m)
                player, error = outcome(runs[g, lang, m])
                if error:
                    failed.append("presses %s: %s" % (label, error))
                    print("%-24s failed: %s" % (label, error))
                    continue
                if kinds is None:
                    kinds = kinds_of(starts[g, lang][0], player.replay(), tmp)
                presses = player.presses
                if len(kinds) != len(presses):
                    print("  (%s %s: %d presses here, %d actions on the desktop: kinds unknown)"
                          % (g, lang, len(presses), len(kinds)))
                    kinds = [("redraw", True)] * len(presses)
                lost = [p for p, (_, shown) in zip(presses, kinds)
                        if shown and p.latency_ms is None]
                cells = []
                every = []
                for kind in KINDS + ("all",):
                    t = [p.latency_ms for p, (k, _) in zip(presses, kinds)
                         if (k == kind or kind == "all") and p.latency_ms is not None]
                    cells.append("%-18s" % ("%s / %s / %s (%d)" % (
                        ms(percentile(t, .5)), ms(percentile(t, .99)), ms(max(t) if t else None),
                        len(t)) if t else "-"))
                    if kind == "cursor" and t:
                        cursor_p99[m].append(percentile(t, .99))
                    if kind == "all":
                        every = t
                if every:
                    press_p99[m].append(percentile(every, .99))
                print("%-24s %s" % (label, "  ".join(cells)))
                if lost:
                    # the desktop emulator answered these on screen, the Pico never did
                    failed.append("presses %s: %d presses never answered (%s)" % (
                        label, len(lost), " ".join(p.word for p in lost[:8])))
                    print("%-24s %d presses never answered" % ("", len(lost)))

    print("\npower-up to the resumed game after a long game, s")
    print("%-14s %-7s %s" % ("game", "moves", "  ".join("%s %d" % (k, m) for k in boards
                                                          for m in misses)))
    boot_worst = {}
    for g in games:
        cells = []
        for k in boards:
            for m in misses:
                t, error = outcome(boots[g, k, m])
                if error:
                    failed.append("power-up %s %s %d: %s" % (g, k, m, error))
                    cells.append("%8s" % "failed")
                    continue
                t /= 1000
                cells.append("%8.2f" % t)
                if m == 60:
                    boot_worst[k] = max(boot_worst.get(k, 0), t)
        print("%-14s %-7d %s" % (g, longs[g][1], "  ".join(cells)))

    print("\nheap, stock firmware, KB (free at boot; peak in use: game open, after the long game)")
    peak_worst = 0
    for g in games:
        cells = []
        free = None
        for what, future in (("open", heaps[g][0]), ("long", heaps[g][1])):
            value, error = outcome(future)
            if error:
                failed.append("heap %s %s: %s" % (g, what, error))
                cells.append("%s failed" % what)
                continue
            free, peak = value
            peak_worst = max(peak_worst, peak)
            cells.append("%s %.1f" % (what, peak / 1024))
        print("%-14s free %s  %s" % (g, "-" if free is None else "%.1f" % (free / 1024),
                                     "  ".join(cells)))
    pool.shutdown()
    shutil.rmtree(tmp, ignore_errors=True)
    print("\nbudgets (design notes): press %d ms, cursor %d ms, boot %.1f s (ROMFS %.1f s), "
          "heap %d KB" % (BUDGET_MS, CURSOR_MS, BOOT_S, BOOT_ROMFS_S, HEAP_KB))
    for line in failed:
        print("FAILED " + line)
    if misses == MISS:
        print("0-cycle figure: press p99 %s ms, cursor p99 %s ms" % (
            ms(max(press_p99[0], default=None)), ms(max(cursor_p99[0], default=None))))
    print("ROMFS: boot %.2f s" % boot_worst.get("romfs", 0))
    print("budgets: press p99 %s ms, cursor p99 %s ms, boot %.2f s, heap peak %.0f KB" % (
        ms(max(press_p99[60], default=None)), ms(max(cursor_p99[60], default=None)),
        boot_worst.get("stock", 0), peak_worst / 1024))
    return 0


if __name__ == "__main__":
    venv.reexec()
    sys.exit(main())
