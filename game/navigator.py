"""The seams between scenes, as types: the navigator (one method per screen) and what an
overlay may ask of the game under it (`PlayHost`).

Scenes never import each other: they reach other screens through `ctx.navigator` (built
in game/bootstrap.py, implemented by game/scenes/navigation.py) and see the play scene
only as a `PlayHost`. These types stand below the context, which holds the navigator,
and the scenes, which use it.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import Protocol

from game.coach.job import CoachJob
from game.model import Difficulty
from game.session import GameSession
from game.session.race import Race, RaceStart
from game.solver.review import Verdict
from game.storage.gamelog import GameLog
from game.ui.look import Look
from game.ui.menu_bar import MenuBar
from game.ui.play_frame import PlayFrame
from game.ui.play_layout import PanelNeed, PlayLayout


class Screen(StrEnum):
    """Every scene the navigator can open."""

    TITLE = "title"
    PLAY = "play"
    CUSTOM = "custom"
    SETTINGS = "settings"
    KEYS = "keys"
    STATS = "stats"
    ABOUT = "about"
    RESULT = "result"
    PAUSE = "pause"
    MESSAGE = "message"
    REPLAYS = "replays"
    REPLAY = "replay"
    TRAIN = "train"
    CHARTS = "charts"
    CHALLENGE = "challenge"


Choices = list[tuple[str, Callable[[], None]]]
"""A message's buttons: (label, what choosing it does)."""


class Racing(Protocol):
    """A game's race on a known board, as the result panel reads it: what was raced
    (`start`) and the split times against the ghost (`race`: None without a ghost)."""

    start: RaceStart
    race: Race | None


class PlayHost(Protocol):
    """The game under an overlay (result, pause): what the overlay reads and asks of it."""

    coach: CoachJob | None

    @property
    def race(self) -> Racing | None:
        """The race of this game (None: not on a known board)."""

    @property
    def session(self) -> GameSession:
        """The game."""

    @property
    def verdict(self) -> Verdict | None:
        """The checked verdict on a lost game (None while playing or after a win)."""

    @property
    def layout(self) -> PlayLayout:
        """Where the board, the face and the panel room are in the window."""

    @property
    def menu_bar(self) -> MenuBar:
        """The play screen's menu bar (it stays usable over the result)."""

    @property
    def panel_beside(self) -> bool:
        """True when the reserved panel sits beside the board rather than under it."""

    def reserve_panel(self, need: PanelNeed | None) -> None:
        """Make room for a panel beside or under the board (None: no panel)."""

    def look(self) -> Look:
        """The skin and zoom the play screen is drawn at."""

    def ensure_layout(self) -> None:
        """Lay the screen out again if the window or what it holds changed."""

    def frame(self) -> PlayFrame:
        """What the play screen shows now (its badges stay over the result)."""

    def new_game(self) -> None:
        """A fresh board of the same difficulty."""

    def undo(self) -> None:
        """Step back one action; the game becomes assisted."""

    def open_stats(self) -> None:
        """The statistics, on this game's difficulty (a challenge's: on the challenges)."""


class Navigator(Protocol):
    """Every screen the game can open, one method each (game/scenes/navigation.py)."""

    def title(self) -> None:
        """Leave every scene (each saves what it holds) and show the title screen."""

    def play(
        self, difficulty: Difficulty, seed: int | None = None, saved: GameLog | None = None
    ) -> None:
        """Replace everything with a new (or resumed) game."""

    def analysis(self, difficulty: Difficulty, position: str) -> None:
        """Show a position to analyse (--analyse) over what is shown."""

    def custom(self) -> None:
        """The custom board editor."""

    def settings(self) -> None:
        """The settings."""

    def keys(self) -> None:
        """Settings > Keys: choose the key of every command."""

    def stats(self, difficulty: str | None = None) -> None:
        """The statistics, on one tab when given (a difficulty's key, or "challenges")."""

    def about(self) -> None:
        """Controls and about."""

    def result(self, play: PlayHost) -> None:
        """The win / lose panel over a finished game."""

    def pause(self, play: PlayHost) -> None:
        """Hide the board until any key or click."""

    def ask(self, title: str, text: str, choices: Choices, escape: int = 0) -> None:
        """A message with buttons; Esc picks choice `escape`."""

    def replays(self) -> None:
        """The list of saved replays."""

    def replay(self, replay: object, name: str) -> None:
        """Watch a replay (a path, a video or a replay document) called `name`."""

    def train(self) -> None:
        """The puzzle trainer."""

    def charts(self) -> None:
        """The charts of the statistics."""

    def challenges(self) -> None:
        """The challenge screen: type or paste a code, today's board, your records."""

    def race(self, start: RaceStart) -> None:
        """Replace everything with a game on a known board, its ghost beside it."""

    def open(self, screen: Screen) -> None:
        """A screen that needs no arguments, by name (ValueError for the others)."""
