#!/usr/bin/env python3
"""Set up TableKeeper's virtual environment and run its main jobs.

    python3 dev.py emulator [options]   the device emulator on the default board
    python3 dev.py test [pytest args]   every test (CPython and MicroPython)
    python3 dev.py tablekeeper ARGS     the host tool: sync, pull, export, deploy...
                                        (the same as .venv/bin/tablekeeper ARGS)

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
JOBS = ("emulator", "test", "tablekeeper")


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
    if not argv or argv[0] not in JOBS:
        print(__doc__.strip())
        return 2
    job, rest = argv[0], argv[1:]
    # one environment for both jobs: installing the test extras also serves the emulator
    ensure_venv("test")
    if job == "test":
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
