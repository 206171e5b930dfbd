"""Sound: the player never raises (no device, bad files); every `Sound` has its sane WAV."""

from __future__ import annotations

import logging
import subprocess
import sys
import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.audio import Audio, CellSound, Sound, shipped_sounds_dir

TOOL = Path(__file__).resolve().parents[1] / "tools" / "make_sounds.py"


@pytest.fixture(autouse=True)
def _mixer_left_as_found() -> Iterator[None]:
    """Quit the mixer after a test that started it, so tests stay independent."""
    was_running = bool(pygame.mixer.get_init())
    yield
    if not was_running and pygame.mixer.get_init():
        pygame.mixer.quit()


@pytest.fixture
def no_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """Simulate a machine without a sound device: the mixer refuses to start."""

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)


def test_real_mixer_loads_every_effect_and_cell_sound() -> None:
    audio = Audio()
    assert audio.available
    assert set(audio.loaded) == {*Sound, *CellSound}
    for name in Sound:
        audio.play(name)
    for cell in CellSound:
        audio.play_cell(cell)


def test_mixer_failure_leaves_a_usable_silent_player(
    no_device: None, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="game.audio"):
        audio = Audio()
    assert not audio.available
    assert audio.loaded == ()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "no sound device" in warnings[0].getMessage()
    audio.play(Sound.REVEAL)
    audio.play(Sound.EXPLOSION)
    assert audio.toggle_mute() is True
    assert audio.toggle_mute() is False
    audio.volume = 0.3
    assert audio.volume == pytest.approx(0.3)
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="game.audio"):
        audio.play(Sound.WIN)
    assert caplog.records == []


class _Recorder:
    """Stands in for a loaded pygame Sound and notes each play."""

    def __init__(self, log: list[str], name: str) -> None:
        self.log, self.name = log, name

    def play(self) -> None:
        self.log.append(self.name)

    def set_volume(self, _volume: float) -> None:
        pass


def test_each_sound_plays_its_own_effect_and_the_enum_is_the_shipped_set() -> None:
    audio = Audio()
    played: list[str] = []
    audio.available = True  # with or without a device, the player decides by name
    audio._sounds = {name: _Recorder(played, name) for name in Sound}
    for name in Sound:
        audio.play(name)
    assert played == [str(name) for name in Sound]
    shipped = {p.stem for p in shipped_sounds_dir().glob("*.wav")}
    assert shipped == {str(s) for s in Sound} | {str(s) for s in CellSound}
    with pytest.raises(ValueError):
        Sound("no-such-sound")  # a name outside the enum is refused where it is made
    audio.toggle_mute()
    audio.play(Sound.WIN)
    assert len(played) == len(Sound)  # muted: nothing more


@pytest.mark.parametrize(
    ("value", "expected"), [(2.0, 1.0), (-1.0, 0.0), (0.25, 0.25), (float("nan"), 0.0)]
)
def test_volume_is_clamped_and_applied(value: float, expected: float) -> None:
    audio = Audio(volume=value)
    assert audio.volume == pytest.approx(expected)
    audio.volume = value
    assert audio.volume == pytest.approx(expected)
    audio.volume = 0.5
    assert audio.volume == 0.5


def test_disabled_starts_muted_and_unmutes() -> None:
    audio = Audio(enabled=False)
    assert audio.muted
    audio.play(Sound.REVEAL)
    assert audio.toggle_mute() is False
    assert not audio.muted


def test_missing_and_broken_files_are_silent(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for name in ("reveal", "flag"):
        (tmp_path / f"{name}.wav").write_bytes((shipped_sounds_dir() / f"{name}.wav").read_bytes())
    (tmp_path / "win.wav").write_bytes(b"RIFF not really a wave file")
    with caplog.at_level(logging.WARNING, logger="game.audio"):
        audio = Audio(tmp_path)
    assert audio.available
    assert set(audio.loaded) == {"reveal", "flag"}
    messages = " ".join(r.getMessage() for r in caplog.records)
    assert "'chord' missing" in messages
    assert "'win' cannot be loaded" in messages
    for name in Sound:
        audio.play(name)


def test_shipped_wavs_are_short_small_and_unclipped() -> None:
    total = 0
    for name in Sound:
        path = shipped_sounds_dir() / f"{name}.wav"
        total += path.stat().st_size
        with wave.open(str(path)) as wav:
            assert wav.getnchannels() == 1
            assert wav.getsampwidth() == 2
            assert wav.getframerate() in (22_050, 44_100)
            assert 0 < wav.getnframes() / wav.getframerate() < 1.5
            frames = wav.readframes(wav.getnframes())
        samples = memoryview(frames).cast("h")
        peak = max(abs(s) for s in samples)
        assert 3000 < peak < 32_000, name
        assert samples[0] == 0 and abs(samples[-1]) < 64, name
    assert total < 500_000


def read_samples(path: Path) -> tuple[tuple[int, int, int], list[int]]:
    """The format (channels, width, rate) and the samples of a 16-bit WAV file."""
    with wave.open(str(path)) as wav:
        params = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
        return params, list(memoryview(wav.readframes(wav.getnframes())).cast("h"))


def test_sound_synthesis_is_deterministic(tmp_path: Path) -> None:
    """The script reproduces the shipped files (to one LSB, allowing another libm)."""
    command = [sys.executable, str(TOOL), "--out", str(tmp_path)]
    subprocess.run(command, check=True, capture_output=True)
    for name in Sound:
        fresh_format, fresh = read_samples(tmp_path / f"{name}.wav")
        shipped_format, shipped = read_samples(shipped_sounds_dir() / f"{name}.wav")
        assert fresh_format == shipped_format
        assert len(fresh) == len(shipped)
        assert max(abs(a - b) for a, b in zip(fresh, shipped, strict=True)) <= 1, name


def test_a_skin_brings_its_own_sounds_and_the_shipped_ones_fill_in(tmp_path: Path) -> None:
    audio = Audio()
    if not audio.available:
        pytest.skip("no sound device, not even SDL's dummy one")
    own = tmp_path / "sounds"
    own.mkdir()
    (own / "cell_3.wav").write_bytes((shipped_sounds_dir() / "win.wav").read_bytes())
    shipped_three = audio._sounds[CellSound.N3].get_length()
    audio.use_skin_sounds(own)
    assert audio._sounds[CellSound.N3].get_length() == pytest.approx(
        audio._sounds[Sound.WIN].get_length()
    )
    assert audio._sounds[CellSound.N4].get_length() == pytest.approx(shipped_three)
    audio.use_skin_sounds(tmp_path / "no-such-folder")
    assert audio._sounds[CellSound.N3].get_length() == pytest.approx(shipped_three)


def test_cell_sounds_tell_what_a_cell_holds() -> None:
    from game.audio import cell_sound
    from game.model import Appearance

    assert cell_sound(Appearance.COVERED) is None
    assert cell_sound(Appearance.OPEN) is CellSound.EMPTY
    assert [cell_sound(Appearance.of_number(n)) for n in range(1, 9)] == list(CellSound)[1:9]
    assert cell_sound(Appearance.FLAG) is CellSound.FLAG
    assert cell_sound(Appearance.MINE_RED) is CellSound.MINE
