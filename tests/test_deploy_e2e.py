# `tablekeeper deploy` against the real MicroPython unix port behind a
# pseudo-terminal, while the sync service runs in it: mpremote must stop the
# service with Ctrl-C (the protocol never sends 0x03, so only mpremote can),
# reach the raw REPL, find that this "board" has no ROMFS partition (the
# unix port has no vfs.rom_ioctl), say what that costs, and leave a flash
# from which the compiled modules load, with the module files of an older
# deploy gone and the saves, settings and data kept. The ROMFS path, which
# the unix port cannot take, is in tests/test_deploy.py.
import glob
import re
import json
import os
import shutil
import subprocess

import pytest

from host import cli
from shared import syncproto
from tests.conftest import ROOT, tool
from tests.support import carddocs
from tests.support.ptydevice import PtyDevice

BOARD = "pico_display"      # the primary board: its file imports without hardware


def _source_tree(tmp_path):
    """This repository's device code, a board file, and some card data."""
    src = tmp_path / "src"
    for folder in ("shared", "firmware"):
        shutil.copytree(os.path.join(ROOT, folder), src / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(ROOT, "boards"), src / "boards",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (src / "data" / "fugitive").mkdir(parents=True)
    doc = carddocs.document(30)
    (src / "data" / "fugitive" / "deck.json").write_text(json.dumps(doc, ensure_ascii=False),
                                                        encoding="utf-8")
    return src


def _deploy(capsys, port, src, *extra):
    code = cli.main(["deploy", "--port", port, "--board", BOARD, "--root", str(src),
                     "--no-reset"] + list(extra))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_deploy_reaches_the_repl_of_a_running_service_and_the_modules_load(tmp_path, capsys):
    src = _source_tree(tmp_path)
    flash = tmp_path / "flash"
    (flash / "shared").mkdir(parents=True)
    (flash / "shared" / "canon.py").write_text("raise ImportError('stale source')\n")
    # an older deploy's module that the firmware no longer has, in a folder of its own
    (flash / "firmware" / "old").mkdir(parents=True)
    (flash / "firmware" / "old" / "screen.mpy").write_bytes(b"M\x06old")
    (flash / "saves").mkdir()
    (flash / "saves" / "inbetween.jnl").write_bytes(b"journal")
    (flash / "settings.json").write_text('{"lang": "cs"}')
    with PtyDevice(flash) as dev:
        # the service is up and answering sync requests
        assert cli.main(["sync", "--port", dev.port, "--data", str(src / "data")]) == 0
        capsys.readouterr()
        code, out, err = _deploy(capsys, dev.port, src)
        assert code == 0, out + err
        assert dev.alive()
        assert b"KeyboardInterrupt" in bytes(dev.wire.device_output)   # mpremote's Ctrl-C
        assert "compiled" in out and "deployed:" in out
        # no ROMFS on this board: said once, in one line, with its cost
        notes = [line for line in out.splitlines() if line.startswith("note:")]
        assert len(notes) == 1 and "no ROMFS partition" in notes[0] and "KB" in notes[0]
        assert "removed 2 module file(s)" in out
        assert "deploy mode: files" in out
        # a second deploy finds everything in place
        code, out, err = _deploy(capsys, dev.port, src)
        assert code == 0 and "deployed: 0 file(s) copied" in out, out + err

    expected = {os.path.relpath(p, src)[:-3] + ".mpy"
                for d in ("shared", "firmware") for p in glob.glob(str(src / d / "**" / "*.py"),
                                                                   recursive=True)}
    expected |= {"boards/__init__.mpy", "boards/%s.mpy" % BOARD, "main.py",
                 "data/fugitive/deck.json", "saves/inbetween.jnl", "settings.json",
                 "lib/fugitive_count.mpy",      # the native Fugitive engine (armv6m)
                 "lib/gs4_thumb.mpy",           # the frame's conversion (inline Thumb)
                 "lib/gs4_text.mpy"}            # text drawn into the frame (viper)
    found = {os.path.relpath(os.path.join(d, n), flash) for d, _, names in os.walk(flash)
             for n in names}
    assert found == expected
    assert (flash / "main.py").read_text().endswith('firmware.main.run("%s")\n' % BOARD)
    assert not (flash / "firmware" / "old").exists()
    assert (flash / "saves" / "inbetween.jnl").read_bytes() == b"journal"
    assert (flash / "data" / "fugitive" / "deck.json").read_bytes() == \
        (src / "data" / "fugitive" / "deck.json").read_bytes()
    # the compiled modules run: the same frame bytes as CPython builds
    probe = ("import sys\nsys.path[:0] = ['.']\nimport shared.syncproto as p, firmware.sync\n"
             "import firmware.main, firmware.app, boards.%s\n" % BOARD +
             "import binascii\nprint(binascii.hexlify(p.frame(0x48, 7, b'{\"proto\":1}')).decode())")
    run = subprocess.run([tool("micropython"), "-c", probe], cwd=flash, capture_output=True,
                         text=True, timeout=30)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == bytes(syncproto.frame(0x48, 7, b'{"proto":1}')).hex()


def test_deploy_names_the_boards_it_knows_when_the_board_is_unknown(tmp_path, capsys):
    src = _source_tree(tmp_path)
    code = cli.main(["deploy", "--port", "/dev/null", "--board", "nope", "--root", str(src)])
    err = capsys.readouterr().err
    assert code == 1 and "no board called nope (boards/ has: " in err and BOARD in err


def test_the_romfs_write_reaches_the_board_through_mpremote(tmp_path):
    # the command deploy runs for a board with ROMFS, here against the unix
    # port (which has none): mpremote stops the service, reaches the raw
    # REPL and asks the board, which refuses; deploy reports it as an error
    from host import deploy
    from host.errors import TransportError
    image = tmp_path / "tablekeeper.romfs"
    image.write_bytes(b"\xd2\xcd\x31\x00")
    flash = tmp_path / "flash"
    flash.mkdir()
    with PtyDevice(flash) as dev:
        with pytest.raises(TransportError, match="ROMFS is not enabled on this device"):
            deploy._romfs_deploy(dev.port, str(image))
        assert dev.alive()


# -- issue 20, #5 and #11: the board first, and what it runs --

def _no_build(monkeypatch):
    """Fail the test if deploy compiles anything."""
    from host import build as device_build

    def refuse(*args, **kwargs):
        raise AssertionError("deploy compiled the firmware before it knew the board")
    monkeypatch.setattr(device_build, "build", refuse)


def test_deploy_without_a_board_says_so_before_compiling_anything(tmp_path, capsys,
                                                                 monkeypatch):
    from serial.tools import list_ports
    monkeypatch.setattr(list_ports, "comports", lambda: [])
    monkeypatch.delenv("TABLEKEEPER_PORT", raising=False)
    _no_build(monkeypatch)
    code = cli.main(["deploy", "--board", BOARD, "--root", str(_source_tree(tmp_path))])
    out = capsys.readouterr()
    assert code == 1 and "no TableKeeper board found on USB" in out.err
    assert "compiled" not in out.out and "Traceback" not in out.err


def test_deploy_to_the_emulators_port_is_one_line_not_an_mpremote_traceback(
        tmp_path, capsys, monkeypatch):
    import threading
    import time
    from boards import emulator as emu
    from host import deploy
    from host.emulator import PtyLink, make_app
    monkeypatch.setattr(deploy, "REPL_TIMEOUT", 1)
    _no_build(monkeypatch)
    (tmp_path / "flash").mkdir()
    board = emu.Board("pico_display", str(tmp_path / "flash"),
                      clock=lambda: int(time.monotonic() * 1000))
    board.link = PtyLink()
    app = make_app(board)
    stop = threading.Event()

    def loop():
        while not stop.is_set():
            app.step()
            time.sleep(0.002)
    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        code = cli.main(["deploy", "-p", board.link.path, "--root", str(_source_tree(tmp_path))])
    finally:
        stop.set()
        thread.join(5)
    out = capsys.readouterr()
    errors = [line for line in out.err.splitlines() if line.strip()]
    assert code == 1 and len(errors) == 1, out.err
    assert "does not answer as a MicroPython REPL" in errors[0]
    assert "emulator's virtual port has no REPL" in errors[0]
    assert "compiled" not in out.out and "Traceback" not in out.err


def test_deploy_says_what_micropython_the_board_runs(tmp_path, capsys):
    src = _source_tree(tmp_path)
    flash = tmp_path / "flash"
    flash.mkdir()
    with PtyDevice(flash) as dev:
        code, out, err = _deploy(capsys, dev.port, src)
    assert code == 0, out + err
    line = [x for x in out.splitlines() if x.startswith("board on ")][0]
    assert re.search(r": micropython v1\.\d+\.\d+ on linux", line), line
    assert out.index("board on ") < out.index("compiled")


@pytest.mark.parametrize("implementation,board,says", [
    (("micropython", (1, 19, 1), "Raspberry Pi Pico with RP2040", 6), "pico_display",
     "needs MicroPython v1.28 or newer"),
    (("micropython", (1, 28, 0), "Raspberry Pi Pico with RP2040", 5), "pico_display",
     ".mpy format 6"),
    (("circuitpython", (9, 0, 0), "Raspberry Pi Pico with rp2040", 0), "pico_display",
     "not MicroPython"),
    (("micropython", (1, 28, 0), "Generic ESP32 module with ESP32", 2822), "pico_display",
     "give --board esp32_ssd1306"),
    (("micropython", (1, 28, 0), "Raspberry Pi Pico with RP2040", 2822), "esp32_ssd1306",
     "give --board pico_display"),
])
def test_an_unsuitable_micropython_is_refused_with_what_to_do(implementation, board, says):
    from host import deploy
    problem, text = deploy.suitability(implementation, board)
    assert problem is not None and says in problem
    assert implementation[2] in text
    if "MicroPython v1.28" in problem or "not MicroPython" in problem:
        assert "BOOTSEL" in problem


def test_the_micropython_the_firmware_is_built_for_is_suitable():
    from host import deploy
    for implementation in (("micropython", (1, 28, 0), "Raspberry Pi Pico with RP2040", 2822),
                           ("micropython", (1, 28, 0),
                            "Raspberry Pi Pico (TableKeeper, ROMFS 512K) with RP2040", 2822),
                           ("micropython", (1, 29, 0, "preview"), "linux [GCC 14] version",
                            2822)):
        assert deploy.suitability(implementation, BOARD)[0] is None
