"""The game's sound cues: `Sounds.play(Cue.CAPTURE)` never blocks nor fails the caller.

The sounds are short WAV files made by tools/make_sounds.py. The real backend plays them with
miniaudio on a thread of its own (opening the device, reading the files and mixing never run
on the GUI thread); without miniaudio, without an audio device or without a screen (tests,
--smoke) the game is silent, and says why once in the log.
"""

from __future__ import annotations

import array
import importlib.util
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from diloti_qt.resources import resource_path

if TYPE_CHECKING:
    import queue

log = logging.getLogger(__name__)

RATE = 44100
FRAME_MS = 20  # the device asks for this much at a time
IDLE_CLOSE_S = 4.0  # the device is closed after this long without a sound
QUEUE_LIMIT = 16  # cues waiting beyond this are dropped (a burst of moves)
SOUND_ENV = "DILOTI_SOUND"  # "off": silent whatever the setting
SILENT_PLATFORMS = ("offscreen", "minimal")  # no screen, nobody listening


class Cue(Enum):
    """What the table just showed; each has resources/sounds/<value>.wav."""

    CARD = "card"  # a card laid on the felt
    CAPTURE = "capture"  # cards taken
    XERI = "xeri"  # a capture that cleared the table
    DECLARE = "declare"  # a declaration built, raised or added to
    ROUND_END = "round-end"


class SoundBackend(Protocol):
    """Plays a cue; `play` returns at once and never raises."""

    def play(self, cue: Cue) -> None: ...

    def close(self) -> None: ...


class SilentBackend:
    """No sound at all (no screen, no audio library or device, or switched off)."""

    def __init__(self, reason: str = "") -> None:
        self.reason = reason

    def play(self, cue: Cue) -> None:
        pass

    def close(self) -> None:
        pass


class Sounds:
    """The game's one sound player: cues while `enabled` (the `sound` setting)."""

    def __init__(self, backend: SoundBackend, enabled: bool = True) -> None:
        self.backend = backend
        self.enabled = enabled

    def use(self, backend: SoundBackend) -> None:
        """Play through `backend` from now on (the old one is closed)."""
        self.backend.close()
        self.backend = backend

    def play(self, cue: Cue) -> None:
        if self.enabled:
            self.backend.play(cue)

    def close(self) -> None:
        self.backend.close()


def cue_for_move(action: str, xeri: bool) -> Cue:
    """The sound of a move: "lay", "capture" (a xeri if it cleared the table), "declare"."""
    if action == "capture":
        return Cue.XERI if xeri else Cue.CAPTURE
    return Cue.DECLARE if action == "declare" else Cue.CARD


def follow_presenter(presenter, sounds: Sounds) -> None:
    """Play each cue as the table shows it (the TablePresenter's stages): a card laid or a
    declaration as it lands, a capture (or xeri) as the cards go to the pile, ROUND_END
    as the round's end is shown."""

    def reached(stage) -> None:
        kind = stage.kind.value
        if kind == "play" and stage.move.action != "capture":
            sounds.play(cue_for_move(stage.move.action, False))
        elif kind == "take":
            sounds.play(cue_for_move("capture", stage.xeri))
        elif kind == "end":
            sounds.play(Cue.ROUND_END)

    presenter.reached.connect(reached)


def read_cue(cue: Cue, folder: Path) -> array.array:
    """The cue's mono 16-bit samples at RATE; ValueError if the file is not such a WAV."""
    import wave  # (read on the sound thread, not at start-up)

    with wave.open(str(folder / f"{cue.value}.wav"), "rb") as f:
        if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{cue.value}.wav is not mono 16-bit {RATE} Hz")
        frames = f.readframes(min(f.getnframes(), RATE * 3))  # bounded: 3 s at most
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":  # WAV frames are little-endian
        samples.byteswap()
    return samples


class Mixer:
    """The voices now sounding, summed into the frames the device asks for."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[list] = []  # [samples, position]
        self.frames_out = 0

    def add(self, samples: array.array) -> None:
        with self._lock:
            self._voices.append([samples, 0])

    def busy(self) -> bool:
        with self._lock:
            return bool(self._voices)

    def frames(self, count: int) -> array.array:
        """`count` mixed frames (silence when nothing sounds); clipped to 16 bits."""
        with self._lock:
            voices = [v for v in self._voices if v[1] < len(v[0])]
            self._voices = voices
            if not voices:
                out = array.array("h", bytes(2 * count))
            elif len(voices) == 1:
                samples, at = voices[0]
                out = samples[at:at + count]
                out.extend(array.array("h", bytes(2 * (count - len(out)))))
            else:
                mixed = [0] * count
                for samples, at in voices:
                    for i, v in enumerate(samples[at:at + count]):
                        mixed[i] += v
                out = array.array("h", (max(-32768, min(32767, v)) for v in mixed))
            for voice in voices:
                voice[1] += count
        self.frames_out += count
        return out


_alsa_handler = None  # kept alive: libasound calls it for as long as the process runs


def quiet_alsa() -> bool:
    """Give libasound an error handler that says nothing, so a machine without a sound
    device does not get some thirty "ALSA lib …" lines on its terminal when miniaudio tries
    ALSA (the failure itself is logged once, as "sound is off: …"). False when there is no
    libasound to quiet. miniaudio loads the same shared library, so the handler is its too."""
    global _alsa_handler
    if _alsa_handler is not None:
        return True
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("asound") or "libasound.so.2"
    try:
        alsa = ctypes.CDLL(name)
    except OSError:
        return False
    # void handler(const char *file, int line, const char *function, int err, const char *fmt,
    # ...): the variadic tail is never read, which the C calling convention allows
    handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                    ctypes.c_int, ctypes.c_char_p)
    handler = handler_type(lambda *_: None)
    alsa.snd_lib_error_set_handler(handler)
    _alsa_handler = handler
    return True


def open_miniaudio(mixer: Mixer, backends: list | None = None):
    """Open and start the default playback device on `mixer`; raises if there is none.
    `backends`: miniaudio.Backend values to try (default: the system's own, in
    diloti_qt/platform/sound_devices.py)."""
    import miniaudio

    from diloti_qt.platform import current, sound_devices

    if backends is None:
        backends = sound_devices.backends(current())
    if any(backend.name in sound_devices.NOISY for backend in backends):
        quiet_alsa()  # the only noisy one (ALSA's libasound)

    device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16,
                                      nchannels=1, sample_rate=RATE, buffersize_msec=FRAME_MS,
                                      backends=backends, app_name="Diloti")

    def feed():
        count = yield b""
        while True:
            count = yield mixer.frames(count)

    stream = feed()
    next(stream)
    device.start(stream)
    return device


class MiniaudioBackend:
    """Plays cues on the default audio device from a worker thread.

    `play` only puts the cue on a queue. The worker opens the device on the first cue
    (`open_device(mixer)`, by default miniaudio's), feeds it from the mixer and closes it
    after IDLE_CLOSE_S of quiet. If the device cannot be opened the backend goes silent for
    good and logs that once.
    """

    def __init__(self, folder: Path | None = None,
                 open_device: Callable[[Mixer], object] = open_miniaudio) -> None:
        self.folder = folder if folder is not None else resource_path("sounds")
        self.open_device = open_device
        self.mixer = Mixer()
        self.failed = False
        self._pending = 0  # cues queued and not yet sounding
        self._lock = threading.Lock()
        self._queue: queue.Queue[Cue | None] | None = None  # made with the thread
        self._samples: dict[Cue, array.array] = {}
        self._thread: threading.Thread | None = None
        self._closed = False

    def play(self, cue: Cue) -> None:
        import queue  # (the backend is made before the first paint; a cue comes after)

        if self.failed or self._closed:
            return
        if self._thread is None:
            self._queue = queue.Queue(QUEUE_LIMIT)
            self._thread = threading.Thread(target=self._run, name="diloti-sound", daemon=True)
            self._thread.start()
        with self._lock:
            self._pending += 1
        try:
            self._queue.put_nowait(cue)
        except queue.Full:  # a burst of moves: this one goes unheard
            with self._lock:
                self._pending -= 1

    def quiet(self) -> bool:
        """Nothing waiting and nothing sounding."""
        with self._lock:
            return self._pending == 0 and not self.mixer.busy()

    def close(self) -> None:
        import queue

        if self._closed:
            return
        self._closed = True
        if self._thread is not None:
            try:
                self._queue.put_nowait(None)
            except queue.Full:
                pass
            self._thread.join(timeout=0.5)

    # -- the worker thread ------------------------------------------------------------------
    def _run(self) -> None:
        import queue

        device = None
        quiet_since = time.monotonic()
        try:
            while True:
                now = time.monotonic()
                if self.mixer.busy():
                    quiet_since, timeout = now, 0.05
                else:
                    timeout = max(0.0, IDLE_CLOSE_S - (now - quiet_since)) if device else None
                try:
                    cue = self._queue.get(timeout=timeout)
                except queue.Empty:
                    if device is not None and not self.mixer.busy() \
                            and time.monotonic() - quiet_since >= IDLE_CLOSE_S:
                        device = _close(device)
                    continue
                if cue is None:
                    return
                try:
                    if device is None:
                        device = self.open_device(self.mixer)
                    samples = self._samples.get(cue)
                    if samples is None:
                        samples = self._samples[cue] = read_cue(cue, self.folder)
                    self.mixer.add(samples)
                finally:
                    with self._lock:
                        self._pending -= 1
        except Exception as e:  # no library, no device, a bad file: silent from now on
            self.failed = True
            log.warning("sound is off: %s", ", ".join(map(str, e.args)) or type(e).__name__)
        finally:
            _close(device)
            with self._lock:
                self._pending = 0


def _close(device) -> None:
    if device is not None:
        try:
            device.close()
        except Exception as e:  # noqa: BLE001 - closing a device must not stop the game
            log.debug("closing the sound device: %s", e)
    return None


def default_backend(platform: str) -> SoundBackend:
    """miniaudio's, unless there is no screen (`platform` is Qt's platform name), the
    DILOTI_SOUND environment says "off", or miniaudio is not installed."""
    if platform in SILENT_PLATFORMS:
        return SilentBackend(f"no screen ({platform})")
    if os.environ.get(SOUND_ENV, "").lower() in ("off", "0", "no"):
        return SilentBackend(f"{SOUND_ENV}=off")
    if importlib.util.find_spec("miniaudio") is None:  # not imported here: 60 ms at start-up
        log.warning("sound is off: the miniaudio package is not installed")
        return SilentBackend("miniaudio is not installed")
    return MiniaudioBackend()
