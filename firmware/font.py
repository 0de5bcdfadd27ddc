# Drawing text with the bitmap fonts of firmware/fonts/ (made by
# host/fonttool.py, which documents their layout).
#
# All glyphs of a font stack into one tall MONO_HLSB sheet. To draw glyph i,
# the sheet is blitted at y = -i * HEIGHT into a one-glyph scratch buffer
# (framebuf clips the copy to those rows), and the scratch buffer is blitted
# onto the screen through a two-colour palette. Both copies run in C and
# allocate nothing.
#
# framebuf wants a writable buffer for the sheet, but only ever reads it.
# On MicroPython the sheet is a bytearray *view* of the module's bytes
# (uctypes.bytearray_at), not a copy: when the firmware runs from a ROMFS
# image those bytes stay in flash and the font costs the heap almost
# nothing; when the .mpy was loaded into RAM, the Font keeps the bytes
# object alive and its module can go (firmware/app.py load_font). Nothing may
# ever draw INTO a sheet: flash is read-only, and the bytes are a constant.
# (CPython, for the emulator, gets a copy.)
#
# On the Pico a whole line is drawn by one call of native code instead
# (draw_native: native/gs4_text.py in lib/, viper; the board's `gs4_text`),
# which sets the same pixels: 1.5 ms for a line of 31 ASCII characters where
# the blits take 5.1 ms, 2.0 against 10.2 ms for Czech. The blits stay the
# reference and the fallback (the desktop emulator, the unix port).
import framebuf

try:
    import uctypes
except ImportError:   # CPython
    uctypes = None

REPLACEMENT = 0xFFFD  # drawn for a character the font lacks


class Font:
    def __init__(self, data):
        self.height = data.HEIGHT
        self.cell = data.WIDTH          # every glyph is drawn in a cell this wide
        self.baseline = data.BASELINE
        self._codes = data.CODES
        self._widths = data.WIDTHS      # None: every advance is `cell`
        self._count = len(data.CODES) // 2
        self._bitmaps = data.BITMAPS    # keeps the bytes alive under the view below
        self._sheet = framebuf.FrameBuffer(_view(data.BITMAPS), self.cell,
                                           self.height * self._count, framebuf.MONO_HLSB)
        stride = (self.cell + 7) // 8
        self._glyph = framebuf.FrameBuffer(bytearray(stride * self.height), self.cell,
                                           self.height, framebuf.MONO_HLSB)
        self._missing = self.index(REPLACEMENT)
        # glyphs 0..n-1 are often the ASCII run from the space on: those
        # need no search (most text on the screens is ASCII)
        n = 0
        while n < self._count and self.index(32 + n) == n:
            n += 1
        self._ascii = n
        self.native = self._widths is None     # draw_native can draw it
        self._args = self._native = None

    def use_native(self, array):
        """Ready draw_native: what the drawer needs of this font, in machine
        words (`array`: array.array, the caller's, so that this module does
        not import it again: each import of it searches the flash first, 5 ms
        on a Pico)."""
        self._args = array("I", [0, 0, 0, self.cell, self.height, (self.cell + 7) // 8,
                                 0, 0, self._ascii, self._count,
                                 self._missing if self._missing >= 0 else self._count])
        self._native = (self._bitmaps, self._codes)

    def draw_native(self, draw, band, width, row, text, x, ink, key):
        """draw_line with the board's native drawer (native/gs4_text.py;
        use_native first): the same pixels, `band` the line's rows of the 4-bit frame (`row`
        bytes each, `width` pixels), ink and key the palette's colours;
        return the x after it."""
        if ink == key:
            return x + self.width(text)      # the blit skips every pixel of the key's colour
        a = self._args
        utf8 = text.encode()
        a[0] = x + 4096                  # native/gs4_text.py OFFSET
        a[1] = width
        a[2] = row
        a[6] = ink
        a[7] = len(utf8)
        return draw(band, a, utf8, self._native)

    def index(self, code):
        """The glyph number of a code point, or -1 (binary search in CODES)."""
        codes = self._codes
        lo = 0
        hi = self._count - 1
        while lo <= hi:
            mid = (lo + hi) >> 1
            c = (codes[2 * mid] << 8) | codes[2 * mid + 1]
            if c == code:
                return mid
            if c < code:
                lo = mid + 1
            else:
                hi = mid - 1
        return -1

    def has(self, ch):
        return self.index(ord(ch)) >= 0

    def _glyph_of(self, ch):
        code = ord(ch)
        if 32 <= code < 32 + self._ascii:
            return code - 32
        i = self.index(code)
        return self._missing if i < 0 else i

    def advance(self, i):
        return self.cell if self._widths is None else self._widths[i]

    def width(self, text):
        """Width in pixels of a line of text."""
        if self._widths is None:
            return self.cell * len(text)
        w = 0
        for ch in text:
            w += self._widths[self._glyph_of(ch)]
        return w

    def fit(self, text, width):
        """How many leading characters of text fit in `width` pixels."""
        if self._widths is None:
            return min(len(text), width // self.cell)
        w = n = 0
        for ch in text:
            w += self._widths[self._glyph_of(ch)]
            if w > width:
                break
            n += 1
        return n

    def draw_line(self, line, text, x, palette, key):
        """Draw text at column x of `line`, a FrameBuffer exactly one glyph
        tall (a band of the screen's rows); return the x after it. Each glyph
        is one blit of the whole sheet, which the band clips to that glyph.
        palette and key as for draw()."""
        sheet = self._sheet
        h = self.height
        widths = self._widths
        cell = self.cell
        top = 32 + self._ascii
        codes = text.encode()
        if len(codes) == len(text):
            # ASCII only (most text): the bytes are the codes, and iterating
            # bytes is several times faster than iterating a str with ord()
            for code in codes:
                if 32 <= code < top:
                    i = code - 32
                else:
                    i = self.index(code)
                    if i < 0:
                        i = self._missing
                line.blit(sheet, x, -i * h, key, palette)
                x += cell if widths is None else widths[i]
            return x
        for ch in text:
            code = ord(ch)
            if 32 <= code < top:
                i = code - 32
            else:
                i = self.index(code)
                if i < 0:
                    i = self._missing
            line.blit(sheet, x, -i * h, key, palette)
            x += cell if widths is None else widths[i]
        return x

    def draw(self, fb, text, x, y, palette, key):
        """Draw text with its cell's top left at (x, y); return the x after it.

        palette is a 2x1 FrameBuffer of fb's format holding the background
        (pixel 0) and the ink (pixel 1); key is the background colour, so
        only the ink is drawn."""
        glyph = self._glyph
        sheet = self._sheet
        h = self.height
        top = 32 + self._ascii
        widths = self._widths
        cell = self.cell
        for ch in text:
            code = ord(ch)
            if 32 <= code < top:
                i = code - 32
            else:
                i = self.index(code)
                if i < 0:
                    i = self._missing
            glyph.blit(sheet, 0, -i * h)
            fb.blit(glyph, x, y, key, palette)
            x += cell if widths is None else widths[i]
        return x


def _view(data):
    """A bytearray over the bytes `data` without copying them (see the top)."""
    if uctypes is None:
        return bytearray(data)
    return uctypes.bytearray_at(uctypes.addressof(data), len(data))
