import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// UIKit reads a constraint between a scroll view's edge and a view inside it as one on the
/// content area (the scroll view's `contentLayoutGuide`), not on its frame: the pre-iOS 11 way
/// of making scrollable content. Before, such content was as tall as the scroll view's frame,
/// and a tall body pinned to all four edges conflicted with it.
struct ScrollViewContentEdgeTests {
    static let screen = """
        import UIKit
        final class Notes: UIViewController {
            let scroller = UIScrollView()
            let body = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(scroller)
                scroller.addSubview(body)
                scroller.translatesAutoresizingMaskIntoConstraints = false
                body.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    scroller.topAnchor.constraint(equalTo: view.topAnchor),
                    scroller.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    body.topAnchor.constraint(equalTo: scroller.topAnchor, constant: 8),
                    scroller.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                    body.leadingAnchor.constraint(equalTo: scroller.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: scroller.trailingAnchor),
                    body.widthAnchor.constraint(equalTo: scroller.widthAnchor),
                    body.heightAnchor.constraint(equalToConstant: 2000),
                ])
            }
        }
        """

    @Test func edgesToContentAreTheContentGuides() throws {
        let system = try #require(ReaderFeatureTests.read(Self.screen).first)
        let formulas = ReaderFormulas.of(system).filter { $0.contains("body") }
        #expect(formulas == [
            "body.top = scroller.contentLayoutGuide.top + 8",
            "scroller.contentLayoutGuide.bottom = body.bottom + 8",
            "body.leading = scroller.contentLayoutGuide.leading + 0",
            "body.trailing = scroller.contentLayoutGuide.trailing + 0",
            "body.width = scroller.width + 0",
            "body.height = 2000",
        ])
        #expect(Analyzer().analyze(system).verdict.headline.contains("fully determined"))
    }
}
