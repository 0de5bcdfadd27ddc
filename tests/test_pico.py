# The firmware on the chip it is for: the project deployed as `tablekeeper
# deploy` deploys it, booted on an emulated RP2040 running real MicroPython
# v1.28 (host/pico/), its real board file and drivers driving an emulated
# ST7789 and read through the GPIO pins. Each game's scenario (shortened) is
# played through the buttons and must show, pixel for pixel, what the
# desktop emulator shows for the same script, and resume on the same screen
# after a power cycle. Both ways a board runs the code are covered: stock
# MicroPython (the .mpy files on the filesystem) and the ROMFS build.
#
# Selected with `-m pico`; part of `python3 dev.py test`.
import os
import shutil
import struct

import pytest

from host import deploy, scenarios
from host.pico import emulated, firmware, play
from host.pico.deployed import Deployed
from tests.conftest import ROOT
from tests.support import pico_run as pr

pytestmark = pytest.mark.pico

# each game's scenario, cut to this many steps after the game starts (the
# desktop emulator starts it: the scenarios' moves suit its seed)
SHORT = {"inbetween": 8, "cerebria": 8, "omega": 12, "fugitive": 8, "fugitive_hand": 6}


def _same(tmp, name, desk, pico_frame, pico=None):
    diff = pr.difference(desk, pico_frame.rgb565)
    if diff:
        pr.save_png(desk, str(tmp / (name + "-desktop.png")))
        pr.save_png(pico_frame.rgb565, str(tmp / (name + "-pico.png")))
        log = pico.read_files().get("saves/error.log") if pico is not None else None
        diff += "; the board's error log: %r" % log if log else ""
    assert not diff, "shot %s: the emulated panel differs from the desktop emulator: %s " \
        "(both saved in %s)" % (name, diff, tmp)
    assert pico_frame.panel["errors"] == []


OUT_OF_MEMORY = pytest.mark.xfail(
    strict=True, reason="issue 18: Cerebria runs out of memory on stock firmware "
    "(its .mpy files loaded into the heap)")


ON_STOCK = {"cerebria": OUT_OF_MEMORY}


@pytest.mark.parametrize("game,kind", [
    pytest.param(g, k, marks=ON_STOCK[g]) if k == "stock" and g in ON_STOCK else (g, k)
    for g in sorted(SHORT) for k in ("stock", "romfs")])
def test_a_game_shows_the_desktop_emulators_frames_and_resumes_after_a_power_cycle(
        game, kind, tmp_path):
    scenario = scenarios.load(game)
    saved = str(tmp_path / "saved")
    steps = pr.start_game(scenario, saved)[:SHORT[game]]
    script = "shot:resumed " + pr.compile_rest(steps, saved, str(tmp_path)) + " shot:end"
    pico = pr.board(kind).power_on(pr.read_tree(saved), data=False)
    try:
        player, frames = pr.on_pico(pico, script)
        desk_flash = str(tmp_path / "desktop")
        shutil.copytree(saved, desk_flash)
        desk = pr.desktop(desk_flash, player.replay(), str(tmp_path / "desk"))
        assert [n for n, _ in frames] == [n for n, _ in desk]
        for (name, a), (_, b) in zip(desk, frames):
            _same(tmp_path, name, a, b, pico)
        # every press was answered on the screen
        assert [p for p in player.presses if p.latency_ms is None and p.kind != "long"] == []
        # power off and on: the same screen as the desktop emulator restarted on its flash
        pico.power_cycle()
        again = play.Player(pico)
        again.first_screen()
        restarted = pr.desktop(desk_flash, "shot:again", str(tmp_path / "desk2"))
        _same(tmp_path, "after-power-cycle", restarted[0][1], pico.frame(), pico)
    finally:
        pico.close()


@OUT_OF_MEMORY
def test_the_game_list_and_a_new_games_options_on_the_chip(tmp_path):
    """The new-game screens (home, games, options, start) on the Pico: a
    game whose start does not depend on the seed (Cerebria deals nothing)."""
    scenario = scenarios.load("cerebria")
    flash = str(tmp_path / "flash")
    scenarios.prepare_flash(flash, scenario)
    compile_flash = str(tmp_path / "compile")
    shutil.copytree(flash, compile_flash)
    steps = [["key", "DOWN"], ["shot", "home"], ["key", "UP"], ["shot", "home-again"]] + \
        list(scenario.STEPS[:2])
    script = scenarios.compile_script("pico_display", steps, compile_flash)
    pico = pr.board("stock").power_on(pr.read_tree(flash), data=False)
    try:
        player, frames = pr.on_pico(pico, script)
    finally:
        pico.close()
    desk = pr.desktop(flash, player.replay(), str(tmp_path / "desk"))
    assert [n for n, _ in frames] == [n for n, _ in desk] == ["home", "home-again", "setup"]
    for (name, a), (_, b) in zip(desk, frames):
        _same(tmp_path, name, a, b)


@pytest.mark.parametrize("kind", ["stock", "romfs"])
def test_deploy_s_mode_on_each_firmware_and_the_home_screen(kind, tmp_path):
    """Stock MicroPython has no ROMFS partition: the .mpy files go to the
    filesystem. The ROMFS build's partition (512 KB) holds the image: the
    code runs from /rom and no module file is on the filesystem. Either way
    the board boots to the home screen, its backlight at the default
    brightness and its LED off."""
    board = pr.board(kind)
    assert board.mode == ("files" if kind == "stock" else "romfs")
    on_fs = [p for p in board.files if p.startswith(pr.MODULE_DIRS)]
    if kind == "stock":
        assert "firmware/app.mpy" in on_fs and "boards/pico_display.mpy" in on_fs
    else:
        assert on_fs == []
    flash = str(tmp_path / "flash")
    pr.write_tree(flash, pr.user_files(board.files))
    desk = pr.desktop(flash, "shot:home", str(tmp_path / "desk"))
    pico = board.power_on()
    try:
        player = play.Player(pico)
        player.first_screen()
        frame = pico.frame()
        _same(tmp_path, "home", desk[0][1], frame)
        assert frame.panel["on"] and not frame.panel["sleeping"]
        assert frame.backlight == pytest.approx(0.75 ** 2, abs=0.01)   # brightness 75 %
        assert frame.led == [1, 1, 1]                                  # active low: off
        # what the board itself says, over its REPL (as deploy asks it)
        out = pico.exec(deploy.ROM_PROBE + "print(_tk_rom())\n"
                        "import firmware.app\nprint(firmware.app.__file__)")
        rom, app_file = out.split()
        assert int(rom) == (board.firmware.romfs_size or -1)
        assert app_file.startswith("/rom/" if kind == "romfs" else "firmware/")
    finally:
        pico.close()


THUMB_AGAINST_BLIT = """
import framebuf
from array import array
from boards.pico_display import _machine_code
convert = _machine_code("gs4_thumb", "convert")
W, ROWS = 240, 3
pal = framebuf.FrameBuffer(bytearray(32), 16, 1, framebuf.RGB565)
for i in range(16):
    pal.pixel(i, 0, (i * 0x1357 + 0x0F1E) & 0xFFFF)
frame = bytearray((i * 37 + i // 256) & 255 for i in range(W // 2 * ROWS))
want = bytearray(W * 2 * ROWS)
framebuf.FrameBuffer(want, W, ROWS, framebuf.RGB565).blit(
    framebuf.FrameBuffer(frame, W, ROWS, framebuf.GS4_HMSB), 0, 0, -1, pal)
pairs = array("I", [pal.pixel(b >> 4, 0) | pal.pixel(b & 15, 0) << 16 for b in range(256)])
whole = bytearray(W * 2 * ROWS)
convert(whole, frame, len(frame), pairs)
rows = bytearray(W * 2 * 2)
convert(memoryview(rows), frame, (W // 2) << 16 | W, pairs)
print(convert is not None, len(set(frame)), whole == want, rows == want[W * 2:])
"""


def test_the_thumb_conversion_of_the_frame_gives_the_blits_bytes():
    """The Pico's machine-code conversion of the 4-bit frame to RGB565
    (native/gs4_thumb.py, lib/gs4_thumb.mpy) gives, for every byte value, the bytes
    FrameBuffer.blit gives through the same palette (the reference), for a
    whole frame and for rows from the middle of one."""
    pico = pr.board("stock").power_on({"main.py": b"pass\n"}, data=False)
    try:
        pico.boot()
        out = pico.exec(THUMB_AGAINST_BLIT, 20000)
    finally:
        pico.close()
    assert out.split() == ["True", "256", "True", "True"]


def test_the_boards_native_text_sets_the_bytes_the_blit_sets():
    """The armv6m build of native/gs4_text.py (lib/gs4_text.mpy), as the
    board loads it, against the blit for every glyph of every font, Czech
    and Italian text, a character the fonts lack, lines cut at both edges
    (tests/support/gs4_text_run.py, as on the unix port)."""
    with open(os.path.join(ROOT, "tests", "support", "gs4_text_run.py")) as f:
        script = f.read()
    pico = pr.board("stock").power_on({"main.py": b"pass\n"}, data=False)
    try:
        pico.boot()
        out = pico.exec("from boards.pico_display import _machine_code\n"
                        "assert _machine_code('gs4_text', 'draw') is not None\n" + script,
                        120000)
    finally:
        pico.close()
    cases = [line.split() for line in out.splitlines() if line.strip()]
    assert len(cases) > 150
    wrong = [c for c in cases if c[4] != "same" or c[5] != c[6]]
    assert not wrong, "native text differs from the blit on the Pico: %s" % wrong[:5]


# -- the harness sees a wrong board file or driver --

FAULTS = {
    # the panel's window one row off
    "offset": ("boards/pico_display.py", "WIDTH, HEIGHT, 40, 53, 0x70", "WIDTH, HEIGHT, 40, 52, 0x70"),
    # MADCTL without the column order: the picture mirrored
    "madctl": ("boards/pico_display.py", "WIDTH, HEIGHT, 40, 53, 0x70", "WIDTH, HEIGHT, 40, 53, 0x30"),
    # no INVON: this IPS panel shows every colour inverted
    "invert": ("firmware/drivers/st7789.py", "        self._command(_INVON)", "        pass"),
    # button B read on the wrong pin
    "pin": ("boards/pico_display.py", "(12, 13, 14, 15)", "(12, 11, 14, 15)"),
    # the buttons without their pull-ups: every one reads as pressed
    "pull-up": ("boards/pico_display.py", "Pin(n, Pin.IN, Pin.PULL_UP)", "Pin(n, Pin.IN)"),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_wrong_driver_or_pin_shows_as_a_difference(fault, tmp_path):
    path, good, bad = FAULTS[fault]
    src = tmp_path / "src"
    for d in ("shared", "firmware", "boards"):
        shutil.copytree(os.path.join(ROOT, d), src / d,
                        ignore=shutil.ignore_patterns("__pycache__"))
    text = (src / path).read_text()
    assert good in text
    (src / path).write_text(text.replace(good, bad))
    board = Deployed(firmware.find("stock"), str(tmp_path / "build"), root=str(src))
    flash = str(tmp_path / "flash")
    os.makedirs(flash)
    script = "B shot:moved"        # the cursor one down on the home screen
    desk = pr.desktop(flash, script, str(tmp_path / "desk"))
    pico = board.power_on(data=False)
    try:
        player = play.Player(pico)
        player.first_screen()
        frames = []
        player.play(script, lambda name: frames.append(pico.frame()))
    finally:
        pico.close()
    assert pr.difference(desk[0][1], frames[0].rgb565) != ""


# -- what the harness says when the board fails --

def test_a_missing_firmware_image_is_named(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLEKEEPER_PICO_FIRMWARE", str(tmp_path / "nothing.uf2"))
    with pytest.raises(firmware.FirmwareError, match="nothing.uf2 is missing"):
        firmware.find("stock")


def test_a_uf2_that_is_not_micropython_for_the_rp2040_is_refused(tmp_path):
    bad = tmp_path / "bad.uf2"
    bad.write_bytes(b"\x00" * 1024)
    with pytest.raises(firmware.FirmwareError, match="not a UF2 image"):
        firmware.Firmware(str(bad))


def test_a_firmware_that_does_not_boot_is_said_in_one_line(tmp_path):
    """An image of the right format whose code never starts (here: blank)."""
    blank = tmp_path / "blank.uf2"
    with open(blank, "wb") as f:
        for n in range(64):
            f.write(struct.pack("<8I", 0x0A324655, 0x9E5D5157, 0x2000, 0x10000000 + 256 * n,
                                256, n, 64, 0xE48BFF56) + b"\0" * 476 + struct.pack("<I", 0x0AB16F30))
    fw = firmware.find("stock")
    fw.path, fw.name = str(blank), "blank.uf2"
    pico = emulated.Pico(fw)
    try:
        with pytest.raises(emulated.PicoError, match="blank.uf2 did not boot") as err:
            pico.boot(ms=1500)
        assert "\n" not in str(err.value)
    finally:
        pico.close()


@pytest.mark.parametrize("main,expected", [
    (b"import firmware.nothing_here\n", "the firmware raised on the board: ImportError"),
    (b"import machine\nmachine.reset()\n", "the board reset itself"),
    (b"while True:\n    pass\n", "nothing was drawn on the panel within 1500 ms"),
])
def test_a_failing_main_is_said_in_one_line_within_bounded_time(main, expected):
    pico = pr.board("stock").power_on({"main.py": main}, data=False)
    try:
        with pytest.raises(emulated.PicoError, match=expected) as err:
            play.Player(pico).first_screen(max_ms=1500)
        assert "\n" not in str(err.value)
        assert pico.t_us < 3e6
    finally:
        pico.close()


def test_the_settings_point_at_other_images_and_the_kept_copies_boot(monkeypatch, tmp_path):
    """TABLEKEEPER_PICO_DIR: the images kept in port/rp2/firmware/ (what a
    machine without ../shared/pico uses); TABLEKEEPER_PICO_FIRMWARE: a .uf2
    of the user's own (here a copy of the official release, renamed)."""
    kept = os.path.join(ROOT, "port", "rp2", "firmware")
    own = tmp_path / "micropython-pico.uf2"
    shutil.copy(os.path.join(kept, firmware.IMAGES["stock"]), own)
    monkeypatch.setenv("TABLEKEEPER_PICO_DIR", kept)
    monkeypatch.setenv("TABLEKEEPER_PICO_FIRMWARE", str(own))
    fw = firmware.find("stock")
    assert fw.path == str(own) and fw.version == "v1.28.0" and fw.fs_offset == 0xa0000
    assert firmware.bootrom().startswith(kept)
    romfs = firmware.find("romfs")
    assert romfs.romfs_size == 512 * 1024 and romfs.path.startswith(kept)
    board = Deployed(fw, str(tmp_path / "build"))
    flash = str(tmp_path / "flash")
    pr.write_tree(flash, pr.user_files(board.files))
    desk = pr.desktop(flash, "shot:home", str(tmp_path / "desk"))
    pico = board.power_on()
    try:
        play.Player(pico).first_screen()
        _same(tmp_path, "home", desk[0][1], pico.frame(), pico)
    finally:
        pico.close()


# a main.py that pauses as the app's loop does, then says how long it paused
# and what the buttons said
PAUSE_MAIN = b"""import time
import boards.pico_display as B
board = B.open()
print("PAUSING")
t0 = time.ticks_ms()
board.sleep_ms(2000)
print("PAUSED %d ms, buttons %d" % (time.ticks_diff(time.ticks_ms(), t0), board.take_buttons()))
"""


@pytest.mark.parametrize("press", [True, False])
def test_a_press_ends_the_loops_pause_at_once(press):
    """firmware/pinboard.py: the loop's pause ends when a button goes down
    (its pin's interrupt), not when the pause is over; without a press it
    is the whole pause."""
    pico = pr.board("stock").power_on({"main.py": PAUSE_MAIN}, data=False)
    try:
        assert pico.run(5000, until="PAUSING") == "until"
        pico.run(300)
        if press:
            pico.press("X")
        assert pico.run(3000, until="buttons") == "until", pico.serial_tail()
        out = pico.serial.decode("latin-1")
        paused = int(out.split("PAUSED ")[1].split(" ms")[0])
        if press:
            assert 300 <= paused <= 305, out
            assert out.split("buttons ")[1].split()[0] == "4", out    # X: bit 2
        else:
            assert paused >= 2000, out
    finally:
        pico.close()
