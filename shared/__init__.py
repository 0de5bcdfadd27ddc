# TableKeeper rule core: plain data in, plain data out; runs on MicroPython and CPython.
