"""Lessons: one page per technique, with a drawn example and five practice puzzles.

The example is a small hand-made position; its proved cells come from the
same tagging as the puzzles, so the picture can never disagree with the
proof. Practice puzzles are the five easiest of the technique in the
library (by starting rating, then id), the same for every player.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.solver.position import Position, parse_position
from game.trainer.library import PuzzleLibrary
from game.trainer.puzzle import Puzzle
from game.trainer.tagging import Tag, tag_position
from game.trainer.tasks import known_mines
from game.trainer.technique import SUMMARY, Technique

PRACTICE = 5

# A small position showing each technique (flags are given mines).
EXAMPLES: dict[Technique, str] = {
    Technique.ONE_CLUE: "4x2x1\n1110\nHH10",
    Technique.TWO_CLUES: "3x2x1\nHHH\nH11",
    Technique.P11: "5x3x2\n00000\n11111\nHHHHH",
    Technique.P12: "5x3x3\n00000\n12221\nHHHHH",
    Technique.P121: "5x3x2\n00000\n11211\nHHHHH",
    Technique.P1221: "6x3x3\n000000\n122111\nHHHHHH",
    Technique.R11: "5x2x5\n12FFF\nHHHHH",
    Technique.R12: "5x2x3\n2F311\nHHHHH",
    Technique.R121: "5x2x4\n122FF\nHHHHH",
    Technique.R1221: "5x2x3\n1222F\nHHHHH",
    Technique.MANY_CLUES: "4x2x2\nHHH1\n12HH",
    Technique.MINE_COUNT: "3x2x3\n1HH\nHHH",
    Technique.FIFTY: "3x2x2\nHHH\n1HH",
    Technique.GUESS: "5x2x5\n2FF3F\nHHHHH",
}

ORDER: tuple[Technique, ...] = tuple(EXAMPLES)


@dataclass(frozen=True)
class Lesson:
    """A lesson page: the technique, its explanation, the example and its proof."""

    technique: Technique
    text: str
    example: Position
    proof: Tag
    practice: tuple[Puzzle, ...]

    @property
    def title(self) -> str:
        """The page title, e.g. "1-2-1"."""
        return self.technique.value.capitalize()


def lesson(technique: Technique, library: PuzzleLibrary) -> Lesson:
    """The page for `technique`, with up to five practice puzzles from `library`."""
    example = parse_position(EXAMPLES[technique])
    proof = tag_position(example, known_mines(example))
    pool = sorted(library.candidates(set(), technique), key=lambda p: (p.rating, p.id))
    return Lesson(technique, SUMMARY[technique], example, proof, tuple(pool[:PRACTICE]))
