"""The play scene as its parts see it: the game, the player's interface state, the parts
it owns and the actions they may ask of it (game/scenes/play/scene.py implements it).

The parts (commands, menus, mouse relay, frames) take this protocol rather than the scene
class, so none of them imports the scene and each is checked against what it uses.
"""

from __future__ import annotations

from typing import Protocol

from game.a11y.node import Node
from game.context import Context
from game.model import Action, Board, Difficulty
from game.navigator import PlayHost
from game.scenes.play.assists import PlayAssists
from game.scenes.play.race import PlayRace
from game.scenes.play.scroll import BoardScroller
from game.scenes.play.state import PlayUi
from game.session import Effect, Source
from game.session.counters import Counter
from game.session.race import RaceStart
from game.ui.board_view import BoardPictures, BoardView
from game.ui.play_frame import PlayFrame


class PlayControl(PlayHost, Protocol):
    """What the play scene's parts read and call (beyond what an overlay may)."""

    ctx: Context
    ui: PlayUi
    assists: PlayAssists
    scroller: BoardScroller
    pictures: BoardPictures
    difficulty: Difficulty
    analysis: bool
    no_guess: bool
    race: PlayRace | None
    race_start: RaceStart | None
    ghost_wanted: bool | None

    @property
    def board(self) -> Board:
        """The session's board (read it; change it only through the session)."""

    @property
    def view(self) -> BoardView:
        """The board's sprite cache (draw state)."""

    @property
    def assisted(self) -> bool:
        """Whether a help was used in this game."""

    @property
    def retry_left(self) -> float:
        """Seconds until records a locked database refused are tried again."""

    def on_top(self) -> bool:
        """Whether the play screen is the top scene (no overlay over it)."""

    def counters(self) -> tuple[Counter, ...]:
        """The live counters shown beside the board."""

    def window_size(self) -> tuple[int, int]:
        """The window's size now."""

    def can_assist(self) -> bool:
        """Whether hint and auto-player have numbers to read."""

    def act(self, source: Source, action: Action, cell: tuple[int, int]) -> None:
        """An action on a cell (keyboard, hint, auto-player), through the session."""

    def after(self, effect: Effect | None) -> None:
        """Sounds, messages and the end of the game after the session changed the board."""

    def switch_difficulty(self, difficulty: Difficulty) -> None:
        """A new game at another difficulty."""

    def enter(self) -> None:
        """Title the window after the game."""

    def relayout(self) -> None:
        """Recompute the geometry and rebuild the menu bar."""

    def frame(self) -> PlayFrame:
        """What the play screen shows now."""

    def move_cursor(self, dr: int, dc: int) -> None:
        """Move the keyboard cursor (it appears in the middle first), keeping it in view."""

    @property
    def access(self) -> PlayAccessor:
        """The screen for players who cannot see it (game/scenes/play_access.py)."""


class PlayAccessor(Protocol):
    """What the commands ask of the play screen's accessibility part."""

    def read_row(self) -> None: ...
    def read_column(self) -> None: ...
    def read_around(self) -> None: ...
    def read_status(self) -> None: ...
    def read_proof(self) -> None: ...
    def read_probability(self) -> None: ...
    def next_covered(self) -> None: ...
    def accessible(self) -> Node: ...
