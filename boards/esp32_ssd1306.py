# An ESP32 DevKitC (ESP32-WROOM-32) with a 0.96" 128x64 SSD1306 OLED on I2C
# and two push buttons: the second board, with a smaller monochrome screen,
# another MCU family and the two-button grammar (short, long and double
# presses; see firmware/input.py).
#
# Wiring: OLED SDA GPIO21, SCL GPIO22 (I2C address 0x3C, 400 kHz); button A
# GPIO32 and button B GPIO33 to ground (internal pull-ups, active low).
# The link to the host is the board's USB-UART, the REPL's stdin/stdout.
NAME = "esp32_ssd1306"
TITLE = "ESP32 + SSD1306 128x64"
WIDTH = 128
HEIGHT = 64
COLOR = False
BUTTONS = "AB"
FONTS = ("ter12", "ter12", "ter16")   # small, body, big
I2C_HZ = 400000
from firmware.pinboard import PinBoard

HEAP = 90 * 1024


class Board(PinBoard):
    NAME = NAME
    TITLE = TITLE
    WIDTH = WIDTH
    HEIGHT = HEIGHT
    COLOR = COLOR
    BUTTONS = BUTTONS
    FONTS = FONTS

    def __init__(self):
        # first, while the heap is in one piece (see firmware/app.py)
        self.framebuffer = bytearray(WIDTH * HEIGHT // 8)
        from machine import I2C, Pin
        from firmware.drivers.ssd1306 import SSD1306
        from firmware.storage import Storage
        from firmware.link import StdioLink
        i2c = I2C(0, scl=Pin(22), sda=Pin(21), freq=I2C_HZ)
        self.display = SSD1306(i2c, WIDTH, HEIGHT)
        self._buttons = [Pin(n, Pin.IN, Pin.PULL_UP) for n in (32, 33)]
        self.latch_taps()
        self.storage = Storage("/")
        self.link = StdioLink()


def open():
    return Board()
