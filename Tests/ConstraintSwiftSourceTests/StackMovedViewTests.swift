import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view arranged in one stack view and then arranged in (or added to) another leaves the first,
/// as UIKit removes an arranged view that leaves the stack's subviews: the first stack keeps no
/// rows for it. Found in a real file whose helper made two stacks of the same two labels.
struct StackMovedViewTests {
    @Test func aViewArrangedAgainLeavesItsFirstStack() throws {
        let code = """
            import UIKit
            final class Header: UIStackView {
                let title = UILabel()
                let detail = UILabel()
                lazy var first = pair(title, detail)
                lazy var second = pair(title, detail)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    axis = .vertical
                    addArrangedSubview(first)
                    addArrangedSubview(second)
                }
                private func pair(_ a: UIView, _ b: UIView) -> UIStackView {
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.addArrangedSubview(a)
                    stack.addArrangedSubview(b)
                    return stack
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        let formulas = ReaderFormulas.of(system)
        #expect(!formulas.contains { $0.contains("first.") && $0.contains("title.") })
        #expect(formulas.contains("title.top = second.top + 0"))
        #expect(formulas.contains("title.top = first.top + 0") == false)
    }
}
