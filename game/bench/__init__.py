"""Benchmarks: `python -m game.bench model|render|solver [options]`.

Each subcommand lives in its own module (`game.bench.<name>`) exposing
`main(argv: list[str]) -> int`; figures printed here go into the README.
"""
