"""Moving between scenes through one typed navigator built in one place.

Scenes never import each other: they call `ctx.navigator` (the `Navigator` protocol of
game/navigator.py, one method per screen), which game/bootstrap.py builds from a
`Factories` record holding each scene's constructor (as Tuxemon registers its states).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.context import Context
from game.engine.scene import Scene
from game.model import Difficulty
from game.navigator import Choices, Navigator, PlayHost
from game.navigator import Screen as Screen  # the names of the screens, for callers
from game.session.race import RaceStart, race_difficulty
from game.storage.gamelog import GameLog

Plain = Callable[[Context], Scene]


@dataclass(frozen=True)
class Factories:
    """The constructor of every scene, with the arguments each one takes."""

    title: Plain
    play: Callable[
        [Context, Difficulty, int | None, GameLog | None, str | None, RaceStart | None], Scene
    ]
    custom: Plain
    settings: Plain
    keys: Plain
    stats: Callable[[Context, str | None], Scene]
    about: Plain
    result: Callable[[Context, PlayHost], Scene]
    pause: Callable[[Context, PlayHost], Scene]
    message: Callable[[Context, str, str, Choices, int], Scene]
    replays: Plain
    replay: Callable[[Context, object, str], Scene]
    train: Plain
    charts: Plain
    challenges: Plain


class SceneNavigator:
    """The `Navigator`: builds each screen from its factory and puts it on the stack."""

    def __init__(self, ctx: Context, factories: Factories) -> None:
        self.ctx = ctx
        self.factories = factories

    def _push(self, scene: Scene) -> None:
        self.ctx.stack.push(scene)

    def _replace_all(self, make: Callable[[], Scene]) -> None:
        """Leave every scene (each saves what it holds first) and show a new one; if it
        cannot be made, the title screen shows instead and the error goes on."""
        self.ctx.stack.clear()
        try:
            scene = make()
        except Exception:
            self.ctx.stack.push(self.factories.title(self.ctx))
            raise
        self.ctx.stack.push(scene)

    def title(self) -> None:
        """Back to the title screen, leaving any game (it is saved as it goes)."""
        self._replace_all(lambda: self.factories.title(self.ctx))

    def play(
        self, difficulty: Difficulty, seed: int | None = None, saved: GameLog | None = None
    ) -> None:
        """Replace everything with a new (or resumed) game."""
        self._replace_all(
            lambda: self.factories.play(self.ctx, difficulty, seed, saved, None, None)
        )

    def analysis(self, difficulty: Difficulty, position: str) -> None:
        """A position to analyse, over what is shown."""
        self._push(self.factories.play(self.ctx, difficulty, None, None, position, None))

    def custom(self) -> None:
        """The custom board editor."""
        self._push(self.factories.custom(self.ctx))

    def settings(self) -> None:
        """The settings."""
        self._push(self.factories.settings(self.ctx))

    def keys(self) -> None:
        """Settings > Keys."""
        self._push(self.factories.keys(self.ctx))

    def stats(self, difficulty: str | None = None) -> None:
        """The statistics, on one tab when given (a difficulty's key, or "challenges")."""
        self._push(self.factories.stats(self.ctx, difficulty))

    def about(self) -> None:
        """Controls and about."""
        self._push(self.factories.about(self.ctx))

    def result(self, play: PlayHost) -> None:
        """The win / lose panel over a finished game."""
        self._push(self.factories.result(self.ctx, play))

    def pause(self, play: PlayHost) -> None:
        """Hide the board until any key or click."""
        self._push(self.factories.pause(self.ctx, play))

    def ask(self, title: str, text: str, choices: Choices, escape: int = 0) -> None:
        """A message with buttons; Esc picks choice `escape`."""
        self._push(self.factories.message(self.ctx, title, text, choices, escape))

    def replays(self) -> None:
        """The list of saved replays."""
        self._push(self.factories.replays(self.ctx))

    def replay(self, replay: object, name: str) -> None:
        """Watch a replay."""
        self._push(self.factories.replay(self.ctx, replay, name))

    def train(self) -> None:
        """The puzzle trainer."""
        self._push(self.factories.train(self.ctx))

    def charts(self) -> None:
        """The charts of the statistics."""
        self._push(self.factories.charts(self.ctx))

    def challenges(self) -> None:
        """The challenge screen."""
        self._push(self.factories.challenges(self.ctx))

    def race(self, start: RaceStart) -> None:
        """Replace everything with a game on a known board (a challenge, a replay's)."""
        difficulty = race_difficulty(start)
        self._replace_all(
            lambda: self.factories.play(self.ctx, difficulty, None, None, None, start)
        )

    def open(self, screen: Screen) -> None:
        """A screen that needs nothing from its caller (benchmarks and audits go through
        them all); the others need their arguments: call their methods."""
        plain: dict[Screen, Callable[[], None]] = {
            Screen.TITLE: self.title,
            Screen.CUSTOM: self.custom,
            Screen.SETTINGS: self.settings,
            Screen.KEYS: self.keys,
            Screen.STATS: self.stats,
            Screen.ABOUT: self.about,
            Screen.REPLAYS: self.replays,
            Screen.TRAIN: self.train,
            Screen.CHARTS: self.charts,
            Screen.CHALLENGE: self.challenges,
        }
        if screen not in plain:
            raise ValueError(f"the {screen.value} screen needs arguments")
        plain[screen]()


def navigator(ctx: Context) -> Navigator:
    """The context's navigator."""
    return ctx.navigator


def to_title(ctx: Context) -> None:
    """Back to the title screen."""
    ctx.navigator.title()


def start_game(
    ctx: Context, difficulty: Difficulty, seed: int | None = None, saved: GameLog | None = None
) -> None:
    """Replace everything with a new (or resumed) game."""
    ctx.navigator.play(difficulty, seed=seed, saved=saved)


def open_custom(ctx: Context) -> None:
    """Push the custom board editor."""
    ctx.navigator.custom()


def open_settings(ctx: Context) -> None:
    """Push the settings scene."""
    ctx.navigator.settings()


def open_stats(ctx: Context, difficulty: str | None = None) -> None:
    """Push the statistics scene (on one difficulty's tab when given)."""
    ctx.navigator.stats(difficulty)


def open_about(ctx: Context) -> None:
    """Push the about scene."""
    ctx.navigator.about()


def open_replays(ctx: Context) -> None:
    """Push the list of saved replays."""
    ctx.navigator.replays()


def open_trainer(ctx: Context) -> None:
    """Push the puzzle trainer (rated puzzles, the puzzle of the day, lessons)."""
    ctx.navigator.train()


def open_challenges(ctx: Context) -> None:
    """Push the challenge screen."""
    ctx.navigator.challenges()


def open_charts(ctx: Context) -> None:
    """Push the charts of the statistics."""
    ctx.navigator.charts()
