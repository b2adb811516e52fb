import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// An Anchorage constraint whose operands hold a sequence of their own (`row[i - 1]`) is located
/// at, and quotes, the whole `==` expression, not the index inside it.
struct AnchorageLocationTests {
    @Test func aSubscriptInsideTheOperandsKeepsTheConstraintsPlace() throws {
        let code = ReaderFeatureTests.controller("""
            let row = [a, b]
            for i in 1..<row.count {
                row[i].leadingAnchor == row[i - 1].trailingAnchor + 8
            }
            """)
        let system = try #require(ReaderFeatureTests.read(code).first)
        let made = try #require(system.constraints.first)
        #expect(made.sourceLocation?.column == 5)
        #expect(made.text.hasPrefix("row[i].leadingAnchor =="))
        #expect(made.constant?.value == 8)
    }
}
