# TableKeeper's desktop side: emulator, sync, deploy, exports (CPython only).
__version__ = "0.1.0"
