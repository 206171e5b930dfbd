"""One copy of the game, driven through the session API in a child process (issue 19).

    python -m tests.owndata.copy_child ACTION DATA_FOLDER [GO_FILE]

ACTION: `win` plays a fixed 9x9 board to a win, its last click waiting for GO_FILE
(so several copies end at the same instant); `save` opens one cell and exits (a saved
game stays); `continue` resumes the saved game and wins it (its last click waiting for
GO_FILE too); `start` only starts (repairing what a crash left). Prints a JSON line
when ready, then one with the game id, whether this copy owns the unfinished game and
the problems it met.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

LAYOUT = ("**.......", "." * 9, "." * 9, "." * 9, "." * 9, "." * 9, "." * 9, "." * 9, "*" * 8 + ".")
WAIT_LIMIT = 60.0


def _safe_cells() -> list[tuple[int, int]]:
    return [(r, c) for r, line in enumerate(LAYOUT) for c, ch in enumerate(line) if ch == "."]


def main(argv: list[str]) -> int:
    action, folder = argv[0], argv[1]
    go = Path(argv[2]) if len(argv) > 2 else None
    os.environ["MINESWEEPER_HOME"] = folder
    from game.model import Action
    from game.replay.recording import evf_video
    from game.session import GameSession, GameSetup, ReplayQueue, Source, UserDataStore
    from game.session.records import open_keeper
    from game.storage import Stats, load_saved_game
    from game.storage.gamelog import SAVED_GAME_FORMAT, load_log
    from game.storage.owner import owns_unfinished

    stats = Stats.open()
    keeper = open_keeper(stats)
    problems = stats.problems + keeper.take_problems()
    flushed = keeper.flush()
    print(json.dumps({"ready": True, "owner": owns_unfinished()}), flush=True)
    if action == "start":  # a start: repairs, then leaves
        print(json.dumps({"game": None, "owner": owns_unfinished(), "problems": problems}))
        keeper.quit()
        stats.close()
        return 0
    store = UserDataStore(keeper, ReplayQueue(), video=evf_video)
    if action == "continue":
        data, more = load_saved_game()
        problems += more
        if data is None:
            print(json.dumps({"game": None, "owner": owns_unfinished(), "problems": problems}))
            return 3
        session = GameSession.rebuild(load_log(data, SAVED_GAME_FORMAT), store=store)
    else:
        session = GameSession(GameSetup(9, 9, 10, layout=LAYOUT), store=store)
    clicks = 0
    while not session.board.over and not (action == "save" and clicks == 1):
        remaining = [cell for cell in _safe_cells() if not session.board.cell(*cell).open]
        if go is not None and len(remaining) == 1:  # the winning click: all at once
            deadline = time.monotonic() + WAIT_LIMIT
            while not go.exists() and time.monotonic() < deadline:
                time.sleep(0.001)
        session.act(Source.KEYBOARD, Action.REVEAL, (4, 4) if clicks == 0 else remaining[0])
        clicks += 1
    problems += session.take_problems()
    result = {
        "game": session.game_id,
        "status": str(session.status),
        "owner": owns_unfinished(),
        "problems": problems + ([flushed] if flushed else []),
        "waiting": len(keeper.pending),
    }
    print(json.dumps(result), flush=True)
    if len(argv) > 3:  # hold the folder until told to flush and leave
        release = Path(argv[3])
        deadline = time.monotonic() + WAIT_LIMIT
        while not release.exists() and time.monotonic() < deadline:
            time.sleep(0.005)
        print(json.dumps({"flush": keeper.flush()}), flush=True)
    keeper.quit()
    stats.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
