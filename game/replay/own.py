"""A replay file played through our own `GameSession`: the game's own reading of it.

The file is read here (the session reads no file and knows no format): `play_video` and
`own_json.play_log` turn a recorded game into a setup and inputs and hand them to
`game.session.player.play_inputs`, which feeds a fresh session (on a fake clock, nothing
saved) and returns it at the end, so its board, result and `metrics()` are the game's
own. `read_replay_file` does that for any file the game accepts and
pairs it with the figures `python -m game.replay info` reports at the top level:
ms-toollib's for the community's files, and for our own files (our EVF, our JSON) the
game's own result and figures: ms-toollib cannot re-read every game of ours (it has no
question marks). The coach, `info --json`'s `own` key and `export_evf` build on this.

>>> from game.session.inputs import Input, Mouse
>>> from game.session.setup import GameSetup
>>> session = play_inputs(GameSetup(1, 3, 1, layout=("..*",)),
...     [Input(0, Mouse.LEFT_PRESS, 8, 8), Input(1500, Mouse.LEFT_RELEASE, 8, 8)])
>>> str(session.status), own_figures(session)["bbbv_solved"]
('won', 1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.model import Status
from game.replay.errors import ReplayFileError
from game.replay.evf import OUR_SOFTWARE, SOFTWARE
from game.replay.export import EVF_SUFFIX, save_evf
from game.replay.info import ReplayInfo
from game.replay.own_json import read_own_json
from game.replay.playback import video_inputs
from game.replay.read import read_checked, read_replay
from game.replay.video import Video
from game.session.fairness import Category
from game.session.player import play_inputs
from game.session.session import GameSession
from game.storage.replays import REPLAY_SUFFIX

OWN_KEYS = ("won", "time", "bbbv", "bbbv_solved", "left", "right", "double", "cl", "ce")
"""The figures of `info --json`'s `own` object, in this order."""


def play_video(video: Video) -> GameSession:
    """A community video (or our EVF) played through our own session to its end."""
    setup, inputs = video_inputs(video)
    return play_inputs(setup, inputs)


def own_figures(session: GameSession) -> dict[str, Any]:
    """`info --json`'s `own` object: the result and counts of our own session."""
    m = session.metrics()
    return {
        "won": session.status is Status.WON,
        "time": m.time,
        "bbbv": m.bbbv,
        "bbbv_solved": m.bbbv_solved,
        "left": m.left,
        "right": m.right,
        "double": m.double,
        "cl": m.cl,
        "ce": m.ce,
    }


@dataclass(frozen=True)
class ReplayReading:
    """A replay file read: the reported figures, our own session at the end, the video."""

    info: ReplayInfo
    session: GameSession
    video: Video | None
    ours: bool
    category: Category | None

    def to_dict(self) -> dict[str, Any]:
        """`info --json`: the contract keys and extras, `own`, and for ours `category`."""
        out = self.info.to_dict()
        out["own"] = own_figures(self.session)
        if self.ours and self.category is not None:
            out["category"] = str(self.category)
        return out


def read_replay_file(path: Path | str) -> ReplayReading:
    """Read any replay the game accepts and play it through our own session.

    ReplayFileError (one line) when the file cannot be read or played."""
    path = Path(path)
    if path.suffix.lower() == REPLAY_SUFFIX:
        return _read_json(path)
    loaded = read_replay(path)
    session = play_video(loaded.video)
    category = loaded.video.flags.category
    ours = category is not None or loaded.info.software.startswith(OUR_SOFTWARE)
    if not ours:
        return ReplayReading(loaded.info, session, loaded.video, False, None)
    info = own_info(session, loaded.info)
    return ReplayReading(info, session, loaded.video, True, category or session.category())


def _read_json(path: Path) -> ReplayReading:
    read_checked(path)
    game = read_own_json(path)
    video = game.video
    official = video.official if video is not None else False
    fair = video.fair if video is not None else False
    info = own_info(game.session, None, official=official, fair=fair, fmt="json")
    return ReplayReading(info, game.session, video, True, game.category)


def export_evf(source: Path | str, target: Path | str) -> Path:
    """Write any replay the game accepts (ours included) as EVF, marked as transcoded, to
    `target`; ReplayFileError (one line) when it cannot be read, or EVF cannot hold it."""
    out = Path(target)
    if out.suffix.lower() != EVF_SUFFIX:
        raise ReplayFileError(f"{out.name}: the output file name must end in .evf")
    video = read_replay_file(source).video
    if video is None:
        raise ReplayFileError(
            f"{Path(source).name}: EVF cannot hold this game (undo, or a board over 255 cells)"
        )
    return save_evf(replace(video, flags=replace(video.flags, transcoded=True)), out)


def own_info(
    session: GameSession,
    read: ReplayInfo | None,
    *,
    official: bool = False,
    fair: bool = False,
    fmt: str = "evf",
) -> ReplayInfo:
    """The report of one of our own games: the session's result and figures, with the
    file's software, player and claims where it has them."""
    m = session.metrics()
    board = session.board
    return ReplayInfo(
        width=board.cols,
        height=board.rows,
        mines=board.mines,
        won=session.status is Status.WON,
        time=m.time,
        bbbv=m.bbbv,
        bbbv_solved=m.bbbv_solved,
        left=m.left,
        right=m.right,
        double=m.double,
        cl=m.cl,
        ce=m.ce,
        ioe=m.ioe,
        thrp=m.thrp,
        corr=m.corr,
        bbbv_per_s=m.bbbv_per_s,
        software=read.software if read is not None else SOFTWARE,
        time_ms=m.time_ms,
        player=read.player if read is not None else "",
        format=read.format if read is not None else fmt,
        official=read.official if read is not None else official,
        fair=read.fair if read is not None else fair,
    )
