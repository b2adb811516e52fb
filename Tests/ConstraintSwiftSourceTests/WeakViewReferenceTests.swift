import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `weak var anchorView: UIView?` is a view another object owns and sets later: nil in the
/// base layout, so `if let anchorView = self.anchorView { … }` does not run. Before, it was
/// made a view of this layout (autoresizing on, free in size), and the popover it anchors
/// was reported ambiguous for it. An `@IBOutlet weak var` is still an outlet.
struct WeakViewReferenceTests {
    @Test func aWeakViewPropertyIsNilInTheBaseLayout() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Bubble: UIView {
                weak var anchorView: UIView?
                @IBOutlet weak var badge: UILabel!
                let text = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(text)
                    text.translatesAutoresizingMaskIntoConstraints = false
                    text.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    if let anchorView = anchorView {
                        bottomAnchor.constraint(equalTo: anchorView.topAnchor).isActive = true
                    }
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == ["text.top = self.top + 10", "badge.leading = self.leading + 4"])
        #expect(!system.items.contains { $0.name == "anchorView" })
    }
}
