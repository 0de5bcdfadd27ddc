# `tablekeeper flash-uf2` (issue 20, #11): a MicroPython .uf2 for the Pico
# copied onto its BOOTSEL drive (a folder with INFO_UF2.TXT, as the RP2040's
# boot ROM shows it); anything else refused with what to take instead.
import struct

from host import cli, uf2

INFO = "UF2 Bootloader v3.0\nModel: Raspberry Pi RP2\nBoard-ID: RPI-RP2\n"


def image(path, family=uf2.PICO_FAMILY, flags=uf2.FAMILY_FLAG, blocks=3):
    data = b""
    for i in range(blocks):
        head = struct.pack("<IIIIIIII", uf2.UF2_MAGIC[0], uf2.UF2_MAGIC[1], flags,
                           0x10000000 + 256 * i, 256, i, blocks, family)
        data += head + bytes(476) + struct.pack("<I", 0x0AB16F30)
    path.write_bytes(data)
    return path


def drive(tmp_path, name="RPI-RP2"):
    d = tmp_path / "media" / name
    d.mkdir(parents=True)
    (d / "INFO_UF2.TXT").write_text(INFO)
    return d


def test_a_pico_uf2_is_copied_onto_the_bootsel_drive(tmp_path, capsys, monkeypatch):
    d = drive(tmp_path)
    monkeypatch.setattr(uf2, "MOUNTS", (str(tmp_path / "media" / "*"),))
    src = image(tmp_path / "RPI_PICO-v1.28.0.uf2")
    assert cli.main(["flash-uf2", str(src)]) == 0
    assert (d / src.name).read_bytes() == src.read_bytes()
    out = capsys.readouterr().out
    assert "RP2040 image" in out and "tablekeeper deploy" in out


def test_what_is_not_a_pico_uf2_or_not_a_bootsel_drive_is_refused(tmp_path, capsys,
                                                                  monkeypatch):
    d = drive(tmp_path)
    monkeypatch.setattr(uf2, "MOUNTS", (str(tmp_path / "media" / "*"),))
    cases = [(image(tmp_path / "esp.uf2", family=0x1C5F21B0), "not for the Pico's RP2040"),
             (image(tmp_path / "bare.uf2", flags=0), "no chip family"),
             (tmp_path / "firmware.bin", "is not a UF2 image")]
    cases[2][0].write_bytes(b"\x00" * 2048)
    for path, says in cases:
        assert cli.main(["flash-uf2", str(path)]) == 1
        assert says in capsys.readouterr().err
    assert sorted(p.name for p in d.iterdir()) == ["INFO_UF2.TXT"]
    good = image(tmp_path / "good.uf2")
    assert cli.main(["flash-uf2", str(good), "--drive", str(tmp_path)]) == 1
    assert "not a Pico's BOOTSEL drive" in capsys.readouterr().err


def test_no_bootsel_drive_says_how_to_get_one(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(uf2, "MOUNTS", (str(tmp_path / "nothing" / "*"),))
    assert cli.main(["flash-uf2", str(image(tmp_path / "a.uf2"))]) == 1
    assert "hold its BOOTSEL button" in capsys.readouterr().err
