import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel

/// One system as reports show it: numbered across all inputs, with what the analysis found when
/// it ran.
public struct SystemReport: Sendable {
    /// 1-based, in input order across all inputs.
    public var number: Int
    /// The position of the system's input in `Report.inputs`.
    public var inputIndex: Int
    public var system: ConstraintSystem
    /// nil when no analysis ran; reports then leave the analysis sections and keys out.
    public var diagnosis: Diagnosis?
    /// How many times this system appears in its input (the same conflict logged on every layout
    /// pass); the repeats are neither analysed nor shown again.
    public var occurrences: Int
    /// `SystemFingerprint.fingerprint`: the same for every identical system, in any input or run.
    public var fingerprint: String
    /// Swift source with estimated text sizes: whether the verdict holds whatever the text.
    public var textSizeDependence: TextSizeDependence?

    public init(
        number: Int, inputIndex: Int, system: ConstraintSystem, diagnosis: Diagnosis? = nil, occurrences: Int = 1,
        fingerprint: String? = nil
    ) {
        self.number = number
        self.inputIndex = inputIndex
        self.system = system
        self.diagnosis = diagnosis
        self.occurrences = occurrences
        self.fingerprint = fingerprint ?? SystemFingerprint(system).fingerprint
    }

    /// Each conflict's certificate re-checked by `CertificateVerifier`, in the order of
    /// `diagnosis.conflicts`. Computed when asked, so a diagnosis changed after assembly is
    /// never shown with a stale verdict.
    public var certificateVerdicts: [CertificateVerdict] {
        (diagnosis?.conflicts ?? []).map { CertificateVerifier.verify($0.certificate) }
    }
}

/// Everything one run looked at, in input order; the text and JSON reports render it.
public struct Report: Sendable {
    public var inputs: [ReportInput]
    /// The systems of all inputs, numbered in input order.
    public var systems: [SystemReport]

    /// A report of the inputs' systems, numbered in order, each analysed with `analysis`
    /// (nil: only read, not analysed). A system without constraints (a log whose entries were
    /// all redacted or unreadable) has nothing to analyse and is left unanalysed. Identical
    /// systems in one input (`SystemFingerprint`) are analysed and reported once, at their first
    /// place, with their count in `occurrences`. `whatIf` holds `--what-if` changes
    /// (`LayoutChangeParser`), applied to every system before it is analysed.
    /// `runBudget` bounds the whole run (`RunBudget.scaled` by default): systems met after it is
    /// spent are listed but not analysed.
    public init(inputs: [ReportInput], analysis: AnalysisOptions?, whatIf: [String] = [], runBudget: RunBudget? = nil) {
        self.inputs = inputs
        let analyzer = analysis.map(Analyzer.init(options:))
        let runBudget = runBudget ?? RunBudget.scaled(perSystemSeconds: analysis?.enumerationSeconds ?? 0)
        let textSizeAnalyzer = analysis.map { Analyzer(options: TextSizeDependence.checkingOptions($0)) }
        var systems: [SystemReport] = []
        for (index, input) in inputs.enumerated() {
            var firstPlace: [String: Int] = [:]
            for system in input.systems {
                let identity = SystemFingerprint(system)
                if let place = firstPlace[identity.key] {
                    systems[place].occurrences += 1
                    continue
                }
                firstPlace[identity.key] = systems.count
                systems.append(SystemReport(
                    number: systems.count + 1, inputIndex: index, system: system, fingerprint: identity.fingerprint))
            }
        }
        if let analyzer {
            // Distinct systems share nothing: they are analysed on all cores, each result kept
            // at its system's place, so the report is the same as one made in order.
            let analysed = ParallelMap.map(systems) { report -> (ConstraintSystem, Diagnosis)? in
                guard !runBudget.isSpent else {
                    return Self.skipped(report.system, analyzer: analyzer, reason: runBudget.reason).map { (report.system, $0) }
                }
                return Self.analysed(report.system, number: report.number, analyzer: analyzer, whatIf: whatIf)
            }
            for (position, result) in analysed.enumerated() {
                if let (changed, diagnosis) = result {
                    (systems[position].system, systems[position].diagnosis) = (changed, ScrollableContentAmbiguity.listingScrollViews(diagnosis, in: changed))
                }
            }
        }
        // The re-checks at other text sizes are extra work: none once the run's budget is spent.
        if let textSizeAnalyzer, !runBudget.isSpent {
            for (position, dependence) in TextSizeDependence.checkAll(systems, analyzer: textSizeAnalyzer, largest: Self.largestTextSizeCheck) {
                systems[position].textSizeDependence = dependence
            }
        }
        self.systems = systems
    }

    /// Beyond this many constraints a system is read and shown but not analysed: the exact
    /// analysis would not finish in any reasonable budget, and the report says so.
    public static let largestAnalysedSystem = 20_000
    /// Beyond this many constraints the verdict is not re-checked at other text sizes (each check
    /// analyses the system again, up to a dozen times).
    public static let largestTextSizeCheck = 2_000

    /// The system after the `--what-if` changes and its diagnosis; nil when there is nothing to analyse.
    private static func analysed(
        _ system: ConstraintSystem, number: Int, analyzer: Analyzer, whatIf: [String]
    ) -> (ConstraintSystem, Diagnosis)? {
        guard !system.constraints.isEmpty else { return nil }
        guard system.constraints.count <= largestAnalysedSystem else {
            return diagnosis(of: system, analyzer: analyzer).map { (system, $0) }
        }
        return WhatIf.analyze(system, number: number, with: analyzer, changes: whatIf)
    }

    private static func diagnosis(of system: ConstraintSystem, analyzer: Analyzer) -> Diagnosis? {
        guard !system.constraints.isEmpty else { return nil }
        guard system.constraints.count <= largestAnalysedSystem else {
            return skipped(
                system, analyzer: analyzer,
                reason: "Not analysed: \(ModelWording.grouped(system.constraints.count)) constraints, more than the \(ModelWording.grouped(largestAnalysedSystem)) one system may have.")
        }
        return analyzer.analyze(system)
    }

    /// The diagnosis of a system that is shown but not analysed: empty, with the reason as a
    /// `limits` partial analysis.
    private static func skipped(_ system: ConstraintSystem, analyzer: Analyzer, reason: String) -> Diagnosis? {
        guard !system.constraints.isEmpty else { return nil }
        var skipped = analyzer.analyze(ConstraintSystem(source: system.source, format: system.format, isComplete: system.isComplete))
        skipped.partialAnalyses.append(PartialAnalysis(phase: Diagnosis.skippedPhase, reason: reason))
        // The empty system's own verdict ("no conflict") would claim what was never checked.
        skipped.verdict = Verdict(owner: .developer, kind: .other, headline: reason)
        return skipped
    }

    /// A report of systems that were not read from a file (built in code), as one input.
    public init(systems: [ConstraintSystem], file: String? = nil, analysis: AnalysisOptions?) {
        let input = ReportInput(
            file: file ?? systems.first?.source.file ?? "-",
            outcome: .read(reader: nil, result: IngestResult(systems: systems)))
        self.init(inputs: [input], analysis: analysis)
    }

    public func systems(ofInputAt index: Int) -> [SystemReport] {
        systems.filter { $0.inputIndex == index }
    }
}
