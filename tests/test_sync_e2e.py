# `tablekeeper sync` end to end: the host command against the sync service
# running in the real MicroPython unix port behind a pseudo-terminal, through
# a relay that can cut the link or add noise (tests/support/ptydevice.py).
import hashlib
import json
import os
import random

import pytest

from host import cli
from shared import syncproto
from tests.support import carddocs
from tests.support.carddocs import GAME
from tests.support.ptydevice import PtyDevice


@pytest.fixture
def device(tmp_path):
    with PtyDevice(tmp_path / "flash") as dev:
        yield dev


def _data_folder(tmp_path, sizes=(500, 4000, 16000)):
    """A data folder with one file per size (bytes), several chunks for the big ones."""
    folder = tmp_path / "data"
    (folder / GAME).mkdir(parents=True, exist_ok=True)
    for i, size in enumerate(sizes):
        doc = carddocs.document(i, label="set %d" % i)
        (folder / GAME / ("set%d.json" % i)).write_text(carddocs.text(doc, size), encoding="utf-8")
    return folder


def _sync(capsys, device, folder, *extra):
    code = cli.main(["sync", "--port", device.port, "--data", str(folder)] + list(extra))
    out = capsys.readouterr()
    return code, out.out, out.err


def _device_files(device):
    root = os.path.join(device.flash, "data")
    found = {}
    for folder, dirs, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                found[os.path.relpath(path, device.flash).replace(os.sep, "/")] = f.read()
    return found


def _local_files(folder):
    out = {}
    for game in os.listdir(folder):
        for name in os.listdir(os.path.join(folder, game)):
            with open(os.path.join(folder, game, name), "rb") as f:
                out["data/%s/%s" % (game, name)] = f.read()
    return out


def test_full_sync_puts_every_file_byte_for_byte_and_then_has_nothing_to_do(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    code, out, err = _sync(capsys, device, folder)
    assert code == 0, out + err
    assert "board unix, firmware 0.1.0, sync protocol 1" in out
    assert out.count("  + data/fugitive/") == 3 and "sent 3 file(s)" in out
    assert _device_files(device) == _local_files(folder)
    # the device's log lines (outside frames) are shown on the host
    assert "device: sync: Received fugitive/set2.json" in err
    code, out, err = _sync(capsys, device, folder)
    assert code == 0 and out.count("  = ") == 3 and "0 to send, 3 unchanged" in out
    assert "sent 0 file(s)" in out


def test_dry_run_shows_the_plan_and_changes_nothing(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    assert _sync(capsys, device, folder)[0] == 0
    before = _device_files(device)
    doc = carddocs.document(1, label="set 1, corrected")
    (folder / GAME / "set1.json").write_text(json.dumps(doc, indent=1), encoding="utf-8")
    (folder / GAME / "set0.json").unlink()
    (folder / GAME / "new.json").write_text(json.dumps(carddocs.document(7)), encoding="utf-8")
    code, out, err = _sync(capsys, device, folder, "--dry-run", "--diff")
    assert code == 0, out + err
    assert "  + data/fugitive/new.json" in out
    assert "  ~ data/fugitive/set1.json" in out
    assert "label: \"set 1\" -> \"set 1, corrected\"" in out      # --diff: inside the file
    assert "  = data/fugitive/set2.json" in out
    assert "  ? data/fugitive/set0.json  (only on the device: kept" in out
    assert "dry run: nothing sent" in out
    assert _device_files(device) == before


def test_sync_updates_changed_files_and_deletes_only_when_asked(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    assert _sync(capsys, device, folder)[0] == 0
    doc = carddocs.document(41)
    (folder / GAME / "set1.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / GAME / "set0.json").unlink()
    code, out, _ = _sync(capsys, device, folder)
    assert code == 0 and "sent 1 file(s)" in out
    assert "data/fugitive/set0.json" in _device_files(device)        # kept
    code, out, _ = _sync(capsys, device, folder, "--delete")
    assert code == 0 and "removed data/fugitive/set0.json" in out
    assert _device_files(device) == _local_files(folder)


def test_an_invalid_file_stops_the_sync_before_anything_is_sent(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    doc = carddocs.document(3)
    doc["data"]["cards"][2]["sprint"] = 2 if doc["data"]["cards"][2]["sprint"] == 1 else 1
    (folder / GAME / "bad.json").write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = _sync(capsys, device, folder)
    assert code == 1
    assert "bad.json: checksum: does not match" in err and "nothing was sent" in err
    assert _device_files(device) == {}


def test_a_link_cut_mid_transfer_leaves_the_old_file_and_the_next_sync_resumes(tmp_path, device, capsys):
    folder = _data_folder(tmp_path, sizes=(500,))
    old = carddocs.document(3, label="old")
    (folder / GAME / "set0.json").write_text(json.dumps(old), encoding="utf-8")
    assert _sync(capsys, device, folder)[0] == 0
    old_bytes = _device_files(device)["data/fugitive/set0.json"]
    new = carddocs.text(carddocs.document(160, label="new"), 12 * syncproto.CHUNK).encode()
    (folder / GAME / "set0.json").write_bytes(new)
    assert len(new) > 8 * syncproto.CHUNK

    device.wire.cut_after(len(new) // 2)            # unplug halfway through the file
    code, out, err = _sync(capsys, device, folder, "--timeout", "0.4")
    assert code == 1 and "no answer from the device" in err
    # the device still has the old file, whole
    assert _device_files(device)["data/fugitive/set0.json"] == old_bytes

    device.wire.restore()                           # plug it back in
    sent_before = device.wire.to_device
    code, out, err = _sync(capsys, device, folder)
    assert code == 0, out + err
    assert "an unfinished transfer is waiting: data/fugitive/set0.json" in out
    resumed_at = int(err.split("(resumed at ")[1].split(" ")[0])
    assert resumed_at >= len(new) // 4 and resumed_at % syncproto.CHUNK == 0
    # only the rest of the file went over the wire the second time
    assert device.wire.to_device - sent_before < len(new) - resumed_at + 4000
    assert _device_files(device)["data/fugitive/set0.json"] == new


def test_noise_between_frames_in_both_directions_does_not_disturb_a_sync(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    rng = random.Random(5)

    def noise(direction):
        if rng.random() < 0.5:
            return b""
        n = rng.randrange(1, 40)
        # any byte but 0x03: that one is the REPL's Ctrl-C, on purpose
        return bytes(rng.choice([b for b in range(256) if b != 3]) for _ in range(n))

    device.wire.noise = noise
    code, out, err = _sync(capsys, device, folder, "--timeout", "1")
    device.wire.noise = None
    assert code == 0, out + err
    assert _device_files(device) == _local_files(folder)
    assert device.alive()


def test_the_device_answers_a_wrong_protocol_version_in_its_own_and_the_host_says_so(device):
    from host.errors import VersionMismatch
    from host.syncclient import SyncClient
    from host.transport import SerialTransport
    from tests.support.check import raises
    transport = SerialTransport(device.port)
    try:
        transport.write(syncproto.frame(syncproto.HELLO, 7, b'{"proto":2}', version=2))
        deframer = syncproto.Deframer(keep_text=True)
        frames = []
        while not frames:
            data = transport.read(5)
            assert data, "no answer to a version 2 frame"
            frames = [e[1] for e in deframer.feed(data) if e[0] == "frame"]
        kind, seq, payload = syncproto.parse(frames[0])     # a version 1 frame
        reply = json.loads(payload)
        assert (kind, seq, reply["code"], reply["proto"]) == (syncproto.ERROR, 0, "version", 1)
        # the host tool turns that answer into a clear message
        client = SyncClient(transport, timeout=2)
        client.events = deframer.feed(syncproto.frame(syncproto.ERROR, 0, payload))
        e = raises(VersionMismatch, client.hello)
        assert "the device speaks sync protocol 1" in str(e)
        # and the device still answers version 1 requests
        assert SyncClient(transport, timeout=2).hello()["proto"] == 1
    finally:
        transport.close()


def _client(device):
    from host.syncclient import SyncClient
    from host.transport import SerialTransport
    client = SyncClient(SerialTransport(device.port), timeout=5)
    client.hello()
    return client


def test_the_device_checks_card_data_and_keeps_its_old_copy_of_a_bad_file(tmp_path, device):
    """Whatever the sender: bytes that would not load on the device are
    refused with the reason, and the file they were to replace stays."""
    from host.errors import DeviceRefused
    from tests.support.check import raises
    folder = _data_folder(tmp_path, sizes=(500,))
    good = (folder / GAME / "set0.json").read_bytes()
    client = _client(device)
    try:
        client.put("data/fugitive/set0.json", good)
        sealed = carddocs.document(9)
        nfd = json.dumps(dict(sealed, label="Zlu\u030ctoucky\u0301"), ensure_ascii=False)
        cases = [
            (b"\x00\x01garbage", "not valid JSON"),
            (b"", "not valid JSON"),
            (b'{"label": "\x8elu\x9dou\xe8k\xfd"}', "not UTF-8"),      # cp1250
            (nfd.encode(), "combining mark"),
            (b"\xef\xbb\xbf" + good, "byte order mark"),
            (json.dumps(dict(sealed, label="edited")).encode(), "checksum: does not match"),
            (open("data/omega/sample.json", "rb").read(), "this file is for omega"),
        ]
        for raw, reason in cases:
            e = raises(DeviceRefused, client.put, "data/fugitive/set0.json", raw)
            assert e.code == "data" and reason in e.text, (reason, e.text)
            assert "keeps its old copy" in e.text
            assert _device_files(device) == {"data/fugitive/set0.json": good}
        for path in ("data/cardgame/x.json", "data/scorecounter/x.json"):
            e = raises(DeviceRefused, client.put, path, good)
            assert e.code == "path" and "not the folder of a game" in e.text
        assert not os.path.exists(os.path.join(device.flash, "data", ".part"))
    finally:
        client.close()


def test_sync_shows_the_reason_when_the_device_refuses_a_file(tmp_path, device, capsys,
                                                               monkeypatch):
    """An older host tool that did not check what the device checks: the
    device refuses the file, sync names it with the device's reason, sends
    the rest and exits with an error."""
    from host import datatool
    folder = _data_folder(tmp_path, sizes=(500, 900))
    assert _sync(capsys, device, folder)[0] == 0
    before = _device_files(device)["data/fugitive/set0.json"]
    doc = carddocs.document(0, label="set 0")
    doc["data"]["cards"][0]["sprint"] = 3                   # outside 1..2, resealed
    from shared import carddata
    (folder / GAME / "set0.json").write_text(json.dumps(carddata.seal(doc)), encoding="utf-8")
    (folder / GAME / "set1.json").write_text(carddocs.text(carddocs.document(5)), encoding="utf-8")
    real = datatool.check_file
    monkeypatch.setattr(datatool, "check_file", lambda path: json.loads(open(path).read())
                        if path.endswith("set0.json") else real(path))
    code, out, err = _sync(capsys, device, folder)
    assert code == 1
    assert ("! data/fugitive/set0.json: the device refused it: data/fugitive/set0.json: "
            "data.cards[0].sprint: must be between 1 and 2") in out
    assert "the device refused 1 file(s)" in err
    files = _device_files(device)
    assert files["data/fugitive/set0.json"] == before
    assert files["data/fugitive/set1.json"] == (folder / GAME / "set1.json").read_bytes()


def test_free_lists_what_can_be_freed_and_frees_it(tmp_path, capsys):
    flash = tmp_path / "flash"
    saves = flash / "saves"
    saves.mkdir(parents=True)
    for name, size in (("fugitive.jnl", 5000), ("inbetween.jnl", 3000), ("error.log", 800),
                       ("session.json.tmp", 50)):
        (saves / name).write_bytes(b"x" * size)
    (saves / "fugitive.end").write_bytes(b"")
    with PtyDevice(flash) as dev:
        code = cli.main(["free", "--port", dev.port])
        out = capsys.readouterr().out
        assert code == 0
        lines = [l.split()[0] for l in out.splitlines() if l.startswith("  ")]
        assert lines == ["leftovers", "log", "game:fugitive", "game:inbetween"]
        assert "the finished game of fugitive" in out and "in progress" in out
        code = cli.main(["free", "--port", dev.port, "--safe"])
        out = capsys.readouterr().out
        assert code == 0 and "freed 5.7 KB" in out
        assert sorted(os.listdir(saves)) == ["inbetween.jnl"]
        code = cli.main(["free", "--port", dev.port, "game:nothere"])
        assert code == 1 and "offers no game:nothere" in capsys.readouterr().err
        code = cli.main(["free", "--port", dev.port, "game:inbetween", "--yes"])
        assert code == 0 and os.listdir(saves) == []
