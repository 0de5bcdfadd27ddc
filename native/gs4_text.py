# A line of text drawn into the 4-bit frame in native code (viper), for
# firmware/font.py: the ink of each glyph of a font's MONO_HLSB sheet set
# in a band of the frame (framebuf.GS4_HMSB: the even column in a byte's
# high nibble), exactly as FrameBuffer.blit(sheet, x, -i * height, key,
# palette) through the two-colour palette sets it, clipped to the band.
# The text comes as its UTF-8 bytes; each character's glyph is found as
# Font._glyph_of finds it (the ASCII run, else a binary search of the
# font's CODES, else the replacement glyph). On a Pico the blit path takes
# 160-300 us a character (a Python loop and framebuf's pixel functions);
# this takes about 50.
# Same bytes as the blit: tests/test_gs4_text.py (the unix port) and
# tests/test_pico.py (the emulated Pico).
#
# Viper: mpy-cross compiles it for one architecture (host/build.py: armv6m
# into the board's lib/; the unix port's tests: x64), so it is not a device
# module. Where it does not load, font.py blits.
import micropython

OFFSET = 4096     # added to x in args (a line may begin left of the band)


@micropython.viper
def draw(band, args, text, font) -> int:
    # band: the rows of the line (`row` bytes each); args: array("I"): x +
    # OFFSET, the band's width in pixels, row, the glyphs' cell width,
    # height, the sheet's bytes per glyph row, the ink (0-15), the length of
    # text in bytes, the glyphs of the ASCII run from the space, how many
    # glyphs, the replacement glyph (or the count if the font has none:
    # nothing drawn); text: the UTF-8 bytes; font: (the font's bitmaps, its
    # CODES: 2 bytes a glyph, big-endian, sorted). Returns the x after it.
    out = ptr8(band)
    a = ptr32(args)
    s = ptr8(text)
    bits = ptr8(font[0])
    codes = ptr8(font[1])
    x = a[0] - 4096
    width = a[1]
    row = a[2]
    cell = a[3]
    height = a[4]
    per_row = a[5]
    ink = a[6]
    high = ink << 4
    n = a[7]
    ascii = a[8]
    count = a[9]
    missing = a[10]
    k = 0
    while k < n:
        # the next character's code point (UTF-8)
        code = s[k]
        if code >= 0xF0:
            code = ((code & 7) << 18) | ((s[k + 1] & 0x3F) << 12) | ((s[k + 2] & 0x3F) << 6) \
                | (s[k + 3] & 0x3F)
            k += 4
        elif code >= 0xE0:
            code = ((code & 15) << 12) | ((s[k + 1] & 0x3F) << 6) | (s[k + 2] & 0x3F)
            k += 3
        elif code >= 0xC0:
            code = ((code & 31) << 6) | (s[k + 1] & 0x3F)
            k += 2
        else:
            k += 1
        # its glyph
        if code >= 32 and code < 32 + ascii:
            glyph = code - 32
        else:
            glyph = missing
            lo = 0
            hi = count - 1
            while lo <= hi:
                mid = (lo + hi) >> 1
                c = (codes[2 * mid] << 8) | codes[2 * mid + 1]
                if c == code:
                    glyph = mid
                    break
                if c < code:
                    lo = mid + 1
                else:
                    hi = mid - 1
        # its ink (a font without the replacement glyph: none)
        if glyph >= count:
            x += cell
            continue
        src = glyph * height * per_row
        clip = x < 0 or x + cell > width
        dst = 0
        y = 0
        while y < height:
            j = 0
            while j < per_row:
                b = bits[src + j]
                if (j << 3) + 8 > cell:          # the sheet's padding bits are not the glyph's
                    b = b & ((0xFF00 >> (cell - (j << 3))) & 0xFF)
                px = x + (j << 3)
                while b:
                    if b & 0x80:
                        if not clip or (px >= 0 and px < width):
                            at = dst + (px >> 1)
                            if px & 1:
                                out[at] = (out[at] & 0xF0) | ink
                            else:
                                out[at] = (out[at] & 0x0F) | high
                    b = (b << 1) & 0xFF
                    px += 1
                j += 1
            src += per_row
            dst += row
            y += 1
        x += cell
    return x
