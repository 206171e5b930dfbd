"""The rules of Minesweeper on a sentinel-bordered grid of linked cells; no pygame here."""

from game.model.appearance import Appearance
from game.model.board import Board
from game.model.cell import FLAG, NO_MARK, QUESTION, Cell
from game.model.difficulty import (
    CUSTOM,
    DIFFICULTIES,
    EXPERTE,
    MAX_SIDE,
    MIN_SIDE,
    NORMAL,
    SCHWER,
    Difficulty,
    parse_difficulty,
)
from game.model.params import BoardParams, MineLayout
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
    Move,
    Status,
)

__all__ = [
    "ACTIONS",
    "CUSTOM",
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
    "Appearance",
    "Board",
    "BoardParams",
    "Cell",
    "Difficulty",
    "FirstClick",
    "MineLayout",
    "Move",
    "Position",
    "PositionError",
    "Status",
    "parse_difficulty",
    "parse_position",
]
