#!/usr/bin/env python3
"""Ambiguity at the scale of whole screens: each layout family analysed determined and ambiguous, side by side.

For every family (row, grid, table, tree; `ambiguity_families.py`) and size N it writes the layout made
determined and the same layout with every size free, half of them free and one free, then times
ConstraintDoctor's full analysis of each (`analysis-benchmark FILE`: the lexicographic optimum, every free
motion with its range, the grouping and each group's verified suggestion) and prints the ratio of each
ambiguous variant to the determined one, with the growth exponent between consecutive sizes. The last row
is the 500-view row written as one Visual Format Language line.

Usage (from the package root):
    swift build -c release --product analysis-benchmark
    python3 Benchmarks/ambiguity.py [--sizes 100,1000,10000] [--families row,grid,table,tree] [--timeout 120] [--repeat 3]
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def analyse(tool, path, timeout, repeat=1):
    start = time.perf_counter()
    try:
        done = subprocess.run([tool, path, "--repeat", str(repeat)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        return {"error": (done.stderr or done.stdout)[-300:], "analysis_s": time.perf_counter() - start}
    return json.loads(lines[-1])


def fmt(record, timeout):
    if record is None:
        return "> %d s" % timeout
    seconds = record.get("analysis_s")
    if "error" in record:
        return "error"
    return "%.3f s" % seconds if seconds < 10 else "%.1f s" % seconds


def fitted(points):
    """The least-squares slope of log(seconds) against log(N): the growth exponent over all sizes."""
    if len(points) < 2:
        return "–"
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(t, 1e-9)) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return "N^%.2f" % slope


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="100,1000,10000")
    ap.add_argument("--families", default="row,grid,table,tree")
    ap.add_argument("--variants", default="all,half,one")
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--out", default=os.path.join("bench-out", "ambiguity"))
    ap.add_argument("--tool", default=os.path.join(".build", "release", "analysis-benchmark"))
    ap.add_argument("--repeat", type=int, default=1, help="analyses per file in one process; the median is reported")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    generator = os.path.join(HERE, "ambiguity_families.py")
    sizes = [int(x) for x in a.sizes.split(",")]
    variants = a.variants.split(",")
    rows = []
    previous = {}
    # (family, column) -> [(n, seconds)] for the fitted exponents
    series = {}
    for family in a.families.split(","):
        for n in sizes:
            timings = {}
            for variant in ["determined"] + variants:
                path = os.path.join(a.out, "%s-%s-%d.constraints" % (family, variant, n))
                if not os.path.exists(path):
                    subprocess.run([sys.executable, generator, family, str(n), variant, "-o", path], check=True)
                timings[variant] = analyse(a.tool, path, a.timeout, a.repeat)
            base = timings["determined"]
            for variant, record in timings.items():
                if record and "error" not in record:
                    series.setdefault((family, variant), []).append((n, record["analysis_s"]))
            cells = []
            for variant in variants:
                record = timings[variant]
                ratio = "–"
                if record and base and "error" not in record and "error" not in base:
                    ratio = "%.1f×" % (record["analysis_s"] / max(base["analysis_s"], 1e-9))
                growth = "–"
                key = (family, variant)
                if record and "error" not in record and key in previous:
                    (n0, t0) = previous[key]
                    if t0 > 0 and record["analysis_s"] > 0:
                        growth = "N^%.2f" % (math.log(record["analysis_s"] / t0) / math.log(n / n0))
                if record and "error" not in record:
                    previous[key] = (n, record["analysis_s"])
                dof = "–" if not record or "error" in record else str(record["dof_h"] + record["dof_v"])
                groups = "–" if not record or "error" in record else str(record.get("groups", "–"))
                cells.append("%s (DOF %s, %s groups, %s, %s)" % (fmt(record, a.timeout), dof, groups, ratio, growth))
            rows.append("| %s | %s | %s | %s |" % (family, "{:,}".format(n), fmt(base, a.timeout), " | ".join(cells)))
            print(rows[-1], flush=True)
    vfl = os.path.join(a.out, "row-vfl-500.constraints")
    if not os.path.exists(vfl):
        subprocess.run([sys.executable, generator, "row", "500", "vfl", "-o", vfl], check=True)
    record = analyse(a.tool, vfl, a.timeout, a.repeat)
    print()
    print("| family | N | determined | " + " | ".join("%s free: time (DOF, groups, × determined, growth)" % v for v in variants) + " |")
    print("|---|---|---|" + "---|" * len(variants))
    for row in rows:
        print(row)
    print()
    print("Growth fitted over N = %s (exponent of N):" % ", ".join("{:,}".format(n) for n in sizes))
    print()
    columns = ["determined"] + variants
    print("| family | " + " | ".join(columns) + " |")
    print("|---|" + "---|" * len(columns))
    for family in a.families.split(","):
        print("| %s | %s |" % (family, " | ".join(fitted(series.get((family, c), [])) for c in columns)))
    print()
    print("500-view row in one VFL line: %s (DOF %s)" % (fmt(record, a.timeout), record and record.get("dof_h")))


if __name__ == "__main__":
    main()
