"""`tablekeeper devices`: the serial ports on USB, what board each is, and
whether it runs TableKeeper.

A port with the USB id of a board TableKeeper supports (the Pico running
MicroPython, the USB-serial chips of ESP32 DevKitC boards) is asked over the
link with the sync protocol's hello: a TableKeeper board answers with its
firmware, board and free flash; anything else stays silent. Ports with other
USB ids (a modem, a printer) are listed but sent nothing, unless given with
--port. Auto-detection (sync, pull, deploy without --port) uses the same
scan: the one board that answers is the one used."""
import os

from host.errors import DeviceNotFound, TableKeeperError

# (vendor id, product id) -> what such a port is
USB_KINDS = {
    (0x2E8A, 0x0005): "Raspberry Pi Pico (MicroPython)",
    (0x10C4, 0xEA60): "CP210x USB-serial (ESP32 DevKitC)",
    (0x1A86, 0x55D4): "CH9102 USB-serial (ESP32 DevKitC V4)",
    (0x1A86, 0x7523): "CH340 USB-serial (ESP32 boards)",
    (0x303A, 0x1001): "Espressif USB serial/JTAG (ESP32-S3/C3)",
}
PORT_ENV = "TABLEKEEPER_PORT"
PROBE_TIMEOUT = 0.5      # seconds for a hello; a TableKeeper board answers in milliseconds
# Opening the port of an ESP32 DevKitC's USB-serial chip may reset the board
# (its DTR/RTS lines drive EN and IO0): give it time to start TableKeeper again
BRIDGE_TIMEOUT = 1.5


def add_arguments(parser):
    parser.add_argument("--all", action="store_true",
                        help="also list serial ports that are not on USB")


class Device:
    """A serial port and what is known of it."""

    def __init__(self, port, vid=None, pid=None, usb_text="", serial_number=None):
        self.port = port
        self.vid = vid
        self.pid = pid
        self.usb_text = usb_text              # the USB manufacturer and product strings
        self.serial_number = serial_number
        self.kind = USB_KINDS.get((vid, pid))
        self.info = None                      # the hello's answer: a TableKeeper board
        self.problem = None                   # why it could not be asked
        self.asked = False

    @property
    def usb_id(self):
        return "%04x:%04x" % (self.vid, self.pid) if self.vid is not None else "-"

    def is_tablekeeper(self):
        return self.info is not None

    def describe(self):
        what = self.kind or self.usb_text or "serial port"
        if self.kind and self.usb_text:
            what += " [%s]" % self.usb_text
        if self.serial_number:
            what += ", serial %s" % self.serial_number
        if self.info is not None:
            answer = "TableKeeper %s on %s (sync protocol %s)" % (
                self.info.get("fw"), self.info.get("board"), self.info.get("proto"))
        elif self.problem:
            answer = self.problem
        elif self.asked:
            answer = ("no TableKeeper answer: MicroPython without TableKeeper, or another "
                      "program (`tablekeeper deploy` installs it on a MicroPython board)")
        else:
            answer = "not asked: not a supported board's USB id (give --port to ask it)"
        return "%-14s %-10s %s\n%16s%s" % (self.port, self.usb_id, what, "", answer)


def serial_ports(everything=False):
    """Device objects for the serial ports pyserial sees (USB ones unless everything)."""
    from serial.tools import list_ports
    found = []
    for p in list_ports.comports():
        if p.vid is None and not everything:
            continue
        text = " ".join(x for x in (getattr(p, "manufacturer", None),
                                    getattr(p, "product", None)) if x)
        found.append(Device(p.device, p.vid, p.pid, text, getattr(p, "serial_number", None)))
    return found


def ask(device, timeout=PROBE_TIMEOUT):
    """Say hello on the device's port; its answer goes to device.info."""
    from host.syncclient import SyncClient
    from host.transport import SerialTransport
    device.asked = True
    if device.vid is not None and device.vid != 0x2E8A:
        timeout = max(timeout, BRIDGE_TIMEOUT)
    try:
        transport = SerialTransport(device.port)
    except DeviceNotFound as e:
        device.problem = str(e)
        return device
    client = SyncClient(transport, log=lambda line: None, timeout=timeout, retries=1)
    try:
        device.info = client.hello()
    except TableKeeperError as e:
        if "speaks sync protocol" in str(e):          # TableKeeper, another version
            device.problem = str(e)
    finally:
        client.close()
    return device


def scan(timeout=PROBE_TIMEOUT, everything=False):
    """Every serial port, those of supported boards asked whether they run TableKeeper."""
    devices = serial_ports(everything)
    for device in devices:
        if device.kind is not None:
            ask(device, timeout)
    return devices


def find_port(port=None, timeout=PROBE_TIMEOUT):
    """The port to use: --port, else $TABLEKEEPER_PORT, else the one board on
    USB that answers as a TableKeeper board."""
    if port:
        return port
    if os.environ.get(PORT_ENV):
        return os.environ[PORT_ENV]
    devices = scan(timeout)
    ours = [d.port for d in devices if d.is_tablekeeper()]
    if len(ours) == 1:
        return ours[0]
    if len(ours) > 1:
        raise DeviceNotFound("several TableKeeper boards found (%s): choose one with --port"
                             % ", ".join(ours))
    boards = [d for d in devices if d.kind is not None]
    if not boards:
        raise DeviceNotFound("no TableKeeper board found on USB (looked for %s); plug it in, "
                             "or give --port (the emulator prints its virtual port)"
                             % ", ".join("%04x:%04x" % ids for ids in USB_KINDS))
    raise DeviceNotFound("no board on USB answers as TableKeeper (%s): `tablekeeper deploy "
                         "--port PORT` installs it; `tablekeeper devices` lists what is there"
                         % ", ".join("%s %s" % (d.port, d.kind) for d in boards))


def find_micropython_port(port=None, timeout=PROBE_TIMEOUT):
    """For deploy: as find_port, but a board that does not run TableKeeper
    yet will do when it is the only supported board on USB."""
    try:
        return find_port(port, timeout)
    except DeviceNotFound:
        boards = [d for d in serial_ports() if d.kind is not None]
        if len(boards) == 1:
            return boards[0].port
        if len(boards) > 1:
            raise DeviceNotFound("several boards found (%s): choose one with --port"
                                 % ", ".join(d.port for d in boards))
        raise


def run(args):
    if args.port:
        devices = [ask(Device(args.port), args.timeout)]
    else:
        devices = scan(args.timeout, args.all)
    if not devices:
        print("no serial ports on USB%s" % ("" if args.all else " (--all: every serial port)"))
        return 1
    for device in devices:
        print(device.describe())
    ours = [d.port for d in devices if d.is_tablekeeper()]
    if len(ours) == 1:
        print("1 TableKeeper board: %s (sync, pull and deploy find it without --port)" % ours[0])
    else:
        print("%d TableKeeper boards%s" % (len(ours), ": give --port to choose one"
                                           if ours else ""))
    return 0
