# Button timing with a fake clock: debounce, short and long presses,
# auto-repeat, double presses on two-button boards, waking without acting,
# and ticks that wrap around. Runs under CPython and MicroPython.
from firmware import input as keys
from firmware.input import Input, DEBOUNCE_MS, LONG_MS, REPEAT_DELAY_MS, REPEAT_MS, DOUBLE_MS

A, B, X, Y = 1, 2, 4, 8


class Run:
    """Feed an Input with 1 ms samples and collect its actions."""

    def __init__(self, buttons="ABXY", start=0):
        self.inp = Input(buttons)
        self.t = start
        self.actions = []

    def level(self, raw, ms):
        for _ in range(ms):
            self.inp.poll(raw, self.t)
            a = self.inp.next()
            while a:
                self.actions.append(keys.NAMES[a])
                a = self.inp.next()
            self.t += 1
        return self

    def press(self, bit, ms=60):
        return self.level(bit, ms).level(0, 50)


def test_a_short_press_of_x_is_ok_when_released():
    r = Run().level(X, 60)
    assert r.actions == []           # X acts on release (it also has a long action)
    r.level(0, 40)
    assert r.actions == ["OK"]


def test_a_press_of_a_acts_at_the_first_sample_that_sees_it():
    r = Run().level(0, 5).level(A, 1)
    assert r.actions == ["UP"]
    r.level(A, 60).level(0, 30)
    assert r.actions == ["UP"]


def test_a_release_of_x_is_ok_at_the_first_sample_that_sees_it():
    r = Run().level(X, 60).level(0, 1)
    assert r.actions == ["OK"]


def test_chatter_within_the_debounce_time_of_a_change_is_ignored():
    r = Run()
    r.level(A, 1)                    # pressed: UP at once
    for _ in range(2):               # the contacts chatter: 3 ms off, 3 ms on
        r.level(0, 3).level(A, 3)
    r.level(A, 100)
    for _ in range(2):               # and on release: 2 ms on, 2 ms off
        r.level(0, 2).level(A, 2)
    r.level(0, 50)
    assert r.actions == ["UP"]
    r.level(Y, 40)                   # Y chatters on release (12 ms): one BACK
    for _ in range(3):
        r.level(0, 2).level(Y, 2)
    r.level(0, 50)
    assert r.actions == ["UP", "BACK"]


def test_a_level_still_changed_when_the_debounce_time_ends_counts_then():
    """A press that comes back up during the debounce time and stays up is
    a press and a release: the release counts once the time is up."""
    r = Run().level(X, DEBOUNCE_MS - 5).level(0, 4)
    assert r.actions == []
    r.level(0, 2)
    assert r.actions == ["OK"]


def test_two_quick_presses_each_act():
    r = Run().press(A, DEBOUNCE_MS + 5).press(A, DEBOUNCE_MS + 5)
    assert r.actions == ["UP", "UP"]


def test_holding_x_opens_the_menu_without_waiting_for_the_release():
    r = Run().level(X, DEBOUNCE_MS + LONG_MS + 5)
    assert r.actions == ["MENU"]
    r.level(X, 2000).level(0, 50)    # keeping it held does not repeat, releasing does not add OK
    assert r.actions == ["MENU"]


def test_holding_y_is_undo_and_a_short_y_is_back():
    r = Run().press(Y).level(Y, DEBOUNCE_MS + LONG_MS + 5).level(0, 50)
    assert r.actions == ["BACK", "UNDO"]


def test_holding_b_repeats_down_after_a_delay():
    held = DEBOUNCE_MS + REPEAT_DELAY_MS + 3 * REPEAT_MS + 5
    r = Run().level(B, held).level(0, 50)
    assert r.actions == ["DOWN"] * 5     # the press, then the first repeat and three more


def test_two_buttons_short_long_and_double():
    r = Run("AB")
    r.press(A).level(0, DOUBLE_MS)
    assert r.actions == ["DOWN"]
    r.actions = []
    r.press(A, 60).press(A, 60).level(0, DOUBLE_MS)
    assert r.actions == ["UP"]
    r.actions = []
    r.level(A, DEBOUNCE_MS + LONG_MS + 5).level(0, DOUBLE_MS + 20)
    assert r.actions == ["BACK"]
    r.actions = []
    r.press(B).level(0, DOUBLE_MS)
    r.press(B).press(B).level(0, DOUBLE_MS)
    r.level(B, DEBOUNCE_MS + LONG_MS + 5).level(0, DOUBLE_MS + 20)
    assert r.actions == ["OK", "UNDO", "MENU"]


def test_a_short_press_waits_for_the_double_press_window():
    r = Run("AB").press(B)
    assert r.actions == []               # it might still become a double press
    r.level(0, DOUBLE_MS)
    assert r.actions == ["OK"]


def test_a_click_then_a_hold_is_a_short_then_a_long():
    r = Run("AB").press(B, 60)
    r.level(B, DEBOUNCE_MS + LONG_MS + 5).level(0, DOUBLE_MS + 20)
    assert r.actions == ["OK", "MENU"]


def test_a_swallowed_press_does_nothing_until_released():
    r = Run()
    r.level(A, DEBOUNCE_MS + 1)
    r.actions = []
    r.inp.swallow()                      # the press woke the screen
    r.level(A, REPEAT_DELAY_MS + 500).level(0, 50)
    assert r.actions == []               # no repeats either
    r.press(A)
    assert r.actions == ["UP"]           # the next press acts


def test_swallow_ignores_a_press_still_bouncing():
    r = Run()
    r.level(X, 3)                        # raw down, not yet debounced
    r.inp.swallow()
    r.level(X, 100).level(0, 50)
    assert r.actions == []
    r.press(X)
    assert r.actions == ["OK"]


def _ticks_period():
    # 2**30 on the Pico; 2**62 on the 64-bit unix port
    try:
        from time import ticks_add
    except ImportError:  # CPython: firmware.input mimics the Pico
        return 1 << 30
    return ticks_add(0, -1) + 1


def test_timing_survives_the_tick_counter_wrapping_around():
    period = _ticks_period()
    start = period - 200
    r = Run("ABXY", start)

    def poll(raw, ms):
        for _ in range(ms):
            r.inp.poll(raw, r.t)
            a = r.inp.next()
            while a:
                r.actions.append(keys.NAMES[a])
                a = r.inp.next()
            r.t = (r.t + 1) % period
    poll(X, DEBOUNCE_MS + LONG_MS + 5)
    poll(0, 50)
    assert r.actions == ["MENU"]


def test_every_board_grammar_reaches_all_six_actions():
    for buttons in ("ABXY", "AB"):
        for action in (keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO):
            assert keys.gesture(buttons, action) is not None, (buttons, action)


def test_an_unknown_button_set_is_refused():
    try:
        Input("ABC")
    except ValueError:
        return
    raise AssertionError("a board with buttons ABC has no grammar")
