"""The flash of a Pico that `tablekeeper deploy` has deployed to, built
without a board: the same build (host.build through host.deploy.build), the
same choice of mode (host.deploy.choose: the ROMFS image where the
firmware's partition holds it, else the .mpy files) and the same files
(host.deploy.files_for: main.py, the shipped card data, the modules in
"files" mode), written into a littlefs image laid out as the firmware's own
filesystem (littlefs-python), beside the ROMFS image.

    board = Deployed(firmware.find("romfs"), "build/pico/romfs")
    board.mode                      # "romfs" or "files"
    pico = board.power_on()         # an emulated.Pico with it on its flash
"""
import contextlib
import io
import os

from host import deploy
from host.pico import emulated

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LFS_BLOCK = 4096


def littlefs_image(files, blocks, folders=("saves",)):
    """A littlefs v2 image of {path: bytes}, formatted as MicroPython's rp2
    port formats its filesystem (4 KB blocks, 256-byte programs)."""
    from littlefs import LittleFS
    fs = LittleFS(block_size=LFS_BLOCK, block_count=blocks, prog_size=256, read_size=32,
                  lookahead_size=32)
    made = set()

    def makedirs(path):
        parts = path.split("/")
        for k in range(1, len(parts) + 1):
            d = "/".join(parts[:k])
            if d and d not in made:
                with contextlib.suppress(FileExistsError):
                    fs.mkdir(d)
                made.add(d)

    for path in sorted(files):
        makedirs(path.rpartition("/")[0])
        with fs.open(path, "wb") as f:
            f.write(files[path])
    for folder in folders:
        makedirs(folder)
    return bytes(fs.context.buffer)


def read_littlefs(flash, fw):
    """{path: bytes} of every file on the filesystem of a 2 MB flash dump."""
    from littlefs import LittleFS
    data = flash[fw.fs_offset:fw.fs_offset + fw.fs_size]
    fs = LittleFS(block_size=LFS_BLOCK, block_count=fw.fs_blocks, prog_size=256, read_size=32,
                  lookahead_size=32, mount=False)
    fs.context.buffer[:] = data
    fs.mount()
    out = {}
    for top, _dirs, names in fs.walk("/"):
        for name in names:
            path = (top.rstrip("/") + "/" + name).lstrip("/")
            with fs.open(path, "rb") as f:
                out[path] = f.read()
    return out


class Deployed:
    """A board deployed to, as images for the emulated Pico."""

    def __init__(self, fw, out, board="pico_display", data=True, root=ROOT):
        """fw: the firmware.Firmware on the board; out: a build folder;
        data: copy the shipped card data (as deploy does unless --no-data)."""
        self.firmware = fw
        self.out = out
        os.makedirs(out, exist_ok=True)
        with contextlib.redirect_stdout(io.StringIO()):     # "compiled 98 modules..."
            self.built = deploy.build(root, board, out)
        rom = fw.romfs_size if fw.romfs_size else -1
        self.mode, self.note = deploy.choose(rom, os.path.getsize(self.built.image))
        self.files = deploy.files_for(self.built, deploy.plan_data(root) if data else {},
                                      self.mode)

    def images(self, extra=None, data=True, name="fs.img"):
        """[(file, flash offset)] to write over the firmware: the filesystem
        with deploy's files (without the card data if not `data`) and then
        `extra` ({path: bytes}: a settings file, card data, saved games), and
        the ROMFS image in "romfs" mode."""
        files = {p: b for p, b in self.files.items() if data or not p.startswith("data/")}
        files.update(extra or {})
        fs_image = os.path.join(self.out, name)
        with open(fs_image, "wb") as f:
            f.write(littlefs_image(files, self.firmware.fs_blocks))
        out = [(fs_image, self.firmware.fs_offset)]
        if self.mode == "romfs":
            out.append((self.built.image, self.firmware.romfs_offset))
        return out

    def power_on(self, extra=None, data=True, miss_cycles=60, flash_times=True):
        """An emulated Pico with this flash (see images()), powered on. Its
        filesystem image is a file of its own, gone once the chip has read
        it: boards powered on at once (a benchmark's threads) never read
        each other's."""
        import tempfile
        fd, name = tempfile.mkstemp(suffix=".img", prefix="fs-", dir=self.out)
        os.close(fd)
        try:
            return emulated.Pico(self.firmware, self.images(extra, data,
                                                            os.path.basename(name)),
                                 miss_cycles, flash_times=flash_times)
        finally:
            os.remove(name)
