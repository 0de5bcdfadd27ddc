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
from tests.support import cardgame
from tests.support.ptydevice import PtyDevice


@pytest.fixture(autouse=True)
def _cardgame(monkeypatch):
    cardgame.register(monkeypatch)


@pytest.fixture
def device(tmp_path):
    with PtyDevice(tmp_path / "flash") as dev:
        yield dev


def _data_folder(tmp_path, sizes=(3, 40, 160)):
    """A data folder with one file per size (cards), several chunks for the big ones."""
    folder = tmp_path / "data"
    (folder / "cardgame").mkdir(parents=True, exist_ok=True)
    for i, cards in enumerate(sizes):
        doc = cardgame.document(cards=cards, label="set %d" % i)
        text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
        (folder / "cardgame" / ("set%d.json" % i)).write_text(text, encoding="utf-8")
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
    assert out.count("  + data/cardgame/") == 3 and "sent 3 file(s)" in out
    assert _device_files(device) == _local_files(folder)
    # the device's log lines (outside frames) are shown on the host
    assert "device: sync: Received cardgame/set2.json" in err
    code, out, err = _sync(capsys, device, folder)
    assert code == 0 and out.count("  = ") == 3 and "0 to send, 3 unchanged" in out
    assert "sent 0 file(s)" in out


def test_dry_run_shows_the_plan_and_changes_nothing(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    assert _sync(capsys, device, folder)[0] == 0
    before = _device_files(device)
    doc = cardgame.document(cards=40, label="set 1, corrected")
    (folder / "cardgame" / "set1.json").write_text(json.dumps(doc, indent=1), encoding="utf-8")
    (folder / "cardgame" / "set0.json").unlink()
    (folder / "cardgame" / "new.json").write_text(json.dumps(cardgame.document(2)), encoding="utf-8")
    code, out, err = _sync(capsys, device, folder, "--dry-run", "--diff")
    assert code == 0, out + err
    assert "  + data/cardgame/new.json" in out
    assert "  ~ data/cardgame/set1.json" in out
    assert "label: \"set 1\" -> \"set 1, corrected\"" in out      # --diff: inside the file
    assert "  = data/cardgame/set2.json" in out
    assert "  ? data/cardgame/set0.json  (only on the device: kept" in out
    assert "dry run: nothing sent" in out
    assert _device_files(device) == before


def test_sync_updates_changed_files_and_deletes_only_when_asked(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    assert _sync(capsys, device, folder)[0] == 0
    doc = cardgame.document(cards=41)
    (folder / "cardgame" / "set1.json").write_text(json.dumps(doc), encoding="utf-8")
    (folder / "cardgame" / "set0.json").unlink()
    code, out, _ = _sync(capsys, device, folder)
    assert code == 0 and "sent 1 file(s)" in out
    assert "data/cardgame/set0.json" in _device_files(device)        # kept
    code, out, _ = _sync(capsys, device, folder, "--delete")
    assert code == 0 and "removed data/cardgame/set0.json" in out
    assert _device_files(device) == _local_files(folder)


def test_an_invalid_file_stops_the_sync_before_anything_is_sent(tmp_path, device, capsys):
    folder = _data_folder(tmp_path)
    doc = cardgame.document(cards=3)
    doc["data"]["cards"][2]["cost"] = 99
    (folder / "cardgame" / "bad.json").write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = _sync(capsys, device, folder)
    assert code == 1
    assert "bad.json: checksum: does not match" in err and "nothing was sent" in err
    assert _device_files(device) == {}


def test_a_link_cut_mid_transfer_leaves_the_old_file_and_the_next_sync_resumes(tmp_path, device, capsys):
    folder = _data_folder(tmp_path, sizes=(160,))
    old = cardgame.document(cards=3, label="old")
    (folder / "cardgame" / "set0.json").write_text(json.dumps(old), encoding="utf-8")
    assert _sync(capsys, device, folder)[0] == 0
    old_bytes = _device_files(device)["data/cardgame/set0.json"]
    new = (json.dumps(cardgame.document(cards=160, label="new"), indent=1) + "\n").encode()
    (folder / "cardgame" / "set0.json").write_bytes(new)
    assert len(new) > 8 * syncproto.CHUNK

    device.wire.cut_after(len(new) // 2)            # unplug halfway through the file
    code, out, err = _sync(capsys, device, folder, "--timeout", "0.4")
    assert code == 1 and "no answer from the device" in err
    # the device still has the old file, whole
    assert _device_files(device)["data/cardgame/set0.json"] == old_bytes

    device.wire.restore()                           # plug it back in
    sent_before = device.wire.to_device
    code, out, err = _sync(capsys, device, folder)
    assert code == 0, out + err
    assert "an unfinished transfer is waiting: data/cardgame/set0.json" in out
    resumed_at = int(err.split("(resumed at ")[1].split(" ")[0])
    assert resumed_at >= len(new) // 4 and resumed_at % syncproto.CHUNK == 0
    # only the rest of the file went over the wire the second time
    assert device.wire.to_device - sent_before < len(new) - resumed_at + 4000
    assert _device_files(device)["data/cardgame/set0.json"] == new


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
