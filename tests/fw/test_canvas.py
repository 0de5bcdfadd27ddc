# The canvas records the rows that changed and pushes them as few
# full-width bands; fonts find every glyph; text is cut and wrapped to fit.
# Runs under CPython (with host/mpcompat) and MicroPython.
try:
    import framebuf  # noqa: F401
except ImportError:
    from host import mpcompat
    mpcompat.install()

from firmware.canvas import Canvas, fit, wrap, MAX_BANDS
from firmware.font import Font
from firmware.fonts import ter12, ter16, ter32


class Recorder:
    def __init__(self):
        self.bands = []

    def show(self, buf, y0, y1):
        self.bands.append((y0, y1))


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
