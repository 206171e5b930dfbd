"""Choosing a guess when no cell is certain.

In order of preference:
1. An isolated region (see `regions`) that needs a guess sooner or later is
   searched exhaustively on its own layouts, and its best move is played
   first (the order of independent parts changes no chance to win).
   Otherwise, with few layouts left on the whole board, an exhaustive search
   finds the move with the best chance to win the whole game (see `endgame`).
2. A forced 50/50 is taken at once (see `fifty`), and so is a cell that is
   either safe or part of an unavoidable 50/50 (a pseudo-50/50, see `risk`).
3. Otherwise the candidates near the safest chance (and cells that may
   settle a looming 50/50) are scored by *secondary safety*: for every
   number the cell may show, its probability times the best safety of the
   position that follows (1 when that position has a certain-safe cell that
   still teaches something), blended 4:1 with the second best and raised by
   the cell's 50/50 influence. A look-ahead costs time in proportion to the
   covered cells, so at most LOOKAHEAD_CELLS / covered candidates are scored
   (never fewer than 500 on Experte, so no cell is ever left out there; 24
   on a 100x100 board). Cells whose number is already determined ("dead"
   cells) teach nothing and are only taken when nothing else is left.

Measured on 2000 paired Experte games (opening at 3,3): the scoring picks
a cell other than the safest in about a third of its guesses and wins 1.35
points more often than plain safest-cell play; a wider candidate list or a
larger endgame limit changes almost no game. Counting progress as sure
survival of the next move (PROGRESS = 1) is best on 3000 paired corner-start
games: 1.05 and 1.15 lost 0.3 and 1.2 points, 0.95 changed nothing. Tried later on
paired tuning games and not kept (docs/benchmarks.md, issue 36): a third guess of
look-ahead for the closest candidates (no change on 750 games, 2.3 times the time), and
breaking equal or nearly equal scores by the safe cells a guess is expected to show or by
nearness to the board's edge (no gain on up to 4,500 games; towards the edge lost 8 boards
and won none); BLEND 2 or 10, a wider frontier (0.8, 20 cells), INFLUENCE_WEIGHT 0.5 or 1.5
(at most 15 boards of 1,500 changed, both ways alike); an outcome that leaves a single living
safe cell scored as JSMinesweeper does (4:1 with the best risky cell, 10 / 11 boards); a 5
or 10 times larger endgame budget (3 and 4 boards more, none fewer, at 3 and 10 times the
time per game, but on 1,500-3,000 fresh tuning boards 2.5 and 5 times won none more; 10 times
only below 1,000 layouts: 1 board more, no time); JSMinesweeper's
longer list of floating candidates (no board changed); rollout, the candidates within 0.03
of the best each played to the end by this solver on 12 layouts drawn from the position
(443 against 446 wins on 800 boards, 64 times the time: its estimates are noise); an
opening book for the safe corner start (nine second clicks after the corner shows a number,
1,682 boards: none beats the far corner this scoring picks).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from game.solver.counting import LayoutCounter, ValueModel
from game.solver.endgame import solve_endgame
from game.solver.exact import TOOLLIB_MAX_COVERED
from game.solver.fifty import blocks, forced_block
from game.solver.position import Position
from game.solver.probability import (
    COVERED_CODE,
    board_probabilities,
    frontier_probabilities,
    toollib_rows,
)
from game.solver.regions import Region, isolated_regions
from game.solver.risk import MAX_MISSING, Influence, influence
from game.solver.web import Web, build_web

ENDGAME_LAYOUTS = 5000
ENDGAME_BUDGET = 20000
FRONTIER_CUTOFF = 0.9
FLOATING_CUTOFF = 0.95
MAX_FRONTIER = 12
MAX_FLOATING = 6
BLEND = 4.0
INFLUENCE_WEIGHT = 0.9
PROGRESS = 1.0
LOOKAHEAD_CELLS = 240_000


class Method(Enum):
    """How a guess was chosen."""

    SAFEST = "safest"
    ENDGAME = "endgame"
    FIFTY = "fifty"
    PSEUDO = "pseudo"
    SECONDARY = "secondary"
    REGION = "region"


@dataclass(frozen=True)
class Guess:
    """A chosen guess: the cell, its mine chance and how it was chosen."""

    cell: int
    p_mine: float
    method: Method
    win_chance: float | None = None
    secondary: float | None = None
    region_chance: float | None = None


def _risky_safety(undecided: dict[int, float], floating_p: float, floating_cells: int) -> float:
    """Blend of the two best chances to survive a guess among undecided cells."""
    safeties = sorted((1.0 - p for p in undecided.values()), reverse=True)[:2]
    if floating_cells:
        safeties += [1.0 - floating_p] * min(floating_cells, 2)
        safeties = sorted(safeties, reverse=True)[:2]
    if not safeties:
        return 1.0
    if len(safeties) == 1:
        return safeties[0]
    return (BLEND * safeties[0] + safeties[1]) / (BLEND + 1)


class _Scorer:
    """Secondary safety of candidate cells in one position."""

    def __init__(
        self, position: Position, web: Web, flat: list[float | None], risk: Influence
    ) -> None:
        self.risk = risk
        self.position = position
        self.web = web
        self.flat = flat
        self.model = ValueModel(web)
        self.rows = toollib_rows(position)
        self.covered = sum(1 for v in position.cells if v < 0)
        nbrs = position.neighbours
        cells = position.cells
        self.edge = {
            i for i, v in enumerate(cells) if v < 0 and any(cells[n] >= 0 for n in nbrs[i])
        }

    def score(self, cell: int, bound: float) -> tuple[float, bool]:
        """(secondary safety, dead?) of `cell`; stops early once below `bound`.

        The score is boosted by the cell's long-term 50/50 risk (see `risk`).
        """
        safety = 1.0 - (self.flat[cell] or 0.0)
        boost = 1.0
        if INFLUENCE_WEIGHT and safety > 0:
            boost += INFLUENCE_WEIGHT * self.risk.share(cell) / safety
        if safety * boost <= bound:  # even sure survival afterwards would not beat the best
            return safety * boost, False
        dist = self.model.distribution(cell)
        if len(dist) <= 1:
            return safety * self._next_safety(cell, dist) * boost, True
        total = 0.0
        remaining = safety
        for value, chance in sorted(dist.items(), key=lambda item: (-item[1], item[0])):
            if (total + remaining) * boost <= bound:
                return (total + remaining) * boost, False
            total += chance * self._after(cell, value)
            remaining -= chance
        return total * boost, False

    def _next_safety(self, cell: int, dist: dict[int, float]) -> float:
        if not dist:
            return 0.0
        return self._after(cell, next(iter(dist)))

    def _after(self, cell: int, value: int) -> float:
        """Chance to survive the next move once `cell` shows `value`.

        1.0 when some cell becomes certainly safe *and* still teaches
        something (a safe cell whose number is already known is no progress);
        otherwise the blended best safety of the undecided cells.
        """
        position = self.position
        width = position.width
        r, c = position.row_col(cell)
        self.rows[r][c] = value
        try:
            listed, floating_p = frontier_probabilities(self.rows, position.mines)
        finally:
            self.rows[r][c] = COVERED_CODE
        cells = position.cells
        nbrs = position.neighbours
        undecided = {rr * width + cc: p for (rr, cc), p in listed.items()}
        edge = (self.edge | {n for n in nbrs[cell] if cells[n] < 0}) - {cell}
        floating_cells = self.covered - 1 - len(edge)
        expected = sum(undecided.values()) + (floating_p * floating_cells if floating_cells else 0)
        decided = edge - undecided.keys()
        known = decided & self.web.fixed_mines
        fresh = decided - known
        fresh_mines = round(position.mines - expected) - len(known)
        if fresh_mines < len(fresh):
            if fresh_mines == 0:
                safe = fresh
            else:
                self.rows[r][c] = value
                try:
                    grid = board_probabilities(self.rows, position.mines)
                finally:
                    self.rows[r][c] = COVERED_CODE
                safe = {i for i in fresh if grid[i // width][i % width] == 0.0}
            for y in safe:
                for n in nbrs[y]:
                    if n != cell and cells[n] < 0 and (n in undecided or n not in edge):
                        return PROGRESS
        return _risky_safety(undecided, floating_p, floating_cells)


def _floating_candidates(web: Web) -> list[int]:
    """A few floating cells worth trying: those most likely to open an area."""
    position = web.position
    nbrs = position.neighbours
    floating = set(web.floating)

    def covered_around(c: int) -> int:
        return sum(1 for n in nbrs[c] if position.cells[n] < 0 and n not in web.fixed_mines)

    near_clue = []
    for c in web.floating:
        r, col = position.row_col(c)
        for dr, dc in ((2, 0), (-2, 0), (0, 2), (0, -2)):
            rr, cc = r + dr, col + dc
            inside = 0 <= rr < position.height and 0 <= cc < position.width
            if inside and position.index(rr, cc) in web.needs:
                near_clue.append(c)
                break
    ranked = sorted(floating, key=lambda c: (covered_around(c), c))
    picks: list[int] = []
    for c in ranked[: MAX_FLOATING // 2] + sorted(near_clue, key=lambda c: (covered_around(c), c)):
        if c not in picks:
            picks.append(c)
        if len(picks) >= MAX_FLOATING:
            break
    return picks


def _candidates(web: Web, flat: list[float | None], risk: Influence, cap: int) -> list[int]:
    """The cells worth a look-ahead, safest first, at most `cap` of them.

    When the cap bites, the near-safest frontier cells fill at most half of it
    and the floating cells most likely to open an area come next.
    """
    undecided = [c for box in web.boxes for c in box] + list(web.floating)
    safety = {c: 1.0 - (flat[c] or 0.0) for c in undecided}
    best = max(safety.values())
    boosted = [c for c in risk.tally if safety[c] + risk.share(c) >= best * FRONTIER_CUTOFF]
    frontier = sorted(
        (c for c in web.box_of if safety[c] >= best * FRONTIER_CUTOFF),
        key=lambda c: (-safety[c], c),
    )[:MAX_FRONTIER]
    picks = frontier[: max(1, cap // 2)]
    if web.floating and safety[web.floating[0]] >= best * FLOATING_CUTOFF:
        picks += _floating_candidates(web)
    picks += [c for c in sorted(boosted) if c not in picks]
    picks = picks[:cap]
    if not picks:
        picks = sorted(undecided, key=lambda c: (-safety[c], c))[:1]
    return sorted(picks, key=lambda c: (-safety[c], c))


def _region_guess(regions: list[Region], total: int, flat: list[float | None]) -> Guess | None:
    """The best move of the first isolated region the exact search solves, or None.

    When the regions make up the whole board (their layouts multiply to all of it),
    the chance to win the game is the product of theirs, and it is said as such.
    """
    solved = [solve_endgame(r.web, r.layouts, ENDGAME_LAYOUTS, ENDGAME_BUDGET) for r in regions]
    playable = [found for found in solved if found is not None and found[1] < 1.0]
    if not playable:
        return None
    cell, chance = playable[0]
    if math.prod(r.layouts for r in regions) == total and None not in solved:
        game = math.prod(found[1] for found in solved if found is not None)
        return Guess(cell, flat[cell] or 0.0, Method.ENDGAME, win_chance=game)
    return Guess(cell, flat[cell] or 0.0, Method.REGION, region_chance=chance)


def safest_guess(position: Position, flat: list[float | None]) -> Guess:
    """The least likely mine, preferring cells with fewer covered neighbours (more openings)."""
    nbrs = position.neighbours
    cells = position.cells

    def risk(i: int) -> tuple[float, int, int]:
        return (flat[i] or 0.0, sum(1 for n in nbrs[i] if cells[n] < 0), i)

    cell = min((i for i, p in enumerate(flat) if p is not None and p < 1.0), key=risk)
    return Guess(cell, flat[cell] or 0.0, Method.SAFEST)


def choose_guess(position: Position, flat: list[float | None], mines: list[int]) -> Guess:
    """The guess to make in a position with no certain-safe cell.

    `flat` are the exact mine chances (row-major, None for open cells) and
    `mines` the cells certain to be mines. On boards with more covered cells
    than ms-toollib takes, the look-ahead would take minutes: the safest cell
    is taken instead.
    """
    covered = sum(1 for v in position.cells if v < 0)
    if covered > TOOLLIB_MAX_COVERED:
        return safest_guess(position, flat)
    web = build_web(position, fixed_mines=mines)
    counter = LayoutCounter(web)
    regions = isolated_regions(web, counter.polys)
    if regions:
        region_guess = _region_guess(regions, counter.total, flat)
        if region_guess is not None:
            return region_guess
    else:
        endgame = solve_endgame(web, counter.total, ENDGAME_LAYOUTS, ENDGAME_BUDGET)
        if endgame is not None:
            cell, chance = endgame
            return Guess(cell, flat[cell] or 0.0, Method.ENDGAME, win_chance=chance)
    found = list(blocks(web, MAX_MISSING))
    block = forced_block(web, counter, found)
    if block is not None:
        cell = min(block, key=lambda c: (flat[c] or 0.0, c))
        return Guess(cell, flat[cell] or 0.0, Method.FIFTY)
    risk = influence(web, counter, found) if INFLUENCE_WEIGHT else Influence(counter)
    if risk.pseudo is not None:
        return Guess(risk.pseudo, flat[risk.pseudo] or 0.0, Method.PSEUDO)
    scorer = _Scorer(position, web, flat, risk)
    best_cell, best_score, best_dead = None, -1.0, True
    for cell in _candidates(web, flat, risk, max(1, LOOKAHEAD_CELLS // covered)):
        score, dead = scorer.score(cell, best_score if not best_dead else -1.0)
        better = (best_dead and not dead) or (dead == best_dead and score > best_score)
        if best_cell is None or better:
            best_cell, best_score, best_dead = cell, score, dead
    assert best_cell is not None
    return Guess(best_cell, flat[best_cell] or 0.0, Method.SECONDARY, secondary=best_score)
