# Device code uses only what MicroPython has: every module, name and
# attribute that shared/, firmware/ and boards/ take from a MicroPython module
# must exist in the MicroPython stubs pinned in pyproject.toml
# (micropython-rp2-rpi-pico-stubs, with micropython-stdlib-stubs).
#
# The checker reads the stubs' .pyi files with ast and, for each device
# module: every `import m` and `from m import a` outside an
# `except ImportError:` fallback (those are the CPython stand-ins) must name a
# stubbed module and a name it defines, and every `m.attr` / `Class.attr` on
# an imported module or class must be defined there. A module missing from
# MicroPython (dataclasses, typing, functools, itertools, enum, abc...) has no
# stub, so importing it fails here. Attribute use on instances cannot be
# resolved without types; the MicroPython test runs cover those.
import ast
import glob
import os
import sysconfig

import pytest

from tests.conftest import ROOT

PURELIB = sysconfig.get_paths()["purelib"]
# the project's own modules (fugitive_count: the native Fugitive engine,
# built from native/ by host/native.py; gs4_thumb, gs4_text: native/*.py)
OWN = ("shared", "firmware", "boards", "tests", "host", "fugitive_count", "gs4_thumb",
       "gs4_text")
DEVICE = sorted(p for d in ("shared", "firmware", "boards")
                for p in glob.glob(os.path.join(ROOT, d, "**", "*.py"), recursive=True))


def stub_path(module):
    for base in (PURELIB, os.path.join(PURELIB, "stdlib")):
        for candidate in (module.replace(".", "/") + ".pyi",
                          module.replace(".", "/") + "/__init__.pyi"):
            path = os.path.join(base, candidate)
            if os.path.exists(path):
                return path
    return None


_STUBS = {}


def stub(module):
    """{name: set of member names (empty for functions and constants)} or None."""
    if module in _STUBS:
        return _STUBS[module]
    path = stub_path(module)
    if path is None:
        _STUBS[module] = None
        return None
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = {}
    for node in tree.body:
        for name, members in _defined(node):
            names.setdefault(name, set()).update(members)
    _STUBS[module] = names
    return names


def _defined(node):
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        yield node.name, set()
    elif isinstance(node, ast.ClassDef):
        members = set()
        for item in node.body:
            for name, _ in _defined(item):
                members.add(name)
        yield node.name, members
    elif isinstance(node, ast.Assign):
        for t in node.targets:
            if isinstance(t, ast.Name):
                yield t.id, set()
    elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        yield node.target.id, set()
    elif isinstance(node, (ast.Import, ast.ImportFrom)):
        for alias in node.names:
            yield (alias.asname or alias.name).split(".")[0], set()
    elif isinstance(node, ast.If):          # sys.version / TYPE_CHECKING branches
        for item in node.body + node.orelse:
            yield from _defined(item)


def _fallback_nodes(tree):
    """Nodes inside `except ImportError:` / `except AttributeError:` handlers:
    CPython stand-ins, never run on the device."""
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ExceptHandler) and node.type is not None:
            names = {getattr(n, "id", None) for n in ast.walk(node.type)}
            if names & {"ImportError", "AttributeError"}:
                for item in node.body:
                    for sub in ast.walk(item):
                        skip.add(id(sub))
    return skip


def problems(path):
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    skip = _fallback_nodes(tree)
    found = []
    modules = {}     # local name -> stubbed module
    classes = {}     # local name -> (module, members)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top in OWN:
                    continue
                if stub(alias.name) is None:
                    found.append("import %s: not a MicroPython module" % alias.name)
                else:
                    modules[alias.asname or top] = alias.name
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.split(".")[0] in OWN or node.level:
                continue
            names = stub(node.module)
            if names is None:
                found.append("from %s: not a MicroPython module" % node.module)
                continue
            for alias in node.names:
                if alias.name not in names:
                    found.append("from %s import %s: not in MicroPython" % (node.module, alias.name))
                elif names[alias.name]:
                    classes[alias.asname or alias.name] = (node.module, names[alias.name])
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, ast.Attribute):
            continue
        base = node.value
        if isinstance(base, ast.Name) and base.id in modules:
            names = stub(modules[base.id])
            if node.attr not in names:
                found.append("%s.%s: not in MicroPython" % (modules[base.id], node.attr))
            elif names[node.attr]:
                pass
        elif isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) \
                and base.value.id in modules:
            names = stub(modules[base.value.id])
            members = names.get(base.attr) or set()
            if members and node.attr not in members:
                found.append("%s.%s.%s: not in MicroPython" % (modules[base.value.id], base.attr,
                                                               node.attr))
        elif isinstance(base, ast.Name) and base.id in classes:
            module, members = classes[base.id]
            if node.attr not in members:
                found.append("%s.%s.%s: not in MicroPython" % (module, base.id, node.attr))
    return found


def test_the_stubs_are_installed():
    assert stub("machine") is not None, "run python3 dev.py test: it installs the stubs"
    assert "Pin" in stub("machine") and "PULL_UP" in stub("machine")["Pin"]


@pytest.mark.parametrize("path", [os.path.relpath(p, ROOT) for p in DEVICE])
def test_device_module_uses_only_what_micropython_has(path):
    assert problems(os.path.join(ROOT, path)) == []


def test_the_checker_catches_what_micropython_lacks(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import dataclasses\nfrom functools import reduce\nimport time\n"
                   "from machine import Pin\nimport framebuf\n"
                   "time.perf_counter()\nPin.PULL_SIDEWAYS\nframebuf.RGB888\n"
                   "try:\n    from time import ticks_ms\nexcept ImportError:\n"
                   "    import itertools\n")
    assert sorted(problems(str(bad))) == sorted([
        "import dataclasses: not a MicroPython module",
        "from functools: not a MicroPython module",
        "time.perf_counter: not in MicroPython",
        "machine.Pin.PULL_SIDEWAYS: not in MicroPython",
        "framebuf.RGB888: not in MicroPython",
    ])


def test_the_cpython_framebuf_implements_only_what_micropython_has():
    from host.mpcompat import framebuf as shim
    real = stub("framebuf")
    public = [n for n in dir(shim.FrameBuffer) if not n.startswith("_")]
    assert public and set(public) <= real["FrameBuffer"] | {"buf", "width", "height",
                                                              "format", "stride"}
    for name in ("MONO_VLSB", "RGB565", "GS4_HMSB", "MONO_HLSB", "MONO_HMSB"):
        assert name in real and getattr(shim, name) is not None
