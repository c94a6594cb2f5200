"""Sound: the right cue for each kind of move and for the end of a round, the mute setting,
silence without a screen or an audio device, a player that never waits, the mixer, and the
sound files made by tools/make_sounds.py."""

from __future__ import annotations

import array
import functools
import logging
import subprocess
import sys
import threading
import wave
from pathlib import Path

import pytest

from diloti_qt.engine import legal_moves, parse_card, parse_position
from diloti_qt.ui.sound import (
    RATE,
    Cue,
    MiniaudioBackend,
    Mixer,
    SilentBackend,
    default_backend,
    open_miniaudio,
    read_cue,
)

from ..conftest import ROOT
from .test_app_driver import make_window, start

SOUNDS = ROOT / "resources" / "sounds"


class Recorder:
    """A SoundBackend that writes down what it is asked to play."""

    def __init__(self) -> None:
        self.played: list[Cue] = []
        self.closed = False

    def play(self, cue: Cue) -> None:
        self.played.append(cue)

    def close(self) -> None:
        self.closed = True


def position(hand: list[str], table: list, opponent: list[str], stock: list[str]) -> dict:
    return {"format": "diloti-position/1", "rules": "pagat-2p", "dealer": 1, "to_move": 0,
            "round_opening": False, "hands": [hand, opponent], "table": table,
            "stock": stock}


STOCK = ["2C", "3C", "4C", "5C", "6C", "7C", "10H", "7H", "6H", "2H", "3H", "10C"]
MOVES = [  # (hand, table, opponent, stock), the move (card, action, table cards), the cues
    pytest.param((["5H", "KD"], ["9C", "3S"], ["QS", "JS"], STOCK), ("5H", "lay", ()),
                 [Cue.CARD], id="lay"),
    pytest.param((["9H", "KD"], ["9C", "3S"], ["QS", "JS"], STOCK), ("9H", "capture", ("9C",)),
                 [Cue.CAPTURE], id="capture"),
    pytest.param((["9H", "KD"], ["9C"], ["QS", "JS"], STOCK), ("9H", "capture", ("9C",)),
                 [Cue.XERI], id="xeri"),
    pytest.param((["3D", "8C"], ["5S", "KH"], ["QS", "JS"], STOCK), ("3D", "declare", ("5S",)),
                 [Cue.DECLARE], id="declare"),
    pytest.param((["4D"], ["4S", "9C"], [], []), ("4D", "capture", ("4S",)),
                 [Cue.CAPTURE, Cue.ROUND_END], id="last card: the round ends"),
]


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    start(w, seed=5)
    return w


def play(window, cards, move) -> Recorder:
    recorder = Recorder()
    window.sounds.use(recorder)
    c = window.local_match.controller
    c.load_state(parse_position(position(*cards)), levels={})  # nobody answers
    card, action, taken = move
    chosen = next(m for m in legal_moves(c.state) if m.card == parse_card(card)
                  and m.action == action and set(m.cards) == {parse_card(t) for t in taken})
    assert c.play(chosen)
    window.table.finish_motion()  # the cues sound as the table shows the move
    return recorder


@pytest.mark.parametrize(("cards", "move", "cues"), MOVES)
def test_each_kind_of_move_plays_its_cue(window, cards, move, cues):
    assert play(window, cards, move).played == cues


def test_the_mute_setting_silences_every_cue(window):
    window.apply_settings({"sound": False})
    assert not window.sounds.enabled and window.prefs.sound is False
    assert play(window, *MOVES[4].values[:2]).played == []
    window.apply_settings({"sound": True})
    assert play(window, *MOVES[0].values[:2]).played == [Cue.CARD]


def test_tests_and_a_window_without_a_screen_are_silent(window):
    assert isinstance(window.sounds.backend, SilentBackend)  # the offscreen platform
    assert isinstance(default_backend("offscreen"), SilentBackend)
    assert isinstance(default_backend("minimal"), SilentBackend)


def test_the_environment_can_switch_sound_off(monkeypatch):
    monkeypatch.setenv("DILOTI_SOUND", "off")
    assert isinstance(default_backend("xcb"), SilentBackend)
    monkeypatch.delenv("DILOTI_SOUND")
    backend = default_backend("xcb")
    assert isinstance(backend, MiniaudioBackend)  # opens nothing until the first cue
    backend.close()


def test_closing_the_window_closes_the_player(qtbot, window):
    recorder = Recorder()
    window.sounds.use(recorder)
    window.close()
    assert recorder.closed


def no_device(mixer: Mixer):
    raise OSError("no audio device")


def test_without_an_audio_device_the_game_is_silent_and_says_so_once(qtbot, caplog):
    backend = MiniaudioBackend(open_device=no_device)
    with caplog.at_level(logging.WARNING, logger="diloti_qt.ui.sound"):
        backend.play(Cue.CARD)
        qtbot.waitUntil(lambda: backend.failed, timeout=3000)
        for cue in Cue:
            backend.play(cue)  # no error, nothing queued
        assert backend.quiet()
    warnings = [r for r in caplog.records if "sound is off" in r.getMessage()]
    assert len(warnings) == 1 and "no audio device" in warnings[0].getMessage()
    backend.close()


def test_playing_never_waits_for_the_device(qtbot):
    release = threading.Event()
    opened = threading.Event()

    def slow_device(mixer: Mixer):
        opened.set()
        release.wait(timeout=10)  # a device that takes its time to open
        return None

    backend = MiniaudioBackend(open_device=slow_device)
    backend.play(Cue.XERI)
    backend.play(Cue.CARD)
    qtbot.waitUntil(opened.is_set, timeout=3000)
    assert not release.is_set()  # both calls returned while the device was still opening
    assert not backend.quiet()
    release.set()
    qtbot.waitUntil(lambda: backend.mixer.busy(), timeout=3000)
    backend.close()


def test_the_real_player_mixes_cues_into_a_device(qtbot):
    import miniaudio

    null = functools.partial(open_miniaudio, backends=[miniaudio.Backend.NULL])
    backend = MiniaudioBackend(open_device=null)
    backend.play(Cue.XERI)
    backend.play(Cue.CARD)  # sounds over the xeri
    xeri = len(read_cue(Cue.XERI, SOUNDS))
    qtbot.waitUntil(lambda: backend.mixer.frames_out >= xeri and backend.quiet(), timeout=5000)
    assert not backend.failed
    backend.close()


def test_the_mixer_sums_clips_and_pads_with_silence():
    mixer = Mixer()
    assert list(mixer.frames(3)) == [0, 0, 0] and not mixer.busy()
    mixer.add(array.array("h", [1000, 2000, 30000]))
    assert list(mixer.frames(2)) == [1000, 2000]  # one voice: passed through
    mixer.add(array.array("h", [5000, -500]))
    assert list(mixer.frames(3)) == [32767, -500, 0]  # two: summed, clipped, padded
    assert list(mixer.frames(2)) == [0, 0] and not mixer.busy()
    assert mixer.frames_out == 10


def test_every_cue_has_a_short_modest_mono_sound():
    for cue in Cue:
        path = SOUNDS / f"{cue.value}.wav"
        with wave.open(str(path), "rb") as f:
            assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, RATE)
        samples = read_cue(cue, SOUNDS)
        seconds = len(samples) / RATE
        peak = max(abs(v) for v in samples) / 32767
        assert 0.05 < seconds <= 1.2, (cue, seconds)
        assert 0.2 < peak <= 0.5, (cue, peak)


def test_the_committed_sounds_are_what_the_generator_makes(tmp_path: Path):
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out",
                    str(tmp_path)], check=True, capture_output=True, timeout=120)
    fresh = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert set(fresh) == {f"{cue.value}.wav" for cue in Cue}
    stale = [name for name, data in fresh.items() if (SOUNDS / name).read_bytes() != data]
    assert not stale, f"run `python tools/make_sounds.py`: stale {stale}"


def test_choosing_the_backend_does_not_import_the_audio_library():
    # miniaudio takes about 60 ms to import: not on the way to the first painted table.
    probe = ("import sys; from diloti_qt.ui.sound import default_backend; "
             "default_backend('xcb').close(); print('miniaudio' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


ALSA_PROBE = """
import ctypes, sys
from diloti_qt.ui import sound
if sys.argv[1] == "quiet":
    assert sound.quiet_alsa()
if sys.argv[1] == "open":  # what the game does: try the device through miniaudio's ALSA
    import miniaudio
    try:
        sound.open_miniaudio(sound.Mixer(), backends=[miniaudio.Backend.ALSA]).close()
    except Exception:
        pass
alsa = ctypes.CDLL("libasound.so.2")
pcm = ctypes.c_void_p()
assert alsa.snd_pcm_open(ctypes.byref(pcm), b"diloti-no-such-device", 0, 0) < 0
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ALSA is Linux's")
def test_alsa_says_nothing_on_the_terminal():
    """A machine without a sound device got ~35 "ALSA lib …" lines (issue 27, item 12): the
    game gives libasound a silent error handler. An unknown PCM makes ALSA complain on any
    machine; the first run shows the probe does reach stderr."""
    def stderr(mode: str) -> str:
        return subprocess.run([sys.executable, "-c", ALSA_PROBE, mode], cwd=ROOT,
                              capture_output=True, text=True, timeout=30,
                              check=True).stderr

    assert "ALSA lib" in stderr("loud")
    assert "ALSA lib" not in stderr("quiet")
    assert "ALSA lib" not in stderr("open")
