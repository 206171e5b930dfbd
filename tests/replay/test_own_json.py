"""The replays the game writes today (version 2 JSON) read like any replay file: the library's
`read_replay` and `export_evf` take them, not only the command line."""

from __future__ import annotations

import pytest

from game.replay import ReplayFileError, analyse_evf_bytes, export_evf, read_replay
from game.replay.own import read_replay_file
from game.session.inputs import CELL_PX, Input, Mouse
from game.session.player import play_inputs
from game.session.setup import GameSetup
from game.storage.gamelog import REPLAY_FORMAT_V2
from game.storage.replays import save_replay

LAYOUT = ("..*..", ".....", ".....", "*...*", ".....")


def _click(cell: tuple[int, int], at_ms: int) -> list[Input]:
    x, y = cell[1] * CELL_PX + CELL_PX // 2, cell[0] * CELL_PX + CELL_PX // 2
    return [Input(at_ms, Mouse.LEFT_PRESS, x, y), Input(at_ms + 40, Mouse.LEFT_RELEASE, x, y)]


def _saved(cells: list[tuple[int, int]]):
    """A replay of these left clicks (500 ms apart), saved as the play scene saves one."""
    inputs = [event for i, cell in enumerate(cells) for event in _click(cell, 1000 + 500 * i)]
    session = play_inputs(GameSetup(5, 5, 3, layout=LAYOUT), inputs)
    return session, save_replay(session.to_log().to_json(REPLAY_FORMAT_V2))


WIN = [(2, 2), (0, 0), (0, 3), (0, 4), (4, 0), (4, 4)]


def test_a_won_game_of_today_reads_with_ms_toollibs_figures():
    session, path = _saved(WIN)
    assert str(session.status) == "won"
    loaded = read_replay(path)
    assert loaded.info.format == "json"
    assert loaded.info.won is True
    assert loaded.info.time == pytest.approx(session.metrics().time)
    assert (loaded.info.bbbv, loaded.info.left) == (session.metrics().bbbv, len(WIN))
    assert loaded.video.mines == tuple(tuple(c == "*" for c in row) for row in LAYOUT)


def test_a_game_of_today_exports_to_evf_that_rereads(tmp_path):
    _session, path = _saved(WIN)
    out = export_evf(path, tmp_path / "today.evf")
    again = analyse_evf_bytes(out.read_bytes())
    assert again.to_dict() | {"format": "json"} == read_replay_file(path).info.to_dict()


def test_a_lost_game_of_today_reads_too():
    session, path = _saved([(2, 2), (3, 0)])
    assert str(session.status) == "lost"
    info = read_replay(path).info
    assert (info.won, info.left, info.time) == (False, 2, pytest.approx(0.5))


def test_a_replay_of_today_that_opens_nothing_is_one_clear_line():
    _session, path = _saved([])
    with pytest.raises(ReplayFileError, match=f"^{path.name}: the replay opens no cell"):
        read_replay(path)
