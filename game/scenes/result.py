"""The win / lose overlay: time and metrics (after a win also ZiNi, ms-toollib's greedy estimate
of the clicks needed, not a proven minimum, computed in a child process: the panel shows it
when it arrives, "-" when the child failed), New game, Undo, Title."""

from __future__ import annotations

import re

import pygame

from game.coach.job import LOOK_S, WAITING, coach_session, summary_line
from game.context import Context
from game.i18n import N_, _, generation
from game.i18n.formats import number, seconds
from game.i18n.note import shown
from game.model import WON
from game.navigator import PlayHost
from game.scenes.buttons import logical_event
from game.scenes.navigation import to_title
from game.scenes.overlay import PanelOverlay
from game.session.fairness import helps_text, reasons_text
from game.solver.review import loss_verdict
from game.solver.worker import HeavyJob, JobState
from game.solver.zini import start_zini, zini_value
from game.storage.gamelog import REPLAY_FORMAT_V2
from game.ui import text
from game.ui.play_view import badge_room, draw_badges

NBSP = "\u00a0"
SIDE_WIDTH = 190  # the panel's width when it sits beside a tall board
ZINI_WAITING = "…"


class ResultOverlay(PanelOverlay):
    """Shown when a game ends; the board below shows every mine after a loss."""

    dim = False

    def __init__(self, ctx: Context, play: PlayHost) -> None:
        self.play = play
        session = play.session
        won = session.board.status == WON
        self.won = won
        self.clicks = (session.result.metrics if session.result else session.metrics()).cl
        self.zini: HeavyJob | None = start_zini(session.board.layout_text()) if won else None
        self.verdict = play.verdict
        self._verdict_language = generation()  # the play scene judged it a moment ago
        self.coach = play.coach if play.coach is not None else coach_session(session)
        play.coach = self.coach
        buttons = [(N_("New game"), play.new_game)]
        if not won:
            buttons.append((N_("Undo"), play.undo))
        buttons.append((N_("Title"), self.to_title))
        super().__init__(ctx, "", [], buttons)
        self._coach_came = False  # the coach's report came while the panel was open
        self._write()

    def _write(self) -> None:
        """The title and lines in the language in force (again after a switch in Settings)."""
        self._language = generation()
        play, session, won = self.play, self.play.session, self.won
        result = session.result
        m = result.metrics if result is not None else session.metrics()
        lines = [
            _("Time {time}   3BV {solved}/{total}").format(
                time=seconds(m.time), solved=m.bbbv_solved, total=m.bbbv
            )
        ]
        lines.append(
            _("3BV/s {speed}   IOE {ioe}").format(
                speed=number(m.bbbv_per_s, 2), ioe=number(m.ioe, 2)
            )
        )
        lines = [_keep_figures_with_names(line) for line in lines]
        self.zini_at: int | None = None
        if won:
            self.zini_at = len(lines)
            lines.append(self._zini_line())
        if result is not None and result.new_best:
            lines.append(_("New best time!"))
        elif won and session.exclusions():
            lines.append(_why_not_counted(play))
        elif session.helps:
            lines.append(_("Assisted: {helps}").format(helps=helps_text(session.helps)))
        if result is not None and result.problem:
            lines.append(shown(result.problem))
        if self.verdict is not None:
            if self._verdict_language != self._language:
                # written in another language: judged again in this one (the cells are the same)
                self.verdict = loss_verdict(session.losing_move()) or self.verdict
                self._verdict_language = self._language
            lines.append(self.verdict.text)
            lines.extend(self.verdict.lines)  # its checked proof, one step a line
        coach = summary_line(self.coach)
        self.coach_at = len(lines) if coach is not None else None
        self.coach_waiting = coach == _(WAITING)
        if coach is not None:
            if self._coach_came:
                coach += _(" (C: review)")
            lines.append(coach)
        self.title = _("You win!") if won else _("You lose")
        self.lines = lines
        self.badges: tuple[str, ...] = ()  # the menu bar's badges it had no room for (enter)

    def _badges_in_panel(self) -> bool:
        """Put the badges the menu bar has no room for (ASSISTED on a Normal board) as the
        panel's first line; True when that line changed."""
        left_out = badge_room(self.play.frame())[1]
        if left_out == self.badges:
            return False
        if self.badges:
            del self.lines[0]
        if left_out:
            self.lines.insert(0, "   ".join(left_out))
        shift = (1 if left_out else 0) - (1 if self.badges else 0)
        self.zini_at = None if self.zini_at is None else self.zini_at + shift
        self.coach_at = None if self.coach_at is None else self.coach_at + shift
        self.badges = left_out
        return True

    def enter(self) -> None:
        """Make room under the board, or beside a tall one (the window grows in place)."""
        widths = self.button_widths()
        buttons_w = sum(widths) + 4 * max(0, len(widths) - 1) + 16
        title_w = text.text_width(self.title, text.LARGE, bold=True) + 20
        width = max(self.play.layout.hud.w, buttons_w, title_w)
        self.play.reserve_panel((width, self.panel_height(width)))
        if self.play.panel_beside:
            width = max(SIDE_WIDTH, buttons_w, title_w)
            self.play.reserve_panel((width, self.panel_height(width)))
        if self._badges_in_panel():  # the width stays: only the height follows
            self.play.reserve_panel((width, self.panel_height(width)))
        self.relayout()

    def _zini_line(self) -> str:
        """ZiNi beside the clicks: "…" while the child computes it, "-" if it failed."""
        value = zini_value(self.zini)
        if value is not None:
            shown = str(value)
        elif self.zini is not None and self.zini.poll() is JobState.RUNNING:
            shown = ZINI_WAITING
        else:
            shown = "-"
        return _("ZiNi {zini}   clicks {clicks}").format(zini=shown, clicks=self.clicks)

    def _zini_waiting(self) -> bool:
        return self.zini is not None and self.zini.state is JobState.RUNNING

    def update(self, dt: float) -> None:
        """Follow the window's size and the language; show ZiNi and the coach's line once
        they are in."""
        super().update(dt)
        if self._language != generation():
            self._write()
            self.enter()
        if self.zini_at is not None and self.lines[self.zini_at] != self._zini_line():
            self.lines[self.zini_at] = self._zini_line()
            self.enter()
        if self.coach_at is None or not self.coach_waiting:
            return
        line = summary_line(self.coach)
        if line is not None and line != _(WAITING):
            self.coach_waiting = False
            if self.coach is not None and self.coach.report is not None:
                self._coach_came = True
                line += _(" (C: review)")
            self.lines[self.coach_at] = line
            self.enter()

    def next_frame(self) -> float:
        """A look at ZiNi and the coach now and then while their lines wait; otherwise only
        input."""
        if self._zini_waiting():
            return LOOK_S
        if self.coach_at is not None and self.coach_waiting:
            return LOOK_S
        return super().next_frame()

    def open_coach(self) -> None:
        """The coach view: this game in the replay viewer, its guesses marked on the timeline
        (PageDown / PageUp step from mistake to mistake)."""
        if self.coach is None or self.coach.report is None:
            return
        session = self.play.session
        record = session.result.record if session.result is not None else None
        name = record.replay if record is not None and record.replay else "this game"
        document = session.to_log().to_json(REPLAY_FORMAT_V2)
        self.ctx.navigator.replay(document, name)

    def _text_area(self) -> pygame.Rect:
        """The panel's lines (between its title and its buttons): a click opens the coach."""
        top = self.panel.y + 25
        bottom = min((b.rect.y for b in self.buttons), default=self.panel.bottom)
        return pygame.Rect(self.panel.x, top, self.panel.w, max(0, bottom - top))

    def exit(self) -> None:
        """The board gets its room back; a ZiNi still being computed is no longer wanted."""
        self.play.reserve_panel((0, 0))
        if self.zini is not None:
            self.zini.cancel()

    def relayout(self) -> None:
        """The panel fills the room the play layout keeps for it, under the board."""
        self._laid_for = self.window_size()
        self.place(pygame.Rect(self.play.layout.panel))

    def to_title(self) -> None:
        """Back to the title screen."""

        to_title(self.ctx)

    def handle(self, event: pygame.event.Event) -> None:
        """F2 / N new game, Esc / T title, S statistics, Ctrl+Z / U undo, a click on the face."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F2, pygame.K_n):
                self.play.new_game()
                return
            if event.key in (pygame.K_ESCAPE, pygame.K_t):
                self.to_title()
                return
            if event.key == pygame.K_s:
                self.play.open_stats()
                return
            if event.key == pygame.K_c:
                self.open_coach()
                return
            if not self.won and (
                event.key == pygame.K_u
                or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
            ):
                self.play.undo()
                return
        face = logical_event(event, self.ctx.settings.swap_buttons)  # as on the play screen
        if (
            face.type == pygame.MOUSEBUTTONUP
            and face.button == 1
            and self.play.layout.face.collidepoint(event.pos)
        ):
            self.play.new_game()
            return
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.coach_at is not None
            and self._text_area().collidepoint(event.pos)
        ):
            self.open_coach()
            return
        menu = self.play.menu_bar
        on_menu = event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ) and menu.rect.collidepoint(event.pos)
        if menu.active or on_menu:
            menu.handle(event)
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel under the board (the board stays in view), then the menu bar."""
        self.draw_panel(surface)
        self.play.menu_bar.draw(surface, self.ctx.skin)
        draw_badges(surface, self.play.frame())  # ASSISTED stays in view over the result


def _keep_figures_with_names(line: str) -> str:
    """The line with each figure joined to its name by a no-break space, so a wrapped line
    never parts "3BV" from "14/14" (the three-space gaps between figures may still break)."""
    return re.sub(r"(?<! ) (?! )", NBSP, line)


def _why_not_counted(play: PlayHost) -> str:
    """Every reason this won game sets no best time (each assist used by name)."""
    session = play.session
    reasons = reasons_text(session.exclusions(), session.helps)
    return _("Not counted for best times: {reason}").format(reason=reasons)
