# ST7789 display driver for MicroPython: the init sequence, the window for
# partial updates, and the backlight.
#
# The canvas (firmware/canvas.py) keeps a 4-bit frame and converts the rows
# it pushes to RGB565 with the bytes of each pixel swapped, which is the
# order the ST7789 reads over SPI: begin() opens a window of full-width rows
# and starts the memory write, write() sends the converted rows piece by
# piece as they come (chip select stays low in between), end() closes it.
# The init values for the 1.14" 240x135 panel of the Pimoroni Pico Display
# Pack follow Pimoroni's own driver (drivers/st7789 in pimoroni-pico): the
# panel sits at column 40, row 53 of the controller's 320x240 memory, seen
# landscape through MADCTL = column order | swap X/Y | scan order.
import time

from micropython import const

_SWRESET = const(0x01)
_SLPOUT = const(0x11)
_INVON = const(0x21)
_DISPON = const(0x29)
_CASET = const(0x2A)
_RASET = const(0x2B)
_RAMWR = const(0x2C)
_MADCTL = const(0x36)
_COLMOD = const(0x3A)

# (command, data) after the reset, for the 240x135 panel
_INIT_240x135 = (
    (_COLMOD, b"\x05"),                 # 16 bits per pixel
    (0xB2, b"\x0c\x0c\x00\x33\x33"),    # porch control
    (0xC0, b"\x2c"),                    # LCM control
    (0xC2, b"\x01"),                    # VDV and VRH from the registers
    (0xC3, b"\x00"),                    # VRH voltage
    (0xC4, b"\x20"),                    # VDV voltage
    (0xD0, b"\xa4\xa1"),                # power control 1
    (0xC6, b"\x0f"),                    # 60 Hz frame rate
    (0xB7, b"\x75"),                    # VGH and VGL voltages
    (0xBB, b"\x3d"),                    # VCOM voltage
    (0xD6, b"\xa1"),
    (0xE0, b"\x70\x04\x08\x09\x09\x05\x2a\x33\x41\x07\x13\x13\x29\x2f"),  # gamma +
    (0xE1, b"\x70\x03\x09\x0a\x09\x06\x2b\x34\x41\x07\x12\x14\x28\x2e"),  # gamma -
)


class ST7789:
    def __init__(self, spi, dc, cs, backlight, width, height, x_offset, y_offset, madctl,
                 init=_INIT_240x135):
        """spi: machine.SPI; dc, cs: output Pins; backlight: machine.PWM or None."""
        self.spi = spi
        self.dc = dc
        self.cs = cs
        self.bl = backlight
        self.width = width
        self.height = height
        self.x0 = x_offset
        self.y0 = y_offset
        self._cmd = bytearray(1)
        self._arg = bytearray(4)        # reused for every window: no allocation
        self.cs(1)
        self.backlight(0)
        self._command(_SWRESET)
        time.sleep_ms(150)
        for cmd, data in init:
            self._command(cmd, data)
        self._command(_INVON)           # this panel needs inverted colours
        self._command(_SLPOUT)
        time.sleep_ms(10)
        self._command(_DISPON)
        time.sleep_ms(100)
        self._arg[0] = madctl
        self._command(_MADCTL, memoryview(self._arg)[:1])

    def _command(self, cmd, data=None):
        self.cs(0)
        self.dc(0)
        self._cmd[0] = cmd
        self.spi.write(self._cmd)
        if data is not None:
            self.dc(1)
            self.spi.write(data)
        self.cs(1)

    def _window(self, cmd, start, end):
        a = self._arg
        a[0] = start >> 8
        a[1] = start & 0xFF
        a[2] = end >> 8
        a[3] = end & 0xFF
        self._command(cmd, a)

    def begin(self, y0, y1):
        """Open a window of rows y0..y1-1 (full width) and start writing to it."""
        self._window(_CASET, self.x0, self.x0 + self.width - 1)
        self._window(_RASET, self.y0 + y0, self.y0 + y1 - 1)
        self.cs(0)
        self.dc(0)
        self._cmd[0] = _RAMWR
        self.spi.write(self._cmd)
        self.dc(1)                      # pixels follow, until end()

    def write(self, data):
        """The next pixels of the window: RGB565, big-endian."""
        self.spi.write(data)

    def end(self):
        self.cs(1)

    def backlight(self, percent):
        """0..100; perceived brightness is roughly the square of the duty."""
        if self.bl is not None:
            self.bl.duty_u16(percent * percent * 65535 // 10000)
