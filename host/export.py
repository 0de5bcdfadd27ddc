"""`tablekeeper export LOG`: a game log as JSON, CSV, a BG Stats play record
and a timeline plot (PNG).

LOG is a journal pulled from the device (saves/<game>.jnl) or the log that
`tablekeeper pull` wrote beside it (logs/<game>.json). The game is rebuilt
from it exactly as the device plays it (shared/match.from_ops with the
game's module and card data), so every move and event in the export is one
the rules accepted. The timeline comes from the game's optional
series(state) -> {name: int}, taken at the start and after every move; the
play record's scores from its optional scores(state) -> [int per seat]."""
import csv
import hashlib
import io
import json
import os
import time
from binascii import crc32

from host.errors import ExportError
from shared import games, journal
from shared.match import from_ops

FORMATS = ("json", "csv", "bgstats", "png")
TITLES = {"inbetween": "InBetween", "fugitive": "Fugitive",
          "cerebria": "Cerebria: The Inside World", "omega": "Projekt Omega",
          "scorecounter": "Score counter"}
COOPERATIVE = ("omega",)
BGSTATS_ABOUT = ("This is a Play file that can be read by Board Game Stats. If you see "
                 "this text, try to use a share, export or open-in function to open it "
                 "with Board Game Stats.")


def add_arguments(parser):
    parser.add_argument("log", help="a journal (.jnl) or a pulled log (.json)")
    parser.add_argument("--out", help="folder for the exports (default: beside the log)")
    parser.add_argument("--format", default=",".join(FORMATS),
                        help="comma-separated, from: %s (default: all)" % ", ".join(FORMATS))
    parser.add_argument("--data", help="the card data file the game was played with "
                        "(default: the one the log names, pulled or in data/)")
    parser.add_argument("--player", action="append", default=[], metavar="NAME[=SIDE]",
                        help="players in seat order (for the play record); SIDE is the "
                        "name the game uses for that seat's side, if any")
    parser.add_argument("--date", help="when the game was played, YYYY-MM-DD HH:MM "
                        "(default: the log file's time)")


def run(args):
    formats = [f.strip() for f in args.format.split(",") if f.strip()]
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise ExportError("unknown format %s (choose from %s)" % (", ".join(unknown), ", ".join(FORMATS)))
    log = read_log(args.log)
    game = load_game(log["header"])
    data = load_game_data(game, log["header"], args.log, args.data)
    timeline = rebuild(game, data, log)
    stem = os.path.splitext(os.path.basename(args.log))[0]
    out = args.out or os.path.dirname(os.path.abspath(args.log))
    os.makedirs(out, exist_ok=True)
    date = args.date or time.strftime("%Y-%m-%d %H:%M", time.localtime(os.path.getmtime(args.log)))
    written = []
    for fmt in formats:
        path = os.path.join(out, stem + {"json": ".json", "csv": ".csv",
                                         "bgstats": ".bgstats.json", "png": ".png"}[fmt])
        if os.path.abspath(path) == os.path.abspath(args.log):
            path = os.path.join(out, stem + ".export.json")
        if fmt == "json":
            _write_text(path, json.dumps(as_json(timeline), ensure_ascii=False, indent=1) + "\n")
        elif fmt == "csv":
            _write_text(path, as_csv(timeline))
        elif fmt == "bgstats":
            record = as_bgstats(timeline, parse_players(args.player), date + ":00"
                                if len(date) == 16 else date)
            _write_text(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")
        else:
            if not timeline["series_names"]:
                print("no timeline: %s has no series()" % game.NAME)
                continue
            plot(timeline, path)
        written.append(path)
    for path in written:
        print("wrote %s" % path)
    return 0


# -- reading a log --

def read_log(path):
    """{"header", "ops", "dropped"} from a journal or a pulled log."""
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise ExportError("cannot read %s: %s" % (path, e.strerror))
    if path.endswith(".json"):
        try:
            log = json.loads(raw)
            return {"header": log["header"], "ops": log["ops"],
                    "dropped": log.get("dropped_records", 0)}
        except (ValueError, KeyError, TypeError):
            raise ExportError("%s is not a game log (header and ops)" % path)
    return decode_journal(raw, path)


def decode_journal(raw, path):
    values, recovery = journal.read_ops(raw)
    if not values or not isinstance(values[0], dict):
        raise ExportError("%s holds no game (no valid header record)" % path)
    return {"header": values[0], "ops": values[1:], "dropped": recovery.lost}


def load_game(header):
    name = header.get("game")
    if name not in games.GAMES:
        raise ExportError("the log is for game %r, which this tablekeeper does not know" % name)
    return games.load(name)


def load_game_data(game, header, log_path, given=None):
    """The card data the game was played with, or None for games without."""
    if getattr(game, "DATA_KIND", None) is None:
        return None
    candidates = [given] if given else []
    name = header.get("data")
    if not given and name:
        log_dir = os.path.dirname(os.path.abspath(log_path))
        for base in (log_dir, os.path.dirname(log_dir), _repo()):
            candidates.append(os.path.join(base, "data", game.NAME, name))
    if not given:
        candidates.append(os.path.join(_repo(), games.sample_path(game.NAME)))
    for path in candidates:
        if path and os.path.exists(path):
            with open(path, "rb") as f:
                raw = f.read()
            if "sum" in header and crc32(raw) & 0xFFFFFFFF != header["sum"] and not given:
                print("warning: %s is not the copy the game was played with (CRC differs)" % path)
            try:
                return games.load_data(game, raw.decode("utf-8"), path)
            except Exception as e:   # noqa: BLE001 - CardDataError and friends
                raise ExportError(str(e))
    raise ExportError("no card data for this %s game: give it with --data" % game.NAME)


def _repo():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# -- rebuilding the game --

def rebuild(game, data, log):
    """The game as it was played: moves with their events and series."""
    header = log["header"]
    try:
        match = from_ops(game, data, header, log["ops"])
    except Exception as e:   # noqa: BLE001 - IllegalMove, ValueError...
        raise ExportError("the log does not replay: %s" % e)
    series = getattr(game, "series", None)
    state = game.new(data, header["options"], header["seed"])
    rows = [{"n": 0, "move": None, "events": [], "series": series(state) if series else {}}]
    for i, move in enumerate(match.moves):
        events = game.apply(state, move)
        rows.append({"n": i + 1, "move": move, "events": events,
                     "series": series(state) if series else {}})
    names = []
    for row in rows:
        for name in row["series"]:
            if name not in names:
                names.append(name)
    scores = getattr(game, "scores", None)
    return {"game": game.NAME, "header": header, "rows": rows, "series_names": names,
            "outcome": match.outcome(), "ops": len(log["ops"]),
            "undos": sum(1 for op in log["ops"] if op and op[0] == "u"),
            "dropped": log.get("dropped", 0),
            "scores": scores(state) if scores else None}


# -- formats --

def as_json(t):
    h = t["header"]
    return {"format": "tablekeeper-game", "version": 1, "game": t["game"],
            "options": h.get("options"), "seed": h.get("seed"), "data": h.get("data"),
            "moves": len(t["rows"]) - 1, "ops": t["ops"], "undos": t["undos"],
            "dropped_records": t["dropped"], "outcome": t["outcome"], "scores": t["scores"],
            "series": t["series_names"], "timeline": t["rows"]}


def as_csv(t):
    buf = io.StringIO()
    out = csv.writer(buf, lineterminator="\n")
    out.writerow(["n", "move", "events"] + t["series_names"])
    for row in t["rows"]:
        move = " ".join(str(x) for x in row["move"]) if row["move"] else ""
        events = "; ".join(" ".join(str(x) for x in e) for e in row["events"])
        out.writerow([row["n"], move, events] + [row["series"].get(n, "")
                                                 for n in t["series_names"]])
    return buf.getvalue()


def parse_players(specs):
    players = []
    for spec in specs:
        name, _, side = spec.partition("=")
        if not name.strip():
            raise ExportError("--player needs a name: %r" % spec)
        players.append((name.strip(), side.strip() or None))
    return players


def as_bgstats(t, players, date):
    """A BG Stats play file: games, players and one play with playerScores."""
    scores = t["scores"]
    seats = len(players) or (len(scores) if scores else 2)
    players = players + [("Player %d" % (i + 1), None) for i in range(len(players), seats)]
    winners = _winner_seats(t["outcome"], players)
    digest = hashlib.sha256(json.dumps([t["header"], t["rows"][-1]["n"]], sort_keys=True)
                            .encode()).hexdigest()
    title = TITLES.get(t["game"], t["game"])
    game = {"id": 1, "uuid": _uuid(t["game"]), "name": title, "modificationDate": date,
            "cooperative": t["game"] in COOPERATIVE, "highestWins": True,
            "noPoints": scores is None, "usesTeams": False, "bggId": 0}
    people = [{"id": i + 1, "uuid": _uuid("player:" + name), "name": name,
               "isAnonymous": False, "modificationDate": date, "bggUsername": ""}
              for i, (name, side) in enumerate(players)]
    outcome = t["outcome"]
    comments = "TableKeeper: %d moves" % (len(t["rows"]) - 1)
    if outcome:
        comments += "; %s" % outcome.get("reason", "")
    play = {"uuid": _uuid(digest), "playDate": date, "entryDate": date,
            "modificationDate": date, "gameRefId": 1, "durationMin": 0, "ignored": False,
            "manualWinner": False, "rounds": 0, "usesTeams": False, "scoringSetting": 0,
            "rating": 0, "bggId": 0, "board": "", "comments": comments,
            "playerScores": [{"playerRefId": i + 1,
                              "score": str(scores[i]) if scores and i < len(scores) else "",
                              "winner": i in winners, "newPlayer": False,
                              "startPlayer": i == 0, "seatOrder": i, "rank": 0,
                              "role": side or ""}
                             for i, (name, side) in enumerate(players)]}
    return {"about": BGSTATS_ABOUT, "players": people, "locations": [], "games": [game],
            "plays": [play], "userInfo": {"meRefId": 1}, "challenges": []}


def _winner_seats(outcome, players):
    if not outcome:
        return set()
    winner = outcome.get("winner")
    wanted = winner if isinstance(winner, list) else [winner]
    seats = set()
    for w in wanted:
        if isinstance(w, int) and not isinstance(w, bool) and 0 <= w < len(players):
            seats.add(w)
        elif isinstance(w, str):
            seats |= {i for i, (name, side) in enumerate(players) if w in (name, side)}
    return seats


def _uuid(text):
    h = hashlib.sha256(("tablekeeper:" + text).encode()).hexdigest()
    return "%s-%s-5%s-8%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])


# -- the timeline plot --

# Okabe-Ito: tells its colours apart with red-green colour blindness
PALETTE = ((0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167),
           (86, 180, 233), (213, 94, 0), (240, 228, 66), (0, 0, 0))
MARKS = ("circle", "square", "triangle", "diamond")


def plot(t, path, width=900, height=480):
    """A line per series over the moves, with axes, legend and title."""
    from PIL import Image, ImageDraw
    img = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(img)
    font, small = _font(18), _font(13)
    names = t["series_names"]
    legend = max([draw.textlength(n, font=small) for n in names] + [60])
    left, right, top, bottom = 60, width - int(legend) - 80, 50, height - 50
    rows = t["rows"]
    values = [r["series"].get(n) for r in rows for n in names if r["series"].get(n) is not None]
    lo, hi = min(values + [0]), max(values + [1])
    if hi == lo:
        hi = lo + 1
    n_moves = max(len(rows) - 1, 1)

    def xy(i, v):
        return (left + (right - left) * i / n_moves,
                bottom - (bottom - top) * (v - lo) / (hi - lo))

    title = "%s: seed %s, %d moves" % (TITLES.get(t["game"], t["game"]),
                                       t["header"].get("seed"), len(rows) - 1)
    if t["outcome"]:
        winner = t["outcome"].get("winner")
        if isinstance(winner, int) and not isinstance(winner, bool) and names == [
                "Player %d" % (i + 1) for i in range(len(names))]:
            winner = names[winner] if winner < len(names) else winner
        title += ", winner: %s" % winner
    draw.text((left, 14), title, fill="black", font=font)
    for k in range(6):                       # value grid and labels
        v = lo + (hi - lo) * k / 5
        y = xy(0, v)[1]
        draw.line([(left, y), (right, y)], fill=(225, 225, 225))
        draw.text((8, y - 7), _num(v), fill="black", font=small)
    draw.line([(left, top), (left, bottom), (right, bottom)], fill="black", width=2)
    for k in range(6):                       # move labels
        i = round(n_moves * k / 5)
        x = xy(i, lo)[0]
        draw.text((x - 8, bottom + 6), str(i), fill="black", font=small)
    draw.text(((left + right) // 2 - 20, bottom + 26), "move", fill="black", font=small)
    for s, name in enumerate(names):
        color = PALETTE[s % len(PALETTE)]
        points = [xy(r["n"], r["series"][name]) for r in rows if r["series"].get(name) is not None]
        if len(points) > 1:
            draw.line(points, fill=color, width=3 if s % 2 == 0 else 2, joint="curve")
        step = max(1, len(points) // 25)
        for p in points[::step]:
            _mark(draw, p, MARKS[s % len(MARKS)], color)
        ly = top + 24 * s
        draw.line([(right + 20, ly + 8), (right + 50, ly + 8)], fill=color, width=3)
        _mark(draw, (right + 35, ly + 8), MARKS[s % len(MARKS)], color)
        draw.text((right + 58, ly), name, fill="black", font=small)
    img.save(path)


def _mark(draw, p, shape, color):
    x, y = p
    r = 4
    if shape == "circle":
        draw.ellipse([x - r, y - r, x + r, y + r], fill=color)
    elif shape == "square":
        draw.rectangle([x - r, y - r, x + r, y + r], fill=color)
    elif shape == "triangle":
        draw.polygon([(x, y - r - 1), (x - r - 1, y + r), (x + r + 1, y + r)], fill=color)
    else:
        draw.polygon([(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)], fill=color)


def _font(size):
    from PIL import ImageFont
    for path in ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                 "/usr/share/fonts/TTF/DejaVuSans.ttf", "DejaVuSans.ttf"):
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            continue
    return ImageFont.load_default(size)


def _num(v):
    return str(int(v)) if float(v).is_integer() else "%.1f" % v


def _write_text(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, path)
