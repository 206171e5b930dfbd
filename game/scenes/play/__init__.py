"""The play screen, grouped by concern: the scene (scene.py) and the player's interface state
(state.py); input (mouse.py, commands.py, menus.py); the assists (assists.py and the jobs they
run, assist_jobs.py, noguess.py); where the board is (scroll.py); what a frame shows
(frames.py); and the overlays over a game (result.py, pause.py). The parts see the scene
through the protocol in parts.py."""
