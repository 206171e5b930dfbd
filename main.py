"""Start the game: `python main.py [options]` (see `--help`)."""

from game.app import main

if __name__ == "__main__":
    raise SystemExit(main())
