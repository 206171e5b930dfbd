"""The rules of Minesweeper on a sentinel-bordered grid of linked cells; no pygame here."""

from game.model.board import Board
from game.model.cell import FLAG, NO_MARK, QUESTION, Cell
from game.model.difficulty import (
    DIFFICULTIES,
    EXPERTE,
    MAX_SIDE,
    MIN_SIDE,
    NORMAL,
    SCHWER,
    Difficulty,
    parse_difficulty,
)
from game.model.position import Position, PositionError, parse_position
from game.model.rules import (
    ACTIONS,
    FIRST_CLICK_RULES,
    LOST,
    PLAYING,
    READY,
    WON,
    Action,
    FirstClick,
    Status,
)

__all__ = [
    "ACTIONS",
    "DIFFICULTIES",
    "EXPERTE",
    "FIRST_CLICK_RULES",
    "FLAG",
    "LOST",
    "MAX_SIDE",
    "MIN_SIDE",
    "NORMAL",
    "NO_MARK",
    "PLAYING",
    "QUESTION",
    "READY",
    "SCHWER",
    "WON",
    "Action",
    "Board",
    "Cell",
    "Difficulty",
    "FirstClick",
    "Position",
    "PositionError",
    "Status",
    "parse_difficulty",
    "parse_position",
]
