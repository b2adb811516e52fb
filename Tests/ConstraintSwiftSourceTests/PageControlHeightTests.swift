import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A `UIPageControl` has an intrinsic height of 26 points (iOS 14 and later; the height
/// Interface Builder's library object has, as the Interface Builder reader's elements.json
/// also says), its width following its page count. Before, it had no intrinsic size, and a page
/// control in a vertical stack read as "pageControl's height free" (a walkthrough screen of the
/// s16 triage). The frames are worked out by hand.
struct PageControlHeightTests {
    @Test func aPageControlInAStackIsTwentySixHigh() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Walkthrough: UIViewController {
                let title = UILabel()
                let dots = UIPageControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.text = "Welcome"
                    let stack = UIStackView(arrangedSubviews: [title, dots])
                    stack.axis = .vertical
                    stack.spacing = 12
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    ])
                }
            }
            """).first)
        let dots = try #require(system.items.first { $0.name == "dots" }?.intrinsicContentSize)
        #expect(dots.height?.value == 26 && dots.width == nil)
        // The stack is 21 + 12 + 26 = 59 high; the page control spans its 335 points.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguities.isEmpty)
        let frame = try #require(diagnosis.frames[system.items.first { $0.name == "dots" }?.id ?? ""])
        #expect(frame.y == 133 && frame.height == 26 && frame.width == 335)
    }
}
