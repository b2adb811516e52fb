public enum Platform: String, Codable, Sendable {
    case iOS
    case macOS
    case unknown
}

public enum Severity: String, Codable, Sendable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A message about the input, anchored at a line and column (1-based) of its file.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var severity: Severity
    public var line: Int
    public var column: Int
    public var message: String
    /// A short stable code (`unreadable-constraint`, `size-to-position`, …) for tools.
    public var code: String
    /// The constraint the message is about, when there is one.
    public var constraintID: String?
    /// The file the line and column are in, when it is not the input itself (a file of a folder
    /// read together, as Swift sources are).
    public var file: String?

    public init(
        severity: Severity, line: Int, column: Int, message: String, code: String, constraintID: String? = nil, file: String? = nil
    ) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
        self.code = code
        self.constraintID = constraintID
        self.file = file
    }
}

/// Which notation a system was read from.
public enum InputFormat: String, Codable, Sendable {
    /// An "Unable to simultaneously satisfy constraints" console log (iOS or macOS).
    case consoleLog
    /// A constraint list without a conflict header: `po view.constraints`, a bare or Masonry list.
    case constraintList
    /// The equation notation of Apple's Auto Layout Guide.
    case equations
    /// Constraints built in Swift with the anchor-style builder.
    case code
    /// Layout code read from Swift source files (anchors, `NSLayoutConstraint`, VFL, SnapKit).
    case swiftSource
    /// A storyboard or XIB scene.
    case interfaceBuilder
}

extension InputFormat {
    /// Why a constraint of this notation can have a constant without a value: a console log
    /// prints none (lost), Swift source computes it at run time; the others have no such cause.
    public enum UnknownConstantCause: Sendable {
        case lostFromLog
        case notKnownStatically
        case unstated
    }

    /// One place decides, so that every report words an unknown constant alike.
    public var unknownConstantCause: UnknownConstantCause {
        switch self {
        case .consoleLog, .constraintList: return .lostFromLog
        case .swiftSource: return .notKnownStatically
        case .equations, .code, .interfaceBuilder: return .unstated
        }
    }
}

/// Where a system came from: the file (or `-` for standard input) and its first line.
public struct SourceInfo: Hashable, Sendable, Codable {
    public var file: String
    public var firstLine: Int
    public var lastLine: Int
    /// The process a console's line prefix names for the log (`MobileSafari` in
    /// `… MobileSafari[12732:867457] [LayoutConstraints] …`), when the paste kept one.
    public var process: String?

    public init(file: String, firstLine: Int, lastLine: Int, process: String? = nil) {
        self.file = file
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.process = process
    }
}

/// The size a reader knows a root's host gives it (`ConstraintSystem.hostSize`), and what hosts
/// it, as a report says it ("a macOS window's content, …").
public struct GivenHostSize: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public var host: String

    public init(width: Double, height: Double, host: String) {
        self.width = width
        self.height = height
        self.host = host
    }
}

/// One constraint system: the constraints of one log (or one equation set) and their items.
public struct ConstraintSystem: Hashable, Sendable, Codable {
    public var source: SourceInfo
    public var platform: Platform
    public var format: InputFormat
    public var items: [LayoutItem]
    public var constraints: [LayoutConstraint]
    /// The constraint UIKit/AppKit said it would break, when the log shows it.
    public var brokenConstraint: String?
    public var diagnostics: [Diagnostic]
    /// True when the input is a complete description of the layout (an equation set); false for
    /// logs, which list only the constraints of one conflict.
    public var isComplete: Bool
    /// Layout direction for leading/trailing (equation sets may declare it; logs print `(RTL)`).
    public var layoutDirection: LayoutDirection
    /// Named layouts reached from this one by changes (see `LayoutState`); empty for most inputs.
    public var states: [LayoutState]
    /// Declared moves between states (`transition Collapsed -> Expanded:`), replayed step by step.
    public var transitions: [LayoutTransition] = []
    /// The Interface Builder scene this system is (nil for every other input).
    public var scene: SceneInfo? = nil
    /// Named constants the input leaves unknown that stand for one value at run time (the size
    /// of an image layout code does not give: `IntrinsicWidth`, `IntrinsicHeight`): the analysis
    /// holds each at one value instead of reporting its views free. The reader decides; an
    /// equation set's named but ungiven size is not here, so it stays free, as that notation asks
    /// for it to be given. Nil for none.
    public var heldSymbols: Set<String>? = nil
    /// The size the input's host gives a root the constraints leave unsized, when the reader knows
    /// it is not the analysis's default (an iPhone's screen): an AppKit view's window content.
    /// `--param root=WxH` still overrides it. Nil for the default.
    public var hostSize: GivenHostSize? = nil

    public init(
        source: SourceInfo, platform: Platform = .unknown, format: InputFormat, items: [LayoutItem] = [],
        constraints: [LayoutConstraint] = [], brokenConstraint: String? = nil, diagnostics: [Diagnostic] = [],
        isComplete: Bool = false, layoutDirection: LayoutDirection = .leftToRight, states: [LayoutState] = []
    ) {
        self.source = source
        self.platform = platform
        self.format = format
        self.items = items
        self.constraints = constraints
        self.brokenConstraint = brokenConstraint
        self.diagnostics = diagnostics
        self.isComplete = isComplete
        self.layoutDirection = layoutDirection
        self.states = states
    }

    public func item(_ id: String) -> LayoutItem? {
        if let index = Self.position(of: id, prefix: "item"), items.indices.contains(index), items[index].id == id { return items[index] }
        return items.first { $0.id == id }
    }

    public func constraint(_ id: String) -> LayoutConstraint? {
        if let index = Self.position(of: id, prefix: "c"), constraints.indices.contains(index), constraints[index].id == id {
            return constraints[index]
        }
        return constraints.first { $0.id == id }
    }

    /// Readers number ids in order (`item3`, `c12`), so the id usually says where to look; the
    /// lookup checks the guess and falls back to a scan, which keeps reports linear in the
    /// system's size instead of quadratic.
    private static func position(of id: String, prefix: String) -> Int? {
        guard id.hasPrefix(prefix), let number = Int(id.dropFirst(prefix.count)), number >= 1 else { return nil }
        return number - 1
    }

    /// The display name of an item id, or the id itself when it is unknown.
    public func displayName(of id: String) -> String { item(id)?.displayName ?? id }
}
