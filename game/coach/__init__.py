"""The coach: every finished game read again, every opening click and chord judged.

    from game.coach import review_game, summary
    report = review_game(setup, inputs)    # a CoachReport
    summary(report)                        # "2 guesses, 1 needless (E7 was safe), luck 38%"

Judged from the position the player saw just before each move (open numbers and the mine
count; never the hidden mines; flags not trusted), with the solver's exact probabilities.
Knows nothing of pygame.
"""

from game.coach.judge import Budget, Judgement, judge_move
from game.coach.kinds import MoveKind
from game.coach.report import CoachReport, Guess, Pause, report_lines, summary
from game.coach.review import free_first_click, review_game, review_trace
from game.coach.trace import Move, Trace, trace_game

__all__ = [
    "Budget",
    "CoachReport",
    "Guess",
    "Judgement",
    "Move",
    "MoveKind",
    "Pause",
    "Trace",
    "free_first_click",
    "judge_move",
    "report_lines",
    "review_game",
    "review_trace",
    "summary",
    "trace_game",
]
