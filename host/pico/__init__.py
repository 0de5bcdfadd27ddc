"""The emulated Pico: TableKeeper's firmware on an instruction-level RP2040
running real MicroPython, as a user's board runs it (see emulated.py for the
board, deployed.py for what is on its flash, firmware.py for the images)."""
