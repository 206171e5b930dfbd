"""Write the mines of the solver benchmark's boards, for another solver to play them.

    python tools/jsminesweeper/boards.py --seed 1030000 --games 1000 --out boards.txt

Game i is exactly the board `python -m game.bench solver` plays with the same options:
`Board.from_difficulty(difficulty, seed=S+i, first_click=...)`, then the first click at
the start cell (which lays the mines). The file holds the run's record header (so the
other solver's record pairs with ours), the board size, then one line per game:

    # solver-bench experte 3,3 opening
    # board ROWS COLS MINES
    SEED I,I,...        (mine cells as row * COLS + col)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.bench import records  # noqa: E402
from game.bench.arguments import (  # noqa: E402
    BenchParser,
    difficulty_value,
    positive_whole,
    seed_value,
)
from game.bench.solver import REPORTING_SEEDS, start_cell  # noqa: E402
from game.model import Board, Difficulty  # noqa: E402


def mines_of(
    difficulty: Difficulty, seed: int, start: tuple[int, int], first_click: str
) -> list[int]:
    """The mine cells (row * cols + col) of one benchmark board after its first click."""
    board = Board.from_difficulty(difficulty, seed=seed, first_click=first_click)
    board.reveal(*start)
    return [
        row * board.cols + col
        for row in range(board.rows)
        for col in range(board.cols)
        if board.mine_at(row, col)
    ]


def main(argv: list[str]) -> int:
    """Write the boards file."""
    parser = BenchParser(prog="boards.py", description=__doc__.split("\n")[0])
    parser.add_argument("--difficulty", type=difficulty_value, default="experte")
    parser.add_argument("--games", type=positive_whole, default=100)
    parser.add_argument("--seed", type=seed_value, default=REPORTING_SEEDS)
    parser.add_argument("--start", default="3,3", help="first click: R,C | corner | centre")
    parser.add_argument("--first-click", choices=("opening", "safe"), default="opening")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    difficulty = args.difficulty
    try:
        start = start_cell(args.start, difficulty)
    except ValueError as error:
        parser.error(str(error))
    lines = [
        records.header(difficulty.key, start, args.first_click),
        f"# board {difficulty.rows} {difficulty.cols} {difficulty.mines}",
    ]
    for seed in range(args.seed, args.seed + args.games):
        cells = mines_of(difficulty, seed, start, args.first_click)
        lines.append(f"{seed} {','.join(map(str, cells))}")
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{args.games} boards written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
