# What the real boards share: buttons on GPIO pins wired to ground (pulled up,
# so active low), MicroPython's clock, a seed from the hardware's random
# source, a reset. A board file subclasses PinBoard, sets self._buttons to its
# Pins in the order of BUTTONS, calls self.latch_taps() and adds its display,
# storage and link.
#
# Taps while the app is busy: the app reads the buttons' levels once a loop,
# and a loop may be busy for longer than a quick tap (a screen drawn, the
# flash written: a sector erase alone takes 45 ms). So each pin's falling
# edge is latched by an interrupt, and the app's read (take_buttons) also
# reports a tap that went down and up since its last read. A latched edge
# is not a tap when it is chatter of a release: of a button that was down
# at the last read, or of a tap the last read returned, less than
# DEBOUNCE_MS after that read.
import time

from firmware.input import DEBOUNCE_MS, ticks_diff


class PinBoard:
    _buttons = ()
    _fell = None       # per button: ticks_ms of its last falling edge (None: not latched)

    def latch_taps(self):
        from machine import Pin, idle
        self._idle = idle      # (looked up once: sleep_ms runs every loop iteration)
        n = len(self._buttons)
        self._fell = [0] * n
        self._down = 0          # bit i: button i went down since the last take_buttons()
        self._held = 0          # the levels at the last take_buttons()
        self._tapped = 0        # the taps it returned
        self._took = time.ticks_ms()
        for i in range(n):
            self._buttons[i].irq(self._latcher(i), Pin.IRQ_FALLING)

    def _latcher(self, i):
        bit = 1 << i

        def went_down(pin):
            self._fell[i] = time.ticks_ms()
            self._down |= bit
        return went_down

    def _levels(self):
        bits = 0
        i = 0
        for pin in self._buttons:
            if not pin.value():
                bits |= 1 << i
            i += 1
        return bits

    def read_buttons(self):
        """Bit i set while button i of BUTTONS is pressed."""
        return self._levels()

    def take_buttons(self):
        """read_buttons() for the app's loop, with the taps made and ended
        since its last call (see the top)."""
        levels = self._levels()
        if self._fell is None:
            return levels
        down = self._down
        self._down ^= down          # an edge latched meanwhile stays for the next call
        taps = down & ~self._held & ~levels
        recent = taps & self._tapped
        for i in range(len(self._fell)):
            if recent >> i & 1 and ticks_diff(self._fell[i], self._took) < DEBOUNCE_MS:
                taps &= ~(1 << i)
        self._held = levels
        self._tapped = taps
        self._took = time.ticks_ms()
        return levels | taps

    def ticks_ms(self):
        return time.ticks_ms()

    def sleep_ms(self, ms):
        """The loop's pause: ms, or until a button goes down (its interrupt
        latched it), so that a press is answered without waiting for the
        rest of the pause."""
        if self._fell is None:
            time.sleep_ms(ms)
            return
        idle = self._idle
        start = time.ticks_ms()
        while not self._down and ticks_diff(time.ticks_ms(), start) < ms:
            idle()      # until the next interrupt (an edge, the clock's tick)

    def led(self, r, g, b):
        pass     # boards without an LED

    def seed(self):
        import os
        return int.from_bytes(os.urandom(4), "big")

    def reset(self):
        import machine
        machine.reset()
