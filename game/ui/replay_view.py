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
from game.session.player import ReplayPlayer
from game.skins import Skin
from game.ui import marks, text
from game.ui.board_view import BoardPicture, BoardView
from game.ui.counters import draw_counters
from game.ui.hud import draw_face, draw_led
from game.ui.menu_bar import MenuBar
from game.ui.replay_layout import Control, ReplayLayout
from game.ui.side_panel import PanelLayout
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


POINTER = ((0, 0), (0, 11), (3, 8), (5, 12), (7, 11), (5, 7), (9, 7))


def draw_replay(surface: pygame.Surface, scene: ReplayShown) -> None:
    """Everything the viewer shows, bottom to top."""
    skin = scene.ctx.skin
    lay = scene.layout
    board = lay.board
    session = scene.player.session
    surface.fill(skin.colors["background"])
    nine(surface, skin, "frame_outer", board.frame)
    nine(surface, skin, "frame_inset", board.hud)
    draw_led(surface, skin, board.counter.topleft, session.board.mines_left)
    draw_face(surface, skin, board.face, scene.face())
    draw_led(surface, skin, board.timer.topleft, min(999, session.hud_seconds))
    nine(surface, skin, "frame_inset", board.board_frame)
    scroll = (scene.scroll[0], scene.scroll[1])
    scene.view.draw(surface, board.viewport, scroll, scene.picture(), session.held_cells())
    _draw_study(surface, scene)
    _draw_pointer(surface, scene)
    if isinstance(board, PanelLayout):
        draw_counters(surface, skin, board.side, counter_lines(session.metrics(), scene.shown))
    _draw_controls(surface, scene)
    _draw_coach(surface, scene)
    if scene.message:
        marks.draw_status(surface, skin, scene.message, board.status)
    scene.menu_bar.draw(surface, skin)
    label = (
        _("PAUSED")
        if not scene.player.playing
        else _("REPLAY ×{speed}").format(speed=_speed(scene))
    )
    text.blit_text(
        surface,
        label,
        (board.menu.right - 4, board.menu.centery),
        skin.colors["accent"],
        bold=True,
        anchor="midright",
    )


def pointer_position(scene: ReplayShown) -> tuple[int, int] | None:
    """Where the recorded pointer is on the screen, or None (off the board, or hidden)."""
    at = scene.player.pointer()
    if at is None:
        return None
    viewport = scene.layout.board.viewport
    size = scene.ctx.skin.cell_size
    x = viewport.x + at[0] * size // CELL_PX - scene.scroll[0]
    y = viewport.y + at[1] * size // CELL_PX - scene.scroll[1]
    return (x, y) if viewport.collidepoint(x, y) else None


def _draw_pointer(surface: pygame.Surface, scene: ReplayShown) -> None:
    at = pointer_position(scene)
    if at is None:
        return
    points = [(at[0] + dx, at[1] + dy) for dx, dy in POINTER]
    pygame.draw.polygon(surface, (255, 255, 255), points)
    pygame.draw.polygon(surface, (0, 0, 0), points, 1)


def _draw_study(surface: pygame.Surface, scene: ReplayShown) -> None:
    """The studied guess: the position shaded by its probabilities, the guessed cell
    outlined as a risk and the safe cell missed in the hint colour."""
    study = scene.study
    if study is None:
        return
    viewport = scene.layout.board.viewport
    origin = (viewport.x - scene.scroll[0], viewport.y - scene.scroll[1])
    clip = surface.get_clip()
    surface.set_clip(viewport)
    grid = scene.shading()
    if grid is not None:
        marks.draw_probabilities(surface, scene.ctx.skin, grid, origin, viewport)
    safe = () if study.guess.safe is None else (study.guess.safe,)
    marks.draw_verdict(surface, scene.ctx.skin, safe, study.guess.cells, origin)
    surface.set_clip(clip)


def coach_text(lines: tuple[str, ...], width: int, room: int) -> list[str]:
    """The coach panel's lines wrapped to `width`; at most `room` of them, the last one
    shortened when the text goes on."""
    wrapped = [part for line in lines for part in text.wrap(line, width)]
    if len(wrapped) <= room:
        return wrapped
    kept = wrapped[: room - 1]
    return [*kept, text.shorten(" ".join(wrapped[room - 1 :]), width, force=True)]


def _draw_coach(surface: pygame.Surface, scene: ReplayShown) -> None:
    skin = scene.ctx.skin
    rect = scene.layout.coach
    nine(surface, skin, "panel", rect)
    pad = 4
    room = max(1, (rect.h - 2 * pad) // text.line_height())
    y = rect.y + pad
    for i, line in enumerate(coach_text(scene.coach_lines(), rect.w - 2 * pad, room)):
        bold = i == 0
        text.blit_text(surface, line, (rect.x + pad, y), skin.colors["text"], bold=bold)
        y += text.line_height()


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
    for guess in scene.guesses():
        x = inner.x + round(inner.w * min(1.0, guess.input_ms / duration))
        pygame.draw.rect(surface, guess_colour(guess), (x - 1, bar.y - 3, 3, bar.h + 6))


def _draw_controls(surface: pygame.Surface, scene: ReplayShown) -> None:
    skin = scene.ctx.skin
    colors = skin.colors
    lay = scene.layout
    player = scene.player
    surface.fill(colors["background"], lay.controls)
    bar = lay.timeline
    pygame.draw.rect(surface, colors["background"], bar)
    bevel(surface, bar, skin)
    filled = bar.inflate(-2, -2)
    filled.w = round(filled.w * player.fraction)
    pygame.draw.rect(surface, colors["accent"], filled)
    _draw_guess_marks(surface, scene, bar)
    knob = pygame.Rect(0, bar.y - 2, 5, bar.h + 4)
    knob.centerx = bar.x + 1 + filled.w
    nine(surface, skin, "button", knob)
    for button in scene.buttons.values():
        button.draw(surface, skin)
    now, total = number(player.game_time_ms / 1000, 2), seconds(player.game_ms / 1000, 2)
    where = f"×{_speed(scene)}  {now}/{total}"
    events = _("event {index}/{count}").format(index=player.position, count=len(player.inputs))
    if player.skipped_ms:  # the timeline starts just before the first click
        idle = _("idle {time} before the first click skipped").format(
            time=seconds(player.skipped_ms / 1000, 1)
        )
        events += f"  ({idle})"
    speed = lay.speed
    text.blit_text(surface, where, (speed.x, speed.y), colors["text"], bold=True)
    text.blit_text(surface, events, (speed.x, speed.y + text.line_height()), colors["text_dim"])


def _speed(scene: ReplayShown) -> str:
    """The playback speed as a short figure: 2, 0.5 / 0,5."""
    return number(scene.player.speed, 2).rstrip("0").rstrip(",.")
