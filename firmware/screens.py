# The app's own screens: home, the game list, settings, about, the error
# screen and the safe start after a failed resume.
import gc

from firmware import input as keys
from firmware import settings as prefs
from firmware.i18n import LANGUAGES
from firmware.ui import Menu, Message, Scene, title_bar, hint_text
from firmware import play
from firmware.canvas import wrap
from shared import games

VERSION = "0.1.0"


class Home(Menu):
    key = "home"

    def __init__(self, app):
        super().__init__("TableKeeper", [])
        self.app = app

    def shown(self):
        tr = self.app.tr
        items = []
        last = self.app.last_game()
        if last is not None:
            items.append((tr("Continue: {0}", self.app.game_title(last)),
                          lambda: self.app.resume_game(last)))
        items.append((tr("Games"), lambda: self.app.push(GameList(self.app))))
        items.append((tr("Settings"), self.app.open_settings))
        items.append((tr("About"), lambda: self.app.push(about(self.app))))
        self.set_items(items, self.cursor if self.items else 0)
        super().shown()

    def on(self, action):
        if action == keys.BACK:
            return True    # home is the bottom of the stack
        return super().on(action)

    def hint(self):
        return hint_text(self.app, keys.OK, "choose")


class GameList(Menu):
    key = "games"

    def __init__(self, app):
        super().__init__(app.tr("Games"), [], lambda name, i: play.game_entry(app, name))
        self.app = app

    def shown(self):
        items = []
        for name in games.GAMES:
            label = self.app.game_title(name)
            if play.sessions.saved_header(self.app.storage, name) is not None:
                label = label + " •"
            items.append((label, name))
        self.set_items(items, self.cursor)
        self.note = self.app.tr("• saved game")
        super().shown()


def about(app):
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


class ErrorScreen(Scene):
    """Something failed: say what, say the game is safe, offer a way home."""

    modal = True

    def __init__(self, title, text):
        super().__init__()
        self.title = title
        self.text = text

    def on(self, action):
        if action == keys.OK or action == keys.BACK:
            self.app.go_home()
            return True
        return True   # nothing else may run from here

    def draw(self, c, full):
        title_bar(c, self.app, self.title)
        c.fill_rect(0, self.app.top, c.width, self.app.bottom - self.app.top, c.bg)
        y = self.app.top + 2
        for line in wrap(self.text, c.body, c.width - 6):
            if y + c.body.height > self.app.bottom:
                break
            c.text(3, y, line, c.body, c.warn)
            y += c.body.height + 1
        self.need = 0

    def hint(self):
        return hint_text(self.app, keys.OK, "home")


class SafeStart(Menu):
    """Shown instead of resuming when the last resume did not finish."""

    def __init__(self, app, name):
        tr = app.tr
        items = [(tr("Try to resume {0}", app.game_title(name)),
                  lambda: app.resume_game(name, guarded=True)),
                 (tr("Go to the home screen"), app.go_home)]
        super().__init__(tr("Safe start"), items,
                         note=tr("The last start did not finish."))

    def on(self, action):
        if action == keys.BACK:
            self.app.go_home()
            return True
        return super().on(action)
