# Where a game's screens come from: firmware/games/<game>.py, the game's
# plug-in. docs/firmware.md describes the contract; in short, a plug-in may
# define (everything is optional; the framework fills in what is missing):
#
#   TITLE = "Score counter"          English; translated like every text
#   main_scene(session) -> Scene     the "at a glance" screen (a play.GameScene)
#   move_text(session, move) -> str  a move in words (undo, history)
#   event_text(session, event) -> str   an event in words (the event line)
#   choice_text(session, prefix, item) -> str   a move-builder item in words
#   choose(session, prefix, items) -> Scene or None   a custom picker for
#                                    one step of the move builder
#   menu(session) -> [(label, callable)]   extra game-menu entries
#   restore(session, key) -> Scene or None   rebuild one of its own screens
#                                    (a scene with a `key`) after a power cut
#   forget(session)                  let go of work on the state now (a
#                                    long count under way): called before
#                                    every move, undo and redo, and when the
#                                    game closes
#
# and its words go in firmware/lang/<game>_it.py and <game>_cs.py.
# A game of shared/games.GAMES without a plug-in gets the generic one
# (firmware/games/generic.py): playable through the move builder, with the
# raw move lists as text.
import sys


def plugin(name):
    """The plug-in module of a game, or the generic one if it has none."""
    module_name = "firmware.games." + name
    try:
        return __import__(module_name, None, None, ("TITLE",))
    except ImportError as e:
        # only "this module does not exist" means "no plug-in": an import
        # error inside an existing plug-in is a bug and must be seen
        if module_name in sys.modules or name not in str(e):
            raise
    from firmware.games import generic
    return generic


_titles = {}     # game name -> its plug-in's TITLE (English)


def title(name, tr):
    """A game's name for lists, in the chosen language. A plug-in imported
    only to read its TITLE is dropped again at once (a game's screens take
    heap only while that game is open); the title is remembered."""
    english = _titles.get(name)
    if english is None:
        module_name = "firmware.games." + name
        loaded = module_name in sys.modules
        english = getattr(plugin(name), "TITLE", name)
        _titles[name] = english
        if not loaded and module_name in sys.modules:
            from firmware.app import forget_module
            forget_module(module_name)
    return tr(english)
