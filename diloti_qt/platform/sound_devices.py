"""Which sound systems the game's cues play through on each system, and what happens when
there is no device.

miniaudio (ui/sound.py) tries these backends in order and opens the first one with a default
playback device:
- Windows: WASAPI (Vista and later), then DirectSound, then the old waveOut (WinMM).
- macOS: Core Audio, the only one.
- Linux: PulseAudio (which PipeWire also serves on current desktops, and which the Flatpak's
  `--socket=pulseaudio` lets out of the sandbox), then ALSA (no sound server), then JACK.
  libasound prints its own errors on the terminal when it finds no card, so ALSA is quieted
  first (ui/sound.quiet_alsa).
miniaudio's NULL backend (plays into nothing) is never in a list: with no device on any
system the cues are silent, and "sound is off: …" is logged once, so a missing device is
said rather than hidden. Nothing here imports miniaudio (it costs 60 ms at start-up).
"""

from __future__ import annotations

from diloti_qt.platform import System

BACKENDS = {
    System.WINDOWS: ("WASAPI", "DSOUND", "WINMM"),
    System.MACOS: ("COREAUDIO",),
    System.LINUX: ("PULSEAUDIO", "ALSA", "JACK"),
}
NOISY = {"ALSA"}  # backends whose library writes its errors to the terminal


def backend_names(system: System) -> tuple[str, ...]:
    """miniaudio.Backend names to try on `system`, best first."""
    return BACKENDS[system]


def backends(system: System) -> list:
    """The miniaudio.Backend values to try on `system` (imports miniaudio)."""
    import miniaudio

    return [miniaudio.Backend[name] for name in backend_names(system)]


def to_quiet(system: System) -> set[str]:
    """The backends on `system` whose error output has to be silenced before trying them."""
    return NOISY & set(backend_names(system))
