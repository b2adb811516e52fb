// Release-mode benchmark of the analysis on one constraint file (equation notation, e.g. files
// written by `gen.py`): reads it, analyses it, and prints one JSON object with the timings.
//
//     analysis-benchmark FILE [--repeat N] [--first-conflict] [--scratch-pins] [--time-budget S] [--dump PATH]
//     analysis-benchmark FILE --edits EDITS.txt [--same-optimum] [--no-explain]   (kiwi_edits.py's edit list, on the incremental engine)
//
// An Interface Builder file (`.storyboard`, `.xib`) is read with its reader and every system
// in it analysed (`parse_s` is then the XML reader, `analysis_s` all its scenes).
//
// `--first-conflict` stops after the first minimal conflict and the first verified fix (the
// figure compared with HiGHS's IIS); otherwise the full analysis runs (conflicts, fixes, the
// lexicographic optimum and every free motion — the figure compared with kiwisolver's solve).
// `--scratch-pins` solves the layout again for each suggested pin, each node of the conflict
// enumeration and each candidate fix, as before these were asked of the incremental engine (to
// measure the difference; the verdicts are the same).
import ConstraintAnalysis
import ConstraintIngest
import ConstraintInterfaceBuilder
import ConstraintModel
import Foundation
import ProcessMemory

// As the CLI does: large layouts allocate and free gigabytes (Sources/ProcessMemory).
MemoryReuse.keepFreedMemoryForReuse()
var arguments = Array(CommandLine.arguments.dropFirst())
var repeats = 1
var firstConflictOnly = false
if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    repeats = max(1, value)
    arguments.removeSubrange(index...(index + 1))
}
if let index = arguments.firstIndex(of: "--first-conflict") {
    firstConflictOnly = true
    arguments.remove(at: index)
}
// `--dump PATH` writes the whole diagnosis of the last run (Swift's `dump`; run with
// SWIFT_DETERMINISTIC_HASHING=1 so that sets and dictionaries print in one order) and
// `--time-budget SECONDS` sets the conflict search's budget: with a budget the search never
// reaches, two builds can be compared result for result on files too large for the CLI.
var dumpPath: String?
if let index = arguments.firstIndex(of: "--dump"), index + 1 < arguments.count {
    dumpPath = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
var timeBudget: Double?
if let index = arguments.firstIndex(of: "--time-budget"), index + 1 < arguments.count, let value = Double(arguments[index + 1]) {
    timeBudget = value
    arguments.removeSubrange(index...(index + 1))
}
var scratchPins = false
if let index = arguments.firstIndex(of: "--scratch-pins") {
    scratchPins = true
    arguments.remove(at: index)
}
guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("usage: analysis-benchmark FILE [--repeat N] [--first-conflict]\n".utf8))
    exit(64)
}

if let index = arguments.firstIndex(of: "--edits"), index + 1 < arguments.count {
    let editsPath = arguments[index + 1]
    guard let system = EquationSetReader.read(String(decoding: data, as: UTF8.self), file: path, limits: .unlimited).systems.first,
        let record = EditReplay.run(
            file: path, system: system, editsPath: editsPath,
            exactness: arguments.contains("--same-optimum") ? .sameOptimum : .identical,
            explainsRefusals: !arguments.contains("--no-explain")),
        let json = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
    else { exit(2) }
    print(String(decoding: json, as: UTF8.self))
    exit(0)
}

func seconds(_ start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

var options = AnalysisOptions()
// The benchmark times the whole analysis, every pin and group fix included.
options.boundsAmbiguityByBudget = false
options.verifiesIncrementally = !scratchPins
if let timeBudget { options.enumerationSeconds = timeBudget }
if firstConflictOnly {
    options.maximumConflicts = 1
    options.maximumFixes = 1
    options.analysesLayout = false
}
var parseTimes: [Double] = []
var analysisTimes: [Double] = []
// User CPU time of the analysis on all threads: on a shared machine it moves far less with the
// load than the wall-clock time does.
var analysisCPUTimes: [Double] = []
var last: (ConstraintSystem, Diagnosis)?
for _ in 0..<repeats {
    var start = ContinuousClock.now
    let text = String(decoding: data, as: UTF8.self)
    let isInterfaceBuilder = path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    let result = isInterfaceBuilder ? InterfaceBuilderReader.read(text, file: path) : EquationSetReader.read(text, file: path, limits: .unlimited)
    parseTimes.append(seconds(start))
    guard let system = result.systems.first else { exit(2) }
    start = ContinuousClock.now
    let cpuStart = EditReplay.userCPUSeconds()
    let diagnosis = Analyzer(options: options).analyze(system)
    for other in result.systems.dropFirst() { _ = Analyzer(options: options).analyze(other) }
    analysisTimes.append(seconds(start))
    analysisCPUTimes.append(EditReplay.userCPUSeconds() - cpuStart)
    last = (system, diagnosis)
}
let (system, diagnosis) = last!
if let dumpPath {
    var text = ""
    dump(diagnosis, to: &text)
    guard FileManager.default.createFile(atPath: dumpPath, contents: Data(text.utf8)) else {
        FileHandle.standardError.write(Data("analysis-benchmark: cannot write \(dumpPath)\n".utf8))
        exit(73)
    }
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let record: [String: Any] = [
    "file": (path as NSString).lastPathComponent,
    "mode": firstConflictOnly ? "first-conflict" : "full",
    "items": system.items.count,
    "constraints": system.constraints.count,
    "parse_s": median(parseTimes),
    "analysis_s": median(analysisTimes),
    "analysis_user_cpu_s": median(analysisCPUTimes),
    "satisfiable": diagnosis.isSatisfiable,
    "conflicts": diagnosis.conflicts.count,
    "conflict_rows": diagnosis.conflicts.first.map { $0.certificate.count } ?? 0,
    "fixes": diagnosis.fixes.filter { $0.action != .deleteDuplicate }.count,
    "dof_h": diagnosis.degreesOfFreedom[.horizontal] ?? 0,
    "dof_v": diagnosis.degreesOfFreedom[.vertical] ?? 0,
    "ambiguities": diagnosis.ambiguities.count,
    "groups": Set(diagnosis.ambiguities.map(\.group)).count,
    "pins": diagnosis.ambiguities.filter { $0.suggestion?.action == .addConstraint }.count,
    "pin_verification": scratchPins ? "scratch" : "incremental",
    // Phases cut short by the time budget: a figure is a full diagnosis only when this is empty.
    "partial_phases": diagnosis.partialAnalyses.map(\.phase),
]
let json = try! JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
