import ConstraintModel

/// Which reader to use; `auto` looks at the text.
public enum InputFormatHint: String, CaseIterable, Sendable {
    case auto
    case log
    case equations
    /// Swift source files (the Swift-source reader, a separate target).
    case swift
    /// Storyboards and XIBs (the Interface Builder reader, a separate target).
    case ib
}

/// What reading one input produced: its constraint systems (each log in a paste is one system)
/// and the problems that belong to no system.
public struct IngestResult: Sendable {
    public var systems: [ConstraintSystem]
    public var diagnostics: [Diagnostic]

    /// The input was read in full and holds no Auto Layout at all: an Interface Builder file
    /// whose views all keep their saved frames (autoresizing masks), with no constraint and no
    /// stack view anywhere. Nothing to check, but nothing unreadable either.
    public var hasNoLayoutToCheck: Bool

    public init(systems: [ConstraintSystem] = [], diagnostics: [Diagnostic] = [], hasNoLayoutToCheck: Bool = false) {
        self.systems = systems
        self.diagnostics = diagnostics
        self.hasNoLayoutToCheck = hasNoLayoutToCheck
    }

    /// True when nothing in the input could be read as a constraint, and the input is not one
    /// that simply has no layout to check (`hasNoLayoutToCheck`).
    public var isUnreadable: Bool { !hasNoLayoutToCheck && systems.allSatisfy { $0.constraints.isEmpty } }
}

public enum Ingest {
    /// Reads one input (a file or standard input), never throwing: whatever cannot be read
    /// becomes a diagnostic with its line and column. Read with `ReadingLimits.standard`.
    public static func read(_ text: String, file: String, format: InputFormatHint = .auto) -> IngestResult {
        read(text, file: file, format: format, limits: .standard)
    }

    /// `read(_:file:format:)` with other limits on what an equation set keeps (benchmarks of huge
    /// generated sets read with `.unlimited`).
    public static func read(_ text: String, file: String, format: InputFormatHint, limits: ReadingLimits) -> IngestResult {
        switch format == .auto ? detectFormat(text) : format {
        case .equations: return EquationSetReader.read(text, file: file, limits: limits)
        case .log, .auto: return ConsoleLogReader.read(text, file: file)
        case .swift, .ib: return ReaderRegistry.core.read([SourceFile(path: file, text: text)], format: format)
        }
    }

    /// Console logs always carry `Class:0x…` addresses or the conflict header; equation sets
    /// never do outside their comments.
    ///
    /// One pass over the bytes, looking only at `:`, `U`, `W`, `C` and `L`, because equation sets from
    /// benchmarks reach ~90 MB and must not pay for a `String` search per marker.
    public static func detectFormat(_ text: String) -> InputFormatHint {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable(LogMarkers.containsLogMarker) == true ? .log : .equations
    }
}

/// The byte patterns that only console logs contain.
enum LogMarkers {
    private static let header = Array("Unable to simultaneously satisfy".utf8)
    private static let recovery = Array("Will attempt to recover".utf8)
    private static let conflicting = Array("Conflicting constraints detected".utf8)
    /// Masonry prints `LayoutConstraint:key` where UIKit prints an address.
    private static let masonry = Array("LayoutConstraint:".utf8)

    static func containsLogMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        var atLineStart = true
        while index < count {
            let byte = bytes[index]
            if atLineStart {
                // An equation set may quote a log in a comment; comment lines are skipped whole.
                var first = index
                while first < count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                if first < count, bytes[first] == UInt8(ascii: "#")
                    || bytes[first] == UInt8(ascii: "/") && first + 1 < count && bytes[first + 1] == UInt8(ascii: "/")
                {
                    while first < count, bytes[first] != 0x0A { first += 1 }
                    index = first + 1
                    continue
                }
                atLineStart = false
            }
            switch byte {
            case 0x0A:
                atLineStart = true
            case UInt8(ascii: ":"):
                if isAddress(bytes, after: index + 1) { return true }
            case UInt8(ascii: "U"):
                if matches(header, in: bytes, at: index) { return true }
            case UInt8(ascii: "W"):
                if matches(recovery, in: bytes, at: index) { return true }
            case UInt8(ascii: "C"):
                if matches(conflicting, in: bytes, at: index) { return true }
            case UInt8(ascii: "L"):
                if matches(masonry, in: bytes, at: index) { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// `0x` and a hex digit, optionally after one space (`Constraint: 0x…`).
    private static func isAddress(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        var index = start
        if index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x") else { return false }
        let digit = bytes[index + 2]
        return digit &- 0x30 < 10 || (digit | 0x20) &- 0x61 < 6
    }

    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[start + offset] != pattern[offset] { return false }
        return true
    }
}
