# The USB sync service: answers the host's `tablekeeper sync` and `pull`
# beside the running interface.
#
# The app calls poll(app) on every main-loop iteration. When nothing has
# arrived that costs one link.any(); otherwise poll works for at most
# BUDGET_MS (reading a few hundred bytes, answering a frame, or one step of
# a long job such as hashing a file) and returns, so the game screen stays
# responsive while a transfer runs and shows its progress with
# app.progress(text, done, total).
#
# The protocol is in shared/syncproto.py (frames) and shared/syncpath.py
# (which paths may be touched). In short, the host sends one request at a
# time and the device answers each frame, good or bad:
#   H hello, L list, P put (begin), D data chunk, E end, G get, X delete,
#   S status, A abort, F free (what can be deleted to make room, and
#   deleting it: firmware/freeable.py, the device's flash-space screen's list).
# A put writes into data/.part (its announcement in data/.part.json), so a
# transfer cut by a broken link resumes where it stopped, even after a
# restart; only when every byte is there, the SHA-256 of the whole file
# matches and the file passes the card data checks (firmware/datacheck.py)
# does it replace the old one, by a rename (atomic on littlefs). Anything
# refused changes nothing.
#
# The link is an object with any() -> bool, read(n) -> bytes already
# arrived (b"" if none, never waits) and write(data); see docs/sync.md.
import os
import sys
import hashlib
from binascii import hexlify

from shared import syncproto as proto
from shared import syncpath
from shared.syncproto import FrameError

try:
    from time import ticks_ms, ticks_us, ticks_diff
except ImportError:  # CPython (the desktop emulator)
    import time

    def ticks_ms():
        return time.monotonic_ns() // 1000000

    def ticks_us():
        return time.monotonic_ns() // 1000

    def ticks_diff(a, b):
        return a - b

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

BUDGET_MS = const(8)           # work per poll() while busy
READ_BYTES = const(256)        # bytes read from the link per step
HASH_STEP = const(1024)        # bytes hashed per step of a job
FRAME_TIMEOUT_MS = const(1000)  # a frame that stops arriving is dropped
FREE_MARGIN = const(8192)      # flash kept free beyond what a put needs
PART = "data/.part"
PART_META = "data/.part.json"
_DIR_BIT = const(0x4000)


class Sync:
    def __init__(self, link, root=None, board=None, budget_ms=BUDGET_MS):
        self.link = link
        self.root = root          # the flash root; None: the app's storage root
        self.board = board        # board name for hello; None: app.board.NAME
        self.budget_ms = budget_ms
        self.app = None
        self.deframer = proto.Deframer()
        self.events = []          # read but not yet handled (a job was running)
        self.job = None           # a generator answering a long request in steps
        self.job_seq = 0
        self.put = None           # the open transfer: path, size, sha256, at
        self.put_file = None
        self.done = None          # (path, sha256) of the last finished put
        self.last_byte = 0
        self._pause = False       # a job asks to end this poll (a long step follows)
        self.stats = {"frames": 0, "errors": 0, "bytes_in": 0, "bytes_out": 0,
                      "max_poll_us": 0}

    # -- the main-loop hook --

    def poll(self, app=None):
        if app is not None and self.app is None:
            self._attach(app)
        link = self.link
        if link is None:
            # the emulator plugs its virtual port in after start-up
            link = self.link = getattr(getattr(self.app, "board", None), "link", None)
            if link is None:
                return
        if self.job is None and not self.events and not link.any():
            if self.deframer.busy() and ticks_diff(ticks_ms(), self.last_byte) > FRAME_TIMEOUT_MS:
                self._handle(self.deframer.abandon())
            return
        start_us = ticks_us()
        start = ticks_ms()
        while True:                   # one step at least, then until the budget is spent
            if self.job is not None:
                self._step_job()
            elif self.events:
                self._handle(self.events.pop(0))
            else:
                data = link.read(READ_BYTES)
                if not data:
                    break
                self.last_byte = ticks_ms()
                self.stats["bytes_in"] += len(data)
                self.events = self.deframer.feed(data)
            if self._pause or ticks_diff(ticks_ms(), start) >= self.budget_ms:
                self._pause = False
                break
        took = ticks_diff(ticks_us(), start_us)
        if took > self.stats["max_poll_us"]:
            self.stats["max_poll_us"] = took

    def idle(self):
        """Nothing in progress: no request being answered, no frame half
        read, no put open (firmware/main.py may then drop the service)."""
        return (self.job is None and not self.events and not self.deframer.busy()
                and self.put is None)

    def _attach(self, app):
        self.app = app
        if self.root is None:
            storage = getattr(app, "storage", None)
            self.root = getattr(storage, "root", "/")
        if self.board is None:
            self.board = getattr(getattr(app, "board", None), "NAME", None)

    # -- frames in, replies out --

    def _handle(self, event):
        if event is None:
            return
        if event[0] != "frame":
            if event[0] == "bad":
                self._error(0, event[1], event[2])
            return
        try:
            kind, seq, payload = proto.parse(event[1])
        except FrameError as e:
            self._error(e.seq, e.code, e.text, e.extra)
            return
        self.stats["frames"] += 1
        try:
            reply = self._dispatch(kind, seq, payload)
        except Exception as e:       # noqa: BLE001 - every failure is answered
            self._fail(seq, e)
            return
        if isinstance(reply, tuple):
            self._send(reply[0], seq, reply[1])
        else:
            self.job = reply
            self.job_seq = seq

    def _step_job(self):
        try:
            reply = next(self.job)
        except Exception as e:       # noqa: BLE001 (StopIteration included)
            self.job = None
            self._fail(self.job_seq, e)
            return
        if reply is not None:
            self.job = None
            self._send(reply[0], self.job_seq, reply[1])

    def _fail(self, seq, e):
        if isinstance(e, FrameError):
            self._error(seq, e.code, e.text, e.extra)
        elif isinstance(e, OSError):
            self._error(seq, "io", "flash error %s" % (e.args[0] if e.args else e))
        elif isinstance(e, MemoryError):
            self._error(seq, "memory", "out of memory")
        else:
            self._error(seq, "internal", "%s: %s" % (type(e).__name__, e))

    def _error(self, seq, code, text, extra=None):
        self.stats["errors"] += 1
        self._send(proto.ERROR, seq, proto.error_payload(code, text, extra))

    def _send(self, kind, seq, payload):
        wire = proto.frame(kind, seq, payload)
        self.stats["bytes_out"] += len(wire)
        self.link.write(wire)

    def _dispatch(self, kind, seq, payload):
        if kind == proto.DATA:
            return self._data(payload, seq)
        handler = {
            proto.HELLO: self._hello, proto.LIST: self._list, proto.PUT: self._put,
            proto.END: self._end, proto.GET: self._get, proto.DELETE: self._delete,
            proto.STATUS: self._status, proto.ABORT: self._abort, proto.FREE: self._free_space,
        }.get(kind)
        if handler is None:
            raise FrameError("kind", "unknown request 0x%02x" % kind)
        return handler(proto.parse_json(payload, seq))

    # -- requests --

    def _hello(self, req):
        return ok({"proto": proto.PROTO, "fw": _firmware_version(),
                   "board": self.board or "unknown", "free": self._free(),
                   "chunk": proto.CHUNK, "max_file": syncpath.MAX_FILE,
                   "put": self._put_state()})

    def _status(self, req):
        state = {"put": self._put_state(), "free": self._free()}
        for key in self.stats:
            state[key] = self.stats[key]
        return ok(state)

    def _list(self, req):
        folder = req.get("dir")
        problem = syncpath.folder_problem(folder)
        if problem:
            raise FrameError("path", problem)
        start = _int(req.get("from", 0), 0, 1 << 30, "from")
        return self._list_job(self._files(folder), start)

    def _list_job(self, names, start):
        entries = []
        room = proto.MAX_PAYLOAD - 40
        i = start
        while i < len(names):
            path = names[i]
            cost = len(path) + 84         # quotes, commas, size and digest
            if entries and cost > room:
                break
            h = hashlib.sha256()
            size = 0
            with open(self._full(path), "rb") as f:
                while True:
                    block = f.read(HASH_STEP)
                    if not block:
                        break
                    size += len(block)
                    h.update(block)
                    yield None
            entries.append([path, size, _hex(h.digest())])
            room -= cost
            i += 1
        yield ok({"files": entries, "next": i if i < len(names) else None})

    def _put(self, req):
        path = req.get("path")
        problem = syncpath.data_path_problem(path)
        if problem:
            raise FrameError("path", problem)
        size = _int(req.get("size"), 0, 1 << 30, "size")
        if size > syncpath.MAX_FILE:
            raise FrameError("size", "%d bytes is more than the %d a data file may have"
                             % (size, syncpath.MAX_FILE))
        digest = req.get("sha256")
        if not _is_digest(digest):
            raise FrameError("payload", "sha256 must be 64 lowercase hex digits")
        want = {"path": path, "size": size, "sha256": digest}
        at = self._resume(want)
        if at is not None:
            return self._opened(want, at)
        # the old part file, if any, is about to go: its room counts as free
        free = self._free() + max(0, self._size(PART))
        if size + FREE_MARGIN > free:
            raise FrameError("space", "not enough free flash for %d bytes" % size,
                             0, {"free": free})
        return self._start_job(want)

    def _start_job(self, want):
        # a fresh start touches the flash several times: one step each
        self._drop_put()
        yield None
        self._makedirs(syncpath.DATA)
        with open(self._full(PART_META), "w") as f:
            f.write(proto.json_payload(want).decode())
        yield None
        self.put_file = open(self._full(PART), "wb")
        yield self._opened(want, 0)

    def _opened(self, want, at):
        want["at"] = at
        self.put = want
        self._progress("Receiving", want["path"], at, want["size"])
        return ok({"at": at})

    def _resume(self, want):
        """Bytes already received of the same file (same path, size and
        digest), or None to start afresh."""
        put = self.put
        if put is not None and _same(put, want):
            return put["at"]
        try:
            with open(self._full(PART_META)) as f:
                meta = proto.parse_json(f.read().encode(), 0)
            at = os.stat(self._full(PART))[6]
        except (OSError, FrameError):
            return None
        if not _same(meta, want) or at > want["size"]:
            return None
        if self.put_file is not None:
            self.put_file.close()
        self.put_file = open(self._full(PART), "ab")
        return at

    def _data(self, payload, seq):
        offset, chunk = proto.parse_chunk(payload, seq)
        put = self.put
        if put is None:
            raise FrameError("state", "no transfer is open (send P first)")
        if offset != put["at"]:
            raise FrameError("offset", "expected offset %d, not %d" % (put["at"], offset),
                             0, {"expected": put["at"]})
        if not chunk:
            raise FrameError("payload", "empty chunk")
        if offset + len(chunk) > put["size"]:
            raise FrameError("size", "chunk goes past the announced size of %d" % put["size"])
        try:
            self.put_file.write(chunk)
        except OSError:
            self._drop_put()          # the part file is in doubt: start over
            raise
        put["at"] = offset + len(chunk)
        self._progress("Receiving", put["path"], put["at"], put["size"])
        return ok({"at": put["at"]})

    def _end(self, req):
        put = self.put
        if put is None:
            done = self.done
            if done is not None and req.get("path") == done[0] and req.get("sha256") == done[1]:
                return ok({"path": done[0], "sha256": done[1], "again": True})
            raise FrameError("state", "no transfer is open")
        if req.get("path", put["path"]) != put["path"]:
            raise FrameError("state", "the open transfer is %s" % put["path"])
        if put["at"] != put["size"]:
            raise FrameError("size", "%d of %d bytes received" % (put["at"], put["size"]),
                             0, {"expected": put["at"]})
        self.put_file.close()
        self.put_file = None
        return self._end_job(put)

    def _end_job(self, put):
        h = hashlib.sha256()
        with open(self._full(PART), "rb") as f:
            while True:
                block = f.read(HASH_STEP)
                if not block:
                    break
                h.update(block)
                yield None
        digest = _hex(h.digest())
        if digest != put["sha256"]:
            self._drop_put()
            raise FrameError("digest", "SHA-256 of the received file does not match: "
                             "it was dropped")
        path = put["path"]
        self._progress("Checking", path, 0, 0)
        self._pause = True                  # the screen says so before the check
        yield None
        problem = self._check(path)         # one long step: seconds for a big board
        if problem is not None:
            self._drop_put()
            self._progress(None)
            raise FrameError("data", problem + " (the device keeps its old copy)")
        self._makedirs(path[:path.rfind("/")])
        yield None
        _replace(self._full(PART), self._full(path))
        _remove(self._full(PART_META))
        self.put = None
        self.done = (path, digest)
        self._progress(None)
        self._say("Received " + path[path.find("/") + 1:])
        yield ok({"path": path, "size": put["size"], "sha256": digest})

    def _get(self, req):
        path = req.get("path")
        problem = syncpath.read_path_problem(path)
        if problem:
            raise FrameError("path", problem)
        at = _int(req.get("at", 0), 0, 1 << 30, "at")
        n = _int(req.get("n", proto.CHUNK), 1, proto.CHUNK, "n")
        try:
            f = open(self._full(path), "rb")
        except OSError:
            raise FrameError("missing", "%s does not exist" % path)
        with f:
            size = os.stat(self._full(path))[6]
            if at > size:
                raise FrameError("offset", "%s has only %d bytes" % (path, size),
                                 0, {"size": size})
            f.seek(at)
            block = f.read(n)
        end = at + len(block)
        if end >= size:
            self._progress(None)
        else:
            self._progress("Sending", path, end, size)
        return proto.BYTES, proto.chunk_payload(at, block)

    def _delete(self, req):
        path = req.get("path")
        problem = syncpath.data_path_problem(path)
        if problem:
            raise FrameError("path", problem)
        try:
            os.remove(self._full(path))
        except OSError:
            return ok({"deleted": False})
        try:                            # drop the game's folder once empty
            os.rmdir(self._full(path[:path.rfind("/")]))
        except OSError:
            pass
        self._say("Deleted " + path[path.find("/") + 1:])
        return ok({"deleted": True})

    def _check(self, path):
        """None if the received part file would load as `path`, else why not."""
        loaded = "firmware.datacheck" in sys.modules
        try:
            with open(self._full(PART), "rb") as f:
                raw = f.read()
            from firmware import datacheck
            return datacheck.problem(raw, path)
        except MemoryError:
            raise FrameError("memory", "not enough memory on the device to check %s: "
                             "leave the open game (go to the home screen) and sync again" % path)
        finally:
            raw = None
            if not loaded:
                _forget("firmware.datacheck")

    def _free_space(self, req):
        """F {"free": [ids]}: delete those items of firmware/freeable.py's
        list, then answer what can still be freed (F {} only lists)."""
        ids = req.get("free", [])
        if not isinstance(ids, list) or [i for i in ids if not isinstance(i, str)]:
            raise FrameError("payload", "free must be a list of item names")
        loaded = "firmware.freeable" in sys.modules
        from firmware import freeable
        from firmware.storage import Storage
        try:
            storage = getattr(self.app, "storage", None) or Storage(self.root)
            open_game, transfer = freeable.app_state(self.app)
            transfer = transfer or self.put is not None
            freed = 0
            unknown = []
            for item in ids:
                n = freeable.free(storage, item, open_game, transfer)
                if n is None:
                    unknown.append(item)
                else:
                    freed += n
            items = freeable.items(storage, open_game, transfer)
        finally:
            if not loaded:
                _forget("firmware.freeable")
        if freed:
            if self.app is not None and hasattr(self.app, "flash_full"):
                self.app.flash_full = False
            self._say("Freed %d KB" % ((freed + 1023) // 1024))
        return ok({"items": items, "freed": freed, "unknown": unknown, "free": self._free()})

    def _abort(self, req):
        had = self.put is not None or self._exists(PART_META)
        self._drop_put()
        self._progress(None)
        return ok({"aborted": had})

    # -- flash --

    def _full(self, path):
        root = self.root if self.root is not None else "/"
        if not root:
            return path
        return root + path if root.endswith("/") else root + "/" + path

    def _size(self, path):
        try:
            return os.stat(self._full(path))[6]
        except OSError:
            return -1

    def _exists(self, path):
        try:
            os.stat(self._full(path))
            return True
        except OSError:
            return False

    def _files(self, folder):
        """Sorted paths of the files sync may read in data/ or saves/."""
        out = []
        if folder == syncpath.SAVES:
            for name in self._names(folder):
                path = folder + "/" + name
                if not self._is_dir(path) and syncpath.read_path_problem(path) is None:
                    out.append(path)
            return out
        for game in self._names(folder):
            sub = folder + "/" + game
            if not self._is_dir(sub):
                continue
            for name in self._names(sub):
                path = sub + "/" + name
                if not self._is_dir(path) and syncpath.data_path_problem(path) is None:
                    out.append(path)
        return out

    def _names(self, folder):
        try:
            names = os.listdir(self._full(folder))
        except OSError:
            return []
        names = [n for n in names if not n.startswith(".")]
        names.sort()
        return names

    def _is_dir(self, path):
        try:
            return os.stat(self._full(path))[0] & _DIR_BIT != 0
        except OSError:
            return False

    def _makedirs(self, path):
        done = ""
        for part in path.split("/"):
            done = part if not done else done + "/" + part
            if not self._is_dir(done):
                os.mkdir(self._full(done))

    def _free(self):
        try:
            st = os.statvfs(self._full(""))
            return st[1] * st[4]
        except (OSError, AttributeError):
            return 0

    def _put_state(self):
        put = self.put
        if put is None:
            return None
        return {"path": put["path"], "size": put["size"], "at": put["at"]}

    def _drop_put(self):
        if self.put_file is not None:
            try:
                self.put_file.close()
            except OSError:
                pass
            self.put_file = None
        self.put = None
        _remove(self._full(PART))
        _remove(self._full(PART_META))

    # -- the screen --

    def _progress(self, verb, path=None, done=0, total=0):
        show = getattr(self.app, "progress", None)
        if show is None:
            return
        if verb is None:
            show(None)
        else:
            show("%s %s" % (verb, path[path.find("/") + 1:]), done, total)

    def _say(self, text):
        say = getattr(self.app, "say", None)
        if say is not None:
            say(text)


def ok(value):
    return proto.OK, proto.json_payload(value)


def _int(value, lo, hi, name):
    if not isinstance(value, int) or isinstance(value, bool) or value < lo or value > hi:
        raise FrameError("payload", "%s must be a whole number from %d to %d" % (name, lo, hi))
    return value


def _is_digest(value):
    if not isinstance(value, str) or len(value) != 64:
        return False
    for ch in value:
        if ch not in "0123456789abcdef":
            return False
    return True


def _same(a, b):
    return a.get("path") == b["path"] and a.get("size") == b["size"] \
        and a.get("sha256") == b["sha256"]


def _hex(raw):
    return hexlify(raw).decode()


def _remove(full):
    try:
        os.remove(full)
    except OSError:
        pass


def _replace(src, dst):
    """Rename src over dst: atomic on littlefs and POSIX. A filesystem that
    refuses to rename over a file (FAT) gets the old one removed first."""
    try:
        os.rename(src, dst)
    except OSError:
        _remove(dst)
        os.rename(src, dst)


def _forget(name):
    from firmware.app import forget_module     # loaded already: the app is running
    forget_module(name)


def _firmware_version():
    try:
        import firmware
        return getattr(firmware, "VERSION", "dev")
    except ImportError:
        return "dev"
