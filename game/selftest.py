"""`--selftest`: start the real game headless, load every asset, play one scripted game.

Title -> Normal -> a won game through real mouse events -> the win overlay -> title.
Writes nothing to the player's folder: a temporary one is used, holding a copy of the
player's own skins so they are checked too (a copy, not a symlink, which would need
special rights on Windows). Exit 0 when all is well, otherwise 1 with a one-line reason.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.cli import Arguments
from game.storage.log import setup_logging, teardown_logging
from game.storage.paths import HOME_ENV, SKINS_DIR, configured_dir

if TYPE_CHECKING:  # for annotations only: pygame and the scenes load when the test runs
    from game.engine.loop import Loop
    from game.scenes.play.scene import PlayScene


class SelftestError(Exception):
    """A step of the self-test failed; the message says which."""


def run_selftest(args: Arguments) -> int:
    """Run the self-test; print one line and return the exit status."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    real_skins = configured_dir() / SKINS_DIR
    previous_home = os.environ.get(HOME_ENV)
    with tempfile.TemporaryDirectory(prefix="minesweeper-selftest-") as home:
        os.environ[HOME_ENV] = home
        try:
            _copy_user_skins(real_skins, Path(home) / SKINS_DIR)
            setup_logging(verbose=args.verbose)
            summary = _run(args)
        except SelftestError as error:
            print(f"selftest failed: {error}", file=sys.stderr)
            return 1
        except Exception as error:  # a crash anywhere is a failed self-test, told in one line
            print(f"selftest failed: {type(error).__name__}: {error}", file=sys.stderr)
            return 1
        finally:
            teardown_logging()
            if previous_home is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = previous_home
    print(f"selftest passed: {summary}")
    return 0


def _copy_user_skins(source: Path, target: Path) -> None:
    """Copy the player's own skins (if any can be read) so the self-test loads them too."""
    if not source.is_dir():
        return
    try:
        shutil.copytree(source, target)
    except (OSError, shutil.Error) as error:
        raise SelftestError(f"cannot read your skins in {source}: {error}") from None


def _run(args: Arguments) -> str:
    import pygame

    from game.bootstrap import build_context, make_loop
    from game.model import Status
    from game.scenes.navigation import to_title
    from game.scenes.play.result import ResultOverlay
    from game.scenes.play.scene import PlayScene
    from game.scenes.title import TitleScene
    from game.skins import load_skin
    from game.ui.board_view import BoardView, board_picture

    ctx = build_context(args)
    ctx.options.seed = args.seed if args.seed is not None else 20251121
    try:
        skins = [load_skin(entry.path) for entry in ctx.skin_entries]
        loop = make_loop(ctx)
        to_title(ctx)
        loop.run(max_frames=2)
        _expect(isinstance(ctx.stack.top, TitleScene), "title screen did not open")
        _post(pygame.KEYDOWN, key=pygame.K_1, unicode="1", mod=0)
        loop.run(max_frames=2)
        play = ctx.stack.top
        if not isinstance(play, PlayScene):
            raise SelftestError("choosing Normal did not start a game")
        _expect(
            (play.board.rows, play.board.cols, play.board.mines) == (8, 8, 10),
            "Normal is not 8x8 with 10 mines",
        )
        for skin in skins:
            BoardView(skin).refresh(board_picture(play.board))
        _click(loop, play, 4, 4)
        _expect(play.board.status is Status.PLAYING, "the first click did not open the board")
        for cell in play.board.cells:
            if not cell.mine and not cell.open:
                _click(loop, play, cell.row, cell.col)
        overlay = ctx.stack.top
        _expect(play.board.status is Status.WON, "revealing every safe cell did not win")
        _expect(isinstance(overlay, ResultOverlay) and overlay.won, "no win overlay shown")
        seconds = play.elapsed
        loop.run(max_frames=3)
        _expect(play.elapsed == seconds, "the timer kept running after the win")
        _post(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="\x1b", mod=0)
        loop.run(max_frames=2)
        _expect(isinstance(ctx.stack.top, TitleScene), "Esc did not return to the title")
        names = ", ".join(s.name for s in skins)
        sound = "sound on" if ctx.audio.available else "no sound device"
        clicks = play.session.metrics().left
        return (
            f"won Normal in {clicks} clicks with the {ctx.skin.name} skin; "
            f"{len(skins)} skins load ({names}); {sound}"
        )
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()


def _expect(condition: bool, reason: str) -> None:
    if not condition:
        raise SelftestError(reason)


def _post(kind: int, **fields: Any) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(kind, **fields))


def _click(loop: Loop, play: PlayScene, row: int, col: int) -> None:
    import pygame

    vp = play.layout.viewport
    size = play.view.cell
    pos = (
        vp.x + col * size + size // 2 - play.ui.scroll[0],
        vp.y + row * size + size // 2 - play.ui.scroll[1],
    )
    _post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    _post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    loop.run(max_frames=1)
