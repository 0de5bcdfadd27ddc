# Bit rot in saved games: every single-bit flip in the journals of each game,
# read back as the device reads them at power-up; how many moves come back,
# against the moves that were intact (whose entries kept at least one whole
# copy). Prints figures, asserts nothing.
#
#     .venv/bin/python bench/bitrot.py                 # every flip, every journal
#     .venv/bin/python bench/bitrot.py --pairs 2000    # and 2000 random two-byte damages each
#     .venv/bin/python bench/bitrot.py --quick         # every 7th bit (a smoke run)
#
# The journals: each scenario of host/scenarios/ played through the screens
# in the emulator (the journal the device wrote), and a random play-out of
# every game with undos and redos, journaled as the device does. Each is
# also written in the first journal format (one copy, no seq, recovery kept
# the longest valid prefix) for the figures before this format.
#
# A flip is read back with shared/journal.py (what firmware/resume.py reads);
# when the entries read are not all of the journal's (an entry lost for
# good) the game is replayed with the rules as the device does (entries
# left out, the first refused op ends it). A sample of flips also goes
# through the device's own resume (firmware/resume.py on a simulated flash,
# snapshots included) to check that it gives the same moves.
import json
import os
import random
import shutil
import sys
import tempfile
import time
from binascii import crc32

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "host", "mpcompat"))

from shared import games, journal  # noqa: E402
from shared.match import Match  # noqa: E402
from shared.rules import IllegalMove  # noqa: E402

SCENARIOS = ("inbetween", "fugitive", "fugitive_hand", "fugitive_referee", "cerebria", "omega")
PLAYOUT_MOVES = {"scorecounter": 120, "inbetween": 150, "fugitive": 120, "cerebria": 150,
                 "omega": 150}


# -- the journals --

def scenario_journal(name, workdir):
    """(game, data, journal bytes, {snapshot file: bytes}) the device wrote
    for a scenario."""
    from host import scenarios
    scenario = scenarios.load(name)
    flash = os.path.join(workdir, name)
    scenarios.prepare_flash(flash, scenario)
    scenarios.compile_script("pico_display", scenario.STEPS, flash)
    saves = os.path.join(flash, "saves")
    with open(os.path.join(saves, scenario.GAME + ".jnl"), "rb") as f:
        raw = f.read()
    snapshots = {}
    for n in os.listdir(saves):
        if n.startswith(scenario.GAME + ".s"):
            with open(os.path.join(saves, n), "rb") as f:
                snapshots[n] = f.read()
    game = games.load(scenario.GAME)
    return (game, _data(game, os.path.join(flash, "data", scenario.GAME, "sample.json")), raw,
            snapshots)


def _data(game, path):
    if getattr(game, "DATA_KIND", None) is None:
        return None
    with open(path, encoding="utf-8") as f:
        return games.load_data(game, f.read(), path)


def playout_journal(name, seed=3):
    """(game, data, journal bytes) of a random play-out with undos and redos."""
    from tests.support.playout import random_move
    from shared.prng import Prng, seed_state
    game = games.load(name)
    data = _data(game, os.path.join(ROOT, games.sample_path(name))) \
        if getattr(game, "DATA_KIND", None) else None
    options = {"target": 0} if name == "scorecounter" else {}
    match = Match(game, data, options, seed)
    header = match.header()
    if data is not None:
        with open(os.path.join(ROOT, games.sample_path(name)), "rb") as f:
            header["data"] = "sample.json"
            header["sum"] = crc32(f.read()) & 0xFFFFFFFF
    entries = [journal.encode_op(0, header)]
    match.on_op = lambda op: entries.append(journal.encode_op(len(entries), op))
    rng = Prng(seed_state(seed))
    for i in range(PLAYOUT_MOVES[name]):
        if match.outcome() is not None:
            break
        move = random_move(game, match.state, rng)
        if move is None:
            break
        match.play(move)
        if i % 9 == 8 and match.can_undo() is None:
            match.undo()
            if i % 2:
                match.redo()
    return game, data, b"".join(entries)


def as_first_format(raw):
    """The same entries in the first journal format (one copy, no seq)."""
    out = b""
    for payload in journal.read(raw).records:
        n = len(payload)
        out += (bytes((journal.MAGIC_V1, n >> 8, n & 0xFF))
                + (crc32(payload) & 0xFFFFFFFF).to_bytes(4, "big") + payload)
    return out


# -- reading back --

def fold(ops):
    """The move list the ops leave, each move with the number of its entry."""
    moves, undone = [], []
    for k, op in ops:
        if op[0] == "m":
            moves.append((k, op[1]))
            undone = []
        elif op[0] == "u" and moves:
            undone.append(moves.pop())
        elif op[0] == "r" and undone:
            moves.append(undone.pop())
    return moves


def replay(game, data, header, ops):
    """The moves the device keeps of ops read after a loss (firmware/resume.py)."""
    match = Match(game, data, header["options"], header["seed"])
    for op in ops:
        try:
            match.apply_op(op)
        except IllegalMove:
            break
    return match.moves


def recovered_moves(game, data, raw, original, lost_entries):
    """The moves the device resumes with from damaged journal bytes."""
    values, rec = journal.read_ops(raw)
    if not values or not isinstance(values[0], dict):
        return [], rec
    ops = values[1:]
    if ops == original[:len(ops)] and (len(ops) == len(original) or rec.v1):
        return [m for k, m in fold(list(enumerate(ops, 1)))], rec
    return replay(game, data, values[0], ops), rec


def in_order(recovered, moves):
    """How many of `moves` come back, in order."""
    n = 0
    i = 0
    for m in moves:
        if i < len(recovered) and recovered[i] == m:
            n += 1
            i += 1
    return n


def record_spans(raw):
    """[(start, end, entry number)] of every record of journal bytes."""
    spans = []
    at = 0
    v1 = raw[0] == journal.MAGIC_V1
    k = 0
    while at < len(raw):
        if v1:
            size = journal.HEAD_V1 + ((raw[at + 1] << 8) | raw[at + 2])
            spans.append((at, at + size, k))
            k += 1
        else:
            size = journal.HEAD_SIZE + ((raw[at + 3] << 8) | raw[at + 4])
            spans.append((at, at + size, (raw[at + 1] << 8) | raw[at + 2]))
        at += size
    return spans


class Tally:
    def __init__(self):
        self.trials = self.intact = self.recovered = self.lost_any = 0
        self.header_hits = self.header_lost = 0
        self.miscounted = 0
        self.seconds = 0.0

    def add(self, intact, recovered, header_hit, said, really):
        self.trials += 1
        self.intact += intact
        self.recovered += min(recovered, intact)
        self.lost_any += recovered < intact
        self.header_hits += header_hit
        self.header_lost += header_hit and recovered == 0 and intact > 0
        self.miscounted += said != really


def damage_trials(game, data, raw, positions):
    """Read back the journal with each damage of `positions` (lists of
    (byte, xor mask)); a Tally."""
    values, rec = journal.read_ops(raw)
    original = values[1:]
    moves_with_entries = fold(list(enumerate(original, 1)))
    moves = [m for k, m in moves_with_entries]
    spans = record_spans(raw)
    copies = {}
    for s, e, k in spans:
        copies[k] = copies.get(k, 0) + 1
    tally = Tally()
    t0 = time.monotonic()
    for damage in positions:
        bad = bytearray(raw)
        hit = {}
        for at, mask in damage:
            bad[at] ^= mask
            for s, e, k in spans:
                if s <= at < e:
                    hit.setdefault(k, set()).add(s)
        dead = set(k for k in hit if len(hit[k]) >= copies[k])   # every copy damaged
        intact = len([1 for k, m in moves_with_entries if k not in dead])
        got, rec = recovered_moves(game, data, bytes(bad), original, len(dead))
        tally.add(intact, in_order(got, moves), 0 in hit, rec.lost, len(dead))
    tally.seconds = time.monotonic() - t0
    return tally, len(moves), len(spans)


def every_flip(raw, step=1):
    return [[(i // 8, 1 << (i % 8))] for i in range(0, len(raw) * 8, step)]


def random_pairs(raw, n, rng):
    out = []
    for i in range(n):
        out.append([(rng.randrange(len(raw)), 1 + rng.randrange(255)) for j in range(2)])
    return out


# -- the device's own resume, on a sample --

def device_check(game, data_path, raw, saves, flips, rng, sample):
    """For `sample` flips, the moves firmware/resume.py resumes with (on a
    simulated flash with the game's snapshot files `saves`) against the
    moves the fast reading above gives."""
    from firmware import session as sessions
    from tests.support.simflash import SimFlash

    class App:
        def __init__(self, flash):
            self.storage = flash
    files = dict(("saves/" + n, bytearray(b)) for n, b in saves.items())
    files["saves/%s.jnl" % game.NAME] = bytearray(raw)
    header = json.loads(journal.read(raw).records[0])
    if data_path:
        with open(data_path, "rb") as f:
            files["data/%s/%s" % (game.NAME, header["data"])] = bytearray(f.read())
    values, _ = journal.read_ops(raw)
    data = _data(game, data_path) if data_path else None
    agree = 0
    picked = rng.sample(flips, min(sample, len(flips)))
    for damage in picked:
        flash = SimFlash(dict((k, bytearray(v)) for k, v in files.items()))
        for at, mask in damage:
            flash.files["saves/%s.jnl" % game.NAME][at] ^= mask
        bad = bytes(flash.files["saves/%s.jnl" % game.NAME])
        try:
            session = sessions.resume(App(flash), game.NAME, game, None)
            moves = list(session.match.moves)
        except Exception:            # noqa: BLE001 (a resume that fails gives no moves)
            moves = []
        fast, _ = recovered_moves(game, data, bad, values[1:], 0)
        agree += moves == list(fast)
    return agree, len(picked)


def main(argv):
    quick = "--quick" in argv
    pairs = int(argv[argv.index("--pairs") + 1]) if "--pairs" in argv else 0
    sample = 0 if quick else 60
    rng = random.Random(19)
    workdir = tempfile.mkdtemp(prefix="tk-bitrot-")
    journals = []
    try:
        for name in SCENARIOS:
            game, data, raw, saves = scenario_journal(name, workdir)
            data_path = os.path.join(workdir, name, "data", game.NAME, "sample.json")
            journals.append(("scenario " + name, game, data, raw,
                             data_path if data is not None else None, saves))
        for name in games.GAMES:
            game, data, raw = playout_journal(name)
            journals.append(("play-out " + name, game, data, raw,
                             os.path.join(ROOT, games.sample_path(name)) if data is not None
                             else None, {}))
        print("Bit rot in journals: every single-bit flip (%s), read back as at power-up"
              % ("every 7th bit" if quick else "all bits"))
        print("%-28s %7s %5s %7s | %-54s | %-30s" % (
            "journal", "bytes", "moves", "flips", "two copies (this format)",
            "first format (one copy, prefix)"))
        totals = {"v2": Tally(), "v1": Tally()}
        for label, game, data, raw, data_path, saves in journals:
            row = []
            for fmt, bytes_ in (("v2", raw), ("v1", as_first_format(raw))):
                tally, moves, records = damage_trials(game, data, bytes_,
                                                      every_flip(bytes_, 7 if quick else 1))
                _add(totals[fmt], tally)
                row.append((bytes_, tally, moves))
            (r2, t2, moves), (r1, t1, _) = row
            print("%-28s %7d %5d %7d | %s | %s" % (
                label, len(r2), moves, t2.trials, _summary(t2), _summary(t1, short=True)))
            if sample:
                agree, n = device_check(game, data_path, raw, saves, every_flip(raw), rng, sample)
                print("%-28s device resume (firmware/resume.py) on %d sampled flips: "
                      "%d give the same moves" % ("", n, agree))
        print("%-28s %7s %5s %7d | %s | %s" % (
            "all journals", "", "", totals["v2"].trials, _summary(totals["v2"]),
            _summary(totals["v1"], short=True)))
        print("(moves: moves recovered / moves intact, summed over the flips; lost: flips that "
              "lost an intact move; header: flips in the header, and those that lost the game; "
              "count: flips whose 'records dropped' count was wrong)")
        if pairs:
            print("\nTwo damaged bytes (random positions and values), %d per journal:" % pairs)
            both = Tally()
            for label, game, data, raw, data_path, saves in journals:
                tally, moves, records = damage_trials(game, data, raw,
                                                      random_pairs(raw, pairs, rng))
                _add(both, tally)
                print("%-28s %s" % (label, _summary(tally)))
            print("%-28s %s" % ("all journals", _summary(both)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _add(total, t):
    for name in ("trials", "intact", "recovered", "lost_any", "header_hits", "header_lost",
                 "miscounted"):
        setattr(total, name, getattr(total, name) + getattr(t, name))
    total.seconds += t.seconds


def _summary(t, short=False):
    share = 100.0 * t.recovered / t.intact if t.intact else 100.0
    if short:
        return "%6.2f%% moves, lost %d/%d, header %d/%d" % (share, t.lost_any, t.trials,
                                                            t.header_lost, t.header_hits)
    return "%7.3f%% moves, lost %d/%d, header %d/%d, count %d" % (
        share, t.lost_any, t.trials, t.header_lost, t.header_hits, t.miscounted)


if __name__ == "__main__":
    main(sys.argv[1:])
