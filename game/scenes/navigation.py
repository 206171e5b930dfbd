"""Moving between scenes: title, play, settings, statistics, about."""

from __future__ import annotations

from game.context import Context
from game.model import Difficulty
from game.scenes.train import TrainScene


def to_title(ctx: Context) -> None:
    """Back to the title screen, leaving any game (an unfinished one is saved)."""
    from game.scenes.title import TitleScene

    ctx.stack.clear()
    ctx.stack.push(TitleScene(ctx))


def start_game(
    ctx: Context, difficulty: Difficulty, seed: int | None = None, saved: dict | None = None
) -> None:
    """Replace everything with a new (or resumed) game."""
    from game.scenes.play import PlayScene

    scene = PlayScene(ctx, difficulty, seed=seed, saved=saved)
    ctx.stack.clear()
    ctx.stack.push(scene)


def open_custom(ctx: Context) -> None:
    """Push the custom board editor."""
    from game.scenes.custom import CustomScene

    ctx.stack.push(CustomScene(ctx))


def open_settings(ctx: Context) -> None:
    """Push the settings scene."""
    from game.scenes.settings import SettingsScene

    ctx.stack.push(SettingsScene(ctx))


def open_stats(ctx: Context) -> None:
    """Push the statistics scene."""
    from game.scenes.stats import StatsScene

    ctx.stack.push(StatsScene(ctx))


def open_about(ctx: Context) -> None:
    """Push the about scene."""
    from game.scenes.about import AboutScene

    ctx.stack.push(AboutScene(ctx))


def open_trainer(ctx: Context) -> None:
    """Push the puzzle trainer (rated puzzles, the puzzle of the day, lessons)."""
    ctx.stack.push(TrainScene(ctx))
