# `tablekeeper deploy` decides between ROMFS and .mpy files by asking the
# board (the unix port has no ROMFS partition, so tests/test_deploy_e2e.py
# exercises the .mpy path end to end; the ROMFS path is checked here against
# a fake board): a partition that holds the image gets it through
# `mpremote romfs deploy`, then only main.py and the data are copied and
# every module copy on the filesystem goes; a partition too small, or none,
# means .mpy files and a note of their heap cost.
import hashlib
import os

import pytest

from host import deploy
from host.errors import TransportError
from tests.conftest import ROOT

BOARD = "pico_display"


class FakeBoard:
    """The board's side of the raw REPL, enough for deploy: a filesystem
    of paths, and the helper functions deploy defines there."""

    def __init__(self, files, rom):
        self.files = dict(files)
        self.rom = rom
        self.closed = 0
        self.written = []
        self.serial = self

    def exec(self, code):
        pass

    def eval(self, expr):
        if expr.startswith("[_tk_sum(p) for p in "):
            paths = eval(expr[len("[_tk_sum(p) for p in "):-1])
            return [hashlib.sha256(self.files[p]).hexdigest() if p in self.files else ""
                    for p in paths]
        raise AssertionError("unexpected eval: " + expr)

    def fs_writefile(self, path, data, chunk_size=512, progress_callback=None):
        self.files[path] = bytes(data)
        self.written.append(path)

    def exit_raw_repl(self):
        pass

    def close(self):
        self.closed += 1

    def write(self, data):
        pass


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("deploy")
    return deploy.build(ROOT, BOARD, str(out))


def _run(monkeypatch, built, board, data=None):
    calls = []
    monkeypatch.setattr(deploy, "_open", lambda port: board)
    monkeypatch.setattr(deploy, "rom_size", lambda b: b.rom)
    monkeypatch.setattr(deploy, "board_files", lambda b: sorted(
        [p for p in b.files if p.split("/")[0] in deploy.MODULE_DIRS] +
        sorted({p.rsplit("/", 1)[0] + "/" for p in b.files
                if p.split("/")[0] in deploy.MODULE_DIRS and "/" in p})))

    def remove(b, paths):
        for p in paths:
            b.files.pop(p, None)
        calls.append(("remove", sorted(paths)))
    monkeypatch.setattr(deploy, "remove", remove)
    monkeypatch.setattr(deploy, "_romfs_deploy",
                        lambda port, image: calls.append(("romfs", port, open(image, "rb").read())))
    how = deploy.deploy("/dev/fake", built, data or {}, reset=False)
    return how, calls


OLD = {"firmware/app.mpy": b"old app", "firmware/games/omega/rows.mpy": b"old rows",
       "shared/canon.py": b"stale source", "boards/pico_display.mpy": b"old board",
       "main.py": b"old main", "data/omega/sample.json": b"{}", "saves/omega.jnl": b"j",
       "settings.json": b"{}"}


def test_a_board_with_a_romfs_partition_gets_the_image_the_native_engine_and_no_module_files(
        monkeypatch, built, capsys):
    board = FakeBoard(OLD, rom=1 << 20)
    how, calls = _run(monkeypatch, built, board, {"data/omega/sample.json": b'{"new": 1}'})
    assert how == "romfs"
    image = [c for c in calls if c[0] == "romfs"]
    assert len(image) == 1 and image[0][1] == "/dev/fake"
    assert image[0][2][:3] == b"\xd2\xcd\x31"                 # a ROMFS image
    assert image[0][2] == open(built.image, "rb").read()
    # main.py, the native Fugitive engine (armv6m: on the filesystem, not in
    # the image) and the data copied, no other module
    assert sorted(board.written) == ["data/omega/sample.json", "lib/fugitive_count.mpy",
                                     "lib/gs4_text.mpy", "lib/gs4_thumb.mpy", "main.py"]
    from host import native
    with open(native.target("armv6m"), "rb") as f:
        assert board.files["lib/fugitive_count.mpy"] == f.read()
    assert board.files["main.py"] == built.main and b"/rom" in built.main
    # every module copy on the filesystem removed; saves, settings, data kept
    assert not [p for p in board.files if p.split("/")[0] in deploy.MODULE_DIRS]
    for kept in ("saves/omega.jnl", "settings.json"):
        assert board.files[kept] == OLD[kept]
    assert board.files["data/omega/sample.json"] == b'{"new": 1}'
    out = capsys.readouterr().out
    assert "note:" not in out and deploy.MODE_DONE["romfs"] in out.splitlines()


def test_a_board_without_romfs_gets_the_mpy_files_and_a_note_of_their_cost(
        monkeypatch, built, capsys):
    board = FakeBoard(OLD, rom=-1)
    how, calls = _run(monkeypatch, built, board)
    assert how == "files" and not [c for c in calls if c[0] == "romfs"]
    out = capsys.readouterr().out
    notes = [line for line in out.splitlines() if line.startswith("note:")]
    assert notes == [deploy.NO_ROMFS_NOTE]
    assert deploy.MODE_DONE["files"] in out.splitlines()
    assert "firmware/app.mpy" in board.written and "main.py" in board.written
    assert "lib/fugitive_count.mpy" in board.written
    assert board.files["firmware/app.mpy"] == built.modules["firmware/app.mpy"]
    # only the chosen board's file; the old sources and modules that are gone removed
    assert "boards/esp32_ssd1306.mpy" not in board.files
    assert "shared/canon.py" not in board.files and "firmware/games/omega/rows.mpy" in built.modules
    assert board.files["saves/omega.jnl"] == b"j"


def test_a_romfs_partition_smaller_than_the_image_is_not_used(monkeypatch, built, capsys):
    size = os.path.getsize(built.image)
    board = FakeBoard({}, rom=size - 1)
    how, calls = _run(monkeypatch, built, board)
    assert how == "files" and not [c for c in calls if c[0] == "romfs"]
    out = capsys.readouterr().out
    assert ("ROMFS partition (%d bytes) is smaller than the image (%d bytes)" % (size - 1, size)
            in out)


def test_the_choice_itself():
    assert deploy.choose(-1, 1000)[0] == "files"
    assert deploy.choose(999, 1000)[0] == "files"
    assert deploy.choose(1000, 1000) == ("romfs", None)


def test_stale_keeps_the_new_modules_and_their_folders():
    listing = ["firmware/app.mpy", "firmware/old.mpy", "firmware/games/", "firmware/games/x.mpy",
               "firmware/gone/", "firmware/gone/y.mpy", "shared/a.py"]
    keep = {"firmware/app.mpy", "firmware/games/x.mpy"}
    assert sorted(deploy.stale(listing, keep)) == ["firmware/gone/", "firmware/gone/y.mpy",
                                                   "firmware/old.mpy", "shared/a.py"]
    assert sorted(deploy.stale(listing, set())) == sorted(listing)


def test_a_failed_romfs_write_is_an_error_naming_mpremote_s_output(monkeypatch, tmp_path):
    class Run:
        returncode = 1
        stdout = "ROMFS image is too big for the target partition\n"
        stderr = ""
    monkeypatch.setattr(deploy.subprocess, "run", lambda *a, **k: Run())
    image = tmp_path / "x.romfs"
    image.write_bytes(b"\xd2\xcd\x31")
    with pytest.raises(TransportError, match="too big"):
        deploy._romfs_deploy("/dev/fake", str(image))
