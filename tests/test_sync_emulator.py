# The sync service inside the device application: the desktop emulator runs
# the app with its virtual serial port (a pty), `tablekeeper sync` pushes card
# data through it while the app's main loop keeps running, and the app's
# bottom line shows the transfer's progress.
import json
import os
import threading
import time

import pytest

from boards import emulator as emu
from host import cli
from host.emulator import PtyLink, make_app
from tests.support import cardgame


@pytest.fixture(autouse=True)
def _cardgame(monkeypatch):
    cardgame.register(monkeypatch)


def test_sync_through_the_emulators_port_while_the_app_runs(tmp_path, capsys):
    folder = tmp_path / "data" / "cardgame"
    folder.mkdir(parents=True)
    files = {}
    for i, cards in enumerate((5, 120)):
        text = json.dumps(cardgame.document(cards=cards, label="set %d" % i), ensure_ascii=False)
        (folder / ("set%d.json" % i)).write_text(text, encoding="utf-8")
        files["set%d.json" % i] = text.encode()
    flash = tmp_path / "flash"
    flash.mkdir()
    board = emu.Board("pico_display", str(flash), clock=lambda: int(time.monotonic() * 1000))
    board.link = PtyLink()
    app = make_app(board)
    shown = []
    during = set()
    show = app.progress

    def progress(text, done=0, total=0):      # every call, as the service makes it
        if text is not None:
            shown.append((text, done, total))
            during.add(len(steps))              # which loop iteration showed it
        show(text, done, total)
    app.progress = progress
    steps = []
    stop = threading.Event()

    def main_loop():
        while not stop.is_set():
            t0 = time.monotonic()
            app.step()
            steps.append(time.monotonic() - t0)
            time.sleep(0.002)

    loop = threading.Thread(target=main_loop, daemon=True)
    loop.start()
    try:
        code = cli.main(["sync", "--port", board.link.path, "--data", str(tmp_path / "data")])
    finally:
        stop.set()
        loop.join(5)
    out = capsys.readouterr()
    assert code == 0, out.out + out.err
    assert "board emulator, firmware 0.1.0" in out.out
    for name, raw in files.items():
        assert (flash / "data" / "cardgame" / name).read_bytes() == raw
    # the bottom line followed the transfer, and the loop kept going
    received = [done for text, done, total in shown if text == "Receiving cardgame/set1.json"]
    assert len(received) > 5 and received == sorted(received)
    assert app._progress is None
    # the progress came from the app's own loop (the service is polled there;
    # that each poll is bounded is tested in test_sync_service.py)
    assert during and min(during) >= 0
