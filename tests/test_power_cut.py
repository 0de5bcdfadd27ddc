# A power cut at every byte offset of a long game: after power returns the
# device resumes the same game on the same screen, with every accepted move
# (the screen confirms a move once its journal entry is written; the entry
# counts as soon as the first of its two copies is whole, so a cut in the
# second copy keeps the move too), and never resumes a corrupt state.
import json

import pytest

from firmware import input as keys
from shared import canon, journal
from shared.match import replay
from shared import scorecounter
from tests.support.driver import Driver
from tests.support.simflash import SimFlash, PowerCut

UP, DOWN, OK, BACK, MENU, UNDO = keys.UP, keys.DOWN, keys.OK, keys.BACK, keys.MENU, keys.UNDO


def long_game():
    """Steps (an action, or the label of a list item to choose): a new game,
    moves, undo, redo, a roll, menus."""
    steps = ["Games", "Score counter", "Target score", "50", "Start"]
    for i in range(30):
        steps += [OK, ("+1", "+2", "+3")[i % 3]]
        if i % 5 == 4:
            steps += [UNDO, OK]                       # undo, confirmed
        if i % 10 == 9:
            steps += [MENU, "Redo"]                   # redo from the game menu
        if i == 10:
            steps += [OK, "Roll the die", OK]         # a roll, confirmed
        if i == 12:
            steps += [MENU, "Move…", BACK, BACK]      # menus opened and left
    steps += [MENU]                                   # end with the game menu open
    return steps


def perform(app, step):
    if isinstance(step, int):
        app.dispatch(step)
        app.draw()
        return
    top = app.stack[-1]
    labels = [label for label, value in top.items]
    target = [i for i, label in enumerate(labels) if step in label][0]
    while top.cursor != target:
        app.dispatch(DOWN)
        app.draw()
    app.dispatch(OK)
    app.draw()


def fast_drawing(monkeypatch):
    # this test is about flash, not pixels: skip the pixel work
    import framebuf
    from firmware.font import Font
    for name in ("fill_rect", "rect", "hline", "vline", "fill", "blit"):
        monkeypatch.setattr(framebuf.FrameBuffer, name, lambda self, *a: None)
    monkeypatch.setattr(Font, "draw", lambda self, fb, text, x, y, p, k: x)


def run(flash, actions):
    d = Driver("pico_display", flash, start=False)
    d.app.start()
    d.app.draw()
    for step in actions:
        perform(d.app, step)
    return d


def test_resume_after_a_power_cut_at_every_byte(monkeypatch):
    fast_drawing(monkeypatch)
    actions = long_game()
    # the uncut run: after each completed journal record, the accepted moves
    accepted = []            # (bytes written when the record was complete, moves)
    flash = SimFlash()
    real_append = SimFlash.append
    real_atomic = SimFlash.write_atomic

    def append(self, path, data):
        real_append(self, path, data)
        if path.endswith(".jnl") and self is flash:
            # the entry is recovered once its first copy is whole
            accepted.append((self.written - len(data) // journal.COPIES,
                             [list(m) for m in d_holder[0].app.session.match.moves]))

    def write_atomic(self, path, data):
        real_atomic(self, path, data)
        if path.endswith(".jnl") and self is flash:
            accepted.append((self.written, []))
    monkeypatch.setattr(SimFlash, "append", append)
    monkeypatch.setattr(SimFlash, "write_atomic", write_atomic)
    d_holder = [None]
    d = Driver("pico_display", flash, start=False)
    d_holder[0] = d
    d.app.start()
    d.app.draw()
    for step in actions:
        perform(d.app, step)
    final_moves = d.app.session.match.moves
    assert len(final_moves) >= 20 and d.app._screen_keys() == ["game", "menu"]
    total = flash.written
    assert 1000 < total < 20000
    monkeypatch.setattr(SimFlash, "append", real_append)
    monkeypatch.setattr(SimFlash, "write_atomic", real_atomic)

    dropped_seen = repaired_seen = 0
    for cut in range(total + 1):
        flash = SimFlash(budget=cut)
        try:
            run(flash, actions)
        except PowerCut:
            pass
        after = flash.copy()
        saved = json.loads(after.read("saves/session.json") or b"{}")
        journal_bytes = after.read("saves/scorecounter.jnl")
        boot = Driver("pico_display", after)
        app = boot.app
        assert boot.kind() != "ErrorScreen", (cut, boot.top.text)
        expected = [m for w, m in accepted if w <= cut]
        if not saved.get("open"):
            assert app.session is None
            continue
        assert app.session is not None, cut
        want = expected[-1] if expected else []
        assert app.session.match.moves == want, (cut, app.session.match.moves, want)
        assert canon.digest(app.session.state) == canon.digest(
            replay(scorecounter, None, app.session.match.options, app.session.match.seed, want))
        assert app._screen_keys() == saved["screens"], (cut, app._screen_keys(), saved)
        # the journal left on flash is clean again, and says what was dropped
        values, rec = journal.read_ops(after.read("saves/scorecounter.jnl"))
        assert rec.clean()
        found = journal.read_ops(journal_bytes)[1] if journal_bytes else None
        if found is not None and found.lost:
            # an entry cut in its first copy: lost, and said
            dropped_seen += 1
            assert "; %d damaged record dropped" % found.lost in (app._say or ""), cut
        elif found is not None and not found.clean():
            # cut in its second copy: the move is kept, the copy restored, nothing to say
            repaired_seen += 1
            assert "damaged" not in (app._say or ""), cut
    assert dropped_seen > 50      # many cuts fell inside an entry's first copy
    assert repaired_seen > 50     # and many inside its second
