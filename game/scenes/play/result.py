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
from game.scenes.laid import LaidScene
from game.scenes.navigation import to_title
from game.scenes.play.mouse import WHEEL_LINES
from game.scenes.play.share import copy_code, copy_share, race_lines, share_text
from game.session.fairness import helps_text, reasons_text
from game.solver.review import loss_verdict
from game.solver.worker import HeavyJob, JobState
from game.solver.zini import start_zini, zini_value
from game.storage.gamelog import REPLAY_FORMAT_V2
from game.ui import recorder
from game.ui.boxes import button_row
from game.ui.layout import Align, Box, Column, Pad, Row, Scroll, Space, Text
from game.ui.look import Look, TextRole
from game.ui.play_layout import PanelNeed
from game.ui.play_view import badge_room, draw_badges
from game.ui.recorder import Kind
from game.ui.widgets import Button

NBSP = "\u00a0"
FIGURE_GAP = "   "  # between two figures (each joined to its name), where a line may break
ZINI_WAITING = "…"


class ResultOverlay(LaidScene):
    """Shown when a game ends, in a panel beside or under the board (the board below shows
    every mine after a loss). Its buttons come first, beside or under its title, so nothing
    that arrives later (ZiNi, the coach's verdict) moves them. The panel takes the room free
    around the board (its words scroll when that is short), so the board does not move."""

    overlay = True

    def __init__(self, ctx: Context, play: PlayHost) -> None:
        super().__init__(ctx)
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
        actions = [(N_("New game"), play.new_game)]
        if not won:
            actions.append((N_("Undo"), play.undo))
        actions.append((N_("Title"), self.to_title))
        if share_text(session) is not None:
            actions += [(N_("Copy result"), self.copy_result), (N_("Copy code"), self.copy_code)]
        self.buttons = [Button(pygame.Rect(0, 0, 0, 0), label, a) for label, a in actions]
        self.focus = 0
        self._coach_came = False  # the coach's report came while the panel was open
        self.text_area = pygame.Rect(0, 0, 0, 0)
        self.offset = 0  # how far the panel's words are scrolled (a panel short of room)
        self.pointer = pygame.mouse.get_pos()  # where the wheel turns
        self._need: PanelNeed | None = None
        self.said = ""  # what copying to the clipboard said
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
        # The figures (time, 3BV, 3BV/s, IOE, ZiNi) run on as one paragraph: a line of the
        # panel where it is wide, wrapped at the gaps between figures where it is narrow.
        self.figures = len(lines)
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
        lines += race_lines(session, play.race, self.ctx.stats)
        if self.said:
            lines.append(self.said)
        coach = summary_line(self.coach)
        self.coach_at = len(lines) if coach is not None else None
        self.coach_waiting = coach == _(WAITING)
        if coach is not None:
            if self._coach_came:
                coach += _(" (C: review)")
            lines.append(coach)
        self.title = _("You win!") if won else _("You lose")
        self.lines = lines
        frame = self.play.frame()
        shown_badges = badge_room(self.play.look(), self.play.layout, frame.menu, frame.badges)
        self.badges = shown_badges[1]  # those the menu bar has no room for
        self._need = None

    # ----------------------------------------------------------------- layout
    def build(self) -> Box:
        """The panel: the title, the buttons, then the figures and verdicts."""
        texts: list[Box | None] = [
            Text("   ".join(self.badges), TextRole.STRONG, "accent") if self.badges else None
        ]
        texts.append(Text(FIGURE_GAP.join(self.lines[: self.figures])))
        texts += [Text(line) for line in self.lines[self.figures :]]
        self._texts = Scroll(Column(texts, 2), offset=self.offset)
        return Pad(Column([self._head(), self._texts], 6), 8, "panel")

    def _head(self) -> Box:
        """The title and the buttons on one line (the buttons under it when narrow)."""
        return Row(
            [
                Text(self.title, TextRole.HEADING, wrap=False),
                Space(grow=1),
                button_row(self.buttons, self.focus),
            ],
            12,
            flow=True,
            cross=Align.CENTER,
        )

    def need(self) -> PanelNeed:
        """The room the panel asks of the play screen: its height at a width."""
        if self._need is None:
            look = self.play.look()
            tree = self.build()
            least = tree.min_width(look)
            head = Pad(self._head(), 8)

            def shown(width: int) -> int:
                return head.measure(look, width)[1] + look.px(6) + look.line()

            self._need = PanelNeed(
                lambda width: tree.measure(look, width)[1], least, shown, keeps_board=True
            )
        return self._need

    def room(self) -> pygame.Rect:
        """The panel's room: what the play layout kept for it."""
        return pygame.Rect(self.play.layout.panel)

    def look(self) -> Look:
        """The play screen's look."""
        return self.play.look()

    def ensure_layout(self) -> Box:
        """Ask the play screen for room first (its layout may have changed), then lay out."""
        self.play.reserve_panel(self.need())
        self.play.ensure_layout()
        tree = super().ensure_layout()
        self.text_area = pygame.Rect(self._texts.rect)
        return tree

    def enter(self) -> None:
        """Room beside or under the board (the board keeps its place when there is room)."""
        super().enter()
        self.ensure_layout()

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

    def _changed(self) -> None:
        self._need = None
        self.invalidate()

    def update(self, dt: float) -> None:
        """Follow the language; show ZiNi and the coach's line once they are in."""
        if self._language != generation():
            self._write()
            self._changed()
        if self.zini_at is not None and self.lines[self.zini_at] != self._zini_line():
            self.lines[self.zini_at] = self._zini_line()
            self._changed()
        if self.coach_at is not None and self.coach_waiting:
            line = summary_line(self.coach)
            if line is not None and line != _(WAITING):
                self.coach_waiting = False
                if self.coach is not None and self.coach.report is not None:
                    self._coach_came = True
                    line += _(" (C: review)")
                self.lines[self.coach_at] = line
                self._changed()
        self.ensure_layout()

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

    def exit(self) -> None:
        """The board gets its room back; a ZiNi still being computed is no longer wanted."""
        self.play.reserve_panel(None)
        if self.zini is not None:
            self.zini.cancel()

    def to_title(self) -> None:
        """Back to the title screen."""
        to_title(self.ctx)

    def copy_result(self) -> None:
        """The line to share onto the clipboard (Ctrl+C)."""
        self.said = copy_share(self.play.session)
        self._write()
        self._changed()

    def copy_code(self) -> None:
        """The challenge's code onto the clipboard."""
        self.said = copy_code(self.play.session)
        self._write()
        self._changed()

    def handle(self, event: pygame.event.Event) -> None:
        """F2 / N new game, Esc / T title, S statistics, Ctrl+Z / U undo, a click on the face;
        Left/Right/Tab move the buttons' focus, Enter presses it; Page Up / Page Down and
        the wheel scroll the words of a panel short of room."""
        self.ensure_layout()
        if event.type == pygame.KEYDOWN and self._key(event):
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
            and self.text_area.collidepoint(event.pos)
        ):
            self.open_coach()
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.text_area.collidepoint(self.pointer):
            self._scroll(-event.y * WHEEL_LINES * self.look().line())
            return
        menu = self.play.menu_bar
        on_menu = event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ) and menu.rect.collidepoint(event.pos)
        if menu.active or on_menu:
            menu.handle(event)
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def _key(self, event: pygame.event.Event) -> bool:
        """The panel's keys; True when one was used."""
        key = event.key
        if key == pygame.K_c and event.mod & pygame.KMOD_CTRL:
            self.copy_result()
        elif key in (pygame.K_F2, pygame.K_n):
            self.play.new_game()
        elif key in (pygame.K_ESCAPE, pygame.K_t):
            self.to_title()
        elif key == pygame.K_s:
            self.play.open_stats()
        elif key == pygame.K_c:
            self.open_coach()
        elif not self.won and (
            key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
        ):
            self.play.undo()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            self.focus = (self.focus + (-1 if key == pygame.K_LEFT else 1)) % len(self.buttons)
            self.invalidate()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.buttons[self.focus].action()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            page = max(self.look().line(), self._texts.rect.h - self.look().line())
            self._scroll(page if key == pygame.K_PAGEDOWN else -page)
        else:
            return False
        return True

    def _scroll(self, pixels: int) -> None:
        """The panel's words moved by `pixels` (down when positive), within their height."""
        self._texts.scroll_by(self.look(), pixels)
        self.offset = self._texts.offset
        self.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        """The panel beside or under the board (the board stays in view), then the menu bar."""
        tree = self.ensure_layout()
        recorder.note(Kind.OVERLAY, tree.rect, label=self.title)
        tree.draw(surface, self.look())
        look, play = self.play.look(), self.play
        play.menu_bar.draw(surface, look)
        frame = play.frame()
        draw_badges(surface, look, play.layout, frame.menu, frame.badges)  # ASSISTED stays


def _keep_figures_with_names(line: str) -> str:
    """The line with each figure joined to its name by a no-break space, so a wrapped line
    never parts "3BV" from "14/14" (the three-space gaps between figures may still break)."""
    return re.sub(r"(?<! ) (?! )", NBSP, line)


def _why_not_counted(play: PlayHost) -> str:
    """Every reason this won game sets no best time (each assist used by name)."""
    session = play.session
    reasons = reasons_text(session.exclusions(), session.helps)
    return _("Not counted for best times: {reason}").format(reason=reasons)
