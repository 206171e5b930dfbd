"""What the play screen shows in one frame: built once per frame from the game (the
session) and the player's interface state, and the only thing drawing reads of them.

Plain values: the board's picture, the menu bar's picture, figures and marks. Drawing
also keeps its own draw state between frames (the board's sprite cache, `BoardView`),
which never sees the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.skins import Skin
from game.solver import Move
from game.solver.review import Verdict
from game.ui.board_view import BoardPicture
from game.ui.ghost_view import GhostPicture
from game.ui.look import Look
from game.ui.menu_bar import MenuPicture
from game.ui.play_layout import PlayLayout
from game.ui.proof_panel import ProofText, ProofView


@dataclass(frozen=True)
class PlayFrame:
    """Everything `draw_play` needs, computed before drawing starts.

    `board` is what every cell shows, `cell` the cell size in pixels, `menu` the menu bar
    as it shows (its titles, the open drop-down and its rows); `ghost` the race's ghost
    (None: no race, or hidden) and `start` a challenge's start while it is covered.
    """

    look: Look
    layout: PlayLayout
    board: BoardPicture
    cell: int
    menu: MenuPicture
    shape: tuple[int, int]  # rows, cols
    mines_left: int
    face: str
    seconds: int
    scroll: tuple[int, int]
    origin: tuple[int, int]
    pressed: tuple[tuple[int, int], ...]
    over: bool
    probabilities: list[list[float | None]] | None = None
    verdict: Verdict | None = None
    exploded: tuple[int, int] | None = None
    hint: Move | None = None
    proof: ProofText | None = None
    proof_view: ProofView | None = None
    proof_hover: int | None = None
    cursor: tuple[int, int] | None = None
    counters: tuple[tuple[str, str], ...] = ()
    message: str = ""
    mouse_pos: tuple[int, int] = (-1, -1)
    tooltip: str = ""
    badges: tuple[str, ...] = ()
    ghost: GhostPicture | None = None
    start: tuple[int, int] | None = None

    @property
    def skin(self) -> Skin:
        """The skin drawn with."""
        return self.look.skin
