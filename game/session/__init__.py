"""One game from first click to record, with no pygame: the midend under every front end.

`GameSession` owns the board, the real-time clock, the input log, the community's click
counts and metrics, the records written the moment a game ends, the saved unfinished
game and the replay. Front ends (the play scene, the replay viewer, the terminal game)
turn input into its commands and draw or print from it.
"""

from game.model.figures import Metrics
from game.session.clicks import ClickCounts
from game.session.clock import Clock, FakeClock, real_clock
from game.session.inputs import CELL_PX, Input, Mouse, Source, cell_centre, pixel_cell
from game.session.records import RecordKeeper
from game.session.replay_queue import ReplayQueue
from game.session.session import Effect, GameResult, GameSession
from game.session.setup import MIN_RECORD_BBBV, GameSetup
from game.session.store import GameStore, MemoryStore, UserDataStore

__all__ = [
    "CELL_PX",
    "MIN_RECORD_BBBV",
    "ClickCounts",
    "Clock",
    "Effect",
    "FakeClock",
    "GameResult",
    "GameSession",
    "GameSetup",
    "GameStore",
    "Input",
    "Metrics",
    "MemoryStore",
    "Mouse",
    "RecordKeeper",
    "ReplayQueue",
    "Source",
    "UserDataStore",
    "cell_centre",
    "pixel_cell",
    "real_clock",
]
