"""Layout audit: every screen and overlay, at zoom 1x to 2.25x (fractional ones too), in
English and German, with the longest values a player can reach (4-digit times, 5-digit
counts, long names), measured as a person sees them (tests/ui/layout_check.py).

A frame is drawn with the UI recorder on (game/ui/recorder.py). On a 1600x1000 desktop
(the issue's), the zoom decides how much of a big board fits, where the result panel
goes and so the layout; the same screen at another zoom is another layout.
"""

from __future__ import annotations

import dataclasses
import functools
import shutil
import sqlite3
import time
from pathlib import Path

import pygame
import pytest

from game.engine.display import Display, room
from game.i18n import Language, set_language
from game.model import DIFFICULTIES
from game.replay.recording import game_video
from game.scenes.navigation import Screen
from game.session.counters import Counter
from game.session.inputs import Action, Source
from game.storage import paths
from game.storage.stats import GameRecord, Stats
from game.trainer.library import load_shipped
from game.ui import recorder
from game.ui.recorder import Kind
from tests.scenes.harness import Game
from tests.ui.layout_check import problems_in, texts

REPLAY_DATA = Path(__file__).resolve().parents[1] / "replay" / "data"
DESKTOP = (1600, 1000)
ZOOMS = (1.0, 1.25, 1.5, 2.0, 2.25)
LANGUAGES = (Language.EN, Language.DE)
SKINS = ("classic", "dark", "high-contrast")
MIN_SCREEN_PX = 11
LONG_NAME = "Maximiliane-Wilhelmine von Hohenzollern-Sigmaringen"
PLAYED = 10_000  # 5-digit counts (on Normal; the other difficulties have a few games)
SLOW = 1234.567  # a 4-digit time
ALL_COUNTERS = ",".join(counter.value for counter in Counter)


@pytest.fixture(scope="module")
def long_stats(tmp_path_factory) -> Path:
    """A statistics file with 5-digit counts and 4-digit times on every difficulty."""
    path = tmp_path_factory.mktemp("stats") / paths.STATS_FILE
    stats = Stats.open(path)
    stats.close()
    rows = []
    for key, d in DIFFICULTIES.items():
        if key == "custom":
            continue
        for i in range(PLAYED if key == "normal" else 60):
            won = i % 3 != 0
            rec = GameRecord(
                key, d.rows, d.cols, d.mines, None, won, SLOW + i % 7, 9999, 9999 if won else 5,
                left_clicks=99999, right_clicks=99999, effective_clicks=99999,
                replay=f"{LONG_NAME} {i}.evf", uid=f"{key}-{i}",
                finished_at=f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}T12:00:00+00:00",
            )  # fmt: skip
            rows.append(rec._row())
        last = GameRecord(
            key, d.rows, d.cols, d.mines, None, True, SLOW, 9999, 9999, assisted=True,
            excluded="marks", uid=f"{key}-last", finished_at="2027-01-01T12:00:00+00:00",
        )  # fmt: skip
        rows.append(last._row())  # the newest game did not count, for the longest reason
    conn = sqlite3.connect(path)
    marks = ",".join("?" * len(rows[0]))
    conn.executemany(f"INSERT INTO games ({','.join(_columns())}) VALUES ({marks})", rows)
    conn.commit()
    conn.close()
    return path


@functools.cache
def _shipped_once():
    return load_shipped()


def _shipped():
    puzzles, problems = _shipped_once()
    return list(puzzles), list(problems)


def _columns() -> tuple[str, ...]:
    from game.storage.stats import _COLUMNS

    return tuple(_COLUMNS)


class Audit:
    """One game opened at one zoom and language; collects what is wrong in its frames."""

    def __init__(self, game: Game, label: str) -> None:
        self.game = game
        self.label = label
        self.problems: list[str] = []
        self.seen: set[str] = set()  # the scenes on top of the frames audited

    def frame(self, name: str, board: pygame.Rect | None = None) -> list[recorder.Drawn]:
        """Draw one frame with the recorder on and check it; an overlay may not cover the
        `board` cells (the player did not ask to hide them)."""
        self.game.frames()
        drawn = recorder.start()
        try:
            self.game.frames()
        finally:
            recorder.stop()
        where = f"{self.label} {name}"
        self.seen.add(type(self.game.top).__name__)
        window = pygame.display.get_surface().get_rect()
        assert texts(drawn), f"{where}: nothing recorded"
        self.problems += problems_in(drawn, window, where)
        for item in drawn:
            if board is not None and item.kind is Kind.OVERLAY and item.rect.colliderect(board):
                self.problems.append(f"{where}: {item.label!r} covers board cells")
        display = self.game.ctx.display
        shown = display.zoom_for(window.size)
        smallest = min(d.size for d in texts(drawn))
        if smallest * shown < MIN_SCREEN_PX:
            self.problems.append(f"{where}: a {smallest} px font at {shown}x")
        fits = room(display.desktop_size())
        if round(window.w * shown) > fits[0] or round(window.h * shown) > fits[1]:
            self.problems.append(f"{where}: the window is larger than the desktop")
        return drawn


def _game(
    monkeypatch, long_stats: Path, zoom: float, language: Language, skin: str, extras: bool
) -> Game:
    monkeypatch.setattr(Display, "desktop_size", lambda self: DESKTOP)
    # Neither saving the unfinished game at every move nor reading 16,000 shipped puzzles
    # again is audited (they take most of the time otherwise).
    monkeypatch.setattr("game.session.session.GameSession._autosave", lambda *_, **__: None)
    monkeypatch.setattr("game.trainer.start.load_shipped", _shipped)
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)  # no background games
    shutil.copy(long_stats, paths.stats_path())
    set_language(language)
    game = Game()
    if extras:  # row and column labels and all nine live counters beside the board
        game.ctx.update_settings(labels=True, counters=ALL_COUNTERS)
    game.ctx.update_settings(scale=zoom)
    game.ctx.display.set_scale(zoom)
    game.ctx.choose_skin(skin)
    game.frames()
    return game


def _menus_and_static(audit: Audit) -> None:
    game = audit.game
    nav = game.ctx.navigator
    screens = (
        Screen.TITLE,
        Screen.CUSTOM,
        Screen.SETTINGS,
        Screen.KEYS,
        Screen.ABOUT,
        Screen.REPLAYS,
    )
    for screen in screens:
        nav.title()
        nav.open(screen)
        audit.frame(screen.value)
    nav.title()
    nav.keys()
    keys = game.top
    keys.capture(0)  # waiting for a key: the longest prompt, then the longest refusal
    audit.frame("keys waiting")
    keys.bind(pygame.K_F1)
    audit.frame("keys refused")
    for key in ("normal", "schwer", "experte"):
        nav.title()
        nav.stats(key)
        audit.frame(f"stats {key}")
    nav.title()
    nav.charts()
    audit.frame("charts")


def _play(audit: Audit, board: str) -> None:
    game = audit.game
    ctx = game.ctx
    nav = ctx.navigator
    difficulty = DIFFICULTIES[board] if board in DIFFICULTIES else _custom(board)
    nav.play(difficulty, seed=7)
    play = game.top
    audit.frame(f"{board} play", play.layout.viewport)
    play.ui.say("Exported the position to /home/player/Documents/Minesweeper/positions/" * 2)
    audit.frame(f"{board} long message", play.layout.viewport)
    nav.ask("Export", "Saved to " + "/a/long/folder" * 12, [("OK", ctx.stack.pop)])
    audit.frame(f"{board} message box")
    ctx.stack.pop()
    play.menu_bar.open(0)
    audit.frame(f"{board} menu")
    play.menu_bar.close()
    nav.pause(play)
    audit.frame(f"{board} pause")
    ctx.stack.pop()
    play.act(Source.KEYBOARD, Action.REVEAL, (play.board.rows // 2, play.board.cols // 2))
    game.key(pygame.K_h, "h")
    audit.frame(f"{board} hint proof", play.layout.viewport)
    game.clock.now += SLOW
    play.act(Source.KEYBOARD, Action.FLAG, next(_mines(play.board)))
    audit.frame(f"{board} after {SLOW:.0f} s")
    _win(play)
    audit.frame(f"{board} won", play.layout.viewport)
    nav.play(difficulty, seed=7)
    play = game.top
    _lose(game, play)
    audit.frame(f"{board} lost", play.layout.viewport)
    video = game_video(play.session)
    nav.title()
    nav.replay(video, LONG_NAME)
    game.seconds(0.5)
    audit.frame(f"{board} replay", game.top.layout.board.viewport)


def _custom(name: str):
    from game.bootstrap import difficulty_of

    return difficulty_of(name)


def _win(play) -> None:
    board = play.board
    for r in range(board.rows):
        for c in range(board.cols):
            if not board.mine_at(r, c) and not board.cell(r, c).open and not board.over:
                play.act(Source.KEYBOARD, Action.REVEAL, (r, c))
    assert board.status == "won"


def _mines(board):
    return ((r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c))


def _lose(game: Game, play) -> None:
    play.act(Source.KEYBOARD, Action.REVEAL, (0, 0))
    board = play.board
    play.act(Source.KEYBOARD, Action.REVEAL, next(_mines(board)))
    assert board.status == "lost"


def _replays(audit: Audit) -> None:
    """The Replays list with the games just played and a community file with a long name:
    while it is read, then with each row chosen (its cut cells shown whole under the list)."""
    game = audit.game
    folder = paths.replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPLAY_DATA / "beginner-arbiter.avf", folder / f"{LONG_NAME} {SLOW}.avf")
    nav = game.ctx.navigator
    nav.title()
    nav.replays()
    listing = game.top
    audit.frame("replays reading")
    deadline = time.monotonic() + 60
    while listing.community.reading and time.monotonic() < deadline:
        game.frames()
        listing.community.wait(0.05)
    assert listing.entries, "no replays to audit"
    for index in range(len(listing.entries)):
        listing.selected = index
        audit.frame(f"replays row {index}")


def _trainer(audit: Audit) -> None:
    game = audit.game
    nav = game.ctx.navigator
    nav.title()
    nav.train()
    audit.frame("trainer")
    for key, name in ((pygame.K_p, "puzzle"), (pygame.K_d, "puzzle of the day")):
        nav.title()
        nav.train()
        game.key(key, pygame.key.name(key))
        audit.frame(name)
    nav.title()
    nav.train()
    game.key(pygame.K_l, "l")
    for lesson in range(3):
        audit.frame(f"lesson {lesson + 1}")
        game.key(pygame.K_RIGHT)


# Every zoom in both languages; the skins take turns, and labels with all counters are on
# in every other case (a checkerboard, so each zoom and each language has both).
CASES = [
    (zoom, language, SKINS[(z + n) % len(SKINS)], (z + n) % 2 == 0)
    for z, zoom in enumerate(ZOOMS)
    for n, language in enumerate(LANGUAGES)
]


@pytest.mark.parametrize(("zoom", "language", "skin", "extras"), CASES)
def test_layout_audit(monkeypatch, long_stats, zoom, language, skin, extras):
    game = _game(monkeypatch, long_stats, zoom, language, skin, extras)
    label = f"{zoom:g}x {language.value} {skin}{' labels+counters' if extras else ''}"
    audit = Audit(game, label)
    try:
        _menus_and_static(audit)
        _trainer(audit)
        for board in ("normal", "schwer", "experte", "60x40x400"):
            _play(audit, board)
        _replays(audit)
        factories = game.ctx.navigator.factories
        every = {getattr(factories, f.name).__name__ for f in dataclasses.fields(factories)}
        every |= {"PuzzleScene", "LessonScene"}
    finally:
        game.close()
    assert every <= audit.seen, f"screens not audited: {every - audit.seen}"
    assert not audit.problems, f"{len(audit.problems)} layout problems:\n" + "\n".join(
        dict.fromkeys(audit.problems)
    )
