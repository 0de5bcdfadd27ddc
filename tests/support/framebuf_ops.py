# A fixed series of framebuf operations, printed as one line per buffer, for
# tests/test_framebuf.py: it runs this file under the MicroPython unix port
# (the real framebuf, C) and under CPython (host/mpcompat's stand-in) and
# compares the lines. Covers what the firmware does with each format: 4-bit
# frames (fills with odd ends, clipping, pixels), the conversion of a 4-bit
# frame into an RGB565 band through a 16-colour palette (aligned, at odd
# offsets, clipped at every edge), text glyphs blitted through a two-colour
# palette with a key, and the monochrome formats.
import sys

sys.path.insert(0, ".")
try:
    import framebuf
except ImportError:  # CPython
    from host import mpcompat
    mpcompat.install()
    import framebuf

from binascii import hexlify


class Rand:
    """xorshift32: the same numbers on both runtimes."""

    def __init__(self, seed):
        self.s = seed

    def next(self):
        s = self.s
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        self.s = s
        return s

    def between(self, lo, hi):
        return lo + self.next() % (hi - lo + 1)


def show(name, buf):
    print(name, hexlify(bytes(buf)).decode())


def shapes(fb, w, h, r, colours, count):
    """Random fills, rects, lines and pixels, partly off the edges."""
    for _ in range(count):
        kind = r.between(0, 5)
        x = r.between(-6, w + 2)
        y = r.between(-6, h + 2)
        a = r.between(0, w + 4)
        b = r.between(0, h + 4)
        c = r.between(0, colours - 1)
        if kind == 0:
            fb.fill_rect(x, y, a, b, c)
        elif kind == 1:
            fb.rect(x, y, a, b, c)
        elif kind == 2:
            fb.hline(x, y, a, c)
        elif kind == 3:
            fb.vline(x, y, b, c)
        elif kind == 4:
            fb.pixel(x, y, c)
        else:
            fb.rect(x, y, a, b, c, True)


def gs4_frames(r):
    for w, h in ((16, 8), (17, 5), (1, 3), (240, 12), (31, 9)):
        stride = (w + 1) & ~1
        buf = bytearray(stride * h // 2)
        fb = framebuf.FrameBuffer(buf, w, h, framebuf.GS4_HMSB)
        fb.fill(r.between(0, 15))
        shapes(fb, w, h, r, 16, 60)
        show("gs4 %dx%d" % (w, h), buf)
        pixels = [fb.pixel(x, y) for y in range(-1, h + 1) for x in range(-1, w + 1)]
        print("gs4 pixels", pixels)


def conversions(r):
    w, h = 24, 14
    frame = bytearray(w * h // 2)
    src = framebuf.FrameBuffer(frame, w, h, framebuf.GS4_HMSB)
    shapes(src, w, h, r, 16, 80)
    palette = framebuf.FrameBuffer(bytearray(32), 16, 1, framebuf.RGB565)
    for i in range(16):
        palette.pixel(i, 0, r.next() & 0xFFFF)
    band = bytearray(w * 4 * 2)
    dst = framebuf.FrameBuffer(band, w, 4, framebuf.RGB565)
    for x, y in ((0, 0), (0, -4), (0, -10), (0, -13), (0, 2), (1, -3), (-1, -5), (-3, 0),
                 (5, 1), (-2, -12), (20, -1), (-20, 0), (0, -14), (24, 0)):
        dst.fill(0x1234)
        dst.blit(src, x, y, -1, palette)
        show("band %d,%d" % (x, y), band)
    # with a key: the pixels whose palette colour is the key are left alone
    dst.fill(0)
    dst.blit(src, 0, -2, palette.pixel(3, 0), palette)
    show("band keyed", band)
    # a 4-bit frame into another without a palette, with a key
    other = bytearray(w * h // 2)
    dst4 = framebuf.FrameBuffer(other, w, h, framebuf.GS4_HMSB)
    dst4.fill(9)
    dst4.blit(src, 3, -2, 5)
    show("gs4 blit keyed", other)


def glyphs(r):
    # a MONO_HLSB sheet of two 8x10 glyphs into a 4-bit line and an RGB565
    # line through a two-colour palette, ink only (key = the background)
    sheet = bytearray(20)
    for i in range(20):
        sheet[i] = r.next() & 0xFF
    glyph = framebuf.FrameBuffer(sheet, 8, 20, framebuf.MONO_HLSB)
    for fmt, name, fg, bg in ((framebuf.GS4_HMSB, "gs4", 7, 2),
                              (framebuf.RGB565, "rgb", 0xF81F, 0x07E0)):
        w = 21
        size = ((w + 1) & ~1) * 10 // 2 if fmt == framebuf.GS4_HMSB else w * 10 * 2
        line = bytearray(size)
        fb = framebuf.FrameBuffer(line, w, 10, fmt)
        fb.fill(bg)
        pal = framebuf.FrameBuffer(bytearray(4), 2, 1, fmt)
        pal.pixel(0, 0, bg)
        pal.pixel(1, 0, fg)
        for x, i in ((0, 0), (7, 1), (15, 0), (-3, 1), (18, 1)):
            fb.blit(glyph, x, -i * 10, bg, pal)
        show("glyphs " + name, line)


def mono(r):
    for fmt, name in ((framebuf.MONO_VLSB, "vlsb"), (framebuf.MONO_HLSB, "hlsb"),
                      (framebuf.MONO_HMSB, "hmsb")):
        w, h = 19, 11
        buf = bytearray(32 * 16)
        fb = framebuf.FrameBuffer(buf, w, h, fmt)
        shapes(fb, w, h, r, 2, 40)
        show(name, buf)


def rgb565(r):
    w, h = 13, 7
    buf = bytearray(w * h * 2)
    fb = framebuf.FrameBuffer(buf, w, h, framebuf.RGB565)
    shapes(fb, w, h, r, 65536, 40)
    show("rgb565", buf)


def main():
    r = Rand(20261129)
    gs4_frames(r)
    conversions(r)
    glyphs(r)
    mono(r)
    rgb565(r)


main()
