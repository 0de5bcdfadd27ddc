# A simulated flash for power-cut tests, with the methods of
# firmware/storage.Storage. Every byte written counts against a budget; when
# the budget runs out in the middle of a write, the bytes before the cut stay
# written and PowerCut is raised (a BaseException, so that the app's error
# handling cannot catch it, as it could not catch a real power cut). A rename
# is atomic, as on littlefs, and costs one unit of the budget: the cut can
# fall before it.
#
# A capacity (bytes that all the files together may hold) makes a full
# flash: a write that does not fit raises OSError(ENOSPC) and, as on
# littlefs (a file's new data is committed only when it is closed), leaves
# the file as it was; partial=True imitates a filesystem that keeps the
# bytes that fitted (POSIX, the emulator's folder).
import io

ENOSPC = 28


class PowerCut(BaseException):
    pass


class SimFlash:
    def __init__(self, files=None, budget=None, capacity=None, partial=False):
        self.files = dict(files or {})   # path -> bytearray
        self.budget = budget             # None: unlimited
        self.written = 0                 # units used so far (bytes + renames)
        self.capacity = capacity         # None: unlimited
        self.partial = partial

    def copy(self, capacity=None):
        """The flash as it is now, with no budget: what is left after power
        returns (with the capacity given, or none)."""
        return SimFlash(dict((k, bytearray(v)) for k, v in self.files.items()),
                        capacity=capacity, partial=self.partial)

    def used(self):
        n = 0
        for data in self.files.values():
            n += len(data)
        return n

    def free(self):
        """Bytes that can still be written (None: no limit)."""
        if self.capacity is None:
            return None
        return max(0, self.capacity - self.used())

    def fill(self):
        """Make the flash full: a filler file takes what is left."""
        left = self.free()
        if left:
            self.files["filler.bin"] = bytearray(left)

    def _spend(self, n):
        """How many of n units may still be spent; raise after spending them."""
        if self.budget is None:
            self.written += n
            return n
        left = self.budget - self.written
        if left >= n:
            self.written += n
            return n
        self.written = self.budget
        return max(0, left)

    def _write(self, path, data, start):
        left = self.free()
        if left is not None and len(data) > left:
            if not self.partial:
                raise OSError(ENOSPC)
            data = data[:left]
            self._write(path, data, start)
            raise OSError(ENOSPC)
        ok = self._spend(len(data))
        buf = self.files.get(path)
        if buf is None or start is not None:
            buf = bytearray(buf[:start] if buf is not None else b"")
            self.files[path] = buf
        buf.extend(data[:ok])
        if ok < len(data):
            raise PowerCut()

    # -- the Storage interface --

    def read(self, path):
        data = self.files.get(path)
        return None if data is None else bytes(data)

    def append(self, path, data):
        self._write(path, data, None)

    def reader(self, path):
        data = self.files.get(path)
        return None if data is None else io.BytesIO(bytes(data))

    def write_atomic(self, path, data):
        self.write_atomic_parts(path, (data,))

    def write_atomic_parts(self, path, parts):
        tmp = path + ".tmp"
        self.files[tmp] = bytearray()
        try:
            for part in parts:
                self._write(tmp, part, None)
        except OSError:
            self.files.pop(tmp, None)    # as firmware/storage.py does
            raise
        if self._spend(1) < 1:
            raise PowerCut()
        self.files[path] = self.files.pop(tmp)

    def remove(self, path):
        self.files.pop(path, None)

    def exists(self, path):
        return path in self.files

    def size(self, path):
        data = self.files.get(path)
        return -1 if data is None else len(data)

    def listdir(self, path):
        prefix = path.rstrip("/") + "/"
        names = []
        for p in self.files:
            if p.startswith(prefix) and "/" not in p[len(prefix):]:
                names.append(p[len(prefix):])
        names.sort()
        return names

    def makedirs(self, path):
        pass
