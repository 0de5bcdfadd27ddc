"""The errors the `tablekeeper` commands report (in the spirit of mpremote's
TransportError): each says in one line what went wrong and, where there is
one, what to do. host/cli.py prints them without a traceback."""


class TableKeeperError(Exception):
    """Base of every error a command reports to the user."""


class DeviceNotFound(TableKeeperError):
    """No TableKeeper board is plugged in, or the port cannot be opened."""


class TransportError(TableKeeperError):
    """The link broke or the device stopped answering."""


class ProtocolError(TableKeeperError):
    """The device answered something this host does not understand."""


class VersionMismatch(ProtocolError):
    """Host and firmware speak different versions of the sync protocol."""


class DeviceRefused(ProtocolError):
    """The device understood a request and refused it (with its reason)."""

    def __init__(self, code, text, reply=None):
        super().__init__("the device refused: %s (%s)" % (text, code))
        self.code = code
        self.text = text
        self.reply = reply or {}


class DataInvalid(TableKeeperError):
    """A card data file does not validate; the text lists file, path, problem."""


class ExportError(TableKeeperError):
    """A game log cannot be rebuilt or exported."""
