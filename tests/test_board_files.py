"""The real boards' files against a stand-in `machine` module: each board
builds its display, buttons and LED from the pins its header names, a
pressed button (pin pulled to ground) reads as its bit, and the display
drivers send their init sequences and windows. No hardware needed."""
import sys
import time
import types

import pytest

from boards import esp32_ssd1306, pico_display


class Pin:
    IN, OUT, PULL_UP = 0, 1, 2
    IRQ_FALLING = 4

    def __init__(self, n, mode=None, pull=None, value=None):
        self.n = n
        self.level = 1 if pull == Pin.PULL_UP else (value or 0)
        self.handler = None

    def value(self):
        return self.level

    def irq(self, handler, trigger):
        assert trigger == Pin.IRQ_FALLING
        self.handler = handler

    def set(self, level):
        """The pin's level changes: a falling edge calls its handler."""
        if self.level and not level and self.handler is not None:
            self.handler(self)
        self.level = level

    def __call__(self, level):
        self.level = level


CLOCK = [0]     # time.ticks_ms() of the stand-in hardware


class PWM:
    def __init__(self, pin):
        self.pin = pin
        self.duty = None

    def freq(self, hz):
        pass

    def duty_u16(self, d):
        self.duty = d


class SPI:
    def __init__(self, bus, **kw):
        self.sent = []

    def write(self, data):
        self.sent.append(bytes(data))


class I2C:
    def __init__(self, bus, **kw):
        self.sent = []

    def writeto(self, addr, data):
        self.sent.append((addr, bytes(data)))

    def writevto(self, addr, parts):
        self.sent.append((addr, b"".join(bytes(p) for p in parts)))


@pytest.fixture
def hardware(monkeypatch):
    machine = types.ModuleType("machine")
    machine.Pin, machine.PWM, machine.SPI, machine.I2C = Pin, PWM, SPI, I2C
    machine.idle = lambda: None      # (the loop's pause waits in it: PinBoard.sleep_ms)
    micropython = types.ModuleType("micropython")
    micropython.const = lambda x: x
    monkeypatch.setitem(sys.modules, "machine", machine)
    monkeypatch.setitem(sys.modules, "micropython", micropython)
    for name in ("firmware.drivers.st7789", "firmware.drivers.ssd1306"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setattr(time, "sleep_ms", lambda ms: None, raising=False)
    monkeypatch.setattr(time, "ticks_ms", lambda: CLOCK[0], raising=False)
    CLOCK[0] = 1234
    from firmware import link
    monkeypatch.setattr(link, "StdioLink", object)   # the REPL's stdin: not under pytest


def test_pico_display_buttons_read_as_bits_in_the_order_abxy(hardware):
    board = pico_display.open()
    assert board.read_buttons() == 0
    board._buttons[2].level = 0          # X (GP14) pressed: pulled to ground
    board._buttons[0].level = 0          # A (GP12)
    assert [p.n for p in board._buttons] == [12, 13, 14, 15]
    assert board.read_buttons() == 0b101
    assert board.ticks_ms() == 1234


def _at(ms, pin=None, level=None):
    CLOCK[0] = ms
    if pin is not None:
        pin.set(level)


def test_a_tap_made_and_ended_while_the_app_was_busy_is_still_read(hardware):
    # the app reads the levels once a loop; a quick tap between two reads
    # must not be lost (its falling edge is latched)
    board = pico_display.open()
    y = board._buttons[3]
    _at(0)
    assert board.take_buttons() == 0
    _at(100, y, 0)                        # Y down and up again, 40 ms, unseen
    _at(140, y, 1)
    _at(200)
    assert board.take_buttons() == 0b1000
    _at(210)
    assert board.take_buttons() == 0      # once


def test_a_tap_begun_just_after_a_read_of_a_long_busy_loop_is_read(hardware):
    board = pico_display.open()
    b = board._buttons[1]
    _at(0)
    board.take_buttons()
    _at(5, b, 0)                          # 5 ms after the read, the loop busy for 200 ms
    _at(85, b, 1)
    _at(200)
    assert board.take_buttons() == 0b10


def test_the_chatter_of_a_release_is_not_read_as_a_tap(hardware):
    board = pico_display.open()
    x = board._buttons[2]
    _at(0, x, 0)
    assert board.take_buttons() == 0b100  # held at this read
    _at(50, x, 1)                          # released, its contacts bouncing
    _at(51, x, 0)
    _at(52, x, 1)
    _at(100)
    assert board.take_buttons() == 0


def test_chatter_just_after_a_read_is_not_read_as_a_tap(hardware):
    board = pico_display.open()
    a = board._buttons[0]
    _at(0)
    board.take_buttons()
    _at(100, a, 0)
    _at(150, a, 1)
    _at(200)
    assert board.take_buttons() == 0b1    # the tap
    _at(203, a, 0)                         # the last bounce of its release
    _at(204, a, 1)
    _at(260)
    assert board.take_buttons() == 0


def test_read_buttons_reads_the_levels_and_leaves_a_tap_for_the_app(hardware):
    board = pico_display.open()
    b = board._buttons[1]
    _at(0)
    board.take_buttons()
    _at(100, b, 0)
    assert board.read_buttons() == 0b10
    _at(120, b, 1)
    assert board.read_buttons() == 0
    _at(200)
    assert board.take_buttons() == 0b10


def test_pico_display_led_is_active_low(hardware):
    board = pico_display.open()
    board.led(255, 0, 128)
    assert [p.duty for p in board._led] == [0, 65535, 65535 - 128 * 257]


def test_pico_display_st7789_init_and_window(hardware):
    board = pico_display.open()
    d = board.display
    assert d.spi.sent[0] == b"\x01"                  # software reset first
    assert b"\x29" in d.spi.sent                     # display on
    d.spi.sent.clear()
    d.begin(10, 18)
    d.write(b"\x00" * 480)
    d.end()
    # columns 40..279 and rows 53+10..53+17 of the controller's memory
    assert d.spi.sent[:4] == [b"\x2a", bytes((0, 40, 1, 23)), b"\x2b", bytes((0, 63, 0, 70))]
    assert d.spi.sent[4] == b"\x2c" and d.cs.level == 1
    d.backlight(100)
    assert d.bl.duty == 65535
    assert len(board.framebuffer) == 240 * 135 // 2


def test_esp32_ssd1306_two_buttons_and_page_updates(hardware):
    board = esp32_ssd1306.open()
    assert [p.n for p in board._buttons] == [32, 33]
    board._buttons[1].level = 0
    assert board.read_buttons() == 0b10
    board.led(1, 2, 3)                               # no LED: nothing happens
    d = board.display
    assert d.i2c.sent[0] == (0x3C, b"\x80\xae")     # display off first
    d.i2c.sent.clear()
    frame = bytearray(range(256)) * 4                # 128x64 MONO_VLSB: 1,024 bytes
    d.show(frame, 9, 17)                             # rows 9..16: pages 1 and 2
    addr, data = d.i2c.sent[-1]
    assert data == b"\x40" + bytes(frame[128:384])
    assert [c[1][1] for c in d.i2c.sent[:-1]] == [0x21, 0, 127, 0x22, 1, 2]
