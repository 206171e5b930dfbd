"""Drawing the replay viewer from its state: the play frame and board, the recorded
pointer, the figures panel and the controls. It reads the scene and never changes it."""

from __future__ import annotations

from typing import Protocol

import pygame

from game.coach.report import Guess
from game.coach.study import Study
from game.i18n import _
from game.i18n.formats import number, seconds
from game.session.counters import Counter, counter_lines
from game.session.inputs import CELL_PX
from game.session.player import SPEEDS, ReplayPlayer
from game.skins import Skin
from game.ui import marks
from game.ui.board_view import BoardPicture, BoardView
from game.ui.counters import draw_counters
from game.ui.look import Look, TextRole
from game.ui.menu_bar import MenuBar
from game.ui.play_frame import PlayFrame
from game.ui.play_view import draw_board_block
from game.ui.replay_layout import Control, ReplayLayout
from game.ui.widgets import Button, bevel, nine


class Skinned(Protocol):
    """Where the skin in use is found (the context)."""

    @property
    def skin(self) -> Skin:
        """The skin in use."""


class ReplayShown(Protocol):
    """What the viewer's drawing reads of the replay scene."""

    @property
    def ctx(self) -> Skinned:
        """The context (its skin)."""

    @property
    def layout(self) -> ReplayLayout:
        """The viewer's rects."""

    @property
    def player(self) -> ReplayPlayer:
        """The replay being played back."""

    @property
    def view(self) -> BoardView:
        """The board's sprite cache."""

    def picture(self) -> BoardPicture:
        """What the board shows at the playback time."""

    @property
    def scroll(self) -> list[int]:
        """Scroll offsets of a big board."""

    @property
    def shown(self) -> tuple[Counter, ...]:
        """The figures in the side panel."""

    @property
    def message(self) -> str:
        """The status line."""

    @property
    def menu_bar(self) -> MenuBar:
        """The menu bar."""

    @property
    def buttons(self) -> dict[Control, Button]:
        """The control buttons."""

    def face(self) -> str:
        """The face shown."""

    def guesses(self) -> tuple[Guess, ...]:
        """The coach's guesses of this game."""

    @property
    def study(self) -> Study | None:
        """The guess being studied (the position before it is shown), if any."""

    def shading(self) -> list[list[float | None]] | None:
        """The probabilities of the studied position, once computed."""

    def coach_lines(self) -> tuple[str, ...]:
        """The coach panel's text."""

    def look(self) -> Look:
        """The skin and zoom the viewer is drawn at."""

    def frame(self) -> PlayFrame:
        """What the board block shows at the playback time."""


POINTER = ((0, 0), (0, 11), (3, 8), (5, 12), (7, 11), (5, 7), (9, 7))


def replay_frame(scene: ReplayShown) -> PlayFrame:
    """What the board block shows at the playback time: the board, the HUD's figures."""
    session, lay = scene.player.session, scene.layout.board
    board = session.board
    scroll = (scene.scroll[0], scene.scroll[1])
    return PlayFrame(
        look=scene.look(),
        layout=lay,
        board=scene.picture(),
        cell=lay.cell,
        menu=scene.menu_bar.picture(),
        shape=(board.rows, board.cols),
        mines_left=board.mines_left,
        face=scene.face(),
        seconds=min(999, session.hud_seconds),
        scroll=scroll,
        origin=(lay.viewport.x - scroll[0], lay.viewport.y - scroll[1]),
        pressed=tuple(session.held_cells()),
        over=board.over,
    )


def draw_replay(surface: pygame.Surface, scene: ReplayShown) -> None:
    """Everything the viewer shows, bottom to top."""
    look = scene.look()
    lay = scene.layout
    board = lay.board
    session = scene.player.session
    surface.fill(look.color("background"))
    draw_board_block(surface, look, board, scene.frame(), scene.view)
    _draw_study(surface, scene)
    _draw_pointer(surface, scene)
    if board.side.w:
        draw_counters(surface, look, board.side, counter_lines(session.metrics(), scene.shown))
    lay.below.draw(surface, look)
    if scene.message:
        marks.draw_status(surface, look, scene.message, board.status)
    scene.menu_bar.draw(surface, look)
    label = (
        _("PAUSED")
        if not scene.player.playing
        else _("REPLAY ×{speed}").format(speed=speed_text(scene.player.speed))
    )
    where = (board.menu.right - look.px(6), board.menu.centery)
    look.blit(surface, label, where, TextRole.STRONG, "accent", "midright")


def pointer_position(scene: ReplayShown) -> tuple[int, int] | None:
    """Where the recorded pointer is on the screen, or None (off the board, or hidden)."""
    at = scene.player.pointer()
    if at is None:
        return None
    board = scene.layout.board
    viewport, size = board.viewport, board.cell
    x = viewport.x + at[0] * size // CELL_PX - scene.scroll[0]
    y = viewport.y + at[1] * size // CELL_PX - scene.scroll[1]
    return (x, y) if viewport.collidepoint(x, y) else None


def _draw_pointer(surface: pygame.Surface, scene: ReplayShown) -> None:
    at = pointer_position(scene)
    if at is None:
        return
    scale = max(1, scene.layout.board.cell // 16)
    points = [(at[0] + dx * scale, at[1] + dy * scale) for dx, dy in POINTER]
    pygame.draw.polygon(surface, (255, 255, 255), points)
    pygame.draw.polygon(surface, (0, 0, 0), points, max(1, scale // 2))


def _draw_study(surface: pygame.Surface, scene: ReplayShown) -> None:
    """The studied guess: the position shaded by its probabilities, the guessed cell
    outlined as a risk and the safe cell missed in the hint colour."""
    study = scene.study
    if study is None:
        return
    board = scene.layout.board
    viewport, cell = board.viewport, board.cell
    origin = (viewport.x - scene.scroll[0], viewport.y - scene.scroll[1])
    clip = surface.get_clip()
    surface.set_clip(viewport)
    grid = scene.shading()
    skin = scene.ctx.skin
    if grid is not None:
        marks.draw_probabilities(surface, skin, grid, origin, viewport, cell)
    safe = () if study.guess.safe is None else (study.guess.safe,)
    marks.draw_verdict(surface, skin, safe, study.guess.cells, origin, cell)
    surface.set_clip(clip)


NEEDLESS = (210, 30, 30)
WORSE = (235, 140, 0)
FORCED = (30, 150, 60)


def guess_colour(guess: Guess) -> tuple[int, int, int]:
    """Red for a needless guess, orange for one riskier than the safest cell, green else."""
    if guess.needless:
        return NEEDLESS
    return WORSE if guess.worse_by else FORCED


def _draw_guess_marks(surface: pygame.Surface, scene: ReplayShown, bar: pygame.Rect) -> None:
    """Each of the coach's guesses as a tick on the timeline, where it was taken."""
    duration = scene.player.duration_ms
    if duration <= 0:
        return
    inner = bar.inflate(-2, -2)
    tick = max(3, bar.h // 4)
    for guess in scene.guesses():
        x = inner.x + round(inner.w * min(1.0, guess.input_ms / duration))
        rect = (x - tick // 2, bar.y - tick, tick, bar.h + 2 * tick)
        pygame.draw.rect(surface, guess_colour(guess), rect)


def draw_timeline(surface: pygame.Surface, scene: ReplayShown, bar: pygame.Rect) -> None:
    """The timeline: how far the playback is, the coach's guesses, and the knob."""
    look = scene.look()
    skin = look.skin
    pygame.draw.rect(surface, skin.colors["background"], bar)
    bevel(surface, bar, skin, width=look.chrome)
    filled = bar.inflate(-2 * look.chrome, -2 * look.chrome)
    filled.w = round(filled.w * scene.player.fraction)
    pygame.draw.rect(surface, skin.colors["accent"], filled)
    _draw_guess_marks(surface, scene, bar)
    knob = pygame.Rect(0, bar.y - look.px(2), look.px(6), bar.h + 2 * look.px(2))
    knob.centerx = filled.right
    nine(surface, skin, "button", knob, scale=look.chrome)


def where_text(player: ReplayPlayer, at_end: bool = False) -> tuple[str, str]:
    """Where the playback is: speed and time, then the event count (and any idle skipped);
    `at_end`: as at the end at the fastest speed (the widest these lines get in this replay)."""
    shown_ms = player.game_ms if at_end else player.game_time_ms
    now, total = number(shown_ms / 1000, 2), seconds(player.game_ms / 1000, 2)
    speed = speed_text(max(SPEEDS, key=lambda s: len(speed_text(s))) if at_end else player.speed)
    where = f"×{speed}  {now}/{total}"
    index = len(player.inputs) if at_end else player.position
    events = _("event {index}/{count}").format(index=index, count=len(player.inputs))
    if player.skipped_ms:  # the timeline starts just before the first click
        idle = _("idle {time} before the first click skipped").format(
            time=seconds(player.skipped_ms / 1000, 1)
        )
        events += f"  ({idle})"
    return where, events


def where_said(player: ReplayPlayer) -> str:
    """Where the playback is, in the words a screen reader says after a control."""
    now = seconds(player.game_time_ms / 1000, 2)
    total = seconds(player.game_ms / 1000, 2)
    if player.playing:
        return _("Playing ×{speed}, {now} of {total}").format(
            speed=speed_text(player.speed), now=now, total=total
        )
    return _("Paused at {now} of {total}, event {index} of {count}").format(
        now=now, total=total, index=player.position, count=len(player.inputs)
    )


def speed_text(speed: float) -> str:
    """The playback speed as a short figure: 2, 0.5 / 0,5."""
    return number(speed, 2).rstrip("0").rstrip(",.")


def draw_where(
    surface: pygame.Surface, look: Look, player: ReplayPlayer, rect: pygame.Rect
) -> None:
    """Where the playback is now, in the room kept for its widest form."""
    where, events = where_text(player)
    look.blit(surface, where, rect.topleft, TextRole.STRONG)
    below = (rect.x, rect.y + look.line(TextRole.STRONG))
    look.blit(surface, events, below, TextRole.SMALL, "text_dim")


def where_size(look: Look, player: ReplayPlayer) -> tuple[int, int]:
    """The room `draw_where` needs at most in this replay (x16 speed, at the end)."""
    where, events = where_text(player, at_end=True)
    width = max(look.width(where, TextRole.STRONG), look.width(events, TextRole.SMALL))
    return width, look.line(TextRole.STRONG) + look.line(TextRole.SMALL)
