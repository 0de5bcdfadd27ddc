"""Build the native modules (CPython): native/*.c as MicroPython .mpy files.

    python -m host.native [--arch armv6m|x64|all] [--out build/native]

writes build/native/<arch>/fugitive_count.mpy: the Fugitive counting engine
(native/fugitive_count.c; shared/fugitive_native.py loads it) for the Pico
(armv6m) and for the unix port the tests run (x64). `python3 dev.py native`
and `python3 dev.py test` run it; host/build.py puts the armv6m module in
the tree `tablekeeper deploy` copies to the board.

What it needs (README, "Fugitive"):
- MicroPython's source tree, as far as py/dynruntime.mk needs it: the
  setting MPY_DIR (an environment variable), by default the shared copy
  beside the repository (../shared/micropython) where it exists, else the
  headers and tools kept in third_party/micropython;
- gcc for x64; for armv6m Debian's gcc-arm-none-eabi and
  libnewlib-arm-none-eabi (`sudo apt-get install gcc-arm-none-eabi
  libnewlib-arm-none-eabi`; .ci/run installs them);
- the Python packages pyelftools and ar (pyproject.toml) for mpy_ld.
A module is rebuilt only when its source is newer than the .mpy.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "native")
OUT = os.path.join(ROOT, "build", "native")
MODULE = "fugitive_count"
ARCHES = ("armv6m", "x64")
COMPILER = {"armv6m": "arm-none-eabi-gcc", "x64": "gcc"}
INSTALL_HINT = ("install the Pico's compiler: apt-get install gcc-arm-none-eabi "
                "libnewlib-arm-none-eabi")


class NativeBuildError(Exception):
    """A native module could not be built (what is missing, in one line)."""


def mpy_dir():
    """The MicroPython tree py/dynruntime.mk needs: $MPY_DIR, else the
    shared copy beside the repository where it exists, else the part of it
    kept in third_party/micropython."""
    shared = os.path.join(os.path.dirname(ROOT), "shared", "micropython")
    kept = os.path.join(ROOT, "third_party", "micropython")
    found = os.environ.get("MPY_DIR") or (
        shared if os.path.exists(os.path.join(shared, "py", "dynruntime.mk")) else kept)
    if not os.path.exists(os.path.join(found, "py", "dynruntime.mk")):
        raise NativeBuildError("no MicroPython source tree at %s (set MPY_DIR to one: "
                               "py/dynruntime.mk is needed)" % found)
    return os.path.abspath(found)


def target(arch, out=OUT):
    return os.path.join(out, arch, MODULE + ".mpy")


def build(arch, out=OUT):
    """Build the module for one architecture (if its source changed); returns
    the .mpy's path. NativeBuildError says what is missing."""
    if arch not in ARCHES:
        raise NativeBuildError("unknown architecture %r (%s)" % (arch, ", ".join(ARCHES)))
    dst = target(arch, out)
    sources = [os.path.join(SOURCE, name) for name in os.listdir(SOURCE)
               if name.endswith((".c", ".h")) or name == "Makefile"]
    if os.path.exists(dst) and os.path.getmtime(dst) >= max(os.path.getmtime(s) for s in sources):
        return dst
    if shutil.which(COMPILER[arch]) is None:
        raise NativeBuildError("%s is not installed: %s" % (
            COMPILER[arch], INSTALL_HINT if arch == "armv6m" else "install gcc"))
    tree = mpy_dir()
    # built in a scratch copy: the make rules write beside the source
    with tempfile.TemporaryDirectory() as work:
        for s in sources:
            shutil.copy(s, work)
        run = subprocess.run(["make", "ARCH=" + arch, "MPY_DIR=" + tree, "PYTHON=" + sys.executable],
                             cwd=work, capture_output=True, text=True)
        if run.returncode != 0:
            raise NativeBuildError("building %s for %s failed:\n%s" % (
                MODULE, arch, (run.stdout + run.stderr).strip()[-3000:]))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(os.path.join(work, MODULE + ".mpy"), dst)
    return dst


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--arch", default="all", help="armv6m, x64 or all (default)")
    p.add_argument("--out", default=OUT, help="output folder (default: build/native/)")
    args = p.parse_args(argv)
    failed = 0
    for arch in ARCHES if args.arch == "all" else (args.arch,):
        try:
            print("%s: %s" % (arch, build(arch, args.out)))
        except NativeBuildError as e:
            print("%s: not built: %s" % (arch, e))
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
