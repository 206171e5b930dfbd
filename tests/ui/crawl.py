"""Walking the game's navigation as a player would, to find every screen (the layout audit).

From the title, every key a player may press (the title's letters and digits, the play
keymap, F1, F2, F10, Esc, Enter ...), every button, list row and tab of the screen on top, and
every entry of the menu bar is tried; on a board also opening a cell, winning and losing.
Each new screen (its stack of scenes and the state that changes its layout) is remembered
with the shortest path of actions that reached it, and explored in turn. The audit then
follows each path again in every language, window size and zoom.
"""

from __future__ import annotations

import dataclasses
import enum
from collections import deque
from collections.abc import Iterator

import pygame

from game.model import Action as BoardAction
from game.scenes.laid import LaidScene
from game.scenes.play.scene import PlayScene
from game.scenes.title import TitleScene
from game.session import Source
from game.storage.paths import savegame_path
from game.ui.boxes import Tabs
from game.ui.layout import Role, Scroll
from tests.scenes.harness import Game

KEYS: tuple[tuple[int, str], ...] = (
    *((getattr(pygame, f"K_{c}"), c) for c in "abcdefghijklmnopqrstuvwxyz"),
    *((getattr(pygame, f"K_{d}"), d) for d in "1234"),
    (pygame.K_F1, ""),
    (pygame.K_F2, ""),
    (pygame.K_F10, ""),
    (pygame.K_RETURN, "\r"),
    (pygame.K_SPACE, " "),
    (pygame.K_PAGEDOWN, ""),
    (pygame.K_ESCAPE, ""),
)
CLICKABLE = frozenset({Role.BUTTON, Role.LIST_ITEM, Role.TAB, Role.CHECKBOX})
MAX_DEPTH = 6


class Kind(enum.Enum):
    """What an action does."""

    KEY = "key"
    CLICK = "click"  # a box of the top screen, found by its role and name (or its place)
    TAB = "tab"  # the n-th tab of the top screen's tab strip
    MENU = "menu"  # an entry of the menu bar: (menu index, entry index)
    OPEN = "open"  # click the middle cell of the board
    WIN = "win"
    LOSE = "lose"


@dataclasses.dataclass(frozen=True)
class Step:
    """One action a player takes."""

    kind: Kind
    key: int = 0
    text: str = ""
    name: str = ""
    index: tuple[int, ...] = ()

    def __str__(self) -> str:
        if self.kind is Kind.KEY:
            return f"key {pygame.key.name(self.key)}"
        if self.kind is Kind.CLICK:
            return f"click {self.name!r}"
        return f"{self.kind.value} {self.index or ''}".strip()


Path = tuple[Step, ...]


def signature(game: Game) -> tuple[object, ...]:
    """What makes one screen another: the scenes shown and the state that changes a layout."""
    visible = game.ctx.stack.visible()
    parts: list[object] = [type(s).__name__ for s in visible]
    top = game.top
    play = next((s for s in visible if isinstance(s, PlayScene)), None)
    if play is not None:
        parts += [play.difficulty.key, play.board.status.value, bool(play.layout.panel.h)]
        parts.append(play.ui.menu.open_index is not None)
    if isinstance(top, LaidScene) and top.tree is not None:
        tabs = [box for box in top.tree.walk() if isinstance(box, Tabs)]
        parts += [t.chosen for t in tabs]
    menu = getattr(top, "menu_bar", None)
    if menu is not None and not isinstance(top, PlayScene):
        parts.append(menu.open_index is not None)
    return tuple(parts)


def steps_here(game: Game) -> Iterator[Step]:
    """Every action worth trying on the screen on top."""
    top = game.top
    for key, text in KEYS:
        yield Step(Kind.KEY, key, text)
    yield Step(Kind.KEY, pygame.K_z, "z", index=(pygame.KMOD_CTRL,))
    if isinstance(top, LaidScene):
        tree = top.ensure_layout()
        seen: set[tuple[Role, str]] = set()
        count: dict[Role, int] = {}
        for box in tree.walk():
            ordinal = count.get(box.role, 0)  # its place among the boxes of its role
            count[box.role] = ordinal + 1
            if box.role in CLICKABLE and (box.role, box.name) not in seen:
                seen.add((box.role, box.name))
                role = list(Role).index(box.role)
                yield Step(Kind.CLICK, name=box.name, index=(role, ordinal))
            if isinstance(box, Tabs):
                for i in range(len(box.names)):
                    yield Step(Kind.TAB, index=(i,))
    menu = getattr(top, "menu_bar", None)
    if menu is not None:
        for m, (_title, entries) in enumerate(menu.menus):
            for e, entry in enumerate(entries):
                if not entry.separator:
                    yield Step(Kind.MENU, index=(m, e))
    if isinstance(top, PlayScene) and not top.board.over:
        yield Step(Kind.OPEN)
        yield Step(Kind.WIN)
        yield Step(Kind.LOSE)


def take(game: Game, step: Step) -> bool:
    """Take one action; False when it cannot be taken here (its box is not on screen)."""
    top = game.top
    if step.kind is Kind.KEY:
        mod = step.index[0] if step.index else 0
        game.key(step.key, step.text, mod=mod)
        return True
    if step.kind is Kind.CLICK:
        if not isinstance(top, LaidScene):
            return False
        role = list(Role)[step.index[0]]
        boxes = [b for b in top.ensure_layout().walk() if b.role is role]
        box = next((b for b in boxes if b.name == step.name), None)
        if box is None and step.index[1] < len(boxes):  # named in another language
            box = boxes[step.index[1]]
        if box is None or not box.rect.w:
            return False
        for scroll in (b for b in top.ensure_layout().walk() if isinstance(b, Scroll)):
            if any(inner is box for inner in scroll.walk()):
                scroll.show(top.look(), box.rect)  # a player scrolls to it first
        game.click(box.rect.center)
        return True
    if step.kind is Kind.TAB:
        if not isinstance(top, LaidScene):
            return False
        tabs = [b for b in top.ensure_layout().walk() if isinstance(b, Tabs)]
        if not tabs or step.index[0] >= len(tabs[0].rects):
            return False
        game.click(tabs[0].rects[step.index[0]].center)
        return True
    if step.kind is Kind.MENU:
        menu = getattr(top, "menu_bar", None)
        if menu is None:
            return False
        m, e = step.index
        game.click(menu.titles[m].center)
        rects = menu.entry_rects(m) if menu.open_index == m else []
        if e >= len(rects):
            return False
        game.click(rects[e].center)
        return True
    return _play_step(game, step)


def _play_step(game: Game, step: Step) -> bool:
    """Open a cell, win or lose on the board on top."""
    play = game.top
    if not isinstance(play, PlayScene) or play.board.over:
        return False
    board = play.board
    if step.kind is Kind.OPEN or board.status.value == "ready":
        play.act(Source.KEYBOARD, BoardAction.REVEAL, (board.rows // 2, board.cols // 2))
        game.frames()
    if step.kind is Kind.WIN:
        for r in range(board.rows):
            for c in range(board.cols):
                if not board.over and not board.mine_at(r, c) and not board.cell(r, c).open:
                    play.act(Source.KEYBOARD, BoardAction.REVEAL, (r, c))
    elif step.kind is Kind.LOSE:
        mine = next(
            (r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c)
        )
        play.act(Source.KEYBOARD, BoardAction.REVEAL, mine)
    game.frames(2)
    return True


@dataclasses.dataclass(frozen=True)
class Start:
    """What every path starts from: the settings and the unfinished game as they were."""

    settings: object
    saved: bytes | None

    @classmethod
    def now(cls, game: Game) -> Start:
        """The state the game is in now."""
        path = savegame_path()
        return cls(game.ctx.settings, path.read_bytes() if path.exists() else None)


def reset(game: Game, start: Start) -> None:
    """Back to the title with the settings and unfinished game as they were (an action may
    have changed them: a new game replaces the saved one)."""
    while len(game.ctx.stack):
        game.ctx.stack.pop()
    game.ctx.running = True
    path = savegame_path()
    if start.saved is None:
        path.unlink(missing_ok=True)
    else:
        path.write_bytes(start.saved)
    settings = start.settings
    game.ctx.settings = settings  # type: ignore[assignment]
    game.ctx.update_settings()
    game.ctx.navigator.title()
    game.frames(1)


def follow(game: Game, start: Start, path: Path) -> bool:
    """From the title, take every step of a path; False when one cannot be taken."""
    reset(game, start)
    for step in path:
        if not len(game.ctx.stack) or not take(game, step):
            return False
        game.frames(1)
    return bool(len(game.ctx.stack))


def explore(game: Game) -> dict[tuple[object, ...], Path]:
    """Every screen reachable from the title, each with the shortest path to it."""
    start = Start.now(game)
    reset(game, start)
    found: dict[tuple[object, ...], Path] = {signature(game): ()}
    queue: deque[Path] = deque([()])
    while queue:
        path = queue.popleft()
        if len(path) >= MAX_DEPTH or not follow(game, start, path):
            continue
        here = signature(game)
        for step in list(steps_here(game)):
            if (not len(game.ctx.stack) or signature(game) != here) and not follow(
                game, start, path
            ):
                break
            if not take(game, step) or not len(game.ctx.stack):
                continue
            game.frames(1)
            there = signature(game)
            if there not in found:
                found[there] = (*path, step)
                queue.append((*path, step))
    return found


def is_title(game: Game) -> bool:
    """Whether the title screen is on top."""
    return isinstance(game.top, TitleScene)
