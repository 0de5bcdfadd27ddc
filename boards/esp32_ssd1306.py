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
import time

HEAP = 90 * 1024


class Board:
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
        self.storage = Storage("/")
        self.link = StdioLink()

    def read_buttons(self):
        bits = 0
        b = self._buttons
        for i in range(2):
            if not b[i].value():
                bits |= 1 << i
        return bits

    def ticks_ms(self):
        return time.ticks_ms()

    def sleep_ms(self, ms):
        time.sleep_ms(ms)

    def led(self, r, g, b):
        pass     # no LED on this board

    def seed(self):
        import os
        return int.from_bytes(os.urandom(4), "big")

    def reset(self):
        import machine
        machine.reset()


def open():
    return Board()
