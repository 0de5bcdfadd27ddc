"""The serial link to a board (pyserial), and finding the board.

A transport moves bytes and nothing else: write(data), read(timeout) -> the
bytes that arrived (b"" if none came in time), close(). It counts the bytes
both ways so that the commands can report what a sync cost on the wire."""
import time

from host.errors import DeviceNotFound, TransportError


def find_port(port=None):
    """The port to use: --port, else $TABLEKEEPER_PORT, else the one board on
    USB that answers as TableKeeper (host/devices.py)."""
    from host import devices
    return devices.find_port(port)


class SerialTransport:
    """A serial port (USB CDC on a board, a pty for the emulator)."""

    def __init__(self, port, baudrate=115200):
        import serial
        self.port = port
        try:
            self.serial = serial.Serial(port, baudrate=baudrate, timeout=0,
                                        exclusive=True)
        except (serial.SerialException, OSError) as e:
            raise DeviceNotFound("cannot open %s: %s" % (port, e))
        self.serial.reset_input_buffer()    # nothing left from an earlier session
        self.bytes_out = 0
        self.bytes_in = 0

    def write(self, data):
        try:
            self.serial.write(data)
            self.serial.flush()
        except Exception as e:   # pyserial raises SerialException or OSError
            raise TransportError("writing to %s failed: %s" % (self.port, e))
        self.bytes_out += len(data)

    def read(self, timeout):
        """What arrives within `timeout` seconds (at least one byte, or b"")."""
        ser = self.serial
        deadline = time.monotonic() + timeout
        try:
            while True:
                waiting = ser.in_waiting
                if waiting:
                    data = ser.read(waiting)
                    self.bytes_in += len(data)
                    return data
                left = deadline - time.monotonic()
                if left <= 0:
                    return b""
                ser.timeout = min(left, 0.05)
                data = ser.read(1)
                ser.timeout = 0
                if data:
                    self.bytes_in += len(data)
                    return data
        except Exception as e:   # noqa: BLE001
            raise TransportError("reading from %s failed: %s" % (self.port, e))

    def close(self):
        try:
            self.serial.close()
        except Exception:   # noqa: BLE001 - closing a broken port
            pass
