"""The coach on a replay file: ours (.json, .evf) or the community's (.avf, .rmv, .evf, .mvf).

Community files are read by ms-toollib in a child process (`game.replay.read`) and played
through our own session. Whether the first click was free is the file's own rule: Arbiter,
Viennasweeper and Clone always give a safe first click; an EVF says it by its game mode
(our own EVF by the JSON replay saved beside it); our JSON replays by their first-click
rule. A file that cannot be read: `ReplayFileError` with one line.
"""

from __future__ import annotations

from pathlib import Path

from game.coach.judge import Budget
from game.coach.report import CoachReport
from game.coach.review import free_first_click, review_game
from game.replay.evf import OUR_SOFTWARE
from game.replay.formats import ReplayFormat
from game.replay.read import read_replay
from game.replay.video import GameMode, Video
from game.replay.watch import open_replay
from game.session.inputs import Input
from game.session.playback import video_inputs, watchable
from game.session.setup import GameSetup
from game.storage.replays import REPLAY_SUFFIX, ReplayError, load_replay

UNPROTECTED_MODES = frozenset({GameMode.UPK, GameMode.CHEAT, GameMode.DENSITY, GameMode.NO_RULE})
"""EVF game modes whose first click may hit a mine (every other mode protects it)."""


def coach_file(path: Path | str, budget: Budget | None = None) -> CoachReport:
    """The coach's report on one replay file; ReplayFileError (one line) when unreadable."""
    path = Path(path)
    if ReplayFormat.of(path) is ReplayFormat.JSON:
        setup, inputs = _ours(path)
        return review_game(setup, inputs, budget=budget)
    loaded = read_replay(path)
    setup, inputs = video_inputs(loaded.video)
    free = _video_free_first(path, loaded.format, loaded.video)
    return review_game(setup, inputs, free, budget)


def _ours(path: Path) -> tuple[GameSetup, list[Input]]:
    return watchable(open_replay(path), chord_on_number=False)


def _video_free_first(path: Path, fmt: ReplayFormat, video: Video) -> bool:
    if fmt is not ReplayFormat.EVF:
        return True
    if video.software.startswith(OUR_SOFTWARE):
        own = path.with_suffix(REPLAY_SUFFIX)
        if own.is_file():
            try:
                setup, _ = watchable(load_replay(own), chord_on_number=False)
            except (ReplayError, ValueError):
                pass
            else:
                return free_first_click(setup)
    return video.mode not in UNPROTECTED_MODES
