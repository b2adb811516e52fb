import ConstraintAnalysis
import ConstraintModel
import LayoutMath
import TestSupport

/// One way a diagnosis failed an independent check.
struct VerificationProblem: Hashable, Sendable, CustomStringConvertible {
    enum Check: String, Sendable {
        /// The diagnosis contradicts itself (unsatisfiable without conflicts, …).
        case consistency
        /// A certificate's multipliers do not prove infeasibility (Farkas).
        case farkas
        /// A minimality witness is missing or violates a row it should satisfy.
        case witness
        /// `minimalityByRank` is claimed but the rows are not a circuit.
        case rank
        /// The certificate's rows disagree with the conflict's `constraintIDs` and `implicit`.
        case sources
        /// An analysis row is not the documented meaning of its constraint (independent lowering).
        case rowMeaning
        /// Through the independent lowering the conflict is satisfiable, or not minimal.
        case independentInfeasibility
        case independentMinimality
        /// The solved frames violate a required row.
        case frames
    }

    var check: Check
    var detail: String

    var description: String { "[\(check.rawValue)] \(detail)" }
}

/// What the independent checks found for one diagnosis.
struct DiagnosisVerification: Sendable {
    var problems: [VerificationProblem] = []
    /// Per conflict, its rows as sources of the independent lowering (nil: not lowerable).
    var conflictSources: [Set<OracleRowSource>?] = []
    /// Conflicts whose infeasibility and minimality Fourier–Motzkin confirmed.
    var conflictsCheckedByFourierMotzkin = 0
    var frameRowsChecked = 0
    var notes: [String] = []

    func problems(_ check: VerificationProblem.Check) -> [VerificationProblem] { problems.filter { $0.check == check } }
}

/// Checks every verdict of a `Diagnosis` with code that shares nothing with the analysis:
/// `CertificateCheck` on the certificates and witnesses, `OracleLowering` for what the rows mean,
/// `FourierMotzkinOracle` for infeasibility and minimality, exact evaluation for frames.
struct DiagnosisVerifier: Sendable {
    let system: ConstraintSystem
    let diagnosis: Diagnosis
    let lowering: OracleLowering
    /// Conflicts with more rows than this are not re-solved by Fourier–Motzkin (it is exponential).
    var maximumRowsForFourierMotzkin = 24

    init(system: ConstraintSystem, diagnosis: Diagnosis) {
        self.system = system
        self.diagnosis = diagnosis
        lowering = OracleLowering(
            system, snaps: diagnosis.snaps.map { OracleSnap(owner: $0.constraintID, literal: $0.literal, value: $0.value.oracle) })
        hostRows = diagnosis.notes.contains { $0.code == "host-size" } ? Self.hostSizeRows(system, lowering) : []
    }

    /// The size a host gives a frameless root, which the analysis assumes (its `host-size` note)
    /// where the constraints leave the size open or allow it only 0: the documented default host
    /// (`HostSize.defaultSize`, 390 × 844), for matching a conflict's assumed rows.
    let hostRows: [OracleLoweredRow]

    private static func hostSizeRows(_ system: ConstraintSystem, _ lowering: OracleLowering) -> [OracleLoweredRow] {
        system.items.filter { $0.isRoot && $0.frame == nil }.flatMap { root in
            [(Axis.horizontal, 390), (.vertical, 844)].compactMap { axis, value -> OracleLoweredRow? in
                guard let size = lowering.variables.existingIndex(of: "\(root.id).\(axis.sizeName)") else { return nil }
                return OracleLoweredRow(
                    row: OracleRow([size: 1], .eq, value), source: .rootSize(item: root.id, axis: axis), priority: 1000)
            }
        }
    }

    func verify() -> DiagnosisVerification {
        var result = DiagnosisVerification()
        if diagnosis.isSatisfiable != diagnosis.conflicts.isEmpty {
            result.problems.append(
                VerificationProblem(
                    check: .consistency,
                    detail: "isSatisfiable is \(diagnosis.isSatisfiable) with \(diagnosis.conflicts.count) conflicts"))
        }
        for (number, conflict) in diagnosis.conflicts.enumerated() {
            if diagnosis.conflictSearchIsComplete && !conflict.complete {
                result.problems.append(
                    VerificationProblem(check: .consistency, detail: "conflict \(number) says incomplete in a complete search"))
            }
            result.conflictSources.append(verify(conflict, number: number, into: &result))
        }
        if diagnosis.isSatisfiable { verifyFrames(into: &result) }
        if !lowering.rejectedSnaps.isEmpty {
            result.notes.append("snaps further than half a unit from their literal: \(lowering.rejectedSnaps)")
        }
        return result
    }

    // MARK: Conflicts

    private func verify(_ conflict: Conflict, number: Int, into result: inout DiagnosisVerification) -> Set<OracleRowSource>? {
        let label = "conflict \(number) {\(conflict.constraintIDs.joined(separator: ", "))}"
        var variables = lowering.variables
        guard let certificate = ReadCertificate(conflict, variables: &variables) else {
            result.problems.append(VerificationProblem(check: .farkas, detail: "\(label): unknown relation symbol"))
            return nil
        }
        if !CertificateCheck.isFarkasCertificate(rows: certificate.rows, multipliers: certificate.multipliers) {
            result.problems.append(VerificationProblem(check: .farkas, detail: "\(label): the multipliers are no Farkas certificate"))
        }
        verifyMinimalityClaims(conflict, certificate, label: label, into: &result)
        let matched = matchRows(conflict, certificate, label: label, into: &result)
        verifySourceLists(conflict, certificate, matched: matched, label: label, into: &result)
        guard let matched, !matched.isEmpty else { return nil }
        let rows = matched.map(\.row)
        if rows.count <= maximumRowsForFourierMotzkin {
            if FourierMotzkinOracle.isFeasible(rows) {
                result.problems.append(
                    VerificationProblem(check: .independentInfeasibility, detail: "\(label): its rows, lowered independently, have a solution"))
            } else {
                for dropped in rows.indices {
                    var rest = rows
                    rest.remove(at: dropped)
                    if !FourierMotzkinOracle.isFeasible(rest) {
                        result.problems.append(
                            VerificationProblem(
                                check: .independentMinimality,
                                detail: "\(label): still infeasible without \(matched[dropped].source)"))
                    }
                }
                result.conflictsCheckedByFourierMotzkin += 1
            }
        } else {
            result.notes.append("\(label): \(rows.count) rows, too many to re-solve by Fourier–Motzkin")
        }
        return Set(matched.map(\.source))
    }

    private func verifyMinimalityClaims(
        _ conflict: Conflict, _ certificate: ReadCertificate, label: String, into result: inout DiagnosisVerification
    ) {
        if certificate.witnesses.isEmpty {
            if !conflict.minimalityByRank {
                result.problems.append(VerificationProblem(check: .witness, detail: "\(label): neither witnesses nor a rank argument"))
            }
        } else if certificate.witnesses.count != certificate.rows.count {
            result.problems.append(
                VerificationProblem(
                    check: .witness, detail: "\(label): \(certificate.witnesses.count) witnesses for \(certificate.rows.count) rows"))
        } else {
            for (index, witness) in certificate.witnesses.enumerated() {
                var others = certificate.rows
                others.remove(at: index)
                if !CertificateCheck.satisfies(rows: others, point: witness) {
                    result.problems.append(
                        VerificationProblem(
                            check: .witness, detail: "\(label): the witness for row \(index) (\(certificate.sources[index])) violates another row"))
                }
            }
        }
        if conflict.minimalityByRank && !CertificateCheck.isCircuit(rows: certificate.rows, dependency: certificate.multipliers) {
            result.problems.append(VerificationProblem(check: .rank, detail: "\(label): minimalityByRank, but the rows are no circuit"))
        }
    }

    /// Each certificate row paired with the independent lowering's row that means the same, or nil
    /// when some row could not be lowered independently.
    private func matchRows(
        _ conflict: Conflict, _ certificate: ReadCertificate, label: String, into result: inout DiagnosisVerification
    ) -> [OracleLoweredRow]? {
        let named = Set(conflict.implicit.compactMap(Self.source(of:)))
        var matched: [OracleLoweredRow] = []
        var lowerable = true
        // Rows such as an assumed margin only exist because of a constraint the oracle refused.
        let needsUnmodelledRows = !lowering.systemRefusals.isEmpty || certificate.sources.contains { lowering.refused[$0] != nil }
        for (row, source) in zip(certificate.rows, certificate.sources) {
            if system.constraint(source) != nil {
                if let reason = lowering.refused[source] {
                    result.notes.append("\(label): \(source) not lowered independently (\(reason))")
                    lowerable = false
                    continue
                }
                let candidates = lowering.rows(from: .constraint(source)).filter { $0.row.isEquivalent(to: row) }
                guard let required = candidates.first(where: \.isRequired) else {
                    result.problems.append(
                        VerificationProblem(
                            check: .rowMeaning,
                            detail: candidates.isEmpty
                                ? "\(label): the analysis's row for \(source) is \(row.text(certificate.names)), but \(source) means \(lowering.rows(from: .constraint(source)).map { $0.row.text(certificate.names) })"
                                : "\(label): \(source) is used as required, but its priority is \(candidates[0].priority)"))
                    lowerable = false
                    continue
                }
                matched.append(required)
            } else {
                let candidates = (lowering.rows + hostRows).filter { lowered in
                    if case .constraint = lowered.source { return false }
                    return lowered.isRequired && lowered.row.isEquivalent(to: row)
                }
                guard let chosen = candidates.first(where: { named.contains($0.source) }) ?? candidates.first else {
                    if !needsUnmodelledRows {
                        result.problems.append(
                            VerificationProblem(check: .rowMeaning, detail: "\(label): no implied row of the system is \(row.text(certificate.names)) (\(source))"))
                    } else {
                        result.notes.append("\(label): implied row '\(source)' not modelled")
                    }
                    lowerable = false
                    continue
                }
                matched.append(chosen)
            }
        }
        return lowerable ? matched : nil
    }

    /// `constraintIDs` must be exactly the constraints among the certificate's rows, and `implicit`
    /// exactly its other rows.
    private func verifySourceLists(
        _ conflict: Conflict, _ certificate: ReadCertificate, matched: [OracleLoweredRow]?, label: String,
        into result: inout DiagnosisVerification
    ) {
        let certificateIDs = Set(certificate.sources.filter { system.constraint($0) != nil })
        if certificateIDs != Set(conflict.constraintIDs) || Set(conflict.constraintIDs).count != conflict.constraintIDs.count {
            result.problems.append(
                VerificationProblem(
                    check: .sources,
                    detail: "\(label): constraintIDs \(conflict.constraintIDs) but the certificate uses \(certificateIDs.sorted())"))
        }
        let otherRows = certificate.sources.filter { system.constraint($0) == nil }
        guard let matched else {
            if otherRows.count != conflict.implicit.count {
                result.problems.append(
                    VerificationProblem(
                        check: .sources,
                        detail: "\(label): \(conflict.implicit.count) implicit rows listed (\(conflict.implicit.map(\.description))) but the certificate has \(otherRows.count) rows that are no constraint (\(otherRows))"))
            }
            return
        }
        let implied = matched.map(\.source).filter { if case .constraint = $0 { return false } else { return true } }
        let listed = conflict.implicit.map(Self.source(of:))
        if listed.contains(where: { $0 == nil }) || listed.count != implied.count || Set(listed.compactMap { $0 }) != Set(implied) {
            result.problems.append(
                VerificationProblem(
                    check: .sources,
                    detail: "\(label): implicit rows \(conflict.implicit.map { "\($0.kind) \($0.item) \($0.axis)" }) but the certificate's are \(implied.sorted())"))
        }
    }

    static func source(of implicit: ImplicitRow) -> OracleRowSource? {
        switch implicit.kind {
        case "sizeNonNegative": return .sizeNonNegative(item: implicit.item, axis: implicit.axis)
        case "rootSize": return .rootSize(item: implicit.item, axis: implicit.axis)
        case "rootPosition": return .rootPosition(item: implicit.item, axis: implicit.axis)
        case "hugging": return .hugging(item: implicit.item, axis: implicit.axis)
        case "compressionResistance": return .compressionResistance(item: implicit.item, axis: implicit.axis)
        // The host's size of a frameless root (`hostRows`): the one assumption a conflict holds
        // (unknown constants are held only after the conflict search).
        case "assumption": return .rootSize(item: implicit.item, axis: implicit.axis)
        default: return nil
        }
    }

    // MARK: Frames

    private func verifyFrames(into result: inout DiagnosisVerification) {
        let point = diagnosis.framePoint(over: lowering.variables)
        for lowered in lowering.rows where lowered.isRequired {
            let missing = lowered.row.coefficients.keys.filter { point[$0] == nil }
            if !missing.isEmpty {
                result.problems.append(
                    VerificationProblem(
                        check: .frames,
                        detail: "no solved value for \(missing.map { lowering.variables.names[$0] }) used by \(lowered.source)"))
            } else if !lowered.row.isSatisfied(by: point) {
                result.problems.append(
                    VerificationProblem(
                        check: .frames, detail: "the solved frames violate \(lowered.source) (\(lowered.row.leftSide(at: point)) vs \(lowered.row.rhs))"))
            }
            result.frameRowsChecked += 1
        }
    }
}

extension DiagnosisVerifier {
    /// The independent checks of one conflict found outside the diagnosis (a refused edit's,
    /// `IncrementalLayoutSolver.explainRefusal()`), against the lowering of `system`: Farkas
    /// certificate, minimality witnesses or rank, its rows' sources, and Fourier–Motzkin
    /// infeasibility and minimality.
    func verify(foreign conflict: Conflict) -> DiagnosisVerification {
        var result = DiagnosisVerification()
        result.conflictSources.append(verify(conflict, number: 0, into: &result))
        return result
    }
}
