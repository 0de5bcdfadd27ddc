# Under MicroPython, for tests/test_gs4_text.py (the unix port) and
# tests/test_pico.py (the emulated Pico, its board's lib/): lines of text
# drawn by firmware/font.py both ways, the blit (draw_line) and the native
# drawer (native/gs4_text.py, compiled for x64 into MODULE_DIR, or armv6m),
# and whether they set the same bytes:
#   micropython tests/support/gs4_text_run.py MODULE_DIR
# One line per case: "<font> <x> <ink> <key> same|DIFFERENT <x after> <x after>".
import sys

if len(sys.argv) > 1:
    sys.path.insert(0, sys.argv[1])
    sys.path.insert(1, ".")

import framebuf  # noqa: E402
from array import array  # noqa: E402
from gs4_text import draw  # noqa: E402
from firmware.font import Font  # noqa: E402
from firmware.fonts import ter12, ter16, ter32  # noqa: E402

WIDTH = 240
ROW = WIDTH // 2
TEXTS = ["Play a card: 7 of cups (3 left)", "Příliš žluťoučký kůň úpěl ďábelské ódy",
         "Perché è già così? Sì, più tardi", "snow \u2603 and \u4e2d missing", "", "~|}{`_^]\\[@?"]


def case(font, text, x, ink, key):
    h = font.height
    pal = framebuf.FrameBuffer(bytearray(2), 2, 1, framebuf.GS4_HMSB)
    pal.pixel(0, 0, key)
    pal.pixel(1, 0, ink)
    a = bytearray(bytes(range(256)) * (ROW * h // 256 + 1))[:ROW * h]    # every nibble pair
    b = bytearray(a)
    xa = font.draw_line(framebuf.FrameBuffer(a, WIDTH, h, framebuf.GS4_HMSB), text, x, pal, key)
    xb = font.draw_native(draw, memoryview(b), WIDTH, ROW, text, x, ink, key)
    return ("same" if a == b else "DIFFERENT"), xa, xb


def every_glyph(font):
    """The font's characters, a line's worth at a time."""
    codes = font._codes
    chars = "".join(chr((codes[2 * i] << 8) | codes[2 * i + 1]) for i in range(font._count))
    per = WIDTH // font.cell
    return [chars[i:i + per] for i in range(0, len(chars), per)]


for name, data in (("ter12", ter12), ("ter16", ter16), ("ter32", ter32)):
    font = Font(data)
    font.use_native(array)
    for text in TEXTS + every_glyph(font):
        for x, ink, key in ((0, 1, 0), (3, 7, 4), (-5, 15, 0), (WIDTH - 17, 2, 9), (1, 5, 5)):
            same, xa, xb = case(font, text, x, ink, key)
            print(name, x, ink, key, same, xa, xb)
