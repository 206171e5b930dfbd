"""Print xdotool actions that play a seeded game, for taking screenshots with shot.sh.

    python tools/shot_actions.py DIFFICULTY SEED ROW,COL PLAN [SKIN] [ZOOM]

PLAN: "first" (one click), "mid" (some cells opened and mines flagged), "lose", "win",
"hint" (then press H), "probabilities" (then press T). Positions come from the real
layout code for the first start's window on a 1600x1000 screen (shot.sh's), so they
stay right when the layout changes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.engine.display import auto_zoom, first_size, largest_zoom
from game.model import Board, parse_difficulty
from game.skins import load_skin, shipped_skins_dir
from game.ui.look import Look
from game.ui.play_layout import compute_layout, counter_digits

SCREEN = (1600, 1000)


def main(argv: list[str]) -> int:
    """Print the actions for one plan."""
    pygame.display.init()
    pygame.font.init()
    difficulty = parse_difficulty(argv[0])
    seed = int(argv[1])
    first = tuple(int(x) for x in argv[2].split(","))
    plan = argv[3]
    skin = load_skin(shipped_skins_dir() / (argv[4] if len(argv) > 4 else "classic"))
    wanted = float(argv[5]) if len(argv) > 5 else auto_zoom(SCREEN)
    window = first_size(SCREEN, wanted)  # a fresh data folder: the first start's window
    look = Look(skin, min(wanted, largest_zoom(window)))
    digits = counter_digits(difficulty.mines)
    layout = compute_layout(look, difficulty.rows, difficulty.cols, window, digits=digits)
    board = Board.from_difficulty(difficulty, seed=seed)
    board.reveal(*first)
    size = layout.cell

    def at(row: int, col: int) -> str:
        x = layout.viewport.x + col * size + size // 2
        y = layout.viewport.y + row * size + size // 2
        return f"mousemove --window $WIN {x} {y}"

    actions = [f"{at(*first)} click 1 sleep 0.3"]
    safe = [c for c in board.cells if not c.mine and not c.open]
    mines = [c for c in board.cells if c.mine]
    if plan == "lose":
        actions.append(f"{at(safe[0].row, safe[0].col)} click 3 sleep 0.2")
        actions.append(f"{at(mines[len(mines) // 2].row, mines[len(mines) // 2].col)} click 1")
    elif plan == "win":
        actions += [f"{at(c.row, c.col)} click 1 sleep 0.03" for c in safe]
    elif plan in ("mid", "hint", "probabilities"):
        actions += [f"{at(c.row, c.col)} click 1 sleep 0.03" for c in safe[: len(safe) // 4]]
        near = [m for m in mines if any(nb.open for nb in m.neighbours)][:6]
        actions += [f"{at(m.row, m.col)} click 3 sleep 0.03" for m in near]
        if plan == "hint":
            actions.append("mousemove --window $WIN 2 2 key h")
        elif plan == "probabilities":
            cell = next(c for c in safe[len(safe) // 4 :] if not c.open)
            actions.append(f"key t sleep 0.2 {at(cell.row, cell.col)}")
    print(" sleep 0.2 ".join(actions))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
