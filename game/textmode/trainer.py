"""The puzzle trainer in the terminal: the same puzzles, ratings and lessons as the window.

    t  at the difficulty menu opens it; then
    1  rated puzzles   2  puzzle of the day   3  lessons   q  back

A puzzle is answered by typing a cell (C5, 5 3) or, for "find every safe
cell", several separated by spaces or commas. Right or wrong, the proof is
printed with the numbers it reads, and the rating change.
"""

from __future__ import annotations

import datetime
import re

from game.model import Board
from game.solver.cells import name_list
from game.textmode.console import Console
from game.textmode.coords import CoordinateError, parse_cell
from game.textmode.render import render_board
from game.trainer.coach import Coach
from game.trainer.lessons import ORDER, lesson
from game.trainer.puzzle import Puzzle
from game.trainer.start import open_coach
from game.trainer.tasks import Task

_QUIT = frozenset({"q", "quit", "back", "exit"})
_SPLIT = re.compile(r"[,;]\s*|\s+(?=[A-Za-z])")


def trainer_menu(coach: Coach) -> str:
    """The trainer's menu with the player's rating."""
    player = coach.player
    return "\n".join(
        [
            f"Trainer: your rating is {player.rating:.0f} ± {player.deviation:.0f}",
            "  1  rated puzzles",
            "  2  puzzle of the day",
            f"  3  lessons ({len(ORDER)} techniques)",
            "  q  back",
        ]
    )


def run_trainer(console: Console, coach: Coach | None = None) -> None:
    """The trainer's loop until the player goes back."""
    if coach is None:
        coach, problems = open_coach()
        for problem in problems:
            console.say(f"Note: {problem}")
    while True:
        console.say(trainer_menu(coach))
        answer = console.ask("Trainer (1-3, q): ").lower()
        if answer in _QUIT:
            return
        if answer == "1":
            rated_puzzles(console, coach)
        elif answer == "2":
            coach.daily(datetime.date.today())
            if coach.puzzle is None:
                console.say("No puzzle of the day: the shipped puzzles are missing.")
            else:
                solve(console, coach)
        elif answer == "3":
            lessons(console, coach)
        else:
            console.say("Please type 1, 2 or 3, or q to go back.")


def rated_puzzles(console: Console, coach: Coach) -> None:
    """Puzzle after puzzle near the player's rating until they stop."""
    while True:
        coach.poll()
        if coach.next_puzzle() is None:
            console.say("No puzzles on hand yet: try again in a moment.")
            return
        if not solve(console, coach):
            return
        if console.ask("Enter for the next puzzle, q to stop: ").lower() in _QUIT:
            return


def parse_cells(answer: str, puzzle: Puzzle) -> list[tuple[int, int]]:
    """The cells typed for `puzzle` ("C5", "5 3", or several split by commas/spaces)."""
    p = puzzle.position
    parts = [part for part in _SPLIT.split(answer.strip()) if part.strip()]
    return [parse_cell(part.split(), p.height, p.width) for part in parts]


def show_puzzle(console: Console, puzzle: Puzzle, rated: bool) -> None:
    """The board and the task."""
    console.say()
    console.say(render_board(Board.from_position(puzzle.position.to_text()), console.style))
    note = "" if rated else " (practice, not rated)"
    given = (
        " Flags are mines the numbers already prove." if "F" in puzzle.position.to_text() else ""
    )
    console.say(f"Task: {puzzle.task.value}{note}.{given} {puzzle.mines_line()}.")


def solve(console: Console, coach: Coach) -> bool:
    """Ask for the answer to the coach's puzzle and print the verdict; False if they quit."""
    puzzle = coach.puzzle
    if puzzle is None:
        return False
    show_puzzle(console, puzzle, coach.rated)
    many = puzzle.task is Task.ALL_SAFE
    prompt = "Every safe cell (e.g. A3, C3): " if many else "Your cell (e.g. C5): "
    while True:
        answer = console.ask(prompt)
        if answer.lower() in _QUIT:
            return False
        try:
            cells = parse_cells(answer, puzzle)
        except CoordinateError as error:
            console.say(f"{error}.")
            continue
        if cells and (many or len(cells) == 1):
            break
        console.say("Type exactly one cell." if cells else "Type a cell such as C5.")
    outcome = coach.answer(cells)
    verdict = outcome.verdict
    explanation = verdict.explanation
    if verdict.lines:  # the verdict, then the proof one step a line
        explanation = explanation[: len(explanation) - len(" ".join(verdict.lines))].rstrip()
    console.say(explanation if verdict.correct else f"Not quite. {explanation}")
    for line in verdict.lines:
        console.say(f"  {line}")
    if verdict.marks:
        console.say(f"The proof reads the numbers at {name_list(sorted(verdict.marks))}.")
    console.say(f"Technique: {puzzle.technique.value}.")
    if outcome.rated:
        console.say(f"Rating {outcome.after:.0f} ({outcome.change:+.0f}).")
    if coach.problem:
        console.say(f"Note: {coach.problem}")
        coach.problem = None
    return True


def lessons(console: Console, coach: Coach) -> None:
    """Pick a technique, read its page and example, then practise five puzzles."""
    while True:
        for number, technique in enumerate(ORDER, 1):
            console.say(f"  {number:>2}  {technique.value}")
        answer = console.ask(f"Lesson (1-{len(ORDER)}, q): ").lower()
        if answer in _QUIT:
            return
        if not answer.isdigit() or not 1 <= int(answer) <= len(ORDER):
            console.say(f"Please type a number from 1 to {len(ORDER)}, or q.")
            continue
        page = lesson(ORDER[int(answer) - 1], coach.library)
        console.say()
        console.say(f"{page.title}: {page.text}")
        console.say(render_board(Board.from_position(page.example.to_text()), console.style))
        console.say(page.answer)
        for line in page.lines:
            console.say(f"  {line}")
        for puzzle in page.practice:
            coach.practice(puzzle)
            if not solve(console, coach):
                break
        coach.finish()
