"""The coach on a replay file: ours (.json, .evf) or the community's (.avf, .rmv, .evf, .mvf).

Community files are read by ms-toollib in a child process (`game.replay.read`) and played
through our own session. Whether the first click was free is the file's own rule: Arbiter,
Viennasweeper and Clone always give a safe first click; an EVF says it by its game mode
(our own EVF by the JSON replay saved beside it); our JSON replays by their first-click
rule. A file that cannot be read: `ReplayFileError` with one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.coach.judge import Budget
from game.coach.report import CoachReport
from game.coach.review import free_first_click, review_game
from game.replay.errors import ReplayFileError
from game.replay.evf import OUR_SOFTWARE
from game.replay.formats import ReplayFormat
from game.replay.playback import video_inputs, watchable
from game.replay.read import read_replay
from game.replay.video import GameMode, Video
from game.replay.watch import open_replay
from game.session.inputs import Input
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


@dataclass(frozen=True)
class Watched:
    """A replay ready for the viewer: the setup and inputs to play, and the file's own
    first-click rule for the coach (`free_first`; None: the setup's rule, our JSON)."""

    setup: GameSetup
    inputs: list[Input]
    free_first: bool | None


def watch_replay(replay: object, name: str, chord_on_number: bool) -> Watched:
    """What the viewer plays for `replay`: a file path, a community `Video` already read
    (`name` is its file name) or our replay document. ValueError (one line) when there is
    nothing to watch. A community file is judged by its own rule, as `coach_file` does."""
    if isinstance(replay, Path) and replay.suffix.lower() != REPLAY_SUFFIX:
        try:
            loaded = read_replay(replay)
        except ReplayFileError as error:
            raise ValueError(str(error)) from None
        setup, inputs = video_inputs(loaded.video)
        return Watched(setup, inputs, _video_free_first(replay, loaded.format, loaded.video))
    if isinstance(replay, Path):
        return Watched(*watchable(open_replay(replay), chord_on_number), None)
    setup, inputs = watchable(replay, chord_on_number)
    if not isinstance(replay, Video):
        return Watched(setup, inputs, None)
    try:
        fmt = ReplayFormat.of(Path(name))
    except ReplayFileError:
        fmt = ReplayFormat.EVF  # unnamed: the video's own mode decides
    return Watched(setup, inputs, _video_free_first(None, fmt, replay))


def _ours(path: Path) -> tuple[GameSetup, list[Input]]:
    return watchable(open_replay(path), chord_on_number=False)


def _video_free_first(path: Path | None, fmt: ReplayFormat, video: Video) -> bool:
    """Whether the file's rule made its first click safe; our own EVF by the JSON replay
    beside it (when its path is known), any other EVF by its game mode."""
    if fmt is not ReplayFormat.EVF:
        return True
    if path is not None and video.software.startswith(OUR_SOFTWARE):
        own = path.with_suffix(REPLAY_SUFFIX)
        if own.is_file():
            try:
                setup, _ = watchable(load_replay(own), chord_on_number=False)
            except (ReplayError, ValueError):
                pass
            else:
                return free_first_click(setup)
    return video.mode not in UNPROTECTED_MODES
