import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// PureLayout's `autoAlignAxis(_:toSameAxisOf:withOffset:)` and `autoConstrainAttribute(_:to:of:…)`,
/// and a `toSuperview…` call on the root, whose superview is its host's. Before, the first two
/// were taken for unknown spellings and the last vanished without a word.
struct PureLayoutAxisTests {
    @Test func axesAndAttributesOfAnotherViewAreRead() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import PureLayout
            final class Tip: UIView {
                let arrow = UIView()
                let text = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(arrow)
                    addSubview(text)
                    arrow.autoAlignAxis(.vertical, toSameAxisOf: text, withOffset: 4)
                    arrow.autoConstrainAttribute(.top, to: .bottom, of: text, withOffset: 2)
                    text.autoMatch(.width, to: .width, of: self, withMultiplier: 0.5)
                    self.autoPinEdge(toSuperviewEdge: .leading, withInset: 0, relation: .greaterThanOrEqual)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == [
            "arrow.centerX = text.centerX + 4",
            "arrow.top = text.bottom + 2",
            "text.width = 0.5 * self.width + 0",
        ])
        #expect(system.diagnostics.contains { $0.message.contains("'autoPinEdge' pins to the superview, but the root's superview is its host's") })
    }
}
