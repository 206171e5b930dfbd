"""Layout audit (issue 31): every screen reachable from the title, found by walking the
navigation itself (tests/ui/crawl.py: every key, button, list row, tab and menu entry), on a
data folder made by playing real games (tests/ui/played_data.py), in English and German, in
800x600, 1280x800 and 1920x1080 windows, at zoom 1 and 2, measured as a person sees it
(tests/ui/layout_check.py): no text cut or over another, none outside its box or the window;
the window never changes; a board is whole unless the zoom's smallest cell cannot fit; what
is taller than its room moves with the wheel. A screen the walk cannot reach in a language,
size or zoom is a failure.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pygame
import pytest

from game.i18n import Language, set_language
from game.model import DIFFICULTIES, Action
from game.scenes.play.scene import PlayScene
from game.scenes.stats import StatsScene
from game.session import Source
from game.session.counters import Counter
from game.ui import recorder
from game.ui.layout import Scroll
from game.ui.recorder import Kind
from tests.scenes.harness import Game
from tests.ui.crawl import Start, explore, follow, signature
from tests.ui.layout_check import problems_in, texts
from tests.ui.played_data import SLOW, copy_played, restore_home, with_home

SIZES = ((800, 600), (1280, 800), (1920, 1080))
ZOOMS = (1.0, 2.0)  # 800x600 shows 2x at 1.5x (game/engine/display.py largest_zoom)
LANGUAGES = (Language.EN, Language.DE)
SKINS = ("classic", "dark", "high-contrast")
MIN_SCREEN_PX = 11
ALL_COUNTERS = ",".join(counter.value for counter in Counter)
EVERY_SCENE_EXTRA = {"PuzzleScene", "LessonScene"}


@pytest.fixture(scope="session")
def screens(played, tmp_path_factory) -> dict[tuple[object, ...], tuple]:
    """Every screen the walk reaches from the title, with its path (English, 1280x800, 1x)."""
    home = tmp_path_factory.mktemp("walk")
    copy_played(played, home)
    before = with_home(home)
    game = Game()
    try:
        pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        return explore(game)
    finally:
        game.close()
        set_language(Language.EN)
        restore_home(before)


@dataclasses.dataclass
class Audit:
    """One game opened in one language, window size and zoom; collects what is wrong."""

    game: Game
    label: str
    size: tuple[int, int]
    problems: list[str] = dataclasses.field(default_factory=list)

    def frame(self, name: str) -> None:
        """Draw one frame with the recorder on and check what a person sees."""
        game = self.game
        game.frames()
        drawn = recorder.start()
        try:
            game.frames()
        finally:
            recorder.stop()
        where = f"{self.label} {name}"
        window = pygame.display.get_surface().get_rect()
        if window.size != self.size:
            self.problems.append(f"{where}: the window changed to {window.size}")
        if not texts(drawn):
            self.problems.append(f"{where}: nothing drawn")
            return
        self.problems += problems_in(drawn, window, where)
        smallest = min(d.size for d in texts(drawn))
        if smallest < MIN_SCREEN_PX:
            self.problems.append(f"{where}: a {smallest} px font")
        play = next((s for s in game.ctx.stack.visible() if isinstance(s, PlayScene)), None)
        if play is not None:
            self._board(play, window, where, drawn)
        self._scrolls(where)

    def _scrolls(self, where: str) -> None:
        """What does not fit scrolls: a box taller than its room moves with the wheel (the
        title and About showed a scroll bar that nothing moved, the last rows out of reach)."""
        game = self.game
        tree = getattr(game.top, "tree", None)
        boxes = [b for b in tree.walk() if isinstance(b, Scroll)] if tree is not None else []
        for index, box in enumerate(boxes):
            if box.content_h <= box.rect.h:
                continue
            before = box.offset
            wheel = {"x": 0, "flipped": False, "precise_x": 0.0}
            game.post(pygame.MOUSEMOTION, pos=box.rect.center, rel=(0, 0), buttons=(0, 0, 0))
            game.post(pygame.MOUSEWHEEL, y=-1, precise_y=-1.0, **wheel)
            game.frames()
            moved = [b for b in game.top.tree.walk() if isinstance(b, Scroll)]
            if index >= len(moved) or moved[index].offset <= before:
                self.problems.append(
                    f"{where}: {box.content_h} px in {box.rect.h} px of room, "
                    f"and the wheel does not scroll it"
                )
            game.post(pygame.MOUSEWHEEL, y=1, precise_y=1.0, **wheel)
            game.frames()

    def _board(self, play: PlayScene, window: pygame.Rect, where: str, drawn) -> None:
        """The board is whole (or scrolls at the zoom's smallest cell); nothing covers it."""
        lay = play.layout
        if not window.contains(lay.board_frame):
            self.problems.append(f"{where}: the board leaves the window")
        smallest = round(16 * play.look().zoom)
        if lay.scrollable and lay.cell > smallest:
            self.problems.append(f"{where}: the board scrolls at {lay.cell} px cells")
        for item in drawn:
            covers = item.kind is Kind.OVERLAY and item.rect.colliderect(lay.viewport)
            if covers and not item.label.startswith("dialog"):
                self.problems.append(f"{where}: {item.label!r} covers board cells")


CASES = [(size, zoom, language) for size in SIZES for zoom in ZOOMS for language in LANGUAGES]
CASES += [  # the extremes: the smallest window, and the biggest zoom 1920x1080 holds
    (size, zoom, language) for size, zoom in (((480, 360), 1.0), ((1920, 1080), 3.0))
    for language in LANGUAGES
]  # fmt: skip


def _open(played: Path, size, zoom, language, case: int) -> Game:
    copy_played(played, Path(os.environ["MINESWEEPER_HOME"]))
    set_language(language)
    game = Game()
    if case % 2:  # row and column labels and all nine live counters beside the board
        game.ctx.update_settings(labels=True, counters=ALL_COUNTERS)
    game.ctx.update_settings(scale=zoom, language=language.value)
    game.ctx.choose_skin(SKINS[case % len(SKINS)])
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.frames(2)
    return game


@pytest.mark.parametrize(
    ("size", "zoom", "language"),
    CASES,
    ids=[f"{s[0]}x{s[1]}-{z:g}x-{lang.value}" for s, z, lang in CASES],
)
def test_layout_audit(played, screens, size, zoom, language):
    case = CASES.index((size, zoom, language))
    game = _open(played, size, zoom, language, case)
    label = f"{size[0]}x{size[1]} {zoom:g}x {language.value} {SKINS[case % len(SKINS)]}"
    audit = Audit(game, label, size)
    unreached: list[str] = []
    challenges_listed = False  # the statistics' Challenges tab, its table filled by play
    try:
        start = Start.now(game)
        for wanted, path in screens.items():
            named = " > ".join(str(step) for step in path) or "title"
            if not follow(game, start, path):
                unreached.append(named)
                continue
            game.frames(1)
            audit.frame(f"[{named}]")
            top = game.top
            if isinstance(top, StatsScene) and top.challenges and top.table is not None:
                challenges_listed = True
            if signature(game)[:1] != wanted[:1]:
                unreached.append(f"{named} (reached {signature(game)[:1]})")
    finally:
        game.close()
    every = {
        getattr(game.ctx.navigator.factories, f.name).__name__
        for f in dataclasses.fields(game.ctx.navigator.factories)
    } | EVERY_SCENE_EXTRA
    walked = {name for key in screens for name in key if isinstance(name, str)}
    failures = [f"the walk never reached {name}" for name in sorted(every - walked)]
    failures += [f"not reached in this case: {named}" for named in unreached]
    if not challenges_listed:
        failures.append("the walk never reached the challenges played (Statistics)")
    failures += list(dict.fromkeys(audit.problems))
    assert not failures, f"{len(failures)} problems:\n" + "\n".join(failures)


def long_game_frame(monkeypatch_compact: bool = False) -> list[str]:
    """The problems of one Experte frame after a long game with labels and every counter at
    zoom 2 in a 1280x800 window (the layout check's own test breaks the counters once)."""
    game = Game()
    try:
        game.ctx.update_settings(labels=True, counters=ALL_COUNTERS, scale=2)
        pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        audit = Audit(game, "long game", (1280, 800))
        game.ctx.navigator.play(DIFFICULTIES["experte"], seed=7)
        play = game.top
        play.act(Source.KEYBOARD, Action.REVEAL, (8, 15))
        game.clock.now += SLOW
        mine = next((r, c) for r in range(16) for c in range(30) if play.board.mine_at(r, c))
        play.act(Source.KEYBOARD, Action.FLAG, mine)
        audit.frame("after a long game")
        return audit.problems
    finally:
        game.close()
