"""A player's data folder made by playing: games won and lost on every board through the real
window scenes and session (records, replays, coach reports), challenges won and lost (a
code, a retry, Experte, a community replay's board raced), a few rated puzzles answered
through the trainer, community replays saved under long names, and an unfinished game left
for Continue. The layout audit opens every screen on it."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pygame

from game.challenge import Challenge
from game.coach.job import JobState
from game.model import DIFFICULTIES, Action
from game.session import Source
from game.session.race import challenge_race
from game.solver import analyse
from game.storage import paths
from game.trainer.start import open_coach
from tests.scenes.challenge_play import clear_board, lose_at_once
from tests.scenes.harness import Game

REPLAY_DATA = Path(__file__).resolve().parents[1] / "replay" / "data"
LONG_NAME = "Maximiliane-Wilhelmine von Hohenzollern-Sigmaringen, Weltmeisterschaft 2026"
SLOW = 1234.567  # seconds: a 4-digit time
CHALLENGES = (
    (Challenge(8, 8, 10, seed=3), True),
    (Challenge(8, 8, 10, seed=3), False),  # a retry, lost
    (Challenge(16, 30, 99, seed=2024), False),
)


def _mines(board) -> list[tuple[int, int]]:
    return [(r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c)]


def _finish(game: Game, win: bool, slow: bool) -> None:
    """Play the game on screen to a win or a loss, at a person's pace (a few tenths of a
    second a move; a slow game takes over 1,000 s); wait for the coach's report."""
    play = game.top
    board = play.board
    game.click_cell(board.rows // 2, board.cols // 2)
    if slow:
        game.clock.now += SLOW
    if win:
        for r in range(board.rows):
            for c in range(board.cols):
                if not board.over and not board.mine_at(r, c) and not board.cell(r, c).open:
                    game.clock.now += 0.35
                    play.act(Source.KEYBOARD, Action.REVEAL, (r, c))
    else:
        flag = next(iter(_mines(board)))
        play.act(Source.KEYBOARD, Action.FLAG, flag)
        mine = _mines(board)[-1]
        game.click_cell(*mine)
    _settle(game)


def _settle(game: Game) -> None:
    """After a game: wait for the coach's report on the result panel."""
    game.frames(2)
    result = game.top
    coach = getattr(result, "coach", None)
    if coach is not None:
        coach.wait(60)
        assert coach.poll() is not JobState.RUNNING
    game.frames(1)


def _play_challenges(game: Game, replay: Path) -> None:
    """Challenges played on screen (records of their own), then a replay's board raced."""
    for challenge, win in CHALLENGES:
        game.ctx.navigator.race(challenge_race(challenge))
        game.frames(1)
        if win:
            clear_board(game, 0.3)
        else:
            lose_at_once(game)
        _settle(game)
    game.ctx.navigator.replay(replay, replay.name)
    game.frames(1)
    game.key(pygame.K_b, "b")  # race the replay's board
    lose_at_once(game)
    _settle(game)
    game.ctx.navigator.title()


def make_played_data() -> None:
    """Fill the folder MINESWEEPER_HOME names (set by the caller) by playing."""
    game = Game()
    try:
        nav = game.ctx.navigator
        for key in ("normal", "schwer", "experte"):
            for win, slow in ((True, True), (False, False), (True, False), (True, False)):
                nav.play(DIFFICULTIES[key])  # a board of chance, as a player gets
                game.frames(1)
                _finish(game, win, slow)
        nav.title()
        game.ctx.update_settings(custom_width=60, custom_height=40, custom_mines=400)
        folder = paths.replays_dir()
        folder.mkdir(parents=True, exist_ok=True)
        for sample in ("beginner-arbiter.avf", "expert-clone.mvf"):
            shutil.copy(REPLAY_DATA / sample, folder / f"{LONG_NAME} {sample}")
        _play_challenges(game, folder / f"{LONG_NAME} expert-clone.mvf")
        coach, _problems = open_coach(rng=random.Random(4), background=False)
        for turn in range(4):
            puzzle = coach.next_puzzle()
            if puzzle is None:
                break
            safe = analyse(puzzle.position.to_text()).safe if turn % 2 else []
            coach.answer(list(safe[:1]))
        coach.finish()
        nav.play(DIFFICULTIES["schwer"])  # left unfinished: Continue on the title
        game.frames(1)
        game.click_cell(8, 8)
        nav.title()
        game.frames(1)
    finally:
        game.close()


def with_home(home: Path) -> str | None:
    """Point MINESWEEPER_HOME at `home` for a while (a session fixture has no monkeypatch)."""
    before = os.environ.get("MINESWEEPER_HOME")
    os.environ["MINESWEEPER_HOME"] = str(home)
    return before


def restore_home(before: str | None) -> None:
    """Undo `with_home`."""
    if before is None:
        os.environ.pop("MINESWEEPER_HOME", None)
    else:
        os.environ["MINESWEEPER_HOME"] = before


def copy_played(played: Path, home: Path) -> None:
    """Copy a played data folder into `home` (without the lock files of the game that made it)."""
    for item in played.iterdir():
        if item.is_dir():
            shutil.copytree(item, home / item.name, dirs_exist_ok=True)
        elif not item.name.endswith(".lock"):
            shutil.copy2(item, home / item.name)
