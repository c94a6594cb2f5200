"""Which sound systems each system's cues play through, and no device means silence said once
(diloti_qt/platform/sound_devices.py). This machine has no sound device."""

from __future__ import annotations

import logging

import miniaudio
import pytest

from diloti_qt.platform import System, current, sound_devices
from diloti_qt.ui.sound import Cue, MiniaudioBackend, Mixer, open_miniaudio


@pytest.mark.parametrize("system", list(System))
def test_each_systems_backends_are_miniaudios_and_never_the_null_one(system: System):
    names = sound_devices.backend_names(system)
    assert names and len(set(names)) == len(names)
    assert [b.name for b in sound_devices.backends(system)] == list(names)  # real members
    assert "NULL" not in names  # it would play into nothing and hide a missing device


def test_the_systems_own_sound_servers_come_first():
    assert sound_devices.backend_names(System.WINDOWS)[0] == "WASAPI"
    assert sound_devices.backend_names(System.MACOS) == ("COREAUDIO",)
    assert sound_devices.backend_names(System.LINUX)[0] == "PULSEAUDIO"  # PipeWire too
    assert sound_devices.to_quiet(System.LINUX) == {"ALSA"}
    assert sound_devices.to_quiet(System.WINDOWS) == sound_devices.to_quiet(System.MACOS) == set()


def test_the_linux_backends_are_built_into_this_miniaudio():
    assert set(sound_devices.backends(System.LINUX)) <= set(miniaudio.get_enabled_backends())


@pytest.mark.parametrize("system", list(System))
def test_without_a_device_every_systems_list_is_one_clear_error(system: System):
    # Here no backend of any system finds a device (and Windows' and macOS' are not built
    # into this miniaudio): the device cannot open, which the player turns into silence.
    with pytest.raises(miniaudio.MiniaudioError):
        open_miniaudio(Mixer(), sound_devices.backends(system)).close()


def test_the_game_tries_this_systems_list_and_goes_silent_saying_so_once(
        qtbot, caplog, monkeypatch: pytest.MonkeyPatch):
    asked: list[list] = []
    real = miniaudio.PlaybackDevice

    def device(*args, **kwargs):  # the real device, which finds none here; what was asked
        asked.append(kwargs["backends"])
        return real(*args, **kwargs)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", device)
    backend = MiniaudioBackend()  # the game's own opener: open_miniaudio with no list
    with caplog.at_level(logging.WARNING, logger="diloti_qt.ui.sound"):
        backend.play(Cue.CARD)
        qtbot.waitUntil(lambda: backend.failed, timeout=5000)
        backend.play(Cue.XERI)
    assert asked == [sound_devices.backends(current())]
    said = [r.getMessage() for r in caplog.records if "sound is off" in r.getMessage()]
    assert len(said) == 1, said
    backend.close()
