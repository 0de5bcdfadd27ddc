# Finding the board (issue 20, #7): --port first, then $TABLEKEEPER_PORT,
# then the one port on USB, among those of supported boards (the Pico's
# MicroPython, the ESP32 DevKitC's USB-serial chips), that answers the sync
# hello as a TableKeeper board; `tablekeeper devices` lists them all with
# what each is. The USB ports here are real pseudo-terminals: one with the
# emulator's app answering behind it, one where nothing answers.
import os
import threading
import time

import pytest

from boards import emulator as emu
from host import cli, devices, transport
from host.emulator import PtyLink, make_app
from host.errors import DeviceNotFound
from tests.support.check import raises


class Port:
    """What pyserial's list_ports gives for a USB serial port."""

    def __init__(self, device, vid, pid, manufacturer=None, product=None, serial_number=None):
        self.device, self.vid, self.pid = device, vid, pid
        self.manufacturer, self.product, self.serial_number = manufacturer, product, serial_number


@pytest.fixture
def ports(monkeypatch):
    found = []
    from serial.tools import list_ports
    monkeypatch.setattr(list_ports, "comports", lambda: list(found))
    monkeypatch.delenv(devices.PORT_ENV, raising=False)
    return found


class RunningBoard:
    """The firmware app on the emulator board, its link a pty, its main loop running."""

    def __init__(self, tmp_path):
        (tmp_path / "flash").mkdir(parents=True, exist_ok=True)
        self.board = emu.Board("pico_display", str(tmp_path / "flash"),
                               clock=lambda: int(time.monotonic() * 1000))
        self.board.link = PtyLink()
        self.port = self.board.link.path
        self.app = make_app(self.board)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def _loop(self):
        while not self.stop.is_set():
            self.app.step()
            time.sleep(0.002)

    def close(self):
        self.stop.set()
        self.thread.join(5)


@pytest.fixture
def board(tmp_path):
    b = RunningBoard(tmp_path)
    yield b
    b.close()


@pytest.fixture
def silent():
    """A serial port where nothing answers (MicroPython without TableKeeper)."""
    link = PtyLink()
    yield link.path
    os.close(link.master)


def test_auto_detect_asks_each_supported_board_and_takes_the_one_that_answers(
        ports, board, silent):
    ports += [Port(silent, 0x2E8A, 0x0005, "MicroPython", "Board in FS mode"),
              Port(board.port, 0x10C4, 0xEA60, "Silicon Labs", "CP2102 USB to UART")]
    assert transport.find_port() == board.port


def test_an_esp32_devkitc_behind_its_usb_serial_chip_is_found(ports, board):
    for ids in ((0x10C4, 0xEA60), (0x1A86, 0x55D4), (0x1A86, 0x7523)):
        ports[:] = [Port(board.port, *ids)]
        assert transport.find_port() == board.port


def test_port_and_environment_come_before_the_usb_search(ports, board, monkeypatch):
    ports.append(Port(board.port, 0x2E8A, 0x0005))
    assert transport.find_port("/dev/pts/77") == "/dev/pts/77"
    monkeypatch.setenv(devices.PORT_ENV, "/dev/pts/99")
    assert transport.find_port() == "/dev/pts/99"


def test_no_board_a_silent_board_or_two_tablekeepers_are_explained(ports, silent, tmp_path):
    e = raises(DeviceNotFound, transport.find_port)
    assert "2e8a:0005" in str(e) and "10c4:ea60" in str(e) and "--port" in str(e)
    ports.append(Port(silent, 0x2E8A, 0x0005))
    e = raises(DeviceNotFound, transport.find_port)
    assert "no board on USB answers as TableKeeper" in str(e) and silent in str(e)
    assert "tablekeeper deploy" in str(e)
    one, two = RunningBoard(tmp_path / "a"), RunningBoard(tmp_path / "b")
    try:
        ports[:] = [Port(one.port, 0x2E8A, 0x0005), Port(two.port, 0x2E8A, 0x0005)]
        e = raises(DeviceNotFound, transport.find_port)
        assert "several TableKeeper boards" in str(e) and one.port in str(e)
    finally:
        one.close()
        two.close()


def test_devices_lists_every_port_with_what_it_is_and_whether_it_runs_tablekeeper(
        ports, board, silent, capsys):
    ports += [Port(board.port, 0x2E8A, 0x0005, "MicroPython", "Board in FS mode", "E6614C31"),
              Port(silent, 0x1A86, 0x7523, None, "USB Serial"),
              Port("/dev/ttyUSB9", 0x0403, 0x6001, "FTDI", "FT232R USB UART")]
    assert cli.main(["devices"]) == 0
    out = capsys.readouterr().out
    blocks = out.split("\n/dev/")
    assert "Raspberry Pi Pico (MicroPython)" in out and "serial E6614C31" in out
    assert "TableKeeper 0.1.0 on emulator (sync protocol 1)" in out
    assert "CH340 USB-serial" in out and "no TableKeeper answer" in out
    # an unknown USB id is listed but sent nothing
    assert "0403:6001" in out and "not asked" in out
    assert "1 TableKeeper board: %s" % board.port in out
    assert len(blocks) == 3


def test_devices_with_a_port_asks_that_port(board, silent, capsys):
    """`tablekeeper -p PTY devices`: the emulator's virtual port is asked too."""
    assert cli.main(["-p", board.port, "devices"]) == 0
    assert "TableKeeper 0.1.0 on emulator" in capsys.readouterr().out
    assert cli.main(["devices", "--port", silent, "--timeout", "0.2"]) == 0
    assert "no TableKeeper answer" in capsys.readouterr().out


def test_a_port_that_cannot_be_opened_is_a_clear_error():
    e = raises(DeviceNotFound, transport.SerialTransport, "/dev/does-not-exist")
    assert "cannot open /dev/does-not-exist" in str(e)


def test_the_command_line_takes_version_short_port_and_options_before_the_command(capsys):
    """#7 and #10: --version; -p for --port; link options before the command;
    a timeout of 0 and link options for a command without a link refused."""
    with pytest.raises(SystemExit) as e:
        cli.main(["--version"])
    assert e.value.code == 0 and capsys.readouterr().out.startswith("tablekeeper 0.1.0")
    parser, _ = cli.make_parser()
    for argv in (["-p", "/dev/x", "sync"], ["sync", "-p", "/dev/x"], ["--port=/dev/x", "sync"]):
        args = parser.parse_args(argv)
        cli.link_options(parser, args)
        assert args.port == "/dev/x" and args.timeout == 3.0, argv
    args = parser.parse_args(["devices"])
    cli.link_options(parser, args)
    assert args.timeout == cli.PROBE_TIMEOUT
    args = parser.parse_args(["--timeout", "9", "pull", "--timeout", "1.5"])
    cli.link_options(parser, args)
    assert args.timeout == 1.5 and args.port is None
    for argv in (["sync", "--timeout", "0"], ["pull", "--timeout", "-1"],
                 ["pull", "--timeout", "soon"], ["-p", "/dev/x", "export", "log.json"]):
        with pytest.raises(SystemExit) as e:
            cli.main(argv)
        assert e.value.code == 2, argv
    err = capsys.readouterr().err
    assert "must be more than 0 seconds" in err and "'soon' is not a number" in err
    assert "--port is for the commands that talk to a board" in err
