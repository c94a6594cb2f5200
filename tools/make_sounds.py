"""Synthesise the game's sounds (mono 16-bit WAV) into resources/sounds/: a card laid, a
capture, a xeri, a declaration and the end of a round. Deterministic: the same files each run."""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "resources" / "sounds"
RATE = 44100
PEAK = 0.42  # of full scale: a modest level, with room for two sounds at once


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: Sequence[float], at: float = 0.0) -> list[float]:
    start = int(RATE * at)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v
    return into


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A fast attack (seconds) then an exponential decay (time constant in seconds)."""
    a = max(1, int(RATE * attack))
    return [i / a if i < a else math.exp(-(i - a) / (RATE * decay)) for i in range(n)]


def noise(seconds: float, seed: int, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (`smooth` 0..1: higher is duller)."""
    rng = random.Random(seed)
    out, y = [], 0.0
    for _ in range(int(RATE * seconds)):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y)
    return out


def tone(freq: float, seconds: float, partials: Sequence[tuple[float, float]] = ((1, 1),),
         decay: float = 0.3, attack: float = 0.004) -> list[float]:
    """A struck tone: sine partials (ratio, level), each decaying faster the higher it is."""
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    out = [0.0] * n
    for ratio, level in partials:
        w = 2 * math.pi * freq * ratio / RATE
        k = 1 / (RATE * decay / ratio ** 0.5)
        for i in range(n):
            out[i] += level * math.sin(w * i) * env[i] * math.exp(-i * k * 0.3)
    return out


def shaped(sound: list[float], env: Sequence[float]) -> list[float]:
    return [v * e for v, e in zip(sound, env, strict=False)]


def card() -> list[float]:
    """A card put down on felt: a short, dull knock."""
    thud = shaped(noise(0.09, 1, 0.86), envelope(int(RATE * 0.09), 0.002, 0.018))
    body = tone(150, 0.09, ((1, 0.6), (2.3, 0.2)), decay=0.02, attack=0.002)
    return mix(thud, body)


def capture() -> list[float]:
    """Cards swept together and taken: a soft swish, then two knocks."""
    n = int(RATE * 0.2)
    swell = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    out = shaped(noise(0.2, 2, 0.55), [0.35 * s for s in swell])
    mix(out, [0.8 * v for v in card()], 0.12)
    return mix(out, [0.6 * v for v in card()], 0.19)


def xeri() -> list[float]:
    """A bright two-note chime with a sparkle on top."""
    bell = ((1, 1.0), (2.0, 0.35), (2.76, 0.25), (5.4, 0.08))
    out = mix(silence(0.75), tone(1318.5, 0.55, bell, decay=0.22))  # E6
    mix(out, tone(1975.5, 0.6, bell, decay=0.25), 0.11)  # B6
    return mix(out, [0.4 * v for v in tone(2637, 0.35, bell, decay=0.12)], 0.2)  # E7


def declare() -> list[float]:
    """A wooden tok-tok: the pile is announced."""
    wood = ((1, 1.0), (3.9, 0.3), (9.2, 0.08))
    out = mix(silence(0.3), tone(440, 0.16, wood, decay=0.05, attack=0.002))
    return mix(out, tone(659.3, 0.18, wood, decay=0.06, attack=0.002), 0.1)


def round_end() -> list[float]:
    """A gentle rising arpeggio that settles: the round is over."""
    soft = ((1, 1.0), (2, 0.25), (3, 0.08))
    out = silence(1.1)
    for k, freq in enumerate((523.3, 659.3, 784.0, 1046.5)):  # C5 E5 G5 C6
        mix(out, tone(freq, 0.9 - 0.12 * k, soft, decay=0.35, attack=0.01), 0.12 * k)
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "card": card, "capture": capture, "xeri": xeri, "declare": declare, "round-end": round_end,
}


def wav_bytes(samples: Sequence[float]) -> bytes:
    """Normalised to PEAK, with a 5 ms fade-out, as little-endian 16-bit frames."""
    top = max(abs(v) for v in samples) or 1.0
    fade = int(RATE * 0.005)
    out = bytearray()
    for i, v in enumerate(samples):
        gain = min(1.0, (len(samples) - i) / fade)
        out += int(round(v / top * PEAK * gain * 32767)).to_bytes(2, "little", signed=True)
    return bytes(out)


def write_sounds(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out_dir / f"{name}.wav"
        tmp = path.with_suffix(".tmp")
        with wave.open(str(tmp), "wb") as f:
            f.setnchannels(1)
            f.setsampwidth(2)
            f.setframerate(RATE)
            f.writeframes(wav_bytes(make()))
        data = tmp.read_bytes()
        if not path.exists() or path.read_bytes() != data:
            tmp.replace(path)
        else:
            tmp.unlink()
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR,
                        help="folder to write the .wav files into")
    out = parser.parse_args(argv).out
    print(f"wrote {len(write_sounds(out))} sounds under {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
