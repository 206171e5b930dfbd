"""Start the game: parse the command line, open the window, run the scene stack."""

from __future__ import annotations

import logging
import os
import sys

from game import APP_ID, WINDOW_CLASS
from game.children import run_child
from game.cli import Arguments, UsageError, fail, parse_args
from game.i18n.note import shown
from game.resources import AssetsNotFound

log = logging.getLogger(__name__)


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python main.py` and the `minesweeper` command."""
    argv = sys.argv[1:] if argv is None else argv
    child = run_child(argv)  # the packaged program also runs the game's child processes
    if child is not None:
        return child
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # What desktops match to the .desktop entry: WM_CLASS (StartupWMClass) and the app id.
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
    # The click that brings the window back to the front is the player's: SDL would drop
    # its press (X11: within 10 ms of the focus) and leave the release alone, eating it.
    os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    try:
        args = parse_args(argv)
    except UsageError as error:
        return fail(str(error))
    if args.selftest:
        from game.selftest import run_selftest

        return run_selftest(args)
    from game.storage import DataFolderError, setup_logging

    try:
        setup_logging(verbose=args.verbose)
    except DataFolderError as error:
        return fail(str(error))
    if args.text:
        from game.textmode import run

        return run(
            args.difficulty,
            args.seed,
            lang=args.lang.value if args.lang else None,
            plain=True if args.plain else None,
            challenge=args.challenge,
        )
    try:
        return run_window(args)
    except KeyboardInterrupt:
        return 130
    except AssetsNotFound as error:
        print(f"minesweeper: {error}", file=sys.stderr)
        return 1


def run_window(args: Arguments) -> int:
    """Open the window and play until the player quits; 1 (and one line) when there is no
    display to open it on."""
    import pygame

    from game.bootstrap import build_context, first_scene, make_loop, report_first_frame
    from game.engine.signals import stop_on_signals  # here: the terminal game loads no pygame
    from game.engine.video_check import display_problem
    from game.session.records import farewell

    no_window = display_problem()
    if no_window is not None:  # never a game running unseen on SDL's offscreen driver
        print(f"minesweeper: {shown(no_window)}", file=sys.stderr)
        return 1
    ctx = build_context(args)

    def stop() -> None:
        ctx.running = False  # the loop stops after this frame (on_frame below)

    # A polite kill or a closed terminal ends like Quit: the finally below leaves every
    # scene (the play scene saves its game with its time), the handlers stay meanwhile.
    with stop_on_signals(stop) as caught:
        try:
            first_scene(ctx)
            loop = make_loop(ctx)
            loop.on_frame.append(lambda: loop.stop() if not ctx.running else None)
            if args.frames is not None:
                report_first_frame(loop)
            loop.run(max_frames=args.frames)
        finally:
            ctx.flush_window(force=True)
            ctx.stack.clear()
            for line in farewell(ctx.records, ctx.replays):
                print(f"minesweeper: {shown(line)}", file=sys.stderr)
            ctx.stats.close()
            pygame.quit()
    return caught.exit_status
