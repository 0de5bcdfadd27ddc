# What the sync service costs the device, measured under the MicroPython unix
# port and estimated for the Pico with bench/pico.py (same process):
#
#     .venv/bin/micropython -X heapsize=192K bench/sync_device.py
#
# A 24 KB card data file is put through the real service (firmware/sync.py)
# over an in-memory link and a folder as flash, and listed; printed are the
# time per KB and per chunk round trip (protocol work + flash writes, not the
# USB transfer itself), the longest single poll() (what a button press may
# wait), and the heap the service needs.
import gc
import sys

sys.path.insert(0, ".")

import micropython  # noqa: E402
import os  # noqa: E402
import hashlib  # noqa: E402
from binascii import hexlify  # noqa: E402

from bench import pico  # noqa: E402
from firmware import sync as service_module  # noqa: E402
from shared import syncproto as proto  # noqa: E402

ROOT = "/tmp/tk-sync-bench"
SIZE = 24 * 1024


class MemLink:
    """Bytes in memory standing in for USB: one copy per read, like a driver."""

    def __init__(self):
        self.inbox = bytearray()
        self.out = bytearray()
        self.pos = 0

    def any(self):
        return self.pos < len(self.inbox)

    def read(self, n):
        data = bytes(memoryview(self.inbox)[self.pos:self.pos + n])
        self.pos += len(data)
        if self.pos >= len(self.inbox):
            self.inbox = bytearray()
            self.pos = 0
        return data

    def write(self, data):
        self.out += data


def _rmtree(path):
    try:
        names = os.listdir(path)
    except OSError:
        return
    for n in names:
        p = path + "/" + n
        if os.stat(p)[0] & 0x4000:
            _rmtree(p)
        else:
            os.remove(p)
    os.rmdir(path)


def _text(size):
    """JSON-like text with Czech and Italian letters, like card data."""
    line = '  {"id": "c%d", "name": {"cs": "\u017elu\u0165ou\u010dk\u00fd k\u016f\u0148", "it": "citt\u00e0"}, "cost": 3},\n'
    out = []
    n = 0
    i = 0
    while n < size:
        s = line % i
        out.append(s)
        n += len(s.encode())
        i += 1
    return "".join(out).encode()[:size]


def run_put(service, link, data, seq0, name="cards"):
    """Put `data` through the service; (total µs, sorted step µs, requests, heap)."""
    ticks_us = service_module.ticks_us
    ticks_diff = service_module.ticks_diff
    digest = hexlify(hashlib.sha256(data).digest()).decode()
    requests = [proto.frame(proto.PUT, seq0, proto.json_payload(
        {"path": "data/bench/%s.json" % name, "size": len(data), "sha256": digest}))]
    at = 0
    seq = seq0
    while at < len(data):
        seq += 1
        requests.append(proto.frame(proto.DATA, seq, proto.chunk_payload(at, data[at:at + proto.CHUNK])))
        at += proto.CHUNK
    requests.append(proto.frame(proto.END, seq + 1, proto.json_payload({})))
    total = 0
    steps = []
    heap = 0
    for wire in requests:         # one request at a time, as the host sends them
        link.inbox += wire
        while link.any() or service.job is not None or service.events:
            t0 = ticks_us()
            service.poll(None)
            dt = ticks_diff(ticks_us(), t0)
            total += dt
            steps.append(dt)
            heap = max(heap, gc.mem_alloc())
    steps.sort()
    return total, steps, len(requests), heap


def main():
    _rmtree(ROOT)
    os.mkdir(ROOT)
    data = _text(SIZE)
    gc.collect()
    base = gc.mem_alloc()
    link = MemLink()
    # budget 0: one step per poll, so the longest poll is the longest step;
    # on the Pico a poll runs steps until BUDGET_MS is spent, so it lasts at
    # most BUDGET_MS + one step
    service = service_module.Sync(link, root=ROOT, board="bench", budget_ms=0)
    run_put(service, link, data[:2000], 1)          # warm up: imports, first files
    link.out = bytearray()
    gc.collect()
    held = gc.mem_alloc() - base        # the service, its module, the bench's link
    best = None
    for run in range(5):          # the machine is shared: keep the quickest run
        result = run_put(service, link, data, 100 + 100 * run, "cards%d" % run)
        if best is None or result[0] < best[0]:
            best = result
    total, steps, requests, top = best
    best = result = None
    f = pico.factor()
    kb = len(data) / 1024
    median = steps[len(steps) // 2]
    p95 = steps[len(steps) * 95 // 100]
    print("put of %d bytes: %d requests, %d poll steps (best of 5 runs)" % (len(data), requests, len(steps)))
    print("unix port: %d us total, %d us per KB; steps: median %d us, 95th percentile %d us, "
          "longest %d us" % (total, total / kb, median, p95, steps[-1]))
    print("Pico estimate (factor %.0f): %.0f ms total, %.1f ms per KB, %.1f ms per request; "
          "step median %.1f ms, 95th percentile %.1f ms, longest %.1f ms (flash I/O: see docs)"
          % (f, total * f / 1000, total * f / 1000 / kb, total * f / 1000 / requests,
             median * f / 1000, p95 * f / 1000, steps[-1] * f / 1000))
    # listing hashes every file, in steps (best of 3 runs)
    runs = []
    for run in range(3):
        link.inbox += proto.frame(proto.LIST, 500 + run, proto.json_payload({"dir": "data"}))
        t0 = service_module.ticks_us()
        longest = 0
        while link.any() or service.job is not None or service.events:
            t1 = service_module.ticks_us()
            service.poll(None)
            longest = max(longest, service_module.ticks_diff(service_module.ticks_us(), t1))
        runs.append((service_module.ticks_diff(service_module.ticks_us(), t0), longest))
    dt, longest = min(runs)
    print("list of data/ (6 files, %d bytes): %d us, Pico estimate %.1f ms, longest step %.1f ms"
          % (5 * len(data) + 2000, dt, dt * f / 1000, longest * f / 1000))
    gc.collect()
    # what one 1 KB chunk allocates, collector off while it is handled
    part = data[:2048]
    digest = hexlify(hashlib.sha256(part).digest()).decode()
    link.inbox += proto.frame(proto.PUT, 900, proto.json_payload(
        {"path": "data/bench/small.json", "size": len(part), "sha256": digest}))
    while link.any() or service.job is not None or service.events:
        service.poll(None)
    chunk = proto.frame(proto.DATA, 901, proto.chunk_payload(0, part[:proto.CHUNK]))
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    link.inbox += chunk
    while link.any() or service.events:
        service.poll(None)
    per_chunk = gc.mem_alloc() - before
    gc.enable()
    print("heap: %d bytes held by the service between transfers; handling one %d-byte chunk "
          "allocates %d bytes (all garbage at once)" % (held, proto.CHUNK, per_chunk))
    _rmtree(ROOT)


main()
