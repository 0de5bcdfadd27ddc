# The device application: the scene stack, the main loop, the bottom line,
# the backlight, the services (USB sync), saving and resuming, and what
# happens when something fails.
#
# One loop iteration (step): read the buttons, turn them into actions, give
# each action to the top scene (MENU and UNDO fall through to the game),
# poll the services, redraw what changed and push the changed rows to the
# display, dim the backlight after a while. When nothing happens, an
# iteration allocates no memory.
#
# Saving: a game's moves go to its journal (firmware/session.py). The session
# file saves/session.json says which game was last played, whether it was on
# screen, which of its screens were open (their `key`s) and how many resumes
# were started without finishing (`tries`): after power returns, start()
# resumes the game on the same screen, unless the last resume never got as
# far as drawing its screen; then it offers a safe start instead of looping.
import gc
import json
import sys

from firmware import input as keys
from firmware import settings as prefs
from firmware import records
from firmware.canvas import Canvas, fit
from firmware.font import Font
from firmware.i18n import Text
from firmware.input import Input, ticks_diff
from firmware import games as plugins
from shared.rules import IllegalMove

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

LOOP_MS = const(10)        # one loop iteration; buttons are sampled this often
SAY_MS = const(4000)       # how long the event line stays
ERROR_LOG_MAX = const(4096)
FLASH_LOW = const(8192)    # below this many free bytes the device warns
ENOSPC = const(28)         # OSError: no space left on the flash
SESSION_FILE = "saves/session.json"
ERROR_LOG = "saves/error.log"


def load_font(module_name):
    name = "firmware.fonts." + module_name
    font = Font(__import__(name, None, None, ("HEIGHT",)))
    # the Font keeps the bitmaps (in place: firmware/font.py); the rest of
    # the module can go
    forget_module(name)
    return font


def forget_module(name):
    """Drop an imported module so that the garbage collector can free it."""
    if name in sys.modules:
        del sys.modules[name]
    package, _, leaf = name.rpartition(".")
    if package in sys.modules and hasattr(sys.modules[package], leaf):
        delattr(sys.modules[package], leaf)


def call_in(module_name, function, *args):
    """Import a module of screens, call one of its functions (or classes)
    and drop the module again; return what the call returned. The screens it
    made keep the code they need (a class keeps its methods, a function its
    module's globals), and the heap gets all of it back once they are closed.
    A module already loaded before the call stays loaded. Used for screens
    that are seldom open: settings, about, the new-game screens, the game
    menu. (Never for a module whose classes something checks with
    isinstance: a second import makes new classes.)"""
    loaded = module_name in sys.modules
    module = __import__(module_name, None, None, (function,))
    try:
        return getattr(module, function)(*args)
    finally:
        if not loaded:
            forget_module(module_name)


class App:
    def __init__(self, board):
        self.board = board
        # the board allocates the frame buffer before anything else is
        # imported, while the heap is in one piece: later a block of its
        # size (16,200 bytes on the Display Pack) may no longer be found
        buf = getattr(board, "framebuffer", None)
        if buf is None:
            buf = Canvas.buffer(board.WIDTH, board.HEIGHT, board.COLOR)
        self.storage = board.storage
        self.storage.makedirs(records.SAVES)
        _remove_leftovers(self.storage)
        self.settings = prefs.load(self.storage)
        self.tr = Text(self.settings["lang"])
        fonts = tuple(load_font(name) for name in board.FONTS)
        self.canvas = Canvas(board.WIDTH, board.HEIGHT, board.COLOR, fonts, buf,
                             getattr(board, "gs4_to_rgb565", None),
                             getattr(board, "gs4_text", None))
        c = self.canvas
        self.top = c.body.height + 3                 # title bar
        # the bottom line; on a small screen (under 100 rows) it has no hint
        # and appears over the content only while it has something to say
        self.compact = c.height < 100
        self.footer_h = c.small.height + 2
        self.bottom = c.height if self.compact else c.height - self.footer_h
        self.input = Input(board.BUTTONS)
        self.stack = []
        self.session = None
        self.services = []
        self.now = board.ticks_ms()
        self.last_input = self.now
        self.dimmed = False
        # the bottom line: a service's progress, else the event line, else the hint
        self._say = None
        self._say_warn = False
        self._say_until = 0
        self._progress = None
        self._footer = True          # needs repainting
        self._footer_shown = None    # what it shows (see _draw_footer)
        # resume bookkeeping
        self._screens_saved = None
        self._screens_due = False    # an action may have changed the screens: save them
        self._boot_check = False     # clear `tries` once the resumed screen is drawn
        self._dispatching = False    # an action is being handled: shown() waits (see _top_changed)
        self._shown_due = False
        self.flash_full = False      # a write found the flash full (storage_failed)
        self._offer_space = False    # show the flash-space screen after this action
        board.display.backlight(self.settings["brightness"])

    # -- start and main loop --

    def start(self):
        """The first screens after power-up: resume the open game if it is safe."""
        from firmware.screens import Home
        self.push(Home(self))
        if self.low_on_flash():
            self.say(self.tr("The flash is almost full"), warn=True)
        state = self._read_session()
        name = state.get("game")
        if not state.get("open") or name is None or name not in plugins_known():
            return
        if state.get("tries", 0) >= 1:
            self._write_session(name, False, [], 0)
            self.push(call_in("firmware.safestart", "SafeStart", self, name))
            return
        self.resume_game(name, state.get("screens") or [], guarded=True)

    def run(self):
        """The device's main loop (never returns)."""
        self.start()
        while True:
            self.step()
            self.board.sleep_ms(LOOP_MS)

    def step(self):
        """One iteration of the main loop; a failure shows the error screen."""
        try:
            self._step()
        except Exception as e:   # MemoryError included
            self.fail(e)

    def _step(self):
        board = self.board
        self.now = now = board.ticks_ms()
        raw = board.take_buttons()
        self.input.poll(raw, now)
        if raw and self.dimmed:
            # wake on any button without acting on that press
            self.input.swallow()
            self._wake()
        action = self.input.next()
        while action:
            self.last_input = now
            self.dispatch(action)
            action = self.input.next()
        for service in self.services:
            self._poll_service(service)
        top = self.stack[-1]
        top.tick(now)
        if self._say is not None and ticks_diff(now, self._say_until) >= 0:
            self._say = None
            self._footer = True
        self.draw()
        self._check_dim(now)

    def dispatch(self, action):
        top = self.stack[-1]
        self._screens_due = True      # saved once the frame is drawn (draw())
        self._dispatching = True
        try:
            if top.on(action):
                return
            if self.session is None or getattr(top, "modal", False):
                return
            if action == keys.MENU and getattr(top, "key", None) != "menu":
                call_in("firmware.gamemenu", "open_menu", self.session)
            elif action == keys.UNDO:
                call_in("firmware.gamemenu", "ask_undo", self, self.session)
        finally:
            self._dispatching = False
            while self._shown_due:
                self._shown_due = False
                self.stack[-1].shown()

    def _top_changed(self):
        """A scene became the top one: tell it (scene.shown()). While an
        action is handled, only once the handler has returned, and only the
        scene then on top: what shown() starts (a screen's rows built from
        the rules) then runs near the bottom of the call stack, not below
        the whole chain of the action (a Pico's C stack holds about 30
        Python calls: docs/firmware.md, "The call stack")."""
        if self._dispatching:
            self._shown_due = True
        else:
            self.stack[-1].shown()

    def draw(self):
        """Repaint what changed and push it to the display."""
        top = self.stack[-1]
        c = self.canvas
        footer = False
        if self._footer:
            self._footer = False
            if self.compact and self._say is None and self._progress is None:
                top.redraw()           # uncover the content under the last line
            else:
                footer = True
        if top.need:
            full = top.need == 2
            top.draw(c, full)
            top.need = 0
            if self.compact:
                # the line lies over a compact screen's content: paint it again
                footer = footer or self._say is not None or self._progress is not None
            else:
                footer = footer or full
        if footer:
            self._draw_footer(top)
        if c.dirty():
            c.flush(self.board.display)
            if self._boot_check:
                self._boot_check = False
                self._save_screens(force=True)
        if self._offer_space:
            self._offer_space = False
            self.offer_space()
        # flash work waits until the answer to a press is on the screen
        if self._screens_due:
            self._screens_due = False
            self._save_screens()
        if self.session is not None:
            self.session.flush()      # a snapshot, a compaction

    # -- the scene stack --

    def push(self, scene):
        scene.app = self
        self.stack.append(scene)
        self._top_changed()
        self._footer = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
            self._top_changed()
            self._footer = True

    def game_depth(self):
        """Index of the open game's main scene in the stack, or -1."""
        for i in range(len(self.stack)):
            if getattr(self.stack[i], "key", None) == "game":
                return i
        return -1

    def pop_builders(self):
        """Back to the game's main screen (after a move, an undo...)."""
        depth = self.game_depth()
        if depth < 0:
            return
        while len(self.stack) > depth + 1:
            self.stack.pop()
        self._top_changed()
        self._footer = True

    def go_home(self):
        if self.session is not None:
            self.leave_game()
        del self.stack[1:]
        self._top_changed()
        self._footer = True

    def redraw_all(self):
        for scene in self.stack:
            scene.need = 2
        self._footer = True
        self._footer_shown = None

    # -- games --

    def game_title(self, name):
        return plugins.title(name, self.tr)

    def last_game(self):
        name = self._read_session().get("game")
        if name in plugins_known() and records.saved_header(self.storage, name) is not None:
            return name
        return None

    def open_session(self, session, screens=None):
        """Show an open game: its main screen, then any saved screens above it."""
        self.session = session
        self.tr.load_game(session.name)
        keep = 1
        if len(self.stack) > 1 and getattr(self.stack[1], "key", None) == "games":
            keep = 2
        del self.stack[keep:]
        make = getattr(session.ui, "main_scene", None)
        self.push(make(session) if make is not None else plugins.plugin("generic").main_scene(session))
        for key in (screens or [])[1:]:
            scene = self._restore(session, key)
            if scene is None:
                break
            self.push(scene)
        self._save_screens(force=True)
        if session.dropped:
            self.say(self.tr.n("Recovered the game; {0} damaged record dropped",
                               "Recovered the game; {0} damaged records dropped",
                               session.dropped, session.dropped), warn=True)
        elif session.data_changed:
            self.say(self.tr("The data file changed since this game began"), warn=True)

    def _restore(self, session, key):
        if key == "menu":
            return call_in("firmware.gamemenu", "GameMenu", session)
        if isinstance(key, list) and len(key) == 2 and key[0] == "move":
            from firmware import play
            return play.restore_builder(session, key[1])
        restore = getattr(session.ui, "restore", None)
        return restore(session, key) if restore is not None else None

    def resume_game(self, name, screens=None, guarded=False):
        """Open a game's saved match. guarded: count the attempt in the session
        file until its screen is drawn, so that a resume that crashes the
        device is not retried blindly at the next power-up."""
        from firmware.ui import Message
        from firmware import session as sessions
        from shared import games
        self.leave_game()
        if guarded:
            self._write_session(name, True, screens or [], 1)
            self._boot_check = True
        try:
            game = games.load(name)
            ui = plugins.plugin(name)
            session = sessions.resume(self, name, game, ui)
        except (ValueError, sessions.DataProblem, IllegalMove) as e:
            # a damaged save, a missing data file, or a data file replaced so
            # that a saved move is no longer legal: say so, keep the save
            self._boot_check = False
            self._write_session(name, False, [], 0)
            reason = self.tr.reason(e) if isinstance(e, IllegalMove) else str(e)
            self.push(Message(self.tr("Cannot resume"), self.tr(
                "The saved game of {0} cannot be resumed: {1}", self.game_title(name),
                reason), warn=True))
            return
        self.open_session(session, screens)

    def leave_game(self):
        """Close the open game (it stays saved) and go back below its screens."""
        if self.session is None:
            return
        depth = self.game_depth()
        if depth >= 0:
            del self.stack[depth:]
        name = self.session.name
        self.session.release()
        try:
            self.session.flush()
        except Exception as e:   # a snapshot left unwritten costs nothing but time
            self.log(e)
        self.session = None
        self.tr.load_game(None)
        self._write_session(name, False, [], 0)
        self._screens_saved = None
        gc.collect()
        if self.stack:
            self._top_changed()
        self._footer = True

    def game_changed(self):
        """After a move, undo or redo: the game's screens show the new state."""
        for scene in self.stack:
            scene.need = 2

    # -- settings --

    def open_settings(self):
        self.push(call_in("firmware.settings_menu", "Settings", self))

    def change_setting(self, name, value):
        self.settings[name] = value
        try:
            prefs.save(self.storage, self.settings)
        except OSError as e:
            self.storage_failed(e, offer=False)   # in use until the next power-up
        if name == "lang":
            game = self.tr.game_name
            self.tr = Text(value)
            self.tr.load_game(game)
            gc.collect()
        if name == "brightness" and not self.dimmed:
            self.board.display.backlight(value)
        self.redraw_all()

    # -- a full flash --

    def storage_failed(self, error, offer=True):
        """A write to the flash failed (OSError): say so, and if the flash
        is full offer what can be freed (firmware/freespace.py) once the
        current action is done: for a refused move (offer), or when the
        flash is first found full. Never raises: the device goes on with
        what is in memory and on flash."""
        if error.args and error.args[0] == ENOSPC:
            first = not self.flash_full
            self.flash_full = True
            if first or offer:
                self._offer_space = True
                self.say(self.tr("The flash is full"), warn=True)
        else:
            self.log(error)
            self.say(self.tr("Flash error: {0}", _exc_text(error)), warn=True)

    def offer_space(self):
        """The flash-space screen over the current one (not twice)."""
        if not getattr(self.stack[-1], "space", False):
            self.push(call_in("firmware.freespace", "FreeSpace", self))

    def low_on_flash(self):
        """Whether the flash is (nearly) full: a write failed, or less than
        FLASH_LOW bytes are free."""
        free = self.storage.free()
        if free is not None and free >= FLASH_LOW:
            self.flash_full = False
        return self.flash_full or (free is not None and free < FLASH_LOW)

    # -- the bottom line --

    def say(self, text, warn=False):
        """Show a line at the bottom for a few seconds (the event line)."""
        self._say = text
        self._say_warn = warn
        self._say_until = self.now + SAY_MS
        self._footer = True

    def progress(self, text, done=0, total=0):
        """For services: show a progress line at the bottom (None clears it).
        The screen above it keeps working."""
        new = None if text is None else (text, done, total)
        if new != self._progress:
            self._progress = new
            self._footer = True

    def _draw_footer(self, top):
        # what the line says now; below the content (not over it, as on a
        # compact screen) it is repainted only when that changes: a full
        # redraw of the scene above does not touch it (and its rows then
        # need not go to the display either)
        if self._progress is not None:
            shown = self._progress
        elif self._say is not None:
            shown = (self._say, self._say_warn)
        else:
            shown = top.hint()
        if shown == self._footer_shown and not self.compact:
            return
        self._footer_shown = shown
        c = self.canvas
        h = self.footer_h
        y = c.height - h
        font = c.small
        ty = y + (h - font.height + 1) // 2
        if self._progress is not None:
            text, done, total = self._progress
            c.fill_rect(0, y, c.width, h, c.bar_bg)
            if total > 0:
                w = c.width * min(done, total) // total
                c.fill_rect(0, y + h - 2, w, 2, c.accent)
            c.text(2, ty, fit(text, font, c.width - 4), font, c.bar_fg)
        elif self._say is not None:
            fg = c.warn if self._say_warn else c.accent
            c.fill_rect(0, y, c.width, h, c.bg)
            c.hline(0, y, c.width, fg)
            c.text(2, ty, fit(self._say, font, c.width - 4), font, fg)
        else:
            c.fill_rect(0, y, c.width, h, c.bg)
            c.text(2, ty, fit(shown, font, c.width - 4), font, c.dim)

    def gesture_name(self, action):
        """How to do an action on this board, in words: "X", "hold Y", "2×A"."""
        found = keys.gesture(self.board.BUTTONS, action)
        if found is None:
            return "?"
        button, kind = found
        if kind == "long":
            return self.tr("hold {0}", button)
        if kind == "double":
            return "2×" + button
        return button

    # -- services (the USB sync) --

    def add_service(self, service):
        """service.poll(app) is called on every loop iteration; it must return
        quickly (a few ms) and do its work in small steps."""
        self.services.append(service)

    def _poll_service(self, service):
        try:
            service.poll(self)
        except Exception as e:
            self.log(e)
            self.say(self.tr("Service error: {0}", _exc_text(e)), warn=True)

    # -- time, backlight --

    def since(self, t):
        return ticks_diff(self.now, t)

    def _check_dim(self, now):
        after = self.settings["dim_after"]
        if self.dimmed or after == 0:
            return
        if ticks_diff(now, self.last_input) >= after * 1000:
            self.dimmed = True
            self.board.display.backlight(self.settings["dim_level"])

    def _wake(self):
        self.dimmed = False
        self.last_input = self.now
        self.board.display.backlight(self.settings["brightness"])

    # -- failures --

    def fail(self, error):
        """Show what went wrong; the saved game stays on flash."""
        name = self.session.name if self.session is not None else None
        # free what the failed screens and the game's work held before
        # doing anything else
        if self.session is not None:
            try:
                self.session.release()
            except Exception:
                pass
        self.session = None
        del self.stack[1:]
        gc.collect()
        self.log(error)
        from firmware.screens import ErrorScreen
        tr = self.tr
        tr.load_game(None)
        if isinstance(error, MemoryError):
            title, what = tr("Out of memory"), tr("The device ran out of memory.")
        else:
            title, what = tr("Error"), _exc_text(error)
        text = what
        if name is not None:
            text = text + "\n" + tr("The game is saved: choose it again to continue.")
            self._write_session(name, False, [], 0)
        self._boot_check = False
        self._screens_saved = None
        self.push(ErrorScreen(title, text))

    def log(self, error):
        """Append an error to saves/error.log (kept small)."""
        try:
            if self.storage.size(ERROR_LOG) > ERROR_LOG_MAX:
                self.storage.remove(ERROR_LOG)
            line = "%d %s\n" % (self.now, _exc_text(error))
            self.storage.append(ERROR_LOG, line.encode())
        except Exception:
            pass   # a full or broken flash must not hide the error screen

    # -- the session file --

    def _read_session(self):
        raw = self.storage.read(SESSION_FILE)
        if raw is None:
            return {}
        try:
            value = json.loads(raw)
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def _write_session(self, game, is_open, screens, tries):
        value = {"game": game, "open": is_open, "screens": screens, "tries": tries}
        try:
            self.storage.write_atomic(SESSION_FILE, json.dumps(value).encode())
        except OSError as e:
            # a full flash: the device goes on (the last session file stays)
            self.storage_failed(e, offer=False)

    def _screen_keys(self):
        depth = self.game_depth()
        out = []
        if depth < 0:
            return out
        for scene in self.stack[depth:]:
            key = getattr(scene, "key", None)
            if key is None:
                break
            out.append(key)
        return out

    def _save_screens(self, force=False):
        """Write the open game's screens to the session file if they changed."""
        if self.session is None or self._boot_check:
            return
        screens = self._screen_keys()
        if not force and screens == self._screens_saved:
            return
        self._write_session(self.session.name, True, screens, 0)
        self._screens_saved = screens


def _remove_leftovers(storage):
    """Temporary files of atomic writes cut by a power cut (firmware/storage.py)."""
    storage.remove(prefs.PATH + ".tmp")
    for name in storage.listdir(records.SAVES):
        if name.endswith(".tmp"):
            storage.remove(records.SAVES + "/" + name)


def plugins_known():
    from shared import games
    return games.GAMES


def _exc_text(e):
    name = type(e).__name__
    text = str(e)
    return "%s: %s" % (name, text) if text else name
