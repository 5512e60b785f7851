"""Write the clock's sounds as small WAV files into resources/sounds/ (stdlib only).

Run ``python packaging/make_sounds.py``; the files are committed, so this only
needs running when a tone is changed. Each sound is a few sine tones with short
fades (no clicks), 22050 Hz mono 16-bit.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"

# name: [(frequency Hz, seconds), ...]; frequency 0 is silence
SOUNDS: dict[str, list[tuple[float, float]]] = {
    "one_minute": [(880.0, 0.18), (0.0, 0.08), (880.0, 0.18)],
    "level_up": [(523.25, 0.16), (659.25, 0.16), (783.99, 0.32)],
    "break": [(783.99, 0.2), (659.25, 0.2), (523.25, 0.4)],
}


def tone(frequency: float, seconds: float, volume: float = 0.5) -> list[int]:
    count = int(RATE * seconds)
    fade = min(count // 4, int(RATE * 0.01))
    samples = []
    for i in range(count):
        envelope = min(1.0, i / fade if fade else 1.0, (count - i) / fade if fade else 1.0)
        value = math.sin(2 * math.pi * frequency * i / RATE) if frequency else 0.0
        samples.append(int(32767 * volume * envelope * value))
    return samples


def write(name: str, parts: list[tuple[float, float]]) -> Path:
    path = OUT / f"{name}.wav"
    samples = [s for freq, secs in parts for s in tone(freq, secs)]
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    return path


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, parts in SOUNDS.items():
        print(write(name, parts))


if __name__ == "__main__":
    main()
