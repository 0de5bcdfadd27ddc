"""Turn the vendored BDF bitmap fonts into the device's font data modules.

    python -m host.fonttool            regenerate firmware/fonts/*.py
    python -m host.fonttool --check    exit 1 if a committed module differs
    python -m host.fonttool --preview out.png   draw every glyph, for a look

In the spirit of peterhinch's font_to_py: this host tool does the parsing and
the device only reads plain data. A generated module holds

    HEIGHT, WIDTH    the glyph cell in pixels (every glyph is drawn in it)
    BASELINE         rows from the top of the cell to the baseline
    CODES            the code points it covers, sorted, 2 bytes big-endian each
    WIDTHS           the advance of each glyph, 1 byte each (None: all WIDTH)
    BITMAPS          glyph i is HEIGHT rows of (WIDTH + 7) // 8 bytes at
                     i * HEIGHT * stride, most significant bit leftmost
                     (framebuf.MONO_HLSB), so the glyphs stack into one
                     WIDTH x (HEIGHT * len(CODES)) sheet

as bytes literals, which stay in flash when the firmware is frozen.
firmware/font.py draws them.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_DIR = os.path.join(ROOT, "host", "fonts", "terminus")
OUT_DIR = os.path.join(ROOT, "firmware", "fonts")

# The interface and the card data are English, Italian and Czech; names at
# the table may come from neighbouring languages, so the text fonts also carry
# Latin-1 and the Slovak, Polish and Hungarian letters, plus the symbols the
# screens use (arrows, ticks, bullets, typographic quotes and dashes).
_LATIN1_LETTERS = "".join(chr(c) for c in range(0xC0, 0x100))
_CENTRAL_EUROPE = "ČčĎďĚěŇňŘřŠšŤťŮůŽžĽľĹĺŔŕĄąĘęŁłŃńŚśŹźŻżĆćŐőŰű"
_SYMBOLS = "«»‹›°·±×–—‘’‚“”„…•€→←↑↓▲▼►◄✓✗■●○◆\ufffd"
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
TEXT_CHARS = ASCII + _LATIN1_LETTERS + _CENTRAL_EUROPE + _SYMBOLS
# the big font shows figures only (scores, counters, number entry): digits,
# signs and a few symbols, to save memory
FIGURE_CHARS = " 0123456789+-−–/:.,%×?!()[]<>=→←▲▼✓✗\ufffd"

# module name -> (source file, characters)
FONTS = {
    "ter12": ("ter-u12b.bdf", TEXT_CHARS),
    "ter16": ("ter-u16b.bdf", TEXT_CHARS),
    "ter32": ("ter-u32b.bdf", FIGURE_CHARS),
}
REPLACEMENT = 0xFFFD  # drawn for a character the font lacks


class Glyph:
    def __init__(self, code, advance, bbx, rows):
        self.code = code
        self.advance = advance
        self.bbx = bbx          # (width, height, x offset, y offset)
        self.rows = rows        # ints, one per row, MSB leftmost, bbx width bits


class BdfFont:
    """The parts of a BDF file that a bitmap cell font needs."""

    def __init__(self, text, name):
        self.name = name
        self.glyphs = {}
        self.ascent = self.descent = None
        self.box = None
        lines = iter(text.splitlines())
        for line in lines:
            word, _, rest = line.partition(" ")
            if word == "FONTBOUNDINGBOX":
                self.box = tuple(int(v) for v in rest.split())
            elif word == "FONT_ASCENT":
                self.ascent = int(rest)
            elif word == "FONT_DESCENT":
                self.descent = int(rest)
            elif word == "STARTCHAR":
                glyph = self._read_char(lines)
                if glyph is not None:
                    self.glyphs[glyph.code] = glyph
        if self.box is None or self.ascent is None or self.descent is None:
            raise ValueError("%s: not a complete BDF font" % name)

    def _read_char(self, lines):
        code = advance = bbx = None
        rows = []
        for line in lines:
            word, _, rest = line.partition(" ")
            if word == "ENCODING":
                code = int(rest.split()[0])
            elif word == "DWIDTH":
                advance = int(rest.split()[0])
            elif word == "BBX":
                bbx = tuple(int(v) for v in rest.split())
            elif word == "BITMAP":
                for row in lines:
                    if row.startswith("ENDCHAR"):
                        break
                    bits = int(row, 16)
                    pad = len(row.strip()) * 4 - bbx[0]
                    rows.append(bits >> pad)
                break
        if code is None or code < 0:
            return None
        return Glyph(code, advance, bbx, rows)

    @property
    def height(self):
        return self.ascent + self.descent


def cell_rows(font, glyph, width):
    """The glyph drawn into a width x font.height cell, as ints (MSB left)."""
    gw, gh, gx, gy = glyph.bbx
    cell = [0] * font.height
    top = font.ascent - (gy + gh)
    for r, bits in enumerate(glyph.rows):
        y = top + r
        if not 0 <= y < font.height:
            continue
        for c in range(gw):
            if bits >> (gw - 1 - c) & 1:
                x = gx + c
                if 0 <= x < width:
                    cell[y] |= 1 << (width - 1 - x)
    return cell


def build(font, chars):
    """(codes, advances, bitmap bytes, cell width) for the chosen characters."""
    codes = sorted(set(ord(ch) for ch in chars))
    missing = [chr(c) for c in codes if c not in font.glyphs]
    if missing:
        raise ValueError("%s lacks %s" % (font.name, "".join(missing)))
    width = max(font.glyphs[c].advance for c in codes)
    stride = (width + 7) // 8
    out = bytearray()
    for c in codes:
        for bits in cell_rows(font, font.glyphs[c], width):
            bits <<= stride * 8 - width
            out += bits.to_bytes(stride, "big")
    advances = [font.glyphs[c].advance for c in codes]
    return codes, advances, bytes(out), width


def _bytes_lines(name, data, indent="    "):
    """A bytes literal split over lines of at most ~76 characters."""
    lines = ["%s = (" % name]
    chunk = []
    length = 0
    for b in data:
        piece = "\\x%02x" % b
        if length + len(piece) > 64:
            lines.append('%sb"%s"' % (indent, "".join(chunk)))
            chunk, length = [], 0
        chunk.append(piece)
        length += len(piece)
    if chunk:
        lines.append('%sb"%s"' % (indent, "".join(chunk)))
    lines.append(")")
    return "\n".join(lines)


def module_text(module, source, chars):
    with open(os.path.join(SOURCE_DIR, source), encoding="latin-1") as f:
        font = BdfFont(f.read(), source)
    codes, advances, bitmaps, width = build(font, chars)
    monospace = all(a == width for a in advances)
    code_bytes = b"".join(c.to_bytes(2, "big") for c in codes)
    parts = [
        "# Bitmap font %s: generated by host/fonttool.py from" % module,
        "# host/fonts/terminus/%s (Terminus Font by Dimitar Toshkov Zhekov," % source,
        "# SIL Open Font License 1.1). Do not edit: run `python -m host.fonttool`.",
        "# %d glyphs in a %dx%d cell; see host/fonttool.py for the layout." % (
            len(codes), width, font.height),
        "HEIGHT = %d" % font.height,
        "WIDTH = %d" % width,
        "BASELINE = %d" % font.ascent,
        _bytes_lines("CODES", code_bytes),
        "WIDTHS = None" if monospace else _bytes_lines("WIDTHS", bytes(advances)),
        _bytes_lines("BITMAPS", bitmaps),
        "",
    ]
    return "\n".join(parts)


def generate(out_dir=OUT_DIR):
    """Write every font module; return their paths."""
    paths = []
    for module, (source, chars) in sorted(FONTS.items()):
        path = os.path.join(out_dir, module + ".py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(module_text(module, source, chars))
        paths.append(path)
    return paths


def differences(out_dir=OUT_DIR):
    """Names of the committed modules that differ from a fresh generation."""
    changed = []
    for module, (source, chars) in sorted(FONTS.items()):
        path = os.path.join(out_dir, module + ".py")
        try:
            with open(path, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != module_text(module, source, chars):
            changed.append(module)
    return changed


def preview(path, scale=2):
    """A PNG with every glyph of every font, drawn by the firmware's renderer."""
    from PIL import Image
    from host import mpcompat
    mpcompat.install()
    import framebuf
    from firmware.font import Font
    fonts = []
    for module in sorted(FONTS):
        data = __import__("firmware.fonts." + module, None, None, ("HEIGHT",))
        fonts.append((module, Font(data), FONTS[module][1]))
    width = 16 * 2 + 40 * max(f.cell for _, f, _ in fonts)
    rows = []
    for module, font, chars in fonts:
        for i in range(0, len(chars), 40):
            rows.append((font, chars[i:i + 40]))
    height = sum(f.height + 4 for f, _ in rows) + 8
    buf = bytearray(width * height * 2)
    fb = framebuf.FrameBuffer(buf, width, height, framebuf.RGB565)
    fb.fill(0xFFFF)
    palette = framebuf.FrameBuffer(bytearray(4), 2, 1, framebuf.RGB565)
    palette.pixel(0, 0, 0xFFFF)
    palette.pixel(1, 0, 0x0000)
    y = 4
    for font, text in rows:
        font.draw(fb, text, 16, y, palette, 0xFFFF)
        y += font.height + 4
    img = Image.new("RGB", (width, height))
    img.putdata([(0, 0, 0) if fb.pixel(x, y) == 0 else (255, 255, 255)
                 for y in range(height) for x in range(width)])
    img = img.resize((width * scale, height * scale), Image.NEAREST)
    img.save(path)
    return path


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed modules instead of writing")
    parser.add_argument("--preview", metavar="PNG", help="draw every glyph into a PNG")
    args = parser.parse_args(argv)
    if args.preview:
        print(preview(args.preview))
        return 0
    if args.check:
        changed = differences()
        for name in changed:
            print("firmware/fonts/%s.py differs from its source: run python -m host.fonttool"
                  % name)
        return 1 if changed else 0
    for path in generate():
        print(os.path.relpath(path, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
