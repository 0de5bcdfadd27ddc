# Which paths the USB sync may touch on the device, checked the same way by
# the host (before it sends) and by the device (before it acts).
#
# Paths are relative to the device's flash root and use "/":
#   data/<game>/<file>.json   card data: the only files sync may write or delete;
#                             <game> one of the games that take a data file
#   saves/<file>              journals, snapshots, the session: read only
# A path is accepted only if every part is made of safe characters and does
# not start with a dot, so no path can climb out of its folder ("..", "/x",
# "a//b", "\\" and control characters are all refused).
from shared import games

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

DATA = "data"
SAVES = "saves"
MAX_FILE = const(65536)      # largest data file sync writes (bytes)
MAX_PATH = const(100)        # longest path, in bytes
MAX_GAME = const(32)         # longest game folder name
MAX_NAME = const(64)         # longest file name

_GAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_NAME_CHARS = _GAME_CHARS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ-."


def _name_problem(name, chars, longest):
    if not name:
        return "an empty folder or file name"
    if len(name) > longest:
        return "a name longer than %d characters" % longest
    if name[0] == ".":
        return "a name starting with a dot"
    for ch in name:
        if ch not in chars:
            return "the character %r" % ch
    return None


def data_path_problem(path):
    """None if sync may write `path` (data/<game>/<file>.json), else why not."""
    if not isinstance(path, str):
        return "a path must be text"
    if len(path) > MAX_PATH:
        return "the path is longer than %d characters" % MAX_PATH
    parts = path.split("/")
    if len(parts) != 3 or parts[0] != DATA:
        return "only data/<game>/<file>.json can be written"
    problem = _name_problem(parts[1], _GAME_CHARS, MAX_GAME)
    if problem is None:
        problem = _name_problem(parts[2], _NAME_CHARS, MAX_NAME)
    if problem is not None:
        return "the path has " + problem
    if parts[1] not in games.DATA_GAMES:
        return "data/%s/ is not the folder of a game with data files (those are %s)" % (
            parts[1], ", ".join(games.DATA_GAMES))
    if not parts[2].endswith(".json") or len(parts[2]) == 5:
        return "a data file name must end in .json"
    return None


def read_path_problem(path):
    """None if sync may read `path` (a data file or a file in saves/)."""
    if not isinstance(path, str):
        return "a path must be text"
    if path.startswith(SAVES + "/"):
        if len(path) > MAX_PATH:
            return "the path is longer than %d characters" % MAX_PATH
        parts = path.split("/")
        if len(parts) != 2:
            return "only files directly in saves/ can be read"
        problem = _name_problem(parts[1], _NAME_CHARS, MAX_NAME)
        return None if problem is None else "the path has " + problem
    return data_path_problem(path)


def folder_problem(folder):
    """None if `folder` is one that sync lists ("data" or "saves")."""
    if folder == DATA or folder == SAVES:
        return None
    return "only data and saves can be listed"
