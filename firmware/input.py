# Buttons to actions: debounce, short press, long press, auto-repeat and
# double press, and the one button grammar of the device.
#
# Screens never see buttons, only the six actions below. The grammar maps
# each board's buttons onto them once, here:
#
#   four buttons (A B X Y)       two buttons (A B)
#   A      UP, repeats held      A short   DOWN (next)
#   B      DOWN, repeats held    A double  UP (previous)
#   X      OK                    A long    BACK
#   long X MENU                  B short   OK
#   Y      BACK                  B long    MENU
#   long Y UNDO                  B double  UNDO
#
# A button with a press action acts at once when pressed and repeats while
# held. The others act when released (short), when held past LONG_MS (long,
# without waiting for the release), or on a second press within DOUBLE_MS
# (double; a button with a double action therefore answers a short press only
# DOUBLE_MS after its release).
#
# Debounce: a change of a button's level counts at the first sample that
# sees it (a press answers at once), and for DEBOUNCE_MS after it the button
# is not looked at again, so the contacts' chatter on pressing and releasing
# is ignored; a level that differs when that time is up counts then. Times
# are ticks in ms and compared with ticks_diff, so they may wrap around.
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

try:
    from time import ticks_diff
except ImportError:  # CPython: MicroPython's ticks wrap at 2**30
    def ticks_diff(a, b):
        return ((a - b + 0x20000000) & 0x3FFFFFFF) - 0x20000000

UP = const(1)
DOWN = const(2)
OK = const(3)
BACK = const(4)
MENU = const(5)
UNDO = const(6)
NAMES = ("", "UP", "DOWN", "OK", "BACK", "MENU", "UNDO")

DEBOUNCE_MS = const(15)
LONG_MS = const(600)
REPEAT_DELAY_MS = const(450)
REPEAT_MS = const(110)
DOUBLE_MS = const(280)

# per button: (press action, short, long, double); 0 = none
FOUR_BUTTONS = (("A", (UP, 0, 0, 0)), ("B", (DOWN, 0, 0, 0)),
                ("X", (0, OK, MENU, 0)), ("Y", (0, BACK, UNDO, 0)))
TWO_BUTTONS = (("A", (0, DOWN, BACK, UP)), ("B", (0, OK, MENU, UNDO)))


def grammar(buttons):
    """The grammar for a board's buttons ("ABXY" or "AB")."""
    if buttons == "ABXY":
        return FOUR_BUTTONS
    if buttons == "AB":
        return TWO_BUTTONS
    raise ValueError("no button grammar for %r" % (buttons,))


def gesture(buttons, action):
    """How to do an action on this board, for hints: ("X", "long")..."""
    for name, acts in grammar(buttons):
        for kind in range(4):
            if acts[kind] == action:
                return name, ("press", "short", "long", "double")[kind]
    return None


class Input:
    """Feed it the raw button bits and the time; read the actions it found.

    Button i of the grammar is bit i of `raw` (1 = pressed)."""

    def __init__(self, buttons):
        self.table = [acts for _, acts in grammar(buttons)]
        n = len(self.table)
        self.count = n
        self._raw = [0] * n           # last raw level
        self._level = [0] * n         # debounced level
        self._locked = [False] * n    # a change counted less than DEBOUNCE_MS ago
        self._changed_at = [0] * n    # when it was counted
        self._down_at = [0] * n       # when the debounced press began
        self._longed = [False] * n    # the long action fired for this press
        self._repeat_at = [0] * n     # next auto-repeat
        self._pending = [False] * n   # released once, waiting for a double
        self._pending_at = [0] * n
        self._ignore = [False] * n    # swallowed until released
        self._queue = bytearray(8)    # actions found, a small ring
        self._head = 0
        self._size = 0
        self._quiet = True            # nothing held, settling, waiting or ignored

    def any_down(self):
        for i in range(self.count):
            if self._raw[i] or self._level[i]:
                return True
        return False

    def swallow(self):
        """Ignore the buttons now held until they are released, and forget
        queued actions (a press that wakes the screen must not act)."""
        for i in range(self.count):
            if self._raw[i] or self._level[i]:
                self._ignore[i] = True
                self._quiet = False
            self._pending[i] = False
        self._size = 0

    def next(self):
        """The oldest action found, or 0."""
        if self._size == 0:
            return 0
        a = self._queue[self._head]
        self._head = (self._head + 1) & 7
        self._size -= 1
        return a

    def _emit(self, action):
        if action and self._size < 8:
            self._queue[(self._head + self._size) & 7] = action
            self._size += 1

    def poll(self, raw, now):
        """Take one sample of the buttons at time `now` (ms)."""
        if raw == 0 and self._quiet:
            return                    # the idle loop's case: nothing to do
        quiet = raw == 0
        for i in range(self.count):
            level = (raw >> i) & 1
            self._raw[i] = level
            if self._locked[i]:
                if ticks_diff(now, self._changed_at[i]) < DEBOUNCE_MS:
                    self._watch(i, now)
                    quiet = False
                    continue
                self._locked[i] = False
            if level != self._level[i]:
                self._level[i] = level
                self._locked[i] = True
                self._changed_at[i] = now
                if self._ignore[i]:
                    if not level:
                        self._ignore[i] = False
                elif level:
                    self._pressed(i, now)
                else:
                    self._released(i, now)
            elif self._ignore[i] and not level:
                self._ignore[i] = False   # the level it was swallowed with was chatter
            self._watch(i, now)
            if self._level[i] or self._locked[i] or self._pending[i] or self._ignore[i]:
                quiet = False
        self._quiet = quiet

    def _watch(self, i, now):
        if not self._ignore[i]:
            self._held(i, now)

    def _pressed(self, i, now):
        press = self.table[i][0]
        if press:
            self._emit(press)
            self._repeat_at[i] = now + REPEAT_DELAY_MS
        self._down_at[i] = now
        self._longed[i] = False

    def _released(self, i, now):
        press, short, long, double = self.table[i]
        if press or self._longed[i]:
            return
        if not double:
            self._emit(short)
        elif self._pending[i]:
            self._pending[i] = False
            self._emit(double)
        else:
            self._pending[i] = True
            self._pending_at[i] = now

    def _held(self, i, now):
        press, short, long, double = self.table[i]
        if self._level[i]:
            if press:
                if ticks_diff(now, self._repeat_at[i]) >= 0:
                    self._emit(press)
                    self._repeat_at[i] = now + REPEAT_MS
            elif long and not self._longed[i] and ticks_diff(now, self._down_at[i]) >= LONG_MS:
                if self._pending[i]:          # a click, then a hold
                    self._pending[i] = False
                    self._emit(short)
                self._longed[i] = True
                self._emit(long)
        elif self._pending[i] and ticks_diff(now, self._pending_at[i]) >= DOUBLE_MS:
            self._pending[i] = False
            self._emit(short)
