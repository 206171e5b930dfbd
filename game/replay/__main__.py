"""`python -m game.replay`: see `game.replay.cli`."""

from game.replay.cli import main

raise SystemExit(main())
