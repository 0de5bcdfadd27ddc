#!/usr/bin/env python3
"""Set up TableKeeper's virtual environment and run its main jobs.

    python3 dev.py emulator [options]   the device emulator on the default board
    python3 dev.py native               the native modules (host/native.py)
    python3 dev.py test [pytest args]   every test (CPython and MicroPython);
                                        builds the native modules first

Needs only Python 3.11+ and network access to PyPI on the first run; the
environment lives in .venv and is reinstalled when pyproject.toml changes.
"""
import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(ROOT, ".venv")
BIN = os.path.join(VENV, "Scripts" if os.name == "nt" else "bin")
STAMP = os.path.join(VENV, "tablekeeper-installed")


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


def main(argv):
    if not argv or argv[0] not in ("emulator", "native", "test"):
        print(__doc__.strip())
        return 2
    job, rest = argv[0], argv[1:]
    # one environment for every job: installing the test extras also serves the emulator
    ensure_venv("test")
    if job == "emulator":
        cmd = [os.path.join(BIN, "tablekeeper"), "emulator"] + rest
    elif job == "native":
        cmd = [venv_python(), "-m", "host.native"] + rest
    else:
        # the tests load the unix port's native module (a missing compiler
        # is said here; the tests that need a module then say so too)
        subprocess.call([venv_python(), "-m", "host.native"], cwd=ROOT)
        cmd = [venv_python(), "-m", "pytest"] + rest
    return subprocess.call(cmd, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
