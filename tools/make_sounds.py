#!/usr/bin/env python3
"""Synthesise the game's sound effects as WAV files, with the standard library only.

    python tools/make_sounds.py [--out DIR]

Writes reveal, flag, chord, opening, explosion and win, and the cell sounds a player may
turn on (Settings > Accessibility: what the cursor's cell holds, cell_0 to cell_8,
cell_flag, cell_mine) (.wav, 44.1 kHz, 16-bit mono) into ``assets/sounds`` (or DIR).
Every random choice comes from a seeded generator, so running the script again gives the
very same files.
Each sound is faded in and out and normalised to a modest peak: soft, never
clipping.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RATE = 44_100
SEED = 1989

Samples = list[float]


def silence(seconds: float) -> Samples:
    """A buffer of zeros ``seconds`` long."""
    return [0.0] * int(seconds * RATE)


def mix_into(target: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``target`` starting ``at`` seconds in (clipped to its length)."""
    start = int(at * RATE)
    for i, value in enumerate(sound[: max(0, len(target) - start)]):
        target[start + i] += value * gain


def lowpass(samples: Samples, cutoff: Callable[[float], float]) -> Samples:
    """A one-pole low-pass filter whose cutoff (Hz) may change over time ``t``."""
    out: Samples = []
    state = 0.0
    for i, value in enumerate(samples):
        hz = cutoff(i / RATE)
        alpha = 1.0 - math.exp(-2.0 * math.pi * hz / RATE)
        state += alpha * (value - state)
        out.append(state)
    return out


def highpass(samples: Samples, hz: float) -> Samples:
    """A one-pole high-pass filter: removes rumble and any DC offset."""
    smooth = lowpass(samples, lambda _t: hz)
    return [value - low for value, low in zip(samples, smooth, strict=True)]


def noise(seconds: float, rng: random.Random) -> Samples:
    """White noise in -1..1."""
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def tone(
    seconds: float,
    freq: Callable[[float], float],
    decay: float,
    harmonics: tuple[float, ...] = (1.0,),
    attack: float = 0.002,
) -> Samples:
    """A pitched tone: sine partials with a short attack and an exponential decay.

    ``freq(t)`` may glide; ``harmonics`` gives the level of partials 1, 2, 3...
    """
    out: Samples = []
    phase = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        phase += 2.0 * math.pi * freq(t) / RATE
        value = sum(level * math.sin(phase * (k + 1)) for k, level in enumerate(harmonics))
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(value * envelope)
    return out


def decaying(samples: Samples, decay: float, attack: float = 0.001) -> Samples:
    """``samples`` shaped by a short attack and an exponential decay (seconds)."""
    return [
        value * min(1.0, (i / RATE) / attack) * math.exp(-(i / RATE) / decay)
        for i, value in enumerate(samples)
    ]


def finish(samples: Samples, peak: float, fade: float = 0.004) -> Samples:
    """Fade both ends (no clicks) and scale so the loudest sample is ``peak``."""
    count = len(samples)
    ramp = max(1, int(fade * RATE))
    shaped = [value * min(1.0, i / ramp, (count - 1 - i) / ramp) for i, value in enumerate(samples)]
    loudest = max(abs(value) for value in shaped) or 1.0
    return [value * peak / loudest for value in shaped]


# --------------------------------------------------------------------------- the sounds


def click(rng: random.Random, pitch: float = 1.0) -> Samples:
    """A soft wooden click: a short damped tone with a breath of filtered noise."""
    body = tone(
        0.05, lambda t: 760.0 * pitch * (1.0 - 0.25 * min(1.0, t / 0.02)), 0.009, (1.0, 0.25)
    )
    grit = decaying(lowpass(noise(0.05, rng), lambda _t: 3500.0), 0.003)
    return [b + 0.35 * g for b, g in zip(body, grit, strict=True)]


def reveal(rng: random.Random) -> Samples:
    """Opening one cell: a single soft click."""
    return finish(click(rng), 0.45)


def flag(rng: random.Random) -> Samples:
    """Planting a flag: a round pop that drops in pitch."""
    pop = tone(0.09, lambda t: 1150.0 - 4500.0 * min(t, 0.1), 0.022, (1.0, 0.3, 0.08))
    tick = decaying(highpass(noise(0.09, rng), 2000.0), 0.0015)
    return finish([p + 0.25 * k for p, k in zip(pop, tick, strict=True)], 0.5)


def chord(rng: random.Random) -> Samples:
    """Chording: two quick clicks, the second a little higher."""
    out = silence(0.16)
    mix_into(out, click(rng), 0.0)
    mix_into(out, click(rng, 1.26), 0.075, 0.9)
    return finish(out, 0.48)


def opening(rng: random.Random) -> Samples:
    """A big opening: a cascade of tiny rising ticks over a soft whoosh."""
    length = 0.75
    out = silence(length)
    whoosh = lowpass(noise(length, rng), lambda t: 300.0 + 2600.0 * math.sin(math.pi * t / length))
    swell = [math.sin(math.pi * i / len(whoosh)) ** 2 for i in range(len(whoosh))]
    mix_into(out, [w * s for w, s in zip(whoosh, swell, strict=True)], 0.0, 0.6)
    scale = (1.0, 9 / 8, 5 / 4, 3 / 2, 5 / 3, 2.0)
    ticks = 34
    for n in range(ticks):
        at = 0.6 * (n / ticks) ** 0.8 + rng.uniform(0.0, 0.012)
        step = scale[rng.randrange(len(scale))] * (1.0 + 0.6 * n / ticks)
        tick = tone(0.04, lambda _t, s=step: 900.0 * s, 0.007, (1.0, 0.2))
        mix_into(out, tick, at, 0.45 * (1.0 - 0.5 * n / ticks))
    return finish(highpass(out, 60.0), 0.6)


def explosion(rng: random.Random) -> Samples:
    """Stepping on a mine: a noise burst that darkens as it dies, over a low thump."""
    length = 1.3
    roar = lowpass(noise(length, rng), lambda t: 150.0 + 4000.0 * math.exp(-t / 0.12))
    roar = decaying(roar, 0.28, attack=0.004)
    rumble = lowpass(noise(length, rng), lambda _t: 90.0)
    rumble = decaying(rumble, 0.45, attack=0.01)
    thump = tone(length, lambda t: 45.0 + 90.0 * math.exp(-t / 0.05), 0.22, (1.0, 0.4))
    mixed = [a + 4.0 * b + 0.6 * c for a, b, c in zip(roar, rumble, thump, strict=True)]
    warm = [math.tanh(1.6 * value) for value in mixed]
    return finish(highpass(warm, 25.0), 0.85, fade=0.01)


def win(rng: random.Random) -> Samples:
    """Winning: a bright rising arpeggio ending on a held octave."""
    del rng
    notes = (523.25, 659.25, 783.99, 1046.50)
    out = silence(1.05)
    for index, hz in enumerate(notes):
        last = index == len(notes) - 1
        bell = tone(
            0.9 if last else 0.4,
            lambda _t, f=hz: f,
            0.35 if last else 0.16,
            (1.0, 0.35, 0.12, 0.05),
            attack=0.004,
        )
        mix_into(out, bell, 0.1 * index, 1.0 if last else 0.8)
    return finish(out, 0.7, fade=0.02)


CELL_NOTES = (523.25, 587.33, 659.25, 698.46, 783.99, 880.00, 987.77, 1046.50)
"""Numbers 1 to 8: the C major scale upwards, so a higher number sounds higher."""


def cell_empty(rng: random.Random) -> Samples:
    """An open cell with no mine around it: a low, dry click."""
    return finish(click(rng, 0.6), 0.4)


def cell_number(number: int) -> Callable[[random.Random], Samples]:
    """An open number: a short marimba-like note, higher for higher numbers."""

    def make(rng: random.Random) -> Samples:
        del rng
        hz = CELL_NOTES[number - 1]
        return finish(tone(0.14, lambda _t: hz, 0.05, (1.0, 0.0, 0.45, 0.0, 0.15)), 0.45)

    return make


def cell_flag(rng: random.Random) -> Samples:
    """A flagged cell: two quick bright pips, high then low."""
    del rng
    out = silence(0.16)
    for index, hz in enumerate((1318.5, 987.77)):
        pip = tone(0.06, lambda _t, f=hz: f, 0.03, (1.0, 0.5, 0.3, 0.2), attack=0.001)
        mix_into(out, pip, 0.07 * index)
    return finish(out, 0.42)


def cell_mine(rng: random.Random) -> Samples:
    """A mine (after a loss): a low buzz, rough with odd harmonics."""
    del rng
    buzz = tone(0.2, lambda _t: 98.0, 0.09, (1.0, 0.0, 0.6, 0.0, 0.4, 0.0, 0.25), attack=0.004)
    return finish([math.tanh(2.0 * value) for value in buzz], 0.5)


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "reveal": reveal,
    "flag": flag,
    "chord": chord,
    "opening": opening,
    "explosion": explosion,
    "win": win,
    "cell_0": cell_empty,
    **{f"cell_{n}": cell_number(n) for n in range(1, 9)},
    "cell_flag": cell_flag,
    "cell_mine": cell_mine,
}


def write_wav(path: Path, samples: Samples) -> None:
    """Write 16-bit mono PCM at RATE; values are clamped to -1..1 first."""
    frames = b"".join(
        struct.pack("<h", round(max(-1.0, min(1.0, value)) * 32767)) for value in samples
    )
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    """Synthesise every sound into ``--out`` (default assets/sounds)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for index, (name, make) in enumerate(SOUNDS.items()):
        samples = make(random.Random(SEED + index))
        write_wav(args.out / f"{name}.wav", samples)
        print(f"wrote {args.out / name}.wav ({len(samples) / RATE:.2f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
