import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// "Whatever the text": the verdict on Swift code re-decided with the estimated text widths
/// halved and doubled. Each claim is re-checked with the independent Fourier–Motzkin oracle on
/// the system with the widths scaled the same way: the layout is determined (or not) there too.
struct TextSizeDependenceTests {
    static func report(_ code: String, file: String = "Screen.swift") throws -> SystemReport {
        let result = SwiftSourceReader().read([SourceFile(path: file, text: code)])
        let input = ReportInput(file: file, outcome: .read(reader: .swift, result: result))
        return try #require(Report(inputs: [input], analysis: AnalysisOptions()).systems.first)
    }

    static func corpus(_ name: String) throws -> SystemReport {
        let url = PackagePaths.corpus.appendingPathComponent("swift/\(name)")
        return try report(try String(contentsOf: url, encoding: .utf8), file: "Corpus/swift/\(name)")
    }

    /// The system with every estimated width multiplied by `factor`.
    static func scaled(_ report: SystemReport, by factor: Double) throws -> ConstraintSystem {
        let dependence = try #require(report.textSizeDependence)
        var system = report.system
        for index in system.items.indices {
            guard let item = dependence.items.first(where: { $0.id == system.items[index].id }) else { continue }
            system.items[index].intrinsicContentSize?.width = LayoutNumber(item.estimatedWidth * factor)
        }
        return system
    }

    /// The oracle does not model guides that follow their owners; for these checks a safe area is
    /// pinned to its view's edges (a portrait iPhone's safe area has no side insets, and the top
    /// and bottom ones only shift what hangs from them, which cannot make a size free or fixed).
    static func safeAreaPinned(_ system: ConstraintSystem) -> ConstraintSystem {
        var pinned = system
        for (index, item) in system.items.enumerated() where item.kind == .safeAreaGuide {
            guard let owner = item.owningViewID else { continue }
            pinned.items[index].kind = .layoutGuide
            for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
                pinned.constraints.append(
                    LayoutConstraint(
                        id: "pin\(pinned.constraints.count + 1)", line: 0, text: "safe area pinned", origin: .developer,
                        first: Anchor(item: item.id, attribute), relation: .equal, second: Anchor(item: owner, attribute)))
            }
        }
        return pinned
    }

    /// Whether the oracle finds every x and width of `items` one value in the optimal layouts.
    static func oracleDetermines(_ system: ConstraintSystem, items: [String]) throws -> Bool {
        let lowering = OracleLowering(Self.safeAreaPinned(system))
        #expect(lowering.isComplete, "\(lowering.refused) \(lowering.systemRefusals)")
        let optional = lowering.rows.filter { !$0.isRequired }.map { (row: $0.row, priority: $0.priority) }
        let face = try #require(OracleFace(required: lowering.requiredRows, optional: optional))
        let variables = items.flatMap { id in ["x", "width"].compactMap { lowering.variables.existingIndex(of: "\(id).\($0)") } }
        return variables.allSatisfy(face.isDetermined)
    }

    /// Two labels between edges 200 apart, the second hugging less: while their texts fit,
    /// the second one stretches (determined); once they do not, both resist compression at 750
    /// and tie. Estimates at 17 pt: ten characters are 85 wide, so they stop fitting at 200/170.
    static let twoLabels = """
        import UIKit
        class Row: UIViewController {
            let first = UILabel()
            let second = UILabel()
            let box = UIView()
            override func viewDidLoad() {
                first.text = "abcdefghij"
                second.text = "klmnopqrst"
                for subview in [box, first, second] { subview.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(box)
                box.addSubview(first)
                box.addSubview(second)
                first.setContentHuggingPriority(.init(251), for: .horizontal)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.topAnchor.constraint(equalTo: view.topAnchor),
                    box.widthAnchor.constraint(equalToConstant: 200),
                    box.heightAnchor.constraint(equalToConstant: 40),
                    first.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                    second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                    second.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                    first.topAnchor.constraint(equalTo: box.topAnchor),
                    second.topAnchor.constraint(equalTo: box.topAnchor),
                ])
            }
        }
        """

    @Test func thePrimerIsDeterminedWhateverTheText() throws {
        let report = try Self.corpus("primer.swift")
        let dependence = try #require(report.textSizeDependence)
        #expect(dependence.holdsWhateverTheText)
        #expect(dependence.verdict == "fully determined")
        #expect(dependence.items.map(\.name) == ["label1", "label2", "label3"])
        let labels = dependence.items.map(\.id)
        for factor in [TextSizeDependence.smallerFactor, 1, TextSizeDependence.largerFactor] {
            #expect(try Self.oracleDetermines(try Self.scaled(report, by: factor), items: labels), "×\(factor)")
        }
    }

    @Test func thePrimerWithoutHuggingTiesWhateverTheText() throws {
        let report = try Self.corpus("primer-without-hugging.swift")
        let dependence = try #require(report.textSizeDependence)
        #expect(dependence.holdsWhateverTheText)
        #expect(dependence.verdict.hasPrefix("ambiguous") && dependence.verdict.contains("priority tie"))
        let labels = dependence.items.map(\.id)
        for factor in [TextSizeDependence.smallerFactor, TextSizeDependence.largerFactor] {
            #expect(try !Self.oracleDetermines(try Self.scaled(report, by: factor), items: labels), "×\(factor)")
        }
    }

    @Test func aVerdictThatChangesNamesWhere() throws {
        let report = try Self.report(Self.twoLabels)
        let dependence = try #require(report.textSizeDependence)
        #expect(!dependence.holdsWhateverTheText)
        #expect(dependence.verdict == "fully determined")
        #expect(dependence.below == nil && dependence.holdsFrom == TextSizeDependence.smallerFactor)
        let above = try #require(dependence.above)
        #expect(above.verdict.hasPrefix("ambiguous"))
        // The change lies between the last factor that held and the first that did not, around 200/170.
        #expect(dependence.holdsUpTo < 200.0 / 170 && 200.0 / 170 <= above.factor)
        #expect(above.factor - dependence.holdsUpTo <= 1.0 / 32)
        let labels = dependence.items.map(\.id)
        #expect(try Self.oracleDetermines(try Self.scaled(report, by: dependence.holdsUpTo), items: labels))
        #expect(try !Self.oracleDetermines(try Self.scaled(report, by: above.factor), items: labels))
        let text = TextReport().render(Report(systems: [report.system], analysis: nil))
        #expect(!text.contains("Text sizes"), "no analysis, no text-size section")
    }

    @Test func theTextAndJSONReportsSayIt() throws {
        let report = try Self.report(Self.twoLabels)
        let whole = Report(inputs: [ReportInput(file: "Screen.swift", outcome: .read(reader: .swift, result: SwiftSourceReader().read([SourceFile(path: "Screen.swift", text: Self.twoLabels)])))], analysis: AnalysisOptions())
        let text = TextReport().render(whole)
        #expect(text.contains("Text sizes\n  The verdict depends on the text: fully determined while the estimated text widths of first and"))
        // The factors are the bisection's: it held at 37/32 and had changed at 38/32 (200/170 lies between).
        #expect(text.contains("are 0.5× to 1.156× the estimate (first 42.5–98.3 pt wide); at 1.188× and wider: ambiguous"))
        let json = try JSONReport.render(whole)
        #expect(json.contains("\"textSizeDependence\" : {"))
        #expect(json.contains("\"holdsWhateverTheText\" : false"))
        #expect(report.textSizeDependence?.items.map(\.estimatedWidth) == [85, 85])
    }
}
