"""`python -m game [options]`: the same program as `python main.py` and `minesweeper`."""

from game.app import main

if __name__ == "__main__":
    raise SystemExit(main())
