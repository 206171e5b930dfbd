"""Saying a proof: one whole sentence per step, from the step's data and the position.

Every sentence names all that its step cites (the number, the earlier steps by
their 1-based number, the mine count) and uses the step's own word: "exactly",
"at least" or "at most". Sentences are whole templates with named parts (the
`TEMPLATES` table), one function per step kind, so a translation replaces
templates and never glues fragments.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.i18n.formats import number
from game.i18n.formats import percent as percent_text
from game.solver.cells import cell_name, join_words, name_list
from game.solver.position import Position, plain
from game.solver.proof import COUNT, Cell, Proof, Says, Step, StepKind, Verdict

TEMPLATES: dict[str, str] = {
    "known.both": N_("{mines} and {safe}"),
    "says.exactly": N_("exactly {mines}"),
    "says.at least": N_("at least {mines}"),
    "says.at most": N_("at most {mines}"),
    # one number settles the cell
    "clue.zero": N_("The 0 at {clue} touches no mine, so {cell} is safe."),
    "clue.done": N_("The {number} at {clue} already touches {known}, so {cell} is safe."),
    "clue.done.safe": N_(
        "Leaving out {known}, the {number} at {clue} needs no more mines, so {cell} is safe."
    ),
    "clue.only": N_(
        "The {number} at {clue} has {cells} as its only covered neighbours, "
        "exactly {need}, so {cell} is a mine."
    ),
    "clue.only.1": N_("The 1 at {clue} has just one covered neighbour, {cell}, so it is a mine."),
    "clue.only.known": N_(
        "Leaving out {known}, the {number} at {clue} still needs {need} "
        "among just {cells}, so {cell} is a mine."
    ),
    # one number bounds a group of cells
    "group.all": N_(
        "The {number} at {clue} has exactly {need} among its covered neighbours {cells}."
    ),
    "group.all.known": N_(
        "Leaving out {known}, the {number} at {clue} has exactly {need} among {cells}."
    ),
    "group.least": N_(
        "The {number} at {clue} has exactly {need} among {around}; {others} "
        "can hold at most {room}, so at least {mines} among {cells}."
    ),
    "group.least.known": N_(
        "Leaving out {known}, the {number} at {clue} has exactly {need} "
        "among {around}; {others} can hold at most {room}, so at least {mines} among {cells}."
    ),
    "group.most": N_(
        "The {number} at {clue} has exactly {need} among {around}, so at most "
        "{mines} among {cells}."
    ),
    "group.most.known": N_(
        "Leaving out {known}, the {number} at {clue} has exactly {need} "
        "among {around}, so at most {mines} among {cells}."
    ),
    # a number and a group step settle the cell
    "pair.safe": N_(
        "The {number} at {clue} has exactly {need} among {around}; step {ref} puts "
        "{bound} among {group}, so {cell} is safe."
    ),
    "pair.safe.known": N_(
        "Leaving out {known}, the {number} at {clue} has exactly {need} among "
        "{around}; step {ref} puts {bound} among {group}, so {cell} is safe."
    ),
    "pair.mine": N_(
        "The {number} at {clue} has exactly {need} among {around}; step {ref} allows "
        "{bound} among {group}, so {rest} must hold {left}: {cell} is a mine."
    ),
    "pair.mine.known": N_(
        "Leaving out {known}, the {number} at {clue} has exactly {need} among "
        "{around}; step {ref} allows {bound} among {group}, so {rest} must hold {left}: "
        "{cell} is a mine."
    ),
    # the mine count
    "count.none": N_("The board has no mines, so {cell} is safe."),
    "count.safe": N_(
        "The board has {total} in all and {steps} find every one ({cells}), so {cell} is safe."
    ),
    "count.mine": N_(
        "The board has {total} in all; {steps} settle {settled} other covered "
        "cells, holding {found}, so the remaining {left} fill the remaining {room} covered "
        "cells: {cell} is a mine."
    ),
    "count.mine.alone": N_(
        "The board has {total} in all and {room} covered cells, so every one is a mine: {cell} too."
    ),
    # every layout of the numbers cited
    "layouts.safe": N_(
        "Every layout of mines that fits the numbers at {clues} leaves {cell} "
        "free, so {cell} is safe."
    ),
    "layouts.mine": N_(
        "Every layout of mines that fits the numbers at {clues} puts a mine on "
        "{cell}, so {cell} is a mine."
    ),
    "layouts.count.safe": N_(
        "Every layout of mines that fits the numbers at {clues} and the "
        "{total} in all leaves {cell} free, so {cell} is safe."
    ),
    "layouts.count.mine": N_(
        "Every layout of mines that fits the numbers at {clues} and the "
        "{total} in all puts a mine on {cell}, so {cell} is a mine."
    ),
    "layouts.plain.safe": N_("Every layout of mines the cited facts allow leaves {cell} free."),
    "layouts.plain.mine": N_("Every layout of mines the cited facts allow puts a mine on {cell}."),
    # headlines
    "head.safe": N_("{cell} is safe"),
    "head.mine": N_("{cell} is a mine"),
    "head.guess": N_("no safe cell: the safest cell, {cell}, is a mine with probability {risk}"),
    "head.unchecked.safe": N_(
        "{cell} is safe: counting every layout of mines that fits the "
        "numbers and the mine count leaves it free (too long to write out step by step)"
    ),
    "head.unchecked.mine": N_(
        "{cell} is a mine: counting every layout of mines that fits the "
        "numbers and the mine count puts a mine on it (too long to write out step by step)"
    ),
}


def _t(key: str, **parts: object) -> str:
    """The template `key` in the language in force, its parts filled in."""
    return _(TEMPLATES[key]).format(**parts)


def _mines(n: int) -> str:
    return ngettext("{n} mine", "{n} mines", n).format(n=number(n))


def _steps(refs: list[int]) -> str:
    numbers = name_list_plain([str(r + 1) for r in refs])
    return ngettext("step {refs}", "steps {refs}", len(refs)).format(refs=numbers)


def name_list_plain(items: list[str]) -> str:
    """Words joined for a sentence: "a", "a and b", "a, b and c" ("und" in German)."""
    return join_words(items)


def _names(cells: list[Cell] | tuple[Cell, ...]) -> str:
    return name_list(sorted(cells))


class _Reading:
    """One cited number with the known cells (earlier single-cell steps) around it."""

    def __init__(self, position: Position, proof: Proof, step: Step) -> None:
        clue = next(s for s in step.sources if isinstance(s, tuple))
        self.clue = clue
        self.number = position.value(*clue)
        w = position.index(*clue)
        self.around = [position.row_col(n) for n in position.neighbours[w] if position.cells[n] < 0]
        self.mines: list[tuple[Cell, int]] = []
        self.safe: list[tuple[Cell, int]] = []
        self.group: int | None = None
        for source in step.sources:
            if not isinstance(source, int):
                continue
            earlier = proof.steps[source]
            if len(earlier.cells) == 1 and earlier.says is Says.EXACTLY:
                (cell,) = earlier.cells
                if cell in self.around and cell not in step.cells:
                    (self.mines if earlier.mines else self.safe).append((cell, source))
                    continue
            self.group = source
        known = {cell for cell, _ in self.mines + self.safe}
        self.rest = [cell for cell in self.around if cell not in known]
        self.need = self.number - len(self.mines)

    @property
    def name(self) -> str:
        return cell_name(*self.clue)

    def known(self) -> str:
        """The known cells as a phrase, or "" when there are none."""
        mines = sorted(self.mines)
        safe = sorted(self.safe)
        parts = []
        if mines:
            text = ngettext(
                "its mine at {cells} ({steps})", "its mines at {cells} ({steps})", len(mines)
            )
            refs = _steps([i for _, i in mines])
            parts.append(text.format(cells=_names([c for c, _ in mines]), steps=refs))
        if safe:
            text = ngettext(
                "the safe cell {cells} ({steps})", "the safe cells {cells} ({steps})", len(safe)
            )
            refs = _steps([i for _, i in safe])
            parts.append(text.format(cells=_names([c for c, _ in safe]), steps=refs))
        if len(parts) == 2:
            return _t("known.both", mines=parts[0], safe=parts[1])
        return parts[0] if parts else ""


def _clue_cell(position: Position, proof: Proof, step: Step) -> str:
    reading = _Reading(position, proof, step)
    cell = cell_name(*step.cells[0])
    known = reading.known()
    if step.mines == 0:
        if reading.number == 0:
            return _t("clue.zero", clue=reading.name, cell=cell)
        if reading.safe:
            return _t(
                "clue.done.safe", known=known, number=reading.number, clue=reading.name, cell=cell
            )
        return _t("clue.done", known=known, number=reading.number, clue=reading.name, cell=cell)
    if known:
        return _t(
            "clue.only.known",
            known=known,
            number=reading.number,
            clue=reading.name,
            need=_mines(reading.need),
            cells=_names(reading.rest),
            cell=cell,
        )
    if len(reading.rest) == 1 and reading.number == 1:
        return _t("clue.only.1", clue=reading.name, cell=cell)
    return _t(
        "clue.only",
        number=reading.number,
        clue=reading.name,
        cells=_names(reading.rest),
        need=_mines(reading.need),
        cell=cell,
    )


def _clue_group(position: Position, proof: Proof, step: Step) -> str:
    reading = _Reading(position, proof, step)
    known = reading.known()
    suffix = ".known" if known else ""
    others = [cell for cell in reading.rest if cell not in step.cells]
    parts = {
        "known": known,
        "number": reading.number,
        "clue": reading.name,
        "need": _mines(reading.need),
        "around": _names(reading.rest),
        "cells": _names(step.cells),
        "mines": _mines(step.mines),
        "others": _names(others),
        "room": _mines(len(others)),
    }
    if step.says is Says.EXACTLY:
        return _t("group.all" + suffix, **{**parts, "need": _mines(step.mines)})
    if step.says is Says.AT_LEAST:
        return _t("group.least" + suffix, **parts)
    return _t("group.most" + suffix, **parts)


def _pair_cell(position: Position, proof: Proof, step: Step) -> str:
    reading = _Reading(position, proof, step)
    if reading.group is None:
        return _layouts(position, proof, step)
    group = proof.steps[reading.group]
    known = reading.known()
    suffix = ".known" if known else ""
    cell = cell_name(*step.cells[0])
    bound = _t(f"says.{group.says.value}", mines=_mines(group.mines))
    parts = {
        "known": known,
        "number": reading.number,
        "clue": reading.name,
        "need": _mines(reading.need),
        "around": _names(reading.rest),
        "ref": reading.group + 1,
        "bound": bound,
        "group": _names(group.cells),
        "cell": cell,
    }
    if step.mines == 0:
        return _t("pair.safe" + suffix, **parts)
    rest = [c for c in reading.rest if c not in group.cells]
    left = _mines(reading.need - group.mines)
    return _t("pair.mine" + suffix, **parts, rest=_names(rest), left=left)


def _count_cell(position: Position, proof: Proof, step: Step) -> str:
    cell = cell_name(*step.cells[0])
    refs = [s for s in step.sources if isinstance(s, int)]
    if position.mines == 0:
        return _t("count.none", cell=cell)
    total = _mines(position.mines)
    found = [c for r in refs for c in proof.steps[r].cells if proof.steps[r].mines]
    if step.mines == 0:
        return _t("count.safe", total=total, steps=_steps(refs), cells=_names(found), cell=cell)
    covered = sum(1 for v in position.cells if v < 0)
    room = covered - len(refs)
    if not refs:
        return _t("count.mine.alone", total=total, room=room, cell=cell)
    return _t(
        "count.mine",
        total=total,
        steps=_steps(refs),
        settled=len(refs),
        found=_mines(len(found)),
        left=_mines(position.mines - len(found)),
        room=room,
        cell=cell,
    )


def _layouts(position: Position, proof: Proof, step: Step) -> str:
    cell = cell_name(*step.cells[0]) if len(step.cells) == 1 else _names(step.cells)
    clues = [s for s in step.sources if isinstance(s, tuple)]
    verdict = "mine" if step.mines else "safe"
    if len(step.cells) != 1 or any(isinstance(s, int) for s in step.sources) or not clues:
        return _t(f"layouts.plain.{verdict}", cell=cell)
    if COUNT in step.sources:
        return _t(
            f"layouts.count.{verdict}",
            clues=_names(clues),
            total=_mines(position.mines),
            cell=cell,
        )
    return _t(f"layouts.{verdict}", clues=_names(clues), cell=cell)


_SAY = {
    StepKind.CLUE_CELL: _clue_cell,
    StepKind.CLUE_GROUP: _clue_group,
    StepKind.PAIR_CELL: _pair_cell,
    StepKind.COUNT_CELL: _count_cell,
    StepKind.LAYOUTS: _layouts,
}


def step_sentence(position: Position, proof: Proof, index: int) -> str:
    """The sentence saying step `index` of `proof` (position flags are covered cells)."""
    step = proof.steps[index]
    return _SAY[step.kind](plain(position)[0], proof, step)


def percent(p: float) -> str:
    """A probability as a short percentage: 0.213 -> "21%", 0.004 -> "0.4%" (German
    "21 %", "0,4 %")."""
    value = p * 100
    if 1 <= value <= 99 or value == 0 or value == 100:
        return percent_text(p)
    if 0.1 <= value <= 99.9:
        return percent_text(p, 1)
    if value < 50:
        return _("under {percent}").format(percent=percent_text(0.001, 1))
    return _("over {percent}").format(percent=percent_text(0.999, 1))


def headline(proof: Proof) -> str:
    """ "C5 is safe", "C5 is a mine", or the guess with its risk."""
    cell = cell_name(*proof.cell)
    if proof.verdict is Verdict.GUESS:
        return _t("head.guess", cell=cell, risk=percent(proof.risk))
    if not proof.checked:
        return _t(f"head.unchecked.{proof.verdict.value}", cell=cell)
    return _t(f"head.{proof.verdict.value}", cell=cell)


def proof_lines(position: Position, proof: Proof) -> list[str]:
    """The steps, one line each, numbered when there is more than one."""
    sentences = [step_sentence(position, proof, i) for i in range(len(proof.steps))]
    if len(sentences) == 1:
        return sentences
    return [f"{i + 1}. {sentence}" for i, sentence in enumerate(sentences)]


def one_line(position: Position, proof: Proof) -> str:
    """Headline and every step on one line (the terminal, the status strip, the JSON reason)."""
    lines = proof_lines(position, proof)
    if not lines:
        return headline(proof)
    return f"{headline(proof)}: " + " ".join(lines)
