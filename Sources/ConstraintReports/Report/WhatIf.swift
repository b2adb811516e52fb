import ConstraintAnalysis
import ConstraintModel

/// `--what-if`: the changes are edits of the layout as written (Docs/states.md), read against
/// each system's own names, applied, and the result analysed with its difference from the system.
enum WhatIf {
    static func analyze(_ system: ConstraintSystem, number: Int, with analyzer: Analyzer, changes: [String]) -> (ConstraintSystem, Diagnosis) {
        let changes = changes.compactMap { selected($0, forSystem: number) }
        guard !changes.isEmpty else { return (system, analyzer.analyze(system)) }
        let parser = LayoutChangeParser(system: system)
        var steps: [ChangeStep] = []
        var problems: [Diagnostic] = []
        for text in changes {
            switch parser.steps(text) {
            case .success(let parsed): steps += parsed
            case .failure(let failure):
                problems.append(
                    Diagnostic(severity: .error, line: 0, column: 0, message: "--what-if '\(text)': \(failure.message)", code: "unreadable-what-if"))
            }
        }
        var changed = ChangeApplier.apply(steps, to: system, mode: .design).system
        changed.diagnostics += problems
        let diagnosis = analyzer.analyze(system, applying: steps, mode: .design)
        return (changed, diagnosis)
    }
}

extension WhatIf {
    /// `s2: c1 priority 999` applies to system 2 only (a log with several conflicts numbers its
    /// systems, and the same ids mean different constraints in each); without the prefix a change
    /// applies to every system. Returns the change text for `number`, or nil when it is for another.
    static func selected(_ text: String, forSystem number: Int) -> String? {
        let characters = Array(text)
        guard characters.first == "s", let colon = characters.firstIndex(of: ":"), colon > 1,
            characters[1..<colon].allSatisfy(\.isNumber), let target = Int(String(characters[1..<colon]))
        else { return text }
        return target == number ? String(characters[(colon + 1)...]) : nil
    }
}
