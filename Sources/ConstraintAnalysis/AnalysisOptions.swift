import ConstraintModel

/// Values the constraints depend on but a log does not print, with documented defaults.
///
/// Each one becomes an *assumption row* in the analysis (`parameter = value`), so a conflict that
/// only exists because of an assumed value says so ("assuming the layout margins of View2 are 8"),
/// and a log that is satisfiable as printed can be explained by the value that would make it
/// conflict.
public struct LayoutParameters: Hashable, Sendable {
    /// `layoutMargins` of every view (UIView's default is 8 on each side).
    public var margins: EdgeValues = EdgeValues(all: 8)
    /// Per-item margins by display name, overriding `margins`.
    public var marginsByItem: [String: EdgeValues] = [:]
    /// Distance of the first and last baselines above the bottom edge. UIView puts both baselines at
    /// its bottom edge; for a one-line label the real value is a few points (the font's descender).
    public var baselineOffsetFromBottom: Double = 0
    /// Safe-area insets used for declared safe-area guides (equation sets).
    public var safeAreaInsets: EdgeValues = EdgeValues(all: 0)
    /// When set, replaces every system-spacing constant (`NSSpace(8)`, VFL's `-`).
    public var systemSpacing: Double?
    /// The size a host (window, view controller, cell) gives a root whose size the input leaves
    /// open (`root=390x844`); see `HostSize.swift`.
    public var hostSize = HostSize.defaultSize
    /// Values of symbolic constants by name (`IntrinsicHeight=21`, `Label.IntrinsicHeight=21`).
    public var symbols: [String: Double] = [:]

    public init() {}

    public struct EdgeValues: Hashable, Sendable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    }

    /// Reads `name=value` overrides: `margin=16`, `margin.left=20`, `margin.View2=0`,
    /// `baseline=4`, `safeArea.top=47`, `systemSpacing=8`. Returns an error message for anything else.
    /// The largest magnitude `apply` accepts.
    public static let largestValue = 1_000_000.0

    public mutating func apply(_ assignment: String) -> String? {
        let parts = assignment.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace() }
        if parts.count == 2 {
            switch applyHostOrSymbol(name: parts[0], value: parts[1]) {
            case .applied: return nil
            case .invalid(let message): return message
            case .notHandled: break
            }
        }
        guard parts.count == 2, let value = Double(parts[1]) else {
            return "expected name=value, e.g. margin=16, got '\(assignment)'"
        }
        // nan, inf and 1e309 parse as Doubles; no layout needs a value beyond a million points.
        guard value.isFinite, abs(value) <= Self.largestValue else {
            return "\(parts[0]) must be a finite number of points between -\(Int(Self.largestValue)) and \(Int(Self.largestValue)), got '\(parts[1])'"
        }
        let path = parts[0].split(separator: ".").map(String.init)
        switch path.first {
        case "margin", "margins":
            if path.count == 1 { margins = EdgeValues(all: value); return nil }
            if let edge = path.last, path.count == 2, margins.set(edge, value) { return nil }
            if path.count == 2 { marginsByItem[path[1]] = EdgeValues(all: value); return nil }
            if path.count == 3 {
                var edges = marginsByItem[path[1]] ?? margins
                if edges.set(path[2], value) { marginsByItem[path[1]] = edges; return nil }
            }
        case "baseline" where path.count == 1:
            baselineOffsetFromBottom = value
            return nil
        case "safeArea":
            if path.count == 1 { safeAreaInsets = EdgeValues(all: value); return nil }
            if path.count == 2, safeAreaInsets.set(path[1], value) { return nil }
        case "systemSpacing" where path.count == 1:
            systemSpacing = value
            return nil
        default:
            break
        }
        return "unknown parameter '\(parts[0])' (known: margin, margin.left|right|top|bottom, margin.<item>, baseline, safeArea[.edge], systemSpacing, root=WxH, root.width, root.height, IntrinsicWidth, IntrinsicHeight, <item>.IntrinsicWidth|IntrinsicHeight)"
    }

    func margins(of displayName: String) -> EdgeValues { marginsByItem[displayName] ?? margins }
}

extension LayoutParameters.EdgeValues {
    mutating func set(_ edge: String, _ value: Double) -> Bool {
        switch edge {
        case "top": top = value
        case "left", "leading": left = value
        case "bottom": bottom = value
        case "right", "trailing": right = value
        default: return false
        }
        return true
    }
}

/// How much work the analysis may do and which assumptions it makes.
public struct AnalysisOptions: Hashable, Sendable {
    public var parameters = LayoutParameters()
    /// Lay leading/trailing out right-to-left (overrides the system's own direction when set).
    public var layoutDirection: LayoutDirection?
    /// At most this many minimal conflicts are enumerated per system.
    public var maximumConflicts = 8
    /// Time budget for enumerating conflicts and fixes, per system.
    public var enumerationSeconds = 2.0
    /// At most this many alternative fixes are shown.
    public var maximumFixes = 3
    /// Above this many rows in a conflict, minimality is shown by rank only and witness points are
    /// not computed eagerly.
    public var maximumWitnessConflictSize = 64
    /// Read printed decimals as the simple fractions they round (`94.3333` → 283/3). Turned off
    /// only to test whether a conflict is a rounding effect.
    public var snapsPrintedNumbers = true
    /// Solve the whole layout after the conflicts and fixes (frames, free motions, redundancy,
    /// what UIKit did). Turned off to time only the first conflict and its verified fix.
    public var analysesLayout = true
    /// Analyse the system's states and replay its transitions (Docs/states.md).
    public var analysesStates = true
    /// Stop searching pins and group fixes for free motions once the time budget is spent (the
    /// motions are still all listed). Benchmarks turn it off to time the whole analysis.
    public var boundsAmbiguityByBudget = true
    /// Verify suggested pins, the conflict enumeration's satisfiable nodes and the fixes after
    /// which the layout is determined on the incremental engine (one kept layout, each question
    /// re-solved where it reaches) instead of solving the layout again for each. Same results
    /// either way (tests compare them); off only to measure the difference.
    public var verifiesIncrementally = true
    /// Whether a layout is solved fully before its required rows are checked on their own
    /// (`Analyzer.firstSolve`); nil decides by size, as an analysis does. Same results either
    /// way (`FullSolveFirstTests` compares them); set only by tests.
    var solvesFullyFirst: Bool?

    public init() {}
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
