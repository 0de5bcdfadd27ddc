# A board on a desk, for the end-to-end tests: the sync service running in the
# real MicroPython unix port behind a pseudo-terminal, reached through a
# second pseudo-terminal whose path the host tools open like a USB port.
#
#   host tool --(pty B: /dev/pts/N)--> Wire relay --(pty A)--> micropython
#
# The relay between the two is the USB cable: it counts bytes, and a test can
# cut it, restore it, or inject bytes into it. The device side pty keeps
# ISIG, so a 0x03 from the host interrupts the interpreter as USB CDC does on
# a Pico, and `micropython -i` then offers its REPL (mpremote's raw REPL).
import fcntl
import os
import select
import signal
import subprocess
import termios
import threading
import time
import tty

from tests.conftest import ROOT, tool


def _device_tty(fd):
    """Raw bytes both ways, but 0x03 still raises SIGINT (like USB CDC)."""
    attrs = termios.tcgetattr(fd)
    attrs[0] &= ~(termios.ICRNL | termios.INLCR | termios.IGNCR | termios.IXON
                  | termios.IXOFF | termios.ISTRIP | termios.BRKINT | termios.INPCK)
    attrs[1] &= ~termios.OPOST
    attrs[3] &= ~(termios.ICANON | termios.ECHO | termios.ECHONL | termios.IEXTEN)
    attrs[3] |= termios.ISIG
    attrs[6][termios.VMIN] = 1
    attrs[6][termios.VTIME] = 0
    attrs[6][termios.VQUIT] = 0      # only Ctrl-C is special, as on a board
    attrs[6][termios.VSUSP] = 0
    termios.tcsetattr(fd, termios.TCSANOW, attrs)


class Wire(threading.Thread):
    """Relays bytes between the host's pty and the device's pty."""

    def __init__(self, host_fd, device_fd):
        super().__init__(daemon=True)
        self.host_fd = host_fd
        self.device_fd = device_fd
        self.lock = threading.Lock()
        self.to_device = 0            # bytes relayed host -> device
        self.to_host = 0
        self.cut_at = None            # stop relaying once to_device reaches this
        self.cut = False
        self.device_output = bytearray()
        self.running = True
        self.noise = None             # noise(direction) -> bytes put before each chunk
        self.queues = {host_fd: bytearray(), device_fd: bytearray()}   # bytes waiting to go

    def run(self):
        # Both ptys are non-blocking and each direction has its own queue, so
        # a full buffer one way never stops the relay reading the other way
        # (a blocking relay deadlocks when device and host both write at once).
        for fd in (self.host_fd, self.device_fd):
            fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) | os.O_NONBLOCK)
        while self.running:
            with self.lock:
                writing = [fd for fd, queue in self.queues.items() if queue]
            try:
                readable, writable, _ = select.select(
                    [self.host_fd, self.device_fd], writing, [], 0.05)
            except (OSError, ValueError):
                return
            for fd in readable:
                try:
                    data = os.read(fd, 65536)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    time.sleep(0.01)
                    continue
                if fd == self.host_fd:
                    self._to_device(data)
                else:
                    self._to_host(data)
            for fd in writable:
                self._flush(fd)

    def _flush(self, fd):
        with self.lock:
            queue = self.queues[fd]
            try:
                n = os.write(fd, queue)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                queue.clear()           # the other end is gone
                return
            del queue[:n]

    def _to_device(self, data):
        with self.lock:
            if self.cut:
                return                    # unplugged: the bytes are lost
            if self.cut_at is not None and self.to_device + len(data) >= self.cut_at:
                data = data[:self.cut_at - self.to_device]
                self.cut = True
                self.cut_at = None
            self.to_device += len(data)
        if data and self.noise is not None:
            data = self.noise("device") + data
        if data:
            self._queue(self.device_fd, data)

    def _to_host(self, data):
        with self.lock:
            self.device_output += data
            if self.cut:
                return
            self.to_host += len(data)
        if self.noise is not None:
            data = self.noise("host") + data
        self._queue(self.host_fd, data)

    def _queue(self, fd, data):
        with self.lock:
            self.queues[fd] += data

    def cut_after(self, nbytes):
        """Unplug the cable once `nbytes` more bytes went to the device."""
        with self.lock:
            self.cut_at = self.to_device + nbytes

    def restore(self):
        with self.lock:
            self.cut = False
            self.cut_at = None

    def inject(self, data):
        """Bytes to the device as if the host had sent them."""
        self._queue(self.device_fd, data)

    def stop(self):
        self.running = False
        self.join(2)


class PtyDevice:
    """The sync service under `micropython -i`, with flash in `flash`."""

    def __init__(self, flash, board="unix", heap=None, script="tests/support/sync_device.py"):
        self.flash = str(flash)
        os.makedirs(self.flash, exist_ok=True)
        dev_master, dev_slave = os.openpty()
        _device_tty(dev_slave)
        host_master, host_slave = os.openpty()
        tty.setraw(host_slave)            # no echo of the device's bytes
        self.port = os.ttyname(host_slave)
        self._keep = host_slave           # keeps the host side open between tools
        self._fds = [dev_master, host_master, host_slave]
        cmd = [tool("micropython")]
        if heap:
            cmd += ["-X", "heapsize=" + heap]
        cmd += ["-i", os.path.join(ROOT, script), self.flash, board]

        def become_terminal_owner():
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.proc = subprocess.Popen(cmd, stdin=dev_slave, stdout=dev_slave, stderr=dev_slave,
                                     cwd=ROOT, preexec_fn=become_terminal_owner)
        os.close(dev_slave)
        self.wire = Wire(host_master, dev_master)
        self.wire.start()
        self.wait_for(b"sync: ready")

    def wait_for(self, text, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in bytes(self.wire.device_output):
                return
            if self.proc.poll() is not None:
                raise AssertionError("the device exited: %r" % bytes(self.wire.device_output))
            time.sleep(0.02)
        raise AssertionError("the device never printed %r; it printed %r"
                             % (text, bytes(self.wire.device_output[-500:])))

    def alive(self):
        return self.proc.poll() is None

    def stop(self):
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.proc.wait(5)
        self.wire.stop()
        for fd in self._fds:
            try:
                os.close(fd)
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()
