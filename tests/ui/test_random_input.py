"""Whatever a player presses, clicks, scrolls or types, in any order, on any screen and at any
window size, the game never fails: random input (seeded, so a failure repeats) into the real
game on a played data folder, in English and German. A quit (Esc on the title) starts it
again. A failure names the seed and the last inputs."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from game.i18n import Language, set_language
from tests.scenes.harness import Game
from tests.ui.played_data import copy_played

STEPS = 400
SIZES = ((480, 360), (640, 480), (800, 600), (1024, 768), (1280, 800), (1920, 1080), (700, 900))
KEYS = (
    *(pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_RETURN, pygame.K_ESCAPE),
    *(pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_SPACE),
    *(pygame.K_F1, pygame.K_F2, pygame.K_F5, pygame.K_F10, pygame.K_PAGEUP, pygame.K_PAGEDOWN),
    *(pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_KP5),
    *(pygame.K_PLUS, pygame.K_MINUS, pygame.K_KP0),
    *(getattr(pygame, f"K_{letter}") for letter in "abcdefghilmnopqrstuvxyz"),
)
MODS = (0, 0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT)


class Player:
    """A player who does anything at all: keys with any modifier, any mouse button pressed
    and released anywhere (held across other inputs too), the wheel, typed text, the window
    resized, the focus lost, time passing."""

    def __init__(self, seed: int, language: Language) -> None:
        self.rng = random.Random(seed)
        self.language = language
        self.held: set[int] = set()
        self.done: list[str] = []
        self.game = self._start()

    def _start(self) -> Game:
        self.held.clear()
        return Game(["--lang", self.language.value])

    def step(self) -> None:
        """One random input, then the frames it takes."""
        game, rng = self.game, self.rng
        w, h = game.surface.get_size()
        roll = rng.random()
        if roll < 0.35:
            key, mod = rng.choice(KEYS), rng.choice(MODS)
            if key == pygame.K_ESCAPE and rng.random() < 0.7:
                key = pygame.K_RETURN  # fewer quits: more time inside the screens
            self.done.append(f"key {pygame.key.name(key)} mod {mod}")
            text = chr(key) if 32 <= key < 127 else ""
            game.key(key, unicode=text, mod=mod, frames=rng.randint(1, 3))
        elif roll < 0.75:
            self._mouse((rng.randrange(w), rng.randrange(h)), rng.choice((1, 1, 1, 3, 3, 2)))
        elif roll < 0.82:
            wheel = rng.choice((-3, -1, 1, 3))
            self.done.append(f"wheel {wheel}")
            still = {"x": 0, "flipped": False, "precise_x": 0.0}
            game.post(pygame.MOUSEWHEEL, y=wheel, precise_y=float(wheel), **still)
            game.frames()
        elif roll < 0.85:
            size = rng.choice(SIZES)
            self.done.append(f"window {size}")
            pygame.display.set_mode(size, pygame.RESIZABLE)
            game.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            game.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
            game.frames(2)
        elif roll < 0.88:
            self.done.append("focus lost and back")
            game.post(pygame.WINDOWFOCUSLOST)
            game.frames()
            game.post(pygame.WINDOWFOCUSGAINED)
            game.frames()
        elif roll < 0.92:
            text = "".join(rng.choice("0123456789abcxyzMS-äö ") for _ in range(rng.randint(1, 6)))
            self.done.append(f"text {text!r}")
            game.post(pygame.TEXTINPUT, text=text)
            game.frames()
        else:
            wait = rng.choice((0.1, 0.5, 2.0))
            self.done.append(f"wait {wait} s")
            game.seconds(wait)

    def _mouse(self, pos: tuple[int, int], button: int) -> None:
        game = self.game
        buttons = tuple(int(b in self.held) for b in (1, 2, 3))
        game.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)
        if button in self.held and self.rng.random() < 0.8:
            self.done.append(f"release {button} at {pos}")
            game.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
            self.held.discard(button)
        else:
            self.done.append(f"press {button} at {pos}")
            game.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
            self.held.add(button)
            if self.rng.random() < 0.6:
                game.frames(self.rng.randint(0, 2))
                self.done.append(f"release {button}")
                game.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
                self.held.discard(button)
        game.frames(self.rng.randint(1, 2))

    def play(self, steps: int) -> int:
        """Play `steps` inputs; the number of times the game was quit and started again."""
        restarts = 0
        for _ in range(steps):
            try:
                self.step()
                quit_now = self.game.ctx.stack.top is None
            except SystemExit:
                quit_now = True
            if quit_now:
                restarts += 1
                self.game.close()
                self.game = self._start()
        self.game.close()
        return restarts


@pytest.mark.parametrize("seed", (1, 2, 3))
@pytest.mark.parametrize("language", (Language.EN, Language.DE))
def test_random_input_never_fails(played: Path, seed: int, language: Language):
    copy_played(played, Path(os.environ["MINESWEEPER_HOME"]))
    set_language(language)
    player = Player(seed, language)
    try:
        player.play(STEPS)
    except Exception as error:
        last = "\n  ".join(player.done[-12:])
        raise AssertionError(f"seed {seed} {language.value}: the last inputs\n  {last}") from error
    finally:
        set_language(Language.EN)
