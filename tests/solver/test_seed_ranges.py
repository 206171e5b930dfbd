"""The solver benchmark keeps its tuning seeds and its reporting seeds apart."""

from game.bench.solver import REPORTING_SEEDS, _parser, seed_range


def test_figures_are_reported_on_seeds_nobody_tuned_on_by_default():
    assert _parser().parse_args([]).seed == REPORTING_SEEDS
    assert seed_range(REPORTING_SEEDS, 30_000) == "reporting range"


def test_tuning_seeds_and_runs_across_both_ranges_are_called_what_they_are():
    assert seed_range(1, 2000).startswith("tuning range")
    assert seed_range(REPORTING_SEEDS - 10, 20).startswith("BOTH")


def test_the_help_names_both_ranges():
    text = _parser().format_help()
    assert "tuning range" in text and "reporting range" in text
