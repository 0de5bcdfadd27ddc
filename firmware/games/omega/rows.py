# Projekt Omega screens: the list screen they all build on, and the few
# helpers that turn a row into a move.
#
# A row is (label, value) like a Menu's, plus a note drawn dim at the right
# ("exhausted", "reserve", "+1 card"). Its value is
#   a path    a list: the move so far plus the chosen item; OK plays it or
#             opens the next step (firmware.play.pick), e.g. ["use", 3, None]
#             (None is DONE: the move ends there) or ["refresh", 0] (then
#             choose the aspect)
#   a reason  an IllegalMove: the row is dim and OK says why, in one line
#   None      a line to read (a described aspect, a section heading)
#   other     something the screen does itself (act(value))
# Screens that should come back after a move played from them set
# `sticky = True` and answer still() (see dashboard.Dashboard.after_change).
from firmware import input as keys
from firmware.play import pick
from firmware.ui import Menu
from shared.rules import IllegalMove


def go(session, path):
    """Play the move a row stands for, or open its next step."""
    pick(session, list(path[:-1]), path[-1])


def why(session, move):
    """None if the move is legal now, else the rules' reason (an IllegalMove),
    without playing it."""
    from shared import omega
    table = omega.TABLES[omega.phase(session.state)][0]
    entry = table.get(move[0])
    if entry is not None:
        return entry[0](session.state, move[1:])
    # a verb of another phase: apply refuses it, with the rules' reason,
    # before it changes anything
    try:
        omega.apply(session.state, move)
    except IllegalMove as e:
        return e
    raise ValueError("%s was played by a check" % move[0])


def row_for(session, move, path=None):
    """The value of a row for a move: its path if legal, else the reason."""
    reason = why(session, move)
    if reason is not None:
        return reason
    return path if path is not None else move + [None]


def dashboard(app):
    """The game's main screen (the bottom of the game's screens)."""
    depth = app.game_depth()
    return app.stack[depth] if depth >= 0 else None


class Rows(Menu):
    """A list of rows with notes, rebuilt from the state whenever it is shown
    (the cursor stays on the same row when it is still there)."""

    sticky = False
    refused_dim = True       # rows whose value is a reason are drawn dim

    def __init__(self, session, title=""):
        super().__init__(title, [], self._chosen)
        self.session = session
        self.notes = []
        self.filled = None       # what the rows were built for (see shown)

    # -- what subclasses provide --

    def rows(self):
        """[(label, value, note)] for the current state."""
        return []

    def still(self):
        """Is this screen still meaningful after a move (sticky screens)?"""
        return True

    def header_height(self, c):
        return 0

    def draw_header(self, c, y, h):
        pass

    def act(self, value):
        """OK on a row whose value is neither a path nor a reason."""

    # -- filling and choosing --

    def shown(self):
        # rebuilding the rows asks the rules about every row (tens of ms on
        # the Pico): only after a move, undo or redo, or a change of language
        m = self.session.match
        mark = (len(m.moves), len(m.undone), self.app.tr)
        if mark != self.filled:
            self.fill()
            self.filled = mark
        super().shown()

    def fill(self):
        old = self.items[self.cursor][1] if self.items else None
        rows = self.rows()
        items = []
        notes = []
        for label, value, note in rows:
            items.append((label, value))
            notes.append(note)
        cursor = self.cursor
        if old is not None:
            for i in range(len(items)):
                if items[i][1] == old and not isinstance(old, IllegalMove):
                    cursor = i
                    break
        self.items = items
        self.notes = notes
        self.cursor = min(cursor, max(0, len(items) - 1))
        self.first = 0
        self.redraw()

    def _chosen(self, value, index):
        if isinstance(value, IllegalMove):
            self.app.say(self.app.tr.reason(value), warn=True)
        elif isinstance(value, list):
            if self.sticky:
                keep(self.app, self)
            go(self.session, value)
        else:
            self.act(value)

    def on(self, action):
        if action == keys.BACK:
            board = dashboard(self.app)
            if board is not None and self in board.sticky:
                board.sticky = board.sticky[:board.sticky.index(self)]
        return super().on(action)

    # -- drawing: the header above the rows, the notes at the right --

    def _geometry(self, c):
        row_h = c.body.height + 2
        y0 = self.app.top + 1 + self.header_height(c)
        if self.note:
            y0 += c.small.height + 2
        rows = max(1, (self.app.bottom - y0) // row_h)
        return row_h, y0, rows

    def _position(self):
        return ""        # the scrollbar shows where the list is

    def draw(self, c, full):
        row_h, y0, rows = self._geometry(c)
        first = self.first
        if self.cursor < first:
            first = self.cursor
        elif self.cursor >= first + rows:
            first = self.cursor - rows + 1
        if not full and first == self.first:
            # the cursor moved within the window: its two rows only (the
            # title bar stays: it has no position counter to update)
            if first <= self.old < first + rows:
                self._row(c, self.old, y0 + (self.old - first) * row_h, row_h)
            self._row(c, self.cursor, y0 + (self.cursor - first) * row_h, row_h)
            self.need = 0
            return
        super().draw(c, True)
        h = self.header_height(c)
        if h:
            y = self.app.top + (c.small.height + 2 if self.note else 0)
            c.fill_rect(0, y, c.width, h + 1, c.bg)
            self.draw_header(c, y + 1, h)

    def _row(self, c, i, y, h):
        w = c.width - self._bw     # beside the scroll column (firmware/ui.py)
        if i >= len(self.items):
            c.fill_rect(0, y, w, h, c.bg)
            return
        label, value = self.items[i]
        note = self.notes[i] if i < len(self.notes) else ""
        plain = value is None or (self.refused_dim and isinstance(value, IllegalMove))
        if i == self.cursor:
            fg, bg, dim = c.sel_fg, c.sel_bg, c.sel_fg
        else:
            fg, bg, dim = (c.dim if plain else c.fg), c.bg, c.dim
        c.fill_rect(0, y, w, h, bg)
        c.text(1, y + 1, "›" if i == self.cursor else " ", c.body, fg)
        x = 1 + c.body.cell
        room = w - x - 2
        small = c.small
        if note and self.app.compact and \
                c.body.width(label) + small.cell + small.width(note) > room:
            note = ""      # a small screen shows the label whole rather than both cut
        if note:
            nw = min(small.width(note), room // 2)
            c.text_in(w - nw - 1, y + 1 + (c.body.height - small.height) // 2, nw, note,
                      small, dim, bg, 2)
            room -= nw + small.cell
        c.text_in(x, y + 1, room, label, c.body, fg, bg)


def keep(app, scene):
    """Remember the sticky screens open up to `scene`, so that they come back
    after the move it plays (the move returns to the main screen)."""
    board = dashboard(app)
    if board is None:
        return
    chain = []
    for s in app.stack[app.game_depth() + 1:]:
        if getattr(s, "sticky", False):
            chain.append(s)
        if s is scene:
            break
    board.sticky = chain


def header_cells(c, y, labels, values, fg):
    """Cells across the screen (the first one narrower: it holds a short
    label): a small dim label over a body-font value."""
    first = c.width * 7 // 30
    w = (c.width - first) // (len(labels) - 1)
    x = 0
    for i in range(len(labels)):
        cw = first if i == 0 else w
        c.text_in(x + 1, y, cw - 2, labels[i], c.small, c.dim, c.bg, 1)
        c.text_in(x + 1, y + c.small.height, cw - 2, values[i], c.body, fg, c.bg, 1)
        x += cw
