"""Lessons: one page per technique, with a drawn example and five practice puzzles.

The example is a small hand-made position; its proved cells come from the
same tagging as the puzzles, so the picture can never disagree with the
proof, and their step-by-step proofs are the Hint's (checked before shown).
`answer` names the example's cells in a sentence. Practice puzzles are the
five easiest of the technique in the library (by starting rating, then id),
the same for every player.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _, ngettext
from game.solver.cells import name_list
from game.solver.position import Position, parse_position
from game.solver.proof import Proof, StepKind, Verdict
from game.solver.proof_text import proof_lines
from game.trainer.answers import known_mines, tag_proofs
from game.trainer.constraints import build_system
from game.trainer.library import PuzzleLibrary
from game.trainer.patterns import name_pair
from game.trainer.puzzle import Puzzle
from game.trainer.tagging import Tag, tag_position
from game.trainer.technique import Technique, summary, technique_name

PRACTICE = 5

# A small position showing each technique (flags are given mines, and the numbers prove them).
EXAMPLES: dict[Technique, str] = {
    Technique.ONE_CLUE: "4x2x2\n0122\nHHHH",
    Technique.TWO_CLUES: "3x2x1\nHHH\nH11",
    Technique.P11: "5x3x2\n00000\n11111\nHHHHH",
    Technique.P12: "6x3x3\n000000\n112221\nHHHHHH",
    Technique.P121: "5x3x2\n00000\n11211\nHHHHH",
    Technique.P1221: "6x3x3\n000000\n122111\nHHHHHH",
    Technique.R11: "4x3x3\n0111\n12F2\nHHHH",
    Technique.R12: "4x3x3\n0011\n113F\nHHHH",
    Technique.R121: "4x3x3\n0011\n122F\nHHHH",
    Technique.R1221: "5x3x3\n00011\n1222F\nHHHHH",
    Technique.MANY_CLUES: "4x2x2\nHHH1\n12HH",
    Technique.MINE_COUNT: "3x2x3\n1HH\nHHH",
    Technique.FIFTY: "3x2x2\nHHH\n1HH",
    Technique.GUESS: "5x2x5\n2FF3F\nHHHHH",
}

ORDER: tuple[Technique, ...] = tuple(EXAMPLES)


@dataclass(frozen=True)
class Lesson:
    """A lesson page: the technique, its explanation, the example and its proof.

    `proofs` prove each cell the example's tag names (none for guesses), `answer`
    names those cells in a sentence, `lines` say the shortest proof one step a line (the
    one-number lesson: a safe cell's and a mine's).
    """

    technique: Technique
    text: str
    example: Position
    proof: Tag
    practice: tuple[Puzzle, ...]
    proofs: tuple[Proof, ...] = ()
    answer: str = ""
    lines: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        """The page title, e.g. "1-2-1"."""
        name = technique_name(self.technique)
        return name[:1].upper() + name[1:]  # not str.capitalize: German nouns keep their capital


def lesson(technique: Technique, library: PuzzleLibrary) -> Lesson:
    """The page for `technique`, with up to five practice puzzles from `library`."""
    example = parse_position(EXAMPLES[technique])
    tag = tag_position(example, known_mines(example))
    pool = sorted(library.candidates(set(), technique), key=lambda p: (p.rating, p.id))
    proofs = tag_proofs(example, tag)
    plain = example.unflagged()
    lines = tuple(
        line for shown in _showing(example, tag, proofs) for line in proof_lines(plain, shown)
    )
    return Lesson(
        technique,
        summary(technique),
        example,
        tag,
        tuple(pool[:PRACTICE]),
        proofs,
        answer_sentence(tag),
        lines,
    )


def _pattern_numbers(position: Position, proof: Proof) -> tuple[int, ...]:
    """The numbers the last step reads, with those of the group step it builds on."""
    last = proof.steps[-1]
    numbers = {position.index(*s) for s in last.sources if isinstance(s, tuple)}
    for source in last.sources:
        if isinstance(source, int) and proof.steps[source].kind is StepKind.CLUE_GROUP:
            step = proof.steps[source]
            numbers.update(position.index(*s) for s in step.sources if isinstance(s, tuple))
    return tuple(sorted(numbers))


def _showing(position: Position, tag: Tag, proofs: tuple[Proof, ...]) -> list[Proof]:
    """The proofs to say on the page: one whose last steps read the lesson's pattern, the
    shortest; for the one-number lesson the shortest of a safe cell and of a mine (its
    two rules: a number with all its mines, a number needing all its covered cells)."""
    if not proofs:
        return []
    if tag.technique is Technique.ONE_CLUE:
        kinds = [[p for p in proofs if p.verdict is verdict] for verdict in Verdict]
        return [min(kind, key=lambda proof: len(proof.steps)) for kind in kinds if kind]
    system = build_system(position.unflagged(), known_mines(position))

    def fits(proof: Proof) -> bool:
        numbers = _pattern_numbers(position, proof)
        return len(numbers) == 2 and name_pair(system, numbers) is tag.technique

    return [min(proofs, key=lambda proof: (not fits(proof), len(proof.steps)))]


def answer_sentence(tag: Tag) -> str:
    """The example's answer in one sentence naming its cells."""
    safe, mines = tag.safe, tag.mines
    if tag.technique is Technique.FIFTY:
        return _("Here {cells} share a mine no number can tell apart: take one now.").format(
            cells=name_list(safe)
        )
    if not tag.technique.certain:
        return _("Here nothing is certain: the safest cells are {cells}.").format(
            cells=name_list(safe)
        )
    if safe and mines:
        both = {
            (False, False): _("Here {safe} is safe and {mines} is a mine."),
            (True, False): _("Here {safe} are safe and {mines} is a mine."),
            (False, True): _("Here {safe} is safe and {mines} are mines."),
            (True, True): _("Here {safe} are safe and {mines} are mines."),
        }
        text = both[(len(safe) > 1, len(mines) > 1)]
        return text.format(safe=name_list(safe), mines=name_list(mines))
    if safe:
        text = ngettext("Here {cells} is safe.", "Here {cells} are safe.", len(safe))
        return text.format(cells=name_list(safe))
    text = ngettext("Here {cells} is a mine.", "Here {cells} are mines.", len(mines))
    return text.format(cells=name_list(mines))
