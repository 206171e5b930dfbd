"""The terminal game from greeting to goodbye: `run` is the entry point of `--text`.

It greets the player, shows the title, lets them choose a difficulty (unless
one is given) and plays rounds until they quit or the input ends. A given
seed makes the whole session reproducible: the first game uses that seed and
every later game a seed drawn from it.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import TextIO

from game.challenge import Challenge
from game.greeting import greeting
from game.i18n import N_, _, set_language
from game.i18n.note import shown
from game.model import Difficulty
from game.session import ReplayQueue
from game.session.race import challenge_race
from game.session.records import RecordKeeper, farewell, open_keeper
from game.storage import Settings, Stats, load_settings, reject_unusable
from game.storage.gamelog import GameLog
from game.storage.settings import remember_language
from game.textmode.commands import MENU, NEW, QUIT, Verb
from game.textmode.console import Console, EndOfInput, OutputGone, Stopped
from game.textmode.menu import RESUME, choose_difficulty, title_banner
from game.textmode.play import Round
from game.textmode.saved import describe, difficulty_of, read_saved, waiting_note
from game.textmode.stopping import stopping
from game.textmode.style import style_for

SEED_RANGE = 2**63
GOODBYE = N_("Goodbye, and thanks for playing!")


def run(
    difficulty: Difficulty | None = None,
    seed: int | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    color: bool | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
    lang: str | None = None,
    plain: bool | None = None,
    challenge: Challenge | None = None,
) -> int:
    """Play Minesweeper in the terminal; returns the exit status.

    `lang` is the language `--lang` chose: used and remembered, as the window does (without
    it the remembered language is used). `difficulty` skips the menu; `seed` fixes the
    boards; `challenge` plays that challenge's board (again after each game, until the
    player goes to the menu); `stdin` and `stdout`
    default to the process's streams; `color` None colours only a terminal
    without NO_COLOR; `plain` (screen readers: words instead of drawings, a move's result
    in a sentence) None is plain when the output is not a terminal; `clock` (seconds) lets
    tests control the game time.
    0 when the player quits or the input ends; 128 + the signal's number after
    Ctrl+C (130), SIGTERM or SIGHUP (the game in progress saved with its time);
    1 when the output cannot be written any more (disk full, closed, pipe
    gone); 2 when there is no input or output at all. Never a traceback: a
    problem is one line on standard error.
    """
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    if stdin is None or stdout is None:  # Python's streams are None for a closed descriptor
        _tell(
            _("cannot play in the terminal: standard input is closed")
            if stdin is None
            else _("cannot play in the terminal: standard output is closed")
        )
        return 2
    console = Console(stdin, stdout, style_for(stdout, color, plain))
    with stopping(console):
        try:
            return _play(console, difficulty, seed, clock, lang, challenge)
        except Stopped as stop:
            status = 128 + stop.signum
        except OutputGone as gone:
            _tell(str(gone))
            _silence(stdout)
            return 1
        try:
            console.say()
            console.say(_(GOODBYE))
        except OutputGone:  # the terminal that was closed
            _silence(stdout)
        return status


def _play(
    console: Console,
    difficulty: Difficulty | None,
    seed: int | None,
    clock: Callable[[], float],
    lang: str | None = None,
    challenge: Challenge | None = None,
) -> int:
    """The greeting, the menu and the rounds; 0, or 130 after an interrupt."""
    if challenge is not None:
        difficulty = challenge.difficulty
    status = 0
    settings, problems = load_settings()
    settings = remember_language(settings, lang)
    if settings.language:  # the remembered one (else the language in force: the system's)
        set_language(settings.language)
    keeper: RecordKeeper | None = None
    replays = ReplayQueue()  # one for the whole run: what waits outlives a round
    with Stats.open() as stats:
        for problem in [*problems, *stats.problems]:
            console.say(_("Note: {problem}").format(problem=shown(problem)))
        try:
            console.say(greeting(datetime.now().hour))
            console.say(title_banner(console.style))
            console.say()
            seeds = session_seeds(seed)
            keeper = open_keeper(stats)
            for note in [*keeper.take_problems(), keeper.flush() if keeper.pending else None]:
                if note:
                    console.say(_("Note: {problem}").format(problem=shown(note)))
            saved = read_saved(console)
            if saved is not None and difficulty is not None:
                console.say(waiting_note(saved, menu=False))
            noted = difficulty is not None
            while True:
                if difficulty is None:
                    menu_saved = None if saved is None else describe(saved)
                    picked = choose_difficulty(console, settings, menu_saved)
                    if picked is None:
                        break
                    if picked is RESUME and saved is not None:
                        following = _continue(
                            console, saved, settings, stats, clock, keeper, replays
                        )
                        saved = None
                        if following is QUIT:
                            break
                        continue
                    assert isinstance(picked, Difficulty)
                    difficulty = picked
                    if saved is not None and not noted:
                        console.say(waiting_note(saved, menu=True))
                        noted = True
                following = Round(
                    console,
                    difficulty,
                    next(seeds),
                    settings,
                    stats,
                    clock,
                    keeper,
                    seed is not None,
                    keep_unfinished=saved is None,
                    replays=replays,
                    race=None if challenge is None else challenge_race(challenge),
                ).play()
                if following is QUIT:
                    break
                if following is MENU:
                    difficulty = challenge = None
                    console.say()
        except EndOfInput:
            pass
        except KeyboardInterrupt:  # outside the main thread no handler turns it into Stopped
            console.say()
            status = 130
        finally:
            if keeper is not None:  # what waits is the next start's: said where, or lost
                _say_notes(console, farewell(keeper, replays))
        console.say(_(GOODBYE))
    return status


def _say_notes(console: Console, lines: list[str]) -> None:
    """Say each line as a note; on standard error when the output is gone (a stop signal
    or a closed terminal ends the game on its way here)."""
    for line in lines:
        text = _("Note: {problem}").format(problem=shown(line))
        try:
            console.say(text)
        except OutputGone:
            _tell(shown(line))


def _tell(line: str) -> None:
    """One line on standard error, if there is one that works."""
    try:
        if sys.stderr is not None:
            print(f"minesweeper: {line}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _silence(stdout: TextIO) -> None:
    """Send what is still buffered for an output that failed to nowhere, so that the
    interpreter's last flush at exit does not fail again (and print a traceback)."""
    if stdout is sys.stdout:
        with contextlib.suppress(OSError, ValueError):
            descriptor = os.open(os.devnull, os.O_WRONLY)
            os.dup2(descriptor, sys.stdout.fileno())
            os.close(descriptor)
    with contextlib.suppress(OSError, ValueError):
        stdout.flush()


def _continue(
    console: Console,
    saved: GameLog,
    settings: Settings,
    stats: Stats,
    clock: Callable[[], float],
    keeper: RecordKeeper,
    replays: ReplayQueue,
) -> Verb:
    """Play the saved game; what the player wants next (NEW, MENU or QUIT).
    A saved game whose moves do not fit its board is set aside with one line."""
    try:
        round_ = Round(
            console,
            difficulty_of(saved),
            None,
            settings,
            stats,
            clock,
            keeper,
            False,
            saved,
            replays=replays,
        )
    except ValueError as error:
        problem = reject_unusable(error)
        console.say(_("Note: {problem}").format(problem=shown(problem)))
        return NEW
    return round_.play()


def session_seeds(seed: int | None) -> Iterator[int | None]:
    """Seeds for successive games: `seed` first, then seeds drawn from it (or all random)."""
    if seed is None:
        while True:
            yield None
    yield seed
    rng = random.Random(seed)
    while True:
        yield rng.randrange(SEED_RANGE)
