"""`python -m game.bench access`: what the accessibility tree costs while a screen reader
listens (game/a11y): building the play screen's tree and the AccessKit update that brings
the screen reader to it, on a board mid-game, for the three moments that matter:

- a frame where nothing the screen reader reads changed but the clock (once a second);
- a key press that moves the cursor (the focused cell changes);
- a screen reader starting to listen (the whole tree sent, every cell).

The real play scene (SDL's dummy video driver), the real tree and update; only the platform
is left out (it takes the update in its own thread). Without a screen reader none of this
runs at all.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable

from game.bench.arguments import BenchParser, difficulty_value, positive_whole


def _times(step: Callable[[], object], runs: int) -> list[float]:
    """Milliseconds each of `runs` calls of `step` took."""
    taken = []
    for _ in range(runs):
        start = time.perf_counter()
        step()
        taken.append((time.perf_counter() - start) * 1000)
    return taken


def _line(label: str, taken: list[float]) -> str:
    return (
        f"  {label:<44} median {statistics.median(taken):6.2f} ms, "
        f"max {max(taken):6.2f} ms over {len(taken)}"
    )


def main(argv: list[str]) -> int:
    """Print the figures the README quotes."""
    parser = BenchParser(prog="python -m game.bench access", description=__doc__)
    parser.add_argument(
        "--difficulty", type=difficulty_value, default=None, help="board (experte; or WxHxM)"
    )
    parser.add_argument("--runs", type=positive_whole, default=200, help="updates timed (200)")
    args = parser.parse_args(argv)
    home = tempfile.TemporaryDirectory(prefix="minesweeper-bench-")
    os.environ["MINESWEEPER_HOME"] = home.name
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.a11y.screens import window_tree
    from game.a11y.sync import TreeSync
    from game.bootstrap import build_context, make_loop
    from game.cli import parse_args
    from game.model import Action
    from game.scenes.play.scene import PlayScene
    from game.session import Source

    ctx = build_context(parse_args([]))
    try:
        loop = make_loop(ctx)
        difficulty = args.difficulty or difficulty_value("experte")
        ctx.navigator.play(difficulty, seed=1)
        play = ctx.stack.top
        assert isinstance(play, PlayScene)
        middle = (difficulty.rows // 2, difficulty.cols // 2)
        play.act(Source.KEYBOARD, Action.REVEAL, middle)
        play.ui.cursor = middle
        loop.frame()
        sync = TreeSync()

        def update() -> object:
            root, focus = window_tree(ctx.stack.visible(), ctx.display.title)
            return sync.update(root, focus)

        update()

        def cursor() -> object:
            row, col = play.ui.cursor or middle
            play.ui.cursor = (row, (col + 1) % difficulty.cols)
            return update()

        def whole() -> object:
            sync.reset()  # as when a screen reader starts: every node is sent
            return update()

        cells = difficulty.rows * difficulty.cols
        print(f"Accessibility tree: {difficulty.label} ({cells} cells), mid-game, dummy driver")
        print(_line("a frame where only the clock changed", _times(update, args.runs)))
        print(_line("a key press moving the cursor", _times(cursor, args.runs)))
        starts = _times(whole, max(5, args.runs // 10))
        print(_line("a screen reader starts: the whole tree", starts))
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()
        home.cleanup()
    return 0
