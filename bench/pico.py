# Estimating Raspberry Pi Pico (RP2040 @125 MHz, MicroPython 1.28) times from
# measurements under the MicroPython unix port on this machine.
#
# The machine's speed drifts, so the calibration workloads are measured in the
# same process as the workload, and the Pico estimate is
#     measured_us * geometric_mean(pico_us / measured_us over the workloads).
# Workloads and Pico reference times come from the team's perf notes
# (../shared/perf/calibrate.py and README.md, copied here so that CI has them).
# Runs under MicroPython (and, for a rough look, CPython).
import time

try:
    ticks_us = time.ticks_us
    ticks_diff = time.ticks_diff
except AttributeError:  # CPython
    def ticks_us():
        return time.perf_counter_ns() // 1000

    def ticks_diff(a, b):
        return a - b

PICO_US = {"loop": 104684, "dicts": 101088, "calls": 173894,
           "lists": 691707, "strs": 109775, "objs": 409380}


def _loop():
    for i in range(20000):
        x = i * 2  # noqa: F841


def _dicts():
    d = {}
    for i in range(5000):
        d[i & 255] = d.get(i & 255, 0) + 1


def _calls():
    def f(a, b):
        return a + b
    s = 0
    for i in range(10000):
        s = f(s, i)


def _lists():
    items = []
    x = 12345
    for i in range(2000):
        x = (x * 1103515245 + 12345) & 0x7fffffff
        items.append((i, x))
    items.sort(key=lambda t: t[1])


def _strs():
    out = []
    for i in range(500):
        out.append("%d:%s" % (i, "ab" * (i & 7)))
    s = ",".join(out)
    return len(s.split(","))


def _objs():
    class P:
        def __init__(self, a, b):
            self.a = a
            self.b = b

        def m(self):
            return self.a + self.b
    t = 0
    for i in range(5000):
        t += P(i, 1).m()


WORKLOADS = (("loop", _loop), ("dicts", _dicts), ("calls", _calls),
             ("lists", _lists), ("strs", _strs), ("objs", _objs))


def best_us(fn, repeat=3):
    """The fastest of `repeat` runs of fn(), in microseconds."""
    best = None
    for _ in range(repeat):
        t0 = ticks_us()
        fn()
        dt = ticks_diff(ticks_us(), t0)
        if best is None or dt < best:
            best = dt
    return max(best, 1)


def factor():
    """Pico µs per unix-port µs on this machine right now (geometric mean)."""
    import math
    logs = 0.0
    for name, fn in WORKLOADS:
        logs += math.log(PICO_US[name] / best_us(fn))
    return math.exp(logs / len(WORKLOADS))


def estimate_ms(measured_us, f):
    """The Pico estimate in milliseconds of a unix-port measurement."""
    return measured_us * f / 1000.0
