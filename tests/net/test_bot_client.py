"""examples/bot_client.py, as docs/PROTOCOL.md's reference client: against a real
`diloti-qt-server` process it opens a table with one computer seat, plays the other seat
through the protocol alone, finishes the match and prints the final score."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def test_the_bot_finishes_a_match_against_the_servers_computer():
    server = subprocess.Popen(
        [sys.executable, "-m", "diloti_qt.net", "--port", "0", "--rate", "2000",
         "--robot-workers", "1"],
        env=ENV, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        address = None
        for line in server.stdout:  # the line a player reads: the address to connect to
            found = re.search(r"listening on (ws://\S+)", line)
            if found:
                address = found.group(1)
                break
        assert address, "the server never said where it listens"
        bot = subprocess.run(
            [sys.executable, str(ROOT / "examples" / "bot_client.py"), "--server", address,
             "--level", "medium", "--opponent", "easy", "--pace", "1000", "--seed", "3"],
            env=ENV, capture_output=True, text=True, timeout=240)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert bot.returncode == 0, bot.stdout + bot.stderr
    final = re.search(r"final score (\d+)-(\d+)", bot.stdout)
    assert final, bot.stdout
    rounds = re.findall(r"round over: (\d+)-(\d+), match (\d+)-(\d+)", bot.stdout)
    assert rounds, bot.stdout
    # The match's score is the sum of its rounds, and it reached the target (61 by default, R37).
    totals = [sum(int(r[0]) for r in rounds), sum(int(r[1]) for r in rounds)]
    assert totals == [int(final.group(1)), int(final.group(2))]
    assert max(totals) >= 61
