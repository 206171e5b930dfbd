"""`python -m game.bench solver`: win rate and speed of `best_move` on real boards.

Game i is the board (difficulty, seed S+i, first-click rule); the first click
is made at the start cell, then `best_move` plays from `board.to_position()`
alone until the game is won or lost. Prints the win rate with its 95% Wilson
interval and the solver time per game and per move (mean and 95th percentile).

It also prints a ceiling: an upper bound on the win rate *any* player could
reach on the same boards. Before its first guess every player can at most
open the cells proved safe (which costs nothing), so each game is credited
1 when it needs no guess, the exact best-play chance when the endgame search
solved the first guess, and otherwise the survival chance of the safest cell.

Seeds come in two ranges kept apart. The tuning range, seeds 1 to 999,999, is where
solver choices may be tried and compared (the guess rules were chosen on seeds 1-3,000).
The reporting range, seeds from 1,000,000 on (the default), is only for figures to
publish: a figure measured on boards choices were made on overstates what a player's
boards will show. Nothing is tuned on reporting seeds.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time
from dataclasses import dataclass

from game.bench.timing import percentile
from game.model import Action, Board, Difficulty, Status, parse_difficulty
from game.solver import Move, best_move, hint

REPORTING_SEEDS = 1_000_000  # seeds below are the tuning range, from here the reporting range


@dataclass(frozen=True)
class GameResult:
    """One played game: won?, solver seconds per move, guesses made.

    `ceiling` bounds the chance any player had to win this game (see the
    module note): 1 without guesses, else the value of the first guess;
    `first_exact` tells whether the exhaustive endgame search chose that guess.
    """

    won: bool
    move_times: tuple[float, ...]
    guesses: int
    ceiling: float = 1.0
    first_exact: bool = False


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a win rate (robust near 0 and 1)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def start_cell(spec: str, difficulty: Difficulty) -> tuple[int, int]:
    """Parse --start: "R,C" (0-based), "corner" (0,0) or "centre"."""
    if spec == "corner":
        return 0, 0
    if spec in ("centre", "center"):
        return difficulty.rows // 2, difficulty.cols // 2
    try:
        row, col = (int(part) for part in spec.split(","))
    except ValueError:
        raise ValueError(f"--start must be R,C, corner or centre (got {spec!r})") from None
    if not (0 <= row < difficulty.rows and 0 <= col < difficulty.cols):
        raise ValueError(f"--start {spec} is outside the {difficulty.cols}x{difficulty.rows} board")
    return row, col


def play_game(
    difficulty: Difficulty, seed: int, start: tuple[int, int], first_click: str
) -> GameResult:
    """Play one seeded game with `best_move`; the solver sees only the position text."""
    board = Board.from_difficulty(difficulty, seed=seed, first_click=first_click)
    board.reveal(*start)
    times: list[float] = []
    guesses = 0
    ceiling = 1.0
    first_exact = False
    limit = 3 * difficulty.rows * difficulty.cols
    while board.status is Status.PLAYING and len(times) < limit:
        text = board.to_position()
        began = time.perf_counter()
        move = best_move(text)
        times.append(time.perf_counter() - began)
        if move.action is Action.FLAG:
            changed = board.toggle_flag(move.row, move.col)
        else:
            if not move.certain:
                if not guesses:
                    ceiling = first_guess_ceiling(text, move)
                    first_exact = move.win_chance is not None
                guesses += 1
            changed = board.reveal(move.row, move.col)
        if not changed:
            raise RuntimeError(f"seed {seed}: best_move made no progress with {move}")
    return GameResult(board.status is Status.WON, tuple(times), guesses, ceiling, first_exact)


def first_guess_ceiling(text: str, move: Move) -> float:
    """The best chance any player has to win from the position of a first guess.

    Exact when the endgame search chose the guess; otherwise the survival
    chance of the safest cell (no strategy beats surviving its next click).
    """
    if move.win_chance is not None:
        return move.win_chance
    return 1.0 - hint(text).p_mine


def _play(job: tuple[Difficulty, int, tuple[int, int], str]) -> GameResult:
    return play_game(*job)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench solver",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--difficulty", default="experte", help="normal|schwer|experte|WxHxM")
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--seed",
        type=int,
        default=REPORTING_SEEDS,
        help=f"seed of game 0 (default {REPORTING_SEEDS:,}, the start of the reporting range; "
        f"1 to {REPORTING_SEEDS - 1:,} is the tuning range)",
    )
    parser.add_argument("--start", default="3,3", help="first click: R,C | corner | centre")
    parser.add_argument("--first-click", choices=("opening", "safe"), default="opening")
    return parser


def main(argv: list[str]) -> int:
    """Run the benchmark and print its figures."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        difficulty = parse_difficulty(args.difficulty)
        start = start_cell(args.start, difficulty)
    except ValueError as error:
        parser.error(str(error))
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    jobs = [(difficulty, args.seed + i, start, args.first_click) for i in range(args.games)]
    began = time.perf_counter()
    if args.jobs == 1:
        results = [_play(job) for job in jobs]
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(_play, jobs, chunksize=max(1, len(jobs) // (args.jobs * 8)))
    wall = time.perf_counter() - began
    _report(args, difficulty, start, results, wall)
    return 0


def seed_range(first: int, games: int) -> str:
    """Which range the seeds first..first+games-1 lie in."""
    if first >= REPORTING_SEEDS:
        return "reporting range"
    if first + games - 1 < REPORTING_SEEDS:
        return "tuning range: not for published figures"
    return "BOTH ranges: not for published figures"


def _report(
    args: argparse.Namespace,
    difficulty: Difficulty,
    start: tuple[int, int],
    results: list[GameResult],
    wall: float,
) -> None:
    wins = sum(r.won for r in results)
    games = len(results)
    low, high = wilson(wins, games)
    per_game = [sum(r.move_times) for r in results]
    per_move = [t for r in results for t in r.move_times]
    size = f"{difficulty.cols}x{difficulty.rows}/{difficulty.mines}"
    print(
        f"solver benchmark: {difficulty.key} {size}, "
        f"start {start[0]},{start[1]}, first click {args.first_click}, seeds {args.seed}.."
        f"{args.seed + games - 1} ({seed_range(args.seed, games)})"
    )
    print(
        f"  win rate: {wins}/{games} = {100 * wins / games:.1f}% "
        f"(95% CI {100 * low:.1f}%-{100 * high:.1f}%, Wilson)"
    )
    print(
        f"  time per game: mean {statistics.fmean(per_game):.3f} s, "
        f"p95 {percentile(per_game, 95):.3f} s"
    )
    if per_move:
        print(
            f"  time per move: mean {1000 * statistics.fmean(per_move):.2f} ms, "
            f"p95 {1000 * percentile(per_move, 95):.2f} ms, max {1000 * max(per_move):.1f} ms"
        )
    ceiling = [r.ceiling for r in results]
    spread = 1.96 * statistics.pstdev(ceiling) / math.sqrt(games)
    print(
        f"  ceiling for any player on these boards: {100 * statistics.fmean(ceiling):.1f}% "
        f"(+-{100 * spread:.1f})"
    )
    early = [r for r in results if r.guesses and not r.first_exact]
    print(
        f"  games: {sum(r.guesses == 0 for r in results)} needed no guess, "
        f"{sum(r.first_exact for r in results)} had their first guess chosen by the exact "
        f"search, {len(early)} guessed before it could (won {sum(r.won for r in early)})"
    )
    guesses = [r.guesses for r in results]
    print(f"  guesses per game: mean {statistics.fmean(guesses):.2f}; wall time {wall:.1f} s")
