import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
@testable import ConstraintReports
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// Two sibling views added without turning their translation off, then placed with constraints:
/// each view's mask fights its constraints. The verified fix turns the translation off on both,
/// and everything that says the fix — its sentence, its `--what-if` change, the JSON — must name
/// both; before, they named the first view only, and the change, applied, left the second
/// view's conflict in place.
struct SiblingMaskFixTests {
    static let code = """
        import UIKit

        final class SplitView: UIView {
            let left = UIView()
            let right = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(left)
                addSubview(right)
                NSLayoutConstraint.activate([
                    left.leadingAnchor.constraint(equalTo: leadingAnchor),
                    left.topAnchor.constraint(equalTo: topAnchor),
                    left.bottomAnchor.constraint(equalTo: bottomAnchor),
                    left.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                    right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                    right.topAnchor.constraint(equalTo: topAnchor),
                    right.bottomAnchor.constraint(equalTo: bottomAnchor),
                    right.trailingAnchor.constraint(equalTo: trailingAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func theFixNamesAndChangesBothViews() throws {
        let system = try #require(SwiftSourceReader().read([SourceFile(path: "SplitView.swift", text: Self.code)]).systems.first)
        let diagnosis = Analyzer().analyze(system)
        #expect(!diagnosis.conflicts.isEmpty)
        let fix = try #require(diagnosis.fixes.first)
        try #require(fix.action == .disableAutoresizingMask)
        let masked = Set(system.constraints.filter { $0.origin == .autoresizingMask }.map(\.first.item))
        #expect(masked.count == 2, "both views' masks are translated")
        #expect(Set(fix.items) == masked, "the fix is taken on \(fix.items), the masks are on \(masked)")

        // Its change, applied and solved again by a fresh analysis, leaves no conflict.
        let changes = try #require(FixChange.changes(for: fix, in: system))
        let after = Analyzer().analyze(system, applying: changes)
        #expect(after.conflicts.isEmpty && after.isSatisfiable)

        // The sentence names both views.
        let names = fix.items.compactMap { id in system.item(id).map { $0.name ?? $0.displayName } }
        let sentence = FixWording(system: system, redundancies: diagnosis.redundancies).imperative(fix)
        for name in names { #expect(sentence.contains(name), "'\(sentence)' leaves out \(name)") }
    }

    /// The JSON names the other view in `alsoItems`, its change turns both off, and the report
    /// matches the documented schema.
    @Test func theJSONSaysBothViews() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "SplitView.swift", text: Self.code)])
        let report = Report(inputs: [ReportInput(file: "SplitView.swift", outcome: .read(reader: .swift, result: result))], analysis: AnalysisOptions())
        let json = try JSONReport.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let system = try #require((object["systems"] as? [[String: Any]])?.first)
        let fix = try #require((system["fixes"] as? [[String: Any]])?.first)
        let also = try #require(fix["alsoItems"] as? [String])
        #expect(also.count == 1 && also.first != fix["item"] as? String)
        let masks = report.systems[0].system.constraints.filter { $0.origin == .autoresizingMask }.map(\.id)
        let change = try #require(fix["change"] as? String)
        for id in masks { #expect(change.contains(id), "'\(change)' leaves \(id) on") }
        if JSONSchemaValidator.isAvailable {
            let problems = try JSONSchemaValidator.problems(inDocuments: [json])
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
