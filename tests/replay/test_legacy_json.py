"""Our own JSON replays keep working: read with ms-toollib's figures, converted to EVF."""

from __future__ import annotations

import json

import pytest

from game.model import Board
from game.replay import ReplayFileError, analyse_evf_bytes, cli, read_replay
from game.replay.own import read_replay_file
from game.replay.sidecar import sidecar_path
from game.storage.replays import save_replay
from tests.legacy_saves import v1_board
from tests.replay.helpers import crash_logs

LAYOUT = "..*..\n.....\n.....\n*...*\n....."


def _played(moves: list[tuple[float, str, int, int]]) -> dict:
    """A replay document as the play scene saves it, from moves played on the model."""
    board = Board.from_layout(LAYOUT)
    act = {"reveal": board.reveal, "flag": board.toggle_flag, "chord": board.chord}
    for _, action, row, col in moves:
        assert act[action](row, col)
    return {
        "format": "minesweeper-replay",
        "version": 1,
        "board": v1_board(board, [move[1:] for move in moves]),
        "events": [list(move) for move in moves],
        "meta": {"difficulty": "custom", "won": board.status == "won"},
    }


WIN = [
    (0.0, "flag", 3, 0),
    (0.75, "reveal", 2, 2),
    (1.5, "reveal", 0, 0),
    (2.25, "reveal", 0, 4),
    (3.0, "flag", 3, 4),
    (4.125, "chord", 4, 1),
    (9.876, "chord", 4, 3),
]


def test_a_won_json_replay_reads_with_the_figures_of_its_game(tmp_path, capsys):
    path = tmp_path / "won.json"
    path.write_text(json.dumps(_played(WIN)))
    assert cli.main(["info", "--json", str(path)]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["won"] is True
    assert (info["width"], info["height"], info["mines"]) == (5, 5, 3)
    assert info["time"] == pytest.approx(9.876 - 0.75)
    assert (info["bbbv"], info["bbbv_solved"]) == (Board.from_layout(LAYOUT).three_bv, 5)
    assert (info["left"], info["right"], info["double"]) == (3, 2, 2)
    assert (info["cl"], info["ce"]) == (7, 7)
    assert info["format"] == "json"


def test_a_json_replay_exports_to_evf_that_rereads(tmp_path, capsys):
    source = save_replay(_played(WIN))  # in the user's replays folder, as the game saves it
    out = tmp_path / "converted.evf"
    assert cli.main(["export", str(source), str(out)]) == 0
    assert capsys.readouterr().err == ""
    again = analyse_evf_bytes(out.read_bytes())
    first = read_replay_file(source).info  # the game's own reading of its replay
    assert again.to_dict() | {"format": "json"} == first.to_dict()
    assert not again.official  # a custom board under 3BV 10 never counts: not official
    video = read_replay(out).video
    assert video.mines == tuple(tuple(char == "*" for char in row) for row in LAYOUT.split())
    assert video.flags.transcoded and video.flags.won


def test_a_lost_json_replay_converts_too(tmp_path):
    moves = [(0.0, "reveal", 2, 2), (1.0, "reveal", 3, 4)]
    path = tmp_path / "lost.json"
    path.write_text(json.dumps(_played(moves)))
    info = read_replay(path).info
    assert (info.won, info.time, info.left, info.bbbv_solved) == (False, 1.0, 2, 1)


def test_undo_in_a_json_replay_marks_the_evf_as_assisted(tmp_path):
    document = _played(WIN)
    document["board"]["undo_used"] = True
    path = tmp_path / "undo.json"
    path.write_text(json.dumps(document))
    out = tmp_path / "undo.evf"
    assert cli.main(["export", str(path), str(out)]) == 0
    assert json.loads(sidecar_path(out).read_text())["assisted"] is True
    assert read_replay(out).info.fair is False


def test_a_json_replay_that_opens_nothing_is_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    document = _played([(0.0, "flag", 0, 0)])
    document["board"]["layout"] = LAYOUT.split()
    path = tmp_path / "flags-only.json"
    path.write_text(json.dumps(document))
    with pytest.raises(ReplayFileError, match="flags-only.json: the replay opens no cell"):
        read_replay(path)
    assert crash_logs(tmp_path) == []
