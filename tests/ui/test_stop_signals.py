"""SIGTERM (the system ending the session, `kill`) and SIGINT (Ctrl+C where the game was
started) end the game as its Quit does: the window's size is saved, the home's lock let go,
the computer's helper processes stopped (no leaked semaphores), exit status 0. Before, a
SIGTERM killed it where it stood and a SIGINT waited for the next click."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.conftest import ROOT


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_stop_signal_ends_the_game_as_quit_does(tmp_path, stop):
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DILOTI_QT_HOME": str(home),
           "DILOTI_SOUND": "off", "PYTHONPATH": str(ROOT)}
    game = subprocess.Popen([sys.executable, str(ROOT / "main.py")], cwd=tmp_path, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        autosave = home / "state" / "autosave.json"
        deadline = time.monotonic() + 60
        while not autosave.exists():  # written after the first paint: the match is dealt
            assert game.poll() is None, game.stderr.read()
            assert time.monotonic() < deadline, "the game never saved its match"
            time.sleep(0.1)
        time.sleep(0.5)  # the helpers of the computer warm up after the paint
        game.send_signal(stop)
        code = game.wait(timeout=30)
        errors = game.stderr.read()
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    assert code == 0, errors
    settings = json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert settings["window_geometry"] and settings["window_state"]
    assert not (home / "state" / "diloti-qt.lock").exists()
    assert "leaked" not in errors and "Traceback" not in errors, errors
    assert json.loads(autosave.read_text(encoding="utf-8"))  # the match, to resume
