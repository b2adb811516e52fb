import ConstraintAnalysis
import ConstraintModel

/// What the analysis found in one system, as the report page's findings: the conflicts with
/// their explanations and proofs, the fixes, and the rest when there is any.
struct DiagnosisBlocks {
    let system: ConstraintSystem
    let diagnosis: Diagnosis
    /// Built once: it indexes the redundancies, and thousands of duplicates make thousands of fixes.
    private let fixWording: FixWording

    init(system: ConstraintSystem, diagnosis: Diagnosis) {
        self.system = system
        self.diagnosis = diagnosis
        fixWording = FixWording(system: system, redundancies: diagnosis.redundancies)
    }

    var subsections: [HTMLReportPage.Subsection] {
        var subsections = [
            HTMLReportPage.Subsection(title: "Conflicts", blocks: conflictBlocks),
            HTMLReportPage.Subsection(title: "Fixes", blocks: fixBlocks),
        ]
        if let recovery = diagnosis.engineRecovery {
            let framework = ModelWording.layoutFramework(system.platform)
            subsections.append(.init(title: "What \(framework) did", blocks: [recovery.description]))
        }
        if !diagnosis.ambiguities.isEmpty {
            // One block per group of motions of the same shape (its first motion stands for it).
            var shown: Set<Int> = []
            let firsts = diagnosis.ambiguities.filter { shown.insert($0.group).inserted }
            subsections.append(.init(title: "Ambiguity", blocks: firsts.map(ambiguityBlock)))
        }
        let misplaced = MisplacedViews.find(in: system, diagnosis: diagnosis)
        if !misplaced.isEmpty {
            subsections.append(.init(title: "Misplaced views", blocks: misplacedBlocks(misplaced)))
        }
        if !diagnosis.redundancies.isEmpty {
            subsections.append(.init(title: "Redundant constraints", blocks: diagnosis.redundancies.map(\.description)))
        }
        if !diagnosis.missingContext.isEmpty {
            subsections.append(.init(title: "What the log does not show", blocks: diagnosis.missingContext.map(\.description)))
        }
        return subsections
    }

    // MARK: Conflicts

    private var conflictBlocks: [String] {
        guard !diagnosis.conflicts.isEmpty else {
            if diagnosis.wasSkipped { return [diagnosis.verdict.headline] }
            return [diagnosis.isSatisfiable ? "None: the required constraints can all hold." : "The required constraints cannot all hold, but no minimal conflict was found within the search budget."]
        }
        var blocks = diagnosis.conflicts.enumerated().map { conflictBlock($1, number: $0 + 1) }
        if !diagnosis.conflictSearchIsComplete {
            blocks.append("The search stopped at its budget: there may be further conflicts.")
        }
        return blocks
    }

    private func conflictBlock(_ conflict: Conflict, number: Int) -> String {
        let axes = conflict.axes.map(\.rawValue).joined(separator: " and ")
        var lines = ["Conflict \(number) (\(axes)): \(conflict.constraintIDs.joined(separator: ", "))"]
        if conflict.includesBrokenConstraint {
            lines[0] += ", including the one \(ModelWording.layoutFramework(system.platform)) broke"
        }
        lines.append(conflict.explanation)
        if !conflict.implicit.isEmpty {
            lines.append("It also needs: " + conflict.implicit.map(\.description).joined(separator: "; ") + ".")
        }
        lines.append("")
        lines.append("Proof: multiply each row by its factor and add them up; every unknown cancels and what is left is false.")
        let rows = conflict.certificate.map { row in
            (
                factor: "× " + ProofText.number(row.multiplier), row: ProofText.row(row, system: system),
                source: system.constraint(row.source) == nil ? "implicit" : row.source
            )
        }
        let factorWidth = rows.map(\.factor.count).max() ?? 0
        let rowWidth = rows.map(\.row.count).max() ?? 0
        for row in rows {
            lines.append("  " + TextLayout.padded(row.factor, to: factorWidth) + "   " + TextLayout.padded(row.row, to: rowWidth) + "   " + row.source)
        }
        if !conflict.minimalityWitnesses.isEmpty {
            lines.append("Minimal: without any one of these rows the others can all hold (a point for each case was found).")
        } else if conflict.minimalityByRank {
            lines.append("Minimal: the rows are minimally dependent (rank one less than their number).")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Fixes

    private var fixBlocks: [String] {
        guard !diagnosis.fixes.isEmpty else {
            return [diagnosis.conflicts.isEmpty ? "None needed." : "No verified fix was found."]
        }
        return diagnosis.fixes.enumerated().map { index, fix in
            var lines = ["\(index + 1). \(action(of: fix))" + (index == 0 ? " (suggested)" : "")]
            lines.append("   " + fix.consequence)
            if !fix.rationale.isEmpty { lines.append("   Why: " + fix.rationale) }
            if fix.isVerified { lines.append("   Checked by solving the changed layout again.") }
            return lines.joined(separator: "\n")
        }
    }

    /// The same imperative the text report uses, so the two never disagree about a fix.
    private func action(of fix: Fix) -> String {
        fixWording.imperative(fix)
    }

    // MARK: Misplaced views

    /// The text report's lines for each view, then the remedy once.
    private func misplacedBlocks(_ views: [MisplacedView]) -> [String] {
        var blocks = [MisplacedWording.coordinates(system.platform)]
        for view in views {
            let table = TextLayout.table(MisplacedWording.rows(view), indent: "")
            blocks.append(([MisplacedWording.heading(view, in: system)] + table).joined(separator: "\n"))
        }
        return blocks + [MisplacedWording.advice(views.count)]
    }

    // MARK: Ambiguity

    private func ambiguityBlock(_ ambiguity: Ambiguity) -> String {
        var text = "\(ambiguity.axis.rawValue.capitalized): \(ambiguity.groupDescription ?? ambiguity.description)"
        if let suggestion = ambiguity.suggestion {
            text += "\n\(ambiguity.count > 1 ? "To pin them all" : "To pin it"): \(action(of: suggestion))."
        }
        return text
    }
}

/// The rows of a certificate in the system's names: `ImageView.height = 64`.
enum ProofText {
    /// Variables are `<item id>.<x|y|width|height|…>`; the item id becomes its display name.
    static func row(_ row: CertificateRow, system: ConstraintSystem) -> String {
        let terms = row.coefficients.keys.sorted().map { name in (name: variable(name, system: system), text: "\(row.coefficients[name]!)") }
        var text = ""
        for (offset, term) in terms.enumerated() {
            let isNegative = term.text.hasPrefix("-")
            let magnitude = isNegative ? String(term.text.dropFirst()) : term.text
            let product = magnitude == "1" ? term.name : "\(magnitude)×\(term.name)"
            if offset == 0 {
                text = (isNegative ? NumberText.minusSign : "") + product
            } else {
                text += (isNegative ? " \(NumberText.minusSign) " : " + ") + product
            }
        }
        if terms.isEmpty { text = "0" }
        return "\(text) \(row.relation) \(number(row.rhs))"
    }

    /// An exact value as a fraction, with a real minus sign: `-283/3` becomes `−283/3`.
    static func number(_ value: some CustomStringConvertible) -> String {
        let text = value.description
        return text.hasPrefix("-") ? NumberText.minusSign + text.dropFirst() : text
    }

    private static func variable(_ name: String, system: ConstraintSystem) -> String {
        guard let dot = name.firstIndex(of: "."), let item = system.item(String(name[..<dot])) else { return name }
        return item.displayName + name[dot...]
    }
}
