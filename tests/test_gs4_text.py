"""The native drawing of text (native/gs4_text.py, viper) against the blit,
the reference (firmware/font.py draw_line): under the MicroPython unix port,
the module compiled for x64, every glyph of every font, Czech and Italian
text, characters the fonts lack, lines cut at both edges of the band, and
ink of the key's colour: the same bytes of the frame and the same x after
the line. (The armv6m build of the board is held to the same on the
emulated Pico by tests/test_pico.py, whose frames must match the desktop
emulator's, drawn with the blit.)"""
import subprocess

from host.build import mpy_cross
from tests.conftest import ROOT, micropython

RUN = "tests/support/gs4_text_run.py"


def test_native_text_sets_the_bytes_the_blit_sets(tmp_path):
    built = subprocess.run([mpy_cross(), "-march=x64", "-o", str(tmp_path / "gs4_text.mpy"),
                            "native/gs4_text.py"], cwd=ROOT, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    run = micropython(RUN, str(tmp_path))
    assert run.returncode == 0, run.stderr[-3000:]
    cases = [line.split() for line in run.stdout.splitlines()]
    assert len(cases) > 150                       # 3 fonts, every glyph, 5 placements
    assert {c[0] for c in cases} == {"ter12", "ter16", "ter32"}
    wrong = [c for c in cases if c[4] != "same" or c[5] != c[6]]
    assert not wrong, "native text differs from the blit: %s" % wrong[:5]
