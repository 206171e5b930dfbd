"""Making puzzles from real games: the auto-player plays, positions become puzzles.

At each move of an auto-played game the position (flags removed) gets the
mines any single number proves flagged, as a player would have flagged them,
and is tagged (see `tagging`). A position whose first step needs more than a
single number, or a guess, is a candidate; so is one single-number position
in a few. The task follows from what the proof finds: a safe cell, a mine,
every safe cell, or the best guess. Nothing here looks at the hidden mines.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from game.model import Action, Appearance, Board
from game.solver.deduce import deduce
from game.solver.moves import NoMoveError, best_move
from game.solver.position import FLAGGED, Position, PositionError, parse_position
from game.trainer.puzzle import Puzzle, make_puzzle
from game.trainer.tagging import Tag, tag_position
from game.trainer.tasks import Task, accepted
from game.trainer.technique import Technique

MAX_ALL_SAFE = 6
ONE_CLUE_SHARE = 0.08
# At most this share of a generated set per technique, so the rare ones get room.
QUOTA: dict[Technique, float] = {Technique.ONE_CLUE: 0.12, Technique.GUESS: 0.1}


@dataclass(frozen=True)
class BoardKind:
    """A board to play: rows, columns, mines."""

    rows: int
    cols: int
    mines: int


BOARDS: tuple[BoardKind, ...] = (
    BoardKind(8, 8, 10),
    BoardKind(16, 16, 40),
    BoardKind(16, 30, 99),
    BoardKind(9, 9, 15),
    BoardKind(12, 12, 30),
    BoardKind(10, 16, 35),
)


def puzzle_position(position: Position) -> Position:
    """The position with its flags removed and every single-number mine flagged."""
    plain = position.unflagged()
    mines = deduce(plain, pairs=False, counting=False).mines
    cells = list(plain.cells)
    for i in mines:
        cells[i] = FLAGGED
    return Position(plain.width, plain.height, plain.mines, tuple(cells))


def task_for(position: Position, tag: Tag, rng: random.Random) -> Task | None:
    """The task a tagged puzzle position asks, or None when it asks nothing sensible."""
    if not tag.technique.certain:
        return Task.GUESS
    if tag.safe:
        safe = accepted(position, Task.ALL_SAFE)
        if 1 < len(safe) <= MAX_ALL_SAFE and rng.random() < 0.3:
            return Task.ALL_SAFE
        return Task.SAFE
    if tag.mines:
        return Task.MINE
    return None


def puzzle_from(
    position: Position, rng: random.Random, skip: frozenset[Technique] = frozenset()
) -> Puzzle | None:
    """A puzzle from one game position, or None when it makes a poor one.

    Techniques in `skip` are not wanted: a single-number position (the most
    common kind) is recognised cheaply and dropped before any tagging.
    """
    if all(v < 0 for v in position.cells):
        return None
    shown = puzzle_position(position)
    known = frozenset(i for i, v in enumerate(shown.cells) if v == FLAGGED)
    if len(known) == shown.covered_count():
        return None
    one_clue = bool(deduce(shown.unflagged(), pairs=False, counting=False).safe)
    if one_clue and (Technique.ONE_CLUE in skip or rng.random() > ONE_CLUE_SHARE):
        return None
    try:
        tag = tag_position(shown, known)
    except PositionError:
        return None
    if not tag.exact or tag.technique in skip:
        return None
    task = task_for(shown, tag, rng)
    if task is None:
        return None
    return make_puzzle(shown, tag.technique, task)


def play_for_puzzles(
    kind: BoardKind,
    seed: int,
    per_game: int = 3,
    max_moves: int = 400,
    skip: frozenset[Technique] = frozenset(),
) -> Iterator[Puzzle]:
    """Auto-play one game and yield up to `per_game` puzzles from its positions."""
    rng = random.Random(seed)
    board = Board(kind.rows, kind.cols, kind.mines, seed=seed, first_click="opening")
    board.reveal(kind.rows // 2, kind.cols // 2)
    found = 0
    for _ in range(max_moves):
        if board.over or found >= per_game:
            return
        text = board.to_position()
        puzzle = puzzle_from(parse_position(text), rng, skip)
        if puzzle is not None:
            found += 1
            yield puzzle
        try:
            move = best_move(text)
        except (NoMoveError, PositionError):
            return
        if move.action is Action.FLAG:
            board.toggle_flag(move.row, move.col)
        else:
            if board.appearance(move.row, move.col) is Appearance.FLAG:
                board.toggle_flag(move.row, move.col)
            board.reveal(move.row, move.col)


def generate(count: int, seed: int = 0, kinds: tuple[BoardKind, ...] = BOARDS) -> list[Puzzle]:
    """`count` distinct puzzles from games on every board kind in turn.

    No technique takes more than its QUOTA share of the set.
    """
    out: dict[str, Puzzle] = {}
    per_technique: dict[Technique, int] = {}
    game = 0
    while len(out) < count:
        kind = kinds[game % len(kinds)]
        full = frozenset(
            t for t, n in per_technique.items() if n >= max(1, QUOTA.get(t, 1.0) * count)
        )
        for puzzle in play_for_puzzles(kind, seed * 1_000_003 + game, skip=full):
            have = per_technique.get(puzzle.technique, 0)
            if puzzle.id in out or have >= max(1, QUOTA.get(puzzle.technique, 1.0) * count):
                continue
            out[puzzle.id] = puzzle
            per_technique[puzzle.technique] = have + 1
            if len(out) >= count:
                break
        game += 1
    return list(out.values())
