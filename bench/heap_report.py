"""The device's heap for every game, in every configuration we can measure,
and the estimate for the Pico (CPython driver of bench/heap.py):

    .venv/bin/python bench/heap_report.py [--moves 500] [--games omega,...]

For the app after boot, and for each game of shared/games.GAMES opened with
its sample data, after a long random game (up to --moves moves, journaled,
with an undo and a redo every ten), and after a power-up that resumes it:

  unix .mpy   the MicroPython unix port (64-bit), .mpy files imported from the
              filesystem: their bytecode and constants are copied into the heap
  unix ROMFS  the same modules used in place from a ROMFS image (the image's
              own bytes are not counted): how the device runs its code
  wasm .mpy   the WebAssembly port (32-bit pointers, 16-byte heap blocks like
              the Pico's), .mpy in the heap; needs node and `npm ci` in
              bench/wasm (skipped otherwise)
  Pico est.   the ROMFS figure scaled step by step by the 32/64-bit ratio the
              .mpy columns show for the same step (wasm / unix): a step's
              growth on the Pico = its ROMFS growth x its wasm/unix ratio
              (clamped to 0.5..1). The frame buffer is exact (16,200 B). The
              ratio of a step with code in it is that of code *and* data;
              code used in place is mostly pointers (function objects,
              dictionaries), which shrink more, so the estimate leans high.

Then the fit runs: the same steps in a 192 KB heap (-X heapsize=192K;
for ROMFS the image sits below a padding that leaves exactly a 192 KB
heap), printing the free heap and the largest free block after each step,
or where it ran out of memory.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from host import build as device_build  # noqa: E402

BIN = os.path.dirname(sys.executable)
BIG_HEAP = 4 * 1024 * 1024        # for the cost columns: nothing runs out
FB = 240 * 135 // 2                # the 4-bit frame buffer (firmware/canvas.py)
BUDGET = 64 * 1024                # app + one game + its data, beside the frame buffer
LANG = "cs"                       # the interface language of the runs
STEP = re.compile(r"STEP (\w+) alloc=(-?\d+) free=(\d+) ?(.*)")


def micropython():
    here = os.path.join(BIN, "micropython")
    return here if os.path.exists(here) else shutil.which("micropython")


def pool_192k():
    """gc.mem_free() + gc.mem_alloc() of a plain 192 KB heap on this port."""
    out = subprocess.check_output([micropython(), "-X", "heapsize=192K", "-c",
                                   "import gc; print(gc.mem_free() + gc.mem_alloc())"])
    return int(out)


def fresh_flash(game):
    """A flash folder with the game's sample data, as the host sync leaves it,
    and the interface in Czech (LANG: the largest translation tables)."""
    flash = tempfile.mkdtemp(prefix="tk-heap-")
    with open(os.path.join(flash, "settings.json"), "w") as f:
        f.write('{"lang": "%s"}' % LANG)
    if game is not None:
        from shared import games
        src = os.path.join(ROOT, games.sample_path(game))
        if os.path.exists(src):
            dst = os.path.join(flash, "data", game)
            os.makedirs(dst)
            shutil.copy(src, os.path.join(dst, "sample.json"))
    return flash


def parse(text):
    """bench/heap.py's output: {step: {"alloc", "free", "block", "note"}} and
    the failure, if any. A step's largest free block is the "max free sz"
    (in heap blocks) of the mem_info() lines after its STEP line."""
    steps = {}
    gc_block = 0
    last = None
    for line in text.splitlines():
        if line.startswith("GC_BLOCK "):
            gc_block = int(line.split()[1])
        m = STEP.match(line)
        if m:
            last = {"alloc": int(m.group(2)), "free": int(m.group(3)), "block": -1,
                    "note": m.group(4).strip()}
            steps[m.group(1)] = last
        m = re.search(r"max free sz: (\d+)", line)
        if m and last is not None:
            last["block"] = int(m.group(1)) * gc_block
    failed = None
    m = re.search(r"FAIL (.*)", text)
    if m:
        failed = m.group(1)
    return steps, failed


def run_unix(tree, flash, game, what, image=None, heap=BIG_HEAP, pool=None):
    args = [micropython(), "-X", "heapsize=%d" % heap, "-m", "bench.heap", flash, game, what,
            image or "-"]
    if pool is not None:
        args.append(str(pool))
    run = subprocess.run(args, cwd=tree, capture_output=True, text=True, timeout=600)
    if run.returncode != 0 and "FAIL" not in run.stdout:
        raise RuntimeError(run.stdout + run.stderr)
    return parse(run.stdout + run.stderr)


def run_wasm(tree, flash, game, what):
    script = os.path.join(ROOT, "bench", "wasm", "heap.mjs")
    run = subprocess.run(["node", script, tree, flash, game, what], cwd=os.path.dirname(script),
                         capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise RuntimeError(run.stdout + run.stderr)
    return parse(run.stdout)


def wasm_ready():
    return shutil.which("node") is not None and os.path.isdir(
        os.path.join(ROOT, "bench", "wasm", "node_modules", "@micropython"))


def series(runner, game, moves, timer=None):
    """{step: figures} for boot, open, long (one run) and resume (a second
    run on the flash the first one left); with timer(flash, game), also the
    boot time to the resumed game under "time"."""
    flash = fresh_flash(game)
    try:
        steps, failed = runner(flash, game, str(moves))
        if failed is None:
            more, failed = runner(flash, game, "resume")
            steps["resume"] = more.get("resume")
        if failed is None and timer is not None:
            steps["time"] = timer(flash, game)
        return steps, failed
    finally:
        shutil.rmtree(flash, ignore_errors=True)


# littlefs on the Pico, per operation during boot (an assumption, not a
# measurement: no board here): opening and reading a small file, and a small
# atomic write (page programs and a metadata commit, now and then an erase)
FLASH_READ_MS = 2
FLASH_WRITE_MS = 20


def boot_time(tree, image, heap, runs=5):
    """Power-up to the resumed game's first frame (bench/heap.py "time"), in
    fresh processes (imports included); the best of `runs` (the machine's
    load only ever adds time): (work ms on the Pico, flash allowance ms,
    reads, writes, moves, ops replayed). The work is the measured time less
    the host's own file calls, scaled by the Pico factor; the flash
    allowance is FLASH_READ_MS and FLASH_WRITE_MS per operation."""
    def timer(flash, game):
        best = None
        for _ in range(runs):
            run = subprocess.run([micropython(), "-X", "heapsize=%d" % heap, "-m", "bench.heap",
                                  flash, game, "time", image], cwd=tree,
                                 capture_output=True, text=True, timeout=600)
            m = re.search(r"TIME boot=(\d+) io=(\d+) reads=(\d+) writes=(\d+) written=\d+ "
                          r"factor=([\d.]+) moves=(\d+) replayed=(\d+)", run.stdout)
            if not m:                      # no game resumed: a failure, not a figure
                raise RuntimeError(run.stdout + run.stderr)
            v = [float(x) for x in m.groups()]
            work = (v[0] - v[1]) * v[4] / 1000
            if best is None or work < best[0]:
                best = (work, v[2] * FLASH_READ_MS + v[3] * FLASH_WRITE_MS, int(v[2]),
                        int(v[3]), int(v[5]), int(v[6]))
        return best
    return timer


def pico_estimate(rom, ram, wasm):
    """Step by step: Pico growth = ROMFS growth x (wasm growth / unix growth)."""
    if not (rom and ram and wasm):
        return {}
    est = {"frame": FB}
    chain = (("frame", "boot"), ("boot", "module"), ("module", "open"), ("open", "long"),
             ("frame", "resume"))
    for prev, step in chain:
        if step not in rom or prev not in est or step not in ram or step not in wasm:
            continue
        grow_rom = rom[step]["alloc"] - rom[prev]["alloc"]
        grow_ram = ram[step]["alloc"] - ram[prev]["alloc"]
        grow_wasm = wasm[step]["alloc"] - wasm[prev]["alloc"]
        ratio = grow_wasm / grow_ram if grow_ram > 0 else 1.0
        ratio = min(1.0, max(0.5, ratio))
        est[step] = est[prev] + int(grow_rom * ratio)
    return est


def kb(n):
    return "%.1f" % (n / 1024.0)


def cell(steps, step, key="alloc"):
    if not steps or step not in steps or steps[step] is None:
        return "-"
    return kb(steps[step][key])


def fit_cell(steps, failed, step):
    if steps and steps.get(step):
        s = steps[step]
        return "%s / %s" % (kb(s["free"]), kb(s["block"]))
    return "out of memory" if failed else "-"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--moves", type=int, default=500)
    p.add_argument("--games", default=None, help="comma-separated (default: all of GAMES)")
    p.add_argument("--no-wasm", action="store_true")
    args = p.parse_args(argv)
    from shared import games
    names = args.games.split(",") if args.games else list(games.GAMES)

    build = os.path.join(ROOT, "build")
    tree = os.path.join(build, "mpy")
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import build_mpy
    build_mpy.build(tree)
    count, image_size = device_build.build(build)
    image = os.path.join(build, device_build.IMAGE_NAME)
    pool = pool_192k()
    use_wasm = not args.no_wasm and wasm_ready()

    def ram(flash, game, what):
        return run_unix(tree, flash, game, what)

    def rom(flash, game, what):
        return run_unix(tree, flash, game, what, image, BIG_HEAP + image_size, None)

    def rom_192(flash, game, what):
        return run_unix(tree, flash, game, what, image, 192 * 1024 + image_size + 8192, pool)

    def ram_192(flash, game, what):
        return run_unix(tree, flash, game, what, None, 192 * 1024)

    def wasm(flash, game, what):
        return run_wasm(tree, flash, game, what)

    print("ROMFS image: %d bytes, %d modules; a 192 KB heap holds %d bytes here" % (
        image_size, count, pool))
    print("heap in use in KB (frame buffer of %s KB included), interface in %s; the fit"
          " columns: free / largest free block, KB" % (kb(FB), LANG))
    head = ("step", "unix .mpy", "unix ROMFS", "wasm .mpy", "Pico est.",
            "192K ROMFS", "192K .mpy")
    fmt = "%-26s %10s %10s %10s %10s %16s %16s"
    print(fmt % head)
    verdicts = []
    for game in names:
        r_ram, f1 = series(ram, game, args.moves)
        r_rom, f2 = series(rom, game, args.moves,
                           boot_time(tree, image, 2 * 1024 * 1024 + image_size))
        r_wasm, f3 = series(wasm, game, args.moves) if use_wasm else ({}, None)
        fit_rom, fail_rom = series(rom_192, game, args.moves)
        fit_ram, fail_ram = series(ram_192, game, args.moves)
        for failed, what in ((f1, "unix .mpy"), (f2, "unix ROMFS"), (f3, "wasm")):
            if failed:
                print("%s %s: %s" % (game, what, failed))
        est = pico_estimate(r_rom, r_ram, r_wasm)
        rows = (("boot",) if game == names[0] else ()) + ("module", "open", "long", "resume")
        for step in rows:
            label = step if step == "boot" else "%s %s" % (game, step)
            if step in ("long", "resume") and r_rom.get(step):
                label += " (%s)" % re.sub(r"\D", "", r_rom[step]["note"].split("with")[-1])
            print(fmt % (label, cell(r_ram, step), cell(r_rom, step), cell(r_wasm, step),
                         kb(est[step]) if step in est else "-",
                         fit_cell(fit_rom, fail_rom, step), fit_cell(fit_ram, fail_ram, step)))
        worst = max([v for k, v in est.items() if k != "frame"] or [0])
        verdicts.append((game, worst - FB, fail_rom, fail_ram, r_rom.get("time")))
    print()
    for game, beside, fail_rom, fail_ram, timed in verdicts:
        print("%-12s Pico estimate beside the frame buffer, at most %s KB (budget %s KB);"
              " 192K heap: ROMFS %s, .mpy in RAM %s" % (
                  game, kb(beside) if beside > 0 else "-", kb(BUDGET),
                  "fits" if not fail_rom else "FAILS", "fits" if not fail_ram else "FAILS"))
    print()
    print("power-up to the resumed game's first frame (ROMFS, imports included; Pico estimate,"
          " budget 1500 ms):")
    for game, beside, fail_rom, fail_ram, timed in verdicts:
        if timed:
            work, allowance, reads, writes, moves, replayed = timed
            print("%-12s %5.0f ms = work %4.0f ms + flash %3.0f ms (%d reads, %d writes)"
                  "  [%d moves, %d ops replayed after the snapshot]" % (
                      game, work + allowance, work, allowance, reads, writes, moves, replayed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
