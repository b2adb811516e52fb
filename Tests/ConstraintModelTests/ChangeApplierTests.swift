import ConstraintModel
import Testing

/// UIKit's rules on changes, each one checked on a layout built for it.
@Suite struct ChangeApplierTests {
    /// Superview > Card > Detail, and Other in a second window.
    static var layout: ConstraintSystem {
        var builder = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let card = builder.view("Card")
        let detail = builder.view("Detail", in: card)
        builder.add(card.leading == builder.root.leading + 16)
        builder.add(detail.height == 44)
        builder.add((detail.width == 100).priority(750))
        var system = builder.system
        system.items.append(LayoutItem(id: "window2", name: "Other", displayName: "Other", isRoot: true))
        system.constraints[1].isActive = true
        return system
    }

    static func apply(_ changes: [LayoutChange], mode: ChangeMode = .runtime) -> ChangeOutcome {
        ChangeApplier.apply([ChangeStep(changes: changes)], to: layout, mode: mode)
    }

    @Test func requiredToOptionalOnAnActiveConstraintRaisesAtRunTimeOnly() {
        let runtime = Self.apply([.setPriority(constraintID: "c2", priority: 999)])
        #expect(runtime.diagnostics.map(\.code) == ["required-priority-change"])
        #expect(runtime.diagnostics.first?.message.contains(ChangeApplier.priorityExceptionName) == true)
        #expect(runtime.system.constraint("c2")?.priority == 999)
        #expect(Self.apply([.setPriority(constraintID: "c2", priority: 999)], mode: .design).diagnostics.isEmpty)
        // Optional to another optional value, or on an inactive constraint, is fine.
        #expect(Self.apply([.setPriority(constraintID: "c3", priority: 500)]).diagnostics.isEmpty)
        #expect(Self.apply([.deactivate(constraintID: "c2"), .setPriority(constraintID: "c2", priority: 999)]).diagnostics.isEmpty)
        #expect(Self.apply([.setPriority(constraintID: "c3", priority: .required)]).diagnostics.map(\.code) == ["required-priority-change"])
    }

    @Test func deactivatingAnInactiveAndActivatingAnActiveConstraintAreReported() {
        let twice = Self.apply([.deactivate(constraintID: "c1"), .deactivate(constraintID: "c1")])
        #expect(twice.diagnostics.map(\.code) == ["not-active"])
        #expect(twice.system.constraint("c1")?.isActive == false)
        #expect(Self.apply([.activate(constraintID: "c1")]).diagnostics.map(\.code) == ["already-active"])
        #expect(Self.apply([.deactivate(constraintID: "c1"), .activate(constraintID: "c1")]).diagnostics.isEmpty)
    }

    @Test func constraintsBetweenHierarchiesWithoutACommonAncestorAreRefused() {
        let across = LayoutConstraint(id: "x1", first: Anchor(item: "item3", .width), second: Anchor(item: "window2", .width))
        #expect(Self.apply([.add(across)]).diagnostics.map(\.code) == ["no-common-ancestor"])
        let within = LayoutConstraint(id: "x2", first: Anchor(item: "item3", .width), second: Anchor(item: "item2", .width))
        #expect(Self.apply([.add(within)]).diagnostics.isEmpty)
    }

    @Test func unknownNamesAreReportedAndChangeNothing() {
        let outcome = Self.apply([.setConstant(constraintID: "c99", constant: 3), .removeItem(itemID: "nobody")])
        #expect(outcome.diagnostics.map(\.code) == ["unknown-constraint", "unknown-item"])
        #expect(outcome.system == Self.layout)
    }

    @Test func removingAViewTakesItsSubviewsAndTheirConstraints() {
        let outcome = Self.apply([.removeItem(itemID: "item2")])
        #expect(outcome.system.item("item2") == nil && outcome.system.item("item3") == nil)
        #expect(outcome.system.constraints.isEmpty)
    }

    @Test func rootSizeAndConstantsChange() {
        let outcome = Self.apply([.setRootSize(width: 390, height: 844), .setConstant(constraintID: "c1", constant: 20)])
        #expect(outcome.system.items[0].frame?.width == 390 && outcome.system.items[0].frame?.height == 844)
        #expect(outcome.system.constraint("c1")?.constant == 20)
    }

    @Test func statementsReadBackToTheSameChanges() throws {
        let parser = LayoutChangeParser(system: Self.layout)
        let cases: [(String, [LayoutChange])] = [
            ("c2 priority 999", [.setPriority(constraintID: "c2", priority: 999)]),
            ("c2.priority = high", [.setPriority(constraintID: "c2", priority: .defaultHigh)]),
            ("deactivate c1, c3", [.deactivate(constraintID: "c1"), .deactivate(constraintID: "c3")]),
            ("activate c1", [.activate(constraintID: "c1")]),
            ("c1 constant -20", [.setConstant(constraintID: "c1", constant: -20)]),
            ("c1.isActive = false", [.deactivate(constraintID: "c1")]),
            ("root 390x844", [.setRootSize(width: 390, height: 844)]),
            ("root 390 x 844", [.setRootSize(width: 390, height: 844)]),
            ("hide Detail", [.setHidden(itemID: "item3", hidden: true)]),
            ("remove Card", [.removeItem(itemID: "item2")]),
        ]
        for (text, expected) in cases {
            let steps = try parser.steps(text).get()
            #expect(steps.flatMap(\.changes) == expected, "\(text)")
            let again = try parser.steps(steps.flatMap(\.changes).map(\.statement).joined(separator: "; ")).get()
            #expect(again.flatMap(\.changes) == expected, "\(text) written back")
        }
        #expect(try parser.steps("c1 constant 1; c2 constant 2").get().count == 2)
        for bad in ["c99 priority 999", "c1 priority 2000", "root 390", "frobnicate c1", "hide Nobody", "", "c1 colour red"] {
            #expect(throws: LayoutChangeParser.Failure.self, "\(bad)") { try parser.steps(bad).get() }
        }
    }
}

@Suite struct LayoutBuilderStateTests {
    @Test func theBuilderRecordsStatesAsSteps() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let detail = layout.view("Detail")
        let collapsed = layout.add(detail.height == 0)
        let expanded = layout.addInactive(detail.height == 120)
        layout.state("Expanded") { steps in
            steps.activate(expanded)
            steps.deactivate(collapsed)
        }
        layout.transition(from: "Expanded", to: "Wide") { $0.setRootSize(width: 480, height: 320) }
        let system = layout.system
        #expect(system.constraint(expanded)?.isActive == false)
        #expect(system.states.first?.steps.map(\.text) == ["activate c2", "deactivate c1"])
        #expect(system.transitions.first?.steps.first?.changes == [.setRootSize(width: 480, height: 320)])
        let outcome = ChangeApplier.apply(system.states[0].steps, to: system)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.system.constraint(expanded)?.isActive == true && outcome.system.constraint(collapsed)?.isActive == false)
    }
}
