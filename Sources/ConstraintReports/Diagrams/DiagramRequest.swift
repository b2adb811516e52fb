import ConstraintAnalysis
import ConstraintModel

/// One system's diagram on one axis, or on both in one drawing, as `--format dot|svg --system N
/// --axis A` asks for it.
public struct DiagramRequest: Hashable, Sendable {
    /// 1-based, in input order across all inputs.
    public var systemNumber: Int
    /// nil draws `ConstraintDiagram.defaultAxis(for:)`.
    public var axis: Axis?
    /// Both axes in one drawing (`ConstraintDiagram.combined`, `--axis both`); `axis` is ignored.
    public var bothAxes: Bool
    public var limits: ConstraintDiagram.Limits
    /// A state of the system (`--state NAME`): its layout is drawn, marked against the base.
    public var state: String?

    public init(
        systemNumber: Int = 1, axis: Axis? = nil, bothAxes: Bool = false, limits: ConstraintDiagram.Limits = .standard,
        state: String? = nil
    ) {
        self.systemNumber = systemNumber
        self.axis = axis
        self.bothAxes = bothAxes
        self.limits = limits
        self.state = state
    }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The input held no system with a constraint to draw.
        case noSystems
        /// `--system` named a system that does not exist.
        case systemOutOfRange(requested: Int, available: Int)
        /// Both axes were asked for a system above `Limits.maximumCombinedItems` or
        /// `maximumCombinedConstraints`.
        case tooLargeForBothAxes(system: Int, items: Int, constraints: Int)
        /// `--state` named a state the system does not have.
        case noSuchState(system: Int, requested: String, available: [String])
        /// `--state` with `--axis both`: a state is drawn one axis at a time.
        case stateOnBothAxes

        public var description: String {
            switch self {
            case .noSystems:
                return "there is no constraint system to draw"
            case .systemOutOfRange(let requested, let available):
                let range = available == 1 ? "only system 1" : "systems 1 to \(available)"
                return "--system \(requested) does not exist: the input holds \(ModelWording.count(available, "constraint system")) (\(range))"
            case .tooLargeForBothAxes(let system, let items, let constraints):
                return "system \(system) is too large to draw both axes in one diagram (at most \(items) items and "
                    + "\(constraints) constraints); draw one axis with --axis h or --axis v"
            case .noSuchState(let system, let requested, let available):
                let names = available.isEmpty ? "it has no states" : "its states are " + available.map { "'\($0)'" }.joined(separator: ", ")
                return "system \(system) has no state '\(requested)': \(names)"
            case .stateOnBothAxes:
                return "--state draws one axis at a time; choose it with --axis h or --axis v"
            }
        }
    }

    /// Analyses the requested system and draws it.
    ///
    /// - Throws: `Failure` when the report has no such system, or when both axes were asked for
    ///   a system too large to draw them in one diagram.
    public func diagram(for report: Report, analyzer: Analyzer = Analyzer()) throws -> ConstraintDiagram {
        guard report.systems.contains(where: { !$0.system.constraints.isEmpty }) else { throw Failure.noSystems }
        guard report.systems.indices.contains(systemNumber - 1) else {
            throw Failure.systemOutOfRange(requested: systemNumber, available: report.systems.count)
        }
        let systemReport = report.systems[systemNumber - 1]
        let diagnosis = systemReport.diagnosis ?? analyzer.analyze(systemReport.system)
        if let state {
            guard !bothAxes else { throw Failure.stateOnBothAxes }
            guard let stateDiagnosis = diagnosis.states.first(where: { $0.name == state }) else {
                throw Failure.noSuchState(system: systemNumber, requested: state, available: diagnosis.states.map(\.name))
            }
            return ConstraintDiagram(
                state: stateDiagnosis, base: systemReport.system, baseDiagnosis: diagnosis,
                axis: axis ?? ConstraintDiagram.defaultAxis(for: stateDiagnosis), title: Self.title(for: systemReport), limits: limits)
        }
        if bothAxes {
            guard let diagram = ConstraintDiagram.combined(
                system: systemReport.system, diagnosis: diagnosis, title: Self.title(for: systemReport), limits: limits)
            else {
                throw Failure.tooLargeForBothAxes(
                    system: systemNumber, items: limits.maximumCombinedItems, constraints: limits.maximumCombinedConstraints)
            }
            return diagram
        }
        return ConstraintDiagram(
            system: systemReport.system, diagnosis: diagnosis, axis: axis ?? ConstraintDiagram.defaultAxis(for: diagnosis),
            title: Self.title(for: systemReport), limits: limits)
    }

    /// `System 2 · crash.log, lines 20–31`: the caption's first line.
    static func title(for report: SystemReport) -> String {
        "System \(report.number) · " + ConstraintDiagram.defaultTitle(for: report.system)
    }
}
