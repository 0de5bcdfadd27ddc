"""`tablekeeper flash-uf2 FILE.uf2`: put MicroPython on a Pico in BOOTSEL mode.

A Pico held in BOOTSEL while it is plugged in shows up as a USB drive
(RPI-RP2, with an INFO_UF2.TXT); copying a .uf2 file onto it flashes the
file and restarts the Pico running it. This command checks that the file is
a UF2 image for the Pico's chip, finds the drive (or takes --drive) and
copies the file there: the same step as dragging it onto the drive."""
import glob
import os
import shutil
import struct
import sys

from host.errors import TableKeeperError

UF2_MAGIC = (0x0A324655, 0x9E5D5157)
FAMILY_FLAG = 0x2000
FAMILIES = {0xE48BFF56: "RP2040", 0xE48BFF59: "RP2350 (Arm)", 0xE48BFF5A: "RP2350 (RISC-V)"}
PICO_FAMILY = 0xE48BFF56          # the Raspberry Pi Pico of the Display Pack
MOUNTS = ("/media/*/*", "/run/media/*/*", "/media/*", "/mnt/*", "/Volumes/*")


def add_arguments(parser):
    parser.add_argument("file", help="the .uf2 file (MicroPython v1.28 for RPI_PICO, "
                        "or the ROMFS build of port/rp2/)")
    parser.add_argument("--drive", help="the Pico's BOOTSEL drive (default: the one "
                        "RPI-RP2 drive mounted)")


def run(args):
    family = check_uf2(args.file)
    drive = args.drive or find_drive()
    if not is_bootsel_drive(drive):
        raise TableKeeperError("%s is not a Pico's BOOTSEL drive (it has no INFO_UF2.TXT)"
                               % drive)
    target = os.path.join(drive, os.path.basename(args.file))
    print("copying %s (%s image, %d KB) to %s" % (args.file, FAMILIES[family],
                                                   os.path.getsize(args.file) // 1024, drive))
    try:
        shutil.copyfile(args.file, target)
    except OSError as e:
        # the Pico restarts as soon as the last block is written, and some
        # systems report the vanished drive as an error of the copy
        if os.path.exists(drive):
            raise TableKeeperError("copying to %s failed: %s" % (drive, e.strerror or e))
    print("done: the Pico restarts running it; `tablekeeper devices` should list it as "
          "\"Raspberry Pi Pico (MicroPython)\", then `tablekeeper deploy`")
    return 0


def check_uf2(path):
    """The UF2 family id of the file's first block; TableKeeperError if it is
    not a UF2 image for the Pico's chip."""
    try:
        with open(path, "rb") as f:
            block = f.read(512)
    except OSError as e:
        raise TableKeeperError("cannot read %s: %s" % (path, e.strerror or e))
    if len(block) < 512 or struct.unpack("<II", block[:8]) != UF2_MAGIC:
        raise TableKeeperError("%s is not a UF2 image: download MicroPython's .uf2 for the "
                               "Raspberry Pi Pico (RPI_PICO), v1.28" % path)
    flags, family = struct.unpack("<I", block[8:12])[0], struct.unpack("<I", block[28:32])[0]
    if not flags & FAMILY_FLAG or family != PICO_FAMILY:
        what = FAMILIES.get(family, "family 0x%08x" % family) if flags & FAMILY_FLAG else \
            "no chip family"
        raise TableKeeperError("%s is a UF2 image for %s, not for the Pico's RP2040: take "
                               "MicroPython's RPI_PICO build" % (path, what))
    return family


def is_bootsel_drive(folder):
    return bool(folder) and os.path.isfile(os.path.join(folder, "INFO_UF2.TXT"))


def candidate_drives():
    found = []
    if sys.platform == "win32":
        found = ["%s:\\" % letter for letter in "DEFGHIJKLMNOPQRSTUVWXYZ"]
    else:
        for pattern in MOUNTS:
            found += glob.glob(pattern)
    return [d for d in found if is_bootsel_drive(d)]


def find_drive():
    drives = candidate_drives()
    if not drives:
        raise TableKeeperError("no Pico in BOOTSEL mode found: unplug it, hold its BOOTSEL "
                               "button while plugging it in, then run this again (or give "
                               "--drive, the RPI-RP2 drive's folder)")
    if len(drives) > 1:
        raise TableKeeperError("several BOOTSEL drives (%s): choose one with --drive"
                               % ", ".join(drives))
    return drives[0]
