import ConstraintAnalysis
import ConstraintModel

/// One thing a build should hear about, located in a source file: what CI formats (SARIF, GitHub
/// annotations, Xcode's `path:line:column:`) print, one line or result each.
public struct CIFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case conflict
        case ambiguity
        /// Equal content priorities (IB's "Content Priority Ambiguity").
        case contentPriority = "content-priority"
        case misplaced
        /// A self-sizing table view cell its content leaves 0 high: UIKit warns "constraints
        /// ambiguously suggest a height of zero" and shows the row at 44 points instead.
        case zeroHeightCell = "zero-height-cell"
        /// An error or warning the reader reported about the input itself.
        case input
    }

    public var kind: Kind
    public var severity: Severity
    public var message: String
    public var location: SourceFileLocation
    /// The system's number in the report.
    public var system: Int

    /// The SARIF rule id / annotation title.
    public var ruleID: String { "constraint-doctor/\(kind.rawValue)" }
}

extension CIFinding {
    /// A reader's error or warning, located in the file it names (a file of a folder) or else
    /// in the input; a message that opens with that same `path:line:column: ` loses it, as the
    /// location already says it.
    init(input diagnostic: Diagnostic, in inputFile: String, system: Int) {
        let location = SourceFileLocation(file: diagnostic.file ?? inputFile, line: max(diagnostic.line, 1), column: max(diagnostic.column, 1))
        var message = diagnostic.message
        if diagnostic.file != nil, message.hasPrefix("\(location): ") { message.removeFirst("\(location): ".count) }
        self.init(kind: .input, severity: diagnostic.severity, message: message, location: location, system: system)
    }
}

extension Report {
    /// Every finding of every system, in report order: conflicts, ambiguities, misplaced views,
    /// then the reader's errors and warnings. Each is located by the `sourceLocation` of the
    /// constraint or view it is about, else by the input file and the constraint's line.
    public var ciFindings: [CIFinding] {
        var findings: [CIFinding] = []
        for input in inputs {
            for diagnostic in input.diagnostics where diagnostic.severity != .note {
                findings.append(CIFinding(input: diagnostic, in: input.file, system: 0))
            }
        }
        for report in systems { findings += report.ciFindings(file: inputs[safe: report.inputIndex]?.file ?? report.system.source.file) }
        return findings
    }
}

extension SystemReport {
    func ciFindings(file: String) -> [CIFinding] {
        let system = self.system
        var findings: [CIFinding] = []
        func constraintLocation(_ id: String) -> SourceFileLocation? {
            guard let constraint = system.constraint(id) else { return nil }
            return constraint.sourceLocation ?? SourceFileLocation(file: file, line: max(constraint.line, 1), column: max(constraint.column, 1))
        }
        func itemLocation(_ id: String) -> SourceFileLocation? {
            system.item(id)?.sourceLocation
                ?? system.constraints.first { $0.itemIDs.contains(id) }.flatMap { constraintLocation($0.id) }
        }
        let fallback = SourceFileLocation(file: file, line: max(system.source.firstLine, 1), column: 1)
        let scene = system.scene.map { " in scene '\($0.name)' (\($0.device))" } ?? ""
        for diagnostic in system.diagnostics where diagnostic.severity != .note {
            findings.append(CIFinding(input: diagnostic, in: file, system: number))
        }
        guard let diagnosis else { return findings }
        for conflict in diagnosis.conflicts {
            // Point at a constraint the developer wrote (and can edit), else the first one.
            let developer = conflict.constraintIDs.first { system.constraint($0)?.origin == .developer }
            // A conflict along a chain of hundreds of views names the first few; the JSON lists them all.
            let shown = conflict.constraintIDs.prefix(8).compactMap { system.constraint($0) }
                .map { InterfaceBuilderEdits.constraintName($0, in: system) }
            let rest = conflict.constraintIDs.count - shown.count
            let names = shown.joined(separator: "; ") + (rest > 0 ? " and \(rest) more" : "")
            // The first verified fix that lowers one of this conflict's constraints, stated as the
            // edit of that constraint (a fix may lower one per conflict: `alsoLowered`).
            let fix = diagnosis.fixes.lazy.compactMap { fix -> Fix? in
                guard fix.isVerified else { return nil }
                if let id = fix.constraintID, conflict.constraintIDs.contains(id) { return fix }
                guard let also = fix.alsoLowered.first(where: { conflict.constraintIDs.contains($0.constraintID) }) else { return nil }
                var part = fix
                part.constraintID = also.constraintID
                part.priority = also.priority
                return part
            }.first.flatMap { InterfaceBuilderEdits.describe($0, in: system) }
            findings.append(
                CIFinding(
                    kind: .conflict, severity: .error,
                    message: "Conflicting constraints\(scene): \(conflict.explanation) Constraints: \(names)." + (fix.map { " Fix: \($0)." } ?? ""),
                    location: (developer ?? conflict.constraintIDs.first).flatMap(constraintLocation) ?? fallback, system: number))
        }
        if system.isComplete {
            for ambiguity in diagnosis.ambiguities {
                let isTie = ambiguity.kind == .priorityTie
                var message = (isTie ? "Content priority ambiguity" : "Ambiguous layout") + "\(scene): \(ambiguity.description)"
                if let suggestion = ambiguity.suggestion {
                    message += " Fix: " + (InterfaceBuilderEdits.describe(suggestion, in: system) ?? suggestion.consequence) + "."
                }
                let location = isTie ? ambiguity.tiedConstraints.first.flatMap(constraintLocation) : nil
                // On macOS the text sizes are the saved frames, alignment insets included: a tie
                // between such sizes may be the estimate's, so it is a note, not a warning.
                let dependsOnEstimates = isTie && system.platform == .macOS
                    && ambiguity.items.allSatisfy { Self.hasEstimatedSize($0, in: system) }
                if dependsOnEstimates { message += " This depends on text sizes estimated from the saved frames." }
                var unverified = Self.isUnverified(ambiguity, in: system, diagnosis: diagnosis)
                if unverified {
                    message += " Xcode does not report this: the views' verifyAmbiguity setting turns it off."
                } else if !isTie, let placeholder = Self.placeholderHolding(ambiguity, in: system) {
                    unverified = true
                    message += " Xcode does not report this: in Interface Builder the placeholder constraint \(placeholder) holds it (it is removed at build time)."
                }
                findings.append(
                    CIFinding(
                        kind: isTie ? .contentPriority : .ambiguity, severity: dependsOnEstimates || unverified ? .note : .warning, message: message,
                        location: location ?? ambiguity.items.first.flatMap(itemLocation) ?? fallback, system: number))
            }
        }
        // The analysis's own warning (not the reader's): located at the cell's class.
        for note in diagnosis.notes where note.code == Diagnosis.zeroHeightCellCode && note.severity != .note {
            var finding = CIFinding(input: note, in: file, system: number)
            finding.kind = .zeroHeightCell
            findings.append(finding)
        }
        for misplaced in MisplacedViews.find(in: system, diagnosis: diagnosis) {
            findings.append(
                CIFinding(
                    kind: .misplaced, severity: .warning,
                    message: "Misplaced view\(scene): frame for \(ConstraintNaming.itemReference(misplaced.item, in: system)) will be different at run time: \(misplaced.changes) (\(MisplacedWording.updateFrames))",
                    location: itemLocation(misplaced.item) ?? fallback, system: number))
        }
        return findings
    }

    /// True when every view the ambiguity moves has Interface Builder's `verifyAmbiguity` set so
    /// that Xcode would not report it: `off` (Never Verify), or `ignoreSizes` (Verify Position
    /// Only) for a view whose position is determined (the scene's `ambiguityVerification`).
    static func isUnverified(_ ambiguity: Ambiguity, in system: ConstraintSystem, diagnosis: Diagnosis) -> Bool {
        guard !ambiguity.items.isEmpty, let settings = system.scene?.ambiguityVerification else { return false }
        return ambiguity.items.allSatisfy { id in
            guard let source = system.item(id)?.sourceID, let setting = settings[source] else { return false }
            return setting == .off || !diagnosis.ambiguousItems.contains { $0.item == id && $0.positionIsFree }
        }
    }

    /// The IB id of a placeholder constraint ("Remove at build time") that holds one of the
    /// views this motion moves, on its axis: Xcode checks the layout with it, so it does not see
    /// the motion (the scene's `placeholderHolds`).
    static func placeholderHolding(_ ambiguity: Ambiguity, in system: ConstraintSystem) -> String? {
        let moved = Set(ambiguity.items.compactMap { system.item($0)?.sourceID })
        return system.scene?.placeholderHold(holdingAnyOf: moved, axis: ambiguity.axis)?.constraintSourceID
    }

    /// Whether the reader estimated the item's intrinsic size: for an Interface Builder scene its
    /// `estimatedSizeSourceIDs`; for Swift source the views its `estimated-intrinsic-size` note
    /// names (that reader has no scene to carry the set).
    static func hasEstimatedSize(_ item: String, in system: ConstraintSystem) -> Bool {
        if let scene = system.scene {
            guard let source = system.item(item)?.sourceID else { return false }
            return scene.estimatedSizeSourceIDs.contains(source)
        }
        guard let name = system.item(item)?.displayName else { return false }
        return system.diagnostics.contains { diagnostic in
            guard diagnostic.code == "estimated-intrinsic-size", let start = diagnostic.message.range(of: "): ") else { return false }
            let list = diagnostic.message[start.upperBound...].prefix { $0 != ";" }
            return list.components(separatedBy: ", ").contains(name)
        }
    }
}

/// Names views as Interface Builder shows them: the readable name with the IB id.
enum ConstraintNaming {
    static func itemReference(_ id: String, in system: ConstraintSystem) -> String {
        guard let item = system.item(id) else { return id }
        return item.sourceID.map { "\"\(item.displayName)\" (\($0))" } ?? "\"\(item.displayName)\""
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
