"""The statistics charts in words, for a screen reader: what each chart shows, said in a
sentence from the same numbers it is drawn from (game/chartdata.py). A chart is a picture;
a player who cannot see it hears how many values it holds, the newest and its average, and
the range, in the order the charts are laid out. Pure Python (no pygame)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from game.chartdata import AVERAGE, ChartData, CoachSeries
from game.i18n import _, ngettext
from game.i18n.formats import number, percent, seconds
from game.solver.cells import cell_name

Shown = Callable[[float], str]


def _time(value: float) -> str:
    return seconds(value, 2)


def _speed(value: float) -> str:
    return number(value, 2)


def _whole(value: float) -> str:
    return number(value, 1)


def _series(values: Sequence[float], averages: Sequence[float], shown: Shown) -> str:
    """A series and its moving average: how many, the newest, its average, the range."""
    if not values:
        return _("nothing yet")
    words = ngettext(
        "{n} value: the newest {last}, the average of the last {window} {average}, "
        "from {low} to {high}",
        "{n} values: the newest {last}, the average of the last {window} {average}, "
        "from {low} to {high}",
        len(values),
    )
    return words.format(
        n=number(len(values)),
        last=shown(values[-1]),
        window=number(AVERAGE),
        average=shown(averages[-1]),
        low=shown(min(values)),
        high=shown(max(values)),
    )


def _rates(rates: Mapping[str, Sequence[float]]) -> str:
    """The newest win rate of each board."""
    if not rates:
        return _("nothing yet")
    return ", ".join(f"{name} {percent(values[-1])}" for name, values in rates.items() if values)


def _histogram(counts: Sequence[int], value_range: tuple[float, float]) -> str:
    """How many winning times, their range, and the bin that holds the most."""
    total = sum(counts)
    if not total:
        return _("nothing yet")
    low, high = value_range
    width = (high - low) / len(counts)
    most = max(range(len(counts)), key=lambda i: counts[i])
    words = ngettext(
        "{n} win from {low} to {high}, the most between {a} and {b}",
        "{n} wins from {low} to {high}, the most between {a} and {b}",
        total,
    )
    return words.format(
        n=number(total),
        low=_time(low),
        high=_time(high),
        a=_time(low + most * width),
        b=_time(low + (most + 1) * width),
    )


def _ratings(ratings: Sequence[float]) -> str:
    if not ratings:
        return _("nothing yet")
    words = ngettext(
        "{n} answer: now {now}, from {low} to {high}",
        "{n} answers: now {now}, from {low} to {high}",
        len(ratings),
    )
    return words.format(
        n=number(len(ratings)),
        now=number(ratings[-1]),
        low=number(min(ratings)),
        high=number(max(ratings)),
    )


def _heat(heat: Sequence[Sequence[int]]) -> str:
    """How many losses were placed, and the cell with the most."""
    cells = [(count, r, c) for r, row in enumerate(heat) for c, count in enumerate(row)]
    total = sum(count for count, _r, _c in cells)
    if not total:
        return _("nothing yet")
    count, row, col = max(cells)
    words = ngettext(
        "{n} loss, the most at {cell} ({count})", "{n} losses, the most at {cell} ({count})", total
    )
    return words.format(n=number(total), cell=cell_name(row, col), count=number(count))


def result_words(data: ChartData, rates: Mapping[str, Sequence[float]]) -> list[str]:
    """The result charts in words, in their order: time and 3BV/s per win, the win rates
    (`rates`: each board's name and series), the winning times, the trainer's rating, where
    the losses happened."""
    return [
        _series(data.times, data.times_avg, _time),
        _series(data.speeds, data.speeds_avg, _speed),
        _rates(rates),
        _histogram(data.histogram, data.time_range),
        _ratings(data.ratings),
        _heat(data.heat),
    ]


def coach_words(coach: CoachSeries) -> list[str]:
    """The coach's charts in words, in their order: guesses per game, needless guesses and
    the guesses' risk (as percentages)."""
    return [
        _series(coach.guesses, coach.guesses_avg, _whole),
        _series(coach.needless, coach.needless_avg, percent),
        _series(coach.risk, coach.risk_avg, percent),
    ]
