"""The host end of the USB sync protocol (shared/syncproto.py).

One request at a time: send a frame, wait for the reply with the same
sequence number. A reply that does not come in time, a damaged reply, or the
device's report of a damaged frame (an error with sequence 0) makes the
client send the same frame again; every request is safe to repeat (a
repeated chunk is answered "expected offset N", a repeated end by the
finished file). Bytes outside frames are the device's log text and go to
`log`, one line at a time.

Timeouts are counted on the transport's clock if it has one (`clock()`, in
seconds: an emulated board's own time, host/pico/link.py), else on the
host's."""
import hashlib
import json
import random
import sys
import time

from host.errors import DeviceRefused, ProtocolError, TransportError, VersionMismatch
from host.transport import SerialTransport, find_port
from shared import syncproto as proto
from shared.syncproto import FrameError

HOST_NAME = "tablekeeper"


class Entry:
    """A file on the device: its path, size and SHA-256."""

    def __init__(self, path, size, sha256):
        self.path = path
        self.size = size
        self.sha256 = sha256

    def __repr__(self):
        return "Entry(%r, %d, %s)" % (self.path, self.size, self.sha256[:12])


class SyncClient:
    def __init__(self, transport, log=None, timeout=3.0, retries=5):
        self.transport = transport
        self.clock = getattr(transport, "clock", time.monotonic)
        self.log = log if log is not None else _print_log
        self.timeout = timeout
        self.retries = retries
        self.deframer = proto.Deframer(max_body=proto.MAX_BODY, keep_text=True)
        self.events = []
        self.seq = random.randrange(1, 0xFFFF)   # no clash with a past session's replies
        self.info = None
        self.requests = 0          # round trips started (retransmissions included)
        self.retransmits = 0
        self._text = bytearray()   # a log line still without its end
        self._recent = bytearray()  # the last log bytes, for error messages

    # -- requests --

    def request(self, kind, payload, timeout=None):
        """(reply kind, payload) of the device's answer; DeviceRefused if it
        refused, TransportError if it never answered."""
        self.seq = self.seq % 0xFFFF + 1
        wire = proto.frame(kind, self.seq, payload)
        for attempt in range(self.retries + 1):
            if attempt:
                self.retransmits += 1
            self.requests += 1
            self.transport.write(wire)
            reply = self._await(self.seq, timeout or self.timeout)
            if reply is not None:
                return reply
        seen = bytes(self._recent[-120:]).decode("utf-8", "replace").strip()
        raise TransportError("no answer from the device on %s after %d tries%s"
                             % (getattr(self.transport, "port", "the link"), self.retries + 1,
                                " (it printed: %r)" % seen if seen else
                                ": is the TableKeeper firmware running?"))

    def call(self, kind, value, timeout=None):
        """A JSON request answered by a JSON OK reply."""
        rkind, payload = self.request(kind, proto.json_payload(value), timeout)
        if rkind != proto.OK:
            raise ProtocolError("unexpected reply 0x%02x to request 0x%02x" % (rkind, kind))
        return _json(payload)

    def _await(self, seq, timeout):
        """The reply to `seq`, or None when it is time to send again."""
        deadline = self.clock() + timeout
        while True:
            while self.events:
                verdict = self._event(self.events.pop(0), seq)
                if verdict is not False:
                    return verdict
            left = deadline - self.clock()
            if left <= 0:
                return None
            data = self.transport.read(left)
            if data:
                self.events = self.deframer.feed(data)

    def _event(self, event, seq):
        """False: keep waiting; None: send again; else the reply."""
        if event[0] == "text":
            self._log_bytes(event[1])
            return False
        if event[0] == "bad":
            return None                      # a damaged reply: ask again
        body = event[1]
        try:
            kind, rseq, payload = proto.parse(body)
        except FrameError as e:
            if e.code == "version":
                raise VersionMismatch(_version_text(body[0]))
            return None
        if kind == proto.ERROR:
            reply = _json(payload)
            if reply.get("code") == "version":
                raise VersionMismatch(_version_text(reply.get("proto")))
            if rseq == 0:
                return None                  # the device saw a damaged frame
            if rseq == seq:
                raise DeviceRefused(reply.get("code", "?"), reply.get("text", ""), reply)
            return False
        if rseq != seq:
            return False                     # a late answer to an earlier try
        return kind, payload

    def _log_bytes(self, data):
        self._recent += data
        del self._recent[:-400]
        self._text += data
        while b"\n" in self._text:
            line, _, rest = bytes(self._text).partition(b"\n")
            self._text = bytearray(rest)
            line = line.rstrip(b"\r").decode("utf-8", "replace")
            if line.strip():
                self.log(line)

    # -- the operations --

    def hello(self):
        from host import __version__ as host_version
        self.info = self.call(proto.HELLO, {"proto": proto.PROTO,
                                            "host": "%s %s" % (HOST_NAME, host_version)})
        return self.info

    def status(self):
        return self.call(proto.STATUS, {})

    def abort(self):
        return self.call(proto.ABORT, {})

    def list(self, folder):
        """Every file sync can read in "data" or "saves", as Entry objects."""
        entries = []
        start = 0
        while start is not None:
            reply = self.call(proto.LIST, {"dir": folder, "from": start}, timeout=30)
            for path, size, sha256 in reply["files"]:
                entries.append(Entry(path, size, sha256))
            start = reply.get("next")
        return entries

    def put(self, path, data, progress=None):
        """Send a file; the device keeps it only if it arrives whole and
        verified. Returns the offset it resumed from (0 for a fresh start)."""
        size = len(data)
        digest = hashlib.sha256(data).hexdigest()
        announce = {"path": path, "size": size, "sha256": digest}
        at = self.call(proto.PUT, announce)["at"]
        resumed = at
        chunk = min(proto.CHUNK, (self.info or {}).get("chunk", proto.CHUNK))
        if progress:
            progress(at, size)
        refusals = 0
        while at < size:
            piece = data[at:at + chunk]
            try:
                rkind, payload = self.request(proto.DATA, proto.chunk_payload(at, piece))
                at = _json(payload)["at"]
                refusals = 0
            except DeviceRefused as e:
                refusals += 1
                if refusals > self.retries:
                    raise
                if e.code == "offset" and 0 <= e.reply.get("expected", -1) <= size:
                    at = e.reply["expected"]        # resynchronise (a repeated chunk)
                elif e.code == "state":
                    at = self.call(proto.PUT, announce)["at"]   # the device restarted
                else:
                    raise
            if progress:
                progress(at, size)
        reply = self.call(proto.END, {"path": path, "sha256": digest}, timeout=30)
        if reply.get("sha256") != digest:
            raise ProtocolError("the device stored %s with SHA-256 %s, not %s"
                                % (path, reply.get("sha256"), digest))
        return resumed

    def get(self, path, size=None, sha256=None, progress=None):
        """A file's bytes, verified against `sha256` when given."""
        out = bytearray()
        while size is None or len(out) < size:
            rkind, payload = self.request(proto.GET, proto.json_payload(
                {"path": path, "at": len(out)}))
            if rkind != proto.BYTES:
                raise ProtocolError("unexpected reply 0x%02x to a get" % rkind)
            offset, block = proto.parse_chunk(payload, 0)
            if offset != len(out):
                raise ProtocolError("the device sent offset %d, not %d" % (offset, len(out)))
            if not block:
                break
            out += block
            if progress:
                progress(len(out), size or len(out))
        data = bytes(out)
        if sha256 is not None and hashlib.sha256(data).hexdigest() != sha256:
            raise ProtocolError("%s changed while it was read (SHA-256 differs)" % path)
        return data

    def delete(self, path):
        return self.call(proto.DELETE, {"path": path})["deleted"]

    def free(self, items=()):
        """What the device can free to make room ({"items": [[id, bytes,
        game, finished]], "free": bytes}), after freeing `items` (ids) if
        given ("freed": bytes, "unknown": ids not offered)."""
        return self.call(proto.FREE, {"free": list(items)}, timeout=30)

    def close(self):
        self.transport.close()


def connect(port=None, log=None, timeout=3.0):
    """Open the board's port, say hello; a ready SyncClient."""
    transport = SerialTransport(find_port(port))
    client = SyncClient(transport, log=log, timeout=timeout)
    try:
        client.hello()
    except Exception:
        client.close()
        raise
    return client


def _json(payload):
    try:
        value = json.loads(bytes(payload))
    except ValueError:
        raise ProtocolError("the device sent a reply that is not JSON")
    if not isinstance(value, dict):
        raise ProtocolError("the device sent a reply that is not a JSON object")
    return value


def _version_text(device_proto):
    return ("the device speaks sync protocol %s and this tablekeeper speaks %d: "
            "update the firmware (tablekeeper deploy) or this tool so that they match"
            % (device_proto, proto.PROTO))


def _print_log(line):
    print("device: " + line, file=sys.stderr)
