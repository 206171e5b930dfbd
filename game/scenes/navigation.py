"""Moving between scenes by name, through one navigator built in one place.

Scenes never import each other: they ask the navigator (`ctx.navigator`), which
game/bootstrap.py fills with a factory per scene name (as Tuxemon registers its states).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Any

from game.context import Context
from game.engine.scene import Scene
from game.model import Difficulty


class Screen(StrEnum):
    """Every scene the navigator can open."""

    TITLE = "title"
    PLAY = "play"
    CUSTOM = "custom"
    SETTINGS = "settings"
    STATS = "stats"
    ABOUT = "about"
    RESULT = "result"
    PAUSE = "pause"
    MESSAGE = "message"
    REPLAYS = "replays"
    REPLAY = "replay"
    TRAIN = "train"
    CHARTS = "charts"


Factory = Callable[..., Scene]


class Navigator:
    """Opens scenes by name; `factories` maps each Screen to a scene constructor."""

    def __init__(self, ctx: Context, factories: dict[Screen, Factory]) -> None:
        self.ctx = ctx
        self.factories = factories

    def make(self, screen: Screen, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of that kind (not shown yet)."""
        return self.factories[screen](self.ctx, *args, **kwargs)

    def push(self, screen: Screen, *args: Any, **kwargs: Any) -> None:
        """Show a scene on top of the current one."""
        self.ctx.stack.push(self.make(screen, *args, **kwargs))

    def replace_all(self, screen: Screen, *args: Any, **kwargs: Any) -> None:
        """Leave every scene (each saves what it holds first) and show this one; if it
        cannot be made, the title screen shows instead and the error goes on."""
        self.ctx.stack.clear()
        try:
            scene = self.make(screen, *args, **kwargs)
        except Exception:
            self.ctx.stack.push(self.make(Screen.TITLE))
            raise
        self.ctx.stack.push(scene)

    def to_title(self) -> None:
        """Back to the title screen, leaving any game (it is saved as it goes)."""
        self.replace_all(Screen.TITLE)

    def start_game(
        self, difficulty: Difficulty, seed: int | None = None, saved: object = None
    ) -> None:
        """Replace everything with a new (or resumed) game."""
        self.replace_all(Screen.PLAY, difficulty, seed=seed, saved=saved)

    def show_result(self, play: Scene) -> None:
        """The win / lose panel over a finished game."""
        self.push(Screen.RESULT, play)

    def pause(self, play: Scene) -> None:
        """Hide the board until any key or click."""
        self.push(Screen.PAUSE, play)

    def ask(self, title: str, text: str, choices: list[tuple[str, Callable[[], None]]]) -> None:
        """A message with buttons."""
        self.push(Screen.MESSAGE, title, text, choices)


def navigator(ctx: Context) -> Navigator:
    """The context's navigator."""
    nav = ctx.navigator
    assert isinstance(nav, Navigator), "game/bootstrap.py sets ctx.navigator"
    return nav


def to_title(ctx: Context) -> None:
    """Back to the title screen."""
    navigator(ctx).to_title()


def start_game(
    ctx: Context, difficulty: Difficulty, seed: int | None = None, saved: object = None
) -> None:
    """Replace everything with a new (or resumed) game."""
    navigator(ctx).start_game(difficulty, seed=seed, saved=saved)


def open_custom(ctx: Context) -> None:
    """Push the custom board editor."""
    navigator(ctx).push(Screen.CUSTOM)


def open_settings(ctx: Context) -> None:
    """Push the settings scene."""
    navigator(ctx).push(Screen.SETTINGS)


def open_stats(ctx: Context, difficulty: str | None = None) -> None:
    """Push the statistics scene (on one difficulty's tab when given)."""
    navigator(ctx).push(Screen.STATS, difficulty)


def open_about(ctx: Context) -> None:
    """Push the about scene."""
    navigator(ctx).push(Screen.ABOUT)


def open_replays(ctx: Context) -> None:
    """Push the list of saved replays."""
    navigator(ctx).push(Screen.REPLAYS)


def open_trainer(ctx: Context) -> None:
    """Push the puzzle trainer (rated puzzles, the puzzle of the day, lessons)."""
    navigator(ctx).push(Screen.TRAIN)


def open_charts(ctx: Context) -> None:
    """Push the charts of the statistics."""
    navigator(ctx).push(Screen.CHARTS)
