"""Screenshots of a race and of the challenge screen, in English and German, for the README.

    xvfb-run -a python tools/challenge_shots.py [OUT_FOLDER]

The real game runs in a real window (under Xvfb here) on a fake clock, driven as a player
would be (tests/scenes/harness.py): a first run of an Experte challenge at a steady pace,
then a slower retry with the first run's ghost beside it, caught just after the first split
(the ghost ahead: the cells it had opened by then tinted, its pointer beyond them); and the
challenge screen with a few challenges played. Each picture is the window's surface as drawn.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SIZE = (1280, 800)  # the race: an Experte board at a size players use
SCREEN_SIZE = (960, 680)  # the challenge screen: a menu, smaller
RACE = "MS1-GAKZ7-J8VQ4"  # Experte, seed 0
OTHERS = ("MS1-0H2BM-Z32EV", "MS1-8CD3Y-455NJ")  # a Normal one, a Schwer one


def _game(lang: str, home: str, *argv: str, size: tuple[int, int] = SIZE):  # type: ignore[no-untyped-def]
    import pygame

    from tests.scenes.harness import Game

    os.environ["MINESWEEPER_HOME"] = home
    game = Game(["--lang", lang, *argv])
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.frames(2)
    return game


def race(lang: str, out: Path) -> None:
    """A retry of an Experte challenge just past its first split, the ghost beside it."""
    import pygame

    from game.model import PLAYING
    from game.session.ghost import split_marks
    from tests.scenes.challenge_play import clear_board, play_scene

    with tempfile.TemporaryDirectory() as home:
        game = _game(lang, home, "--challenge", RACE)
        clear_board(game, 0.3)
        game.key(pygame.K_F2)
        play = play_scene(game)
        first_split = split_marks(play.board.three_bv)[0]
        clear_board(game, 0.5, moves=10_000, until=lambda: (
            play.session.machine.counts.bbbv_solved >= first_split + 3))  # fmt: skip
        assert play.board.status == PLAYING
        game.frames(2)
        pygame.image.save(game.surface, str(out / f"race-{lang}.png"))
        game.close()


def challenge_screen(lang: str, out: Path) -> None:
    """The challenge screen after a few challenges were played."""
    import pygame

    from tests.scenes.challenge_play import clear_board, lose_at_once

    with tempfile.TemporaryDirectory() as home:
        for code, win in ((OTHERS[0], True), (OTHERS[1], False), (OTHERS[0], True)):
            game = _game(lang, home, "--challenge", code)
            if win:
                clear_board(game, 0.6)
            else:
                lose_at_once(game)
            game.close()
        game = _game(lang, home, size=SCREEN_SIZE)
        game.key(pygame.K_h, "h")
        game.key(pygame.K_DOWN)
        game.frames(2)
        pygame.image.save(game.surface, str(out / f"challenge-{lang}.png"))
        game.close()


def main(argv: list[str]) -> int:
    """Take the four pictures."""
    out = Path(argv[0] if argv else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "de"):
        race(lang, out)
        challenge_screen(lang, out)
    print("\n".join(str(out / f"{kind}-{lang}.png") for kind in ("race", "challenge")
                    for lang in ("en", "de")))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
