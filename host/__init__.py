# TableKeeper's desktop side: emulator, sync, deploy, exports (CPython only).
