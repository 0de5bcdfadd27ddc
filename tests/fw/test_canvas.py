# The canvas records the rows that changed and pushes them as few
# full-width bands; on colour boards its frame is 4-bit and the pushed rows
# are converted to the colour roles' RGB565 values; fonts find every glyph;
# text is cut and wrapped to fit. Runs under CPython (with host/mpcompat)
# and MicroPython.
try:
    import framebuf  # noqa: F401
except ImportError:
    from host import mpcompat
    mpcompat.install()

from firmware.canvas import Canvas, fit, wrap, rgb565, MAX_BANDS, BAND_ROWS
from firmware.font import Font
from firmware.fonts import ter12, ter16, ter32
from tests.support.check import raises


class Recorder:
    """A display that keeps what it receives: the windows (colour) or the
    shown rows (monochrome), each write's size, and a colour panel."""

    def __init__(self, w=240, h=135):
        self.bands = []
        self.writes = []
        self.w = w
        self.panel = bytearray(w * h * 2)
        self.at = self.end_at = 0

    def show(self, buf, y0, y1):
        self.bands.append((y0, y1))

    def begin(self, y0, y1):
        self.bands.append((y0, y1))
        self.at = y0 * self.w * 2
        self.end_at = y1 * self.w * 2

    def write(self, data):
        self.writes.append(len(data))
        self.panel[self.at:self.at + len(data)] = data
        self.at += len(data)

    def end(self):
        assert self.at == self.end_at, "the window was not filled"

    def pixel(self, x, y):
        i = (y * self.w + x) * 2
        return (self.panel[i] << 8) | self.panel[i + 1]   # big-endian on the wire


def canvas(color=True, w=240, h=135):
    return Canvas(w, h, color, (Font(ter12), Font(ter16), Font(ter32)))


def test_nothing_drawn_means_nothing_pushed():
    c = canvas()
    d = Recorder()
    c.flush(d)
    assert d.bands == [] and not c.dirty()


def test_drawing_marks_only_the_rows_it_touched():
    c = canvas()
    d = Recorder()
    c.fill_rect(10, 40, 30, 16, c.fg)
    c.flush(d)
    assert d.bands == [(40, 56)]
    c.text(0, 100, "Ahoj", c.body, c.fg)
    c.flush(d)
    assert d.bands[-1] == (100, 116)


def test_close_bands_merge_and_far_ones_stay_apart():
    c = canvas()
    c.touch(0, 10)
    c.touch(12, 5)           # within the merge gap
    c.touch(100, 10)
    d = Recorder()
    c.flush(d)
    assert sorted(d.bands) == [(0, 17), (100, 110)]


def test_too_many_bands_are_merged_into_at_most_the_maximum():
    c = canvas()
    for y in range(0, 135, 20):
        c.touch(y, 2)
    d = Recorder()
    rows = c.dirty_rows()
    c.flush(d)
    assert len(d.bands) <= MAX_BANDS
    covered = set()
    for y0, y1 in d.bands:
        covered.update(range(y0, y1))
    for y in range(0, 135, 20):
        assert y in covered and y + 1 in covered
    assert rows == len(covered)


def test_rows_outside_the_screen_are_clipped():
    c = canvas()
    c.touch(-5, 10)
    c.touch(130, 50)
    d = Recorder()
    c.flush(d)
    assert sorted(d.bands) == [(0, 5), (130, 135)]


def test_fonts_find_czech_and_italian_letters_and_draw_a_box_for_others():
    f = Font(ter16)
    for ch in "ěščřžýáíéúůďťňĚŠČŘŽÝÁÍÉÚŮĎŤŇàèéìòùÀÈÉÌÒÙ":
        assert f.has(ch), ch
    assert not f.has("\u4e2d")
    assert f.width("\u4e2d") == f.cell      # drawn as the replacement box


def test_text_draws_ink_in_the_foreground_colour():
    c = canvas()
    c.clear()
    c.text(0, 0, "I", c.body, c.fg)
    inked = 0
    for y in range(16):
        for x in range(8):
            if c.fb.pixel(x, y) == c.fg:
                inked += 1
    assert inked > 8
    assert c.fb.pixel(20, 5) == c.bg


def test_fit_cuts_with_an_ellipsis_and_wrap_breaks_at_spaces():
    f = Font(ter16)
    assert fit("short", f, 200) == "short"
    cut = fit("Příliš žluťoučký kůň úpěl ďábelské ódy", f, 80)
    assert cut.endswith("…") and f.width(cut) <= 80
    lines = wrap("Příliš žluťoučký kůň úpěl ďábelské ódy", f, 96)
    assert len(lines) > 1
    for line in lines:
        assert f.width(line) <= 96
    assert " ".join(lines) == "Příliš žluťoučký kůň úpěl ďábelské ódy"


def test_monochrome_canvas_uses_only_two_colours():
    c = canvas(False, 128, 64)
    for role in ("bg", "fg", "dim", "accent", "sel_bg", "sel_fg", "bar_bg", "bar_fg", "warn"):
        assert getattr(c, role) in (0, 1)
    assert c.sel_bg != c.sel_fg and c.bar_bg != c.bar_fg
    assert len(c.buf) == 128 * 8


COLOURS = {"bg": (0, 0, 0), "fg": (255, 255, 255), "dim": (150, 150, 150),
           "accent": (255, 190, 40), "sel_bg": (40, 110, 220), "sel_fg": (255, 255, 255),
           "bar_bg": (30, 40, 70), "bar_fg": (255, 255, 255), "warn": (255, 120, 0)}


def _wire(r, g, b):
    # the RGB565 value the ST7789 receives for a colour (big-endian)
    return ((r & 0xF8) << 8) | ((g & 0xFC) << 3) | (b >> 3)


def test_a_colour_frame_is_4_bits_a_pixel_and_the_roles_are_palette_entries():
    c = canvas()
    assert len(c.buf) == 240 * 135 // 2 == 16200
    seen = set()
    for role, rgb in COLOURS.items():
        index = getattr(c, role)
        assert 0 <= index < 16 and index not in seen
        seen.add(index)
        # the palette holds the byte-swapped RGB565 value, as the frame did
        assert c.rgb.pixel(index, 0) == rgb565(*rgb)


def test_pushed_rows_carry_each_role_s_exact_rgb565_colour():
    c = canvas()
    c.clear()
    roles = list(COLOURS)
    for i, role in enumerate(roles):
        c.fill_rect(i * 20 + 1, 10 + i * 13, 19, 12, getattr(c, role))   # odd x: both nibbles
    d = Recorder()
    c.flush(d)
    for i, role in enumerate(roles):
        x, y = i * 20 + 1, 10 + i * 13
        want = _wire(*COLOURS[role])
        for px, py in ((x, y), (x + 18, y + 11), (x + 9, y + 5)):
            assert d.pixel(px, py) == want, (role, px, py)
        assert d.pixel(x - 1, y) == _wire(0, 0, 0) or i > 0


def test_a_band_goes_out_as_one_window_converted_a_few_rows_at_a_time():
    c = canvas()
    c.fill_rect(0, 40, 240, 19, c.accent)
    d = Recorder()
    c.flush(d)
    assert d.bands == [(40, 59)]
    # 19 rows: two pieces of BAND_ROWS rows, then the remaining ones
    full, rest = divmod(19, BAND_ROWS)
    assert d.writes == [BAND_ROWS * 480] * full + ([rest * 480] if rest else [])
    assert d.pixel(0, 40) == d.pixel(239, 58) == _wire(255, 190, 40)
    assert d.pixel(0, 39) == 0 and d.pixel(0, 59) == 0     # rows outside it untouched


def test_only_the_changed_rows_reach_the_panel():
    c = canvas()
    d = Recorder()
    c.clear(c.dim)
    c.flush(d)
    c.fill_rect(0, 0, 240, 135, c.warn)       # drawn in the frame...
    c._nbands = 0                             # ...but forgotten: not pushed
    c.text(0, 60, "Ahoj", c.body, c.fg)
    c.flush(d)
    assert d.bands[-1] == (60, 76)
    assert d.pixel(100, 10) == _wire(150, 150, 150)        # still what was pushed before
    assert d.pixel(100, 61) == _wire(255, 120, 0)          # pushed with the text's rows


def test_text_on_a_4_bit_frame_uses_only_its_two_colours():
    c = canvas()
    c.fill_rect(0, 0, 240, 20, c.bar_bg)
    c.text(3, 2, "Žluťoučký kůň", c.body, c.bar_fg)
    colours = set(c.fb.pixel(x, y) for y in range(20) for x in range(240))
    assert colours == {c.bar_bg, c.bar_fg}


def test_the_emulated_panel_refuses_a_window_left_short_or_overfilled():
    # so that a conversion that sends too few or too many rows fails the tests
    from boards.emulator import Display
    d = Display(240, 135, True)
    d.begin(10, 12)
    d.write(bytes(480))
    raises(ValueError, d.end)
    d.begin(10, 12)
    raises(ValueError, d.write, bytes(3 * 480))
    raises(ValueError, d.begin, 130, 136)
    d.begin(0, 1)
    d.write(b"\x12\x34" * 240)
    d.end()
    assert d.panel[:4] == b"\x12\x34\x12\x34" and d.bytes == 480 + 480
