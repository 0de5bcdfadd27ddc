"""An emulated Pico with a Display Pack (host/pico/pico.mjs under Node),
driven from Python: power, time, buttons, the USB serial port, the panel.

    pico = Pico(firmware.find("stock"), [(image, offset), ...])
    pico.run(1500)                 # 1.5 s of emulated time
    pico.press("X"); pico.run(80); pico.release("X")
    frame = pico.frame()           # what the glass shows, RGB565 big-endian
    pico.power_cycle()             # off and on, the flash as it is
    pico.close()

The flash chip takes its time (a W25Q16JV's typical erase and program
times, the core stalled meanwhile, as MicroPython's rp2 port runs them with
interrupts off), and the power can be cut at a chosen emulated instant:

    pico.cut_power(at_us)          # scheduled; a run that reaches it raises PowerCut
    pico.cut                       # then: what was in flight (an erase, a program, none)
    pico.power_cycle()             # a fresh chip on the flash as the cut left it

Time is the chip's own: every call runs a bounded stretch of emulated time,
so nothing waits forever; the emulator itself is given a generous host-time
limit per call and is stopped past it. Failures are one-line PicoErrors:
a firmware that does not boot, a traceback on the serial console, a reset
the firmware did not expect, an emulator that stopped answering.
"""
import base64
import json
import os
import select
import shutil
import subprocess

from host.pico import firmware as images

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(HERE, "pico.mjs")
RP2040JS = os.path.join(HERE, "node_modules", "rp2040js")
WIDTH, HEIGHT = 240, 135
BOOT_MS = 5000             # a firmware that has not started USB by then did not boot
HOST_S_PER_MS = 0.05       # host seconds allowed per emulated ms (the emulator is ~2-4x slower)
TRACEBACK = "Traceback (most recent call last)"


class PicoError(Exception):
    """What went wrong with the emulated board, in one line."""


class PowerCut(Exception):
    """The power went at the instant cut_power() asked for: the chip has
    stopped, the flash as that instant left it (power_cycle() powers on a
    fresh chip from it)."""


class Frame:
    """The panel at one instant: `rgb565` (240x135, big-endian, what the
    glass shows), `panel` (the controller's state: on, sleeping, inverted,
    madctl, colmod, errors), `backlight` and `led` (duty 0..1 per pin, None
    where the pin drives nothing)."""

    def __init__(self, reply):
        self.rgb565 = base64.b64decode(reply["frame"])
        self.panel = reply["panel"]
        self.backlight = reply["backlight"]
        self.led = reply["led"]

    def pixel(self, x, y):
        i = (y * WIDTH + x) * 2
        return (self.rgb565[i] << 8) | self.rgb565[i + 1]


class Pico:
    """One emulated board; see the module's docstring."""

    def __init__(self, fw, images_at=(), miss_cycles=60, flash=None, flash_times=True,
                 flash_data=False):
        """fw: a firmware.Firmware; images_at: [(file, offset)] written to
        flash after it (the filesystem, a ROMFS image); flash: instead of
        both, a saved 2 MB flash to power on from; flash_times: erases and
        programs take the chip's time (False: none, as before they did);
        flash_data: flash_log's programs carry their data (bytes, sixth)."""
        if not os.path.exists(os.path.join(RP2040JS, "package.json")):
            raise PicoError("rp2040js is not installed in host/pico/node_modules: run "
                            "`python3 dev.py test` (or `npm ci` in host/pico)")
        node = shutil.which("node")
        if node is None:
            raise PicoError("Node.js (node) is not installed: the emulated Pico runs on it")
        self.firmware = fw
        self.windows = []          # the panel's memory writes: [t0_us, t1_us, x0, x1, y0, y1, bytes]
        self.serial = bytearray()  # what the board wrote on its USB serial port
        self.t_us = 0.0
        self.busy_cycles = 0
        self.cycles = 0
        self.resets = 0
        self.expected_resets = 0
        self.connected = False
        self.flash_ops = {}
        self.flash_log = []        # [t0_us, t1_us, "E" or "P", offset, bytes] of each one done
        self.cut = None            # after a power cut: what was in flight (see cut_power)
        self._checked = 0          # serial bytes already looked at for tracebacks
        self._taken = 0            # serial bytes already handed out by take_serial()
        self._in_repl = False      # a REPL's tracebacks are its answers, not failures
        self.proc = subprocess.Popen([node, RUNNER], cwd=HERE, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        msg = {"op": "power_on", "bootrom": images.bootrom(), "miss_cycles": miss_cycles,
               "flash_times": flash_times, "flash_data": flash_data}
        if flash is not None:
            msg["flash"] = flash
        else:
            msg["firmware"] = fw.path
            msg["images"] = [[f, o] for f, o in images_at]
        self._call(msg)

    # -- talking to the emulator --

    def _call(self, msg, emulated_ms=0):
        try:
            self.proc.stdin.write((json.dumps(msg) + "\n").encode())
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise PicoError("the emulator has stopped: %s" % self._stderr())
        limit = 60 + emulated_ms * HOST_S_PER_MS
        ready, _, _ = select.select([self.proc.stdout], [], [], limit)
        if not ready:
            self.close()
            raise PicoError("the emulator stopped answering (%s took over %d s)" % (
                msg["op"], limit))
        line = self.proc.stdout.readline()
        if not line:
            raise PicoError("the emulator has stopped: %s" % self._stderr())
        reply = json.loads(line)
        if "error" in reply:
            raise PicoError(reply["error"])
        self._take(reply)
        return reply

    def _stderr(self):
        self.proc.wait(5)
        text = self.proc.stderr.read().decode(errors="replace").strip()
        return text.splitlines()[-1] if text else "exit code %s" % self.proc.returncode

    def _take(self, reply):
        if "t_us" not in reply:
            return
        self.t_us = reply["t_us"]
        self.windows += reply["windows"]
        self.serial += base64.b64decode(reply["serial"])
        self.busy_cycles += reply["busy_cycles"]
        self.cycles += reply["cycles"]
        self.connected = reply["connected"]
        self.flash_ops = reply["flash_ops"]
        for op in reply["flash_log"]:
            if len(op) > 5:
                op[5] = base64.b64decode(op[5])
            self.flash_log.append(op)
        if "cut" in reply:
            self.cut = reply["cut"]
        if reply["resets"] > self.resets:
            self.resets = reply["resets"]
            if self.resets > self.expected_resets:
                raise PicoError("the board reset itself%s" % self._last_error(" after: "))
        self._check_serial()

    def _check_serial(self):
        if self._in_repl:
            self._checked = len(self.serial)
            return
        text = self.serial[self._checked:].decode("latin-1")
        at = text.find(TRACEBACK)
        if at < 0:
            self._checked = max(self._checked, len(self.serial) - len(TRACEBACK))
            return
        rest = text[at:]
        lines = [ln for ln in rest.replace("\r", "").split("\n")]
        # a traceback ends with the exception's line: wait until it has arrived
        for i in range(1, len(lines) - 1):
            if not lines[i].startswith(" "):
                self._checked = len(self.serial)
                raise PicoError("the firmware raised on the board: %s" % lines[i])

    def _last_error(self, prefix):
        text = self.serial.decode("latin-1").replace("\r", "")
        at = text.rfind(TRACEBACK)
        if at < 0:
            return ""
        lines = [ln for ln in text[at:].split("\n")[1:] if ln and not ln.startswith(" ")]
        return prefix + lines[0] if lines else ""

    # -- what a user does --

    def run(self, ms, until=None):
        """Let `ms` of emulated time pass (or less, once the serial output
        holds `until`); returns why it stopped: "time" or "until"."""
        msg = {"op": "run", "ms": ms}
        if until is not None:
            msg["until"] = until
        stopped = self._call(msg, ms)["stopped"]
        if stopped == "cut":
            raise PowerCut("the power was cut at %.1f us" % self.t_us)
        return stopped

    def press(self, button):
        self._call({"op": "button", "name": button, "down": True})

    def release(self, button):
        self._call({"op": "button", "name": button, "down": False})

    def frame(self):
        return Frame(self._call({"op": "frame"}))

    def write_serial(self, data):
        """Bytes from the USB host to the board."""
        self._call({"op": "serial", "data": base64.b64encode(bytes(data)).decode()})

    def take_serial(self):
        """What the board wrote on its serial port since the last call (the
        bytes stay in self.serial, where tracebacks are looked for)."""
        out = bytes(self.serial[self._taken:])
        self._taken = len(self.serial)
        return out

    def power_cycle(self):
        """Power off and on: chip and panel start afresh, the flash stays
        (as a power cut left it, if one did)."""
        self._call({"op": "power_cycle"})
        self.cut = None

    def cut_power(self, at_us, model="undefined", seed=1):
        """Cut the power at emulated instant `at_us` (ahead of now): a run
        that reaches it stops there and raises PowerCut. An erase or program
        in flight then leaves its part done (model "prefix": its first bytes;
        "undefined": each bit on its way changed or not at random, from
        `seed`), and self.cut says what it was: {"op": "E", "P" or None,
        "offset", "bytes": the sector or page, "done": 0..1 of its time,
        "t0_us", "call_offset", "call_bytes": the ROM call it was part of}."""
        self._call({"op": "cut", "t_us": at_us, "model": model, "seed": seed})

    def save_flash(self, path):
        """The whole 2 MB flash, as it is now, to a file."""
        self._call({"op": "save_flash", "path": os.path.abspath(path)})

    def boot(self, ms=BOOT_MS):
        """Run until the firmware has started its USB port (it has booted)."""
        deadline = self.t_us + ms * 1000
        while not self.connected and self.t_us < deadline:
            self.run(50)
        if not self.connected:
            raise PicoError("%s did not boot: its USB port never started within %d ms" % (
                self.firmware.name if self.firmware else "the firmware", ms))

    def serial_tail(self, prefix=": the serial console said: "):
        """The last line the board wrote on its serial port, for messages."""
        lines = [ln for ln in self.serial.decode("latin-1").replace("\r", "").split("\n") if ln]
        return prefix + lines[-1][-200:] if lines else ""

    def read_files(self):
        """{path: bytes} of every file on the board's filesystem now."""
        import tempfile
        from host.pico.deployed import read_littlefs
        with tempfile.NamedTemporaryFile(suffix=".flash") as f:
            self.save_flash(f.name)
            return read_littlefs(f.read(), self.firmware)

    def exec(self, code, ms=10000):
        """Run Python code on the board through its raw REPL (after stopping
        whatever runs, as mpremote does with Ctrl-C) and return what it
        printed; an exception on the board is a PicoError."""
        self._in_repl = True
        self.write_serial(b"\r\x03\x03")
        self._expect(b">>> ", 3000, "the REPL")
        self.write_serial(b"\x01")
        self._expect(b"raw REPL; CTRL-B to exit\r\n>", 3000, "the raw REPL")
        self.write_serial(code.encode() + b"\x04")
        self._expect(b"OK", 3000, "the raw REPL's OK")
        out = self._expect(b"\x04", ms, "the end of the script")
        err = self._expect(b"\x04>", 1000, "the raw REPL's prompt")
        self.write_serial(b"\x02")        # back to the friendly REPL
        if err.strip():
            lines = [ln for ln in err.decode("latin-1").splitlines() if ln.strip()]
            raise PicoError("the script raised on the board: %s" % lines[-1])
        return out.decode("latin-1")

    def _expect(self, text, ms, what):
        """Run until the serial output holds `text`; return what came before
        it (and drop both from self.serial)."""
        deadline = self.t_us + ms * 1000
        while text not in self.serial:
            if self.t_us >= deadline:
                raise PicoError("no %s from the board within %d ms%s" % (
                    what, ms, self.serial_tail()))
            self.run(min(100, ms), until=text.decode("latin-1"))
        at = self.serial.index(text)
        before = bytes(self.serial[:at])
        del self.serial[:at + len(text)]
        self._checked = self._taken = len(self.serial)
        return before

    def take_windows(self):
        out, self.windows = self.windows, []
        return out

    def close(self):
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write(b'{"op":"quit"}\n')
                self.proc.stdin.flush()
                self.proc.wait(10)
            except (BrokenPipeError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            f.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
