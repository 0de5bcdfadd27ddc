# host/mpcompat's framebuf (the emulator's, under CPython) draws pixel for
# pixel what MicroPython's C framebuf draws: the same series of operations
# (tests/support/framebuf_ops.py: 4-bit frames, their conversion to RGB565
# through a palette, glyphs through a two-colour palette, the monochrome
# formats) gives the same bytes under both runtimes.
import subprocess
import sys

from tests.conftest import ROOT, micropython

OPS = "tests/support/framebuf_ops.py"


def _lines(run):
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    assert len(lines) > 20
    return lines


def test_the_cpython_framebuf_gives_the_same_bytes_as_micropython_s():
    mp = _lines(micropython(OPS))
    cp = _lines(subprocess.run([sys.executable, OPS], cwd=ROOT, capture_output=True, text=True,
                               timeout=120))
    assert [line.split(" ")[0] for line in cp] == [line.split(" ")[0] for line in mp]
    for a, b in zip(cp, mp):
        assert a == b, "differs: %s" % a[:40]


def test_a_4_bit_frame_converts_to_the_palette_s_rgb565_values():
    # the conversion the canvas runs when it pushes rows, checked by hand
    from host.mpcompat import framebuf
    frame = bytearray(4 * 2 // 2)
    src = framebuf.FrameBuffer(frame, 4, 2, framebuf.GS4_HMSB)
    for x, c in enumerate((0, 1, 15, 3)):
        src.pixel(x, 0, c)
        src.pixel(x, 1, 15 - c)
    assert bytes(frame) == bytes((0x01, 0xF3, 0xFE, 0x0C))   # even column: high nibble
    palette = framebuf.FrameBuffer(bytearray(32), 16, 1, framebuf.RGB565)
    for i in range(16):
        palette.pixel(i, 0, 0x1100 * i + 0x0010 + i)
    band = bytearray(4 * 2 * 2)
    framebuf.FrameBuffer(band, 4, 2, framebuf.RGB565).blit(src, 0, 0, -1, palette)
    values = [band[i] | band[i + 1] << 8 for i in range(0, len(band), 2)]
    assert values == [0x1100 * c + 0x10 + c for c in (0, 1, 15, 3, 15, 14, 0, 12)]
