import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `constraints(withVisualFormat:options:…)` with an alignment option: besides the format's own
/// constraints, every two views the format connects are aligned on that attribute, as UIKit
/// does (the `[superview]-(<=1)-[view]` centring trick relies on it). Expected values written
/// by hand from the formats.
struct VisualFormatOptionTests {
    static func formulas(_ system: ConstraintSystem) -> [String] {
        let names = Dictionary(uniqueKeysWithValues: system.items.map { ($0.id, $0.name ?? $0.id) })
        return system.constraints.filter { $0.origin == .developer }.map { constraint in
            let first = "\(names[constraint.first.item] ?? "?").\(constraint.first.attribute.standard.map { "\($0)" } ?? "?")"
            let second = constraint.second.map { " \(names[$0.item] ?? "?").\($0.attribute.standard.map { "\($0)" } ?? "?")" } ?? ""
            return "\(first) \(constraint.relation.rawValue)\(second) \(constraint.constant.map { "\($0.value)" } ?? "?")"
        }
    }

    @Test func anAlignmentOptionAlignsEveryConnectedPair() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let c = UIView()
            view.addSubview(c)
            c.translatesAutoresizingMaskIntoConstraints = false
            view.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-[b]-[c]-|", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b, "c": c]))
            """)).first)
        let formulas = Self.formulas(system)
        #expect(formulas.count == 6)
        #expect(formulas.contains("b.centerY == a.centerY 0.0"))
        #expect(formulas.contains("c.centerY == b.centerY 0.0"))
    }

    @Test func optionsInASetAndTheCentringTrick() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let views: [String: UIView] = ["superview": view, "a": a, "b": b]
            view.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "V:[superview]-(<=1)-[a]", options: NSLayoutConstraint.FormatOptions.alignAllCenterX, metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:[a]-8-[b]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[b]|", options: [], metrics: nil, views: views))
            """)).first)
        let formulas = Self.formulas(system)
        #expect(formulas.contains("a.centerX == view.centerX 0.0"))
        #expect(formulas.contains("b.top == a.top 0.0"))
        #expect(formulas.contains("b.bottom == a.bottom 0.0"))
        // 1 + 1 (the trick), 1 + 2 (two alignments), 2 (no option).
        #expect(formulas.count == 7)
    }
}

/// A metric whose value the code computes at run time (`"width": Screen.width - 100`) is still a
/// metric: the format is read, that constant unknown, instead of the name being taken for a
/// view that is not in the views dictionary.
struct VisualFormatUnknownMetricTests {
    @Test func anUnknownMetricIsAnUnknownConstant() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let metrics: [String: Any] = ["side": 5, "titleWidth": Layout.screenWidth - 100]
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-(side)-[a(titleWidth)]-(0)-[b]-(side)-|", metrics: metrics, views: ["a": a, "b": b]))
            """)).first)
        let formulas = VisualFormatOptionTests.formulas(system)
        #expect(formulas == ["a.leading == view.leading 5.0", "a.width == ?", "b.leading == a.trailing 0.0", "view.trailing == b.trailing 5.0"])
        #expect(system.diagnostics.contains { $0.message.contains("'titleWidth'") })
    }
}
