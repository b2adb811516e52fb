import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A method outside the base layout that sets constants to values known only at run time
/// (`constraint.constant = model.spacing`): no state can hold that change, so one located note
/// says so instead of the change disappearing.
struct RuntimeStateChangeTests {
    @Test func aRunTimeConstantChangeIsNoted() throws {
        let code = ReaderFeatureTests.controller("""
            let gap = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
            let inset = a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
            gaps = [gap, inset]
            NSLayoutConstraint.activate(gaps)
            }
            func apply(_ model: Model, animated: Bool) {
            for constraint in gaps { constraint.constant = model.spacing }
            """, members: "let a = UIView()\nlet b = UIView()\nvar gaps: [NSLayoutConstraint] = []")
        let system = try #require(ReaderFeatureTests.read(code).first)
        let notes = system.diagnostics.filter { $0.message.contains("known only at run time") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("apply(_:animated:) sets the constant of 2 constraints made at lines 11, 12") == true)
        #expect(system.states.isEmpty)
    }
}
