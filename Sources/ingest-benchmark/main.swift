import ConstraintIngest
import Foundation

// Reads ≥ 100 MB of console logs (the Corpus logs, and the peer logs when that folder exists)
// and prints the reader's throughput next to a plain byte scan of the same text (counting
// newlines), best of three runs each, and the CPU time the reader used on all its threads. Run
// from anywhere:
//
//     swift build -c release --product ingest-benchmark && .build/release/ingest-benchmark
//     .build/release/ingest-benchmark table100k.alc   # equation sets (python3 gen.py table 100000 -o …)

// With file arguments (equation sets such as `gen.py` writes), reads each of them instead.
// `--fingerprint` first reads once (8 MiB of logs, or the files) and prints a hash of everything
// the reader produced instead of timing, so that two builds can be shown to give the same result.
let fingerprintOnly = CommandLine.arguments.dropFirst().first == "--fingerprint"
let equationFiles = Array(CommandLine.arguments.dropFirst(fingerprintOnly ? 2 : 1))

/// FNV-1a over the text `dump` writes: every stored property, number literals included.
struct Fingerprint: TextOutputStream {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func write(_ string: String) {
        for byte in string.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
}

func fingerprint(of result: IngestResult) -> String {
    var stream = Fingerprint()
    dump(result.systems, to: &stream)
    dump(result.diagnostics, to: &stream)
    return String(stream.hash, radix: 16)
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let folders = [
    packageRoot.appendingPathComponent("Corpus/logs"),
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/peer-logs"),
]

var logs: [String] = []
for folder in folders where equationFiles.isEmpty {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        print("(skipped \(folder.path): not found)")
        continue
    }
    for name in names.sorted() where name.hasSuffix(".log") {
        if let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) { logs.append(text) }
    }
}
guard !logs.isEmpty || !equationFiles.isEmpty else {
    print("no logs found under \(packageRoot.path)")
    exit(1)
}

/// CPU time of the whole process (all threads): on a shared machine it shows the work done even
/// when other processes stretch the wall-clock time.
func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func bestOfThree(prepare: () -> Void = {}, _ work: () -> Int) -> (seconds: Double, cpuSeconds: Double, result: Int) {
    var best = Double.infinity
    var bestCPU = Double.infinity
    var result = 0
    for _ in 0..<3 {
        prepare()
        let start = ContinuousClock.now
        let cpuStart = processorSeconds()
        result = work()
        let cpu = processorSeconds() - cpuStart
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds)
        bestCPU = min(bestCPU, cpu)
    }
    return (best, bestCPU, result)
}

func format(_ value: Double) -> String { String(format: "%8.1f", value) }

if !equationFiles.isEmpty {
    for path in equationFiles {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            print("cannot read \(path)")
            exit(1)
        }
        let megabytes = Double(text.utf8.count) / 1_048_576
        if fingerprintOnly {
            print("\(path): fingerprint \(fingerprint(of: Ingest.read(text, file: path, format: .equations, limits: .unlimited)))")
            continue
        }
        var kept: IngestResult?
        let read = bestOfThree(prepare: { kept = nil }) {
            let result = Ingest.read(text, file: path, format: .equations, limits: .unlimited)
            kept = result
            return result.systems.reduce(0) { $0 + $1.constraints.count }
        }
        let items = kept?.systems.reduce(0) { $0 + $1.items.count } ?? 0
        print("\(path): \(String(format: "%.1f", megabytes)) MiB, \(read.result) constraints, \(items) items")
        print("  EquationSetReader: \(format(megabytes / read.seconds)) MiB/s  (\(String(format: "%.3f", read.seconds)) s, CPU \(String(format: "%.3f", read.cpuSeconds)) s)")
    }
    exit(0)
}

// A fingerprint needs the parts and their seams, not the size: 8 MiB are cut into 8 parts.
let targetBytes = (fingerprintOnly ? 8 : 100) * 1_048_576
let unit = logs.joined(separator: "\n")
var text = ""
text.reserveCapacity(targetBytes + unit.utf8.count)
while text.utf8.count < targetBytes {
    text += unit
    text += "\n"
}
let megabytes = Double(text.utf8.count) / 1_048_576
if fingerprintOnly {
    print("logs: fingerprint \(fingerprint(of: Ingest.read(text, file: "benchmark.log")))")
    exit(0)
}

let scan = bestOfThree {
    var copy = text
    return copy.withUTF8 { bytes in
        var newlines = 0
        for byte in bytes where byte == 0x0A { newlines += 1 }
        return newlines
    }
}
// The previous result is released before the clock starts: freeing it is not reading.
var kept: IngestResult?
let read = bestOfThree(prepare: { kept = nil }) {
    let result = Ingest.read(text, file: "benchmark.log")
    kept = result
    return result.systems.reduce(0) { $0 + $1.constraints.count }
}
let systemCount = kept?.systems.count ?? 0

print("input: \(logs.count) logs repeated to \(String(format: "%.1f", megabytes)) MiB (\(scan.result) lines)")
print("byte scan (count newlines): \(format(megabytes / scan.seconds)) MiB/s  (\(String(format: "%.3f", scan.seconds)) s)")
print("Ingest.read:                \(format(megabytes / read.seconds)) MiB/s  (\(String(format: "%.3f", read.seconds)) s, \(systemCount) logs, \(read.result) constraints)")
print("Ingest.read CPU time:       \(String(format: "%8.3f", read.cpuSeconds)) s on all threads (\(format(megabytes / read.cpuSeconds)) MiB per CPU-second)")
