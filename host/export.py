"""`tablekeeper export LOG`: a game log as JSON, CSV, a BG Stats play record
and a timeline plot (PNG).

LOG is a journal pulled from the device (saves/<game>.jnl) or the log that
`tablekeeper pull` wrote beside it (logs/<game>.json). The game is rebuilt
from it exactly as the device plays it (shared/match.from_ops with the
game's module and card data), so every move and event in the export is one
the rules accepted. The timeline comes from the game's optional
series(state) -> {name: int}, taken at the start and after every move
(host/timeline.py draws it with matplotlib); the play record's scores from
its optional scores(state) -> [int per seat], and the seats' sides from its
optional seat_sides(state) (else SEAT_SIDES below)."""
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
LANGS = ("en", "it", "cs")
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
                        "player's side in any of the languages (Town, Creature; Bliss, Gloom; "
                        "Marshal, Fugitive); without it a seat takes the game's side in order")
    parser.add_argument("--date", help="when the game was played: YYYY-MM-DD [HH:MM], "
                        "today or yesterday (default: the log file's time)")
    parser.add_argument("--lang", choices=LANGS, help="language of the plot's labels and "
                        "the sides (default: the card data's, else English)")


def run(args):
    formats = [f.strip() for f in args.format.split(",") if f.strip()]
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise ExportError("unknown format %s (choose from %s)" % (", ".join(unknown), ", ".join(FORMATS)))
    log = read_log(args.log)
    game = load_game(log["header"])
    data, doc = load_game_data(game, log["header"], args.log, args.data)
    lang = args.lang or data_lang(doc) or "en"
    terms = data_terms(doc, lang)
    players = parse_players(args.player, game.NAME, data_terms(doc, None))
    logged = time.localtime(os.path.getmtime(args.log))
    date = (parse_date(args.date, _clock(logged)) if args.date
            else time.strftime("%Y-%m-%d %H:%M:%S", logged))
    timeline = rebuild(game, data, log)
    stem = os.path.splitext(os.path.basename(args.log))[0]
    out = args.out or os.path.dirname(os.path.abspath(args.log))
    os.makedirs(out, exist_ok=True)
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
            record = as_bgstats(timeline, players, date, lang, terms)
            _write_text(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")
        else:
            if not timeline["series_names"]:
                print("no timeline: %s has no series()" % game.NAME)
                continue
            plot(timeline, path, lang, terms)
        written.append(path)
    for path in written:
        print("wrote %s" % path)
    return 0


def _clock(struct):
    import datetime
    return datetime.time(struct.tm_hour, struct.tm_min, struct.tm_sec)


def data_lang(doc):
    """The language of the card data the game was played with, if it says."""
    data = doc.get("data") if isinstance(doc, dict) else None
    lang = data.get("lang") if isinstance(data, dict) else None
    return lang if lang in LANGS else None


# the card data's own words ("terms") for the labels of the plot and the sides
TERM_LABELS = {"town": "Town", "creature": "Creature", "energy": "Energy",
               "awareness": "Awareness", "secured": "Secured", "devoured": "Devoured"}


def data_terms(doc, lang):
    """{English label: the data's word} when the card data is in `lang`
    (any language if lang is None), else None."""
    data = doc.get("data") if isinstance(doc, dict) else None
    if not isinstance(data, dict) or not isinstance(data.get("terms"), dict):
        return None
    if lang is not None and data.get("lang", "en") != lang:
        return None
    return {english: data["terms"][key] for key, english in TERM_LABELS.items()
            if isinstance(data["terms"].get(key), str)}


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
    """(data, the file's JSON document) of the card data the game was played
    with, or (None, None) for games without."""
    if getattr(game, "DATA_KIND", None) is None:
        return None, None
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
                text = raw.decode("utf-8")
                return games.load_data(game, text, path), json.loads(text)
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
    seats = getattr(game, "seat_sides", None)
    return {"game": game.NAME, "seat_sides": seats(state) if seats else None, "header": header, "rows": rows, "series_names": names,
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


# the sides a game's outcome names as its winner, with their English labels
SIDES = {"inbetween": {"town": "Town", "creature": "Creature"},
         "cerebria": {"bliss": "Bliss", "gloom": "Gloom"},
         "fugitive": {"marshal": "the Marshal", "fugitive": "the Fugitive"},
         "omega": {"agents": "Agents", "threat": "Threat"}}
SEAT_SIDES = {"inbetween": ("town", "creature"), "fugitive": ("marshal", "fugitive")}


def seat_sides(t):
    """The side of each seat in the game's order, or None (no sides)."""
    if t.get("seat_sides"):
        return list(t["seat_sides"])
    sides = SEAT_SIDES.get(t["game"])
    return list(sides) if sides else None


def side_label(game, side, lang="en", terms=None):
    from host import timeline
    english = SIDES.get(game, {}).get(side, str(side))
    if terms and english in terms:
        return terms[english]
    return timeline.label(english, lang)


def _fold(text):
    import unicodedata
    text = unicodedata.normalize("NFD", text.strip().casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    for article in ("the ", "il ", "lo ", "la "):
        if text.startswith(article):
            text = text[len(article):]
    return text


def side_of(game, text, terms=None):
    """The side key a player typed (`--player Anna=Town`): the key, or its
    label in any language, any case; ExportError naming the sides if none."""
    sides = SIDES.get(game)
    if not sides:
        raise ExportError("%s has no sides: give --player NAME without =%s"
                          % (TITLES.get(game, game), text))
    wanted = _fold(text)
    for key in sides:
        names = [key] + [side_label(game, key, lang) for lang in ("en", "it", "cs")]
        if terms:
            names.append(side_label(game, key, "en", terms))
        if wanted in [_fold(n) for n in names]:
            return key
    raise ExportError("%r is not a side of %s: choose from %s" % (
        text, TITLES.get(game, game), ", ".join(sides[k] for k in sides)))


def parse_players(specs, game=None, terms=None):
    """[(name, side key or None)] from --player NAME[=SIDE]."""
    players = []
    for spec in specs:
        name, has_side, side = spec.partition("=")
        if not name.strip():
            raise ExportError("--player needs a name: %r" % spec)
        if has_side and not side.strip():
            raise ExportError("--player %s: no side after =" % spec)
        players.append((name.strip(), side_of(game, side, terms) if side.strip() else None))
    return players


def parse_date(text, default_time):
    """--date as BG Stats wants it ("YYYY-MM-DD HH:MM:SS"): YYYY-MM-DD, with
    HH:MM or HH:MM:SS, or today / yesterday; ExportError for anything else."""
    import datetime
    word = text.strip().lower()
    if word in ("today", "yesterday"):
        day = datetime.datetime.now() - datetime.timedelta(days=word == "yesterday")
        return day.strftime("%Y-%m-%d ") + default_time.strftime("%H:%M:%S")
    for form in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(text.strip(), form).strftime("%Y-%m-%d %H:%M:%S")
        except ValueError:
            continue
    raise ExportError("--date %r: give the day as YYYY-MM-DD, with a time HH:MM if you "
                      "like (2024-06-01 20:30), or today or yesterday" % text)


def as_bgstats(t, players, date, lang="en", terms=None):
    """A BG Stats play file: games, players and one play with playerScores."""
    scores = t["scores"]
    sides = seat_sides(t)
    seats = len(players) or (len(scores) if scores else len(sides) if sides else 2)
    players = players + [("Player %d" % (i + 1), None) for i in range(len(players), seats)]
    if sides:          # a player given without a side takes the seat's
        players = [(name, side if side is not None or i >= len(sides) else sides[i])
                   for i, (name, side) in enumerate(players)]
    by_side = dict(zip(sides, scores)) if sides and scores else {}
    winners = _winner_seats(t, players)
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

    def score(i, side):
        if side in by_side:
            return str(by_side[side])
        return str(scores[i]) if scores and i < len(scores) else ""
    play = {"uuid": _uuid(digest), "playDate": date, "entryDate": date,
            "modificationDate": date, "gameRefId": 1, "durationMin": 0, "ignored": False,
            "manualWinner": False, "rounds": 0, "usesTeams": False, "scoringSetting": 0,
            "rating": 0, "bggId": 0, "board": "", "comments": comments,
            "playerScores": [{"playerRefId": i + 1, "score": score(i, side),
                              "winner": i in winners, "newPlayer": False,
                              "startPlayer": i == 0, "seatOrder": i, "rank": 0,
                              "role": side_label(t["game"], side, lang, terms) if side else ""}
                             for i, (name, side) in enumerate(players)]}
    return {"about": BGSTATS_ABOUT, "players": people, "locations": [], "games": [game],
            "plays": [play], "userInfo": {"meRefId": 1}, "challenges": []}


def _winner_seats(t, players):
    outcome = t["outcome"]
    if not outcome:
        return set()
    winner = outcome.get("winner")
    wanted = winner if isinstance(winner, list) else [winner]
    seats = set()
    for w in wanted:
        if isinstance(w, int) and not isinstance(w, bool) and 0 <= w < len(players):
            seats.add(w)
        elif w == "agents" and t["game"] in COOPERATIVE:
            seats |= set(range(len(players)))      # the team won: every player
        elif isinstance(w, str):
            seats |= {i for i, (name, side) in enumerate(players) if w in (name, side)}
    return seats


def _uuid(text):
    h = hashlib.sha256(("tablekeeper:" + text).encode()).hexdigest()
    return "%s-%s-5%s-8%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])


# -- the timeline plot --

def plot(t, path, lang="en", terms=None):
    """The timeline PNG (host/timeline.py: matplotlib, a panel per quantity)."""
    from host import timeline
    title = "%s: %s" % (TITLES.get(t["game"], t["game"]), _moves_text(len(t["rows"]) - 1, lang))
    if t["outcome"]:
        winner = t["outcome"].get("winner")
        sides = seat_sides(t)
        if isinstance(winner, int) and not isinstance(winner, bool):
            winner = "Player %d" % (winner + 1) if sides is None else sides[winner]
        if winner is None:
            text = timeline.label("draw", lang)
        else:
            text = side_label(t["game"], winner, lang, terms)
        title += ", %s: %s" % (timeline.label("winner", lang), text)
    timeline.plot(t, path, title, lang, terms)


def _moves_text(n, lang):
    if lang == "cs":
        return "%d %s" % (n, "tah" if n == 1 else "tahy" if 2 <= n <= 4 else "tahů")
    if lang == "it":
        return "%d %s" % (n, "mossa" if n == 1 else "mosse")
    return "%d move%s" % (n, "" if n == 1 else "s")


def _write_text(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, path)
