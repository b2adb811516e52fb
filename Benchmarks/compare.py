#!/usr/bin/env python3
"""Side-by-side benchmark of ConstraintDoctor's analysis against kiwisolver and HiGHS.

For each gen.py family (chain, grid, table, dag), size N and variant it generates one constraint
file, then times in the same run:
  - infeasible files: ConstraintDoctor's first minimal conflict + first verified fix
    (`analysis-benchmark FILE --first-conflict`) against HiGHS's IIS (`highs_iis.py --strategies 6`:
    LP solve + getIis);
  - feasible and ambiguous files: ConstraintDoctor's full analysis (lexicographic optimum, every free
    motion, redundancy) against kiwisolver's add-all-constraints + solve (`kiwi_bench.py`).
Parsing is excluded on both sides (each tool's own parse time is reported separately).

Usage (from the package root):
    swift build -c release --product analysis-benchmark
    python3 Benchmarks/compare.py [--sizes 1000,10000,100000] [--families chain,grid,table,dag]
                                  [--timeout 300] [--peer-bench ../shared/bench] [--out bench-out]

The peers need a Python with kiwisolver and highspy; the script creates `bench-out/.venv` with
them on first use (PyPI), or takes `--python PATH`.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

VARIANTS_FOR_PEER = {"infeasible": "highs", "feasible": "kiwi", "ambiguous": "kiwi"}


def ensure_python(out_dir, python):
    if python:
        return python
    venv = os.path.join(out_dir, ".venv")
    exe = os.path.join(venv, "bin", "python")
    if not os.path.exists(exe):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        subprocess.run([exe, "-m", "pip", "install", "--quiet", "kiwisolver", "highspy", "numpy"], check=True)
    return exe


def run_json(command, timeout):
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - start
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:
        return {"error": (done.stderr or done.stdout)[-300:]}, time.perf_counter() - start
    return json.loads(lines[-1]), time.perf_counter() - start


def fmt(seconds, timed_out=False, limit=None):
    if timed_out:
        return "> %d s" % limit
    if seconds is None:
        return "–"
    return "%.3f s" % seconds if seconds < 10 else "%.1f s" % seconds


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--families", default="chain,grid,table,dag")
    ap.add_argument("--variants", default="feasible,ambiguous,infeasible")
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--peer-bench", default=os.path.join("..", "shared", "bench"))
    ap.add_argument("--out", default="bench-out")
    ap.add_argument("--python", default=None)
    ap.add_argument("--tool", default=os.path.join(".build", "release", "analysis-benchmark"))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    python = ensure_python(a.out, a.python)
    gen = os.path.join(a.peer_bench, "gen.py")
    rows = []
    results = open(os.path.join(a.out, "results.jsonl"), "a")
    for family in a.families.split(","):
        for n in [int(x) for x in a.sizes.split(",")]:
            for variant in a.variants.split(","):
                path = os.path.join(a.out, "%s-%s-%d.alc" % (family, variant, n))
                if not os.path.exists(path):
                    extra = ["-k", "1"] if variant != "feasible" else []
                    subprocess.run([sys.executable, gen, family, str(n), "--variant", variant, "-o", path] + extra, check=True)
                tool_cmd = [a.tool, path] + (["--first-conflict"] if variant == "infeasible" else [])
                ours, ours_wall = run_json(tool_cmd, a.timeout)
                peer = VARIANTS_FOR_PEER[variant]
                if peer == "highs":
                    peer_cmd = [python, os.path.join(a.peer_bench, "highs_iis.py"), path, "--strategies", "6",
                                "--time-limit", str(a.timeout)]
                else:
                    peer_cmd = [python, os.path.join(a.peer_bench, "kiwi_bench.py"), path]
                theirs, theirs_wall = run_json(peer_cmd, a.timeout)
                record = {"family": family, "n": n, "variant": variant, "ours": ours, "peer": peer, "theirs": theirs,
                          "ours_wall": ours_wall, "theirs_wall": theirs_wall}
                results.write(json.dumps(record) + "\n")
                results.flush()
                our_time = ours.get("analysis_s") if ours and "analysis_s" in ours else None
                if theirs and "s6" in theirs:
                    their_time = theirs.get("build_s", 0) + theirs.get("run_s", 0) + theirs["s6"].get("getIis_s", 0)
                elif theirs and "solve_s" in theirs:
                    their_time = theirs.get("build_s", 0) + theirs["solve_s"]
                else:
                    their_time = None
                verdict = "–"
                if ours and "satisfiable" in ours:
                    verdict = "conflict (%d rows)" % ours["conflict_rows"] if not ours["satisfiable"] else \
                        "DOF %d" % (ours["dof_h"] + ours["dof_v"])
                ratio = "%.0f×" % (their_time / our_time) if our_time and their_time else \
                    (("≥ %.0f×" % (a.timeout / our_time)) if our_time and theirs is None else "–")
                rows.append("| %s | %d | %s | %s | %s | %s | %s | %s |" % (
                    family, n, variant, fmt(our_time, ours is None, a.timeout), verdict,
                    peer, fmt(their_time, theirs is None, a.timeout), ratio))
                print(rows[-1], flush=True)
    print()
    print("| family | N | variant | ConstraintDoctor | verdict | peer | peer time | peer / ours |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(row)


if __name__ == "__main__":
    main()
