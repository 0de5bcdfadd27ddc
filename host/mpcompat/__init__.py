"""CPython stand-ins for the MicroPython modules the firmware uses.

install() puts this folder first on sys.path so that `import framebuf` finds
the stand-in; MicroPython's own modules (micropython.const, time.ticks_ms,
gc.mem_free) are guarded in the firmware with try/except instead.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def install():
    if HERE not in sys.path:
        sys.path.insert(0, HERE)
