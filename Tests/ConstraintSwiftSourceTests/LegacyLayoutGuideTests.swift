import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `topLayoutGuide` / `bottomLayoutGuide` in code (found on a real PureLayout file, where the
/// guide was reported free): UIKit places them from the view controller's view and the safe
/// area, so a label pinned to them is determined. Expected frames are worked out by hand.
struct LegacyLayoutGuideTests {
    static let code = """
        import UIKit
        class Screen: UIViewController {
            let title = UIView()
            override func viewDidLoad() {
                view.addSubview(title)
                title.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                    title.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8),
                    title.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    title.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }
        }
        """

    @Test func guidesArePlacedFromTheSafeArea() throws {
        let system = try #require(SwiftSourceReader().read([SourceFile(path: "Screen.swift", text: Self.code)]).systems.first)
        #expect(system.items.filter { $0.kind == .legacyLayoutGuide }.count == 2)
        var options = AnalysisOptions()
        #expect(options.parameters.apply("safeArea.top=47") == nil)
        #expect(options.parameters.apply("safeArea.bottom=34") == nil)
        let diagnosis = Analyzer(options: options).analyze(system)
        #expect(diagnosis.isSatisfiable)
        #expect(diagnosis.ambiguousItems.isEmpty, "\(diagnosis.ambiguousItems)")
        // The root is 375 × 812: top guide 0…47, bottom guide 778…812, so the view spans 55…770.
        let title = try #require(system.items.first { $0.name == "title" || $0.displayName == "title" })
        let frame = try #require(diagnosis.frames[title.id])
        #expect(frame.y.map { "\($0)" } == "55")
        #expect(frame.height.map { "\($0)" } == "715")
    }
}
