// The ST7789 controller of the Pimoroni Pico Display Pack, as the SPI bus
// sees it: commands and their arguments, the column/row window, the memory
// write, and what the glass shows of the controller's 240x320 memory.
//
// The 1.14" panel's 135x240 glass covers memory columns 52..186 and rows
// 40..279 (Pimoroni's driver: portrait CASET 52..186 / RASET 40..279 with
// MADCTL 0). The frame this model shows is that glass held landscape, as the
// Display Pack is used: frame (x, y) is memory column 186 - y, row 40 + x.
// A wrong window offset, MADCTL or pixel format therefore moves, mirrors or
// garbles the picture instead of passing unnoticed.
//
// Also checked, as errors a test can read back: a command before 5 ms after
// SWRESET, SLPOUT before 120 ms after it, a command before 5 ms after SLPOUT
// (ST7789VW datasheet, 9.1.2 and 9.1.12), pixel data in a format other than
// 16 bits, pixels beyond the window.

const MEM_W = 240;
const MEM_H = 320;
export const GLASS = { col0: 52, row0: 40, width: 240, height: 135 };  // landscape

const SWRESET = 0x01, SLPIN = 0x10, SLPOUT = 0x11, INVOFF = 0x20, INVON = 0x21,
  DISPOFF = 0x28, DISPON = 0x29, CASET = 0x2a, RASET = 0x2b, RAMWR = 0x2c,
  MADCTL = 0x36, COLMOD = 0x3a;

export class ST7789 {
  constructor() {
    this.memory = new Uint16Array(MEM_W * MEM_H);
    // memory powers up holding noise, not black: a region never written shows
    let s = 0x2545f491;
    for (let i = 0; i < this.memory.length; i++) {
      s ^= s << 13; s ^= s >>> 17; s ^= s << 5;
      this.memory[i] = s & 0xffff;
    }
    this.errors = [];
    this.windows = [];        // memory writes: {t0, t1, x0, x1, y0, y1, bytes}
    this.commands = 0;
    this.hardReset();
  }

  hardReset() {
    this.sleeping = true;
    this.displayOn = false;
    this.inverted = false;
    this.madctl = 0;
    this.colmod = 0x66;       // 18 bits a pixel until COLMOD says otherwise
    this.xs = 0; this.xe = MEM_W - 1; this.ys = 0; this.ye = MEM_H - 1;
    this.cmd = -1;
    this.args = [];
    this.resetAt = -1e12;     // ns
    this.slpoutAt = -1e12;
    this.write = null;        // the open memory write
  }

  error(text) {
    if (this.errors.length < 50) this.errors.push(text);
  }

  // one byte, as the controller latches it at its 8th clock; dc: data (true)
  // or command; cs: chip select low (true = selected); t: ns
  byte(value, dc, cs, t) {
    if (!cs) return;
    if (!dc) this.command(value, t);
    else this.data(value, t);
  }

  chipDeselected(t) {
    if (this.write) this.closeWrite(t);
    this.cmd = -1;
  }

  command(c, t) {
    this.commands++;
    if (this.write) this.closeWrite(t);
    const ms = (t - this.resetAt) / 1e6;
    if (ms < 5) this.error(`command 0x${hex(c)} ${ms.toFixed(1)} ms after SWRESET (needs 5 ms)`);
    if ((t - this.slpoutAt) / 1e6 < 5) this.error(`command 0x${hex(c)} less than 5 ms after SLPOUT`);
    this.cmd = c;
    this.args = [];
    switch (c) {
      case SWRESET: {
        const keep = this.memory;
        this.hardReset();
        this.memory = keep;   // a software reset keeps the memory's content
        this.resetAt = t;
        break;
      }
      case SLPIN: this.sleeping = true; break;
      case SLPOUT:
        if ((t - this.resetAt) / 1e6 < 120) this.error('SLPOUT less than 120 ms after SWRESET');
        this.sleeping = false;
        this.slpoutAt = t;
        break;
      case INVOFF: this.inverted = false; break;
      case INVON: this.inverted = true; break;
      case DISPOFF: this.displayOn = false; break;
      case DISPON: this.displayOn = true; break;
      case RAMWR:
        this.write = { t0: t, t1: t, x: this.xs, y: this.ys, half: -1, bytes: 0,
          x0: this.xs, x1: this.xe, y0: this.ys, y1: this.ye };
        break;
    }
  }

  data(v, t) {
    if (this.cmd === RAMWR) return this.pixelByte(v, t);
    this.args.push(v);
    const a = this.args;
    if (this.cmd === CASET && a.length === 4) {
      this.xs = (a[0] << 8) | a[1]; this.xe = (a[2] << 8) | a[3];
    } else if (this.cmd === RASET && a.length === 4) {
      this.ys = (a[0] << 8) | a[1]; this.ye = (a[2] << 8) | a[3];
    } else if (this.cmd === MADCTL && a.length === 1) {
      this.madctl = v;
    } else if (this.cmd === COLMOD && a.length === 1) {
      this.colmod = v;
    }
  }

  pixelByte(v, t) {
    const w = this.write;
    w.bytes++;
    w.t1 = t;
    if ((this.colmod & 0x07) !== 0x05) {
      if (w.bytes === 1) this.error(`pixel data with COLMOD 0x${hex(this.colmod)} (not 16 bits a pixel)`);
      return;
    }
    if (w.half < 0) { w.half = v; return; }
    const pixel = (w.half << 8) | v;
    w.half = -1;
    if (w.y > this.ye) {
      if (!w.overflow) this.error(`more pixels than the window ${this.xs}..${this.xe} x ${this.ys}..${this.ye} holds`);
      w.overflow = true;
      w.y = this.ys;    // the controller wraps to the window's start
    }
    this.store(w.x, w.y, pixel);
    if (++w.x > this.xe) { w.x = this.xs; w.y++; }
  }

  // a logical (column, row) of the window to the memory, through MADCTL
  store(c, r, pixel) {
    const m = this.madctl;
    let a = c, b = r;
    if (m & 0x20) { a = r; b = c; }            // MV: rows and columns exchanged
    if (m & 0x40) a = MEM_W - 1 - a;           // MX
    if (m & 0x80) b = MEM_H - 1 - b;           // MY
    if (a < 0 || a >= MEM_W || b < 0 || b >= MEM_H) {
      if (!this.outside) this.error(`pixel at column ${a}, row ${b}: outside the controller's memory`);
      this.outside = true;
      return;
    }
    this.memory[b * MEM_W + a] = pixel;
  }

  closeWrite(t) {
    const w = this.write;
    this.write = null;
    if (w.bytes) this.windows.push({ t0: w.t0, t1: w.t1, x0: w.x0, x1: w.x1, y0: w.y0,
      y1: w.y1, bytes: w.bytes });
  }

  // what the glass shows, landscape: RGB565 big-endian, 240x135 (black while
  // the display is off or asleep; without INVON this IPS glass shows the
  // complement of what memory holds)
  frame() {
    const { width, height, col0, row0 } = GLASS;
    const out = Buffer.alloc(width * height * 2);
    if (!this.displayOn || this.sleeping) return out;
    const flip = this.inverted ? 0 : 0xffff;
    let k = 0;
    for (let y = 0; y < height; y++) {
      const col = col0 + height - 1 - y;
      for (let x = 0; x < width; x++) {
        const v = this.memory[(row0 + x) * MEM_W + col] ^ flip;
        out[k++] = v >> 8;
        out[k++] = v & 0xff;
      }
    }
    return out;
  }

  state() {
    return { on: this.displayOn, sleeping: this.sleeping, inverted: this.inverted,
      madctl: this.madctl, colmod: this.colmod, commands: this.commands,
      errors: this.errors.slice() };
  }
}

function hex(v) {
  return v.toString(16).padStart(2, '0');
}
