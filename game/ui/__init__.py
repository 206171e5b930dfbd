"""Drawing the board, HUD and widgets from state with a skin; drawing never changes the game."""
