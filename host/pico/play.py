"""Button scripts on the emulated Pico, with the desktop emulator's timing.

A script is boards/emulator.py's: `A`, `long:X`, `double:A`, `hold:B:1500`,
`wait:500`, `shot:name`, `3*B`. The buttons are held and released on their
GPIO pins for exactly as long as the desktop emulator holds them
(boards.emulator's PRESS_MS, LONG_MS, GAP_MS...), so the same script reaches
the same screens on both; at a shot the board is first let settle (its
screen idle), since its clock also counts the time its work takes.

Every action a word sets off is a Press: its trigger (the GPIO edge, or the
instant a hold becomes long, by the device's button grammar in
firmware/input.py) and the panel writes that answered it, so that
`press.latency_ms` is the time from the trigger to the last SPI byte of the
updated screen.
"""
from boards import emulator as emu
from firmware import input as keys
from host.pico.emulated import PicoError

SLICE_MS = 10            # the settling check's step: one loop iteration of the app
QUIET_MS = 100           # settled: this long without panel writes and mostly asleep
IDLE_BUSY = 0.3          # "mostly asleep": under this share of cycles awake
SETTLE_MAX_MS = 15000
ANSWER_GAP_US = 30000    # writes closer than this to the previous belong to one answer


class Press:
    """One action on the board: word (the script's), button, kind ("press",
    "short", "long", "repeat"), trigger_us; answer: the panel writes that
    followed it (filled in by Player.answers())."""

    def __init__(self, word, button, kind, trigger_us):
        self.word = word
        self.button = button
        self.kind = kind
        self.trigger_us = trigger_us
        self.answer = []

    @property
    def latency_ms(self):
        """Trigger to the last byte of the answer, or None if nothing changed."""
        if not self.answer:
            return None
        return (self.answer[-1][1] - self.trigger_us) / 1000

    @property
    def rows(self):
        return sum(w[5] - w[4] + 1 for w in self.answer)

    def __repr__(self):
        return "<Press %s %s %s at %.1f ms: %s>" % (
            self.word, self.button, self.kind, self.trigger_us / 1000,
            "%.1f ms" % self.latency_ms if self.answer else "no update")


class Player:
    """Plays scripts on an emulated.Pico (a board with the grammar of `buttons`)."""

    def __init__(self, pico, buttons="ABXY", idle_busy=IDLE_BUSY):
        """idle_busy: the share of cycles awake under which the chip counts
        as asleep when settling (higher for a board running a sampler)."""
        self.pico = pico
        self.idle_busy = idle_busy
        self.grammar = dict(keys.grammar(buttons))
        self.presses = []
        self.windows = []      # every panel write seen, in order
        self.events = []       # (t_us, "down:A" / "up:A" / "shot:name"), for replay()
        self.zero_us = None    # when the first screen began to be drawn

    def run(self, ms):
        self.pico.run(ms)
        self.windows += self.pico.take_windows()

    def settle(self, max_ms=SETTLE_MAX_MS):
        """Run until the screen is idle: QUIET_MS without panel writes, the
        chip mostly asleep over that time. Returns the ms it took."""
        pico = self.pico
        start = pico.t_us
        recent = []            # (busy, cycles) of the last slices
        while pico.t_us - start < max_ms * 1000:
            busy0, cycles0 = pico.busy_cycles, pico.cycles
            self.run(SLICE_MS)
            if self.windows and self.windows[-1][1] > pico.t_us - SLICE_MS * 1000:
                recent = []
                continue
            recent.append((pico.busy_cycles - busy0, pico.cycles - cycles0))
            recent = recent[-(QUIET_MS // SLICE_MS):]
            if len(recent) * SLICE_MS >= QUIET_MS and \
                    sum(b for b, _ in recent) < self.idle_busy * sum(c for _, c in recent):
                break
        return (pico.t_us - start) / 1000

    def first_screen(self, max_ms=10000):
        """After power-on: run until the app has drawn its first screen and
        settled (the driver's own sleeps at start must not pass for idle).
        Returns the time of the last byte of that screen (ms on the board's
        clock, which starts at the first power-on)."""
        pico = self.pico
        deadline = pico.t_us + max_ms * 1000
        while not self.windows:
            if pico.t_us > deadline:
                raise PicoError("nothing was drawn on the panel within %d ms of power-on%s"
                                % (max_ms, pico.serial_tail()))
            self.run(SLICE_MS)
        self.zero_us = self.windows[0][0]
        self.settle()
        return self.windows[-1][1] / 1000

    def play(self, script, shot=None, pace=False):
        """Play a script; shot(name) is called at each shot:, settled.
        pace: let the board settle after every word too, as if each press
        were answered at once as on the desktop emulator (a press made while
        the app is still busy with the last one is only seen once it looks at
        the buttons again, and a short one may be missed)."""
        for word in script.split():
            times = 1
            star = word.find("*")
            if star > 0:
                times, word = int(word[:star]), word[star + 1:]
            for _ in range(times):
                self.word(word, shot)
                if pace and not word.startswith(("shot:", "wait:")):
                    self.settle()
        self.answers()

    def word(self, word, shot=None):
        parts = word.split(":")
        kind = parts[0]
        if kind == "shot":
            self.run(emu.LOOP_MS)
            self.settle()
            self.events.append((self.pico.t_us, word))
            if shot is not None:
                shot(parts[1])
        elif kind == "wait":
            self.run(int(parts[1]))
        elif kind == "long":
            self.hold(word, parts[1], emu.LONG_MS)
            self.run(emu.GAP_MS)
        elif kind == "double":
            self.hold(word, parts[1], emu.PRESS_MS)
            self.run(emu.DOUBLE_GAP_MS)
            self.hold(word, parts[1], emu.PRESS_MS)
            self.run(emu.GAP_MS)
        elif kind == "hold":
            self.hold(word, parts[1], int(parts[2]))
            self.run(emu.GAP_MS)
        elif len(parts) == 1 and len(kind) == 1:
            self.hold(word, kind, emu.PRESS_MS)
            self.run(emu.GAP_MS)
        else:
            raise ValueError("unknown script word: %s" % word)

    def hold(self, word, button, ms):
        """Hold a button for ms, noting the actions the grammar gives it."""
        if button not in self.grammar:
            raise ValueError("the board has no button %s" % button)
        press, short, long, _double = self.grammar[button]
        pico = self.pico
        pico.press(button)
        down = pico.t_us
        self.events.append((down, "down:" + button))
        if press:
            self.presses.append(Press(word, button, "press", down))
            t = keys.REPEAT_DELAY_MS
            while t < ms:
                self.presses.append(Press(word, button, "repeat", down + t * 1000))
                t += keys.REPEAT_MS
        elif long and ms >= keys.LONG_MS:
            self.presses.append(Press(word, button, "long", down + keys.LONG_MS * 1000))
        self.run(ms)
        pico.release(button)
        self.events.append((pico.t_us, "up:" + button))
        if not press and not (long and ms >= keys.LONG_MS) and short:
            self.presses.append(Press(word, button, "short", pico.t_us))

    def replay(self):
        """What was played, as a desktop emulator script that presses and
        releases each button and takes each shot at the time it happened
        here, counted from the first screen (the desktop emulator's clock
        starts at 0 with its first screen): time-outs on the screens (the
        event line, dimming) then fall at the same instants on both."""
        words = []
        for t_us, word in self.events:
            at = round((t_us - self.zero_us) / 1000)
            if word.startswith("shot:"):
                at -= emu.LOOP_MS              # a shot: lets one loop iteration pass first
            words += ["at:%d" % at, word]
        if self.events:               # time for the last press to be taken
            words.append("at:%d" % (round((self.events[-1][0] - self.zero_us) / 1000)
                                    + emu.GAP_MS))
        return " ".join(words)

    def answers(self):
        """Give each press the panel writes that answered it: those from its
        trigger on, up to the next press, while each follows the previous
        within ANSWER_GAP_US."""
        for i, press in enumerate(self.presses):
            until = self.presses[i + 1].trigger_us if i + 1 < len(self.presses) else None
            answer = []
            for w in self.windows:
                if w[0] < press.trigger_us:
                    continue
                if until is not None and w[0] >= until:
                    break
                if answer and w[0] - answer[-1][1] > ANSWER_GAP_US:
                    break
                answer.append(w)
            press.answer = answer
        return self.presses
