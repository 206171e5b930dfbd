"""`python -m game.challenge`: see `game.challenge.cli`."""

from game.challenge.cli import main

raise SystemExit(main())
