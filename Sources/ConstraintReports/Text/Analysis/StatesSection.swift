import ConstraintAnalysis
import ConstraintModel
import LayoutMath

/// Each state, its difference from the base layout and UIKit's objections to its steps; then
/// each transition replayed step by step; then the `--what-if` changes, when there were some.
public struct StatesSection: SystemTextSection {
    public init() {}

    public func lines(for report: SystemReport, styler: TextStyler) -> [String] {
        guard let diagnosis = report.diagnosis else { return [] }
        var lines: [String] = []
        if let applied = diagnosis.appliedChanges {
            lines.append(styler.apply(.sectionTitle, to: "What if"))
            lines += AnalysisWording.wrapped("Analysed after: " + Self.texts(applied.steps) + ".", prefix: "  ")
            lines += Self.diagnostics(applied.diagnostics, styler: styler)
            lines += Self.diff(applied.diff, system: report.system, styler: styler)
        }
        for state in diagnosis.states {
            if !lines.isEmpty { lines.append("") }
            lines += Self.state(state, styler: styler)
        }
        for transition in diagnosis.transitions {
            if !lines.isEmpty { lines.append("") }
            lines += Self.transition(transition, system: report.system, styler: styler)
        }
        return lines
    }

    /// One state: its steps, UIKit's objections, its verdict in a line and its difference from the base.
    static func state(_ state: StateDiagnosis, styler: TextStyler) -> [String] {
        var lines = [styler.apply(.sectionTitle, to: "State \(state.name)")]
        lines += AnalysisWording.wrapped("Steps: " + Self.texts(state.steps) + ".", prefix: "  ")
        lines += Self.diagnostics(state.changeDiagnostics, styler: styler)
        let verdict = state.diagnosis.conflicts.isEmpty
            ? (state.diagnosis.ambiguities.isEmpty ? "satisfiable and unambiguous" : "satisfiable, with \(state.diagnosis.ambiguities.count) free motion(s)")
            : "\(state.diagnosis.conflicts.count) conflict(s)"
        lines.append("  The layout of this state: \(verdict).")
        lines += Self.diff(state.diff, system: state.system, styler: styler)
        return lines
    }

    static func texts(_ steps: [ChangeStep]) -> String {
        steps.isEmpty ? "none" : steps.map { $0.text.isEmpty ? $0.changes.map(\.statement).joined(separator: ", ") : $0.text }.joined(separator: "; ")
    }

    static func diagnostics(_ diagnostics: [Diagnostic], styler: TextStyler) -> [String] {
        diagnostics.flatMap { diagnostic -> [String] in
            let role: TextRole = diagnostic.severity == .error ? .error : diagnostic.severity == .warning ? .warning : .note
            let where_ = diagnostic.line > 0 ? "line \(diagnostic.line): " : ""
            return AnalysisWording.wrapped(styler.apply(role, to: diagnostic.severity.rawValue) + ": " + where_ + diagnostic.message, prefix: "  ")
        }
    }

    static func diff(_ diff: StateDiff, system: ConstraintSystem, styler: TextStyler) -> [String] {
        guard !diff.isEmpty else { return ["  Compared with the base layout: nothing changes."] }
        var lines: [String] = []
        for conflict in diff.newConflicts {
            lines += AnalysisWording.wrapped("New conflict (\(conflict.constraintIDs.joined(separator: ", "))): \(conflict.explanation)", prefix: "  ")
        }
        for conflict in diff.resolvedConflicts {
            lines += AnalysisWording.wrapped("Resolved conflict (\(conflict.constraintIDs.joined(separator: ", "))).", prefix: "  ")
        }
        for free in diff.newAmbiguities {
            let what =
                free.positionIsFree && free.sizeIsFree
                ? "position and size" : free.positionIsFree ? "position" : free.sizeIsFree ? "size" : "scrollable content size"
            lines.append("  Newly ambiguous: \(system.displayName(of: free.item)) (\(free.axis.rawValue) \(what)).")
        }
        for move in diff.moved {
            lines += AnalysisWording.wrapped(
                "Moved: \(system.displayName(of: move.item)) \(Self.frame(move.from)) → \(Self.frame(move.to)): \(Self.delta(move.delta)).", prefix: "  ")
        }
        return lines
    }

    static func withoutFinalPeriod(_ text: String) -> String { text.hasSuffix(".") ? String(text.dropLast()) : text }

    static func frame(_ frame: SolvedFrame) -> String {
        func text(_ value: Rational?) -> String { value?.formatted() ?? "?" }
        return "(\(text(frame.x)), \(text(frame.y)), \(text(frame.width)) × \(text(frame.height)))"
    }

    /// `height +120, y −8`: only what changed.
    static func delta(_ delta: SolvedFrame) -> String {
        let parts: [(String, Rational?)] = [("x", delta.x), ("y", delta.y), ("width", delta.width), ("height", delta.height)]
        return parts.compactMap { name, value in
            guard let value, value != 0 else { return nil }
            return "\(name) \(value > 0 ? "+" : "−")\((value > 0 ? value : -value).formatted())"
        }.joined(separator: ", ")
    }

    static func transition(_ transition: TransitionReplay, system: ConstraintSystem, styler: TextStyler) -> [String] {
        var lines = [styler.apply(.sectionTitle, to: "Transition \(transition.from ?? "base") → \(transition.to)")]
        for (index, step) in transition.steps.enumerated() {
            let text = step.step.text.isEmpty ? step.step.changes.map(\.statement).joined(separator: ", ") : step.step.text
            lines += AnalysisWording.wrapped("\(index + 1). \(text)", prefix: "  ")
            lines += diagnostics(step.diagnostics, styler: styler).map { "   " + $0 }
            guard step.logsConflict else { continue }
            let tail = transition.endIsSatisfiable ? " even though the final state is fine" : ""
            lines += AnalysisWording.wrapped(
                styler.apply(.warning, to: "this step logs 'Unable to simultaneously satisfy constraints'") + tail
                    + (step.conflict.map { " (\($0.constraintIDs.joined(separator: ", ")) conflict: \(Self.withoutFinalPeriod($0.explanation)))" } ?? "") + ".",
                prefix: "     ")
        }
        if !transition.endIsSatisfiable {
            lines.append("  The end of the transition itself conflicts (see the state).")
        } else if transition.hasTransientConflict {
            if let order = transition.reordering {
                lines += AnalysisWording.wrapped("Reorder (verified by replaying it, no step logs): \(order.description).", prefix: "  ")
            } else {
                lines.append("  No reordering of these steps avoids the log; make the change inside one batch or lower a priority to 999.")
            }
        } else {
            lines.append("  No step logs a conflict.")
        }
        return lines
    }
}
