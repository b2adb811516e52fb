import ConstraintIngest
import ConstraintModel
import Testing

/// The `state` and `transition` blocks of equation sets (Docs/states.md).
@Suite struct EquationStatesTests {
    static let text = """
        root Superview 320x480
        view Detail
        Detail.leading = Superview.leading
        Detail.height = 0 "collapsed"

        state Expanded:
          activate Detail.height = 120   # defined here, inactive in the base
          deactivate c2
          c1.constant = 20; c1.priority = 999
        state Gone:
          hide Detail
          frobnicate c1
        transition Expanded -> Gone:
          deactivate collapsed
        transition base -> Nowhere:
          root 480x320
        """

    @Test func blocksBecomeStatesAndTransitionsAndTheirEquationsInactiveConstraints() throws {
        let system = try #require(EquationSetReader.read(Self.text, file: "s.constraints").systems.first)
        #expect(system.constraints.map(\.id) == ["c1", "c2", "c3"])
        #expect(system.constraints.map(\.isActive) == [nil, nil, false])
        #expect(system.constraints[2].line == 7)
        #expect(system.constraints[2].column == 12)
        #expect(system.states.map(\.name) == ["Expanded", "Gone"])
        #expect(
            system.states[0].changes == [
                .activate(constraintID: "c3"), .deactivate(constraintID: "c2"), .setConstant(constraintID: "c1", constant: 20),
                .setPriority(constraintID: "c1", priority: 999),
            ])
        #expect(system.states[0].steps.count == 4)
        #expect(system.states[0].steps[1].sourceLocation == SourceFileLocation(file: "s.constraints", line: 8, column: 3))
        #expect(system.states[1].changes == [.setHidden(itemID: system.items[1].id, hidden: true)])
        #expect(system.transitions.map(\.from) == ["Expanded", nil])
        #expect(system.transitions[0].steps.first?.changes == [.deactivate(constraintID: "c2")])
        let codes = system.diagnostics.map(\.code)
        #expect(codes.contains("unreadable-change"))
        #expect(codes.contains("unknown-state"))
        #expect(system.diagnostics.first { $0.code == "unreadable-change" }?.line == 12)
    }

    @Test func aSetWithoutBlocksReadsAsBefore() throws {
        let plain = "view state\nstate.width = 10\n"
        let system = try #require(EquationSetReader.read(plain, file: "p.constraints").systems.first)
        #expect(system.states.isEmpty && system.constraints.count == 1)
    }
}
