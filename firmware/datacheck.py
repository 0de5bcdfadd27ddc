# A card data file received by the USB sync, checked on the device before
# it replaces the old copy (firmware/sync.py, at the end of a put): the
# checks the host ran before sending it (host/datatool.py), as far as they
# are shared/ code:
#   - the text: UTF-8, no byte order mark, no combining marks
#     (shared/carddata.py text_problem; the host also checks full NFC);
#   - the document: envelope, checksum, the game's schema and its own checks
#     (shared/games.py load_data: shared/carddata.py and shared/*_check.py),
#     which is also what the device runs when a game opens the file;
#   - it is in the folder of the game it is for.
# Imported only while a file is checked, and the modules the checks import
# are dropped again afterwards (firmware/session.py does the same when a
# game opens a new file): the heap holds them for that moment only.
import gc
import sys


def problem(raw, path):
    """None if the bytes `raw` of data/<game>/<file> would load on the device,
    else why not (a line naming file, place and problem). MemoryError if the
    heap has no room to check them."""
    before = list(sys.modules)
    try:
        return _problem(raw, path)
    finally:
        for name in list(sys.modules):
            if name not in before and name.startswith("shared."):
                _forget(name)
        gc.collect()


def _problem(raw, path):
    from shared import carddata, games
    game_name = path.split("/")[1]
    text_problem = carddata.text_problem(raw)
    if text_problem is not None:
        return "%s: (top): %s" % (path, text_problem)
    text = raw.decode()
    raw = None
    game = games.load(game_name)
    try:
        games.load_data(game, text, path)
    except carddata.CardDataError as e:
        return str(e)
    except (ValueError, TypeError, KeyError, IndexError) as e:
        # a game's own checks met something they did not expect: still a bad file
        return "%s: (top): %s" % (path, e)
    return None


def _forget(name):
    from firmware.app import forget_module     # loaded already: the app is running
    forget_module(name)
