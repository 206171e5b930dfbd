"""Playable without sight: the screens as an accessibility tree for the player's own screen
reader (AccessKit), the board as a grid of named cells, the game's announcements, and the
game's own voice for players without a screen reader.

Scenes hand this package their laid-out boxes or their frame and say what happened through
the context's `Announcer`; the model, the session and storage know nothing of it. Submodules
are imported by name (`game.a11y.words` needs no pygame: the terminal uses it too).
"""
