"""The game's screens: title, play, overlays (result, pause, messages), settings, stats, about."""
