"""Start the game: parse the command line, open the window, run the scene stack."""

from __future__ import annotations

import logging
import os
import sys

from game.cli import Arguments, UsageError, fail, parse_args

log = logging.getLogger(__name__)


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python main.py` and the `minesweeper` command."""
    argv = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        args = parse_args(argv)
    except UsageError as error:
        return fail(str(error))
    from game.storage import setup_logging

    setup_logging(verbose=args.verbose)
    if args.text:
        from game.textmode import run

        return run(args.difficulty, args.seed)
    if args.selftest:
        from game.selftest import run_selftest

        return run_selftest(args)
    try:
        return run_window(args)
    except KeyboardInterrupt:
        return 130


def run_window(args: Arguments) -> int:
    """Open the window and play until the player quits."""
    import pygame

    from game.bootstrap import build_context, first_scene, make_loop, report_first_frame

    ctx = build_context(args)
    try:
        first_scene(ctx)
        loop = make_loop(ctx)
        loop.on_frame.append(lambda: loop.stop() if not ctx.running else None)
        if args.frames is not None:
            report_first_frame(loop)
        loop.run(max_frames=args.frames)
    finally:
        ctx.stack.clear()
        problem = ctx.records.flush()
        if problem:
            print(f"minesweeper: {problem}", file=sys.stderr)
        ctx.stats.close()
        pygame.quit()
    return 0
