# The device's flash, as the app uses it: whole-file reads, appends, and
# atomic replacement (write a temporary file, then rename it over the old
# one: littlefs renames atomically, so a power cut leaves either the old or
# the new file, never a mixture).
#
# Layout (agreed across the team):
#   /data/<game>/<file>.json   card, board and party data (host sync writes it)
#   /saves/                    journals, the session file, the error log
#   /settings.json
#
# Paths given to Storage are relative to its root ("saves/x.jnl"); the root is
# "/" on a board and a folder in the emulator. Tests use a simulated flash
# with the same methods (tests/support/simflash.py) to cut the power at any
# byte or to fill the flash.
#
# A write that finds the flash full raises OSError (ENOSPC, errno 28): the
# callers say so instead of failing (firmware/app.py storage_failed). An
# atomic write that fails removes its temporary file; one cut by a power
# cut leaves it, and the app removes such leftovers at power-up.
import os


def _join(root, path):
    if root.endswith("/"):
        return root + path
    return root + "/" + path


class Storage:
    def __init__(self, root):
        self.root = root

    def path(self, path):
        return _join(self.root, path)

    def read(self, path):
        """The file's bytes, or None if it does not exist."""
        try:
            with open(self.path(path), "rb") as f:
                return f.read()
        except OSError:
            return None

    def append(self, path, data):
        """Add bytes at the end of a file (created if missing)."""
        with open(self.path(path), "ab") as f:
            f.write(data)

    def reader(self, path):
        """The file opened for reading (read(n), seek(), close(); use it in a
        `with`), or None if it does not exist. For files too big to read
        whole: the journal and the snapshots."""
        try:
            return open(self.path(path), "rb")
        except OSError:
            return None

    def write_atomic(self, path, data):
        """Replace a file's contents in one step."""
        self.write_atomic_parts(path, (data,))

    def write_atomic_parts(self, path, parts):
        """Replace a file's contents in one step with the bytes of `parts`
        (an iterable of bytes objects), written one after the other: a big
        file never needs one big block of memory."""
        tmp = path + ".tmp"
        try:
            with open(self.path(tmp), "wb") as f:
                for part in parts:
                    f.write(part)
        except Exception:
            self.remove(tmp)         # a full flash: the old file stays, and no leftover
            raise
        os.rename(self.path(tmp), self.path(path))

    def remove(self, path):
        try:
            os.remove(self.path(path))
        except OSError:
            pass

    def exists(self, path):
        try:
            os.stat(self.path(path))
            return True
        except OSError:
            return False

    def size(self, path):
        try:
            return os.stat(self.path(path))[6]
        except OSError:
            return -1

    def free(self):
        """Bytes the filesystem can still give, or None if it cannot tell."""
        try:
            st = os.statvfs(self.root)
            return st[1] * st[4]     # fragment size * blocks available
        except (OSError, AttributeError):
            return None

    def listdir(self, path):
        """Names in a folder, sorted; [] if it does not exist."""
        try:
            names = os.listdir(self.path(path))
        except OSError:
            return []
        names.sort()
        return names

    def makedirs(self, path):
        done = ""
        for part in path.split("/"):
            done = part if not done else done + "/" + part
            try:
                os.mkdir(self.path(done))
            except OSError:
                pass   # exists already
