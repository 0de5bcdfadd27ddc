# The flash-space screen: how much room is left and what can be freed
# (firmware/freeable.py), one item at a time. The app shows it when a move
# could not be saved because the flash is full (App.storage_failed), and
# from the home screen while the flash is (nearly) full. Imported while it
# is open (firmware.app.call_in), and so is firmware/freeable.py, for each
# look at the flash.
from firmware.app import call_in
from firmware.ui import Menu, Confirm


def kb(n):
    return "%d KB" % ((n + 1023) // 1024)


class FreeSpace(Menu):
    space = True          # App.offer_space shows it once

    def __init__(self, app):
        super().__init__(app.tr("Flash space"), [], self._chosen)
        self.app = app

    def shown(self):
        self.fill()
        super().shown()

    def fill(self):
        app = self.app
        tr = app.tr
        open_game, transfer = call_in("firmware.freeable", "app_state", app)
        items = []
        for item in call_in("firmware.freeable", "items", app.storage, open_game, transfer):
            items.append(("%s · %s" % (self._label(item), kb(item[1])), item))
        if not items:
            items.append((tr("Nothing more to free here"), None))
        free = app.storage.free()
        if free is None:
            note = tr("Choose what to delete")
        elif app.flash_full and free < 1024:
            note = tr("The flash is full")
        else:
            note = tr("{0} free", kb(free))
        self.note = note
        self.set_items(items, self.cursor)

    def _label(self, item):
        tr = self.app.tr
        kind = item[0].split(":")[0]
        if kind == "leftovers":
            return tr("Leftover files")
        if kind == "log":
            return tr("Error log")
        title = self.app.game_title(item[2])
        if kind == "snapshots":
            return tr("Old snapshots: {0}", title)
        if item[3]:
            return tr("Finished game: {0}", title)
        return tr("Game in progress: {0}", title)

    def _chosen(self, item, index):
        tr = self.app.tr
        if item[0].startswith("game:"):
            title = self.app.game_title(item[2])
            text = (tr("Delete the log of the finished game of {0}?", title) if item[3] else
                    tr("Delete the saved game of {0}? It cannot be resumed afterwards.", title))
            self.app.push(Confirm(tr("Flash space"), text, lambda: self._free(item),
                                  warn=not item[3]))
            return
        self._free(item)          # nothing of a game is lost: no question

    def _free(self, item):
        app = self.app
        open_game, transfer = call_in("firmware.freeable", "app_state", app)
        freed = call_in("firmware.freeable", "free", app.storage, item[0], open_game, transfer)
        if freed is not None:
            app.flash_full = False   # the next write tells again if it is not enough
            app.say(app.tr("Freed {0}", kb(freed)))
        self.fill()
