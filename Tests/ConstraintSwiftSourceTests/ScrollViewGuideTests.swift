import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// A scroll view's `frameLayoutGuide` is its frame and its `contentLayoutGuide` starts at its top
/// leading corner (UIKit holds both); content pinned to the guides is placed, not free to slide.
/// Checked with the Fourier–Motzkin oracle, which shares no code with the reader.
struct ScrollViewGuideTests {
    static let screen = """
        import UIKit
        final class Article: UIViewController {
            let scrollView = UIScrollView()
            let body = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scrollView)
                scrollView.addSubview(body)
                scrollView.translatesAutoresizingMaskIntoConstraints = false
                body.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    body.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                    body.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                    body.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 1200),
                ])
            }
        }
        """

    @Test func contentPinnedToTheGuidesIsPlaced() throws {
        let system = try StackGapGuideTests.read(Self.screen)
        let guideRows = system.constraints.filter { $0.origin == .layoutGuide }
        // Two for the content guide's origin, four for the frame guide.
        #expect(guideRows.count == 6)
        #expect(guideRows.allSatisfy { $0.relation == .equal && $0.priority == .required && $0.constant?.value == 0 })
        // The developer's constraints keep their ids c1…c10.
        #expect(system.constraints.prefix(10).allSatisfy { $0.origin == .developer })
        #expect(try StackGapGuideTests.oracleFreeItems(system).isEmpty)
        #expect(Analyzer().analyze(system).verdict.headline.contains("fully determined"))
    }
}
