# A full flash never stops the device: it starts, resumes and shows the open
# game and answers the USB link; a move, undo or new game that cannot be
# saved is refused with the reason and not shown as made; the flash-space
# screen offers what can be freed (finished games' logs, old snapshots...),
# and once room is made play goes on. The app on the emulator board with a
# simulated flash (tests/support/simflash.py). Runs under CPython (with
# host/mpcompat) and MicroPython.
try:
    import framebuf  # noqa: F401
except ImportError:
    from host import mpcompat
    mpcompat.install()

from boards import emulator as emu
from firmware import input as keys
from firmware.app import App, SESSION_FILE
from firmware.main import add_services
from firmware import records
from shared import canon, journal
from shared.match import SNAPSHOT_EVERY
from tests.support.simflash import SimFlash

JNL = "saves/scorecounter.jnl"


class FakeLink:
    def __init__(self):
        self.inbox = bytearray()
        self.out = bytearray()

    def any(self):
        return len(self.inbox) > 0

    def read(self, n):
        data = bytes(self.inbox[:n])
        self.inbox = self.inbox[n:]
        return data

    def write(self, data):
        self.out += data


def boot(flash, link=None):
    """Power up the app on this flash (as main.run does, without its loop)."""
    board = emu.Board("pico_display", "unused", panel=False)
    board.storage = flash
    if link is not None:
        board.link = link
    app = App(board)
    if link is not None:
        add_services(app, board)
    app.start()
    app.draw()
    app.draw()
    return app


def choose(app, text):
    top = app.stack[-1]
    labels = [label for label, value in top.items]
    found = [i for i in range(len(labels)) if text in labels[i]]
    assert found, (text, labels)
    while top.cursor != found[0]:
        app.dispatch(keys.DOWN)
    app.dispatch(keys.OK)
    app.draw()


def kind(app):
    return type(app.stack[-1]).__name__


def game_with_moves(n=SNAPSHOT_EVERY + 4, target="endless"):
    """A flash with a score counter game of n moves, open on screen."""
    flash = SimFlash()
    app = boot(flash)
    choose(app, "Games")
    choose(app, "Score counter")
    if target != "20":
        choose(app, "Target")
        choose(app, target)
    choose(app, "Start")
    for i in range(n):
        app.dispatch(keys.OK)
        choose(app, "+%d" % (1 + i % 3))
    assert app.session is not None and len(app.session.match.moves) == n
    return flash, app


def full(flash):
    """The flash as it is, full: no byte left."""
    after = flash.copy(capacity=flash.used())
    return after


def test_a_full_flash_at_power_up_resumes_the_game_and_shows_it():
    """The issue's crash: resume_game wrote the session file, ENOSPC."""
    flash, app = game_with_moves()
    again = boot(full(flash))
    assert again.session is not None
    assert again.session.match.moves == app.session.match.moves
    # the game is under the flash-space screen, which says the flash is full
    assert kind(again) == "FreeSpace"
    assert "full" in again.stack[-1].note
    again.dispatch(keys.BACK)
    again.draw()
    assert getattr(again.stack[-1], "key", None) == "game"


def test_a_move_that_cannot_be_saved_is_refused_and_not_shown_as_made():
    flash, app = game_with_moves()
    flash.capacity = flash.used()
    before = canon.digest(app.session.state)
    moves = list(app.session.match.moves)
    journal_bytes = flash.read(JNL)
    app.dispatch(keys.OK)
    choose(app, "+2")
    assert app.session.match.moves == moves and canon.digest(app.session.state) == before
    assert flash.read(JNL) == journal_bytes
    assert app._say == "Not saved: the flash is full"
    app.draw()
    assert kind(app) == "FreeSpace"           # offered at once
    # undo is refused the same way
    app.dispatch(keys.BACK)
    app.draw()
    app.dispatch(keys.UNDO)
    app.draw()
    app.dispatch(keys.OK)                     # confirm the undo
    app.draw()
    assert app.session.match.moves == moves
    assert app._say == "Not saved: the flash is full"


def test_the_flash_space_screen_frees_finished_games_and_old_snapshots():
    flash, app = game_with_moves(n=3 * SNAPSHOT_EVERY + 1)
    # a finished game of another kind on flash (its journal and end marker)
    flash.files["saves/fugitive.jnl"] = bytearray(3000)
    flash.files[records.end_path("fugitive")] = bytearray()
    flash.files["saves/fugitive.s0"] = bytearray(900)
    flash.files["saves/session.json.tmp"] = bytearray(40)
    flash.capacity = flash.used()
    app.dispatch(keys.OK)
    choose(app, "+1")
    assert kind(app) == "FreeSpace"
    labels = [label for label, value in app.stack[-1].items]
    assert labels[0].startswith("Leftover files")
    assert [l for l in labels if l.startswith("Finished game: Fugitive · 4 KB")]
    assert [l for l in labels if l.startswith("Old snapshots: Score counter")]
    choose(app, "Finished game: Fugitive")
    assert kind(app) == "Confirm"
    app.dispatch(keys.OK)
    app.draw()
    assert "saves/fugitive.jnl" not in flash.files and "saves/fugitive.s0" not in flash.files
    assert app._say.startswith("Freed 4 KB")
    newest = max(s[0] for s in app.session.snapshots.index)
    choose(app, "Old snapshots")              # no question: no game is lost
    left = [p for p in flash.files if p.startswith("saves/scorecounter.s")]
    assert len(left) == 1
    app.dispatch(keys.BACK)
    app.draw()
    # room again: back in the move builder, the move is made and survives a power-up
    choose(app, "+3")
    assert app.session.match.moves[-1] == ["add", 3]
    again = boot(flash.copy())
    assert again.session.match.moves == app.session.match.moves
    assert newest <= len(again.session.match.moves)


def test_the_open_games_journal_is_never_offered():
    flash, app = game_with_moves()
    flash.capacity = flash.used()
    app.offer_space()
    app.draw()
    values = [value for label, value in app.stack[-1].items]
    assert not [v for v in values if v is not None and v[0] == "game:scorecounter"]


def test_a_failed_write_that_left_part_of_an_entry_does_not_bring_the_move_back():
    """A filesystem that keeps what fitted (the emulator's folder): the
    refused move's bytes are in the journal; the next op rewrites it first."""
    flash, app = game_with_moves()
    flash.partial = True
    flash.capacity = flash.used() + 30        # half an entry fits
    moves = list(app.session.match.moves)
    app.dispatch(keys.OK)
    choose(app, "+2")
    assert app.session.match.moves == moves and app.session.blocked
    flash.capacity = None
    app.dispatch(keys.BACK)                   # the flash-space screen, back to the builder
    app.draw()
    choose(app, "+1")
    assert app.session.match.moves == moves + [["add", 1]]
    again = boot(flash.copy())
    assert again.session.match.moves == moves + [["add", 1]]
    assert journal.read_ops(flash.read(JNL))[1].clean()


def test_errors_and_leaving_the_game_on_a_full_flash_do_not_escape():
    flash, app = game_with_moves()
    flash.capacity = flash.used()
    app.fail(ValueError("a screen failed"))    # writes the session file: ENOSPC
    assert kind(app) == "ErrorScreen"
    app.dispatch(keys.OK)
    app.draw()
    assert app.session is None
    app.change_setting("lang", "it")           # kept until the next power-up
    assert app.tr("Games") == "Giochi"


def test_a_new_game_on_a_full_flash_is_refused_and_the_old_save_stays():
    flash, app = game_with_moves(n=4)
    app.leave_game()                          # back in the game list
    flash.capacity = flash.used()
    saved = flash.read(JNL)
    choose(app, "Score counter")
    choose(app, "New game")
    app.dispatch(keys.OK)                     # confirm: replace the saved game
    app.draw()
    choose(app, "Start")
    assert app.session is None and flash.read(JNL) == saved
    assert kind(app) in ("Message", "FreeSpace")
    found = [s for s in app.stack if type(s).__name__ == "Message"]
    assert found and "flash is full" in found[-1].text


def test_finished_games_are_marked_and_an_undo_unmarks_them():
    flash, app = game_with_moves(n=0, target="10")
    end = records.end_path("scorecounter")
    while app.session.outcome() is None:
        app.dispatch(keys.OK)
        choose(app, "+3")
    assert end in flash.files
    app.session.undo()
    assert end not in flash.files


def test_leftover_temporary_files_are_removed_at_power_up():
    flash, app = game_with_moves(n=3)
    for path in ("saves/session.json.tmp", "saves/scorecounter.s1.tmp", "settings.json.tmp"):
        flash.files[path] = bytearray(b"half written")
    again = boot(flash.copy())
    assert not [p for p in again.storage.files if p.endswith(".tmp")]
    assert again.session is not None


def test_the_usb_link_answers_and_frees_space_on_a_full_flash():
    from shared import syncproto as proto
    import json
    flash, app = game_with_moves()
    flash.files["saves/error.log"] = bytearray(b"1 OSError: 28\n" * 50)
    link = FakeLink()
    again = boot(full(flash), link)
    link.inbox += proto.frame(proto.HELLO, 1, b'{"proto":1}')
    link.inbox += proto.frame(proto.FREE, 2, b'{}')
    for i in range(20):
        again.step()
    replies = [proto.parse(e[1]) for e in proto.Deframer().feed(bytes(link.out))
               if e[0] == "frame"]
    assert [r[0] for r in replies] == [proto.OK, proto.OK]
    items = json.loads(bytes(replies[1][2]))["items"]
    assert ["log", 700, None, False] in items
    link.out = bytearray()
    link.inbox += proto.frame(proto.FREE, 3, b'{"free":["log"]}')
    for i in range(20):
        again.step()
    reply = json.loads(bytes(proto.parse(proto.Deframer().feed(bytes(link.out))[0][1])[2]))
    assert reply["freed"] == 700 and "saves/error.log" not in again.storage.files
    assert SESSION_FILE in again.storage.files
