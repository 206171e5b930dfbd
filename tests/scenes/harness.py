"""Drive the real game (dummy video driver) with real pygame events and a fake clock."""

from __future__ import annotations

import pygame

from game.bootstrap import build_context, first_scene, make_loop
from game.cli import parse_args

FRAME = 1 / 60


class FakeClock:
    """Advances a fixed time per frame; tick() never sleeps."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def tick(self, framerate: float = 0) -> int:
        self.now += FRAME
        return int(FRAME * 1000)


class Game:
    """The whole game as a player meets it, minus the real window."""

    def __init__(self, argv: list[str] | None = None) -> None:
        self.clock = FakeClock()
        self.ctx = build_context(parse_args(argv or []), clock=self.clock)
        first_scene(self.ctx)
        self.loop = make_loop(self.ctx, clock=self.clock, now=self.clock)
        self.frames(2)

    @property
    def top(self):
        return self.ctx.stack.top

    @property
    def surface(self) -> pygame.Surface:
        return pygame.display.get_surface()

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.loop.frame()

    def seconds(self, seconds: float) -> None:
        self.frames(round(seconds / FRAME))

    def post(self, kind: int, **fields) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    def key(self, key: int, unicode: str = "", mod: int = 0, frames: int = 1) -> None:
        self.post(pygame.KEYDOWN, key=key, unicode=unicode, mod=mod, scancode=0)
        self.post(pygame.KEYUP, key=key, unicode=unicode, mod=mod, scancode=0)
        self.frames(frames)

    def cell_pos(self, row: int, col: int, play=None) -> tuple[int, int]:
        play = play or self.ctx.stack.find(_play_class())
        vp = play.layout.viewport
        size = play.layout.cell
        return (
            vp.x + col * size + size // 2 - play.ui.scroll[0],
            vp.y + row * size + size // 2 - play.ui.scroll[1],
        )

    def press(self, pos, button: int = 1) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.frames()

    def release(self, pos, button: int = 1) -> None:
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames()

    def click(self, pos, button: int = 1) -> None:
        self.press(pos, button)
        self.release(pos, button)

    def click_cell(self, row: int, col: int, button: int = 1) -> None:
        self.click(self.cell_pos(row, col), button)

    def close(self) -> None:
        self.ctx.stack.clear()
        self.ctx.stats.close()
        pygame.quit()


def _play_class():
    from game.scenes.play.scene import PlayScene

    return PlayScene
