#!/bin/sh
# Times the Interface Builder reader and the full analysis with the release binary:
#  1. one 500 KB storyboard with 300 constraints in nested stack views (best of 5 runs);
#  2. a folder of 200 storyboards (40 constraints each), read and analysed in one run;
#  3. the 500 KB storyboard again with analysis-benchmark, which times reading (XMLParser and the
#     scene builder) apart from the analysis (median of 3, JSON on one line).
# Usage: sh Benchmarks/ib/run.sh   (from the package root; writes into bench-out/ib/)
set -eu
swift build -c release --product constraint-doctor >/dev/null
swift build -c release --product analysis-benchmark >/dev/null
binary=.build/release/constraint-doctor
out=bench-out/ib
mkdir -p "$out"
python3 Benchmarks/ib/generate.py --constraints 301 --out "$out/large.storyboard"
rm -rf "$out/folder"
python3 Benchmarks/ib/generate.py --files 200 --constraints 40 --out "$out/folder"
echo "large.storyboard: $(wc -c < "$out/large.storyboard") bytes, $(grep -c '<constraint ' "$out/large.storyboard") constraints"
for run in 1 2 3 4 5; do
    start=$(date +%s.%N)
    "$binary" --format json "$out/large.storyboard" > "$out/large.json" || true
    end=$(date +%s.%N)
    time=$(echo "$end - $start" | bc)
    echo "  run $run: $time s"
done
start=$(date +%s.%N)
"$binary" --format xcode "$out/folder" > "$out/folder.txt" || true
end=$(date +%s.%N)
echo "folder of 200: $(echo "$end - $start" | bc) s, $(wc -l < "$out/folder.txt") findings"
.build/release/analysis-benchmark "$out/large.storyboard" --repeat 3
