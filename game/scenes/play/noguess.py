"""The no-guess board of a play screen: the session waits for a layout after the first
click; a worker makes it (NoGuessJob in game/scenes/play/assist_jobs.py) while the window
keeps drawing; when it fails or takes too long the player chooses a normal board or another
try."""

from __future__ import annotations

from game.i18n import N_, _
from game.scenes.play.assist_jobs import NoGuessJob
from game.scenes.play.parts import PlayControl

WAITING_SECONDS = 60.0  # the "Generating…" line stays while the worker runs


def poll_no_guess(scene: PlayControl) -> None:
    """Each frame: start the worker for a waiting first click, or collect its layout."""
    session, assists = scene.session, scene.assists
    if session.waiting is not None and assists.job is None:
        board = scene.board
        assists.job = NoGuessJob(board.rows, board.cols, board.mines, session.waiting)
        scene.ui.say(_("Generating a no-guess board…"), seconds=WAITING_SECONDS)
    job = assists.job
    if job is None or not (job.done or job.timed_out):
        return
    if job.result is not None:
        assists.job = None
        scene.ui.say("")
        scene.after(session.lay_mines(list(job.result)))
        return
    question = (
        _("A no-guess board took too long. Play a normal board?")
        if not job.failed
        else _("A no-guess board could not be made. Play a normal board?")
    )

    def normal() -> None:
        scene.no_guess = False
        scene.enter()
        scene.after(session.lay_mines(None))

    def retry() -> None:
        """The next frame starts a new worker for the waiting click."""

    scene.ui.say("")
    assists.cancel_job()
    scene.ctx.navigator.ask(
        _("No-guess board"),
        question,
        [(N_("Normal board"), normal), (N_("Try again"), retry)],
    )
