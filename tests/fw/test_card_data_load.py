# A game's card data file as the device opens it (firmware/session.py
# load_data): its CRC32 read a piece at a time, a file that passed its checks
# before (the resumed game's "sum") parsed straight from the file, any other
# checked again. No step needs a block of heap the size of the file: on the
# Pico with stock firmware none may be left once a game's code is loaded.
# Runs under CPython and MicroPython.
import json
from binascii import crc32

from shared import games
from firmware import session as sessions
from tests.support.check import raises
from tests.support.simflash import SimFlash

GAME = games.load("inbetween")
PATH = "data/inbetween/sample.json"


def _sample():
    with open(games.sample_path("inbetween"), "rb") as f:
        return f.read()


def test_a_files_crc_read_in_pieces_is_the_crc_of_its_bytes():
    piece = sessions.CRC_PIECE
    for size in (0, 1, piece - 1, piece, piece + 1, 5 * piece + 3):
        body = bytes((i * 31 + 7) & 255 for i in range(size))
        flash = SimFlash({"f.bin": bytearray(body)})
        assert sessions.file_crc(flash, "f.bin") == crc32(body) & 0xFFFFFFFF, size
    assert sessions.file_crc(SimFlash(), "missing.bin") is None


def test_a_file_that_passed_its_checks_is_parsed_from_the_file_to_the_same_data():
    raw = _sample()
    flash = SimFlash({PATH: bytearray(raw)})
    checked, crc = sessions.load_data(flash, GAME, "sample.json")
    assert crc == crc32(raw) & 0xFFFFFFFF
    resumed, crc_again = sessions.load_data(flash, GAME, "sample.json", crc)
    assert crc_again == crc
    assert resumed == checked


def test_a_file_replaced_since_its_check_is_checked_again():
    raw = _sample()
    flash = SimFlash({PATH: bytearray(raw)})
    _, crc = sessions.load_data(flash, GAME, "sample.json")
    doc = json.loads(raw)
    doc["label"] = doc["label"] + " (edited)"     # its checksum no longer fits
    flash.files[PATH] = bytearray(json.dumps(doc).encode())
    raises(sessions.DataProblem, sessions.load_data, flash, GAME, "sample.json", crc)


def test_a_missing_file_is_a_data_problem_that_names_it():
    e = raises(sessions.DataProblem, sessions.load_data, SimFlash(), GAME, "sample.json", 1)
    assert PATH in str(e)
