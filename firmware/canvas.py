# The frame buffer the screens draw into, its colours and fonts, and the
# record of which rows changed since the display was last updated.
#
# Partial updates: every drawing call marks the rows it touched. The app then
# pushes only those rows to the display, as at most MAX_BANDS full-width
# horizontal bands (a full-width band is one contiguous slice of the buffer,
# so it goes out as a single window write; on the Display Pack a 16-row band
# is 7,680 bytes on the wire, 1 ms of SPI at 62.5 MHz, against 8.3 ms for a
# full frame).
#
# Colours: the screens draw with a few colour roles (ROLES), never raw
# colours. On colour boards the frame holds each pixel's role as a 4-bit
# palette index (framebuf.GS4_HMSB: 16,200 bytes for 240x135, where RGB565
# would take 64,800, a third of the Pico's heap). When rows are pushed they
# are converted, BAND_ROWS at a time, into a small RGB565 band buffer, and
# each band goes to the display as it is converted: on the Pico by machine
# code (native/gs4_thumb.py in lib/, the board's `gs4_to_rgb565`: one
# lookup in a 256-word table per byte of two pixels, 2.4 ms a frame), else
# by one FrameBuffer.blit through a 16-colour palette (C code, 38 ms a
# frame on a Pico; the desktop emulator and the unix port). Both give the
# same bytes. The palette holds RGB565 with each pixel's two bytes swapped,
# so the band is already in the ST7789's big-endian order. On monochrome boards (MONO_VLSB, the
# SSD1306 page layout) every colour role is 0 or 1 and the frame goes out as
# it is.
import framebuf
from array import array

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

MAX_BANDS = const(4)
MERGE_GAP = const(8)   # bands closer than this are pushed as one
BAND_ROWS = const(8)   # rows converted to RGB565 at a time (3,840 bytes on the Display Pack)


def rgb565(r, g, b):
    """The byte-swapped RGB565 value of a colour (see the note above)."""
    v = ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | (b >> 3)
    return ((v & 0xFF) << 8) | (v >> 8)


# Colour roles, in palette order (a role's value is its index on colour
# boards). The palette avoids telling things apart by red against green
# (colour-blind players): accents are amber and sky blue, alerts also carry a
# word or a symbol.
ROLES = ("bg", "fg", "dim", "accent", "sel_bg", "sel_fg", "bar_bg", "bar_fg", "warn")
_COLOUR = ((0, 0, 0), (255, 255, 255), (150, 150, 150), (255, 190, 40),
           (40, 110, 220), (255, 255, 255), (30, 40, 70), (255, 255, 255),
           (255, 120, 0))
_MONO = (0, 1, 1, 1, 1, 0, 1, 0, 1)


class Canvas:
    @staticmethod
    def buffer(width, height, color):
        """A frame buffer of the right size (allocate it early: see App)."""
        if color:
            return bytearray((width + 1) // 2 * height)      # 4 bits a pixel
        return bytearray(width * ((height + 7) // 8))

    def __init__(self, width, height, color, fonts, buf=None, convert=None, text=None):
        """fonts: (small, body, big) firmware.font.Font objects; convert: a
        faster conversion of the frame's bytes to RGB565 (the board's, see
        the top), or None for the blit; text: the board's native drawing of
        a line of text (firmware/font.py draw_native), or None."""
        self.width = width
        self.height = height
        self.color = color
        self.buf = buf if buf is not None else Canvas.buffer(width, height, color)
        fmt = framebuf.GS4_HMSB if color else framebuf.MONO_VLSB
        self.fb = framebuf.FrameBuffer(self.buf, width, height, fmt)
        self._palette = framebuf.FrameBuffer(bytearray(2), 2, 1, fmt)   # text: bg, ink
        self.small, self.body, self.big = fonts
        self._mv = None
        self.rgb = None
        if color:
            # text lines: a FrameBuffer over a band of whole rows (text());
            # pushing: the palette and the RGB565 band buffer (flush())
            self._mv = memoryview(self.buf)
            self._row = (width + 1) // 2
            self.rgb = framebuf.FrameBuffer(bytearray(32), 16, 1, framebuf.RGB565)
            band = bytearray(width * 2 * BAND_ROWS)
            self._band = memoryview(band)
            self._band_fb = framebuf.FrameBuffer(band, width, BAND_ROWS, framebuf.RGB565)
        for i in range(len(ROLES)):
            if color:
                v = _COLOUR[i]
                self.rgb.pixel(i, 0, rgb565(v[0], v[1], v[2]))
                setattr(self, ROLES[i], i)
            else:
                setattr(self, ROLES[i], _MONO[i])
        self._convert = convert
        self._text = text if color else None
        if self._text is not None:
            for font in fonts:
                if font.native:
                    font.use_native(array)
        self._pairs = None
        if color and convert is not None:
            # each byte of the frame (two pixels) to their two RGB565 values
            pal = self.rgb.pixel
            self._pairs = array("I", [pal(b >> 4, 0) | pal(b & 15, 0) << 16
                                      for b in range(256)])
        self._bands = [0] * (2 * MAX_BANDS)   # y0, y1 pairs, y1 exclusive
        self._nbands = 0

    # -- drawing (each call records the rows it touched) --

    def fill_rect(self, x, y, w, h, c):
        self.fb.fill_rect(x, y, w, h, c)
        self.touch(y, h)

    def rect(self, x, y, w, h, c):
        self.fb.rect(x, y, w, h, c)
        self.touch(y, h)

    def hline(self, x, y, w, c):
        self.fb.hline(x, y, w, c)
        self.touch(y, 1)

    def vline(self, x, y, h, c):
        self.fb.vline(x, y, h, c)
        self.touch(y, h)

    def clear(self, c=None):
        self.fb.fill(self.bg if c is None else c)
        self.touch(0, self.height)

    def text(self, x, y, text, font, fg, bg=None):
        """Draw one line of text (ink only, or on a filled box if bg is given);
        return the x after it."""
        if bg is not None:
            self.fb.fill_rect(x, y, font.width(text), font.height, bg)
        else:
            bg = self.bg if fg != self.bg else self.fg
        pal = self._palette
        pal.pixel(0, 0, bg)
        pal.pixel(1, 0, fg)
        h = font.height
        self.touch(y, h)
        if self._mv is not None and 0 <= y and y + h <= self.height:
            # the band of rows the line covers: drawn in native code where the
            # board has it, else as its own FrameBuffer, each glyph copied
            # straight from the font's sheet in one blit (clipped to the
            # band), not twice through a scratch cell
            r = self._row
            band = self._mv[y * r:(y + h) * r]
            if self._text is not None and font.native:
                return font.draw_native(self._text, band, self.width, r, text, x, fg, bg)
            line = framebuf.FrameBuffer(band, self.width, h, framebuf.GS4_HMSB)
            return font.draw_line(line, text, x, pal, bg)
        return font.draw(self.fb, text, x, y, pal, bg)

    def text_in(self, x, y, w, text, font, fg, bg, align=0):
        """Fill a box w wide and one line tall with bg and draw text in it,
        cut with an ellipsis if too long; align 0 left, 1 centre, 2 right."""
        self.fb.fill_rect(x, y, w, font.height, bg)
        self.touch(y, font.height)
        text = fit(text, font, w)
        tw = font.width(text)
        if align == 1:
            x += (w - tw) // 2
        elif align == 2:
            x += w - tw
        return self.text(x, y, text, font, fg)

    # -- dirty rows --

    def touch(self, y, h):
        """Record that rows y..y+h-1 changed."""
        y0 = y if y > 0 else 0
        y1 = y + h
        if y1 > self.height:
            y1 = self.height
        if y1 <= y0:
            return
        b = self._bands
        n = self._nbands
        # most calls draw inside a band already recorded (a full redraw
        # starts with one that covers the screen): nothing to do
        for i in range(0, 2 * n, 2):
            if b[i] <= y0 and y1 <= b[i + 1]:
                return
        for i in range(0, 2 * n, 2):
            if y0 <= b[i + 1] + MERGE_GAP and b[i] <= y1 + MERGE_GAP:
                b[i] = min(b[i], y0)
                b[i + 1] = max(b[i + 1], y1)
                self._merge_overlaps()
                return
        if n < MAX_BANDS:
            b[2 * n] = y0
            b[2 * n + 1] = y1
            self._nbands = n + 1
            return
        # no room: grow the band that needs the fewest extra rows
        best = 0
        cost = self.height * 2
        for i in range(0, 2 * n, 2):
            c = max(b[i + 1], y1) - min(b[i], y0) - (b[i + 1] - b[i])
            if c < cost:
                best, cost = i, c
        b[best] = min(b[best], y0)
        b[best + 1] = max(b[best + 1], y1)
        self._merge_overlaps()

    def _merge_overlaps(self):
        b = self._bands
        merged = True
        while merged:
            merged = False
            n = self._nbands
            for i in range(0, 2 * n, 2):
                for j in range(i + 2, 2 * n, 2):
                    if b[i] <= b[j + 1] + MERGE_GAP and b[j] <= b[i + 1] + MERGE_GAP:
                        b[i] = min(b[i], b[j])
                        b[i + 1] = max(b[i + 1], b[j + 1])
                        last = 2 * (n - 1)
                        b[j], b[j + 1] = b[last], b[last + 1]
                        self._nbands = n - 1
                        merged = True
                        break
                if merged:
                    break

    def dirty(self):
        return self._nbands > 0

    def dirty_rows(self):
        """Total number of changed rows (for tests and benchmarks)."""
        b = self._bands
        return sum(b[i + 1] - b[i] for i in range(0, 2 * self._nbands, 2))

    def flush(self, display):
        """Push the changed bands to the display and forget them."""
        b = self._bands
        for i in range(0, 2 * self._nbands, 2):
            if self.rgb is None:
                display.show(self.buf, b[i], b[i + 1])
            else:
                self._push(display, b[i], b[i + 1])
        self._nbands = 0

    def _push(self, display, y0, y1):
        """Rows y0..y1-1 in RGB565: converted BAND_ROWS at a time into the
        band buffer (a blit of the frame through the palette, in C) and sent
        as one window."""
        display.begin(y0, y1)
        band = self._band_fb
        out = self._band
        row = self.width * 2
        y = y0
        convert = self._convert
        if convert is not None:
            r = self._row
            while y < y1:
                n = y1 - y if y1 - y < BAND_ROWS else BAND_ROWS
                convert(out, self.buf, (y * r) << 16 | n * r, self._pairs)
                display.write(out[:n * row])
                y += n
            display.end()
            return
        while y < y1:
            n = y1 - y
            if n >= BAND_ROWS:
                n = BAND_ROWS
                band.blit(self.fb, 0, -y, -1, self.rgb)
            else:
                # the last rows: a source of just those rows, so that no
                # more pixels are converted than are sent
                r = self._row
                part = framebuf.FrameBuffer(self._mv[y * r:(y + n) * r], self.width, n,
                                            framebuf.GS4_HMSB)
                band.blit(part, 0, 0, -1, self.rgb)
            display.write(out[:n * row])
            y += n
        display.end()


def fit(text, font, width):
    """The text, cut with an ellipsis if it is wider than `width` pixels."""
    if font.width(text) <= width:
        return text
    n = font.fit(text, width - font.width("…"))
    return text[:n] + "…"


def wrap(text, font, width):
    """Split text into lines that fit `width` pixels, at spaces where possible."""
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            candidate = word if not line else line + " " + word
            if font.width(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.width(word) > width:
                n = max(1, font.fit(word, width))
                lines.append(word[:n])
                word = word[n:]
            line = word
        lines.append(line)
    return lines
