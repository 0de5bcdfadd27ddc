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
    def __init__(self):
        self.inbox = bytearray()
        self.out = bytearray()

    def any(self):
        return len(self.inbox) > 0

    def read(self, n):
        data = bytes(self.inbox[:n])
        self.inbox = self.inbox[n:]
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


def run_put(service, link, data, seq0):
    """Put `data` through the service; (µs in poll, longest poll µs, polls)."""
    ticks_us = service_module.ticks_us
    ticks_diff = service_module.ticks_diff
    digest = hexlify(hashlib.sha256(data).digest()).decode()
    requests = [proto.frame(proto.PUT, seq0, proto.json_payload(
        {"path": "data/bench/cards.json", "size": len(data), "sha256": digest}))]
    at = 0
    seq = seq0
    while at < len(data):
        seq += 1
        requests.append(proto.frame(proto.DATA, seq, proto.chunk_payload(at, data[at:at + proto.CHUNK])))
        at += proto.CHUNK
    requests.append(proto.frame(proto.END, seq + 1, proto.json_payload({})))
    total = 0
    longest = 0
    polls = 0
    for wire in requests:         # one request at a time, as the host sends them
        link.inbox += wire
        while link.inbox or service.job is not None or service.events:
            t0 = ticks_us()
            service.poll(None)
            dt = ticks_diff(ticks_us(), t0)
            total += dt
            polls += 1
            if dt > longest:
                longest = dt
    return total, longest, polls, len(requests)


def main():
    _rmtree(ROOT)
    os.mkdir(ROOT)
    data = _text(SIZE)
    gc.collect()
    base = gc.mem_alloc()
    micropython.mem_info()
    link = MemLink()
    # budget 0: one step per poll, so the longest poll is the longest step;
    # on the Pico a poll runs steps until BUDGET_MS is spent, so it lasts at
    # most BUDGET_MS + one step
    service = service_module.Sync(link, root=ROOT, board="bench", budget_ms=0)
    run_put(service, link, data[:2000], 1)          # warm up: imports, first files
    link.out = bytearray()
    gc.collect()
    before_peak = gc.mem_alloc()
    total, longest, polls, requests = run_put(service, link, data, 100)
    replies = len(link.out)
    f = pico.factor()
    kb = len(data) / 1024
    print("put of %d bytes: %d requests, %d polls, %d reply bytes" % (len(data), requests, polls, replies))
    print("unix port: %.0f us total, %.0f us per KB, longest poll %d us" % (total, total / kb, longest))
    print("Pico estimate (factor %.0f): %.0f ms total, %.1f ms per KB, %.1f ms per request, "
          "longest step %.1f ms, so a poll lasts at most %.1f ms (budget %d ms)"
          % (f, total * f / 1000, total * f / 1000 / kb, total * f / 1000 / requests,
             longest * f / 1000, service_module.BUDGET_MS + longest * f / 1000,
             service_module.BUDGET_MS))
    # listing hashes every file, in steps
    link.inbox += proto.frame(proto.LIST, 500, proto.json_payload({"dir": "data"}))
    t0 = service_module.ticks_us()
    longest = 0
    while link.inbox or service.job is not None or service.events:
        t1 = service_module.ticks_us()
        service.poll(None)
        longest = max(longest, service_module.ticks_diff(service_module.ticks_us(), t1))
    dt = service_module.ticks_diff(service_module.ticks_us(), t0)
    print("list of data/ (one %d-byte file): %d us, Pico estimate %.1f ms, longest step %.1f ms"
          % (len(data), dt, dt * f / 1000, longest * f / 1000))
    gc.collect()
    print("heap: service and buffers %d bytes after a put (%d before it); peak since start %d bytes"
          % (gc.mem_alloc() - base, before_peak - base, micropython.mem_peak()))
    _rmtree(ROOT)


main()
