"""The saved unfinished game at the terminal: resumed from the menu, never replaced unasked.

Only the copy of the game that owns the data folder's unfinished game (the first one
running) sees it. The menu offers to resume it (`r`); a new game played while it waits
is not saved to continue, so it never replaces it (one note says so).
"""

from __future__ import annotations

from game.i18n import _
from game.i18n.note import shown
from game.model import Difficulty
from game.storage import load_saved_game, reject_unusable
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog, GameLogError, load_log
from game.textmode.console import Console
from game.textmode.menu import size_text


def describe(saved: GameLog) -> str:
    """The saved game in a few words: "Normal, 9x9, 10 mines"."""
    difficulty = difficulty_of(saved)
    return f"{difficulty.label}, {size_text(difficulty)}"


def waiting_note(saved: GameLog, menu: bool) -> str:
    """The one line said when a saved game waits and a new game is played meanwhile."""
    if menu:
        text = _(
            "Note: an unfinished game is saved ({game}): type r at the menu to resume it; "
            "new games meanwhile are not saved to continue, so they never replace it."
        )
    else:
        text = _(
            "Note: an unfinished game is saved ({game}): start without --difficulty to resume "
            "it; new games meanwhile are not saved to continue, so they never replace it."
        )
    return text.format(game=describe(saved))


def difficulty_of(saved: GameLog) -> Difficulty:
    """The saved game's difficulty, or a custom one of its size."""
    return Difficulty.of_size(saved.rows, saved.cols, saved.mines)


def read_saved(console: Console) -> GameLog | None:
    """The usable saved game, or None; problems are said in one line each."""
    data, problems = load_saved_game()
    for problem in problems:
        console.say(_("Note: {problem}").format(problem=shown(problem)))
    if data is None:
        return None
    try:
        return load_log(data, SAVED_GAME_FORMAT)
    except GameLogError as error:
        console.say(_("Note: {problem}").format(problem=shown(reject_unusable(error))))
        return None
