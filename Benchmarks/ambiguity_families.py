#!/usr/bin/env python3
"""Equation sets for the ambiguity benchmark: the same layout made determined and left ambiguous.

Families (N views in all):
    row    N views side by side between the root's edges, 8 pt apart, each 40 high at y 8;
    grid   s x s cells (s = round(sqrt N)), each row and each column a chain between the root's edges;
    table  N cells stacked under each other, each holding a title label inside 11/16 pt insets;
    tree   a root with branches of 10 leaves each (N leaves in all), each branch a row inside its
           parent branch, which is itself a row inside the root.

Variants (what decides the sizes along the free axis):
    determined  every size is given (rows, grids, trees: equal widths to the first view of their
                row; table: each title 20 high);
    all         no size is given: every size is free (N - 1 degrees of freedom in a row);
    half        every second view's size is given;
    one         every size but one (the middle view's) is given.
    vfl         (row only) the same as `all`, written as one Visual Format Language line.

Usage:
    python3 Benchmarks/ambiguity_families.py FAMILY N VARIANT [-o FILE]
"""

import argparse
import math
import sys


def given(variant, index, count):
    """Whether view `index` (of `count`) has its size given in this variant."""
    if variant == "determined":
        return True
    if variant in ("all", "vfl"):
        return False
    if variant == "half":
        return index % 2 == 0
    if variant == "one":
        return index != count // 2
    raise SystemExit("unknown variant %r" % variant)


def chain(names, container, lead, trail, size_attr, variant, lines, gap=8):
    """A chain of views between two edges of their container, sizes equal to the first one's."""
    lines.append("%s.%s = %s.%s + %d" % (names[0], lead, container, lead, gap))
    for previous, name in zip(names, names[1:]):
        lines.append("%s.%s = %s.%s + %d" % (name, lead, previous, trail, gap))
    lines.append("%s.%s = %s.%s + %d" % (container, trail, names[-1], trail, gap))
    for index, name in enumerate(names):
        if index > 0 and given(variant, index, len(names)):
            lines.append("%s.%s = %s.%s" % (name, size_attr, names[0], size_attr))


def row(n, variant):
    width = max(2000, 12 * n + 16)
    lines = ["root Superview %dx667" % width]
    names = ["V%d" % i for i in range(n)]
    if variant == "vfl":
        lines.append("H:|-8-" + "-8-".join("[%s]" % name for name in names) + "-8-|")
    else:
        chain(names, "Superview", "leading", "trailing", "width", variant, lines)
    for name in names:
        lines.append("%s.top = Superview.top + 8" % name)
        lines.append("%s.height = 40" % name)
    return lines


def grid(n, variant):
    side = max(2, int(round(math.sqrt(n))))
    extent = max(2000, 12 * side + 16)
    lines = ["root Superview %dx%d" % (extent, extent)]
    cells = [["C%d_%d" % (r, c) for c in range(side)] for r in range(side)]
    for r in range(side):
        chain(cells[r], "Superview", "leading", "trailing", "width", variant, lines)
    for c in range(side):
        column = [cells[r][c] for r in range(side)]
        chain(column, "Superview", "top", "bottom", "height", variant, lines)
    return lines


def table(n, variant):
    lines = ["root Superview 375x667"]
    for i in range(n):
        cell, title = "Cell%d" % i, "Title%d" % i
        lines.append("%s.leading = Superview.leading" % cell)
        lines.append("%s.trailing = Superview.trailing" % cell)
        lines.append("%s.top = %s.bottom" % (cell, "Cell%d" % (i - 1)) if i else "%s.top = Superview.top" % cell)
        lines.append("%s.leading = %s.leading + 16" % (title, cell))
        lines.append("%s.trailing = %s.trailing - 16" % (title, cell))
        lines.append("%s.top = %s.top + 11" % (title, cell))
        lines.append("%s.bottom = %s.bottom - 11" % (title, cell))
        if given(variant, i, n):
            lines.append("%s.height = 20" % title)
    return lines


def tree(n, variant):
    branches = max(1, n // 10)
    width = max(2000, 38 * branches + 8)
    lines = ["root Superview %dx667" % width]
    branch_names = ["B%d" % b for b in range(branches)]
    chain(branch_names, "Superview", "leading", "trailing", "width", "determined", lines)
    for b, branch in enumerate(branch_names):
        lines.append("%s.top = Superview.top + 8" % branch)
        lines.append("%s.height = 100" % branch)
        leaves = ["L%d_%d" % (b, i) for i in range(10)]
        for i, leaf in enumerate(leaves):
            lines.append("%s.top = %s.top + 8" % (leaf, branch))
            lines.append("%s.height = 40" % leaf)
        # Leaves are numbered across the whole tree for the variants' "half" and "one".
        first = b * 10
        lines.append("%s.leading = %s.leading + 1" % (leaves[0], branch))
        for previous, leaf in zip(leaves, leaves[1:]):
            lines.append("%s.leading = %s.trailing + 1" % (leaf, previous))
        lines.append("%s.trailing = %s.trailing + 1" % (branch, leaves[-1]))
        for i, leaf in enumerate(leaves):
            if i > 0 and given(variant, first + i + 1, branches * 10):
                lines.append("%s.width = %s.width" % (leaf, leaves[0]))
    return lines


FAMILIES = {"row": row, "grid": grid, "table": table, "tree": tree}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("family", choices=sorted(FAMILIES))
    ap.add_argument("n", type=int)
    ap.add_argument("variant", choices=("determined", "all", "half", "one", "vfl"))
    ap.add_argument("-o", "--output")
    a = ap.parse_args(argv)
    if a.variant == "vfl" and a.family != "row":
        raise SystemExit("the vfl variant is a row")
    lines = ["# ambiguity family=%s n=%d variant=%s" % (a.family, a.n, a.variant)] + FAMILIES[a.family](a.n, a.variant)
    text = "\n".join(lines) + "\n"
    if a.output:
        with open(a.output, "w") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
