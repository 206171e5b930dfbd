"""Run games through ms-toollib's MinesweeperBoard in a child process (it can abort).

Reads JSON [{"board": numbers, "events": [[e, r, c], ...]}, ...] on stdin, prints one
JSON list of figures per game.
"""

import json
import sys

import ms_toollib


def main() -> None:
    games = json.load(sys.stdin)
    out = []
    for game in games:
        board = game["board"]
        rows, cols = len(board), len(board[0])
        ms = ms_toollib.MinesweeperBoard(board)
        for e, r, c in game["events"]:
            if ms.game_board_state in (3, 4):
                break
            pos = (rows, cols) if r < 0 else (r, c)
            ms.step(e, pos)
        out.append(
            {
                "left": ms.left,
                "right": ms.right,
                "double": ms.double,
                "ce": ms.ce,
                "bbbv_solved": ms.bbbv_solved,
                "state": ms.game_board_state,
                "board": ms.game_board,
            }
        )
    json.dump(out, sys.stdout)


main()
