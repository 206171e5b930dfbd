"""A language switch in Settings redraws the screen below it in the other language: every
screen that writes its texts once (the result panel, the replays list, the title) writes them
again, and a problem shown in the title's footer follows the switch too."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.i18n.note import shown
from game.scenes.play.result import ResultOverlay
from game.scenes.replays import ReplayListScene
from game.scenes.title import TitleScene
from game.storage.paths import replays_dir
from game.ui import recorder
from tests.i18n.english import english_in
from tests.scenes.harness import Game

REPLAY_DATA = Path(__file__).resolve().parents[1] / "replay" / "data"


@pytest.fixture
def games():
    made: list[Game] = []

    def make(*argv: str) -> Game:
        made.append(Game(list(argv)))
        return made[-1]

    yield make
    for game in made:
        game.close()


def _drawn(game: Game) -> list[str]:
    drawn = recorder.start()
    try:
        game.frames(1)
    finally:
        recorder.stop()
    return [d.label for d in drawn if d.label]


def _switch_in_settings(game: Game, language: str) -> None:
    """Open Settings over the screen, choose `language`, and go back to the screen."""
    below = game.top
    game.ctx.navigator.settings()
    game.frames(1)
    game.ctx.update_settings(language=language)
    game.frames(1)
    game.key(pygame.K_ESCAPE)
    assert game.top is below


def _start(game: Game) -> None:
    game.key(pygame.K_1, "1")
    game.frames(2)
    game.click_cell(4, 4)


def _lose(game: Game) -> None:
    _start(game)
    mine = next(c for c in game.top.board.cells if c.mine and not c.flagged)
    game.click_cell(mine.row, mine.col)
    assert isinstance(game.top, ResultOverlay) and not game.top.won


def _win(game: Game) -> None:
    _start(game)
    for cell in game.top.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert isinstance(game.top, ResultOverlay) and game.top.won


def _replays(game: Game) -> None:
    game.ctx.navigator.replays()
    assert isinstance(game.top, ReplayListScene) and game.top.entries


SCREENS: dict[str, tuple[Callable[[Game], None], Callable[[Game], None] | None]] = {
    "lost game's panel": (_lose, None),
    "won game's panel": (_win, None),
    "replays list": (_replays, _win),
    "title": (lambda game: None, None),
    "statistics": (lambda game: game.ctx.navigator.stats(), _win),
    "trainer": (lambda game: game.ctx.navigator.train(), None),
    "charts": (lambda game: game.ctx.navigator.charts(), _win),
    "about": (lambda game: game.ctx.navigator.about(), None),
}


@pytest.mark.parametrize("screen", SCREENS)
def test_switching_to_german_in_settings_redraws_the_screen_below(games, screen):
    open_screen, before = SCREENS[screen]
    if before is not None:  # a game played first, so the screen has rows to show
        before(games())
    game = games()
    open_screen(game)
    game.frames(2)
    english = _drawn(game)
    assert english_in(english), "the screen starts in English"
    _switch_in_settings(game, "de")
    german = _drawn(game)
    assert english_in(german) == []
    _switch_in_settings(game, "en")
    assert english_in(_drawn(game)), "and back in English"


def test_a_problem_in_the_title_footer_follows_the_language(games, _user_home):
    (_user_home / "settings.toml").write_text("sound = \n")
    game = games("--lang", "de")
    assert isinstance(game.top, TitleScene)
    footer = " ".join(_drawn(game))
    assert "settings.toml ist kein gültiges TOML" in footer and "verschoben nach" in footer
    _switch_in_settings(game, "en")
    footer = " ".join(_drawn(game))
    assert "settings.toml is not valid TOML" in footer and "moved it to" in footer


def test_community_rows_fill_in_in_german_and_follow_a_switch(games):
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPLAY_DATA / "beginner-arbiter.avf", folder)
    game = games("--lang", "de")
    game.ctx.navigator.replays()
    listing = game.top
    assert isinstance(listing, ReplayListScene)
    deadline = time.monotonic() + 60
    while listing.community.reading and time.monotonic() < deadline:
        game.frames(1)
        listing.community.wait(0.05)
    game.frames(1)
    row = next(columns for path, _, columns in listing.entries if path.suffix == ".avf")
    assert row[1:4] == ("Normal", "gewonnen", "14,520")  # read, not "wird gelesen…"
    _switch_in_settings(game, "en")
    row = next(columns for path, _, columns in listing.entries if path.suffix == ".avf")
    assert row[1:4] == ("Normal", "won", "14.520")


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_long_problem_in_the_title_footer_is_shown_whole(
    games, _user_home, monkeypatch, language
):
    home = _user_home / "a-data-folder-with-a-rather-long-name" / "minesweeper"
    home.mkdir(parents=True)
    monkeypatch.setenv("MINESWEEPER_HOME", str(home))
    (home / "settings.toml").write_text("sound = \n")
    game = games("--lang", language)
    pygame.display.set_mode((640, 480), pygame.RESIZABLE)  # a small window: many lines
    assert isinstance(game.top, TitleScene)
    problem = shown(game.ctx.problems[-1])
    drawn = recorder.start()
    try:
        game.frames(1)
    finally:
        recorder.stop()
    footer = [d for d in drawn if d.label and d.label in problem]
    assert len(footer) >= 2, "the note is long enough to need more than one line"
    assert " ".join(d.label for d in footer).split() == problem.split()
    window = pygame.display.get_surface().get_rect()
    assert all(window.contains(d.rect) for d in footer)
