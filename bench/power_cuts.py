"""Power cuts on real littlefs: the firmware on the emulated Pico
(host/pico/) loses its power at random instants while it journals moves,
writes snapshots, compacts its journal, saves settings and receives a
card data file over USB, and is powered up again from the flash as the
cut left it (the erases and programs done so far, the one in flight cut:
host/pico/pico.mjs).

    python3 -m bench.power_cuts [--cuts 1000] [--jobs 2] [--seed 19]
                                [--firmware romfs|stock] [--model undefined|prefix]
                                [--segments N] [--minutes M] [--rerun] [--verbose]

(--minutes stops beginning cuts past a budget, the rest of the drawn ones
left out, so the ones run are a random sample of them.)

It prints figures and asserts nothing. The work is a game of InBetween in
progress (START_MOVES random moves, undos and redos, so that the journal
is due for compaction soon), then PLAN: random moves played through the
buttons (their scripts found on the desktop emulator), undos, settings
changed through the menus, and a card data file replaced with
`tablekeeper sync`'s client over the emulated USB serial port. Each step
of the plan is a segment: the board powered on from the flash as the last
one left it, the step played, the flash kept for the next.

A reference run of each segment logs every erase and program (with its
data), so the filesystem is known between any two of them. The flash a
cut leaves is rebuilt from that log (host/pico/flashcut.py: the chip's
steps, times and in-flight bits of pico.mjs; the emulator is
deterministic, so a run cut at that instant does the same up to it). With
--rerun each cut is a real one instead: the board powered on at the
segment's start, the cut scheduled, the segment played until the power
goes (and the harness checks it did what the reference did); the same
flash, about twice the host time. Then:

- files: the flash as the cut left it is read with littlefs-python; every
  file must be as it was before the erase or program in flight or after
  it (the same bytes, or both absent): old or new, never a mixture;
- power-up: a fresh chip on that flash must show its first screen with no
  error, the game that was open resumed (its session file then says so),
  valid settings, no error logged; a cut during a power-up may leave its
  "safe start" question (counted apart);
- moves: a move (or undo) is confirmed once the panel began to show its
  answer (the first byte the screen got after its press); the game resumed
  must hold every confirmed one; a sync put is confirmed once the client
  has the device's last answer, and the file must then be the new one.

Cut instants are drawn per kind of work in flight, found from the files
each burst of flash writes changed: journal append, snapshot, compaction,
settings, sync put, screens (the session file that remembers the screens
shown), power-up (the writes a resume makes), idle (no write under way);
half of each kind's cuts fall inside an erase or a program of it, half
anywhere in its windows (a third of the sync put's cuts after the device's
last answer to the put, when the new file must be there).
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from bench import venv  # noqa: E402

GAME = "inbetween"
START_MOVES = 10
START_PAIRS = 31        # undo+redo pairs: the journal then has 62 ops beyond its moves
PUT_PATH = "data/inbetween/sample-it.json"       # replaced by sync: its old and new content
PUT_OLD = "data/inbetween/sample-it.json"
PUT_NEW = "data/inbetween/sample-cs.json"
# 5 moves to 15; settings; move 16 (a snapshot); undo (the journal now due
# for compaction); move 16 again (compaction, snapshot); a sync put; ...
PLAN = (("move",) * 5 + ("settings", "move", "undo", "move", "put") + ("move",) * 8
        + ("undo", "move") + ("move",) * 8 + ("settings", "put", "move", "move"))
KINDS = ("journal append", "snapshot", "compaction", "settings", "sync put", "screens",
         "power-up", "idle")
SHARE = {"journal append": 20, "snapshot": 15, "compaction": 10, "settings": 12,
         "sync put": 18, "screens": 10, "power-up": 5, "idle": 10}
BURST_GAP_US = 20000    # flash writes closer than this belong to one burst
SETTLE_MS = 3000
POWER_UP_MS = 10000


# -- the work, on the desktop emulator --

def prepare(folder, seed):
    """A desktop flash holding the game in progress (see the top)."""
    from host import mpcompat, scenarios
    mpcompat.install()
    from boards import emulator as emu
    from firmware import input as keys
    from firmware.app import App, call_in
    from shared.prng import Prng, seed_state
    from tests.support.playout import random_move
    scenarios.prepare_flash(folder, scenarios.load(GAME))
    board = emu.Board("pico_display", folder)
    app = App(board)
    app.start()
    call_in("firmware.newgame", "new_game", app, GAME)
    top = app.stack[-1]
    top.cursor = len(top.items) - 1          # Start
    app.dispatch(keys.OK)
    session = app.session
    rng = Prng(seed_state(seed))
    pairs = 0
    for n in range(START_MOVES):
        session.play(random_move(session.game, session.state, rng))
        while pairs < START_PAIRS * (n + 1) // START_MOVES and session.match.can_undo() is None:
            session.undo()
            session.redo()
            pairs += 1
    app.game_changed()
    app.pop_builders()
    emu.advance(app, board, 100)
    session.flush()
    with open(os.path.join(ROOT, PUT_OLD), "rb") as f:
        old = f.read()
    with open(os.path.join(folder, PUT_PATH), "wb") as f:
        f.write(old)


class Segment:
    """One step of the plan: kind ("move", "undo", "settings", "put"), the
    button script (or the put's path and bytes), and the game's (moves,
    undone) before and after it, as the desktop emulator played it."""

    def __init__(self, index, kind):
        self.index = index
        self.kind = kind
        self.script = ""
        self.put = None
        self.before = self.after = None


def compile_segment(seg, files, folder, rng):
    """Find the segment's button script on the desktop emulator, from the
    files the board had at its start."""
    from host import scenarios
    from firmware.ui import Confirm
    from tests.support import pico_run as pr
    from tests.support.playout import random_move
    pr.write_tree(folder, pr.user_files(files))
    compiler = scenarios.Compiler("pico_display", folder)
    session = compiler.app.session
    seg.before = _game_of(session.match)
    if seg.kind == "undo" and session.match.can_undo() is not None:
        seg.kind = "move"                     # an undo barrier: a move instead
    if seg.kind == "move":
        compiler.step_move(random_move(session.game, session.state, rng))
    elif seg.kind == "undo":
        compiler.step_key("UNDO")
        if isinstance(compiler.top, Confirm):
            compiler.step_key("OK")
    elif seg.kind == "settings":
        compiler.run([["key", "MENU"], ["choose", "Settings"], ["pick", "brightness"],
                      ["pick", 50 if compiler.app.settings["brightness"] != 50 else 100]])
        while getattr(compiler.top, "key", None) != "game":
            compiler.step_key("BACK")
    elif seg.kind == "put":
        with open(os.path.join(ROOT, PUT_NEW if files.get(PUT_PATH) != _read(PUT_NEW)
                               else PUT_OLD), "rb") as f:
            seg.put = (PUT_PATH, f.read())
    seg.script = " ".join(compiler.words)
    seg.after = _game_of(session.match)


def _read(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        return f.read()


def _game_of(match):
    return (list(match.moves), list(match.undone))


def game_on_flash(files):
    """(moves, undone) of the journal in {path: bytes}, replayed with the
    rules (CPython), and whether the journal read clean; None if it has no
    journal or it cannot be replayed."""
    from shared import games, journal
    from shared.match import from_ops
    raw = files.get("saves/%s.jnl" % GAME)
    if raw is None:
        return None, False
    values, recovery = journal.read_ops(raw)
    if not values:
        return None, False
    header = values[0]
    game = games.load(GAME)
    path = "data/%s/%s" % (GAME, header.get("data"))
    try:
        data = games.load_data(game, files[path].decode(), path)
        match = from_ops(game, data, header, values[1:])
    except Exception:
        return None, False
    return _game_of(match), recovery.clean()


# -- one segment on the board: the same calls in the reference and the cut runs --

def drive(player, seg):
    """Power-up, then the segment's work, on player's board (a play.Player:
    it keeps the panel writes seen, a cut run's too). Returns marks: "start"
    (the first screen shown, work begins), "trigger" (of the segment's last
    press: the move, the undo), "done" (a put's last answer received), "end"."""
    from host.pico.link import PicoLink
    from host.syncclient import SyncClient
    pico = player.pico
    player.first_screen()
    marks = {"start": pico.t_us}
    if seg.put is not None:
        client = SyncClient(PicoLink(pico, run=player.run), log=lambda line: None)
        client.seq = 1                        # the same frames in every run
        client.hello()
        client.put(*seg.put)
        marks["done"] = pico.t_us
    else:
        words = seg.script.split()
        for n, word in enumerate(words):
            first = len(player.presses)
            _press(player, word)
            if n == len(words) - 1 and len(player.presses) > first:
                marks["trigger"] = player.presses[first].trigger_us
    player.settle(SETTLE_MS)
    marks["end"] = pico.t_us
    return marks


def _press(player, word):
    """A script word's button held as the desktop emulator holds it, then
    the board let settle (its answer drawn, its flash written) instead of
    the script's fixed pause after it."""
    from boards import emulator as emu
    kind, _, button = word.rpartition(":")
    if kind not in ("", "long"):
        raise ValueError("no such word in a segment's script: %s" % word)
    player.hold(word, button, emu.LONG_MS if kind == "long" else emu.PRESS_MS)
    player.settle(SETTLE_MS)


# -- the reference run of a segment --

class Reference:
    """A segment's reference run: its start flash, its flash operations
    with their data, the filesystem between each two (states[k]: {path:
    sha1} after the first k operations), the kind of work each belongs to,
    and the marks of drive()."""

    def __init__(self, seg, image):
        self.seg = seg
        self.image = image
        self.ops = []
        self.states = []
        self.kinds = []           # per operation
        self.marks = {}
        self.panel = []           # the panel writes of the run (emulated.Pico.windows)
        self.windows = []         # (t0_us, t1_us, kind) covering the run


def reference_run(board, seg, image, end_image):
    from host.pico import emulated, flashcut, play
    ref = Reference(seg, image)
    pico = emulated.Pico(board.firmware, flash=image, flash_data=True)
    try:
        player = play.Player(pico)
        ref.marks = drive(player, seg)
        ref.panel = player.windows + pico.take_windows()
        pico.save_flash(end_image)
        ref.ops = pico.flash_log
    finally:
        pico.close()
    with open(image, "rb") as f:
        flash = bytearray(f.read())
    ref.states = [_state(flash, board.firmware)]
    for op in ref.ops:
        flashcut.apply(flash, op)
        ref.states.append(_state(flash, board.firmware))
    with open(end_image, "rb") as f:
        if bytes(flash) != f.read():
            raise RuntimeError("segment %d: the flash rebuilt from the log differs from the "
                               "board's" % seg.index)
    ref.kinds = [_kind_of(ref, k) for k in range(len(ref.ops))]
    ref.windows = _windows(ref)
    return ref


def _files(flash, fw):
    from host.pico.deployed import read_littlefs
    return read_littlefs(bytes(flash), fw)


def _state(flash, fw):
    out = {}
    for path, data in _files(flash, fw).items():
        digest = hashlib.sha1(data).hexdigest()
        _versions.setdefault(digest, data)
        out[path] = digest
    return out


def _changed(ref, k):
    """The paths operation k changed (states k and k+1 differ)."""
    a, b = ref.states[k], ref.states[k + 1]
    return {p for p in set(a) | set(b) if a.get(p) != b.get(p)}


def _kind_of(ref, k):
    """The work operation k was part of: what the first change of its burst
    (from it on, the operations closer than BURST_GAP_US) changed."""
    seg, ops = ref.seg, ref.ops
    if ops[k][1] <= ref.marks["start"]:
        return "power-up"
    if seg.put is not None:
        return "sync put"
    j = k
    while True:
        paths = _changed(ref, j)
        if paths:
            return _kind_of_paths(ref, j, paths)
        if j + 1 >= len(ops) or ops[j + 1][0] - ops[j][1] > BURST_GAP_US:
            return "screens"               # nothing a file shows (littlefs's own upkeep)
        j += 1


def _kind_of_paths(ref, j, paths):
    bases = {p[:-4] if p.endswith(".tmp") else p for p in paths}
    journal = "saves/%s.jnl" % GAME
    if journal in bases:
        a, b = ref.states[j].get(journal), ref.states[j + 1].get(journal)
        if any(p == journal + ".tmp" for p in paths) or a is None or b is None:
            return "compaction"
        return "journal append" if _versions[b].startswith(_versions[a]) else "compaction"
    if any(p.startswith("saves/%s.s" % GAME) for p in bases):
        return "snapshot"
    if "settings.json" in bases:
        return "settings"
    if any(p.startswith("data/") for p in bases):
        return "sync put"
    return "screens"


_versions = {}    # sha1 -> bytes of every file version seen (shared by the references)


def _windows(ref):
    """(t0, t1, kind) of the run: each burst's span (from its first
    operation to its last) has the kind of its operations, a sync put's
    whole transfer is "sync put", the rest "power-up" before the first
    screen and "idle" after it."""
    spans = []
    for k, op in enumerate(ref.ops):
        kind = ref.kinds[k]
        if spans and spans[-1][2] == kind and op[0] - spans[-1][1] <= BURST_GAP_US:
            spans[-1][1] = op[1]
        else:
            spans.append([op[0], op[1], kind])
    start, end = ref.marks["start"], ref.marks["end"]
    if ref.seg.put is not None:
        spans = [s for s in spans if s[1] <= start] + [[start, end, "sync put"]]
    out = []
    t = 0.0
    for t0, t1, kind in spans:
        out += _gap(t, t0, start)
        out.append((t0, t1, kind))
        t = t1
    out += _gap(t, end, start)
    return [w for w in out if w[1] > w[0]]


def _gap(t0, t1, start):
    out = []
    if t0 < start:
        out.append((t0, min(t1, start), "power-up"))
    if t1 > start:
        out.append((max(t0, start), t1, "idle"))
    return [w for w in out if w[1] > w[0]]


# -- the cut instants --

def draw_cuts(refs, n, rng):
    """n (segment, instant, kind) drawn as the top says."""
    ops = {k: [] for k in KINDS}
    spans = {k: [] for k in KINDS}
    for i, ref in enumerate(refs):
        for op, kind in zip(ref.ops, ref.kinds):
            ops[kind].append((i, op[0], op[1]))
        for t0, t1, kind in ref.windows:
            spans[kind].append((i, t0, t1))
    # after a put's last answer, until the segment ends: the file must be the new one
    answered = [(i, ref.marks["done"], ref.marks["end"]) for i, ref in enumerate(refs)
                if "done" in ref.marks]
    present = [k for k in KINDS if spans[k]]
    total = sum(SHARE[k] for k in present)
    cuts = []
    for kind in present:
        count = max(1, round(n * SHARE[kind] / total))
        for c in range(count):
            if kind == "sync put" and c % 3 == 2 and answered:
                i, t0, t1 = _uniform_span(answered, rng)
            elif c % 2 == 0 and ops[kind]:
                i, t0, t1 = ops[kind][rng.randrange(len(ops[kind]))]
            else:
                i, t0, t1 = _uniform_span(spans[kind], rng)
            cuts.append((i, t0 + (t1 - t0) * rng.random(), kind))
    rng.shuffle(cuts)
    return cuts[:n] if len(cuts) > n else cuts


def _uniform_span(spans, rng):
    total = sum(t1 - t0 for _, t0, t1 in spans)
    x = rng.random() * total
    for span in spans:
        x -= span[2] - span[1]
        if x <= 0:
            return span
    return spans[-1]


# -- a cut run --

def cut_run(board, ref, at_us, kind, model, seed, rerun=False):
    """The flash as a cut at at_us leaves it, then a power-up from it: what
    was found (see the top). The flash is rebuilt from the reference's log
    (host/pico/flashcut.py), or with rerun the board is powered on at the
    segment's start and plays it until the power goes."""
    from host.pico import emulated
    from host.pico.emulated import PicoError
    seg = ref.seg
    out = {"segment": seg.index, "kind": kind, "t_us": at_us, "op": None, "lost": False,
           "kept_unconfirmed": False, "corrupt": [], "power_up": "ok", "diverged": False,
           "confirmed": None}
    try:
        if rerun:
            flash, k, out["op"], panel = run_to_cut(board, ref, at_us, model, seed)
        else:
            flash, k, out["op"], panel = cut_from_log(ref, at_us, model, seed)
    except PicoError as e:
        out["power_up"] = "failed before the cut: %s" % e
        return out
    except Diverged:
        out["diverged"] = True
        return out
    trigger = ref.marks.get("trigger")
    if trigger is not None and seg.kind in ("move", "undo"):
        out["confirmed"] = any(trigger <= w[0] < at_us for w in panel)
    elif seg.put is not None:
        out["confirmed"] = at_us > ref.marks["done"]     # the device answered the put
    out["corrupt"] = _check_cut_files(flash, board, ref, k, out["op"] is not None)
    cut_state = ref.states[k]
    with tempfile.NamedTemporaryFile(suffix=".flash") as f:
        f.write(flash)
        f.flush()
        pico = emulated.Pico(board.firmware, flash=f.name)
    try:
        after = power_up(pico)
    except PicoError as e:
        out["power_up"] = "failed: %s" % e
        return out
    except Exception as e:             # littlefs-python: the filesystem is unreadable
        out["power_up"] = "failed: the filesystem does not mount (%s)" % e
        return out
    finally:
        pico.close()
    out["power_up"] = _check_power_up(after, cut_state)
    _check_moves(out, after, seg)
    return out


class Diverged(Exception):
    """A run cut at an instant did not do what its reference did."""


def cut_from_log(ref, at_us, model, seed):
    """(flash, operations done, the one in flight or None, panel writes) at
    the cut, from the reference's log."""
    from host.pico import flashcut
    with open(ref.image, "rb") as f:
        image = f.read()
    flash, k, op = flashcut.flash_at(image, ref.ops, at_us, model, seed)
    return flash, k, op, [w for w in ref.panel if w[0] < at_us]


def run_to_cut(board, ref, at_us, model, seed):
    """The same as cut_from_log, from a board powered on at the segment's
    start, playing it until the power goes at at_us."""
    from host.pico import emulated, play
    from host.pico.emulated import PowerCut
    pico = emulated.Pico(board.firmware, flash=ref.image)
    try:
        pico.cut_power(at_us, model=model, seed=seed)
        player = play.Player(pico)
        try:
            drive(player, ref.seg)
            while True:
                pico.run(10)
        except PowerCut:
            pass
        done = pico.flash_log
        if [o[:5] for o in done] != [o[:5] for o in ref.ops[:len(done)]]:
            raise Diverged()
        cut = pico.cut or {}
        with tempfile.NamedTemporaryFile(suffix=".flash") as f:
            pico.save_flash(f.name)
            flash = f.read()
        return flash, len(done), cut.get("op"), player.windows + pico.take_windows()
    finally:
        pico.close()


def power_up(pico):
    """Power on a board, wait for its first screen: its files then."""
    from host.pico import play
    play.Player(pico).first_screen(max_ms=POWER_UP_MS)
    return pico.read_files()


def _check_cut_files(flash, board, ref, k, in_flight):
    """Paths of the flash as the cut left it that are neither as they were
    before the operation in flight nor after it."""
    try:
        files = _files(flash, board.firmware)
    except Exception as e:
        return ["(the filesystem: %s)" % e]
    allowed = [ref.states[k]] + ([ref.states[k + 1]] if in_flight and k + 1 < len(
        ref.states) else [])
    bad = []
    for path in sorted(set(files) | {p for s in allowed for p in s}):
        got = hashlib.sha1(files[path]).hexdigest() if path in files else None
        if all(s.get(path) != got for s in allowed):
            bad.append(path)
    return bad


def _check_power_up(after, cut_state):
    """"ok", "safe start" or "failed: why" for the files after a power-up
    (cut_state: the files' digests as the cut left them)."""
    from firmware import settings as prefs
    if after.get("saves/error.log") != _versions.get(cut_state.get("saves/error.log")):
        return "failed: an error was logged: %r" % after.get("saves/error.log", b"")[-200:]
    leftovers = [p for p in after if p.endswith(".tmp")]
    if leftovers:
        return "failed: leftovers %s" % leftovers
    if "settings.json" in after:
        saved = _json(after["settings.json"])
        if not isinstance(saved, dict) or any(
                n in saved and saved[n] not in prefs.CHOICES[n][0] for n in prefs.CHOICES):
            return "failed: settings.json is not valid: %r" % after["settings.json"][:200]
    before = _json(_versions.get(cut_state.get("saves/session.json")))
    if not (isinstance(before, dict) and before.get("open")):
        return "ok"                        # no game was open: the home screen
    session = _json(after.get("saves/session.json"))
    if isinstance(session, dict) and session.get("open") and not session.get("tries"):
        return "ok"
    if before.get("tries", 0) >= 1 and isinstance(session, dict) and not session.get("open"):
        return "safe start"                # the cut fell in a resume: the next one asks
    return "failed: the game was not resumed (session file %r)" % (session,)


def _check_moves(out, after, seg):
    if seg.put is not None:
        path, data = seg.put
        out["lost"] = bool(out["confirmed"]) and after.get(path) != data
    game, clean = game_on_flash(after)
    if game is None or not clean:
        out["lost"] = True
        out["power_up"] = "failed: the journal after power-up is %s" % (
            "unreadable" if game is None else "not clean")
        return
    if game == seg.after and seg.after != seg.before:
        out["kept_unconfirmed"] = out["confirmed"] is False
    elif game == seg.before:
        out["lost"] = out["lost"] or (bool(out["confirmed"]) and seg.put is None)
    else:
        out["lost"] = True             # neither the game before nor after the segment


def _json(raw):
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return "(not JSON)"


# -- the benchmark --

def build_references(board, tmp, seed, plan=PLAN, log=lambda line: print(line, flush=True)):
    """The segments of `plan` and their reference runs."""
    from host.pico import emulated
    from tests.support import pico_run as pr
    desk = os.path.join(tmp, "desk")
    prepare(desk, seed)
    image = os.path.join(tmp, "seg0.flash")
    pico = emulated.Pico(board.firmware, board.images(pr.read_tree(desk), data=False,
                                                      name="power-cuts-fs.img"))
    pico.save_flash(image)
    pico.close()
    from shared.prng import Prng, seed_state
    moves_rng = Prng(seed_state(seed + 1))
    refs = []
    for i, kind in enumerate(plan):
        seg = Segment(i, kind)
        with open(image, "rb") as f:
            files = _files(f.read(), board.firmware)
        compile_segment(seg, files, os.path.join(tmp, "compile"), moves_rng)
        end_image = os.path.join(tmp, "seg%d.flash" % (i + 1))
        t = time.time()
        ref = reference_run(board, seg, image, end_image)
        with open(end_image, "rb") as f:
            game, clean = game_on_flash(_files(f.read(), board.firmware))
        if game != seg.after or not clean:
            raise RuntimeError("segment %d (%s): the board's game after it is not the desktop "
                               "emulator's" % (i, seg.kind))
        log("  segment %2d %-8s %5.1f s on the board, %2d erases, %3d programs (%.0f s)" % (
            i, seg.kind, (ref.marks["end"] - ref.marks["start"]) / 1e6,
            sum(op[2] == "E" for op in ref.ops), sum(op[2] == "P" for op in ref.ops),
            time.time() - t))
        refs.append(ref)
        image = end_image
    return refs


def run_cuts(board, refs, cuts, model, jobs, seed, verbose=False, deadline=None,
             rerun=False):
    """The results of the cuts (in their drawn order, a random sample of
    them all: those not begun by `deadline`, host time.time(), are left
    out)."""
    def one(n, i, t, kind):
        t0 = time.time()
        if deadline is not None and t0 > deadline:
            return None
        r = cut_run(board, refs[i], t, kind, model, seed * 100003 + n, rerun)
        if verbose:
            print("  cut %4d: segment %2d %-14s at %10.1f us in %-4s %s%s%s (%.0f s)" % (
                n, i, kind, t, r["op"] or "-", r["power_up"],
                ", LOST" if r["lost"] else "", ", corrupted %s" % r["corrupt"]
                if r["corrupt"] else "", time.time() - t0), flush=True)
        return r
    with ThreadPoolExecutor(jobs) as pool:
        futures = [pool.submit(one, n, i, t, kind) for n, (i, t, kind) in enumerate(cuts)]
        return [r for r in (f.result() for f in futures) if r is not None]


def report(results, model, rerun=False):
    print("\n%d power cuts (in-flight model: %s; the flash at each cut %s)" % (
        len(results), model, "from a run cut there" if rerun else "rebuilt from the log"))
    head = ("kind of work", "cuts", "in erase", "in program", "confirmed", "confirmed lost",
            "power-ups failed", "safe start", "files corrupted")
    rows = []
    for kind in KINDS + ("all",):
        rs = [r for r in results if kind in ("all", r["kind"])]
        if not rs:
            continue
        rows.append((kind, len(rs), sum(r["op"] == "E" for r in rs),
                     sum(r["op"] == "P" for r in rs), sum(bool(r["confirmed"]) for r in rs),
                     sum(r["lost"] for r in rs),
                     sum(r["power_up"].startswith("failed") for r in rs),
                     sum(r["power_up"] == "safe start" for r in rs),
                     sum(len(r["corrupt"]) for r in rs)))
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for row in rows:
        print("| " + " | ".join(str(c) for c in row) + " |")
    kept = sum(r["kept_unconfirmed"] for r in results)
    diverged = sum(r["diverged"] for r in results)
    print("moves in flight (not yet shown) kept anyway: %d" % kept
          + ("; runs that diverged from their reference: %d" % diverged if rerun else ""))
    for r in results:
        if r["lost"] or r["power_up"] not in ("ok", "safe start") or r["corrupt"] or r["diverged"]:
            print("  segment %d, %s, cut at %.1f us (in %s): lost %s, power-up %s, corrupted %s%s"
                  % (r["segment"], r["kind"], r["t_us"], r["op"] or "no operation", r["lost"],
                     r["power_up"], r["corrupt"] or "none",
                     ", diverged" if r["diverged"] else ""))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cuts", type=int, default=1000, help="power cuts (default 1000)")
    p.add_argument("--jobs", type=int, default=2, help="emulated boards at once (default 2)")
    p.add_argument("--seed", type=int, default=19)
    p.add_argument("--firmware", default="romfs", choices=("romfs", "stock"))
    p.add_argument("--model", default="undefined", choices=("undefined", "prefix"),
                   help="what an erase or program in flight leaves (default: undefined)")
    p.add_argument("--segments", type=int, default=len(PLAN),
                   help="only the first N segments of the plan")
    p.add_argument("--minutes", type=float, default=None,
                   help="stop beginning cuts after this many minutes (host time, from the "
                        "start); the report says how many of --cuts were run")
    p.add_argument("--rerun", action="store_true",
                   help="play each segment again up to its cut instead of rebuilding the "
                        "flash from the reference's log (slower, the same flash)")
    p.add_argument("--verbose", action="store_true", help="a line per cut")
    args = p.parse_args(argv)
    plan = PLAN[:args.segments]
    from tests.support import pico_run as pr
    board = pr.board(args.firmware)
    print("firmware: %s (%s mode); InBetween, %d moves, then %d segments; seed %d" % (
        board.firmware, board.mode, START_MOVES, len(plan), args.seed))
    tmp = tempfile.mkdtemp(prefix="tk-cuts-")
    t = time.time()
    deadline = t + args.minutes * 60 if args.minutes is not None else None
    try:
        refs = build_references(board, tmp, args.seed, plan)
        t_ref = time.time() - t
        cuts = draw_cuts(refs, args.cuts, random.Random(args.seed))
        t = time.time()
        results = run_cuts(board, refs, cuts, args.model, args.jobs, args.seed, args.verbose,
                           deadline, args.rerun)
        t_cuts = time.time() - t
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report(results, args.model, args.rerun)
    if len(results) < len(cuts):
        print("only %d of the %d cuts drawn were run within --minutes %g" % (
            len(results), len(cuts), args.minutes))
    print("host time: references %.0f s, cuts %.0f s (%.1f s a cut on %d boards)" % (
        t_ref, t_cuts, t_cuts / max(1, len(results)) * args.jobs, args.jobs))
    return 0


if __name__ == "__main__":
    venv.reexec()
    sys.exit(main())
