import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// PureLayout's `autoPinEdgesToSuperviewEdges(with:excludingEdge:)`: each edge takes its inset
/// (far edges negated) and the excluded edge is not pinned. Expected constants by hand.
struct PureLayoutEdgesTests {
    static func constants(_ call: String) throws -> [String: Double] {
        let code = """
            import UIKit
            import PureLayout
            final class Note: UIView {
                let text = UILabel.newAutoLayout()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(text)
                    text.\(call)
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        var result: [String: Double] = [:]
        for constraint in system.constraints {
            result[constraint.first.attribute.standard.map { "\($0)" } ?? "?"] = constraint.constant?.value ?? .nan
        }
        return result
    }

    @Test func insetsPerEdgeAndTheExcludedEdgeLeftOut() throws {
        #expect(try Self.constants("autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 8), excludingEdge: .right)")
            == ["top": 4, "leading": 20, "bottom": -6])
        #expect(try Self.constants("autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 8))")
            == ["top": 4, "leading": 20, "bottom": -6, "trailing": -8])
        #expect(try Self.constants("autoPinEdgesToSuperviewEdges()") == ["top": 0, "leading": 0, "bottom": 0, "trailing": 0])
    }
}
