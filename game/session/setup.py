"""What a game is before it starts: board size, mines, first-click rule and options."""

from __future__ import annotations

from dataclasses import dataclass

from game.model import CUSTOM, Difficulty, FirstClick
from game.storage.gamelog import GameLog

MIN_RECORD_BBBV = 10
"""A custom board whose layout has less 3BV than this never sets a record."""


@dataclass(frozen=True)
class GameSetup:
    """The settings a session starts from.

    `layout`, when given, fixes the mines in advance (replays, rebuilding a saved
    no-guess game); otherwise the board lays them at the first click from `seed`.
    `seeded` marks a seed the player chose (`--seed`): such games set no records.
    `challenge` names the challenge the board comes from (a code, or "B-..." for a
    replay's board raced again) and `start` the start it gives: the layout is known in
    advance, so the game counts only in that challenge's own records.
    """

    rows: int
    cols: int
    mines: int
    difficulty: str = CUSTOM
    seed: int | None = None
    seeded: bool = False
    first_click: FirstClick = FirstClick.OPENING
    question_marks: bool = False
    no_guess: bool = False
    chord_on_number: bool = True
    layout: tuple[str, ...] | None = None
    challenge: str | None = None
    start: tuple[int, int] | None = None

    @classmethod
    def from_log(cls, log: GameLog, chord_on_number: bool = True) -> GameSetup:
        """The setup a saved game or replay document describes (its mines fixed)."""
        return cls(
            log.rows,
            log.cols,
            log.mines,
            log.difficulty,
            seed=log.seed,
            seeded=log.seeded,
            first_click=FirstClick(log.first_click),
            question_marks=log.question_marks,
            no_guess=log.no_guess,
            chord_on_number=chord_on_number,
            layout=log.layout,
            challenge=log.challenge,
            start=log.start,
        )

    @classmethod
    def of(
        cls,
        difficulty: Difficulty,
        *,
        seed: int | None = None,
        seeded: bool = False,
        first_click: FirstClick = FirstClick.OPENING,
        question_marks: bool = False,
        no_guess: bool = False,
        chord_on_number: bool = True,
    ) -> GameSetup:
        """A setup for a named or custom difficulty."""
        return cls(
            difficulty.rows,
            difficulty.cols,
            difficulty.mines,
            difficulty.key,
            seed=seed,
            seeded=seeded,
            first_click=first_click,
            question_marks=question_marks,
            no_guess=no_guess,
            chord_on_number=chord_on_number,
        )
