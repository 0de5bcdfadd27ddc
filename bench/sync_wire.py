"""What a sync costs on the wire and in time over the virtual port.

    .venv/bin/python bench/sync_wire.py [DATA_FOLDER]

Starts the sync service under the MicroPython unix port behind a
pseudo-terminal (as the end-to-end tests do), then puts every
DATA_FOLDER/<game>/*.json on it with the host client, and prints per file and
in total: payload bytes, bytes on the wire both ways, wire bytes per payload
byte, round trips, and the time. DATA_FOLDER defaults to the repository's
data/ (all shipped card data). The files are sent as they are: validation is
`tablekeeper data check`'s job, and is not timed here."""
import hashlib
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from host.syncclient import SyncClient  # noqa: E402
from host.transport import SerialTransport  # noqa: E402
from tests.support.ptydevice import PtyDevice  # noqa: E402


def files_in(folder):
    out = []
    for game in sorted(os.listdir(folder)):
        sub = os.path.join(folder, game)
        if os.path.isdir(sub):
            for name in sorted(os.listdir(sub)):
                if name.endswith(".json"):
                    with open(os.path.join(sub, name), "rb") as f:
                        out.append(("data/%s/%s" % (game, name), f.read()))
    return out


def main(folder):
    files = files_in(folder)
    if not files:
        print("no data files in %s" % folder)
        return 1
    with tempfile.TemporaryDirectory() as flash, PtyDevice(flash) as dev:
        client = SyncClient(SerialTransport(dev.port), log=lambda line: None)
        client.hello()
        t = client.transport
        print("%-36s %8s %9s %8s %6s %7s %7s" % ("file", "payload", "wire out", "wire in",
                                                  "ratio", "trips", "ms"))
        start = time.monotonic()
        out0, in0, req0 = t.bytes_out, t.bytes_in, client.requests
        client.list("data")                     # what `sync` asks first
        list_trips = client.requests - req0
        for path, data in files:
            o, i, r, t0 = t.bytes_out, t.bytes_in, client.requests, time.monotonic()
            client.put(path, data)
            print("%-36s %8d %9d %8d %6.3f %7d %7.1f"
                  % (path, len(data), t.bytes_out - o, t.bytes_in - i,
                     (t.bytes_out - o) / len(data), client.requests - r,
                     1000 * (time.monotonic() - t0)))
        took = time.monotonic() - start
        payload = sum(len(d) for _, d in files)
        print("total: %d files, %d payload bytes, %d bytes out and %d in (%.3f wire bytes "
              "out per payload byte, %.3f both ways), %d round trips (%d for the listing), "
              "%.2f s, %.0f KB/s"
              % (len(files), payload, t.bytes_out - out0, t.bytes_in - in0,
                 (t.bytes_out - out0) / payload, (t.bytes_out - out0 + t.bytes_in - in0) / payload,
                 client.requests - req0, list_trips, took, payload / 1024 / took))
        for path, data in files:
            with open(os.path.join(flash, path), "rb") as f:
                assert hashlib.sha256(f.read()).digest() == hashlib.sha256(data).digest()
        client.close()
    return 0


if __name__ == "__main__":
    default = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else default))
