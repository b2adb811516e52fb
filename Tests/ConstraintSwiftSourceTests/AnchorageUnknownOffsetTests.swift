import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Anchorage with an offset the code takes from elsewhere (`topAnchor + Spacing.medium`, a
/// design-system constant in another module): the constraint still ties the two anchors, its
/// constant unknown, as the anchor API reads `constant: Spacing.medium`.
struct AnchorageUnknownOffsetTests {
    @Test func anUnknownOffsetKeepsBothAnchors() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            a.topAnchor == view.topAnchor + Spacing.medium
            a.horizontalAnchors == view.horizontalAnchors + Spacing.padding
            b.bottomAnchor == view.bottomAnchor - Spacing.padding
            """)).first)
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        let pairs = system.constraints.map { "\(names[$0.first.item] ?? "?").\($0.first.attribute.standard?.rawValue ?? "?") \(names[$0.second?.item ?? ""] ?? "none")" }
        #expect(pairs == ["a.top view", "a.leading view", "a.trailing view", "b.bottom view"])
        #expect(system.constraints.allSatisfy { $0.constant == nil })
        #expect(system.diagnostics.contains { $0.message.contains("'medium'") })
    }
}

/// Anchorage's anchor groups of the view itself, written without `self.`
/// (`stack.horizontalAnchors == horizontalAnchors + 16` in a view's initializer).
struct AnchorageBareGroupTests {
    @Test func aBareAnchorGroupIsTheViewsOwn() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            import Anchorage
            final class Warning: UIView {
                let stack = UIStackView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stack)
                    stack.horizontalAnchors == horizontalAnchors + 16
                    stack.verticalAnchors == verticalAnchors
                }
            }
            """).first)
        let root = try #require(system.items.first { $0.isRoot })
        let developer = system.constraints.filter { $0.origin == .developer }
        #expect(developer.count == 4)
        #expect(developer.allSatisfy { $0.second?.item == root.id })
        #expect(developer.map { $0.constant?.value } == [16, -16, 0, 0])
    }
}
