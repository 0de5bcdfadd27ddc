# The emulator: the same script gives byte-identical frames under CPython
# (host/mpcompat's framebuf) and under the MicroPython unix port (the real
# framebuf), on every board; headless mode writes PNGs; the window opens
# with SDL's dummy driver and offers a serial port; without a display it
# says to use --headless instead of failing with a traceback.
import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT, micropython, tool

# every kind of screen: lists, the game, the picker, a confirmation, the
# game menu, history, undo, settings in Czech, about, number entry is in
# tests/test_navigation.py
SCRIPTS = {
    "pico_display": "shot:home X shot:games X shot:options B X shot:game X shot:picker "
                    "B B X shot:moved 3*B X shot:roll X shot:rolled long:X shot:menu "
                    "4*B X shot:history Y Y long:Y shot:undo Y Y shot:games2 Y B X X "
                    "2*B X shot:czech Y B X shot:about",
    "esp32_ssd1306": "shot:home B shot:games B shot:options A B shot:start B shot:picker "
                     "A A B shot:moved long:B shot:menu long:A double:B shot:undo "
                     "long:A shot:undo_no long:A long:A A B B A A B shot:czech",
}


def frames(runner, board, tmp, script):
    flash = os.path.join(tmp, "flash")
    out = os.path.join(tmp, "out")
    os.makedirs(flash)
    os.makedirs(out)
    run = runner("tests/support/headless.py", board, flash, out, script)
    assert run.returncode == 0, run.stderr[-3000:] + run.stdout[-1000:]
    names = run.stdout.split()
    result = []
    for name in names:
        with open(os.path.join(out, name + ".raw"), "rb") as f:
            result.append((name, f.read()))
    return result


def cpython(*args):
    return subprocess.run([sys.executable] + list(args), cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("board", sorted(SCRIPTS))
def test_frames_are_identical_under_cpython_and_micropython(board, tmp_path):
    script = SCRIPTS[board]
    cp = frames(cpython, board, str(tmp_path / "cp"), script)
    mp = frames(micropython, board, str(tmp_path / "mp"), script)
    assert [n for n, _ in cp] == [n for n, _ in mp] == [
        w[5:] for w in script.split() if w.startswith("shot:")]
    for (name, a), (_, b) in zip(cp, mp):
        assert a == b, "frame %s differs between CPython and MicroPython" % name
    # and the script really went through different screens
    assert len(set(f for _, f in cp)) >= len(cp) - 1


def test_headless_mode_writes_screenshots(tmp_path):
    from PIL import Image
    run = subprocess.run([tool("tablekeeper"), "emulator", "--headless", "--flash",
                          str(tmp_path / "flash"), "--out", str(tmp_path / "shots"),
                          "--script", "shot:home X shot:games"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    for name in ("home", "games"):
        img = Image.open(tmp_path / "shots" / (name + ".png"))
        assert img.size == (480, 270)
        assert len(set(img.getdata())) > 3


def test_a_fresh_flash_gets_the_shipped_card_data_and_an_old_one_is_left_alone(tmp_path):
    flash = tmp_path / "flash"
    cmd = [tool("tablekeeper"), "emulator", "--headless", "--flash", str(flash),
           "--out", str(tmp_path / "shots"), "--script", "shot:home"]
    run = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "card data copied" in run.stderr
    for game in ("inbetween", "fugitive", "cerebria", "omega"):
        shipped = os.path.join(ROOT, "data", game, "sample.json")
        with open(shipped, "rb") as a, open(flash / "data" / game / "sample.json", "rb") as b:
            assert a.read() == b.read()
    (flash / "data" / "omega" / "sample.json").write_bytes(b"the player's own file")
    run = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "copied" not in run.stderr
    assert (flash / "data" / "omega" / "sample.json").read_bytes() == b"the player's own file"


def test_no_data_leaves_a_fresh_flash_empty(tmp_path):
    flash = tmp_path / "flash"
    run = subprocess.run([tool("tablekeeper"), "emulator", "--headless", "--no-data",
                          "--flash", str(flash), "--out", str(tmp_path / "shots"),
                          "--script", "shot:home"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert not (flash / "data").exists()


def test_the_window_opens_with_sdl_dummy_and_offers_a_serial_port(tmp_path):
    import serial
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    proc = subprocess.Popen([tool("tablekeeper"), "emulator", "--flash", str(tmp_path / "f"),
                             "--frames", "150"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("serial port: /dev/"), line + proc.stderr.read()
        port = serial.Serial(line.split(": ", 1)[1].strip(), timeout=0.1)
        port.write(b"hello")
        port.close()
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def test_without_a_display_it_suggests_headless(tmp_path):
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        env.pop(name, None)
    run = subprocess.run([tool("tablekeeper"), "emulator", "--flash", str(tmp_path / "f")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert "--headless" in run.stderr and "Traceback" not in run.stderr


@pytest.fixture
def window(tmp_path, monkeypatch):
    """The emulator's window under SDL's dummy driver, in this process."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import time
    import pygame
    from boards import emulator as emu
    from host.emulator import Window
    pygame.display.init()
    clock = {"ms": 0}
    board = emu.Board("pico_display", str(tmp_path / "flash"), clock=lambda: clock["ms"])
    (tmp_path / "flash").mkdir()
    win = Window(pygame, board, 2)

    def frames(n, ms=10):
        for _ in range(n):
            assert win.frame()
            clock["ms"] += ms
    win.frames = frames
    yield win
    pygame.quit()


def _tap(pygame, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def test_a_tap_within_one_frame_reaches_the_firmware(window):
    """Issue 20, #6: a key down and up in the same frame (`xdotool key x`)
    is held long enough for the firmware's debounce: X opens the game list."""
    import pygame
    from firmware.screens import GameList
    window.frames(20)
    _tap(pygame, pygame.K_x)
    window.frames(30)
    assert isinstance(window.app.stack[-1], GameList)
    _tap(pygame, pygame.K_DOWN)       # and a tap of a press-action button moves once
    window.frames(30)
    assert window.app.stack[-1].cursor == 1
    _tap(pygame, pygame.K_ESCAPE)
    window.frames(30)
    assert not isinstance(window.app.stack[-1], GameList)


def test_an_idle_window_converts_the_screen_only_when_it_changes(window):
    """Issue 20, #6: nothing on screen changes, nothing is converted or
    redrawn; a press that changes the screen converts it again."""
    import pygame
    window.frames(30)
    idle = window.conversions
    window.frames(200)
    assert window.conversions == idle
    _tap(pygame, pygame.K_x)
    window.frames(30)
    assert idle < window.conversions <= idle + 4
