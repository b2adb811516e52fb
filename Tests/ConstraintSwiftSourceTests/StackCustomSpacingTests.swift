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

/// A margins-relative stack with its own margins (`layoutMargins = UIEdgeInsets(…)`,
/// `directionalLayoutMargins = NSDirectionalEdgeInsets(…)`): its views sit those margins in from
/// its edges, not at the analysis's default margin.
struct StackLayoutMarginsTests {
    @Test func theStacksOwnMarginsInsetItsViews() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let stack = UIStackView(arrangedSubviews: [a])
            stack.axis = .vertical
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 10, trailing: 12)
            view.addSubview(stack)
            """)).first)
        let rows = system.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        let byAttribute = Dictionary(rows.map { ($0.first.attribute.standard == .top || $0.first.attribute.standard == .leading
            ? $0.first.attribute.standard?.rawValue ?? "?" : $0.second?.attribute.standard?.rawValue ?? "?", $0.constant?.value ?? .nan) },
            uniquingKeysWith: { first, _ in first })
        #expect(byAttribute == ["top": 4, "leading": 6, "bottom": 10, "trailing": 12])
    }
}
