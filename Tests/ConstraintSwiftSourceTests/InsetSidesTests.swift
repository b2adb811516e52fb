import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Insets with some sides known only at run time (`UIEdgeInsets(top: 12, left: Style.margin, …)`)
/// keep the sides that are known; an unknown side is an unknown constant, never 0. Expected
/// constants by hand (far edges negated, as the libraries do).
struct InsetSidesTests {
    static func constants(_ call: String) throws -> [String: Double] {
        try PureLayoutEdgesTests.constants(call)
    }

    @Test func pureLayoutKeepsTheKnownSides() throws {
        let constants = try Self.constants("autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 12, left: Style.margin, bottom: 12, right: Style.margin))")
        #expect(constants["top"] == 12 && constants["bottom"] == -12)
        #expect(constants["leading"]?.isNaN == true && constants["trailing"]?.isNaN == true)
        let unknown = try Self.constants("autoPinEdgesToSuperviewEdges(with: Style.insets)")
        #expect(unknown.count == 4 && unknown.values.allSatisfy(\.isNaN))
    }

    @Test func snapKitInsetsKeepTheKnownSides() throws {
        let constants = try Self.constants("snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: Style.margin, bottom: 10, right: 4)) }")
        #expect(constants["top"] == 8 && constants["bottom"] == -10 && constants["right"] == -4)
        #expect(constants["left"]?.isNaN == true)
    }

    @Test func tinyConstraintsInsetsExclusionsAndTheSafeArea() throws {
        #expect(try Self.constants("edgesToSuperview(insets: .init(top: 8, left: 16, bottom: 8, right: 16))")
            == ["top": 8, "left": 16, "bottom": -8, "right": -16])
        #expect(try Self.constants("edgesToSuperview(excluding: .bottom, insets: .left(24) + .right(24) + .top(52))")
            == ["top": 52, "left": 24, "right": -24])
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("a.edgesToSuperview(excluding: .leading, usingSafeArea: true)")).first)
        let guide = try #require(system.items.first { $0.kind == .safeAreaGuide })
        #expect(system.constraints.count == 3 && system.constraints.allSatisfy { $0.second?.item == guide.id })
    }
}
