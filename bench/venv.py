"""Run a bench script with the project's own Python (.venv, set up as
`python3 dev.py` sets it up), so that `python3 -m bench.x` works as well as
`.venv/bin/python -m bench.x`."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def reexec():
    """Start this script again in .venv's Python unless it runs there already."""
    if os.path.realpath(sys.prefix) == os.path.realpath(os.path.join(ROOT, ".venv")):
        return
    sys.path.insert(0, ROOT)
    import dev
    dev.setup()
    python = dev.venv_python()
    os.execv(python, [python, os.path.abspath(sys.argv[0])] + sys.argv[1:])
