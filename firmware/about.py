# The About screen: version, board, free memory and the board's button
# grammar in words. Imported when it is opened (firmware.app.call_in).
import gc

from firmware import input as keys
from firmware.ui import Message

VERSION = "0.1.0"


def screen(app):
    """The About text as a Message (it needs nothing of this module once built)."""
    tr = app.tr
    try:
        gc.collect()
        free = gc.mem_free()
    except AttributeError:   # CPython
        free = 0
    text = "TableKeeper %s\n%s: %s\n%s: %d KB\n%s" % (
        VERSION, tr("Board"), app.board.TITLE, tr("Free memory"), free // 1024,
        tr("Buttons: {0}", button_help(app)))
    return Message(tr("About"), text)


def button_help(app):
    """The board's grammar in words, e.g. "X choose, hold X menu, ...". """
    tr = app.tr
    names = ((keys.UP, "up"), (keys.DOWN, "down"), (keys.OK, "choose"),
             (keys.BACK, "back"), (keys.MENU, "menu"), (keys.UNDO, "undo"))
    return ", ".join("%s %s" % (app.gesture_name(a), tr(w)) for a, w in names)
