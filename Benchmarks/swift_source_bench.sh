#!/bin/sh
# Times the Swift-source reader end to end with the release binary: a generated folder of N
# files read and analysed (text report to /dev/null), and one file of it, against the floor of
# the Swift compiler's own parser on the same files (`swiftc -parse`). Median of RUNS runs.
# Usage: Benchmarks/swift_source_bench.sh [N] [RUNS]
set -eu
N=${1:-1000}
RUNS=${2:-5}
OUT=bench-out/swift-sources
BIN=.build/release/constraint-doctor
[ -x "$BIN" ] || swift build -c release --product constraint-doctor
rm -rf "$OUT" && python3 Benchmarks/gen_swift_sources.py "$OUT" -n "$N"
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
time_runs() {
    i=0
    while [ $i -lt "$RUNS" ]; do
        start=$(date +%s.%N)
        "$@" > /dev/null 2>&1 || true
        end=$(date +%s.%N)
        echo "$end - $start" | bc
        i=$((i + 1))
    done | median
}
echo "folder of $N files, read and analysed:  $(time_runs "$BIN" "$OUT") s"
echo "folder, JSON report:                   $(time_runs "$BIN" "$OUT" --format json) s"
echo "one file (Screen0000.swift):           $(time_runs "$BIN" "$OUT/Screen0000.swift") s"
echo "one file (Screen0002.swift, a cell):   $(time_runs "$BIN" "$OUT/Screen0002.swift") s"
echo "swiftc -parse of the folder (floor):   $(time_runs sh -c "swiftc -parse $OUT/*.swift") s"
echo "swiftc -parse of one file (floor):     $(time_runs swiftc -parse "$OUT/Screen0000.swift") s"
echo "systems read: $("$BIN" "$OUT" --format json 2>/dev/null | grep -c '"Swift layout code\|"format" : "swiftSource"' || true)"
