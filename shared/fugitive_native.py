# Fugitive: the Marshal's count by the native engine (native/fugitive_count.c,
# a MicroPython .mpy module built for the board), with the Python engine
# (shared/fugitive_deduce.py) as the reference and the fallback.
#
# The native engine counts the same keys as the Python one, on tables made
# here from the same Problem, and answers the same integers. It is used when
# the module loads (the device's firmware, the unix port of the tests) and
# is of this version; else engine() is None and why() says why in one line
# (a module of another architecture or version is refused at load). A count
# it cannot finish exactly (a weight past 64 bits, keys wider than 63 bits,
# a row or a layout past its tables) goes to the Python engine, whole.
#
# Its data is made here: one bytearray (the arena: its header, the answer,
# the small tables), of the size the count asks for at its start, one for
# the working context of its calls (module.CTX bytes: the Pico's C stack is
# 8 KB, shared with the interpreter, too small for it), and the
# layers' entries in blocks of 4 KB (module.BLOCK bytes), added one by one
# as the count asks for them: never copied, so a count needs no more heap
# than its data (at most MAXBLOCKS of them). Between two of its steps the
# native engine keeps nothing: the count goes in steps of about NATIVE_STEP
# units of its work, as the Python engine's do.

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# the version of native/fugitive_count.c this file speaks to (its VERSION)
VERSION = const(3)
# the tables' format (native/fugitive_count.c, parse())
_TABLES = const(1)
# the arena a count is first offered: its header's fixed fields, where it
# answers how much it needs (then given exactly that: no bigger arena to
# throw away; the tests offer other sizes)
ARENA = 168
# the native units of one step (a key expanded, a stage of its moves or a
# move made: 12-15 us each on the emulated Pico, bench/fugitive.py --pico):
# about 10 ms with a key's overrun, leaving room in 20 ms for most of a
# collection of the heap falling in the step (12 ms beside 40 live 4 KB
# blocks: the collector reads a bytearray's every word)
NATIVE_STEP = const(700)
# native units charged as one unit of a work budget (a Python unit: a key
# expanded or a stage state made, about 0.46 ms on a Pico)
NATIVE_PER_UNIT = const(35)

# status of start() and step()
_RUNNING = const(0)
_DONE = const(1)
_MEMORY = const(2)
_OVERFLOW = const(3)
_WIDE = const(4)
_TABLES_BAD = const(5)
# header fields (int64 each) read here
_H_PHASE = const(2)
_BACK = const(1)          # (its value while the count walks back)
_H_UNITS = const(5)
_H_NEED = const(6)
_H_TOTAL = const(7)
_H_DONE_FROM = const(14)
_H_LAYER0 = const(21)

_MODULE = [None, None, False]   # [the module, why not, tried]
_LAST = ["none"]    # how the last count went (last_status)
_STATUS = {_DONE: "native", _OVERFLOW: "overflow", _WIDE: "wide", _TABLES_BAD: "tables"}


def engine():
    """The native module if it loaded and speaks this version, else None."""
    if not _MODULE[2]:
        _MODULE[2] = True
        try:
            import fugitive_count as module
        except ImportError as e:
            _MODULE[1] = "no native engine: %s" % e
        except ValueError as e:    # another architecture or .mpy version
            _MODULE[1] = "native engine refused: %s" % e
        except MemoryError:        # no block of heap for its code: Python counts
            _MODULE[1] = "no room in the heap for the native engine"
        else:
            if getattr(module, "VERSION", None) != VERSION:
                _MODULE[1] = "native engine refused: version %s, not %d" % (
                    getattr(module, "VERSION", None), VERSION)
            else:
                _MODULE[0] = module
    return _MODULE[0]


def why():
    """Why engine() is None (one line), or None."""
    engine()
    return _MODULE[1]


def last_status():
    """How the last count by marginal_steps or count_steps went: "native"
    (the native engine), "python" (no native engine), or why the native one
    handed it to the Python engine: "overflow" (a weight past 64 bits),
    "wide" (keys past 63 bits), "tables" (a layout past its tables)."""
    return _LAST[0]


def use(module):
    """Count with this module (None: the Python engine only), for tests and
    benchmarks; returns the one used before."""
    before = _MODULE[0]
    _MODULE[0] = module
    _MODULE[2] = True
    if module is None:
        _MODULE[1] = "native engine turned off"
    return before


def tables(prob):
    """The Problem as the native engine reads it: int16 items, little-endian
    (see parse() in native/fugitive_count.c), or None when it does not fit
    them. One block of two bytes an item, of the size _size() counts: a list
    of the items, grown by copies, needed a block four times that size,
    which stock firmware's heap (cut up by the code copied into it) may not
    have."""
    if prob.top > 63 or prob.length > 24 or prob.nzones > 6 or len(prob.multi) > 16:
        return None
    out = bytearray(2 * _size(prob))
    i = 0
    for v in _items(prob):
        if not -32768 <= v < 32768:
            return None
        out[i] = v & 255
        out[i + 1] = (v >> 8) & 255
        i += 2
    return out


def _size(prob):
    """How many items _items() gives."""
    n = 7 + 4 * prob.nzones + 2 * (prob.top + 1) + 1
    for p in range(1, prob.length + 1):
        n += 6 + 2 * prob.nzones + len(prob.cands[p])
    for numbers, eligible, last in prob.multi:
        n += len(numbers) + 4
    return n + len(prob.required)


def _items(prob):
    """The tables' items in their order."""
    for v in (_TABLES, prob.length, prob.nzones, prob.top, prob.step, len(prob.multi),
              len(prob.required)):
        yield v
    for z in range(prob.nzones):
        yield prob.free1[z]
        yield prob.free2[z]
        yield prob.deck[z]
        yield prob.others[z]
    for y in range(prob.top + 1):
        yield prob.value[y]
        yield prob.zone_of[y]
    yield prob.later[0]
    for p in range(1, prob.length + 1):
        card = prob.card[p]
        yield -1 if card is None else card
        yield prob.known[p]
        yield prob.ntok[p]
        yield prob.gives[p]
        yield prob.later[p]
        for z in range(prob.nzones):
            yield prob.drawn[p][z]
            yield prob.shown_here[p][z]
        yield len(prob.cands[p])
        for c in prob.cands[p]:
            yield c
    for numbers, eligible, last in prob.multi:
        bits = 0
        for p in eligible:
            bits |= 1 << p
        yield len(numbers)
        for v in numbers:
            yield v
        yield bits & 0xFFFF
        yield bits >> 16
        yield last
    for v in prob.required:
        yield v


def _int64(arena, field):
    at = 8 * field
    return int.from_bytes(bytes(arena[at:at + 8]), "little")


def _units(arena):
    """The count's native units so far (below 2 ** 32), read without taking
    heap below 2 ** 30: garbage made at every step fills the heap, and its
    collection (see NATIVE_STEP) then falls inside a step."""
    at = 8 * _H_UNITS
    return arena[at] | arena[at + 1] << 8 | arena[at + 2] << 16 | arena[at + 3] << 24


def _run(module, prob, mode, work, holder):
    """The native count of a problem in steps; returns its arena, or None
    when it cannot count it exactly (the Python engine then does). holder[0]
    is the arena meanwhile (what a count cut short has counted)."""
    yield       # (engine() may have just loaded the module: a step of its own)
    t = tables(prob)
    if t is None:
        _LAST[0] = "tables"
        return None
    yield       # (the tables are a step of their own)
    # (the working context of its calls: module.CTX bytes, not on the C stack)
    context = bytearray(module.CTX)
    arena = bytearray(ARENA)
    status = module.start(arena, t, mode, context)
    if status == _MEMORY:
        need = _int64(arena, _H_NEED)
        arena = None
        arena = bytearray(need)
        status = module.start(arena, t, mode, context)
    holder[0] = arena
    blocks = []
    spent = 0       # native units charged to the work budget
    since = 0       # native units since the last yield
    units = 0
    while status in (_RUNNING, _MEMORY):
        if status == _MEMORY:
            # new blocks in a step of their own: taking them may start a
            # collection of the heap, which a big count's blocks make long
            yield
            need = _int64(arena, _H_NEED)
            if need > module.MAXBLOCKS:
                raise MemoryError("the count needs more than %d blocks" % module.MAXBLOCKS)
            while len(blocks) < need:
                blocks.append(bytearray(module.BLOCK))
            yield
            since = 0
        status = module.step(arena, t, max(NATIVE_STEP - since, 1), blocks, context)
        now = _units(arena)
        since += now - units
        units = now
        charge = (units - spent) // NATIVE_PER_UNIT
        spent += charge * NATIVE_PER_UNIT
        _charge(work, charge)
        if status == _RUNNING:
            yield
            since = 0
    _LAST[0] = _STATUS.get(status, "status %d" % status)
    if status == _DONE:
        return arena
    return None     # past 64 bits, or keys or tables it cannot hold


def _charge(work, units):
    if work is not None:
        work[0] -= units
        if work[0] < 0:
            from shared.fugitive_deduce import TooMany
            raise TooMany()


def _results_steps(prob, arena):
    """(total, {position: {value: weight}}) from a finished arena, a step
    a position: each weight is a division of big integers (~130 µs each on
    a Pico, a hundred of them in a big count)."""
    total = _int64(arena, _H_TOTAL) // prob.setup_orders
    base = 8 * (_H_LAYER0 + 2 * (prob.length + 1))
    view = memoryview(arena)
    counts = {}
    done_from = _int64(arena, _H_DONE_FROM)
    for p in prob.hidden:
        if p < done_from:
            continue
        here = {}
        at = base + 8 * p * (prob.top + 1)
        for y in prob.cands[p]:
            n = int.from_bytes(view[at + 8 * y:at + 8 * y + 8], "little")
            if n:
                here[y] = n // prob.setup_orders
        counts[p] = here
        yield
    return total, counts


def marginal_steps(prob, limit, work):
    """(total, {position: {value: weight}}) in steps, as the Python engine's
    _marginal_steps: natively when it can, else by the Python engine."""
    from shared import fugitive_deduce as deduce
    module = engine()
    if module is not None:
        holder = [None]
        try:
            arena = yield from _run(module, prob, 1, work, holder)
        except deduce.TooMany:
            # given up in the walk back: the positions walked are exact
            arena = holder[0]
            if arena is not None and _int64(arena, _H_PHASE) == _BACK:
                raise deduce.Partial(*deduce.finish(_results_steps(prob, arena)))
            raise
        if arena is not None:
            yield       # (reading the answer is a step of its own)
            return (yield from _results_steps(prob, arena))
    else:
        _LAST[0] = "python"
    prob.work = deduce._work(work)
    return (yield from deduce._marginal_steps(prob, limit))


def count_steps(prob, limit, work):
    """The total weight of a problem in steps (call_count's counter)."""
    from shared import fugitive_deduce as deduce
    module = engine()
    if module is not None:
        arena = yield from _run(module, prob, 0, work, [None])
        if arena is not None:
            return _int64(arena, _H_TOTAL) // prob.setup_orders
    else:
        _LAST[0] = "python"
    return (yield from deduce.count_steps(prob, limit, work))
