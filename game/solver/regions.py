"""Isolated regions: parts of the board that can be played, and searched, alone.

A region is a set of undecided covered cells closed under two links: cells of
one component of the constraint web (they share numbers), and neighbouring
cells (opening one shows a number that counts the other). A region with no
floating cell whose mine count is the same in every layout is *isolated*: the
layouts of the board are the layouts of the region times those of the rest, and
no number either side can ever tell anything about the other. So the chance to
win is the product of the chances to win each part, whatever the order of play,
and a region that needs a guess sooner or later can be searched exactly on its
own layouts (few) rather than those of the whole board (their product), and
played first at no cost.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.solver.counting import component_polys
from game.solver.web import Component, Web


@dataclass(frozen=True)
class Region:
    """An isolated region: its web (its boxes and numbers only) and its layout count."""

    web: Web
    layouts: int


def _groups(web: Web) -> list[list[int]]:
    """Component numbers grouped by neighbourhood, and the floating cells' group marked -1."""
    parent = list(range(len(web.components) + 1))  # the last one stands for the floating cells
    floating_root = len(web.components)

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(a: int, b: int) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb

    nbrs = web.position.neighbours
    floating = set(web.floating)
    for cell, box in web.box_of.items():
        comp = web.component_of_box[box]
        for n in nbrs[cell]:
            other = web.box_of.get(n)
            if other is not None:
                union(comp, web.component_of_box[other])
            elif n in floating:
                union(comp, floating_root)
    for safe in web.fixed_safe:  # its number, once opened, counts all its covered neighbours
        touched = [web.component_of_box[web.box_of[n]] for n in nbrs[safe] if n in web.box_of]
        if any(n in floating for n in nbrs[safe]):
            touched.append(floating_root)
        for comp in touched[1:]:
            union(touched[0], comp)
    by_root: dict[int, list[int]] = {}
    for comp in range(len(web.components)):
        by_root.setdefault(find(comp), []).append(comp)
    floating_group = find(floating_root) if floating else -1
    return [comps for root, comps in by_root.items() if root != floating_group]


def isolated_regions(web: Web, polys: list[dict[int, int]] | None = None) -> list[Region]:
    """The isolated regions of the web (see the module note), fewest layouts first.

    `polys` are the components' mine-count polynomials when already known.
    """
    if polys is None:
        polys = component_polys(web)
    regions = []
    for comps in _groups(web):
        counts = [polys[c] for c in comps]
        if any(len(poly) != 1 for poly in counts):
            continue
        mines = sum(next(iter(poly)) for poly in counts)
        layouts = 1
        for poly in counts:
            layouts *= next(iter(poly.values()))
        regions.append(Region(_sub_web(web, comps, mines), layouts))
    return sorted(regions, key=lambda region: region.layouts)


def _sub_web(web: Web, comps: list[int], mines: int) -> Web:
    """The web of these components alone, holding `mines` mines (no floating cell)."""
    box_ids = [b for c in comps for b in web.components[c].boxes]
    renumber = {b: i for i, b in enumerate(box_ids)}
    boxes = tuple(web.boxes[b] for b in box_ids)
    components = []
    component_of_box = [0] * len(boxes)
    for new, c in enumerate(comps):
        comp = web.components[c]
        for b in comp.boxes:
            component_of_box[renumber[b]] = new
        constraints = tuple((need, tuple(renumber[b] for b in bs)) for need, bs in comp.constraints)
        components.append(Component(tuple(renumber[b] for b in comp.boxes), constraints))
    cells = {cell for box in boxes for cell in box}
    needs = {
        w: need
        for w, need in web.needs.items()
        if any(n in cells for n in web.position.neighbours[w])
    }
    return Web(
        web.position,
        web.fixed_mines,
        frozenset(),
        needs,
        boxes,
        {cell: i for i, box in enumerate(boxes) for cell in box},
        tuple(components),
        tuple(component_of_box),
        (),
        mines,
    )
