/// The one line under a conflict that says its certificate was checked, and how: never a claim
/// the report's own `CertificateVerifier` did not confirm.
enum ProofLine {
    static func text(_ verdict: CertificateVerdict) -> String {
        guard verdict.isValid else {
            return "proof NOT confirmed: \(verdict.failure ?? "the certificate did not check"); treat this conflict with suspicion."
        }
        let relation = verdict.isAllEqualities ? "=" : "≤"
        let rows = ModelWording.count(verdict.rowCount, "row")
        return "proof checked: the \(rows) times multipliers \(AnalysisWording.list(verdict.multipliers)) add up to 0 \(relation) \(verdict.combinedRightSide.arithmeticText(exact: true)), which cannot hold."
    }
}
