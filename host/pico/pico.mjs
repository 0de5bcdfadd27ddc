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
// The flash chip is a Winbond W25Q16JV, as on the Pico: an erase or a
// program takes the chip's typical time, during which the core is stalled
// (MicroPython's rp2 port runs them with interrupts off: see romHook), and
// the power can be cut at any emulated instant, inside one of them too.
//
// Driven by JSON lines on stdin, one reply line each on stdout:
//   {"op":"power_on","firmware":F,"images":[[FILE,OFFSET],...],"miss_cycles":60,
//    "flash_times":true,"flash_data":false}
//   {"op":"power_on","flash":FILE}                 (a saved 2 MB flash)
//   {"op":"run","ms":N,"until":TEXT}               run N emulated ms (or until the
//                                                  serial output holds TEXT)
//   {"op":"button","name":"A","down":true}
//   {"op":"serial","data":BASE64}                  bytes from the USB host
//   {"op":"frame"}                                 the panel, the backlight, the LED
//   {"op":"save_flash","path":FILE}
//   {"op":"power_cycle"}                           power off and on, the flash kept
//   {"op":"cut","t_us":T,"model":"undefined","seed":S}
//                                                  the power goes at T (emulated us
//                                                  since power-on): a run stops there
//                                                  ("stopped":"cut"), the flash as the
//                                                  cut left it, until power_cycle
//   {"op":"quit"}
// Every reply carries "t_us" (emulated time since power-on), the serial
// output since the last reply ("serial", base64), the panel's memory writes
// since the last reply ("windows": [t0_us, t1_us, x0, x1, y0, y1, bytes]),
// the CPU's busy and total cycles since the last reply, the resets the
// firmware asked for, the flash operations done since the last reply
// ("flash_log": [t0_us, t1_us, "E" or "P", offset, bytes], and with
// "flash_data" a program's data, base64) and, once the
// power is cut, what was in flight ("cut"); a failure is {"error": "..."}.
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

// W25Q16JV typical times (datasheet: tSE, tBE2, tPP), and a page's command,
// address and data on the boot ROM's serial SPI clock (clk_sys / 6)
const SECTOR = 4096, BLOCK = 65536, PAGE = 256;
const SECTOR_ERASE_NS = 45e6, BLOCK_ERASE_NS = 150e6, PAGE_PROGRAM_NS = 0.4e6;
const ROM_SPI_NS_PER_BYTE = (8 * 6 * 1e9) / HZ;

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

// -- the flash chip's steps --------------------------------------------------

// The boot ROM's flash_range_erase(offset, count, block_size, block_cmd):
// a block erase where a whole aligned block is to go, else sector erases
function eraseSteps(addr, count, blockSize) {
  const steps = [];
  const end = addr + count;
  while (addr < end) {
    if (blockSize === BLOCK && addr % BLOCK === 0 && end - addr >= BLOCK) {
      steps.push({ addr, n: BLOCK, ns: BLOCK_ERASE_NS });
      addr += BLOCK;
    } else {
      steps.push({ addr, n: SECTOR, ns: SECTOR_ERASE_NS });
      addr += SECTOR;
    }
  }
  return steps;
}

// flash_range_program(offset, data, count): one page program per page
function programSteps(addr, data, count) {
  const steps = [];
  const end = addr + count;
  while (addr < end) {
    const n = Math.min(end, (Math.floor(addr / PAGE) + 1) * PAGE) - addr;
    steps.push({ addr, n, ns: PAGE_PROGRAM_NS + (4 + n) * ROM_SPI_NS_PER_BYTE });
    addr += n;
  }
  return steps;
}

// a small seeded generator (mulberry32): the same cut gives the same bits
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// -- one power-on of the chip ----------------------------------------------

class Pico {
  // epochNs: the session's time at this power-on; panel: the display (it
  // keeps its power and content when only the chip resets)
  // options: missCycles, flashTimes (erases and programs take their time),
  // flashData (the log has each program's data), cut (the session's power
  // cut: {atNs, model, seed}, or null)
  constructor(flash, bootrom, options, epochNs, panel) {
    this.epochNs = epochNs;
    this.clock = new SimulationClock();
    const mcu = (this.mcu = new RP2040(this.clock));
    mcu.logger = new ConsoleLogger(LogLevel.Error);
    mcu.loadBootrom(new Uint32Array(bootrom.buffer, bootrom.byteOffset, bootrom.length >> 2));
    mcu.flash.set(flash.subarray(0, FLASH_BYTES));
    mcu.core.PC = 0x10000000;
    this.core = mcu.core;
    this.miss = options.missCycles;
    this.flashTimes = options.flashTimes;
    this.flashData = options.flashData;
    this.cut = options.cut;
    this.off = false;         // the power was cut: the chip has stopped
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
    this.flashLog = [];
    this.cutInfo = null;
  }

  // An erase or a program as the chip does it: steps (a sector or block
  // erase, a page program) one after the other, each taking its time. The
  // core is stalled meanwhile, as on a Pico: MicroPython's rp2 port calls
  // these with interrupts off (rp2_flash.c), so the time is added to the
  // core's cycles and to the clock, and timers that fall due are taken
  // after it. A power cut inside a step leaves its part done (cutStep) and
  // stops the chip.
  romHook(pc) {
    const r = this.core.registers;
    let kind, steps;
    if (pc === this.romErase) {
      kind = 'E';
      steps = eraseSteps(r[0] >>> 0, r[1] >>> 0, r[2] >>> 0);
    } else if (pc === this.romProgram) {
      kind = 'P';
      steps = programSteps(r[0] >>> 0, r[1] >>> 0, r[2] >>> 0);
    } else {
      if (this.cacheTags) this.cacheTags.fill(-1);   // flash_flush_cache: then the ROM's own part
      return false;
    }
    const t0 = this.nanos;
    const addr = r[0] >>> 0, count = kind === 'E' ? r[1] >>> 0 : r[2] >>> 0;
    for (const step of steps) {
      const ns = this.flashTimes ? step.ns : 0;
      if (this.cut && this.nanos + ns > this.cut.atNs) {
        const done = ns > 0 ? Math.max(0, this.cut.atNs - this.nanos) / ns : 0;
        this.cutStep(kind, step, r[1] >>> 0, done);
        this.stall(this.cut.atNs - this.nanos);
        this.cutInfo = { op: kind, offset: step.addr, bytes: step.n, done,
          t0_us: t0 / 1000, call_offset: addr, call_bytes: count };
        this.off = true;
        return true;
      }
      this.applyStep(kind, step, r[1] >>> 0);
      this.stall(ns);
    }
    const entry = [t0 / 1000, this.nanos / 1000, kind, addr, count];
    if (this.flashData && kind === 'P') {
      const data = r[1] >>> 0, bytes = new Uint8Array(count);
      for (let k = 0; k < count; k++) bytes[k] = this.mcu.readUint8(data + k);
      entry.push(Buffer.from(bytes).toString('base64'));
    }
    this.flashLog.push(entry);
    if (kind === 'E') this.flashOps.erased += count;
    else this.flashOps.programmed += count;
    this.core.PC = r[14] & ~1;
    return true;
  }

  applyStep(kind, step, data) {
    const flash = this.mcu.flash;
    if (kind === 'E') {
      flash.fill(0xff, step.addr, step.addr + step.n);
      return;
    }
    const from = data + step.addr - this.core.registers[0];
    for (let k = 0; k < step.n; k++) flash[step.addr + k] &= this.mcu.readUint8(from + k);
  }

  // The part of a step done when the power went (`done`: 0..1 of its time).
  // "prefix": the first bytes of it, as if the chip went through it byte by
  // byte. "undefined" (the worse case, the default): every cell on its way
  // got there or not at random (an erase raises the sector's 0 bits to 1
  // all together; a page program lowers its 1 bits to 0), so the sector or
  // page holds a mixture of old and new bits that no checksum expects.
  cutStep(kind, step, data, done) {
    const flash = this.mcu.flash;
    const from = data + step.addr - this.core.registers[0];
    const target = (k) => (kind === 'E' ? 0xff : flash[step.addr + k] & this.mcu.readUint8(from + k));
    if (this.cut.model === 'prefix') {
      const n = Math.floor(done * step.n);
      for (let k = 0; k < n; k++) flash[step.addr + k] = target(k);
      return;
    }
    const random = mulberry32(this.cut.seed);
    for (let k = 0; k < step.n; k++) {
      const old = flash[step.addr + k], want = target(k);
      let changing = old ^ want, got = old;
      for (let bit = 1; bit < 256; bit <<= 1) {
        if ((changing & bit) && random() < done) got ^= bit;
      }
      flash[step.addr + k] = got;
    }
  }

  // the core stalled for `ns`: its cycles and the clock go on
  stall(ns) {
    const c = Math.max(0, Math.ceil(ns / NS_PER_CYCLE));
    this.core.cycles += c;
    this.busy += c;
    this.clock.tick(c * NS_PER_CYCLE);
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
        if (pc < 0x4000 && this.hooks.has(pc) && this.romHook(pc)) {
          if (this.off) return 'cut';
          continue;
        }
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
let options = { missCycles: 60, flashTimes: true, flashData: false, cut: null };
let since = { busy: 0, cycles: 0 };
let resets = 0;

// a new chip on `flash`; the panel too unless only the chip resets
function powerOn(flash, panel = new ST7789()) {
  const epoch = pico ? pico.nanos : 0;
  pico = new Pico(flash, bootrom, options, epoch, panel);
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
    out.flash_log = pico.flashLog.splice(0);
    if (pico.off) out.cut = pico.cutInfo ?? { op: null };
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
  const cut = options.cut;
  const end = cut ? Math.min(pico.nanos + ms * 1e6, cut.atNs) : pico.nanos + ms * 1e6;
  for (;;) {
    if (pico.off) return 'cut';
    const left = Math.round((end - pico.nanos) / NS_PER_CYCLE);
    if (left <= 0) {
      if (cut && end >= cut.atNs) {
        pico.off = true;       // the cut's instant, between two instructions
        return 'cut';
      }
      return 'time';
    }
    const why = pico.run(left, until);
    if (why === 'until' || why === 'cut') return why;
    if (why === 'time') continue;      // at the end, or at the cut (seen above)
    // the firmware asked for a reset (machine.reset): the chip starts again,
    // the flash and the panel as they are
    const serial = pico.serialOut, log = pico.flashLog;
    const busy = pico.busy - since.busy, cycles = pico.core.cycles - since.cycles;
    resets++;
    powerOn(pico.flashBytes().slice(), pico.panel);
    pico.serialOut = serial;
    pico.flashLog = log;
    since = { busy: -busy, cycles: -cycles };   // the reply counts both chips' cycles
  }
}

function handle(msg) {
  switch (msg.op) {
    case 'power_on': {
      const flash = new Uint8Array(FLASH_BYTES).fill(0xff);
      bootrom = fs.readFileSync(msg.bootrom);
      options = { missCycles: msg.miss_cycles ?? 60, flashTimes: msg.flash_times ?? true,
        flashData: !!msg.flash_data, cut: null };
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
      if (pico.off) throw new Error('the power is off (cut): power_cycle first');
      if (!(msg.name in pico.buttons)) throw new Error(`no button ${msg.name} on the Display Pack`);
      pico.buttons[msg.name] = !!msg.down;
      pico.refreshButtons();
      return reply({ ok: true });
    case 'serial':
      if (pico.off) throw new Error('the power is off (cut): power_cycle first');
      pico.send(Buffer.from(msg.data, 'base64'));
      return reply({ ok: true });
    case 'frame':
      return reply({ ok: true, frame: pico.panel.frame().toString('base64'),
        panel: pico.panel.state(), backlight: pico.duty(PINS.backlight),
        led: PINS.led.map((n) => pico.duty(n)) });
    case 'save_flash':
      fs.writeFileSync(msg.path, pico.flashBytes());
      return reply({ ok: true });
    case 'cut':
      if (!(msg.t_us * 1000 > pico.nanos)) throw new Error(`a cut at ${msg.t_us} us is not ahead of ${pico.nanos / 1000} us`);
      if (msg.model !== 'prefix' && msg.model !== 'undefined') throw new Error(`no cut model ${msg.model}`);
      options.cut = { atNs: msg.t_us * 1000, model: msg.model, seed: msg.seed ?? 1 };
      pico.cut = options.cut;
      return reply({ ok: true });
    case 'power_cycle': {
      options.cut = null;
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
