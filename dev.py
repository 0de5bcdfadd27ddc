#!/usr/bin/env python3
"""Set up TableKeeper's virtual environment and run its main jobs.

    python3 dev.py emulator [options]   the device emulator on the default board
    python3 dev.py test [pytest args]   every test (CPython and MicroPython);
                                        builds the native modules first
    python3 dev.py native               the native modules (host/native.py)
    python3 dev.py tablekeeper ARGS     the host tool: sync, pull, export, deploy...
                                        (the same as .venv/bin/tablekeeper ARGS)

Needs Python 3.11+, Node.js 18+ with npm (for the emulated Pico of the tests),
and network access to PyPI and npm on the first run; the environment lives in
.venv (reinstalled when pyproject.toml changes) and host/pico/node_modules.
"""
import hashlib
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(ROOT, ".venv")
BIN = os.path.join(VENV, "Scripts" if os.name == "nt" else "bin")
STAMP = os.path.join(VENV, "tablekeeper-installed")
JOBS = ("emulator", "test", "native", "tablekeeper")


def venv_python():
    return os.path.join(BIN, "python.exe" if os.name == "nt" else "python")


def ensure_venv(extras):
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        want = hashlib.sha256(f.read() + extras.encode()).hexdigest()
    if os.path.exists(STAMP):
        with open(STAMP) as f:
            if f.read() == want:
                return
    if not os.path.exists(venv_python()):
        print("dev.py: creating %s" % VENV, flush=True)
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    print("dev.py: installing TableKeeper and its dependencies", flush=True)
    spec = ".[%s]" % extras if extras else "."
    subprocess.check_call([venv_python(), "-m", "pip", "install", "--quiet",
                           "--disable-pip-version-check", "-e", spec], cwd=ROOT)
    with open(STAMP, "w") as f:
        f.write(want)


def ensure_node_modules():
    """host/pico's npm packages (rp2040js, for the emulated Pico), installed
    with `npm ci` from its lock file, again when the lock file changes."""
    folder = os.path.join(ROOT, "host", "pico")
    with open(os.path.join(folder, "package-lock.json"), "rb") as f:
        want = hashlib.sha256(f.read()).hexdigest()
    stamp = os.path.join(folder, "node_modules", ".tablekeeper-installed")
    if os.path.exists(stamp):
        with open(stamp) as f:
            if f.read() == want:
                return
    npm = shutil.which("npm")
    if npm is None:
        print("dev.py: npm is not installed: the emulated Pico (host/pico, the `pico` tests "
              "and benchmarks) needs Node.js 18+ and npm", flush=True)
        return
    print("dev.py: installing the emulated Pico's npm packages (host/pico)", flush=True)
    subprocess.check_call([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder)
    with open(stamp, "w") as f:
        f.write(want)


def setup():
    """Everything the jobs need: .venv with the test extras (they also serve
    the emulator) and the emulated Pico's npm packages."""
    ensure_venv("test")
    ensure_node_modules()


def main(argv):
    if not argv or argv[0] not in JOBS:
        print(__doc__.strip())
        return 2
    job, rest = argv[0], argv[1:]
    setup()
    if job == "native":
        return subprocess.call([venv_python(), "-m", "host.native"] + rest, cwd=ROOT)
    if job == "test":
        # the tests load the unix port's native module (a missing compiler
        # is said here; the tests that need a module then say so too)
        subprocess.call([venv_python(), "-m", "host.native"], cwd=ROOT)
        return subprocess.call([venv_python(), "-m", "pytest"] + rest, cwd=ROOT)
    if job == "emulator":      # from the repository, as ever: ./flash is its flash
        return run_tool(["emulator"] + rest, ROOT)
    # from the user's folder: paths such as saves/ mean what they typed
    return run_tool(rest, os.getcwd())


def run_tool(args, cwd):
    """The venv's `tablekeeper`, in place of this process where the system
    allows (Ctrl-C and signals then reach the tool itself)."""
    tool = os.path.join(BIN, "tablekeeper.exe" if os.name == "nt" else "tablekeeper")
    if os.name == "nt":
        return subprocess.call([tool] + args, cwd=cwd)
    sys.stdout.flush()
    os.chdir(cwd)
    os.execv(tool, [tool] + args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
