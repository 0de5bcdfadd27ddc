# What the real boards share: buttons on GPIO pins wired to ground (pulled up,
# so active low), MicroPython's clock, a seed from the hardware's random
# source, a reset. A board file subclasses PinBoard, sets self._buttons to its
# Pins in the order of BUTTONS and adds its display, storage and link.
import time


class PinBoard:
    _buttons = ()

    def read_buttons(self):
        """Bit i set while button i of BUTTONS is pressed."""
        bits = 0
        i = 0
        for pin in self._buttons:
            if not pin.value():
                bits |= 1 << i
            i += 1
        return bits

    def ticks_ms(self):
        return time.ticks_ms()

    def sleep_ms(self, ms):
        time.sleep_ms(ms)

    def led(self, r, g, b):
        pass     # boards without an LED

    def seed(self):
        import os
        return int.from_bytes(os.urandom(4), "big")

    def reset(self):
        import machine
        machine.reset()
