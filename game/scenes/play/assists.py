"""The play scene's assists as one part it owns: the hint (and its proof), the mine
probabilities, the auto-player and the worker making a no-guess board. They read the
position the player sees and act only through the `Act` they are given (the session)."""

from __future__ import annotations

import functools

import pygame

from game.i18n import _, generation, ngettext
from game.model import Board
from game.scenes.play.assist_jobs import Act, AutoPlayer, HintState, NoGuessJob, ProbabilityCache
from game.scenes.play.state import PlayUi
from game.session import GameSession
from game.session.fairness import Help
from game.ui.look import Look
from game.ui.play_layout import PanelNeed
from game.ui.proof_panel import MIN_WIDTH, ProofText, proof_text, proof_view

PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}  # pages of the hint's proof


class PlayAssists:
    """Hint, probabilities, auto-player and no-guess worker of one play screen."""

    def __init__(self, ui: PlayUi) -> None:
        self.ui = ui
        self.hint = HintState()
        self.probabilities = ProbabilityCache()
        self.auto = AutoPlayer()
        self.job: NoGuessJob | None = None
        self._proof_key: tuple[int, int, int] | None = None
        self._proof: ProofText | None = None
        self._need: PanelNeed | None = None
        self._need_look: Look | None = None

    def restart(self) -> None:
        """A new game: forget the hint, stop the auto-player and any no-guess worker."""
        self.hint.clear()
        self.auto.running = False
        self.cancel_job()

    def cancel_job(self) -> None:
        """Stop the no-guess worker, if one runs."""
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def stop(self) -> None:
        """Leaving the screen: stop every worker."""
        self.probabilities.cancel()
        self.cancel_job()

    def press_hint(self, session: GameSession, act: Act) -> None:
        """Hint: first press marks and explains, second press opens a certain cell."""
        session.mark_assisted(Help.HINT)
        try:
            message = self.hint.press(session.board, act)
        except ValueError as error:
            self.ui.say(str(error))
            return
        self.ui.say(message)

    def toggle_probabilities(self, session: GameSession, analysis: bool) -> None:
        """Show or hide every covered cell's mine probability (an assist outside an
        analysis)."""
        self.ui.show_probabilities = not self.ui.show_probabilities
        if not self.ui.show_probabilities:
            self.probabilities.cancel()
        elif not analysis:
            session.mark_assisted()

    def toggle_auto(self, session: GameSession, can_assist: bool) -> None:
        """Start or stop the auto-player."""
        if not can_assist and not self.auto.running:
            self.ui.say(_("Open a cell first, then the auto-player takes over"))
            return
        if self.auto.toggle():
            session.mark_assisted(Help.AUTO)
            speed = _per_second(self.auto.speed)
            self.ui.say(
                _("Auto-player on at {speed}: any key or click stops it").format(speed=speed)
            )
        else:
            self.ui.say(_("Auto-player stopped"))

    def auto_speed(self, step: int) -> None:
        """Make the auto-player faster or slower."""
        self.ui.say(
            _("Auto-player speed: {speed}").format(speed=_per_second(self.auto.faster(step)))
        )

    def shown_proof(self, board: Board) -> ProofText | None:
        """The hint's proof while it stands (until the board changes)."""
        move = self.hint.current(board)
        if move is None or board.over:
            return None
        key = (id(move), board.version, generation())  # a language switch writes it again
        if self._proof_key != key:
            self._proof_key = key
            self._proof = proof_text(move, board.to_position())
            self._need = None
            self.ui.proof_first = 0
        return self._proof

    def scroll_proof(self, board: Board, look: Look, rect: pygame.Rect, lines: int) -> bool:
        """Scroll the proof panel in `rect` by `lines` (negative: up); False when no proof
        is shown there."""
        content = self.shown_proof(board)
        if content is None or not rect.h:
            return False
        first = self.ui.proof_first + lines
        self.ui.proof_first = proof_view(look, content, rect, first).first
        return True

    def page_proof(self, board: Board, look: Look, rect: pygame.Rect, key: int) -> None:
        """Page Up / Page Down scroll the proof panel a page (a line of the last one stays
        in view); other keys do nothing."""
        content = self.shown_proof(board)
        if content is not None and rect.h and key in PAGE_KEYS:
            page = proof_view(look, content, rect, self.ui.proof_first).page
            self.scroll_proof(board, look, rect, PAGE_KEYS[key] * max(1, page - 1))

    def proof_need(self, board: Board, look: Look) -> PanelNeed | None:
        """The room the hint's proof asks for beside or under the board (None: no proof)."""
        content = self.shown_proof(board)
        if content is None:
            return None
        if self._need is None or self._need_look != look:
            self._need_look = look
            self._need = PanelNeed(
                functools.partial(content.height, look),
                look.px(MIN_WIDTH),
                functools.partial(content.least, look),
                keeps_board=True,
            )
        return self._need

    def poll(self, board: Board) -> None:
        """Each frame: collect a hint computed in the background and show the progress of
        a long analysis."""
        if self.ui.show_probabilities and not board.over:
            self.probabilities.get(board)
        try:
            line = self.hint.poll(board)
        except ValueError as error:
            line = str(error)
        if line:
            self.ui.say(line)
            return
        shown = self.probabilities.status if self.ui.show_probabilities else ""
        status = shown or self.hint.status
        if status and status != self.ui.message:
            self.ui.say(status, seconds=1.0, aloud=False)

    def probability_grid(self, board: Board) -> list[list[float | None]] | None:
        """The probabilities to shade while they are asked for and the game goes on."""
        if not self.ui.show_probabilities or board.over:
            return None
        return self.probabilities.grid


def _per_second(speed: int) -> str:
    return ngettext("{n} move/s", "{n} moves/s", speed).format(n=speed)
