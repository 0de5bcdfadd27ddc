# A new user's first hour (issue 20), as the README has them type it: the
# host tool through `python3 dev.py tablekeeper ...`, the headless emulator
# serving its virtual serial port, and sync, pull and export against it.
import json
import os
import re
import signal
import subprocess
import sys

import pytest

from tests.conftest import ROOT

DEV = [sys.executable, os.path.join(ROOT, "dev.py")]
# home, Games, Score counter, Start; +3, +2, +1 (as host/screenshots.py plays it)
SCORE_GAME = "X X B X X B B X X B X X X shot:game"


def dev(*args, cwd=ROOT, timeout=300):
    return subprocess.run(DEV + list(args), cwd=cwd, capture_output=True, text=True,
                          timeout=timeout)


def readme():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return f.read()


def readme_commands():
    """The command lines of the README's indented code blocks."""
    lines = []
    for line in readme().splitlines():
        if line.startswith("    ") and line.strip():
            lines.append(line.strip().split("  #")[0].strip())
    return lines


def test_the_readme_never_tells_to_type_a_bare_tablekeeper():
    """#1: `tablekeeper` is not on PATH after the README's setup: every
    command goes through dev.py (or .venv/bin/tablekeeper)."""
    commands = readme_commands()
    bare = [c for c in commands if c.startswith("tablekeeper ")]
    assert not bare, bare
    assert any(c.startswith("python3 dev.py tablekeeper ") for c in commands)


def test_every_readme_host_command_names_a_real_command_and_options():
    """#1: each `python3 dev.py tablekeeper X ...` line of the README parses
    (the command and its options exist) without running it."""
    from host import cli
    parser, _ = cli.make_parser()
    checked = 0
    for line in readme_commands():
        if not line.startswith("python3 dev.py tablekeeper "):
            continue
        argv = line.split()[3:]
        args = parser.parse_args(argv)
        assert args.command, line
        checked += 1
    assert checked >= 6


def test_dev_py_runs_the_host_tool_from_the_users_folder(tmp_path):
    """#1: `python3 dev.py tablekeeper ...` reaches the tool, and relative
    paths are the user's (not the repository's)."""
    run = dev("tablekeeper", "--version")
    assert run.returncode == 0 and re.search(r"^tablekeeper \d+\.\d+\.\d+", run.stdout, re.M), run
    (tmp_path / "mine").mkdir()
    shipped = os.path.join(ROOT, "data", "omega", "sample.json")
    with open(shipped, "rb") as f:
        (tmp_path / "mine" / "party.json").write_bytes(f.read())
    run = dev("tablekeeper", "data", "check", "mine", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "ok      mine/party.json" in run.stdout
    run = dev("nonsense")
    assert run.returncode == 2 and "python3 dev.py tablekeeper" in run.stdout


class ServedEmulator:
    """`python3 dev.py emulator --headless --script ... --serve` in the background."""

    def __init__(self, flash, out, script):
        self.proc = subprocess.Popen(
            DEV + ["emulator", "--headless", "--flash", str(flash), "--out", str(out),
                   "--script", script, "--serve"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.shots = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise AssertionError("the emulator ended: " + self.proc.stderr.read())
            if line.startswith("serial port: "):
                self.port = line.split()[2]
                return
            self.shots.append(line.strip())

    def stop(self):
        self.proc.send_signal(signal.SIGINT)
        code = self.proc.wait(timeout=30)
        return code, self.proc.stderr.read()

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def test_sync_pull_and_export_against_the_headless_emulator(tmp_path):
    """#2: on a machine without a display, the headless emulator plays a
    game, then serves its port: sync, pull and export work against it as
    the README says, and Ctrl-C stops it cleanly."""
    flash, work = tmp_path / "flash", tmp_path / "work"
    work.mkdir()
    emulator = ServedEmulator(flash, tmp_path / "shots", SCORE_GAME)
    try:
        assert emulator.port.startswith("/dev/") and emulator.shots[-1].endswith("game.png")
        run = dev("tablekeeper", "sync", "--dry-run", "-p", emulator.port, cwd=work)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "board emulator" in run.stdout and "0 to send" in run.stdout
        # the link option before the command, as well as after it
        run = dev("tablekeeper", "--port", emulator.port, "pull", "--to", "saves", cwd=work)
        assert run.returncode == 0, run.stdout + run.stderr
        assert (work / "saves" / "saves" / "scorecounter.jnl").exists()
        log = work / "saves" / "logs" / "scorecounter.json"
        assert json.loads(log.read_text())["header"]["game"] == "scorecounter"
        code, err = emulator.stop()
        assert code == 0 and "emulator stopped" in err and "Traceback" not in err
    finally:
        emulator.kill()
    run = dev("tablekeeper", "export", "saves/logs/scorecounter.json", "--format", "json,csv",
              cwd=work)
    assert run.returncode == 0, run.stdout + run.stderr
    doc = json.loads((work / "saves" / "logs" / "scorecounter.export.json").read_text())
    assert [r["move"] for r in doc["timeline"][1:]] == [["add", 3], ["add", 2], ["add", 1]]


@pytest.mark.parametrize("word,says", [
    ("lnog:X", "unknown word"),
    ("Z", "buttons are A B X Y"),
    ("hold:B:soon", "whole number above 0"),
    ("0*B", "whole number above 0"),
    ("shot:../../outside", "no folders"),
    ("shot:", "screenshot name"),
    ("at:soon", "the clock's time in ms"),
    ("down:Z", "buttons are A B X Y"),
])
def test_a_script_typo_is_named_before_anything_is_played(word, says, tmp_path):
    """#10: a typo in a headless script is one line naming the word and what
    is allowed, no traceback, no screenshot written (none outside --out)."""
    out = tmp_path / "deep" / "shots"
    run = subprocess.run(
        [os.path.join(os.path.dirname(sys.executable), "tablekeeper"), "emulator",
         "--headless", "--flash", str(tmp_path / "flash"), "--out", str(out),
         "--script", "X shot:first " + word],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "Traceback" not in run.stderr
    assert "script word 3 %r" % word in run.stderr and says in run.stderr
    assert not (out / "first.png").exists() and not (tmp_path / "outside.png").exists()


def test_every_script_word_of_the_readme_and_the_replay_words_parse():
    from boards import emulator as emu
    steps = emu.parse_script("X long:X double:A hold:B:1500 wait:500 shot:name 3*B "
                             "down:A at:1230 up:A", "ABXY")
    assert [parts[0] for times, parts in steps] == [
        "X", "long", "double", "hold", "wait", "shot", "B", "down", "at", "up"]
    assert steps[6][0] == 3
