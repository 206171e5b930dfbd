"""Every finished game becomes a replay that plays back the same game."""

import json
import subprocess
import sys
from pathlib import Path

import pygame

from game.scenes.replay import ReplayScene
from game.scenes.replays import ReplayListScene
from game.session import GameSession
from game.storage import list_replays, load_replay

ROOT = Path(__file__).resolve().parents[2]


def _play_and_lose(game):
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1)
    safe = next(c for c in play.board.cells if not c.mine and not c.open)
    game.click_cell(safe.row, safe.col)
    flag = next(c for c in play.board.cells if c.mine)
    game.click_cell(flag.row, flag.col, button=3)
    game.seconds(0.5)
    mine = next(c for c in play.board.cells if c.mine and c.mark == 0)
    game.click_cell(mine.row, mine.col)
    assert play.board.status == "lost"
    return play.board.to_position()


def test_a_finished_game_is_saved_as_a_replay_and_plays_back(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "31")
    final = _play_and_lose(game)
    game.key(pygame.K_F2)
    paths = list_replays()
    assert len(paths) == 1
    replay = load_replay(paths[0])
    presses = [row for row in replay["inputs"] if row[1] == "lc"]
    assert presses[-1][0] - presses[0][0] >= 1500  # the log keeps real times in ms
    game.key(pygame.K_ESCAPE)
    game.key(pygame.K_r, "r")
    assert isinstance(game.top, ReplayListScene) and game.top.entries
    game.key(pygame.K_RETURN, "\r")
    watch = game.top
    assert isinstance(watch, ReplayScene)
    game.seconds(3)
    assert watch.board.status == "lost"
    assert watch.board.to_position() == final


def test_replay_from_the_command_line_and_a_bad_file(tmp_path, game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "32")
    _play_and_lose(game)
    game.key(pygame.K_F2)
    path = list_replays()[0]
    watch = game_factory("--replay", str(path)).top
    assert isinstance(watch, ReplayScene)
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "format": "minesweeper-replay",
                "version": 1,
                "board": {},
                "events": [[1.0, "dance", 0, 0]],
            }
        )
    )
    result = subprocess.run(
        [sys.executable, "main.py", "--replay", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "bad.json" in result.stderr


def test_undo_keeps_the_replay_in_step_with_the_board(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "33")
    play = game.top
    _play_and_lose(game)
    game.key(pygame.K_z, "z", mod=pygame.KMOD_CTRL)
    assert play.board.status == "playing"
    rebuilt = GameSession.rebuild(play.session.to_log())
    assert rebuilt.board.to_position() == play.board.to_position()
    assert rebuilt.board.status == "playing" and rebuilt.assisted
