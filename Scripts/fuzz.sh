#!/usr/bin/env bash
# Runs one libFuzzer target for a while: Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags]
# TARGET: FuzzConsoleLog, FuzzEquationSet, FuzzSwiftSource, FuzzInterfaceBuilder, FuzzAnalysis or
# FuzzWriters (Fuzz/Package.swift).
# Seeds come from Corpus/ (copied into .build-fuzz/corpus/TARGET, where new inputs accumulate);
# crashes, leaks and timeouts land in .build-fuzz/findings/TARGET and make the script fail.
# FUZZ_CONFIG=release builds the targets optimised (still with AddressSanitizer): many times more
# executions a second, for the long runs recorded in Docs/robustness.md. CI uses the debug default.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Scripts/fuzz.sh TARGET SECONDS}"
seconds="${2:?usage: Scripts/fuzz.sh TARGET SECONDS}"
shift 2

config="${FUZZ_CONFIG:-debug}"
# The targets import the umbrella module ConstraintDoctor, which re-exports the model. When a model
# struct changes size, SwiftPM rebuilds the modules that import the model directly but not the
# targets (their direct dependencies' interfaces did not change), so a target would pass values
# with the old layout: AddressSanitizer then reports a stack-buffer-overflow on the first input.
# Touching the targets' few small sources makes SwiftPM compile them again. (Deleting their build
# folders instead breaks the next build: SwiftPM keeps its plan and looks for the output-file
# maps it wrote there.)
touch Fuzz/Sources/*/*.swift
swift build --package-path Fuzz --scratch-path .build-fuzz -c "$config" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product "$target" >&2

corpus=".build-fuzz/corpus/$target"
findings=".build-fuzz/findings/$target"
mkdir -p "$corpus" "$findings"
case "$target" in
    FuzzEquationSet) seeds=$(find Corpus -name '*.constraints') ;;
    FuzzSwiftSource) seeds=$(find Corpus -name '*.swift') ;;
    FuzzInterfaceBuilder) seeds=$(find Corpus -name '*.storyboard' -o -name '*.xib') ;;
    *) seeds=$(find Corpus -type f ! -name '*.expected.*' ! -name '*.md') ;;
esac
for seed in $seeds; do cp -n "$seed" "$corpus/" 2>/dev/null || true; done

# Leaks inside the toolchain's own libraries (Fuzz/lsan-suppressions.txt says which and why) are
# not ours to fix; every other leak still fails the run.
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# -timeout: one input may take at most 10 s (the analysis has its own 0.2 s budget per system);
# -rss_limit_mb: the 1 GB bound of issue #12; leaks are reported by AddressSanitizer.
".build-fuzz/$config/$target" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 \
    -max_len=65536 -artifact_prefix="$findings/" -print_final_stats=1 "$@"
