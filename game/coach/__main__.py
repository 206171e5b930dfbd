"""`python -m game.coach`: see `game.coach.cli`."""

from game.coach.cli import main

raise SystemExit(main())
