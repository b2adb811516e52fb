#!/usr/bin/env python3
"""Exact cross-check of a gen.py layout file with z3 (z3-solver from PyPI), for the Swift tests.

Reads the plain line format gen.py writes (`Item.attr REL [mult *] Item2.attr2 [+|- const]
[@priority]`, `#` comments), gives every item real variables x, width, y, height in one coordinate
space, and asserts each required constraint (priority 1000) plus the implicit `width >= 0` and
`height >= 0` of every item, each under its own label:

    line:N            the constraint on physical line N (1-based)
    size:Item.width   the implicit non-negative width (or height) of Item

Prints one JSON object:

    {"feasible": bool, "core": [labels], "z3": version}

`core` is a minimal unsatisfiable subset of the labels (z3's unsat core, then shrunk by deleting
one label at a time while the rest stays unsatisfiable), empty when feasible.

With `--check LABEL,LABEL,...` it also reports whether exactly those rows are unsatisfiable and
whether dropping any one of them makes them satisfiable:

    {"subset_unsat": bool, "subset_minimal": bool}

Exit status 2 when z3 cannot be imported, so callers can skip.
"""

import argparse
import json
import sys
from fractions import Fraction

try:
    import z3
except ImportError:
    print(json.dumps({"error": "z3-solver is not installed"}))
    sys.exit(2)

POSITIONS = {
    "leading": ("x", "width", Fraction(0)),
    "trailing": ("x", "width", Fraction(1)),
    "centerX": ("x", "width", Fraction(1, 2)),
    "top": ("y", "height", Fraction(0)),
    "bottom": ("y", "height", Fraction(1)),
    "centerY": ("y", "height", Fraction(1, 2)),
}
SIZES = {"width", "height"}


class Layout:
    def __init__(self):
        self.variables = {}
        self.items = []
        self.rows = {}  # label -> z3 boolean expression

    def variable(self, item, part):
        if item not in self.items:
            self.items.append(item)
        key = "%s.%s" % (item, part)
        if key not in self.variables:
            self.variables[key] = z3.Real(key)
        return self.variables[key]

    def anchor(self, text):
        item, attribute = text.split(".")
        if attribute in SIZES:
            return self.variable(item, attribute)
        if attribute not in POSITIONS:
            raise ValueError("unknown attribute %r" % attribute)
        position, size, fraction = POSITIONS[attribute]
        return self.variable(item, position) + z3.RealVal(fraction) * self.variable(item, size)


def parse_line(layout, text):
    """The z3 relation of one constraint line and whether it is required."""
    body, _, priority = text.partition("@")
    required = not priority.strip() or Fraction(priority.strip()) >= 1000
    tokens = body.split()
    first = layout.anchor(tokens[0])
    relation = tokens[1]
    rest = tokens[2:]
    right = z3.RealVal(0)
    if len(rest) >= 3 and rest[1] == "*":
        right = z3.RealVal(Fraction(rest[0])) * layout.anchor(rest[2])
        rest = rest[3:]
        if rest:
            sign = -1 if rest[0] == "-" else 1
            right = right + z3.RealVal(sign * Fraction(rest[1]))
    elif len(rest) == 1 and "." in rest[0] and not rest[0][0].isdigit() and rest[0][0] != "-":
        right = layout.anchor(rest[0])
    else:
        right = z3.RealVal(Fraction("".join(rest)))
    if relation == "==":
        return first == right, required
    if relation == "<=":
        return first <= right, required
    if relation == ">=":
        return first >= right, required
    raise ValueError("unknown relation %r" % relation)


def read(path):
    layout = Layout()
    with open(path) as handle:
        for number, line in enumerate(handle, start=1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            expression, required = parse_line(layout, text)
            if required:
                layout.rows["line:%d" % number] = expression
    for item in layout.items:
        for size in ("width", "height"):
            layout.rows["size:%s.%s" % (item, size)] = layout.variable(item, size) >= 0
    return layout


def is_sat(layout, labels):
    solver = z3.Solver()
    for label in labels:
        solver.add(layout.rows[label])
    result = solver.check()
    if result == z3.unknown:
        raise RuntimeError("z3 answered unknown")
    return result == z3.sat


def label_order(label):
    """line:9 before line:10, then the size rows by name."""
    kind, _, rest = label.partition(":")
    return (kind, int(rest) if rest.isdigit() else 0, rest)


def minimal_core(layout):
    solver = z3.Solver()
    markers = {}
    for label, expression in layout.rows.items():
        marker = z3.Bool(label)
        markers[str(marker)] = label
        solver.assert_and_track(expression, marker)
    if solver.check() == z3.sat:
        return True, []
    core = sorted((markers[str(marker)] for marker in solver.unsat_core()), key=label_order)
    for label in list(core):
        trial = [other for other in core if other != label]
        if not is_sat(layout, trial):
            core = trial
    return False, core


def main(argv=None):
    parser = argparse.ArgumentParser(description="z3 cross-check of a gen.py layout file")
    parser.add_argument("file")
    parser.add_argument("--check", default=None, help="comma-separated labels to test for a minimal conflict")
    arguments = parser.parse_args(argv)
    layout = read(arguments.file)
    feasible, core = minimal_core(layout)
    report = {"feasible": feasible, "core": core, "z3": z3.get_version_string()}
    if arguments.check is not None:
        labels = [label for label in arguments.check.split(",") if label]
        unknown = [label for label in labels if label not in layout.rows]
        if unknown:
            report["unknown_labels"] = unknown
        else:
            unsat = not is_sat(layout, labels)
            report["subset_unsat"] = unsat
            report["subset_minimal"] = unsat and all(
                is_sat(layout, [other for other in labels if other != dropped]) for dropped in labels)
    print(json.dumps(report, sort_keys=True))


if __name__ == "__main__":
    main()
