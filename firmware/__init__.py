# The device application (see docs/firmware.md) and the USB sync service.
# The firmware version the sync handshake reports to the host.
VERSION = "0.1.0"
