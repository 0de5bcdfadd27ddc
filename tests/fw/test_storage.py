# Atomic writes and appends on flash: a power cut at any byte leaves either
# the old or the new file, never a mixture; the real Storage on a folder
# behaves like the simulated flash. Runs under CPython and MicroPython.
import os

from firmware.storage import Storage
from firmware import settings as prefs
from tests.support.simflash import SimFlash, PowerCut

OLD = b'{"lang": "en", "brightness": 75}'
NEW = b'{"lang": "cs", "brightness": 100, "dim_after": 30}'


def test_an_atomic_write_cut_at_any_byte_leaves_the_old_or_the_new_file():
    seen_new = False
    for cut in range(len(NEW) + 2):
        flash = SimFlash({"settings.json": bytearray(OLD)}, budget=cut)
        try:
            flash.write_atomic("settings.json", NEW)
        except PowerCut:
            pass
        after = flash.copy().read("settings.json")
        assert after in (OLD, NEW), (cut, after)
        seen_new = seen_new or after == NEW
    assert seen_new


def test_an_append_cut_keeps_every_byte_before_the_cut():
    flash = SimFlash({"j": bytearray(b"abc")}, budget=2)
    try:
        flash.append("j", b"defg")
    except PowerCut:
        pass
    assert flash.read("j") == b"abcde"


def test_settings_survive_a_cut_and_fall_back_to_defaults_when_unreadable():
    flash = SimFlash()
    values = prefs.defaults()
    values["lang"] = "it"
    prefs.save(flash, values)
    assert prefs.load(flash)["lang"] == "it"
    flash.files["settings.json"] = bytearray(b'{"lang": "xx", "brightness": 3')
    assert prefs.load(flash) == prefs.defaults()
    flash.files["settings.json"] = bytearray(b'{"lang": "fr", "brightness": 50}')
    loaded = prefs.load(flash)
    assert loaded["lang"] == "en" and loaded["brightness"] == 50


def _tmpdir(name):
    base = "/tmp/tk-fw-test-" + name
    try:
        for f in os.listdir(base):
            os.remove(base + "/" + f)
    except OSError:
        os.mkdir(base)
    return base


def test_real_storage_replaces_files_atomically_and_appends():
    st = Storage(_tmpdir("storage"))
    assert st.read("x.json") is None
    st.write_atomic("x.json", OLD)
    st.write_atomic("x.json", NEW)
    assert st.read("x.json") == NEW
    assert not st.exists("x.json.tmp")
    st.append("j", b"ab")
    st.append("j", b"cd")
    assert st.read("j") == b"abcd" and st.size("j") == 4
    assert st.listdir("") == ["j", "x.json"] or st.listdir(".") == ["j", "x.json"]
    st.remove("j")
    st.remove("j")                       # removing twice is harmless
    assert not st.exists("j") and st.size("j") == -1


def test_a_write_in_parts_cut_at_any_byte_leaves_the_old_or_the_whole_new_file():
    parts = (b"header;", b"one;", b"two;", b"three")
    whole = b"".join(parts)
    for cut in range(len(whole) + 2):
        flash = SimFlash({"j": bytearray(OLD)}, budget=cut)
        try:
            flash.write_atomic_parts("j", iter(parts))
        except PowerCut:
            pass
        assert flash.copy().read("j") in (OLD, whole), cut


def test_real_storage_reads_in_pieces_and_writes_in_parts():
    st = Storage(_tmpdir("parts"))
    assert st.reader("none") is None
    st.write_atomic_parts("p", (b"ab", b"", b"cde"))
    with st.reader("p") as f:
        assert f.read(2) == b"ab"
        assert f.read(10) == b"cde"
        assert f.read(1) == b""
    flash = SimFlash({"p": bytearray(b"abcde")})
    f = flash.reader("p")
    assert f.read(3) == b"abc" and f.read(5) == b"de"


def test_a_failed_atomic_write_keeps_the_old_file_and_leaves_no_temporary_file():
    """A write that fails half way (the flash full: OSError 28) leaves the
    old file as it was and removes its .tmp, on the real storage and on the
    simulated flash alike."""
    def parts():
        yield b"new first half;"
        raise OSError(28)
    st = Storage(_tmpdir("failed"))
    st.write_atomic("s.json", OLD)
    try:
        st.write_atomic_parts("s.json", parts())
    except OSError:
        pass
    assert st.read("s.json") == OLD and not st.exists("s.json.tmp")
    flash = SimFlash({"s.json": bytearray(OLD)}, capacity=len(OLD) + 5)
    try:
        flash.write_atomic("s.json", NEW)
    except OSError as e:
        assert e.args[0] == 28
    assert flash.read("s.json") == OLD and not flash.exists("s.json.tmp")
