#!/usr/bin/env python3
"""Ambiguity at the scale of whole screens: each layout family analysed determined and ambiguous, side by side.

For every family (row, grid, table, tree; `ambiguity_families.py`) and size N it writes the layout made
determined and the same layout with every size free, half of them free and one free, then times
ConstraintDoctor's full analysis of each (`analysis-benchmark FILE`: the lexicographic optimum, every free
motion with its range, the grouping and each group's verified suggestion) and prints the ratio of each
ambiguous variant to the determined one, with the growth exponent between consecutive sizes, twice: by
wall-clock time and by the analysis's user CPU time (all threads), which a shared, loaded machine
disturbs far less. Each table is followed by every column's growth exponent fitted over all sizes (least
squares on log time against log N). `--repeat R` analyses each file R times in one process and reports
the medians. The last line is the 500-view row written as one Visual Format Language line.

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


def seconds(record, key):
    """The record's time under `key`, None when the analysis failed or timed out."""
    if not record or "error" in record or key not in record:
        return None
    return record[key]


def fmt(record, key, timeout):
    if record is None:
        return "> %d s" % timeout
    if "error" in record:
        return "error"
    value = seconds(record, key)
    if value is None:
        return "–"
    return "%.3f s" % value if value < 10 else "%.1f s" % value


def fitted(points):
    """The least-squares slope of log(seconds) against log(N): the growth exponent over all sizes."""
    if len(points) < 2:
        return "–"
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(t, 1e-9)) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return "N^%.2f" % slope


def table(results, families, sizes, variants, key, timeout):
    """Markdown lines: each family and size with the ambiguous variants beside the determined one,
    then each column's growth fitted over all sizes."""
    lines = [
        "| family | N | determined | " + " | ".join("%s free: time (DOF, groups, × determined, growth)" % v for v in variants) + " |",
        "|---|---|---|" + "---|" * len(variants),
    ]
    series = {}
    for family in families:
        previous = {}
        for n in sizes:
            timings = results[(family, n)]
            for variant, record in timings.items():
                if seconds(record, key) is not None:
                    series.setdefault((family, variant), []).append((n, seconds(record, key)))
            base = seconds(timings["determined"], key)
            cells = []
            for variant in variants:
                record = timings[variant]
                value = seconds(record, key)
                ratio = "%.1f×" % (value / max(base, 1e-9)) if value is not None and base is not None else "–"
                growth = "–"
                if value is not None and variant in previous:
                    (n0, t0) = previous[variant]
                    if t0 > 0 and value > 0:
                        growth = "N^%.2f" % (math.log(value / t0) / math.log(n / n0))
                if value is not None:
                    previous[variant] = (n, value)
                ok = record is not None and "error" not in record
                dof = str(record["dof_h"] + record["dof_v"]) if ok else "–"
                groups = str(record.get("groups", "–")) if ok else "–"
                cells.append("%s (DOF %s, %s groups, %s, %s)" % (fmt(record, key, timeout), dof, groups, ratio, growth))
            lines.append("| %s | %s | %s | %s |" % (family, "{:,}".format(n), fmt(timings["determined"], key, timeout), " | ".join(cells)))
    columns = ["determined"] + variants
    lines += ["", "Growth fitted over N = %s (exponent of N):" % ", ".join("{:,}".format(n) for n in sizes), ""]
    lines.append("| family | " + " | ".join(columns) + " |")
    lines.append("|---|" + "---|" * len(columns))
    for family in families:
        lines.append("| %s | %s |" % (family, " | ".join(fitted(series.get((family, c), [])) for c in columns)))
    return lines


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
    families = a.families.split(",")
    results = {}
    for family in families:
        for n in sizes:
            timings = {}
            for variant in ["determined"] + variants:
                path = os.path.join(a.out, "%s-%s-%d.constraints" % (family, variant, n))
                if not os.path.exists(path):
                    subprocess.run([sys.executable, generator, family, str(n), variant, "-o", path], check=True)
                timings[variant] = analyse(a.tool, path, a.timeout, a.repeat)
            results[(family, n)] = timings
            print("measured %s %d: %s" % (family, n, ", ".join(
                "%s %s" % (v, fmt(r, "analysis_s", a.timeout)) for v, r in timings.items())), flush=True)
    vfl = os.path.join(a.out, "row-vfl-500.constraints")
    if not os.path.exists(vfl):
        subprocess.run([sys.executable, generator, "row", "500", "vfl", "-o", vfl], check=True)
    record = analyse(a.tool, vfl, a.timeout, a.repeat)
    for title, key in [("Wall-clock time of the analysis", "analysis_s"), ("User CPU time of the analysis (all threads)", "analysis_user_cpu_s")]:
        print()
        print("%s:" % title)
        print()
        print("\n".join(table(results, families, sizes, variants, key, a.timeout)))
    print()
    print("500-view row in one VFL line: %s wall, %s CPU (DOF %s)" % (
        fmt(record, "analysis_s", a.timeout), fmt(record, "analysis_user_cpu_s", a.timeout), record and record.get("dof_h")))


if __name__ == "__main__":
    main()
