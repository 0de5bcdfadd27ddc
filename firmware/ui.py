# Scenes and the generic screens every game can use: list menus, messages,
# confirmations and number entry. A scene draws its part of the screen (the
# title bar and the content area); the app owns the bottom line (hints, the
# event line, a service's progress).
#
# Redraw only what changed: a scene asks for a full redraw with
# self.redraw() or for a partial one with self.redraw(False); draw(c, full)
# then repaints everything (full) or only what the scene noted as changed.
from firmware import input as keys
from firmware.canvas import fit, wrap


class Scene:
    title = ""
    # what the app writes to the session file to come back to this screen
    # after a power cut (a JSON value), or None: not resumed
    key = None

    def __init__(self):
        self.app = None
        self.need = 2          # 0 nothing, 1 partial, 2 full

    def redraw(self, full=True):
        if full:
            self.need = 2
        elif self.need == 0:
            self.need = 1

    # -- what subclasses override --

    def shown(self):
        """Became the top scene (pushed, or the one above was closed)."""
        self.need = 2

    def on(self, action):
        """Handle an action (firmware.input); return True if used."""
        return False

    def draw(self, c, full):
        """Paint the scene: everything if full, else what changed."""

    def hint(self):
        """The bottom line when nothing else is shown there."""
        return ""

    def tick(self, now):
        """Called every loop; for scenes that change with time."""


# -- drawing helpers shared by the screens --

def title_bar(c, app, text, right=""):
    """The title bar: the scene's title on the left, a short note on the right."""
    h = app.top
    c.fill_rect(0, 0, c.width, h, c.bar_bg)
    font = c.body
    y = (h - font.height) // 2
    rw = font.width(right) + 4 if right else 0
    gap = font.cell if right else 0        # a long title must not run into the note
    c.text(2, y, fit(text, font, c.width - 4 - rw - gap), font, c.bar_fg)   # on the bar's fill
    if right:
        c.text(c.width - rw, y, right, font, c.bar_fg)


def title_note(c, app, right, before):
    """Repaint only the note at the right of the title bar (a menu's "3/8"),
    when it is as wide as the note `before` it replaces; else the whole bar
    (the title is cut to leave room for the note)."""
    font = c.body
    if not before or font.width(right) != font.width(before):
        return False
    w = font.width(right)
    h = app.top
    c.fill_rect(c.width - w - 4, 0, w + 4, h, c.bar_bg)
    c.text(c.width - w - 4, (h - font.height) // 2, right, font, c.bar_fg)
    return True


def clear_content(c, app):
    c.fill_rect(0, app.top, c.width, app.bottom - app.top, c.bg)


def hint_text(app, *pairs):
    """"X choose · Y back" from (action, word) pairs, in this board's grammar."""
    out = []
    for i in range(0, len(pairs), 2):
        out.append(app.gesture_name(pairs[i]) + " " + app.tr(pairs[i + 1]))
    return " · ".join(out)


class Menu(Scene):
    """A list to choose from. items: [(label, value)]; a value None is shown
    dimmed and cannot be chosen. choose(value, index) is called on OK;
    without it, a callable value is called."""

    def __init__(self, title, items, choose=None, selected=0, note=None):
        super().__init__()
        self.title = title
        self.items = items
        self.choose = choose
        self.cursor = min(selected, max(0, len(items) - 1))
        self.first = 0          # the item shown in the first row
        self.old = -1           # the row to repaint on a partial redraw
        self.note = note        # text above the list (None: none)
        self._shown_position = ""   # the "3/8" in the title bar now
        self._bw = 5                # the scroll column's width (_bar_width), set by draw

    def set_items(self, items, selected=0):
        self.items = items
        self.cursor = min(selected, max(0, len(items) - 1))
        self.first = 0
        self.redraw()

    def _geometry(self, c):
        row_h = c.body.height + 2
        y0 = self.app.top + 1
        if self.note:
            y0 += c.small.height + 2
        rows = max(1, (self.app.bottom - y0) // row_h)
        return row_h, y0, rows

    def on(self, action):
        n = len(self.items)
        if action == keys.UP or action == keys.DOWN:
            if n == 0:
                return True
            self.old = self.cursor
            step = -1 if action == keys.UP else 1
            self.cursor = (self.cursor + step) % n
            self.redraw(False)
            return True
        if action == keys.OK:
            if n == 0:
                return True
            label, value = self.items[self.cursor]
            if value is None:
                return True
            if self.choose is not None:
                self.choose(value, self.cursor)
            elif callable(value):
                value()
            return True
        if action == keys.BACK:
            self.app.pop()
            return True
        return False

    def draw(self, c, full):
        row_h, y0, rows = self._geometry(c)
        first = self.first
        if self.cursor < first:
            first = self.cursor
        elif self.cursor >= first + rows:
            first = self.cursor - rows + 1
        if first != self.first:
            self.first = first
            full = True
        if full:
            self._bw = self._bar_width(c)     # the rows' room beside the scroll column
            self._shown_position = self._position()
            title_bar(c, self.app, self.title, self._shown_position)
            clear_content(c, self.app)
            if self.note:
                c.text_in(2, self.app.top + 1, c.width - 4, self.note, c.small, c.dim, c.bg)
            for r in range(rows):
                self._row(c, first + r, y0 + r * row_h, row_h)
            self._scrollbar(c, y0, rows * row_h)
        else:
            if self.first <= self.old < self.first + rows:
                self._row(c, self.old, y0 + (self.old - self.first) * row_h, row_h)
            self._row(c, self.cursor, y0 + (self.cursor - self.first) * row_h, row_h)
            position = self._position()
            if not title_note(c, self.app, position, self._shown_position):
                title_bar(c, self.app, self.title, position)
            self._shown_position = position
        self.need = 0

    def _position(self):
        n = len(self.items)
        return "%d/%d" % (self.cursor + 1, n) if n > 1 else ""

    def _row(self, c, i, y, h):
        w = c.width - self._bw
        if i >= len(self.items):
            c.fill_rect(0, y, w, h, c.bg)
            return
        label, value = self.items[i]
        if i == self.cursor:
            fg, bg = c.sel_fg, c.sel_bg
        else:
            fg, bg = (c.fg if value is not None else c.dim), c.bg
        c.fill_rect(0, y, w, h, bg)
        # on the row's fill: the marker of the chosen row, the label cut to fit
        if i == self.cursor:
            c.text(1, y + 1, "›", c.body, fg)
        c.text(1 + c.body.cell, y + 1, fit(label, c.body, w - 2 - c.body.cell), c.body, fg)

    def _bar_width(self, c):
        """The column at the right of the rows: the scroll bar with its
        arrows when the list is longer than the screen, else a margin."""
        return c.small.width("▼") + 2 if len(self.items) > self._geometry(c)[2] else 5

    def _scroll_column(self, c, y, h):
        """(x, width, y, height) of the scroll column beside rows y..y+h;
        on a compact screen it stops above the bottom line, which may cover
        the last row (firmware/app.py)."""
        bw = self._bw
        if self.app.compact:
            h = min(h, c.height - self.app.footer_h - y)
        return c.width - bw, bw, y, h

    def _scrollbar(self, c, y, h):
        """▲ when there is more above, ▼ when there is more below, and the
        thumb between them."""
        n = len(self.items)
        rows = h // (c.body.height + 2)
        bw = self._bw
        c.fill_rect(c.width - bw, y, bw, h, c.bg)
        if n <= rows:
            return
        x, bw, y, h = self._scroll_column(c, y, h)
        a = c.small.height
        more_above, more_below = self.first > 0, self.first + rows < n
        if h < 2 * a:            # one row: the one arrow that says where more is
            c.text(x + 1, y, "▼" if more_below else "▲", c.small, c.accent)
            return
        if more_above:
            c.text(x + 1, y, "▲", c.small, c.accent)
        if more_below:
            c.text(x + 1, y + h - a, "▼", c.small, c.accent)
        track, span = y + a + 1, h - 2 * a - 2
        if span < 4:
            return
        mid = x + bw // 2
        c.vline(mid, track, span, c.dim)
        size = max(3, span * rows // n)
        top = track + (span - size) * self.first // max(1, n - rows)
        c.fill_rect(mid - 1, top, 3, size, c.fg)

    def hint(self):
        return hint_text(self.app, keys.OK, "choose", keys.BACK, "back")


class Message(Scene):
    """A text to read; UP/DOWN scroll it, OK or BACK close it."""

    def __init__(self, title, text, then=None, warn=False):
        super().__init__()
        self.title = title
        self.text = text
        self.then = then        # called after closing
        self.warn = warn
        self.lines = None
        self.first = 0

    def _rows(self, c):
        return max(1, (self.app.bottom - self.app.top - 2) // (c.body.height + 1))

    def on(self, action):
        if action == keys.UP or action == keys.DOWN:
            if self.lines is not None:
                rows = self._rows(self.app.canvas)
                last = max(0, len(self.lines) - rows)
                step = -1 if action == keys.UP else 1
                first = min(last, max(0, self.first + step))
                if first != self.first:
                    self.first = first
                    self.redraw()
            return True
        if action == keys.OK or action == keys.BACK:
            self.app.pop()
            if self.then is not None:
                self.then()
            return True
        return False

    def draw(self, c, full):
        if self.lines is None:
            self.lines = wrap(self.text, c.body, c.width - 6)
        title_bar(c, self.app, self.title)
        clear_content(c, self.app)
        rows = self._rows(c)
        fg = c.warn if self.warn else c.fg
        y = self.app.top + 2
        for line in self.lines[self.first:self.first + rows]:
            c.text(3, y, line, c.body, fg)
            y += c.body.height + 1
        if self.first + rows < len(self.lines):
            c.text(c.width - c.small.cell - 1, self.app.bottom - c.small.height,
                   "▼", c.small, c.accent)
        self.need = 0

    def hint(self):
        return hint_text(self.app, keys.OK, "OK")


class Confirm(Message):
    """A question: OK does it (yes), BACK does not."""

    modal = True      # MENU and UNDO do not reach the game from here

    def __init__(self, title, text, yes, warn=False):
        super().__init__(title, text, None, warn)
        self.yes = yes

    def on(self, action):
        if action == keys.OK:
            self.app.pop()
            self.yes()
            return True
        if action == keys.BACK:
            self.app.pop()
            return True
        return super().on(action)

    def hint(self):
        return hint_text(self.app, keys.OK, "yes", keys.BACK, "no")


class NumberEntry(Scene):
    """Choose a whole number between lo and hi: UP adds, DOWN subtracts
    (held, the step grows to 10 after a few repeats); OK accepts."""

    def __init__(self, title, lo, hi, value, done, allowed=None):
        super().__init__()
        self.title = title
        self.lo = lo
        self.hi = hi
        self.value = min(hi, max(lo, value))
        self.done = done
        self.allowed = allowed      # optional set of the legal values
        self.streak = 0             # consecutive repeats in one direction
        self.last = 0               # last direction and when
        self.last_at = 0

    def on(self, action):
        if action == keys.UP or action == keys.DOWN:
            now = self.app.now
            same = action == self.last and self.app.since(self.last_at) < 300
            self.streak = self.streak + 1 if same else 0
            self.last = action
            self.last_at = now
            step = 10 if self.streak >= 8 and self.hi - self.lo >= 30 else 1
            sign = 1 if action == keys.UP else -1
            value = self.value + sign * step
            if value > self.hi:
                value = self.lo if step == 1 else self.hi
            elif value < self.lo:
                value = self.hi if step == 1 else self.lo
            self.value = value
            self.redraw(False)
            return True
        if action == keys.OK:
            if self.allowed is not None and self.value not in self.allowed:
                self.app.say(self.app.tr("Not possible now: {0}", self.value))
                return True
            self.app.pop()
            self.done(self.value)
            return True
        if action == keys.BACK:
            self.app.pop()
            return True
        return False

    def draw(self, c, full):
        if full:
            title_bar(c, self.app, self.title)
            clear_content(c, self.app)
            rng = "%d – %d" % (self.lo, self.hi)
            c.text((c.width - c.small.width(rng)) // 2, self.app.bottom - c.small.height - 1,
                   rng, c.small, c.dim)
        font = c.big
        text = str(self.value)
        h = font.height
        y = self.app.top + (self.app.bottom - self.app.top - h - c.small.height) // 2
        c.fill_rect(0, y, c.width, h, c.bg)
        ok = self.allowed is None or self.value in self.allowed
        x = (c.width - font.width(text)) // 2
        c.text(x, y, text, font, c.accent if ok else c.dim)
        arrow_x = x - c.body.cell - 4
        if arrow_x >= 0:
            c.text(arrow_x, y + (h - c.body.height) // 2, "◄", c.body, c.dim)
            c.text(x + font.width(text) + 4, y + (h - c.body.height) // 2, "►", c.body, c.dim)
        self.need = 0

    def hint(self):
        return hint_text(self.app, keys.UP, "more", keys.DOWN, "less", keys.OK, "OK")
