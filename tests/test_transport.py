# Finding the board: --port first, then $TABLEKEEPER_PORT, then the one port
# whose USB vendor and product id are MicroPython's on the Pico.
import pytest

from host import transport
from host.errors import DeviceNotFound
from tests.support.check import raises


class Port:
    def __init__(self, device, vid, pid):
        self.device, self.vid, self.pid = device, vid, pid


@pytest.fixture
def ports(monkeypatch):
    found = []
    from serial.tools import list_ports
    monkeypatch.setattr(list_ports, "comports", lambda: list(found))
    monkeypatch.delenv(transport.PORT_ENV, raising=False)
    return found


def test_the_board_is_found_by_its_usb_ids(ports):
    ports += [Port("/dev/ttyUSB0", 0x10C4, 0xEA60), Port("/dev/ttyACM3", 0x2E8A, 0x0005)]
    assert transport.find_port() == "/dev/ttyACM3"


def test_port_and_environment_come_before_the_usb_search(ports, monkeypatch):
    ports.append(Port("/dev/ttyACM0", 0x2E8A, 0x0005))
    assert transport.find_port("/dev/pts/7") == "/dev/pts/7"
    monkeypatch.setenv(transport.PORT_ENV, "/dev/pts/9")
    assert transport.find_port() == "/dev/pts/9"


def test_no_board_or_several_boards_are_explained(ports):
    e = raises(DeviceNotFound, transport.find_port)
    assert "2e8a:0005" in str(e) and "--port" in str(e)
    ports += [Port("/dev/ttyACM0", 0x2E8A, 0x0005), Port("/dev/ttyACM1", 0x2E8A, 0x0005)]
    e = raises(DeviceNotFound, transport.find_port)
    assert "/dev/ttyACM0, /dev/ttyACM1" in str(e)


def test_a_port_that_cannot_be_opened_is_a_clear_error():
    e = raises(DeviceNotFound, transport.SerialTransport, "/dev/does-not-exist")
    assert "cannot open /dev/does-not-exist" in str(e)
