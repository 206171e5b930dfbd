"""The puzzle trainer's core: technique tags, tasks, puzzles and ratings (no pygame).

from game.trainer import tag_position, Technique, Task, check
tag = tag_position(position)   # tag.clues, tag.technique, tag.cells
verdict = check(position, Task.SAFE, [(2, 3)])
"""

from game.trainer.tagging import COUNT, Tag, tag_position
from game.trainer.tasks import Task, Verdict, accepted, check, known_mines
from game.trainer.technique import Technique

__all__ = [
    "COUNT",
    "Tag",
    "Task",
    "Technique",
    "Verdict",
    "accepted",
    "check",
    "known_mines",
    "tag_position",
]
