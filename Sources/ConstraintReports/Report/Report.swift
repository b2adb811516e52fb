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

    public init(number: Int, inputIndex: Int, system: ConstraintSystem, diagnosis: Diagnosis? = nil) {
        self.number = number
        self.inputIndex = inputIndex
        self.system = system
        self.diagnosis = diagnosis
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
    /// all redacted or unreadable) has nothing to analyse and is left unanalysed.
    /// `whatIf` holds `--what-if` changes (`LayoutChangeParser`), applied to every system before
    /// it is analysed.
    public init(inputs: [ReportInput], analysis: AnalysisOptions?, whatIf: [String] = []) {
        self.inputs = inputs
        let analyzer = analysis.map(Analyzer.init(options:))
        var systems: [SystemReport] = []
        for (index, input) in inputs.enumerated() {
            for system in input.systems {
                var report = SystemReport(number: systems.count + 1, inputIndex: index, system: system)
                if !system.constraints.isEmpty, let analyzer {
                    (report.system, report.diagnosis) = WhatIf.analyze(system, number: report.number, with: analyzer, changes: whatIf)
                }
                systems.append(report)
            }
        }
        self.systems = systems
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
