import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
@testable import ConstraintReports
import Foundation
import TestSupport
import Testing

/// The conflict drawn to scale and the card around it. The bar's arithmetic is checked against
/// the certificate re-added in the oracle's own fractions, and on a Corpus example by hand.
@Suite struct ConflictBarTests {
    static func report(_ path: String) throws -> Report {
        let url = PackagePaths.corpus.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        return Report(inputs: [ReportInput.reading(text, file: path, hint: .auto)], analysis: AnalysisOptions())
    }

    /// `a/b` or `a` (with `-` or `−`) as the oracle's fraction; nil beyond `Int`.
    static func fraction(_ value: CustomStringConvertible) -> OracleFraction? {
        let text = value.description.replacingOccurrences(of: "\u{2212}", with: "-")
        let parts = text.split(separator: "/")
        guard let numerator = parts.first.flatMap({ Int($0) }) else { return nil }
        guard parts.count == 2 else { return parts.count == 1 ? OracleFraction(numerator) : nil }
        guard let denominator = Int(parts[1]), denominator != 0 else { return nil }
        return OracleFraction(numerator, denominator)
    }

    @Test func theCoverCellIsEightyAndAThirdAgainstEightyEight() throws {
        let system = try #require(try Self.report("examples/cover-cell.log").systems.first)
        let conflict = try #require(system.diagnosis?.conflicts.first)
        let bar = try #require(ConflictBar(conflict: conflict, system: system.system))
        #expect(bar.container.map(\.tag) == ["c4"])
        #expect(bar.container.map(\.length.description) == ["241/3"])
        #expect(bar.content.map(\.tag) == ["c2", "c1", "c3"])
        #expect(bar.content.map(\.length.description) == ["12", "64", "12"])
        #expect(bar.difference.description == "23/3")
        #expect(bar.links.isEmpty)
    }

    @Test(arguments: PackagePaths.files(under: PackagePaths.corpus, extensions: ["log", "constraints"]))
    func everyCorpusBarAddsUpToItsCertificate(_ input: URL) throws {
        let report = try Self.report(PackagePaths.relativePath(of: input).replacingOccurrences(of: "Corpus/", with: ""))
        for system in report.systems {
            for conflict in system.diagnosis?.conflicts ?? [] {
                var sum = OracleFraction(0)
                var readable = true
                for row in conflict.certificate {
                    guard let multiplier = Self.fraction(row.multiplier), let rhs = Self.fraction(row.rhs) else { readable = false; break }
                    sum += multiplier * rhs
                }
                guard let bar = ConflictBar(conflict: conflict, system: system.system) else {
                    #expect(!readable || sum == 0, "\(input.lastPathComponent): no bar, yet the rows add up to \(sum)")
                    continue
                }
                #expect(bar.container.count + bar.content.count + bar.links.count == conflict.certificate.count)
                #expect((bar.container + bar.content).allSatisfy { $0.length.signum > 0 })
                #expect(bar.container.count <= bar.content.count)
                guard readable, let difference = Self.fraction(bar.difference) else { continue }
                #expect(sum != 0, "a certificate's rows add up to a contradiction")
                #expect(difference == sum || difference == OracleFraction(0) - sum, "\(input.lastPathComponent): bar \(difference), rows \(sum)")
            }
        }
    }

    @Test func theCardShowsTheVerdictTheSwiftChangeAndTheBar() throws {
        let report = try Self.report("examples/cover-cell.log")
        let folder = try ReportFolder(report: report) { _ in throw CocoaError(.featureUnsupported) }
        let page = try #require(folder.files.first { $0.name == ReportFolder.pageName }?.contents)
        let document = try XMLTree.parse(page)
        let card = try #require(document.elements(withClass: "card").first)
        // The card and the contents list open with the system's verdict, in the developer's terms.
        let headline = try #require(report.systems.first?.diagnosis?.verdict.headline)
        #expect(headline.contains("TableViewCellContentView") && headline.contains("80⅓"), "\(headline)")
        #expect(card.elements(withClass: "headline").first?.allText == headline)
        #expect(document.elements(named: "nav").first?.elements(withClass: "verdict").first?.allText == headline)
        let code = card.elements(named: "code").first?.allText ?? ""
        #expect(code.contains("tableViewCellContentViewBottomConstraint.priority = UILayoutPriority(999)"), "\(code)")
        // 80⅓ of 88 is 91.288 %; 12, 64 and 12 of 88 are 13.636, 72.727 and 13.636 %.
        let widths = card.elements(withClass: "segment").compactMap { $0.attributes["style"] }
        #expect(widths == ["width: 91.288%", "width: 13.636%", "width: 72.727%", "width: 13.636%"])
        #expect(card.elements(withClass: "overrun").first?.attributes["style"] == "margin-left: 91.288%; width: 8.712%")
        #expect(document.elements(named: "details").count >= 3, "the full report and the findings are folded")
    }

    @Test func interfaceBuilderInputsGetTheEditInInterfaceBuilder() throws {
        let system = try #require(try Self.report("examples/cover-cell.log").systems.first)
        let fix = try #require(system.diagnosis?.fixes.first)
        var ib = system.system
        ib.format = .interfaceBuilder
        let edit = FixCode(fix: fix, system: ib)
        #expect(edit.language == .interfaceBuilder)
        #expect(edit.lines == ["Select the constraint c3 (TableViewCellContentView.bottom = ImageView.bottom + 12); in the Attributes inspector set Priority to 999."])
        var mac = system.system
        mac.platform = .macOS
        #expect(FixCode(fix: fix, system: mac).lines.last == "tableViewCellContentViewBottomConstraint.priority = NSLayoutConstraint.Priority(999)")
    }

    @Test func percentagesPrintTheSameEverywhere() {
        #expect(ConflictBarHTML.css(100) == "100")
        #expect(ConflictBarHTML.css(91.28787878) == "91.288")
        #expect(ConflictBarHTML.css(13.6) == "13.6")
        #expect(ConflictBarHTML.css(.nan) == "0")
    }
}
