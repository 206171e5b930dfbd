"""Racing a board played before: what a race starts from, its split times, and the ghost
of the player's best run on a challenge.

A race is a game on a known board (a challenge, the daily board, or a replay's board played
again) with a ghost beside it (game/session/ghost.py). `Race` keeps the live game's split
times (the moment it solved each quarter of the 3BV) and compares each with the ghost's:
"ahead by 2.4 s" when the live game got there first. It is told of each move (`follow`,
constant time) and reads nothing else of the game.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from game.challenge import Challenge, challenge_board
from game.i18n import _
from game.i18n.formats import number
from game.i18n.note import N_, Note
from game.model import Difficulty, FirstClick, MineLayout
from game.model.figures import record_metrics
from game.session.ghost import QUARTERS, Ghost, make_ghost, split_marks
from game.session.inputs import Input
from game.session.setup import GameSetup
from game.storage import GameRecord, Stats, replays_dir
from game.storage.challenges import challenge_played
from game.storage.gamelog import GameLogError, replay_log
from game.storage.replays import ReplayError, load_replay

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RaceStart:
    """A game on a known board: its setup (layout, start and challenge fixed), the name
    shown for it (a code, "the daily board", a replay's name), and the ghost when it is
    given (a replay's player); None: the player's best run on it, if there is one."""

    setup: GameSetup
    name: str
    ghost: Ghost | None = None
    daily: bool = False


def board_id(layout: MineLayout, start: tuple[int, int]) -> str:
    """The challenge name of a replay's board played again ("B-" and 12 hex digits of its
    layout and start): its games are recorded as that board's, apart from the standard
    ones."""
    text = f"{layout.cols}x{layout.rows}@{start[0]},{start[1]}\n{layout.text()}"
    return "B-" + hashlib.sha256(text.encode("ascii")).hexdigest()[:12].upper()


@dataclass(frozen=True)
class ChallengeRecords:
    """One challenge's records: attempts (every game played on it), wins, and the best
    unassisted win (None until there is one)."""

    attempts: int
    wins: int
    best: GameRecord | None

    def best_words(self) -> str | None:
        """The best win in a few words, "best 41.3 s, 3BV/s 2.61" (None: no win yet). On
        one board every win solves the same 3BV, so the best time has the best 3BV/s."""
        if self.best is None:
            return None
        speed = record_metrics(self.best).bbbv_per_s
        return _("best {seconds} s, 3BV/s {speed}").format(
            seconds=number(self.best.seconds, 1), speed=number(speed, 2)
        )


def challenge_records(stats: Stats, challenge: str) -> ChallengeRecords:
    """The records of one challenge, from the statistics."""
    played = challenge_played(stats, challenge)
    if played is None:
        return ChallengeRecords(0, 0, None)
    return ChallengeRecords(played.attempts, played.wins, played.best)


def race_ghost(stats: Stats, start: RaceStart) -> tuple[Ghost | None, str | None]:
    """The ghost a race runs against: the one it was given (a replay's player), else the
    player's best run on its challenge (None without one), and a problem reading it."""
    challenge = start.setup.challenge
    if start.ghost is not None or challenge is None:
        return start.ghost, None
    record = best_run(stats, challenge)
    if record is None:
        return None, None
    return ghost_of_record(record, start.setup)


def best_run(stats: Stats, challenge: str) -> GameRecord | None:
    """The run a retry races: the fastest unassisted win, else the unassisted attempt that
    got furthest (most 3BV, then the quickest); only runs whose replay was kept."""
    best = stats.challenge_best(challenge)
    if best is not None and best.replay:
        return best
    tries = [g for g in stats.challenge_games(challenge) if not g.assisted and g.replay]
    if not tries:
        return None
    return max(tries, key=lambda g: (g.three_bv_solved, -g.seconds))


def ghost_of_record(record: GameRecord, setup: GameSetup) -> tuple[Ghost | None, str | None]:
    """The ghost of a recorded run (its replay read from the replays folder) on `setup`'s
    board, or None and a one-line problem when the replay cannot be read or is of another
    board."""
    if record.replay is None:
        return None, None
    try:
        document = load_replay(replays_dir() / record.replay)
        game = replay_log(document)
        if game.layout != setup.layout:
            raise GameLogError("it was played on another board")
        ghost = make_ghost(setup, [Input.from_row(list(row)) for row in game.inputs])
    except (ReplayError, GameLogError, OSError, ValueError, IndexError) as error:
        problem = Note(
            N_("Your best run cannot be raced: {detail}"), detail=" ".join(str(error).split())
        )
        log.warning(problem)
        return None, problem
    return ghost, None


class Race:
    """The live game's split times against the ghost's (see the module docstring)."""

    def __init__(self, ghost: Ghost, bbbv: int) -> None:
        self.ghost = ghost
        self.marks = split_marks(bbbv)
        self.mine: list[int] = []  # ms from the first click at each split reached

    def follow(self, solved: int, elapsed_ms: int) -> bool:
        """The game solved `solved` 3BV by `elapsed_ms`: True when a split was reached."""
        reached = False
        while len(self.mine) < QUARTERS and solved >= self.marks[len(self.mine)]:
            self.mine.append(elapsed_ms)
            reached = True
        return reached

    def gap_ms(self, split: int) -> int | None:
        """How far the game is behind the ghost at a split it reached (negative: ahead);
        None when the ghost never got there."""
        theirs = self.ghost.splits[split]
        if theirs is None or split >= len(self.mine):
            return None
        return self.mine[split] - theirs

    def line(self) -> str:
        """The race in a few words: the last split reached, ahead or behind the ghost."""
        if not self.mine:
            return self.intro()
        split = len(self.mine) - 1
        return _("Split {n}/{of}: {gap}").format(n=split + 1, of=QUARTERS, gap=self.gap_text(split))

    def intro(self) -> str:
        """Before the first split: what the ghost is."""
        ghost = self.ghost
        if ghost.label:
            return _("Racing {player}: {time} s").format(
                player=ghost.label, time=number(ghost.end_ms / 1000, 1)
            )
        if ghost.won:
            return _("Racing your best run: {time} s").format(time=number(ghost.end_ms / 1000, 1))
        return _("Racing your furthest run")

    def gap_text(self, split: int) -> str:
        """ "ahead by 2.4 s", "behind by 1.1 s", or that the ghost never got there."""
        gap = self.gap_ms(split)
        if gap is None:
            return _("ahead (the ghost never got this far)")
        tenths = round(gap / 100)  # as shown: 0.04 s apart is level
        shown = number(abs(tenths) / 10, 1)
        if tenths < 0:
            return _("ahead by {seconds} s").format(seconds=shown)
        if tenths > 0:
            return _("behind by {seconds} s").format(seconds=shown)
        return _("level with the ghost")

    def table(self) -> list[str]:
        """Every split as a line: the quarter, the game's time, the ghost's, the gap."""
        lines = []
        for split in range(QUARTERS):
            theirs = self.ghost.splits[split]
            ghost_time = "-" if theirs is None else number(theirs / 1000, 1) + " s"
            if split < len(self.mine):
                mine = number(self.mine[split] / 1000, 1) + " s"
                gap = self.gap_text(split)
            else:
                mine, gap = "-", ""
            line = _("{quarter}/{of} of the 3BV: {mine} (ghost {ghost})").format(
                quarter=split + 1, of=QUARTERS, mine=mine, ghost=ghost_time
            )
            lines.append(f"{line}, {gap}" if gap else line)
        return lines


def challenge_race(challenge: Challenge, *, daily: bool = False) -> RaceStart:
    """The race on a challenge's board: its layout and start fixed, its code the name."""
    board = challenge_board(challenge)
    setup = GameSetup(
        challenge.rows,
        challenge.cols,
        challenge.mines,
        challenge.difficulty_key,
        first_click=FirstClick.OPENING,
        question_marks=challenge.question_marks,
        no_guess=challenge.no_guess,
        layout=tuple(board.lines()),
        challenge=challenge.code,
        start=board.start,
    )
    return RaceStart(setup, challenge.code, daily=daily)


def replay_race(setup: GameSetup, inputs: Sequence[Input], name: str, player: str) -> RaceStart:
    """The race on a replay's board: its layout, the cell its first click opened as the
    start, the replay's run as the ghost (`player` names it; "" for the player's own)."""
    if setup.layout is None:
        raise ValueError(f"{name}: the replay has no layout to play")
    ghost = make_ghost(setup, inputs, player or name)
    if not ghost.open_cells:
        raise ValueError(f"{name}: the replay opens no cell")
    start = divmod(ghost.open_cells[0], setup.cols)
    layout = MineLayout.from_text("\n".join(setup.layout))
    raced = GameSetup(
        setup.rows,
        setup.cols,
        setup.mines,
        Difficulty.of_size(setup.rows, setup.cols, setup.mines).key,
        first_click=FirstClick.OPENING,
        layout=setup.layout,
        challenge=board_id(layout, start),
        start=start,
    )
    return RaceStart(raced, name, ghost)


def race_difficulty(start: RaceStart) -> Difficulty:
    """The difficulty a race's board is (named when it is one of theirs)."""
    setup = start.setup
    return Difficulty.of_size(setup.rows, setup.cols, setup.mines)


def is_code(challenge: str | None) -> bool:
    """Whether a challenge name is a code someone else can play (not a replay's board)."""
    return challenge is not None and challenge.startswith("MS")


def share_line(
    challenge: str, won: bool, time_ms: int, bbbv_per_s: float | None, solved: int, bbbv: int
) -> str:
    """One line to paste for a friend, in the language in force: "Minesweeper challenge
    MS1-...: 41.3 s, 3BV/s 2.61" (a loss: how far it got)."""
    seconds = number(time_ms / 1000, 1)
    if won:
        return _("Minesweeper challenge {code}: {seconds} s, 3BV/s {speed}").format(
            code=challenge, seconds=seconds, speed=number(bbbv_per_s, 2)
        )
    return _("Minesweeper challenge {code}: lost after {seconds} s at 3BV {solved}/{bbbv}").format(
        code=challenge, seconds=seconds, solved=solved, bbbv=bbbv
    )
