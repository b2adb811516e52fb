import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `setCustomSpacing(_:after:)` sets the gap after one arranged view; the others keep the
/// stack's spacing. Expected gaps written by hand.
struct StackCustomSpacingTests {
    @Test func theGapAfterAViewIsItsCustomSpacing() throws {
        let code = ReaderFeatureTests.controller("""
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.axis = .vertical
            stack.spacing = 8
            stack.setCustomSpacing(24, after: a)
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            """, members: "let a = UIView()\nlet b = UIView()\nlet c = UIView()")
        let system = try #require(ReaderFeatureTests.read(code).first)
        let gaps = system.constraints.filter { $0.identifier == "UISV-spacing" }.compactMap { $0.constant?.value }
        #expect(gaps == [24, 8])
    }
}
