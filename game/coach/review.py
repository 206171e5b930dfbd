"""The coach over a whole game: trace it, judge every opening click and chord, report."""

from __future__ import annotations

from collections.abc import Iterable

from game.coach.judge import Budget, judge_move
from game.coach.report import CoachReport, Guess, Pause
from game.coach.trace import Trace, longest_pauses, trace_game
from game.model import FirstClick
from game.session.inputs import Input
from game.session.setup import GameSetup


def free_first_click(setup: GameSetup) -> bool:
    """Whether the game's rule made its first click safe (no-guess boards always do)."""
    return setup.no_guess or setup.first_click is not FirstClick.ANY


def review_trace(trace: Trace, free_first: bool, budget: Budget | None = None) -> CoachReport:
    """Judge every move of `trace` (see `game.coach.judge`)."""
    budget = budget if budget is not None else Budget()
    guesses = []
    certain = 0
    approximate = False
    for move in trace.moves:
        verdict = judge_move(move, free_first, budget)
        approximate = approximate or verdict.approximate
        if verdict.certain:
            certain += 1
            continue
        guesses.append(
            Guess(
                time=move.time_ms / 1000,
                cell=move.cell,
                kind=move.kind,
                cells=move.targets,
                risk=verdict.risk,
                best_risk=verdict.best_risk,
                forced=verdict.forced,
                safe=verdict.safe,
                approximate=verdict.approximate,
                input_ms=move.input_ms,
                position=None if verdict.forced else move.before.to_text(),
            )
        )
    pauses = tuple(
        Pause(gap.time_ms / 1000, gap.seconds, gap.cell) for gap in longest_pauses(trace)
    )
    return CoachReport(
        clicks=len(trace.moves),
        certain=certain,
        guesses=tuple(guesses),
        approximate=approximate,
        first_click_free=free_first,
        no_effect=trace.no_effect,
        flags_placed=trace.flags_placed,
        flags_needed=len(trace.flags_used & trace.flagged),
        pauses=pauses,
        undone=trace.undone,
    )


def review_game(
    setup: GameSetup,
    inputs: Iterable[Input],
    free_first: bool | None = None,
    budget: Budget | None = None,
) -> CoachReport:
    """The coach's report on the game `inputs` play on `setup`; the first click is free
    when `free_first` says so (by default: when the setup's rule makes it safe)."""
    trace = trace_game(setup, inputs)
    free = free_first_click(setup) if free_first is None else free_first
    return review_trace(trace, free, budget)
