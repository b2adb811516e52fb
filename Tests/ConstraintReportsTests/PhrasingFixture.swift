import ConstraintModel
import ConstraintReports

/// Two named items, `Box` and `Panel`, and one constraint between them at a time.
enum PhrasingFixture {
    static var system: ConstraintSystem {
        var items = [LayoutItem(id: "item1", name: "Box"), LayoutItem(id: "item2", name: "Panel")]
        DisplayNames.assign(to: &items)
        return ConstraintSystem(source: SourceInfo(file: "test", firstLine: 1, lastLine: 1), format: .equations, items: items)
    }

    static func constraint(
        _ first: LayoutAttribute = .width, _ relation: Relation = .equal, multiplier: LayoutNumber = 1,
        to second: LayoutAttribute? = nil, constant: LayoutNumber? = 0, systemSpacing: Bool = false,
        priority: Priority = .required, measuredIn: String? = nil
    ) -> LayoutConstraint {
        LayoutConstraint(
            id: "c1", first: Anchor(item: "item1", first), relation: relation, multiplier: multiplier,
            second: second.map { Anchor(item: "item2", $0) }, constant: constant, constantIsSystemSpacing: systemSpacing,
            priority: priority, measuredIn: measuredIn)
    }

    static func sentence(_ constraint: LayoutConstraint) -> String {
        ConstraintSentence(system: system).text(for: constraint)
    }

    static func equation(_ constraint: LayoutConstraint) -> String {
        ConstraintEquation(system: system).text(for: constraint)
    }
}
