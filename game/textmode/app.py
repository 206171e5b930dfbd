"""The terminal game from greeting to goodbye: `run` is the entry point of `--text`.

It greets the player, shows the title, lets them choose a difficulty (unless
one is given) and plays rounds until they quit or the input ends. A given
seed makes the whole session reproducible: the first game uses that seed and
every later game a seed drawn from it.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import TextIO

from game.greeting import greeting
from game.model import Difficulty
from game.session import RecordKeeper
from game.storage import Stats, load_settings
from game.storage.pending import pending_path
from game.textmode.commands import MENU, QUIT
from game.textmode.console import Console, EndOfInput
from game.textmode.menu import choose_difficulty, title_banner
from game.textmode.play import Round
from game.textmode.style import style_for

SEED_RANGE = 2**63


def run(
    difficulty: Difficulty | None = None,
    seed: int | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    color: bool | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
) -> int:
    """Play Minesweeper in the terminal; returns the exit status 0.

    `difficulty` skips the menu; `seed` fixes the boards; `stdin` and `stdout`
    default to the process's streams; `color` None colours only a terminal
    without NO_COLOR; `clock` (seconds) lets tests control the game time.
    """
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    console = Console(stdin, stdout, style_for(stdout, color))
    settings, problems = load_settings()
    with Stats.open() as stats:
        for problem in [*problems, *stats.problems]:
            console.say(f"Note: {problem}")
        try:
            console.say(greeting(datetime.now().hour))
            console.say(title_banner(console.style))
            console.say()
            seeds = session_seeds(seed)
            keeper = RecordKeeper(stats, pending_path() if stats.path is not None else None)
            for problem in [*keeper.problems, keeper.flush() if keeper.pending else None]:
                if problem:
                    console.say(f"Note: {problem}")
            while True:
                if difficulty is None:
                    difficulty = choose_difficulty(console, settings)
                    if difficulty is None:
                        break
                following = Round(
                    console,
                    difficulty,
                    next(seeds),
                    settings,
                    stats,
                    clock,
                    keeper,
                    seed is not None,
                ).play()
                if following == QUIT:
                    break
                if following == MENU:
                    difficulty = None
                    console.say()
        except EndOfInput:
            pass
        except KeyboardInterrupt:
            console.say()
        console.say("Goodbye, and thanks for playing!")
    return 0


def session_seeds(seed: int | None) -> Iterator[int | None]:
    """Seeds for successive games: `seed` first, then seeds drawn from it (or all random)."""
    if seed is None:
        while True:
            yield None
    yield seed
    rng = random.Random(seed)
    while True:
        yield rng.randrange(SEED_RANGE)
