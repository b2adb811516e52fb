import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// PureLayout's `relation:` argument: an inequality, turned round on a far edge's inset (as
/// PureLayout turns the inset into an offset). Expected formulas by hand.
struct PureLayoutRelationTests {
    @Test func relationArgumentsAreInequalities() throws {
        let code = """
            import UIKit
            import PureLayout
            final class Badge: UIView {
                let stack = UIStackView.newAutoLayout()
                let dot = UIView.newAutoLayout()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stack)
                    addSubview(dot)
                    stack.autoPinEdge(toSuperviewEdge: .left, withInset: 4, relation: .greaterThanOrEqual)
                    stack.autoPinEdge(toSuperviewEdge: .right, withInset: 4, relation: .greaterThanOrEqual)
                    dot.autoSetDimension(.width, toSize: 16, relation: .greaterThanOrEqual)
                    dot.autoMatch(.width, to: .width, of: self, withOffset: 0, relation: .lessThanOrEqual)
                    dot.autoPinEdge(.top, to: .bottom, of: stack, withOffset: 2, relation: .lessThanOrEqual)
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(ReaderFormulas.of(system) == [
            "stack.left >= self.left + 4",
            "stack.right <= self.right + -4",
            "dot.width >= 16",
            "dot.width <= self.width + 0",
            "dot.top <= stack.bottom + 2",
        ])
    }
}
