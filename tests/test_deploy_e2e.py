# `tablekeeper deploy` against the real MicroPython unix port behind a
# pseudo-terminal, while the sync service runs in it: mpremote must stop the
# service with Ctrl-C (the protocol never sends 0x03, so only mpremote can),
# reach the raw REPL, find that this "board" has no ROMFS partition (the
# unix port has no vfs.rom_ioctl), say what that costs, and leave a flash
# from which the compiled modules load, with the module files of an older
# deploy gone and the saves, settings and data kept. The ROMFS path, which
# the unix port cannot take, is in tests/test_deploy.py.
import glob
import json
import os
import shutil
import subprocess

import pytest

from host import cli
from shared import syncproto
from tests.conftest import ROOT, tool
from tests.support import cardgame
from tests.support.ptydevice import PtyDevice

BOARD = "pico_display"      # the primary board: its file imports without hardware


@pytest.fixture(autouse=True)
def _cardgame(monkeypatch):
    cardgame.register(monkeypatch)


def _source_tree(tmp_path):
    """This repository's device code, a board file, and some card data."""
    src = tmp_path / "src"
    for folder in ("shared", "firmware"):
        shutil.copytree(os.path.join(ROOT, folder), src / folder,
                        ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(ROOT, "boards"), src / "boards",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (src / "data" / "cardgame").mkdir(parents=True)
    doc = cardgame.document(cards=30)
    (src / "data" / "cardgame" / "deck.json").write_text(json.dumps(doc, ensure_ascii=False),
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
        # a second deploy finds everything in place
        code, out, err = _deploy(capsys, dev.port, src)
        assert code == 0 and "deployed: 0 file(s) copied" in out, out + err

    expected = {os.path.relpath(p, src)[:-3] + ".mpy"
                for d in ("shared", "firmware") for p in glob.glob(str(src / d / "**" / "*.py"),
                                                                   recursive=True)}
    expected |= {"boards/__init__.mpy", "boards/%s.mpy" % BOARD, "main.py",
                 "data/cardgame/deck.json", "saves/inbetween.jnl", "settings.json",
                 "lib/fugitive_count.mpy"}     # the native Fugitive engine (armv6m)
    found = {os.path.relpath(os.path.join(d, n), flash) for d, _, names in os.walk(flash)
             for n in names}
    assert found == expected
    assert (flash / "main.py").read_text().endswith('firmware.main.run("%s")\n' % BOARD)
    assert not (flash / "firmware" / "old").exists()
    assert (flash / "saves" / "inbetween.jnl").read_bytes() == b"journal"
    assert (flash / "data" / "cardgame" / "deck.json").read_bytes() == \
        (src / "data" / "cardgame" / "deck.json").read_bytes()
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
