import ArgumentParser
import ConstraintDoctor

/// The options for diagrams: which system and axis `--format dot|svg` draws, and the report
/// folder `--output` writes. Kept apart from the main command so that its other options can
/// change without touching these.
struct DiagramOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Axis to draw with --format dot|svg (default: the first conflict's); both: the two in one drawing, for small systems.",
        valueName: "h|v|both"))
    var axis: AxisChoice?

    @Option(help: ArgumentHelp("System to draw with --format dot|svg, counted from 1 (default: 1).", valueName: "n"))
    var system: Int?

    @Option(help: ArgumentHelp(
        "State to draw with --format dot|svg: its layout, marked against the base (constraints activated, deactivated or edited, items moved, new conflicts).",
        valueName: "name"))
    var state: String?

    @Option(help: ArgumentHelp("Write every report and diagram into this folder, with an index.html.", valueName: "folder"))
    var output: String?

    @Flag(help: "With --output: replace the files of a folder that is not empty.")
    var force = false

    func validate() throws {
        if let system, system < 1 { throw ValidationError("--system counts from 1, so \(system) is not a system") }
    }

    /// Options that mean nothing with the chosen output are mistakes, not wishes to ignore.
    func check(with format: OutputFormat) throws {
        if output != nil {
            if axis != nil || system != nil || state != nil {
                throw ValidationError("--output draws every system and state on both axes; --axis, --system and --state are for --format dot or svg")
            }
        } else {
            if force { throw ValidationError("--force only applies with --output") }
            if !format.isDiagram && (axis != nil || system != nil || state != nil) {
                throw ValidationError("--axis, --system and --state choose the diagram of --format dot or svg")
            }
            if state != nil && axis == .both {
                throw ValidationError(DiagramRequest.Failure.stateOnBothAxes.description)
            }
        }
    }

    var request: DiagramRequest {
        DiagramRequest(systemNumber: system ?? 1, axis: axis?.axis, bothAxes: axis == .both, state: state)
    }
}

/// `horizontal` or `vertical`, or their first letters, or `both` in one drawing.
enum AxisChoice: String, CaseIterable, ExpressibleByArgument {
    case horizontal, vertical, h, v, both

    /// nil for `both`.
    var axis: Axis? {
        switch self {
        case .horizontal, .h: return .horizontal
        case .vertical, .v: return .vertical
        case .both: return nil
        }
    }
}
