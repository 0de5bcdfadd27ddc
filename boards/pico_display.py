# Raspberry Pi Pico (RP2040) with the Pimoroni Pico Display Pack: 1.14"
# 240x135 IPS ST7789 on SPI0 at 62.5 MHz, buttons A B X Y, an RGB LED.
#
# Pins (Pimoroni's pinout): SCK GP18, MOSI GP19, CS GP17, DC GP16, backlight
# GP20 (PWM); buttons A GP12, B GP13, X GP14, Y GP15 (to ground, so pulled up
# and active low); LED red GP6, green GP7, blue GP8 (active low, PWM).
# Everything that touches the hardware happens in open(): importing this
# module only describes the board (the emulator and the tests do that).
NAME = "pico_display"
TITLE = "Pico + Display Pack"
WIDTH = 240
HEIGHT = 135
COLOR = True
BUTTONS = "ABXY"
FONTS = ("ter12", "ter16", "ter32")   # small, body, big
SPI_HZ = 62500000
from firmware.pinboard import PinBoard

HEAP = 192 * 1024                     # plan for this much free heap after boot


class Board(PinBoard):
    NAME = NAME
    TITLE = TITLE
    WIDTH = WIDTH
    HEIGHT = HEIGHT
    COLOR = COLOR
    BUTTONS = BUTTONS
    FONTS = FONTS

    def __init__(self):
        # first, while the heap is in one piece (see firmware/app.py): the
        # 4-bit frame of firmware/canvas.py (Canvas.buffer), 16,200 bytes
        self.framebuffer = bytearray(WIDTH * HEIGHT // 2)
        from machine import Pin, PWM, SPI
        from firmware.drivers.st7789 import ST7789
        from firmware.storage import Storage
        from firmware.link import StdioLink
        self.gs4_to_rgb565 = _machine_code("gs4_thumb", "convert")
        self.gs4_text = _machine_code("gs4_text", "draw")
        spi = SPI(0, baudrate=SPI_HZ, polarity=0, phase=0, sck=Pin(18), mosi=Pin(19))
        bl = PWM(Pin(20))
        bl.freq(1000)
        self.display = ST7789(spi, Pin(16, Pin.OUT), Pin(17, Pin.OUT, value=1), bl,
                              WIDTH, HEIGHT, 40, 53, 0x70)
        self._buttons = [Pin(n, Pin.IN, Pin.PULL_UP) for n in (12, 13, 14, 15)]
        self.latch_taps()
        self._led = []
        for n in (6, 7, 8):
            p = PWM(Pin(n))
            p.freq(1000)
            p.duty_u16(65535)    # active low: off
            self._led.append(p)
        self.storage = Storage("/")
        self.link = StdioLink()

    def led(self, r, g, b):
        """The RGB LED, 0..255 per channel."""
        for p, v in zip(self._led, (r, g, b)):
            p.duty_u16(65535 - v * 257)


def open():
    return Board()


def _machine_code(module, name):
    """`name` of a module of lib/ built for the Pico (native/*.py for armv6m:
    the frame's conversion to RGB565, firmware/canvas.py; the drawing of
    text, firmware/font.py), or None where it cannot load: the canvas then
    blits (the tests on CPython, the unix port)."""
    try:
        return getattr(__import__(module), name)
    except (ImportError, ValueError):    # not deployed, or not an ARM .mpy
        return None
