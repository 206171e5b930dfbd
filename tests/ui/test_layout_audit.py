"""Layout audit: every scene the navigator opens, at each difficulty, shipped skin and zoom 1-4.

A frame is drawn with the UI recorder on (game/ui/recorder.py); then every text and widget
must lie inside the window, no two texts may overlap, no overlay may cover board cells the
player did not ask to hide, and no text may reach the screen under 11 pixels.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.display import room
from game.model import DIFFICULTIES
from game.replay.recording import game_video
from game.scenes.navigation import Screen
from game.ui import recorder
from game.ui.recorder import Kind
from tests.scenes.harness import Game

SKINS = ("classic", "dark", "high-contrast")
BOARDS = ("normal", "schwer", "experte", "100x100x2000")
ZOOMS = (1, 2, 3, 4)
MIN_SCREEN_PX = 11
ASKED_TO_COVER = {Screen.PAUSE, Screen.MESSAGE}  # the player paused, or pressed E to export
ALWAYS = (Screen.TITLE, Screen.CUSTOM, Screen.SETTINGS, Screen.ABOUT, Screen.REPLAYS)
ONCE_PER_SKIN = (Screen.TRAIN, Screen.CHARTS)


def _board(name: str):
    if name in DIFFICULTIES:
        return DIFFICULTIES[name]
    from game.bootstrap import difficulty_of

    return difficulty_of(name)


class Audit:
    """Opens scenes in one game and collects every problem found in their frames."""

    def __init__(self, game: Game, label: str) -> None:
        self.game = game
        self.label = label
        self.problems: list[str] = []

    def frame(self, screen: Screen, board_cells: pygame.Rect | None = None) -> None:
        """Draw one frame with the recorder on and check it."""
        self.game.frames()
        drawn = recorder.start()
        try:
            self.game.frames()
        finally:
            recorder.stop()
        where = f"{self.label} {screen.value}"
        window = pygame.display.get_surface().get_rect()
        texts = list({(d.label, tuple(d.rect)): d for d in drawn if d.kind is Kind.TEXT}.values())
        assert texts, f"{where}: nothing recorded"
        for item in drawn:
            if item.rect.w and not window.contains(item.rect):
                self.problems.append(f"{where}: {item.label!r} {item.rect} outside {window.size}")
        for a, b in itertools.combinations(texts, 2):
            if a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)):
                self.problems.append(f"{where}: {a.label!r} overlaps {b.label!r}")
        if board_cells is not None and screen not in ASKED_TO_COVER:
            for item in drawn:
                if item.kind is Kind.OVERLAY and item.rect.colliderect(board_cells):
                    self.problems.append(f"{where}: {item.label!r} covers board cells")
        display = self.game.ctx.display
        chosen = display.requested
        smallest = min(d.size for d in texts)
        for zoom in ZOOMS:
            display.requested = float(zoom)
            shown = display.zoom_for(window.size)
            if smallest * shown < MIN_SCREEN_PX:
                self.problems.append(f"{where} zoom {zoom}: a {smallest} px font at {shown}x")
            fits = room(display.desktop_size())
            if window.w * shown > fits[0] or window.h * shown > fits[1]:
                self.problems.append(f"{where} zoom {zoom}: window larger than the desktop")
        display.requested = chosen


def _lose(game: Game) -> None:
    play = game.top
    game.click_cell(0, 0)
    board = play.board
    mine = next((r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c))
    play.ui.cursor = mine
    play.scroller.scroll_to(play.layout, play.view.cell, *mine)
    game.click_cell(*mine)


def _audit(skin: str, board_name: str, first: bool) -> list[str]:
    game = Game()
    try:
        ctx = game.ctx
        ctx.choose_skin(skin)
        nav = ctx.navigator
        audit = Audit(game, f"{skin} {board_name}")
        for screen in ALWAYS + (ONCE_PER_SKIN if first else ()):
            nav.title()
            nav.open(screen)
            audit.frame(screen)
        nav.title()
        nav.stats(_board(board_name).key)
        audit.frame(Screen.STATS)
        nav.play(_board(board_name), seed=7)
        play = game.top
        play.ui.say("Exported the position to /home/player/Documents/Minesweeper/positions/" * 2)
        audit.frame(Screen.PLAY, play.layout.viewport)
        nav.pause(play)
        audit.frame(Screen.PAUSE, play.layout.viewport)
        ctx.stack.pop()
        nav.ask("Export", "Saved to " + "/a/long/folder" * 12, [("OK", ctx.stack.pop)])
        audit.frame(Screen.MESSAGE, play.layout.viewport)
        ctx.stack.pop()
        _lose(game)
        audit.frame(Screen.RESULT, play.layout.viewport)
        video = game_video(play.session)
        nav.title()
        nav.replay(video, "audit")
        game.seconds(0.5)
        audit.frame(Screen.REPLAY, game.top.layout.board.viewport)
        return audit.problems
    finally:
        game.close()


def test_every_scene_is_covered():
    covered = set(ALWAYS + ONCE_PER_SKIN) | ASKED_TO_COVER
    covered |= {Screen.STATS, Screen.PLAY, Screen.RESULT, Screen.REPLAY}
    assert covered == set(Screen)


@pytest.mark.parametrize("skin", SKINS)
def test_layout_audit(skin):
    problems = []
    for i, board_name in enumerate(BOARDS):
        problems += _audit(skin, board_name, first=i == 0)
    assert not problems, f"{len(problems)} layout problems:\n" + "\n".join(problems[:30])
