# The settings screen: language, brightness, dimming. Opened from home and
# from the game menu (App.open_settings imports it and drops it again: its
# code stays in memory only while the screen is open).
from firmware import settings as prefs
from firmware.i18n import LANGUAGES
from firmware.ui import Menu


class Settings(Menu):
    key = "settings"

    def __init__(self, app):
        super().__init__(app.tr("Settings"), [])
        self.app = app
        self.choose = self._chosen

    def shown(self):
        tr = self.app.tr
        v = self.app.settings
        self.title = tr("Settings")
        items = [
            ("%s: %s" % (tr("Language"), dict(LANGUAGES)[v["lang"]]), "lang"),
            ("%s: %d%%" % (tr("Brightness"), v["brightness"]), "brightness"),
            ("%s: %s" % (tr("Dim after"), _seconds(tr, v["dim_after"])), "dim_after"),
            ("%s: %d%%" % (tr("Dimmed to"), v["dim_level"]), "dim_level"),
        ]
        self.set_items(items, self.cursor)
        super().shown()

    def _chosen(self, name, index):
        tr = self.app.tr
        allowed = prefs.CHOICES[name][0]
        if name == "lang":
            items = [(dict(LANGUAGES)[c], c) for c in allowed]
        elif name == "dim_after":
            items = [(_seconds(tr, s), s) for s in allowed]
        else:
            items = [("%d%%" % p, p) for p in allowed]
        current = list(allowed).index(self.app.settings[name])

        def set_value(value, i):
            self.app.change_setting(name, value)
            self.app.pop()          # the settings list shows the new value (and language)
        self.app.push(Menu(self.items[index][0].split(":")[0], items, set_value, current))


def _seconds(tr, s):
    if s == 0:
        return tr("never")
    if s % 60 == 0:
        return tr("{0} min", s // 60)
    return tr("{0} s", s)
