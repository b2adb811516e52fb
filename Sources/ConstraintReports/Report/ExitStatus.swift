import ConstraintModel

/// The CLI's exit codes. They live in the library so the decision is unit-tested and the CLI
/// only forwards it.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Every input was read and nothing is wrong with it.
    case nothingWrong = 0
    /// Something is wrong: a conflict the analysis found, an ambiguity in a complete system (an
    /// equation set), an error diagnostic, or any console log (a log is UIKit reporting a conflict).
    case problemsFound = 1
    /// A file could not be opened, or no constraint could be read from any input.
    case unreadableInput = 2
    /// The command line was wrong (ArgumentParser's `EX_USAGE`).
    case usage = 64

    /// One short line per code (it must fit an 80-column `--help`), for the help and the README.
    public var meaning: String {
        switch self {
        case .nothingWrong: return "nothing wrong found, or nothing to check (a XIB without Auto Layout)"
        case .problemsFound: return "problems found: a conflict, an ambiguity, an input error or a log"
        case .unreadableInput: return "unreadable input: a file cannot be opened or no constraint was read"
        case .usage: return "usage error: an unknown option or a bad value"
        }
    }
}

extension Report {
    /// Unreadable input wins over problems: a result built from part of the input would claim
    /// more than was checked.
    public var exitStatus: ExitStatus {
        if inputs.contains(where: { $0.unopenedReason != nil }) { return .unreadableInput }
        if inputs.allSatisfy(\.isUnreadable) { return .unreadableInput }
        if hasProblems { return .problemsFound }
        return .nothingWrong
    }

    public var hasProblems: Bool {
        inputs.contains { input in input.diagnostics.contains { $0.severity == .error } }
            || systems.contains { $0.hasProblems }
    }

    /// Messages for the user that are not part of the report itself (the CLI writes them to
    /// standard error), in input order.
    public var notices: [String] {
        var notices: [String] = []
        for input in inputs {
            if let reason = input.unopenedReason {
                notices.append("cannot open \(ModelWording.quotedFileName(input.file)): \(reason)")
            } else if input.isUnreadable {
                notices.append("no constraint could be read from \(ModelWording.quotedFileName(input.file))")
            }
        }
        return notices
    }
}

extension SystemReport {
    /// A console log is itself a report of a conflict, so it counts as a problem even when the
    /// analysis can make its constraints hold. Free motions count only in a complete system: a
    /// log or constraint list shows only part of the layout, so motions there are expected.
    public var hasProblems: Bool {
        guard !system.diagnostics.contains(where: { $0.severity == .error }), system.format != .consoleLog else { return true }
        guard let diagnosis else { return false }
        return !diagnosis.conflicts.isEmpty || (system.isComplete && !diagnosis.ambiguities.isEmpty) || diagnosis.hasChangeProblems
    }
}
