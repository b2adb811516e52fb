import ConstraintModel
import LayoutMath

// Readable descriptions, so that a failing `#expect(diagnosis.conflicts.isEmpty)` or
// `XCTAssertTrue(diagnosis.isUnambiguous, "\(diagnosis)")` in a developer's test target shows the
// conflict and what to change, not a dump of certificates. The full report (with friendly names
// and every section) is `TextReport`; these use only what the diagnosis itself holds.

extension Diagnosis: CustomStringConvertible {
    public var description: String {
        var lines: [String] = [summary]
        for (index, conflict) in conflicts.enumerated() {
            lines.append("Conflict \(index + 1): \(conflict)")
        }
        for (index, fix) in fixes.prefix(3).enumerated() {
            lines.append("Fix \(index + 1): \(fix)")
        }
        if !isPartialSystem {
            for (index, ambiguity) in ambiguities.prefix(5).enumerated() {
                lines.append("Ambiguity \(index + 1): \(ambiguity)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One line: the verdict in counts.
    private var summary: String {
        var parts: [String] = []
        if conflicts.isEmpty {
            parts.append(isSatisfiable ? "satisfiable" : "unsatisfiable")
        } else {
            let plural = conflicts.count == 1 ? "" : "s"
            parts.append("\(conflicts.count) minimal conflict\(plural)" + (conflictSearchIsComplete ? "" : " (search stopped at its budget)"))
        }
        if !fixes.isEmpty { parts.append("\(fixes.count) verified fix\(fixes.count == 1 ? "" : "es")") }
        if isPartialSystem {
            parts.append("a log excerpt: free motions not reported")
        } else {
            parts.append(ambiguities.isEmpty ? "no free motion" : "\(ambiguities.count) free motion\(ambiguities.count == 1 ? "" : "s")")
        }
        return "Diagnosis: " + parts.joined(separator: ", ")
    }
}

extension Conflict: CustomStringConvertible {
    /// `c4, c2, c1, c3 (vertical, over by 7⅔ pt): <the arithmetic>`.
    public var description: String {
        let rows = (constraintIDs + implicit.map(\.description)).joined(separator: ", ")
        let axisNames = axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: " and ")
        return "\(rows) (\(axisNames), over by \(overBy.arithmeticText()) pt): \(explanation)"
    }
}

extension Fix: CustomStringConvertible {
    /// What to change, then what the layout gives up.
    public var description: String {
        let target = constraintID ?? item ?? "the layout"
        let change: String
        switch action {
        case .lowerPriority:
            let others = alsoLowered.map { " and \($0.constraintID) to \($0.priority)" }.joined()
            change = "lower \(target) to priority \(priority.map(String.init(describing:)) ?? "?")\(others)"
        case .disableAutoresizingMask:
            change = "turn off translatesAutoresizingMaskIntoConstraints on \(target)" + (constraintText.map { " and add \($0)" } ?? "")
        case .replacePrototypeConstraints:
            change = "give \(target) its own constraints in Interface Builder" + (constraintText.map { " (at least \($0))" } ?? "")
        case .deleteDuplicate:
            change = "delete \(target), a duplicate"
        case .changePriority:
            change = constraintID == nil ? rationale : "change the priority of \(target) to \(priority.map(String.init(describing:)) ?? "?")"
        case .addConstraint:
            change = "add \(constraintText ?? "a constraint")"
        case .reverseRelation:
            change = "reverse the relation of \(target)" + (constraintText.map { ": \($0)" } ?? "")
        case .adjustStackView:
            change = rationale.isEmpty ? "adjust the stack view \(target)" : rationale
        }
        return change + (consequence.isEmpty ? "" : " — \(consequence)") + (isVerified ? "" : " (not verified)")
    }
}

extension Ambiguity: CustomStringConvertible {}
