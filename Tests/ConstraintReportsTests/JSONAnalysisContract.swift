/// The analysis keys of the contract (`Docs/json-report.md`), written out from the brief rather
/// than from the encoder's types.
extension JSONContractTests {
    static let systemAnalysis: Spec = [
        "satisfiable": [.bool], "partial": [.bool], "partialReasons": [.array], "conflictSearchComplete": [.bool], "conflicts": [.array],
        "fixes": [.array], "rejectedFixes": [.array], "ambiguities": [.array], "ambiguousItems": [.array],
        "degreesOfFreedom": [.object], "redundancies": [.array], "engineRecovery": [.object, .null],
        "missingContext": [.array], "snaps": [.array], "analysisNotes": [.array], "frames": [.array],
        "dependencyGraph": [.object], "verdict": [.object],
    ]
    static let verdict: Spec = [
        "owner": [.string], "kind": [.string], "headline": [.string], "knownIssue": [.object, .null], "undecided": [.array],
        "systemConstraintIDs": [.array],
    ]
    static let knownIssue: Spec = [
        "id": [.string], "title": [.string], "platforms": [.array], "osVersions": [.string], "workaround": [.string],
        "reference": [.string],
    ]
    static let conflict: Spec = [
        "group": [.integer], "constraintIDs": [.array], "implicit": [.array], "explanation": [.string], "complete": [.bool],
        "overBy": [.number, .null], "overByExact": [.string], "isSubPoint": [.bool], "axes": [.array],
        "includesBrokenConstraint": [.bool], "certificate": [.object], "displayNames": [.array],
    ]
    static let implicit: Spec = [
        "item": [.string], "axis": [.string], "relation": [.string], "kind": [.string], "description": [.string],
        "displayName": [.string],
    ]
    static let certificate: Spec = [
        "rows": [.array], "minimalityByRank": [.bool], "minimalityWitnesses": [.array], "checked": [.bool],
        "checkFailure": [.string, .null],
    ]
    static let certificateRow: Spec = [
        "source": [.string], "coefficients": [.object], "relation": [.string], "rhs": [.string], "multiplier": [.string],
    ]
    static let fix: Spec = [
        "action": [.string], "constraintID": [.string, .null], "item": [.string, .null], "priority": [.number, .null],
        "consequence": [.string], "rationale": [.string], "constraintText": [.string, .null], "alsoLowered": [.array],
        "verified": [.bool], "headline": [.string], "displayName": [.string],
    ]
    static let rejectedFix: Spec = ["fix": [.object], "reason": [.string]]
    static let ambiguity: Spec = [
        "axis": [.string], "items": [.array], "kind": [.string], "description": [.string], "range": [.object],
        "tiedConstraints": [.array], "suggestion": [.object, .null], "alsoMovesOtherAxis": [.bool],
        "displayNames": [.array], "sameSuggestionAs": [.number, .null],
    ]
    static let range: Spec = [
        "quantity": [.string], "lower": [.number, .null], "lowerExact": [.string, .null], "upper": [.number, .null],
        "upperExact": [.string, .null],
    ]
    static let degreesOfFreedom: Spec = ["horizontal": [.integer], "vertical": [.integer]]
    static let ambiguousItem: Spec = [
        "item": [.string], "axis": [.string], "positionIsFree": [.bool], "sizeIsFree": [.bool], "displayName": [.string],
    ]
    static let redundancy: Spec = ["constraintIDs": [.array], "kind": [.string], "description": [.string]]
    static let engineRecovery: Spec = [
        "brokenConstraintID": [.string], "resolvesConflict": [.bool], "isInAConflict": [.bool], "description": [.string],
    ]
    static let contextExplanation: Spec = ["parameter": [.string], "description": [.string]]
    static let snap: Spec = ["constraintID": [.string], "literal": [.string], "value": [.number, .null], "valueExact": [.string]]
    static let frame: Spec = [
        "item": [.string], "x": [.number, .null], "xExact": [.string, .null], "y": [.number, .null], "yExact": [.string, .null],
        "width": [.number, .null], "widthExact": [.string, .null], "height": [.number, .null], "heightExact": [.string, .null],
    ]

    static let analysisSpecs: [Spec] = [
        systemAnalysis, verdict, knownIssue, conflict, implicit, certificate, certificateRow, fix, rejectedFix, ambiguity, range, degreesOfFreedom,
        ambiguousItem, redundancy, engineRecovery, contextExplanation, snap, frame,
    ]

    /// The analysis keys of one system, when the analysis ran (its keys are absent otherwise).
    static func analysisProblems(_ system: JSONValue, at path: String) -> [String] {
        guard system["conflicts"] != nil else { return [] }
        var found = problems(system, against: systemAnalysis, at: path)
        if let verdict = system["verdict"] {
            found += problems(verdict, against: Self.verdict, at: path + ".verdict")
            if let issue = verdict["knownIssue"], issue.arrayValue == nil, issue["id"] != nil {
                found += problems(issue, against: knownIssue, at: path + ".verdict.knownIssue")
            }
        }
        func each(_ key: String, _ spec: Spec, in value: JSONValue? = nil, at base: String? = nil, _ more: (JSONValue, String) -> Void = { _, _ in }) {
            for (index, element) in ((value ?? system)[key]?.arrayValue ?? []).enumerated() {
                let elementPath = "\(base ?? path).\(key)[\(index)]"
                found += problems(element, against: spec, at: elementPath)
                more(element, elementPath)
            }
        }
        func fixProblems(_ fix: JSONValue, _ fixPath: String) {
            found += problems(fix, against: Self.fix, at: fixPath)
            let named = [fix["constraintID"], fix["item"]].filter { $0 != nil && $0 != .null }.count
            if named != 1 { found.append("\(fixPath) names \(named) of constraintID and item, expected exactly one") }
        }
        each("conflicts", conflict) { conflict, conflictPath in
            each("implicit", implicit, in: conflict, at: conflictPath) { row, rowPath in found += relationProblems(row, at: rowPath) }
            found += problems(conflict["certificate"], against: certificate, at: "\(conflictPath).certificate")
            each("rows", certificateRow, in: conflict["certificate"] ?? .null, at: "\(conflictPath).certificate") { row, rowPath in
                found += relationProblems(row, at: rowPath)
                found += exactProblems([row["rhs"], row["multiplier"]] + (row["coefficients"]?.objectValues ?? []), at: rowPath)
            }
            found += exactProblems([conflict["overByExact"]], at: conflictPath)
        }
        for (index, fix) in (system["fixes"]?.arrayValue ?? []).enumerated() { fixProblems(fix, "\(path).fixes[\(index)]") }
        each("rejectedFixes", rejectedFix) { rejected, rejectedPath in fixProblems(rejected["fix"] ?? .null, "\(rejectedPath).fix") }
        each("ambiguities", ambiguity) { ambiguity, ambiguityPath in
            found += problems(ambiguity["range"], against: range, at: "\(ambiguityPath).range")
            if let suggestion = ambiguity["suggestion"], suggestion != .null { fixProblems(suggestion, "\(ambiguityPath).suggestion") }
        }
        found += problems(system["degreesOfFreedom"], against: degreesOfFreedom, at: "\(path).degreesOfFreedom")
        each("ambiguousItems", ambiguousItem)
        each("redundancies", redundancy)
        if let recovery = system["engineRecovery"], recovery != .null {
            found += problems(recovery, against: engineRecovery, at: "\(path).engineRecovery")
        }
        each("missingContext", contextExplanation)
        each("snaps", snap)
        each("analysisNotes", diagnostic)
        each("frames", frame)
        return found
    }

    static func relationProblems(_ row: JSONValue, at path: String) -> [String] {
        ["==", "<=", ">="].contains(row["relation"]?.stringValue ?? "") ? [] : ["\(path).relation is not ==, <= or >="]
    }

    /// Exact values are integers or reduced-looking fractions: `-5`, `283/3`.
    static func exactProblems(_ values: [JSONValue?], at path: String) -> [String] {
        values.compactMap { value in
            guard let text = value?.stringValue else { return "\(path): an exact value is not a string" }
            return text.wholeMatch(of: /-?[0-9]+(\/[0-9]+)?/) == nil ? "\(path): '\(text)' is not an exact number" : nil
        }
    }
}
