"""Start the game: parse the command line, open the window, run the scene stack."""

from __future__ import annotations

import logging
import os
import sys
import time

from game import APP_ID, PROCESS_START, WINDOW_CLASS
from game.cli import Arguments, UsageError, fail, parse_args
from game.resources import AssetsNotFound

log = logging.getLogger(__name__)


def main(argv: list[str] | None = None) -> int:
    """Entry point of `python main.py` and the `minesweeper` command."""
    argv = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # What desktops match to the .desktop entry: WM_CLASS (StartupWMClass) and the app id.
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
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

        return run(args.difficulty, args.seed)
    try:
        return run_window(args)
    except KeyboardInterrupt:
        return 130
    except AssetsNotFound as error:
        print(f"minesweeper: {error}", file=sys.stderr)
        return 1


def build_context(args: Arguments):
    """Settings, storage, sound, skin and window: everything the scenes share."""
    import pygame

    from game.audio import Audio
    from game.context import Context, Options
    from game.engine.display import Display
    from game.resources import sounds_dir, window_icon_path
    from game.storage import Stats, data_folder_notice, load_settings

    pygame.display.init()
    pygame.font.init()
    settings, problems = load_settings()
    options = Options(
        difficulty=args.difficulty,
        seed=args.seed,
        skin_path=args.skin,
        scale=args.scale,
        no_guess=args.no_guess,
        analyse=args.analyse_text,
        analyse_name=args.analyse.name if args.analyse else "",
        replay=args.replay,
        replay_name=args.replay_name,
    )
    stats = Stats.open()
    problems += stats.problems
    if data_folder_notice():
        problems.append(data_folder_notice())
    audio = Audio(sounds_dir(), enabled=settings.sound, volume=settings.volume)
    display = Display(scale=args.scale or settings.scale)
    ctx = Context(settings, options, display, audio, stats, problems)
    display.icon = pygame.image.load(str(window_icon_path()))
    return ctx


def first_scene(ctx) -> None:
    """Title, or straight into a game (--difficulty) or an analysis (--analyse)."""
    from game.model import parse_difficulty
    from game.scenes.navigation import start_game, to_title
    from game.scenes.play import PlayScene

    options = ctx.options
    if options.replay is not None:
        from game.scenes.replay import ReplayScene

        ctx.stack.push(ReplayScene(ctx, options.replay, options.replay_name))
    elif options.analyse is not None:
        pos_header = options.analyse.strip().splitlines()[0]
        ctx.stack.push(
            PlayScene(
                ctx, parse_difficulty_safe(pos_header, parse_difficulty), analysis=options.analyse
            )
        )
    elif options.difficulty is not None:
        start_game(ctx, options.difficulty, seed=options.seed)
    else:
        to_title(ctx)


def parse_difficulty_safe(header: str, parse):
    """The difficulty named by a position header, or a custom one of its size."""
    from game.model import DIFFICULTIES, Difficulty

    width, height, mines = (int(x) for x in header.lower().split("x"))
    for difficulty in DIFFICULTIES.values():
        if (difficulty.cols, difficulty.rows, difficulty.mines) == (width, height, mines):
            return difficulty
    return Difficulty("custom", "Custom", height, width, mines)


def make_loop(ctx, **loop_options):
    """The fixed-timestep loop over the context's stack, resizing the window per scene."""
    from game.engine.loop import Loop

    def surface():
        base = ctx.stack.base()
        size = base.logical_size() if base is not None else None
        if size is None:
            import pygame

            return pygame.display.get_surface()
        return ctx.display.ensure(size)

    return Loop(ctx.stack, surface=surface, **loop_options)


def _report_first_frame(loop) -> None:
    """--frames: print seconds from process start to the first frame shown."""

    def report() -> None:
        if loop.frames == 1:
            print(f"first frame after {time.perf_counter() - PROCESS_START:.3f} s", flush=True)

    loop.on_frame.append(report)


def run_window(args: Arguments) -> int:
    """Open the window and play until the player quits."""
    import pygame

    ctx = build_context(args)
    try:
        first_scene(ctx)
        loop = make_loop(ctx)
        loop.on_frame.append(lambda: loop.stop() if not ctx.running else None)
        if args.frames is not None:
            _report_first_frame(loop)
        loop.run(max_frames=args.frames)
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()
    return 0
