#!/bin/sh
# Times the Swift-source reader end to end with the release binary: a generated folder of N
# files read and analysed (text report to /dev/null), and one file of it, against the floor of
# the Swift compiler's own parser on the same files (`swiftc -parse`). Each line gives the
# median of RUNS runs: wall time, then user and system CPU time of that run. On a shared machine
# the wall time depends on the load (printed before and after); the CPU times much less.
# Usage: Benchmarks/swift_source_bench.sh [N] [RUNS] [BINARY]
set -eu
N=${1:-1000}
RUNS=${2:-5}
BIN=${3:-.build/release/constraint-doctor}
OUT=bench-out/swift-sources
[ -x "$BIN" ] || swift build -c release --product constraint-doctor
rm -rf "$OUT" && python3 Benchmarks/gen_swift_sources.py "$OUT" -n "$N"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# One "wall user system" line per run, sorted by wall time; the middle one is printed.
time_runs() {
    i=0
    while [ $i -lt "$RUNS" ]; do
        /usr/bin/time -f "%e %U %S" -o bench-out/time.txt "$@" > /dev/null 2>&1 || true
        tail -1 bench-out/time.txt
        i=$((i + 1))
    done | sort -n | awk '{ a[NR] = $0 } END { split(a[int((NR + 1) / 2)], t, " "); printf "%.2f s wall, %.2f s user, %.2f s sys", t[1], t[2], t[3] }'
}
echo "folder of $N files, read and analysed:  $(time_runs "$BIN" "$OUT")"
echo "folder, JSON report:                   $(time_runs "$BIN" "$OUT" --format json)"
echo "one file (Screen0000.swift):           $(time_runs "$BIN" "$OUT/Screen0000.swift")"
echo "one file (Screen0002.swift, a cell):   $(time_runs "$BIN" "$OUT/Screen0002.swift")"
echo "swiftc -parse of the folder (floor):   $(time_runs sh -c "swiftc -parse $OUT/*.swift")"
echo "swiftc -parse of one file (floor):     $(time_runs swiftc -parse "$OUT/Screen0000.swift")"
echo "systems read: $("$BIN" "$OUT" --format json 2>/dev/null | grep -c '"format" : "swiftSource"' || true)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
