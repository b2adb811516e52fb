import ConstraintIngest
import ConstraintModel

/// One system as reports show it: numbered across all inputs, with the analysis findings when
/// the analysis ran.
public struct SystemReport: Sendable {
    /// 1-based, in input order across all inputs.
    public var number: Int
    /// The position of the system's input in `Report.inputs`.
    public var inputIndex: Int
    public var system: ConstraintSystem
    /// nil when no analysis ran; reports then leave the analysis sections out.
    public var findings: AnalysisFindings?

    public init(number: Int, inputIndex: Int, system: ConstraintSystem, findings: AnalysisFindings? = nil) {
        self.number = number
        self.inputIndex = inputIndex
        self.system = system
        self.findings = findings
    }
}

/// Everything one run looked at, in input order; the text and JSON reports render it.
public struct Report: Sendable {
    public var inputs: [ReportInput]
    /// The systems of all inputs, numbered in input order.
    public var systems: [SystemReport]

    /// A report of the inputs' systems, numbered in order, without analysis.
    public init(inputs: [ReportInput]) {
        self.inputs = inputs
        var systems: [SystemReport] = []
        for (index, input) in inputs.enumerated() {
            for system in input.systems {
                systems.append(SystemReport(number: systems.count + 1, inputIndex: index, system: system))
            }
        }
        self.systems = systems
    }

    /// A report of systems that were not read from a file (built in code), as one input.
    public init(systems: [ConstraintSystem], file: String? = nil) {
        let input = ReportInput(
            file: file ?? systems.first?.source.file ?? "-",
            outcome: .read(reader: nil, result: IngestResult(systems: systems)))
        self.init(inputs: [input])
    }

    public func systems(ofInputAt index: Int) -> [SystemReport] {
        systems.filter { $0.inputIndex == index }
    }
}
