"""User data: settings, statistics, the saved game, replays, exports and the log.

Everything lives in one folder per user (`paths.user_dir()`, overridden by
`$MINESWEEPER_HOME`). Every write is atomic; a corrupt file is moved aside
as `NAME.corrupt-TIMESTAMP`, reported once, and replaced, so the game always
starts. This package knows nothing of pygame, scenes or the solver.
"""

from game.storage.aside import set_aside
from game.storage.atomic import write_atomic
from game.storage.exports import export_position
from game.storage.log import setup_logging, teardown_logging, warn_once
from game.storage.paths import (
    DataFolderError,
    data_folder_notice,
    exports_dir,
    log_path,
    move_aside,
    replays_dir,
    savegame_path,
    settings_path,
    skins_dir,
    stats_path,
    user_dir,
)
from game.storage.replays import (
    ReplayError,
    list_community_replays,
    list_replays,
    load_replay,
    replay_path,
    save_replay,
    scan_replays,
    validate_replay,
)
from game.storage.savegame import (
    clear_saved_game,
    load_saved_game,
    reject_saved_game,
    reject_unusable,
    save_game,
)
from game.storage.settings import Settings, load_settings, save_settings
from game.storage.stats import GameRecord, Stats, StorageError, Summary

__all__ = [
    "list_community_replays",
    "replay_path",
    "DataFolderError",
    "data_folder_notice",
    "GameRecord",
    "ReplayError",
    "Settings",
    "Stats",
    "StorageError",
    "Summary",
    "clear_saved_game",
    "export_position",
    "exports_dir",
    "list_replays",
    "load_replay",
    "load_saved_game",
    "load_settings",
    "log_path",
    "move_aside",
    "reject_saved_game",
    "reject_unusable",
    "replays_dir",
    "save_game",
    "save_replay",
    "save_settings",
    "set_aside",
    "scan_replays",
    "savegame_path",
    "settings_path",
    "setup_logging",
    "skins_dir",
    "stats_path",
    "teardown_logging",
    "user_dir",
    "validate_replay",
    "warn_once",
    "write_atomic",
]
