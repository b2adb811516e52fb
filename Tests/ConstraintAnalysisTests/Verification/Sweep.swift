import ConstraintAnalysis
import ConstraintModel
import Foundation
import TestSupport

/// How many random cases a property test draws. CI runs the base count; a heavier sweep multiplies
/// it (the seeds continue past the base ones, so a larger sweep always includes the CI cases):
///
///     VERIFY_SWEEP=20 swift test -c release -Xswiftc -enable-testing --filter ConstraintAnalysisTests
enum Sweep {
    static var factor: Int {
        guard let text = ProcessInfo.processInfo.environment["VERIFY_SWEEP"], let value = Int(text), value > 0 else { return 1 }
        return value
    }

    static func seeds(_ base: Int) -> Range<UInt64> { 0..<UInt64(base * factor) }
}

/// Disagreements found in a sweep, kept with the seed that shows each one.
struct Mismatches: CustomStringConvertible {
    private(set) var entries: [String] = []
    private(set) var count = 0

    mutating func record(_ layout: RandomLayout, _ text: String) {
        count += 1
        if entries.count < 6 { entries.append("\(layout.label): \(text)") }
    }

    var isEmpty: Bool { count == 0 }
    var description: String { "\(count) mismatches, first: \n" + entries.joined(separator: "\n") }
}

/// One random layout analysed, with the independent checks' view of it.
struct AnalysedLayout: Sendable {
    let layout: RandomLayout
    let diagnosis: Diagnosis
    let verification: DiagnosisVerification
    let verifier: DiagnosisVerifier

    init(_ layout: RandomLayout, options: AnalysisOptions = AnalysisOptions()) {
        self.layout = layout
        diagnosis = Analyzer(options: options).analyze(layout.system)
        verifier = DiagnosisVerifier(system: layout.system, diagnosis: diagnosis)
        verification = verifier.verify()
    }

    var oracle: OracleVerdicts { OracleVerdicts(verifier.lowering) }
}

/// The random layouts every property test reads, analysed once per run (the analysis is what
/// costs: about 10 ms a layout in a debug build). One list per shape, so tests over different
/// shapes analyse in parallel.
enum RandomCorpus {
    static let baseCount = 250
    /// The Fourier–Motzkin comparisons (brute-force conflicts, optimal faces) are exponential and
    /// slow in a debug build, so by default they take the first layouts of each list only.
    static let oracleSampleCount = 100

    static func analysed(_ shape: RandomLayoutShape) -> [AnalysedLayout] {
        switch shape {
        case .mixed: return mixed
        case .planted: return planted
        case .contradicted: return contradicted
        case .unpinned: return unpinned
        case .determined: return determined
        }
    }

    static func oracleSample(_ shape: RandomLayoutShape) -> ArraySlice<AnalysedLayout> {
        analysed(shape).prefix(oracleSampleCount * Sweep.factor)
    }

    private static let mixed = analyse(.mixed)
    private static let planted = analyse(.planted)
    private static let contradicted = analyse(.contradicted)
    private static let unpinned = analyse(.unpinned)
    private static let determined = analyse(.determined)

    private static func analyse(_ shape: RandomLayoutShape) -> [AnalysedLayout] {
        Sweep.seeds(baseCount).map { AnalysedLayout(RandomLayout(seed: $0, shape: shape)) }
    }
}
