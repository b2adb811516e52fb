import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A layout DSL's own operators (its code not among the files read) are reported, located, as
/// not read, instead of leaving the view's layout silently empty; Swift's operators are not.
struct UnknownOperatorTests {
    @Test func aDSLOperatorIsReportedNotSilentlyDropped() throws {
        let code = ReaderFeatureTests.controller("""
            a.top() ~~> view.top() + 20
            a.height() --= 87
            let spacing = 4 * 2 + (8 ?? 0)
            var total: CGFloat = 0
            total += spacing * 2
            b.widthAnchor.constraint(equalToConstant: total).isActive = true
            """)
        let system = try #require(ReaderFeatureTests.read(code).first)
        let notes = system.diagnostics.filter { $0.message.contains("is not one the reader knows") }
        #expect(notes.map(\.line) == [10, 11])
        #expect(notes.first?.message.contains("'~~>'") == true)
        #expect(system.constraints.count == 1)
    }
}
