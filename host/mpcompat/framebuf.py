"""The subset of MicroPython's framebuf that the firmware uses, for CPython.

Pixel for pixel the same as MicroPython's C implementation (py/modframebuf.c)
for the operations below, which tests/test_framebuf.py checks against the
real module under the MicroPython unix port, and tests/test_emulator.py by
comparing frames drawn by both runtimes. Formats: MONO_VLSB (SSD1306 pages),
RGB565 (little-endian 16-bit, as MicroPython stores it), GS4_HMSB (4 bits a
pixel, the even column in the high nibble: the colour boards' frame),
MONO_HLSB and MONO_HMSB. Operations: fill, fill_rect, pixel, hline, vline,
rect and blit (with key and palette); line, text, scroll, ellipse and poly
are left out because the firmware does not use them (tests/test_stubs.py
keeps it that way).

Two operations the emulator does on every frame have fast paths that give
the same bytes as the pixel-by-pixel code: fill_rect on GS4_HMSB and
RGB565, and the blit of a GS4_HMSB frame into an RGB565 band through a
16-colour palette (firmware/canvas.py's conversion when it pushes rows).
"""

MONO_VLSB = MVLSB = 0
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4


class FrameBuffer:
    def __init__(self, buf, width, height, format, stride=None):
        if format not in (MONO_VLSB, RGB565, GS4_HMSB, MONO_HLSB, MONO_HMSB):
            raise ValueError("invalid format")
        if width < 1 or height < 1:
            raise ValueError("invalid size")
        self.buf = buf if isinstance(buf, (bytearray, memoryview)) else _writable(buf)
        self.width = width
        self.height = height
        self.format = format
        stride = width if stride is None else stride
        if format in (MONO_HLSB, MONO_HMSB):
            stride = (stride + 7) & ~7
        elif format == GS4_HMSB:
            stride = (stride + 1) & ~1
        self.stride = stride
        if format == MONO_VLSB:
            need = ((height + 7) // 8) * stride
        elif format == RGB565:
            need = height * stride * 2
        elif format == GS4_HMSB:
            need = height * stride // 2
        else:
            need = height * stride // 8
        if len(self.buf) < need:
            raise ValueError("buffer too small")

    # -- pixels --

    def _get(self, x, y):
        b = self.buf
        if self.format == RGB565:
            i = (x + y * self.stride) * 2
            return b[i] | (b[i + 1] << 8)
        if self.format == MONO_VLSB:
            return (b[(y >> 3) * self.stride + x] >> (y & 7)) & 1
        if self.format == GS4_HMSB:
            return (b[(x + y * self.stride) >> 1] >> (0 if x & 1 else 4)) & 0x0F
        i = (x + y * self.stride) >> 3
        off = x & 7 if self.format == MONO_HMSB else 7 - (x & 7)
        return (b[i] >> off) & 1

    def _set(self, x, y, col):
        b = self.buf
        if self.format == RGB565:
            i = (x + y * self.stride) * 2
            b[i] = col & 0xFF
            b[i + 1] = (col >> 8) & 0xFF
        elif self.format == MONO_VLSB:
            i = (y >> 3) * self.stride + x
            off = y & 7
            b[i] = (b[i] & ~(1 << off) & 0xFF) | ((col != 0) << off)
        elif self.format == GS4_HMSB:
            i = (x + y * self.stride) >> 1
            if x & 1:
                b[i] = (col & 0x0F) | (b[i] & 0xF0)
            else:
                b[i] = ((col & 0x0F) << 4) | (b[i] & 0x0F)
        else:
            i = (x + y * self.stride) >> 3
            off = x & 7 if self.format == MONO_HMSB else 7 - (x & 7)
            b[i] = (b[i] & ~(1 << off) & 0xFF) | ((col != 0) << off)

    def _fill_rect(self, x, y, w, h, col):
        # already clipped by the caller
        if self.format == RGB565:
            row = bytes((col & 0xFF, (col >> 8) & 0xFF)) * w
            b = self.buf
            for yy in range(y, y + h):
                i = (x + yy * self.stride) * 2
                b[i:i + 2 * w] = row
        elif self.format == GS4_HMSB:
            # as gs4_hmsb_fill_rect: a lone nibble at each end, whole bytes between
            col &= 0x0F
            pair = bytes((col | (col << 4),))
            b = self.buf
            for yy in range(y, y + h):
                i = x + yy * self.stride          # pixel index; the stride is even
                end = i + w
                if i & 1:
                    b[i >> 1] = (b[i >> 1] & 0xF0) | col
                    i += 1
                if end & 1 and end > i:
                    b[end >> 1] = (b[end >> 1] & 0x0F) | (col << 4)
                    end -= 1
                if end > i:
                    b[i >> 1:end >> 1] = pair * ((end - i) >> 1)
        else:
            for yy in range(y, y + h):
                for xx in range(x, x + w):
                    self._set(xx, yy, col)

    # -- the public operations --

    def fill(self, c):
        self._fill_rect(0, 0, self.width, self.height, c)

    def fill_rect(self, x, y, w, h, c):
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self.height or x >= self.width:
            return
        xend = min(self.width, x + w)
        yend = min(self.height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        self._fill_rect(x, y, xend - x, yend - y, c)

    def pixel(self, x, y, c=None):
        if 0 <= x < self.width and 0 <= y < self.height:
            if c is None:
                return self._get(x, y)
            self._set(x, y, c)
        return None

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
        else:
            self.fill_rect(x, y, w, 1, c)
            self.fill_rect(x, y + h - 1, w, 1, c)
            self.fill_rect(x, y, 1, h, c)
            self.fill_rect(x + w - 1, y, 1, h, c)

    def blit(self, fbuf, x, y, key=-1, palette=None):
        if (x >= self.width or y >= self.height or -x >= fbuf.width or -y >= fbuf.height):
            return
        key &= 0xFFFFFFFF
        x0 = max(0, x)
        y0 = max(0, y)
        x1 = max(0, -x)
        y1 = max(0, -y)
        x0end = min(self.width, x + fbuf.width)
        y0end = min(self.height, y + fbuf.height)
        if (self.format == RGB565 and fbuf.format == GS4_HMSB and palette is not None
                and palette.format == RGB565 and palette.width >= 16 and key > 0xFFFF
                and not (x1 | (x0end - x0)) & 1):
            self._blit_gs4(fbuf, palette, x0, y0, x1, y1, x0end, y0end)
            return
        get = fbuf._get
        put = self._set
        pal = palette._get if palette is not None else None
        while y0 < y0end:
            cx1 = x1
            for cx0 in range(x0, x0end):
                col = get(cx1, y1)
                if pal is not None:
                    col = pal(col, 0)
                if col != key:
                    put(cx0, y0, col)
                cx1 += 1
            y1 += 1
            y0 += 1

    def _blit_gs4(self, src, palette, x0, y0, x1, y1, x0end, y0end):
        # the general loop's result for a 4-bit source through a 16-colour
        # palette with no key colour, a source byte (two pixels) at a time
        pal = [palette._get(i, 0) for i in range(16)]
        table = [bytes((pal[v >> 4] & 0xFF, pal[v >> 4] >> 8, pal[v & 15] & 0xFF,
                        pal[v & 15] >> 8)) for v in range(256)]
        n = (x0end - x0) >> 1                   # source bytes per row
        s = src.buf
        d = self.buf
        while y0 < y0end:
            i = (x1 + y1 * src.stride) >> 1
            j = (x0 + y0 * self.stride) * 2
            d[j:j + 4 * n] = b"".join(map(table.__getitem__, s[i:i + n]))
            y1 += 1
            y0 += 1


def _writable(buf):
    # MicroPython refuses read-only buffers (bytes); so does this stand-in
    raise TypeError("object with buffer protocol required")
