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

`--record FILE` writes each game (seed, won, guesses, the time of every move) so that
a long run can be made in chunks and reported as one (`--records FILE...`), and
`--against FILE` compares the run board by board with another one on the same seeds
(another version, or another solver's record): the boards only one of them won, and
the sign test on those.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import multiprocessing
import statistics
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from game.bench import records
from game.bench.arguments import BenchParser, difficulty_value, positive_whole, seed_value
from game.bench.records import Game
from game.bench.timing import percentile
from game.model import Action, Board, Difficulty, Status, parse_difficulty
from game.solver import Move, analyse, best_move, hint
from game.solver.__main__ import format_json, format_text
from game.solver.guess import Method
from game.solver.moves import clear_cache
from game.solver.worker import is_light

REPORTING_SEEDS = 1_000_000  # seeds below are the tuning range, from here the reporting range


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


def play_game(difficulty: Difficulty, seed: int, start: tuple[int, int], first_click: str) -> Game:
    """Play one seeded game with `best_move`; the solver sees only the position text.

    `ceiling` of the result bounds the chance any player had to win it (see the module
    note); `first_exact` tells whether the exhaustive endgame search chose the first guess;
    a lost game says how the guess that lost it was chosen, and its risk.
    """
    board = Board.from_difficulty(difficulty, seed=seed, first_click=first_click)
    board.reveal(*start)
    times: list[float] = []
    guesses = 0
    ceiling = 1.0
    first_exact = False
    last_guess: Move | None = None
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
                last_guess = move
            changed = board.reveal(move.row, move.col)
        if not changed:
            raise RuntimeError(f"seed {seed}: best_move made no progress with {move}")
    won = board.status is Status.WON
    game = Game(seed, won, guesses, ceiling, first_exact, tuple(times))
    if board.status is not Status.LOST or last_guess is None:
        return game
    return dataclasses.replace(game, lost_by=last_guess.method, lost_risk=last_guess.p_mine)


def first_guess_ceiling(text: str, move: Move) -> float:
    """The best chance any player has to win from the position of a first guess.

    Exact when the endgame search chose the guess; otherwise the survival
    chance of the safest cell (no strategy beats surviving its next click).
    """
    if move.win_chance is not None:
        return move.win_chance
    return 1.0 - hint(text).p_mine


def positions_played(
    difficulty: Difficulty, seeds: Iterable[int], start: tuple[int, int], first_click: str
) -> Iterator[str]:
    """Every position of these seeded games played by `best_move`, as text: each is
    yielded before its move is made (the caller may time something on it first)."""
    for seed in seeds:
        board = Board.from_difficulty(difficulty, seed=seed, first_click=first_click)
        board.reveal(*start)
        while board.status is Status.PLAYING:
            text = board.to_position()
            yield text
            move = best_move(text)
            if move.action is Action.FLAG:
                board.toggle_flag(move.row, move.col)
            else:
                board.reveal(move.row, move.col)


def view_times(
    difficulty: Difficulty, seeds: range, start: tuple[int, int], first_click: str
) -> tuple[list[float], list[float]]:
    """Seconds the Hint and the probability view take on every position of these games.

    Each is asked as the play screen asks it (is the position light enough for this
    process? then the hint, or the exact analysis), with every cache emptied first, as
    on a position the player has just reached; the games are played by `best_move`.
    """
    hints: list[float] = []
    views: list[float] = []
    for text in positions_played(difficulty, seeds, start, first_click):
        for asked, times in ((hint, hints), (analyse, views)):
            clear_cache()
            is_light.cache_clear()
            began = time.perf_counter()
            if is_light(text):
                asked(text)
            times.append(time.perf_counter() - began)
    return hints, views


BIG = (300, 300, 18_000)
"""The big board of the analysis timing: rows, columns, mines."""


def big_position(seed: int) -> str:
    """A 300x300 position with 18,000 mines whose top half is opened (every safe cell of
    rows 0-149), as a flood through a big area would leave it: a long frontier and
    thousands of mines the numbers prove."""
    rows, cols, mines = BIG
    board = Board(rows, cols, mines, seed=seed)
    board.reveal(rows // 2, cols // 2)
    numbers = board.numbers()
    for row in range(rows // 2):
        for col in range(cols):
            if numbers[row][col] >= 0 and board.status is Status.PLAYING:
                board.reveal(row, col)
    return board.to_position()


def big_times(seed: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """(real, CPU) seconds to analyse the big position and write its report as JSON, and
    then as text with every certain cell's checked proof (what `python -m game.solver
    analyse` prints); CPU time is what a machine shared with other work cannot inflate."""
    text = big_position(seed)
    began, cpu = time.perf_counter(), time.process_time()
    result = analyse(text)
    format_json(result)
    as_json = (time.perf_counter() - began, time.process_time() - cpu)
    format_text(result)
    return as_json, (time.perf_counter() - began, time.process_time() - cpu)


def _play(job: tuple[Difficulty, int, tuple[int, int], str]) -> Game:
    return play_game(*job)


def _parser() -> argparse.ArgumentParser:
    parser = BenchParser(
        prog="python -m game.bench solver",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--difficulty",
        type=difficulty_value,
        default="experte",
        help="normal|schwer|experte|WxHxM",
    )
    parser.add_argument(
        "--games", type=positive_whole, default=100, help="number of games (default 100)"
    )
    parser.add_argument(
        "--jobs", type=positive_whole, default=1, help="worker processes (default 1)"
    )
    parser.add_argument(
        "--seed",
        type=seed_value,
        default=REPORTING_SEEDS,
        help=f"seed of game 0 (default {REPORTING_SEEDS:,}, the start of the reporting range; "
        f"1 to {REPORTING_SEEDS - 1:,} is the tuning range)",
    )
    parser.add_argument("--start", default="3,3", help="first click: R,C | corner | centre")
    parser.add_argument("--first-click", choices=("opening", "safe"), default="opening")
    parser.add_argument(
        "--views",
        action="store_true",
        help="also time the Hint and the probability view on every position of the games",
    )
    parser.add_argument(
        "--big",
        type=seed_value,
        metavar="SEED",
        help="also time the analysis of a 300x300 board with 18,000 mines, its top half opened",
    )
    parser.add_argument("--record", type=Path, metavar="FILE", help="write each game to FILE")
    parser.add_argument(
        "--records",
        type=Path,
        nargs="+",
        metavar="FILE",
        help="report the games of these record files (chunks of one run) instead of playing",
    )
    parser.add_argument(
        "--against",
        type=Path,
        nargs="+",
        metavar="FILE",
        help="compare board by board with the games of these record files (same seeds)",
    )
    return parser


def main(argv: list[str]) -> int:
    """Run the benchmark (or read its records) and print its figures."""
    parser = _parser()
    args = parser.parse_args(argv)
    difficulty = args.difficulty
    try:
        start = start_cell(args.start, difficulty)
    except ValueError as error:
        parser.error(str(error))
    try:
        other = records.read(args.against)[1] if args.against else None
        if args.records:
            first, recorded = records.read(args.records)
            key, start, args.first_click = records.run_of(first)
            difficulty = parse_difficulty(key)
            results, wall = [recorded[seed] for seed in sorted(recorded)], math.nan
            print(f"from {len(args.records)} record file(s)")
        else:
            results, wall = _run(args, difficulty, start)
    except records.RecordError as error:
        parser.error(str(error))
    if args.record:
        run = records.header(difficulty.key, start, args.first_click)
        records.write(args.record, run, results)
    _report(difficulty, start, args.first_click, results, wall)
    if other is not None:
        _compare(results, other)
    if args.big is not None:
        (json_real, json_cpu), (text_real, text_cpu) = big_times(args.big)
        rows, cols, mines = BIG
        print(
            f"  analysis of a {cols}x{rows} board with {mines:,} mines, top half opened "
            f"(seed {args.big}): {json_real:.1f} s ({json_cpu:.1f} s of CPU) with the JSON "
            f"report, {text_real:.1f} s ({text_cpu:.1f} s of CPU) with every certain cell's "
            "proof written out"
        )
    if args.views:
        seeds = range(args.seed, args.seed + args.games)
        hints, views = view_times(difficulty, seeds, start, args.first_click)
        print(f"  on the {len(hints)} positions of these games, every cache emptied:")
        print(_times("Hint", hints, 1e3, "ms", 2))
        print(_times("probability view", views, 1e3, "ms", 2))
    return 0


def _run(
    args: argparse.Namespace, difficulty: Difficulty, start: tuple[int, int]
) -> tuple[list[Game], float]:
    jobs = [(difficulty, args.seed + i, start, args.first_click) for i in range(args.games)]
    began = time.perf_counter()
    if args.jobs == 1:
        results = [_play(job) for job in jobs]
    else:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(_play, jobs, chunksize=max(1, len(jobs) // (args.jobs * 8)))
    return results, time.perf_counter() - began


def seed_range(first: int, games: int) -> str:
    """Which range the seeds first..first+games-1 lie in."""
    if first >= REPORTING_SEEDS:
        return "reporting range"
    if first + games - 1 < REPORTING_SEEDS:
        return "tuning range: not for published figures"
    return "BOTH ranges: not for published figures"


def _seeds_said(seeds: list[int]) -> str:
    """The seeds played, as runs, and the range they lie in."""
    low, high = min(seeds), max(seeds)
    where = seed_range(low, high - low + 1)
    return f"seeds {records.seed_ranges(seeds)} ({where})"


def _times(label: str, values: list[float], scale: float, unit: str, digits: int) -> str:
    def said(value: float) -> str:
        return f"{value * scale:.{digits}f} {unit}"

    return (
        f"  {label}: mean {said(statistics.fmean(values))}, "
        f"median {said(statistics.median(values))}, p99 {said(percentile(values, 99))}, "
        f"max {said(max(values))}"
    )


def _report(
    difficulty: Difficulty,
    start: tuple[int, int],
    first_click: str,
    results: list[Game],
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
        f"start {start[0]},{start[1]}, first click {first_click}, {games} games"
    )
    print(f"  {_seeds_said([r.seed for r in results])}")
    print(
        f"  win rate: {wins}/{games} = {100 * wins / games:.2f}% "
        f"(95% CI {100 * low:.2f}%-{100 * high:.2f}%, Wilson)"
    )
    if per_move:
        print(_times("time per game", per_game, 1, "s", 3))
        print(_times("time per move", per_move, 1e3, "ms", 2))
    ceiling = [r.ceiling for r in results if not math.isnan(r.ceiling)]
    if ceiling:
        spread = 1.96 * statistics.pstdev(ceiling) / math.sqrt(len(ceiling))
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
    guesses = f"  guesses per game: mean {statistics.fmean(r.guesses for r in results):.2f}"
    print(guesses if math.isnan(wall) else f"{guesses}; wall time {wall:.1f} s")
    losses = _losses(results)
    if losses:
        print(losses)


LOSS_NAMES = {
    Method.ENDGAME: "exact search",
    Method.REGION: "enclosed part's exact search",
    Method.FIFTY: "forced 50/50",
    Method.PSEUDO: "pseudo 50/50",
    Method.SECONDARY: "secondary safety",
    Method.SAFEST: "safest cell",
}


def _losses(results: list[Game]) -> str:
    """Where the lost games were lost: how the fatal guess was chosen, and its mean risk.

    Empty when the records do not say (written before they did, or by another solver).
    """
    lost = [r for r in results if r.lost_by is not None]
    if not lost:
        return ""
    by: dict[Method, list[float]] = {}
    for game in lost:
        assert game.lost_by is not None
        by.setdefault(game.lost_by, []).append(game.lost_risk)
    parts = [
        f"{LOSS_NAMES[method]} {len(risks)} (mean risk {100 * statistics.fmean(risks):.1f}%)"
        for method, risks in sorted(by.items(), key=lambda item: (-len(item[1]), item[0].value))
    ]
    halves = sum(1 for game in lost if abs(game.lost_risk - 0.5) < 1e-6)
    first = sum(1 for game in lost if game.guesses == 1)
    return (
        f"  the {len(lost)} lost games, by how the guess that lost each was chosen: "
        f"{', '.join(parts)}; {halves} lost on an exact 50/50, {first} at their first guess"
    )


def _compare(results: list[Game], other: dict[int, Game]) -> None:
    """Board by board against another run: who won the boards only one of them won."""
    paired = records.pair({r.seed: r for r in results}, other)
    if not paired.boards:
        print("  against: no board in common")
        return
    theirs = sum(other[r.seed].won for r in results if r.seed in other)
    print(
        f"  against the other run on the same {paired.boards} boards: this won "
        f"{paired.both + paired.only_this}, the other {theirs}; only this one won "
        f"{paired.only_this}, only the other {paired.only_that} "
        f"(sign test p = {paired.p_value:.3g})"
    )
    times = [sum(other[r.seed].move_times) for r in results if r.seed in other]
    if any(times):
        print(
            f"  the other's time per game: mean {statistics.fmean(times):.3f} s, "
            f"median {statistics.median(times):.3f} s"
        )
