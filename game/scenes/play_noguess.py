"""The no-guess board of a play screen: the session waits for a layout after the first
click; a worker makes it (game/scenes/assist.py NoGuessJob) while the window keeps drawing;
when it fails or takes too long the player chooses a normal board or another try."""

from __future__ import annotations

from game.scenes.assist import NoGuessJob
from game.scenes.play_control import PlayControl

WAITING_SECONDS = 60.0  # the "Generating…" line stays while the worker runs


def poll_no_guess(scene: PlayControl) -> None:
    """Each frame: start the worker for a waiting first click, or collect its layout."""
    session, assists = scene.session, scene.assists
    if session.waiting is not None and assists.job is None:
        board = scene.board
        assists.job = NoGuessJob(board.rows, board.cols, board.mines, session.waiting)
        scene.ui.say("Generating a no-guess board…", seconds=WAITING_SECONDS)
    job = assists.job
    if job is None or not (job.done or job.timed_out):
        return
    if job.result is not None:
        assists.job = None
        scene.ui.say("")
        scene.after(session.lay_mines(list(job.result)))
        return
    reason = "took too long" if not job.failed else "could not be made"

    def normal() -> None:
        scene.no_guess = False
        scene.enter()
        scene.after(session.lay_mines(None))

    def retry() -> None:
        """The next frame starts a new worker for the waiting click."""

    scene.ui.say("")
    assists.cancel_job()
    scene.ctx.navigator.ask(
        "No-guess board",
        f"A no-guess board {reason}. Play a normal board?",
        [("Normal board", normal), ("Try again", retry)],
    )
