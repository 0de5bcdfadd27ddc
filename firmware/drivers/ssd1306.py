# SSD1306 128x64 OLED over I2C, for MicroPython: init, partial updates by
# 8-row pages, and the contrast as "backlight".
#
# The frame buffer is framebuf.MONO_VLSB, which is the controller's own page
# layout (each byte is 8 vertical pixels), so a band of rows goes out as the
# pages that cover it, in one I2C write per update.
from micropython import const

_ADDR = const(0x3C)

_INIT = (
    0xAE,              # display off
    0x20, 0x00,        # horizontal addressing
    0x40,              # start line 0
    0xA1,              # column 127 is segment 0 (not mirrored)
    0xA8, 63,          # multiplex 64
    0xC8,              # scan from COM[N-1]
    0xD3, 0x00,        # no display offset
    0xDA, 0x12,        # COM pins for 128x64
    0xD5, 0x80,        # clock
    0xD9, 0xF1,        # pre-charge (internal charge pump)
    0xDB, 0x30,        # VCOM deselect
    0x81, 0xFF,        # contrast
    0xA4,              # show RAM
    0xA6,              # not inverted
    0x8D, 0x14,        # charge pump on
    0xAF,              # display on
)


class SSD1306:
    def __init__(self, i2c, width=128, height=64, addr=_ADDR):
        self.i2c = i2c
        self.addr = addr
        self.width = width
        self.height = height
        self._cmd = bytearray(2)
        self._data_prefix = b"\x40"
        self._mv = None
        for c in _INIT:
            self._command(c)

    def _command(self, c):
        self._cmd[0] = 0x80       # Co = 1, D/C# = 0: one command byte follows
        self._cmd[1] = c
        self.i2c.writeto(self.addr, self._cmd)

    def show(self, buf, y0, y1):
        """Send the pages that cover rows y0..y1-1."""
        if self._mv is None:
            self._mv = memoryview(buf)
        p0 = y0 >> 3
        p1 = (y1 + 7) >> 3
        for c in (0x21, 0, self.width - 1, 0x22, p0, p1 - 1):
            self._command(c)
        w = self.width
        self.i2c.writevto(self.addr, (self._data_prefix, self._mv[p0 * w:p1 * w]))

    def backlight(self, percent):
        """An OLED has no backlight: set the contrast, and switch off at 0."""
        if percent == 0:
            self._command(0xAE)
            return
        self._command(0xAF)
        self._command(0x81)
        self._command(percent * 255 // 100)
