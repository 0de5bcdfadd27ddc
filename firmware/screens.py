# The app's screens that stay loaded: home and the game list (the bottom
# of the scene stack, under a game too) and the error screen (it must show
# even when the heap is exhausted, so it is not imported then). The others
# live in modules of their own, imported when they are opened and dropped
# when they close (firmware.app.call_in): settings (firmware/settings_menu.py),
# about (firmware/about.py), the safe start (firmware/safestart.py), the
# new-game screens (firmware/newgame.py), the game menu and history
# (firmware/gamemenu.py).
from firmware import input as keys
from firmware.app import call_in
from firmware.records import saved_header
from firmware.ui import Menu, Scene, title_bar, hint_text
from firmware.canvas import wrap
from shared import games


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
        if self.app.low_on_flash():
            items.append((tr("Flash space"), self.app.offer_space))
        items.append((tr("Settings"), self.app.open_settings))
        items.append((tr("About"), lambda: self.app.push(
            call_in("firmware.about", "screen", self.app))))
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
        super().__init__(app.tr("Games"), [],
                         lambda name, i: call_in("firmware.newgame", "game_entry", app, name))
        self.app = app

    def shown(self):
        items = []
        saved = False
        for name in games.GAMES:
            label = self.app.game_title(name)
            if saved_header(self.app.storage, name) is not None:
                label = label + " •"
                saved = True
            items.append((label, name))
        self.set_items(items, self.cursor)
        # the note explains the mark; without one, its row shows a game
        self.note = self.app.tr("• saved game") if saved else None
        super().shown()


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
