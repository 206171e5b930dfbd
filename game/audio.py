"""Sound effects that can never stop the game: a small, failure-proof layer over pygame.mixer.

No sound device (CI, some laptops), a missing or broken WAV file: each is logged once
and the game simply stays silent there. The effects are the `Sound` enum, so a name the
game has no file for is a type error, not a silence. The cell sounds (`CellSound`: what the
keyboard cursor's cell holds, 0 to 8, a flag, a mine) play only when the player turned them
on. A skin may bring its own sounds: a `sounds` folder in the skin with files of the same
names replaces those (docs/skins.md); the shipped ones fill in the rest.

>>> audio = Audio()            # assets/sounds, mixer started if a device exists
>>> audio.play(Sound.REVEAL)   # no-op when unavailable or muted
>>> audio.volume = 0.5         # clamped to 0..1
>>> audio.toggle_mute()        # returns the new muted state
True
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path

import pygame

from game.model import Appearance
from game.resources import sounds_dir

log = logging.getLogger(__name__)


class Sound(StrEnum):
    """The effects the game plays; each is ``<value>.wav`` in the sounds folder."""

    REVEAL = "reveal"
    FLAG = "flag"
    CHORD = "chord"
    OPENING = "opening"
    EXPLOSION = "explosion"
    WIN = "win"


class CellSound(StrEnum):
    """What the cursor's cell holds, as a short sound; each is ``<value>.wav``."""

    EMPTY = "cell_0"
    N1 = "cell_1"
    N2 = "cell_2"
    N3 = "cell_3"
    N4 = "cell_4"
    N5 = "cell_5"
    N6 = "cell_6"
    N7 = "cell_7"
    N8 = "cell_8"
    FLAG = "cell_flag"
    MINE = "cell_mine"


_CELL_SOUNDS = {
    Appearance.OPEN: CellSound.EMPTY,
    **{Appearance.of_number(n): CellSound(f"cell_{n}") for n in range(1, 9)},
    Appearance.FLAG: CellSound.FLAG,
    Appearance.MINE_WRONG: CellSound.FLAG,
    Appearance.MINE: CellSound.MINE,
    Appearance.MINE_RED: CellSound.MINE,
}


def cell_sound(look: Appearance) -> CellSound | None:
    """The sound of a cell that shows `look` (None: a covered cell, which is silent)."""
    return _CELL_SOUNDS.get(look)


Effect = Sound | CellSound

MIXER_FREQUENCY = 44_100
MIXER_BUFFER = 512
MIXER_CHANNELS = 16


def shipped_sounds_dir() -> Path:
    """The shipped sound effects (checkout, installed package or PyInstaller bundle)."""
    return sounds_dir()


def _clamp(value: float) -> float:
    """``value`` limited to 0..1 (anything not a finite number counts as 0)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    if not math.isfinite(number):
        return 0.0
    return min(1.0, max(0.0, number))


class Audio:
    """The game's sound player: mute toggle, volume, and silence when anything fails.

    ``enabled=False`` starts muted (the setting "sound off"); the mixer is still
    started so that unmuting works at once.
    """

    def __init__(
        self, sounds_dir: Path | None = None, *, enabled: bool = True, volume: float = 0.7
    ) -> None:
        self._sounds: dict[Effect, pygame.mixer.Sound] = {}
        self._volume = _clamp(volume)
        self.muted = not enabled
        self.available = self._start_mixer()
        self.shipped = Path(sounds_dir) if sounds_dir is not None else shipped_sounds_dir()
        self.own: Path | None = None
        if self.available:
            self._load()

    @property
    def volume(self) -> float:
        """Effect volume from 0 (silent) to 1 (full); setting it clamps."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    @property
    def loaded(self) -> tuple[Effect, ...]:
        """The sounds that loaded and can play."""
        return tuple(self._sounds)

    def use_skin_sounds(self, folder: Path | None, again: bool = False) -> None:
        """Take the sounds a skin brings in `folder` (its `sounds` folder) before the shipped
        ones; None: the shipped ones only. Loaded again only when the folder changes, or
        `again` (F5: the modder changed a file)."""
        if folder is not None and not folder.is_dir():
            folder = None
        if folder == self.own and not again:
            return
        self.own = folder
        if self.available:
            self._sounds.clear()
            self._load()

    def play_cell(self, name: CellSound | None) -> None:
        """Play a cell's sound (None, a covered cell: nothing), cutting short the one before
        so the cursor can move quickly."""
        if name is None or not self.available or self.muted:
            return
        with contextlib.suppress(pygame.error):
            for other in CellSound:
                if other is not name and other in self._sounds:
                    self._sounds[other].stop()
        self.play(name)

    def play(self, name: Effect) -> None:
        """Play the effect ``name``; a silent no-op when unavailable, muted or not loaded."""
        if not self.available or self.muted:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error as error:
            log.warning("sound %r could not play (%s); it stays silent", str(name), error)
            del self._sounds[name]

    def toggle_mute(self) -> bool:
        """Mute or unmute (stopping what is playing when muting); return the new state."""
        self.muted = not self.muted
        if self.muted and self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.stop()
        return self.muted

    def _start_mixer(self) -> bool:
        """Start pygame's mixer unless running; False (logged once) when there is no device."""
        try:
            if not pygame.mixer.get_init():
                with _quiet_native_stderr():
                    pygame.mixer.init(MIXER_FREQUENCY, -16, 2, MIXER_BUFFER)
            pygame.mixer.set_num_channels(MIXER_CHANNELS)
        except (pygame.error, NotImplementedError, OSError) as error:
            log.warning("no sound device (%s): the game runs silently", error)
            return False
        return True

    def _load(self) -> None:
        """Load every effect (the skin's file first, else the shipped one); a missing or
        broken file is logged and skipped."""
        folders = [folder for folder in (self.own, self.shipped) if folder is not None]
        for name in (*Sound, *CellSound):
            path = next(
                (f / f"{name}.wav" for f in folders if (f / f"{name}.wav").is_file()),
                self.shipped / f"{name}.wav",
            )
            if not path.is_file():
                log.warning("sound %r missing (%s); it stays silent", str(name), path)
                continue
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, ValueError) as error:
                log.warning(
                    "sound %r cannot be loaded from %s (%s); it stays silent",
                    str(name),
                    path,
                    error,
                )
                continue
            sound.set_volume(self._volume)
            self._sounds[name] = sound


@contextlib.contextmanager
def _quiet_native_stderr() -> Iterator[None]:
    """Silence what C libraries (ALSA) print while probing for a sound device.

    Without a device, libasound writes a dozen lines straight to file descriptor 2;
    the game reports the missing device itself, in one line, through the log.
    """
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as devnull:
            os.dup2(devnull.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
