"""The MicroPython firmware images the emulated Pico boots, and where each
puts its filesystem and ROMFS partition.

The images live in one folder: the setting TABLEKEEPER_PICO_DIR, else
`../shared/pico/` beside the repository where it exists, else the copies in
port/rp2/firmware/: the stock build (`firmware-RPI_PICO-v1.28.0.uf2`), the
ROMFS build of port/rp2/ (`firmware-ROMFS512-v1.28.0.uf2`) and the RP2040's
boot ROM (`bootrom-b1.bin`). TABLEKEEPER_PICO_FIRMWARE names one .uf2 to use
instead of the stock build, e.g. the official MicroPython release a user
downloads.

A firmware's flash layout is read from the image itself: the rp2 port
declares its block devices ("MicroPython" for the filesystem, "ROMFS") in the
pico-sdk's binary info, as picotool shows them.
"""
import os
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED_DIR = os.path.join(os.path.dirname(ROOT), "shared", "pico")
KEPT_DIR = os.path.join(ROOT, "port", "rp2", "firmware")
IMAGES = {"stock": "firmware-RPI_PICO-v1.28.0.uf2", "romfs": "firmware-ROMFS512-v1.28.0.uf2"}
BOOTROM = "bootrom-b1.bin"
FLASH_BASE = 0x10000000
UF2_MAGIC = (0x0A324655, 0x9E5D5157)
BI_MARKER_START = 0x7188EBF2
BI_TYPE_ID_AND_STRING = 6
BI_TYPE_BLOCK_DEVICE = 7
BI_ID_PROGRAM_VERSION = 0x11A9BC3A


class FirmwareError(Exception):
    """A firmware image that is missing or is not one the emulated Pico can boot."""


def image_dir():
    if os.environ.get("TABLEKEEPER_PICO_DIR"):
        return os.environ["TABLEKEEPER_PICO_DIR"]
    return SHARED_DIR if os.path.exists(os.path.join(SHARED_DIR, BOOTROM)) else KEPT_DIR


def bootrom():
    path = os.path.join(image_dir(), BOOTROM)
    if not os.path.exists(path):
        raise FirmwareError("the RP2040 boot ROM %s is missing (set TABLEKEEPER_PICO_DIR "
                            "to the folder of the emulated Pico's images)" % path)
    return path


class Firmware:
    """A .uf2 image and its layout: fs_offset/fs_size (the littlefs
    filesystem) and romfs_offset/romfs_size (0 without a ROMFS partition),
    offsets from the start of flash."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        devices, strings = read_binary_info(path)
        if "MicroPython" not in devices:
            raise FirmwareError("%s declares no MicroPython filesystem: not a MicroPython "
                                "build for the RP2040" % self.name)
        self.fs_offset, self.fs_size = devices["MicroPython"]
        self.romfs_offset, self.romfs_size = devices.get("ROMFS", (0, 0))
        self.version = strings.get(BI_ID_PROGRAM_VERSION, "?")

    @property
    def fs_blocks(self):
        return self.fs_size // 4096

    def __repr__(self):
        romfs = ", ROMFS %d KB at 0x%x" % (self.romfs_size // 1024, self.romfs_offset) \
            if self.romfs_size else ""
        return "<%s: MicroPython %s, filesystem %d KB at 0x%x%s>" % (
            self.name, self.version, self.fs_size // 1024, self.fs_offset, romfs)


def find(kind="stock"):
    """The firmware of a kind: "stock" (or TABLEKEEPER_PICO_FIRMWARE) or "romfs"."""
    if kind == "stock" and os.environ.get("TABLEKEEPER_PICO_FIRMWARE"):
        path = os.environ["TABLEKEEPER_PICO_FIRMWARE"]
    elif kind in IMAGES:
        path = os.path.join(image_dir(), IMAGES[kind])
    else:
        raise FirmwareError("no firmware kind %r (stock or romfs)" % kind)
    if not os.path.exists(path):
        raise FirmwareError("firmware image %s is missing (set TABLEKEEPER_PICO_DIR, or "
                            "TABLEKEEPER_PICO_FIRMWARE for the stock one)" % path)
    return Firmware(path)


def uf2_memory(path):
    """{address: bytes} of a UF2 file's blocks."""
    with open(path, "rb") as f:
        data = f.read()
    blocks = {}
    for off in range(0, len(data) - 511, 512):
        magic0, magic1, _flags, addr, size = struct.unpack_from("<IIIII", data, off)
        if (magic0, magic1) == UF2_MAGIC and size <= 476:
            blocks[addr] = data[off + 32:off + 32 + size]
    if not blocks:
        raise FirmwareError("%s is not a UF2 image" % os.path.basename(path))
    return blocks


def read_binary_info(path):
    """The block devices {name: (offset, size)} and the id strings {id: text}
    a pico-sdk image declares in its binary info."""
    blocks = uf2_memory(path)
    base = min(blocks)
    image = bytearray(max(a + len(b) for a, b in blocks.items()) - base)
    for a, b in blocks.items():
        image[a - base:a - base + len(b)] = b

    def word(addr):
        return struct.unpack_from("<I", image, addr - base)[0]

    def cstring(addr):
        i = addr - base
        return image[i:image.index(0, i)].decode("latin-1")

    # the header: the start marker, then the start and end of the entry table
    at = image.find(struct.pack("<I", BI_MARKER_START), 0, 1024)
    if at < 0:
        raise FirmwareError("%s has no pico-sdk binary info" % os.path.basename(path))
    start, end = struct.unpack_from("<II", image, at + 4)
    devices, strings = {}, {}
    for entry in range(start, end, 4):
        ptr = word(entry)
        kind = struct.unpack_from("<H", image, ptr - base)[0]
        if kind == BI_TYPE_BLOCK_DEVICE:
            name, address, size = struct.unpack_from("<III", image, ptr - base + 4)
            devices[cstring(name)] = (address - FLASH_BASE, size)
        elif kind == BI_TYPE_ID_AND_STRING:
            ident, value = struct.unpack_from("<II", image, ptr - base + 4)
            if base <= value < base + len(image):
                strings[ident] = cstring(value)
    return devices, strings
