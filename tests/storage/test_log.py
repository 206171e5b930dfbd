"""Logging: the log file in the user folder, one-line warnings on stderr, no duplicates."""

import logging

from game.storage.log import setup_logging, teardown_logging, warn_once


def _flush():
    for handler in logging.getLogger().handlers:
        handler.flush()


def test_warning_goes_to_file_and_one_stderr_line(_user_home, capsys):
    setup_logging()
    logging.getLogger("game.test").warning("first line\nsecond line")
    logging.getLogger("game.test").info("only in the file")
    _flush()
    err = capsys.readouterr().err
    assert err == "minesweeper: first line second line\n"
    text = (_user_home / "minesweeper.log").read_text(encoding="utf-8")
    assert "first line" in text
    assert "only in the file" in text


def test_setup_is_idempotent(capsys):
    setup_logging()
    count = len(logging.getLogger().handlers)
    setup_logging()
    setup_logging()
    assert len(logging.getLogger().handlers) == count
    logging.getLogger("game.test").warning("once")
    assert capsys.readouterr().err.count("minesweeper: once") == 1


def test_verbose_shows_info_on_stderr(capsys):
    setup_logging(verbose=True)
    logging.getLogger("game.test").info("details")
    assert "minesweeper: details" in capsys.readouterr().err


def test_teardown_removes_our_handlers():
    before = list(logging.getLogger().handlers)
    setup_logging()
    teardown_logging()
    assert logging.getLogger().handlers == before


def test_unwritable_log_file_still_logs_to_stderr(_user_home, capsys):
    (_user_home / "minesweeper.log").mkdir()  # a folder where the file should be
    setup_logging()
    logging.getLogger("game.test").warning("still here")
    err = capsys.readouterr().err
    assert "cannot write the log file" in err
    assert "minesweeper: still here" in err


def test_warn_once(capsys):
    setup_logging()
    assert warn_once("no sound device: playing silently (test)")
    assert not warn_once("no sound device: playing silently (test)")
    assert capsys.readouterr().err.count("no sound device") == 1
