#!/usr/bin/env python3
"""Drives the release binary with the hostile inputs of issue #12 and checks the promises of
Docs/robustness.md: no crash (a signal or an exit status other than 0, 1, 2, 64), no run past its
wall-clock limit, peak RSS under 1 GiB. Large inputs are generated here, never stored.

    Scripts/stress.py [--binary PATH] [--only NAME] [--markdown]

Without --binary it builds `constraint-doctor` with `swift build -c release` first. Prints one
row per run (input, size, mode, exit status, wall and user seconds, peak RSS) and exits 1 when any
run breaks a promise. The numbers go into Docs/robustness.md; this is a benchmark, not a test.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RSS_LIMIT_MB = 1024
WALL_LIMIT_SECONDS = 60.0  # the tool's default budget is per system; a whole input gets this long

SHORT_LOG = open(os.path.join(ROOT, "Corpus/logs/autoresizing-mask.log"), encoding="utf-8").read()


def conflict_log(view_class: str) -> str:
    """A complete two-constraint conflict naming `view_class`, the shape of every pasted log."""
    return (
        "Unable to simultaneously satisfy constraints.\n(\n"
        f'    "<NSLayoutConstraint:0x600000d2f7a0 {view_class}:0x7fa7f2e0b6d0.width == 10   (active)>",\n'
        f'    "<NSLayoutConstraint:0x600000d2f7f0 {view_class}:0x7fa7f2e0b6d0.width == 20   (active)>"\n'
        ")\n\nWill attempt to recover by breaking constraint \n"
        f"<NSLayoutConstraint:0x600000d2f7f0 {view_class}:0x7fa7f2e0b6d0.width == 20   (active)>\n"
    )


def vfl_row(count: int) -> str:
    views = "\n".join(f"view V{i} : UIView" for i in range(count))
    chain = "-".join(f"[V{i}]" for i in range(count))
    return f"root Superview 100000x667\n{views}\n\nH:|-{chain}-|\nV:|-[V0]-|\n"


def inputs():
    """(name, bytes, suffix, extra arguments) for every hostile input named by issue #12."""
    yield "10 MB identifier", conflict_log("A" * 10_000_000).encode(), ".log", []
    nul_line = ("width == 10 \0" * 250_000).encode()
    yield "3 MB line with NUL bytes", nul_line, ".log", []
    repeats = (SHORT_LOG * (2_600_000 // len(SHORT_LOG) + 1)).encode()
    yield "2.6 MB of one log repeated", repeats, ".log", []
    equation = "root Superview 375x667\nview A : UIView\n" + "A.width = 10\n" * 6_663
    yield "one equation line x 6,663 (--output)", equation.encode(), ".constraints", ["--output", "OUT"]
    chain = "root Superview 375x667\nview A : UIView\nview B : UIView\n" + "H:|-[A]-[B]-|\n" * 52_000
    yield "730 KB duplicated chain line", chain.encode(), ".constraints", []
    yield "500-view VFL row", vfl_row(500).encode(), ".constraints", []
    dense = "root Superview 375x667\nview A : UIView\nview B : UIView\n" + "H:|-[A]-[B]-|\n" * 7_000_000
    yield "99 MB of one VFL line repeated", dense.encode(), ".constraints", []
    declarations = "root Superview 375x667\n" + "".join(f"view V{i} : UIView\n" for i in range(1_500_000))
    yield "33 MB of view declarations", declarations.encode(), ".constraints", []
    unreadable = "root Superview 375x667\nview A : UIView\n" + "A.width = = 10 %%\n" * 3_000_000
    yield "54 MB of lines that do not read", unreadable.encode(), ".constraints", []
    entries = "".join(
        f'    "<NSLayoutConstraint:0x6000{i:08x} UIView:0x7fa7f2e0b6d0.width == {i}   (active)>",\n' for i in range(250_000))
    yield "23 MB log of 250,000 entries", ("Unable to simultaneously satisfy constraints.\n(\n" + entries + ")\n").encode(), ".log", []
    random_bytes = os.urandom(10_000_000)
    yield "10 MB random bytes", random_bytes, ".log", []
    big = (SHORT_LOG * (99_000_000 // len(SHORT_LOG))).encode()
    yield "99 MB of one log repeated", big, ".log", []


def run(binary, path, extra, fmt, workdir):
    args = [binary, path] + [a.replace("OUT", os.path.join(workdir, "out")) for a in extra]
    if fmt:
        args += ["--format", fmt]
    started = time.monotonic()
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(args, stdout=sink, stderr=sink, cwd=workdir)
        # A run past three times its limit is a hang: stop it rather than wait for ever.
        killer = threading.Timer(3 * WALL_LIMIT_SECONDS, process.kill)
        killer.start()
        try:
            _, status, usage = os.wait4(process.pid, 0)
        except KeyboardInterrupt:
            process.kill()
            raise
        finally:
            killer.cancel()
    wall = time.monotonic() - started
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    return code, wall, usage.ru_utime, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary")
    parser.add_argument("--only")
    parser.add_argument("--markdown", action="store_true")
    options = parser.parse_args()
    binary = options.binary
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "constraint-doctor"], cwd=ROOT, check=True)
        binary = os.path.join(ROOT, ".build/release/constraint-doctor")
    binary = os.path.abspath(binary)
    failures = 0
    print("| input | size | format | exit | wall s | user s | peak RSS MB |")
    print("|---|---|---|---|---|---|---|")
    for name, data, suffix, extra in inputs():
        if options.only and options.only not in name:
            continue
        workdir = tempfile.mkdtemp(prefix="stress-")
        try:
            path = os.path.join(workdir, "input" + suffix)
            with open(path, "wb") as handle:
                handle.write(data)
            for fmt in ([None] if extra else [None, "json"]):
                code, wall, user, rss = run(binary, path, extra, fmt, workdir)
                broken = code not in (0, 1, 2, 64) or rss > RSS_LIMIT_MB or wall > WALL_LIMIT_SECONDS
                failures += broken
                mark = " **broken**" if broken else ""
                print(f"| {name} | {len(data) / 1e6:.1f} MB | {fmt or 'text'} | {code} | {wall:.2f} | {user:.2f} | {rss:.0f}{mark} |",
                      flush=True)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
