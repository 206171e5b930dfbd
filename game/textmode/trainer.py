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
from enum import Enum

from game.i18n import _, ngettext
from game.i18n.formats import number
from game.i18n.note import shown
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
from game.trainer.technique import technique_name

_QUIT = frozenset({"q", "quit", "back", "exit"})


class TrainerChoice(Enum):
    """What the trainer's menu offers, read once from the typed digit (`TRAINER_CHOICES`)."""

    RATED = "rated"
    DAILY = "daily"
    LESSONS = "lessons"


TRAINER_CHOICES = {"1": TrainerChoice.RATED, "2": TrainerChoice.DAILY, "3": TrainerChoice.LESSONS}
_SPLIT = re.compile(r"[,;]\s*|\s+(?=[A-Za-z])")


def trainer_menu(coach: Coach) -> str:
    """The trainer's menu with the player's rating."""
    player = coach.player
    rating = _("Trainer: your rating is {rating} ± {deviation}").format(
        rating=number(player.rating, grouping=False),
        deviation=number(player.deviation, grouping=False),
    )
    techniques = ngettext("lessons ({n} technique)", "lessons ({n} techniques)", len(ORDER))
    return "\n".join(
        [
            rating,
            "  1  " + _("rated puzzles"),
            "  2  " + _("puzzle of the day"),
            "  3  " + techniques.format(n=len(ORDER)),
            "  q  " + _("back"),
        ]
    )


def run_trainer(console: Console, coach: Coach | None = None) -> None:
    """The trainer's loop until the player goes back."""
    if coach is None:
        coach, problems = open_coach()
        for problem in problems:
            console.say(_("Note: {problem}").format(problem=shown(problem)))
    while True:
        console.say(trainer_menu(coach))
        answer = console.ask(_("Trainer (1-3, q): ")).lower()
        if answer in _QUIT:
            return
        choice = TRAINER_CHOICES.get(answer)
        if choice is TrainerChoice.RATED:
            rated_puzzles(console, coach)
        elif choice is TrainerChoice.DAILY:
            coach.daily(datetime.date.today())
            if coach.puzzle is None:
                console.say(_("No puzzle of the day: the shipped puzzles are missing."))
            else:
                solve(console, coach)
        elif choice is TrainerChoice.LESSONS:
            lessons(console, coach)
        else:
            console.say(_("Please type 1, 2 or 3, or q to go back."))


def rated_puzzles(console: Console, coach: Coach) -> None:
    """Puzzle after puzzle near the player's rating until they stop."""
    while True:
        coach.poll()
        if coach.next_puzzle() is None:
            console.say(_("No puzzles on hand yet: try again in a moment."))
            return
        if not solve(console, coach):
            return
        if console.ask(_("Enter for the next puzzle, q to stop: ")).lower() in _QUIT:
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
    task = puzzle.task.text
    if rated:
        line = _("Task: {task}.").format(task=task)
    else:
        line = _("Task: {task} (practice, not rated).").format(task=task)
    if "F" in puzzle.position.to_text():
        line += " " + _("Flags are mines the numbers already prove.")
    console.say(f"{line} {puzzle.mines_line()}.")


def solve(console: Console, coach: Coach) -> bool:
    """Ask for the answer to the coach's puzzle and print the verdict; False if they quit."""
    puzzle = coach.puzzle
    if puzzle is None:
        return False
    show_puzzle(console, puzzle, coach.rated)
    many = puzzle.task is Task.ALL_SAFE
    prompt = _("Every safe cell (e.g. A3, C3): ") if many else _("Your cell (e.g. C5): ")
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
        console.say(_("Type exactly one cell.") if cells else _("Type a cell such as C5."))
    outcome = coach.answer(cells)
    verdict = outcome.verdict
    console.say(verdict.lead_words)  # the verdict, then the proof one step a line
    for line in verdict.lines:
        console.say(f"  {line}")
    if verdict.marks:
        console.say(
            _("The proof reads the numbers at {cells}.").format(
                cells=name_list(sorted(verdict.marks))
            )
        )
    console.say(_("Technique: {name}.").format(name=technique_name(puzzle.technique)))
    if outcome.rated:
        change = number(outcome.change)
        change = change if change.startswith("-") else f"+{change}"
        console.say(
            _("Rating {rating} ({change}).").format(
                rating=number(outcome.after, grouping=False), change=change
            )
        )
    if coach.problem:
        console.say(_("Note: {problem}").format(problem=shown(coach.problem)))
        coach.problem = None
    return True


def lessons(console: Console, coach: Coach) -> None:
    """Pick a technique, read its page and example, then practise five puzzles."""
    while True:
        for index, technique in enumerate(ORDER, 1):
            console.say(f"  {index:>2}  {technique_name(technique)}")
        answer = console.ask(_("Lesson (1-{last}, q): ").format(last=len(ORDER))).lower()
        if answer in _QUIT:
            return
        if not answer.isdigit() or not 1 <= int(answer) <= len(ORDER):
            console.say(_("Please type a number from 1 to {last}, or q.").format(last=len(ORDER)))
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
