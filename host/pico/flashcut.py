"""The flash as a power cut at an emulated instant leaves it, rebuilt from a
run's flash log (emulated.Pico(flash_data=True).flash_log) without running
the chip again: the same erase and program steps, times and in-flight bits
as host/pico/pico.mjs (romHook, eraseSteps, programSteps, cutStep). The
emulator is deterministic, so a run cut at that instant would have done the
same operations up to it; tests/test_pico_power_cuts.py holds the two to
the same bytes.

    flash, done, in_flight = flash_at(image, log, at_us, model, seed)
"""
import math

HZ = 125_000_000
NS_PER_CYCLE = 1e9 / HZ
SECTOR, BLOCK, PAGE = 4096, 65536, 256
SECTOR_ERASE_NS, BLOCK_ERASE_NS, PAGE_PROGRAM_NS = 45e6, 150e6, 0.4e6
ROM_SPI_NS_PER_BYTE = (8 * 6 * 1e9) / HZ
MASK = 0xFFFFFFFF


def mulberry32(seed):
    """pico.mjs's seeded generator: the same seed, the same floats."""
    state = [seed & MASK]

    def imul(a, b):
        return (a * b) & MASK

    def random():
        state[0] = a = (state[0] + 0x6D2B79F5) & MASK
        t = imul(a ^ (a >> 15), a | 1)
        t ^= (t + imul(t ^ (t >> 7), t | 61)) & MASK
        return ((t ^ (t >> 14)) & MASK) / 4294967296
    return random


def steps(kind, addr, count):
    """(addr, bytes, ns) of each chip step of an erase ("E": the boot ROM's
    block erase where a whole aligned 64 KB block goes, else sectors; the
    SDK always offers the block) or a program ("P": one a page)."""
    out = []
    end = addr + count
    while addr < end:
        if kind == "E":
            n = BLOCK if addr % BLOCK == 0 and end - addr >= BLOCK else SECTOR
            ns = BLOCK_ERASE_NS if n == BLOCK else SECTOR_ERASE_NS
        else:
            n = min(end, (addr // PAGE + 1) * PAGE) - addr
            ns = PAGE_PROGRAM_NS + (4 + n) * ROM_SPI_NS_PER_BYTE
        out.append((addr, n, ns))
        addr += n
    return out


def _stall_ns(ns):
    return max(0, math.ceil(ns / NS_PER_CYCLE)) * NS_PER_CYCLE


def _done(flash, kind, data, base, addr, n):
    """n bytes from addr of an erase ("E") or a program of `data` (whose
    first byte goes to `base`) done: an erase raises every bit, a program
    lowers its 0 bits."""
    if kind == "E":
        flash[addr:addr + n] = b"\xff" * n
        return
    old = int.from_bytes(flash[addr:addr + n], "big")
    new = int.from_bytes(data[addr - base:addr - base + n], "big")
    flash[addr:addr + n] = (old & new).to_bytes(n, "big")


def apply(flash, op):
    """An operation of the log done whole."""
    kind, offset, count = op[2], op[3], op[4]
    _done(flash, kind, op[5] if kind == "P" else None, offset, offset, count)


def _target(flash, kind, data, base, addr, k):
    if kind == "E":
        return 0xFF
    return flash[addr + k] & data[addr + k - base]


def _cut_step(flash, kind, data, base, step, done, model, seed):
    addr, n, _ns = step
    if model == "prefix":
        for k in range(math.floor(done * n)):
            flash[addr + k] = _target(flash, kind, data, base, addr, k)
        return
    random = mulberry32(seed)
    for k in range(n):
        old = flash[addr + k]
        changing = old ^ _target(flash, kind, data, base, addr, k)
        got = old
        bit = 1
        while bit < 256:
            if changing & bit and random() < done:
                got ^= bit
            bit <<= 1
        flash[addr + k] = got


def flash_at(image, log, at_us, model="undefined", seed=1):
    """The flash (a bytearray) a cut at `at_us` leaves, from the flash at the
    log's start (`image`, bytes) and its operations (programs with their
    data); the number of operations done whole; and the kind ("E", "P") of
    the one cut in flight, or None."""
    if model not in ("undefined", "prefix"):
        raise ValueError("no cut model %s" % model)
    flash = bytearray(image)
    at_ns = at_us * 1000
    for done_ops, op in enumerate(log):
        t0_ns = round(op[0] * 1000)
        if t0_ns >= at_ns:
            return flash, done_ops, None       # the power went before it began
        kind, offset, count = op[2], op[3], op[4]
        data = op[5] if kind == "P" else None
        nanos = t0_ns
        for step in steps(kind, offset, count):
            ns = step[2]
            if nanos + ns > at_ns:
                done = max(0, at_ns - nanos) / ns if ns > 0 else 0
                _cut_step(flash, kind, data, offset, step, done, model, seed)
                return flash, done_ops, kind
            _done(flash, kind, data, offset, step[0], step[1])
            nanos += _stall_ns(ns)
    return flash, len(log), None
