import ConstraintAnalysis
import ConstraintReports
import Foundation
import LayoutMath
import TestSupport
import Testing

/// The report's certificate check must accept the analysis' real certificates, reject damaged
/// ones, and agree with TestSupport's oracle, which shares no code with either.
@Suite("Certificate verifier")
struct CertificateVerifierTests {
    static var conflicts: [Conflict] {
        [AnalysedSamples.overConstrained, AnalysedSamples.autoresizing, AnalysedSamples.cellLog]
            .flatMap { AnalysedSamples.system($0).diagnosis?.conflicts ?? [] }
    }

    @Test func realCertificatesCheck() {
        #expect(Self.conflicts.count >= 3)
        for conflict in Self.conflicts {
            let verdict = CertificateVerifier.verify(conflict.certificate)
            #expect(verdict.isValid, "\(verdict.failure ?? "")")
            #expect(verdict.combinedRightSide.signum < 0)
            #expect(verdict.rowCount == conflict.certificate.count)
        }
    }

    @Test func aFlippedMultiplierIsRejected() throws {
        var rows = try #require(Self.conflicts.first).certificate
        rows[0].multiplier = -rows[0].multiplier
        let verdict = CertificateVerifier.verify(rows)
        #expect(!verdict.isValid)
        #expect(verdict.failure?.contains("do not cancel") == true || verdict.failure?.contains("multiplier") == true)
    }

    @Test func aChangedRightSideThatMakesTheRowsConsistentIsRejected() throws {
        var rows = try #require(Self.conflicts.first).certificate
        // Moving one right side by the whole deficit makes Σ y·b zero: no contradiction left.
        let verdict = CertificateVerifier.verify(rows)
        rows[0].rhs = rows[0].rhs - verdict.combinedRightSide / rows[0].multiplier
        let broken = CertificateVerifier.verify(rows)
        #expect(broken.failure == "the rows add up to 0 ≤ 0, which holds")
    }

    @Test func aDroppedRowIsRejected() throws {
        let rows = try #require(Self.conflicts.first).certificate
        #expect(!CertificateVerifier.verify(Array(rows.dropLast())).isValid)
        #expect(!CertificateVerifier.verify([]).isValid)
    }

    @Test func aWrongSignOnAnInequalityIsRejected() throws {
        let conflict = try #require(AnalysedSamples.system(AnalysedSamples.cellLog).diagnosis?.conflicts.first)
        var rows = conflict.certificate
        let index = try #require(rows.firstIndex { !$0.multiplier.isZero })
        rows[index].relation = rows[index].multiplier.signum > 0 ? "≥" : "≤"
        #expect(CertificateVerifier.verify(rows).failure?.contains("multiplier") == true)
    }

    /// The JSON certificate, parsed from its exact strings, checked by TestSupport's oracle: the
    /// written `checked` flag must be what an outside reader would conclude.
    @Test func writtenCertificatesConvinceAnIndependentChecker() throws {
        let json = try JSONValue.parse(try JSONReport.render(AnalysedSamples.combined))
        var checkedCount = 0
        for system in json["systems"]?.arrayValue ?? [] {
            for conflict in system["conflicts"]?.arrayValue ?? [] {
                let certificate = try #require(conflict["certificate"])
                let rowsJSON = try #require(certificate["rows"]?.arrayValue)
                var variables: [String: Int] = [:]
                var rows: [OracleRow] = []
                var multipliers: [OracleFraction] = []
                for row in rowsJSON {
                    guard case .object(let coefficients) = try #require(row["coefficients"]) else { continue }
                    var oracleCoefficients: [Int: OracleFraction] = [:]
                    for (name, value) in coefficients {
                        let index = variables[name] ?? variables.count
                        variables[name] = index
                        oracleCoefficients[index] = try Self.fraction(value.stringValue)
                    }
                    let relation: OracleRelation
                    switch row["relation"]?.stringValue {
                    case "<=": relation = .le
                    case ">=": relation = .ge
                    default: relation = .eq
                    }
                    rows.append(OracleRow(coefficients: oracleCoefficients, relation: relation, rhs: try Self.fraction(row["rhs"]?.stringValue)))
                    multipliers.append(try Self.fraction(row["multiplier"]?.stringValue))
                }
                let oracle = CertificateCheck.isFarkasCertificate(rows: rows, multipliers: multipliers)
                #expect(oracle == (certificate["checked"] == .bool(true)))
                #expect(oracle)
                checkedCount += 1
            }
        }
        #expect(checkedCount >= 3)
    }

    struct NotAFraction: Error {}

    static func fraction(_ text: String?) throws -> OracleFraction {
        guard let text else { throw NotAFraction() }
        let parts = text.split(separator: "/").map { Int($0) }
        guard let numerator = parts.first ?? nil else { throw NotAFraction() }
        guard parts.count == 2, let denominator = parts[1] else { return OracleFraction(numerator) }
        return OracleFraction(numerator, denominator)
    }
}
