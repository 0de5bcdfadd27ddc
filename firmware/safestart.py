# The safe start: shown at power-up instead of resuming when the last resume
# did not get as far as drawing its screen (see App.start). Imported for
# that only.
from firmware import input as keys
from firmware.ui import Menu


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
