// An emulated Raspberry Pi Pico with a Pimoroni Pico Display Pack, for
// host/pico/emulated.py: an instruction-level RP2040 (rp2040js) at 125 MHz
// running a MicroPython firmware image, with a model of the XIP flash cache
// so that the chip's own clock counts the cycles the code costs.
//
// What is wired to the chip, as on the Display Pack (Pimoroni's pinout):
// SPI0 on GP18 (SCK) and GP19 (MOSI) to an ST7789 (st7789.mjs) with chip
// select GP17 and data/command GP16, the backlight on GP20, buttons A B X Y
// on GP12..GP15 (to ground: they read high only through the pin's pull-up),
// the RGB LED on GP6, GP7, GP8 (active low). A byte reaches the panel only
// if those pins are really set up for it (SPI function on SCK and MOSI, SIO
// outputs on CS and DC), and it takes the time the bus needs (8 bits at the
// SPI clock the firmware set).
//
// Driven by JSON lines on stdin, one reply line each on stdout:
//   {"op":"power_on","firmware":F,"images":[[FILE,OFFSET],...],"miss_cycles":60}
//   {"op":"power_on","flash":FILE}                 (a saved 2 MB flash)
//   {"op":"run","ms":N,"until":TEXT}               run N emulated ms (or until the
//                                                  serial output holds TEXT)
//   {"op":"button","name":"A","down":true}
//   {"op":"serial","data":BASE64}                  bytes from the USB host
//   {"op":"frame"}                                 the panel, the backlight, the LED
//   {"op":"save_flash","path":FILE}
//   {"op":"power_cycle"}                           power off and on, the flash kept
//   {"op":"quit"}
// Every reply carries "t_us" (emulated time since power-on), the serial
// output since the last reply ("serial", base64), the panel's memory writes
// since the last reply ("windows": [t0_us, t1_us, x0, x1, y0, y1, bytes]),
// the CPU's busy and total cycles since the last reply, and the resets the
// firmware asked for; a failure is {"error": "..."}.
import fs from 'fs';
import path from 'path';
import readline from 'readline';
import { pathToFileURL } from 'url';

import { ST7789 } from './st7789.mjs';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const RP2040JS = process.env.RP2040JS ?? path.join(HERE, 'node_modules', 'rp2040js');
const js = await import(pathToFileURL(path.join(RP2040JS, 'dist', 'esm', 'index.js')).href);
const { RP2040, USBCDC, ConsoleLogger, LogLevel } = js;
const { SimulationClock } = await import(
  pathToFileURL(path.join(RP2040JS, 'dist', 'esm', 'clock', 'simulation-clock.js')).href);

const HZ = 125_000_000;
const NS_PER_CYCLE = 1e9 / HZ;
const FLASH_BYTES = 2 * 1024 * 1024;
const PINS = { sck: 18, mosi: 19, cs: 17, dc: 16, backlight: 20, led: [6, 7, 8],
  buttons: { A: 12, B: 13, X: 14, Y: 15 } };
const BUTTON_PINS = new Set(Object.values(PINS.buttons));
const FUNC_SPI = 1, FUNC_PWM = 4, FUNC_SIO = 5;

// -- images ----------------------------------------------------------------

function loadImage(flash, file, offset) {
  const data = fs.readFileSync(file);
  if (file.endsWith('.uf2')) {
    let blocks = 0;
    for (let off = 0; off + 512 <= data.length; off += 512) {
      const b = new DataView(data.buffer, data.byteOffset + off, 512);
      if (b.getUint32(0, true) !== 0x0a324655 || b.getUint32(4, true) !== 0x9e5d5157) continue;
      const addr = b.getUint32(12, true) - 0x10000000;
      const n = b.getUint32(16, true);
      if (addr < 0 || addr + n > FLASH_BYTES) throw new Error(`${file}: a block outside the 2 MB flash`);
      flash.set(data.subarray(off + 32, off + 32 + n), addr);
      blocks++;
    }
    if (!blocks) throw new Error(`${file}: not a UF2 image (no UF2 blocks)`);
  } else {
    if (offset + data.length > FLASH_BYTES) throw new Error(`${file}: beyond the 2 MB flash`);
    flash.set(data, offset);
  }
}

// -- one power-on of the chip ----------------------------------------------

class Pico {
  // epochNs: the session's time at this power-on; panel: the display (it
  // keeps its power and content when only the chip resets)
  constructor(flash, bootrom, missCycles, epochNs, panel) {
    this.epochNs = epochNs;
    this.clock = new SimulationClock();
    const mcu = (this.mcu = new RP2040(this.clock));
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    mcu.loadBootrom(new Uint32Array(bootrom.buffer, bootrom.byteOffset, bootrom.length >> 2));
    mcu.flash.set(flash.subarray(0, FLASH_BYTES));
    mcu.core.PC = 0x10000000;
    this.core = mcu.core;
    this.miss = missCycles;
    this.busy = 0;            // cycles the core executed (not asleep)
    this.resets = 0;          // resets the firmware asked for (watchdog)
    this.resetWanted = false;
    this.serialOut = [];
    this.panel = panel;
    this.buttons = {};
    for (const name of Object.keys(PINS.buttons)) this.buttons[name] = false;
    this.installCache();
    this.installFlashOps();
    this.installUsb();
    this.installSpi();
    mcu.peripherals[0x40058].onWatchdogTrigger = () => { this.resetWanted = true; };  // WATCHDOG_BASE
  }

  get nanos() { return this.epochNs + this.clock.nanos; }

  // XIP cache (RP2040 datasheet 2.6.3): 16 KB, two-way, 8-byte lines; a miss
  // stalls the bus while the QSPI flash fills the line (missCycles)
  installCache() {
    if (this.miss <= 0) return;
    const SETS = 1024;
    const tags = (this.cacheTags = new Int32Array(SETS * 2).fill(-1));
    const lru = new Uint8Array(SETS);
    const core = this.core, miss = this.miss;
    const xip = (addr) => {
      const seg = addr >>> 24;
      const line = (addr & 0xffffff) >>> 3;
      const set = line & (SETS - 1);
      const tag = line >>> 10;
      const i = set << 1;
      if (seg <= 0x11) {
        if (tags[i] === tag) { lru[set] = 1; return; }
        if (tags[i + 1] === tag) { lru[set] = 0; return; }
      }
      core.cycles += miss;
      if (seg === 0x10 || seg === 0x12) {
        const v = lru[set];
        tags[i + v] = tag;
        lru[set] = v ^ 1;
      }
    };
    const mcu = this.mcu;
    for (const name of ['readUint32', 'readUint16', 'readUint8']) {
      const read = mcu[name].bind(mcu);
      mcu[name] = (a) => {
        a >>>= 0;
        if (a >= 0x10000000 && a < 0x14000000) xip(a);
        return read(a);
      };
    }
  }

  // rp2040js has no flash chip: the boot ROM's flash_range_erase and
  // flash_range_program are done here when the core calls them
  installFlashOps() {
    const mcu = this.mcu;
    const romFunc = (code) => {
      const table = mcu.readUint16(0x14);
      for (let p = table; ; p += 4) {
        const c = mcu.readUint16(p);
        if (c === 0) return -1;
        if (c === code) return mcu.readUint16(p + 2) & ~1;
      }
    };
    const tcode = (s) => s.charCodeAt(0) | (s.charCodeAt(1) << 8);
    this.romErase = romFunc(tcode('RE'));
    this.romProgram = romFunc(tcode('RP'));
    this.romFlush = romFunc(tcode('FC'));
    this.hooks = new Set([this.romErase, this.romProgram, this.romFlush].filter((x) => x > 0));
    this.flashOps = { erased: 0, programmed: 0 };
  }

  romHook(pc) {
    const r = this.core.registers;
    const flash = this.mcu.flash;
    if (pc === this.romErase) {
      flash.fill(0xff, r[0] >>> 0, (r[0] >>> 0) + (r[1] >>> 0));
      this.flashOps.erased += r[1] >>> 0;
    } else if (pc === this.romProgram) {
      const addr = r[0] >>> 0, data = r[1] >>> 0, count = r[2] >>> 0;
      for (let k = 0; k < count; k++) flash[addr + k] &= this.mcu.readUint8(data + k);
      this.flashOps.programmed += count;
    } else {
      if (this.cacheTags) this.cacheTags.fill(-1);   // flash_flush_cache: then the ROM's own part
      return false;
    }
    this.core.PC = r[14] & ~1;
    return true;
  }

  // the USB host's side of the CDC serial port; a read stays pending until
  // there is something to send (a real host does not flood the device)
  installUsb() {
    const cdc = (this.cdc = new USBCDC(this.mcu.usbCtrl));
    this.connected = false;
    this.outQueue = [];
    this.pendingRead = null;
    cdc.onDeviceConnected = () => { this.connected = true; };
    this.mcu.usbCtrl.onEndpointRead = (ep, size) => {
      if (ep === cdc.outEndpoint) {
        this.pendingRead = size;
        this.pump();
      }
    };
    cdc.onSerialData = (value) => {
      for (const b of value) this.serialOut.push(b);
    };
  }

  pump() {
    if (this.pendingRead === null || this.outQueue.length === 0) return;
    const n = Math.min(this.pendingRead, this.outQueue.length);
    const buf = new Uint8Array(this.outQueue.splice(0, n));
    this.pendingRead = null;
    this.mcu.usbCtrl.endpointReadDone(this.cdc.outEndpoint, buf);
  }

  send(bytes) {
    for (const b of bytes) this.outQueue.push(b);
    this.pump();
  }

  // SPI0: each byte takes 8 clocks of the bus; the panel latches it at the
  // end, with the levels DC and CS have then
  installSpi() {
    const spi = this.mcu.spi[0];
    const gpio = this.mcu.gpio;
    let pending = 0;
    const done = this.clock.createAlarm(() => {
      this.deliver(pending);
      spi.completeTransmit(0);
    });
    spi.onTransmit = (value) => {
      pending = value;
      const hz = spi.clockFrequency || HZ / 2;
      done.schedule((8 * 1e9) / hz);
    };
    this.wasSelected = false;
    gpio[PINS.cs].addListener(() => {
      if (this.csSelected()) return;
      if (this.wasSelected) this.panel.chipDeselected(this.nanos);
      this.wasSelected = false;
    });
  }

  pinFunction(n) { return this.mcu.gpio[n].functionSelect; }

  sioOutput(n) {
    const p = this.mcu.gpio[n];
    return p.functionSelect === FUNC_SIO && p.outputEnable;
  }

  csSelected() {
    return this.sioOutput(PINS.cs) && !this.mcu.gpio[PINS.cs].outputValue;
  }

  deliver(value) {
    if (this.pinFunction(PINS.sck) !== FUNC_SPI || this.pinFunction(PINS.mosi) !== FUNC_SPI) return;
    const cs = this.csSelected();
    if (!cs) return;
    this.wasSelected = true;
    const dc = this.sioOutput(PINS.dc) && this.mcu.gpio[PINS.dc].outputValue;
    this.panel.byte(value, dc, cs, this.nanos);
  }

  // a button pulls its pin to ground; released, the pin reads high only if
  // its pull-up is on. Any other input pin is wired to nothing: it reads
  // its pull-up (a board file reading the wrong pin sees no press)
  refreshButtons() {
    for (const [name, pin] of Object.entries(PINS.buttons)) {
      const p = this.mcu.gpio[pin];
      const level = !this.buttons[name] && p.pullupEnabled;
      if (p.rawInputValue !== level) p.setInputValue(level);
    }
    for (let n = 0; n < 30; n++) {
      const p = this.mcu.gpio[n];
      if (BUTTON_PINS.has(n) || p.functionSelect !== FUNC_SIO || p.outputEnable) continue;
      if (p.rawInputValue !== p.pullupEnabled) p.setInputValue(p.pullupEnabled);
    }
  }

  // the duty (0..1) a pin drives: PWM, or a plain SIO level; null if it drives nothing
  duty(n) {
    const p = this.mcu.gpio[n];
    if (p.functionSelect === FUNC_SIO) return p.outputEnable ? (p.outputValue ? 1 : 0) : null;
    if (p.functionSelect !== FUNC_PWM) return null;
    const ch = this.mcu.pwm.channels[(n >> 1) & 7];
    const b = n & 1;
    const enabled = ch.csr & 1;
    const invert = ch.csr & (b ? 8 : 4);
    const cc = b ? ch.cc >>> 16 : ch.cc & 0xffff;
    let d = enabled ? Math.min(cc, ch.top + 1) / (ch.top + 1) : 0;
    return invert ? 1 - d : d;
  }

  // run for `cycles` (or until `until()`); time jumps while the core sleeps
  run(cycles, until) {
    const core = this.core, clock = this.clock;
    const end = core.cycles + cycles;
    while (core.cycles < end) {
      this.refreshButtons();
      for (let i = 0; i < 20000 && core.cycles < end; i++) {
        if (core.waiting) {
          const left = end - core.cycles;
          const c = clock.nextAlarm
            ? Math.min(left, Math.max(1, Math.ceil(clock.nanosToNextAlarm / NS_PER_CYCLE)))
            : left;
          core.cycles += c;
          clock.tick(c * NS_PER_CYCLE);
          continue;
        }
        const pc = core.PC;
        if (pc < 0x4000 && this.hooks.has(pc) && this.romHook(pc)) continue;
        const c0 = core.cycles;
        core.executeInstruction();
        const c = core.cycles - c0;
        this.busy += c;
        clock.tick(c * NS_PER_CYCLE);
      }
      if (this.resetWanted) return 'reset';
      if (until && until()) return 'until';
    }
    return 'time';
  }

  flashBytes() { return this.mcu.flash.subarray(0, FLASH_BYTES); }
}

// -- the session: power, commands, replies -----------------------------------

let bootrom = null;
let pico = null;
let missCycles = 60;
let since = { busy: 0, cycles: 0 };
let resets = 0;

// a new chip on `flash`; the panel too unless only the chip resets
function powerOn(flash, panel = new ST7789()) {
  const epoch = pico ? pico.nanos : 0;
  pico = new Pico(flash, bootrom, missCycles, epoch, panel);
  since = { busy: 0, cycles: 0 };
}

function reply(extra) {
  const out = { ...extra };
  if (pico) {
    const cycles = pico.core.cycles;
    out.t_us = pico.nanos / 1000;
    out.busy_cycles = pico.busy - since.busy;
    out.cycles = cycles - since.cycles;
    since = { busy: pico.busy, cycles };
    out.serial = Buffer.from(pico.serialOut.splice(0)).toString('base64');
    out.windows = pico.panel.windows.splice(0).map((w) =>
      [w.t0 / 1000, w.t1 / 1000, w.x0, w.x1, w.y0, w.y1, w.bytes]);
    out.resets = resets;
    out.connected = pico.connected;
    out.flash_ops = pico.flashOps;
  }
  return out;
}

function runFor(ms, untilText) {
  let seen = '';
  const until = untilText
    ? () => {
      if (pico.serialOut.length) seen = Buffer.from(pico.serialOut).toString('latin1');
      return seen.includes(untilText);
    }
    : null;
  const end = pico.nanos + ms * 1e6;
  for (;;) {
    const left = Math.round((end - pico.nanos) / NS_PER_CYCLE);
    if (left <= 0) return 'time';
    const why = pico.run(left, until);
    if (why !== 'reset') return why;
    // the firmware asked for a reset (machine.reset): the chip starts again,
    // the flash and the panel as they are
    const serial = pico.serialOut;
    const busy = pico.busy - since.busy, cycles = pico.core.cycles - since.cycles;
    resets++;
    powerOn(pico.flashBytes().slice(), pico.panel);
    pico.serialOut = serial;
    since = { busy: -busy, cycles: -cycles };   // the reply counts both chips' cycles
  }
}

function handle(msg) {
  switch (msg.op) {
    case 'power_on': {
      const flash = new Uint8Array(FLASH_BYTES).fill(0xff);
      bootrom = fs.readFileSync(msg.bootrom);
      missCycles = msg.miss_cycles ?? 60;
      if (msg.flash) {
        flash.set(fs.readFileSync(msg.flash).subarray(0, FLASH_BYTES));
      } else {
        loadImage(flash, msg.firmware, 0);
        for (const [file, offset] of msg.images ?? []) loadImage(flash, file, offset);
      }
      pico = null;
      resets = 0;
      powerOn(flash);
      return reply({ ok: true });
    }
    case 'run':
      return reply({ ok: true, stopped: runFor(msg.ms, msg.until) });
    case 'button':
      if (!(msg.name in pico.buttons)) throw new Error(`no button ${msg.name} on the Display Pack`);
      pico.buttons[msg.name] = !!msg.down;
      pico.refreshButtons();
      return reply({ ok: true });
    case 'serial':
      pico.send(Buffer.from(msg.data, 'base64'));
      return reply({ ok: true });
    case 'frame':
      return reply({ ok: true, frame: pico.panel.frame().toString('base64'),
        panel: pico.panel.state(), backlight: pico.duty(PINS.backlight),
        led: PINS.led.map((n) => pico.duty(n)) });
    case 'save_flash':
      fs.writeFileSync(msg.path, pico.flashBytes());
      return reply({ ok: true });
    case 'power_cycle': {
      powerOn(pico.flashBytes().slice());
      return reply({ ok: true });
    }
    case 'quit':
      process.stdout.write(JSON.stringify({ ok: true }) + '\n', () => process.exit(0));
      return null;
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  let out;
  try {
    const msg = JSON.parse(line);
    if (msg.op !== 'power_on' && msg.op !== 'quit' && !pico) throw new Error('the Pico is not powered on');
    out = handle(msg);
  } catch (e) {
    out = { error: e.message };
  }
  if (out !== null) process.stdout.write(JSON.stringify(out) + '\n');
}
