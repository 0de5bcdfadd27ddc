"""firmware/main.py builtins_first: MicroPython's extensible built-in
modules (json, os, time, array...) are put under their names in sys.modules
before the app starts, so that an import of them is a lookup instead of a
search along sys.path (5 ms each time on a Pico, where a search reads the
flash). Under the MicroPython unix port: afterwards `import json` is the
built-in even with a json.py first on the path; under CPython nothing
changes."""
import sys

from tests.conftest import micropython

SCRIPT = """
import sys
sys.path.insert(0, {decoy!r})
sys.path.insert(1, ".")
import firmware.main
firmware.main.builtins_first()
import json, os, time
print(json.dumps([1]), hasattr(os, "stat"), "ticks_ms" in dir(time),
      all(name in sys.modules for name in firmware.main.EXTENSIBLE))
"""


def test_after_builtins_first_an_import_is_the_builtin_not_a_file_on_the_path(tmp_path):
    (tmp_path / "json.py").write_text("raise ImportError('the file was imported')\n")
    script = tmp_path / "run.py"
    script.write_text(SCRIPT.format(decoy=str(tmp_path)))
    run = micropython(str(script))
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == ["[1]", "True", "True", "True"]


def test_on_cpython_builtins_first_leaves_the_modules_alone():
    from firmware import main
    before = dict(sys.modules)
    main.builtins_first()
    assert {k: v for k, v in sys.modules.items() if k in main.EXTENSIBLE} == \
        {k: v for k, v in before.items() if k in main.EXTENSIBLE}
