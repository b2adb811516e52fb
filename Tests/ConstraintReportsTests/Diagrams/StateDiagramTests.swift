import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintReports
import Foundation
import TestSupport
import Testing

/// A state's diagram read back from its DOT text and checked against what the state's change
/// list says (worked out here, step by step, not by the diagram code), against the incremental
/// engine's frames for what moved, and against the Fourier–Motzkin oracle for new conflicts.
@Suite("State diagrams")
struct StateDiagramTests {
    /// One edge statement of the DOT text: `item3 -> item3 [class="…", id="constraint9", label=<…>];`.
    struct DrawnEdge {
        var id: String
        var classes: Set<String>
        var label: String
    }

    struct DrawnNode {
        var id: String
        var classes: Set<String>
        var label: String
    }

    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") ?? line.range(of: "[\(name)=\"") else { return nil }
        guard let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(line[start.upperBound..<end])
    }

    static func htmlLabel(in line: Substring) -> String {
        guard let start = line.range(of: "label=<") else { return "" }
        let rest = line[start.upperBound...]
        let end = rest.range(of: ">>, ")?.lowerBound ?? rest.range(of: ">>]", options: .backwards)?.lowerBound ?? rest.endIndex
        return DiagramInspection.plainText(String(rest[..<end]) + ">")
    }

    static func edges(in dot: String) -> [DrawnEdge] {
        dot.split(separator: "\n").compactMap { line in
            guard line.contains(" -> "), let id = attribute("id", in: line) else { return nil }
            let classes = Set((attribute("class", in: line) ?? "").split(separator: " ").map(String.init))
            return DrawnEdge(id: id, classes: classes, label: htmlLabel(in: line))
        }
    }

    static func nodes(in dot: String) -> [DrawnNode] {
        dot.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("item"), !line.contains(" -> "), let id = attribute("id", in: line) else { return nil }
            let classes = Set((attribute("class", in: line) ?? "").split(separator: " ").map(String.init))
            return DrawnNode(id: id, classes: classes, label: htmlLabel(in: line))
        }
    }

    /// What the change list does, replayed on sets of ids: which constraints end up active that
    /// were not, which stop being active, and the net constant of each constraint it edits.
    struct ExpectedChanges {
        var added: Set<String> = []
        var removed: Set<String> = []
        /// id → (base constant, state constant), for constraints active in both.
        var constants: [String: (Double, Double)] = [:]
        /// id → (base priority, state priority).
        var priorities: [String: (Double, Double)] = [:]

        init(base: ConstraintSystem, steps: [ChangeStep]) {
            let baseActive = Set(base.constraints.filter { $0.isActive != false }.map(\.id))
            var active = baseActive
            var constants: [String: Double] = [:]
            var priorities: [String: Double] = [:]
            for change in steps.flatMap(\.changes) {
                switch change {
                case .activate(let id): active.insert(id)
                case .deactivate(let id): active.remove(id)
                case .add(let constraint): active.insert(constraint.id)
                case .setConstant(let id, let constant): constants[id] = constant.value
                case .setPriority(let id, let priority): priorities[id] = priority.value
                default: break
                }
            }
            added = active.subtracting(baseActive)
            removed = baseActive.subtracting(active)
            for (id, value) in constants where baseActive.contains(id) && active.contains(id) {
                let old = base.constraint(id)?.constant?.value ?? 0
                if old != value { self.constants[id] = (old, value) }
            }
            for (id, value) in priorities where baseActive.contains(id) && active.contains(id) {
                let old = base.constraint(id)?.priority.value ?? 1000
                if old != value { self.priorities[id] = (old, value) }
            }
        }
    }

    /// The constraint an edge draws, by its id `constraintN` (the N-th constraint of the layout).
    static func constraintID(of edge: DrawnEdge, in system: ConstraintSystem) -> String? {
        guard edge.id.hasPrefix("constraint"), let number = Int(edge.id.dropFirst("constraint".count)),
              system.constraints.indices.contains(number - 1) else { return nil }
        return system.constraints[number - 1].id
    }

    static func axis(of constraint: LayoutConstraint) -> Axis? { constraint.first.attribute.standard?.axis }

    static func checkMarks(base: ConstraintSystem, baseDiagnosis: Diagnosis, state: StateDiagnosis, name: String) {
        let expected = ExpectedChanges(base: base, steps: state.steps)
        for axis in Axis.allCases {
            let dot = ConstraintDiagram(state: state, base: base, baseDiagnosis: baseDiagnosis, axis: axis).graph.render()
            let edges = edges(in: dot)
            var drawn: Set<String> = []
            for edge in edges {
                guard let id = constraintID(of: edge, in: state.system) else { continue }
                drawn.insert(id)
                #expect(edge.classes.contains("state-added") == expected.added.contains(id), "\(name) \(axis) \(id) added: \(edge.label)")
                #expect(edge.classes.contains("state-removed") == expected.removed.contains(id), "\(name) \(axis) \(id) removed: \(edge.label)")
                #expect(edge.label.hasPrefix("+ ") == expected.added.contains(id), "\(name) \(id): \(edge.label)")
                #expect(edge.label.hasPrefix("\u{2212} ") == expected.removed.contains(id), "\(name) \(id): \(edge.label)")
                if let (old, new) = expected.constants[id] {
                    #expect(edge.label.contains("constant \(Self.number(old)) → \(Self.number(new))"), "\(name) \(id): \(edge.label)")
                }
                if let (old, new) = expected.priorities[id] {
                    #expect(edge.label.contains("priority \(Self.number(old)) → \(Self.number(new))"), "\(name) \(id): \(edge.label)")
                }
                if expected.constants[id] != nil || expected.priorities[id] != nil {
                    #expect(edge.classes.contains("state-edited"), "\(name) \(id) edited")
                } else {
                    #expect(!edge.classes.contains("state-edited"), "\(name) \(id) not edited: \(edge.label)")
                }
            }
            // Every change on this axis is drawn, the deactivated constraints included.
            let changed = expected.added.union(expected.removed).union(expected.constants.keys).union(expected.priorities.keys)
            for id in changed {
                guard let constraint = state.system.constraint(id), Self.axis(of: constraint) == axis else { continue }
                #expect(drawn.contains(id), "\(name): \(id) is drawn on the \(axis) axis")
            }
        }
    }

    static func number(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value.magnitude)) : String(value.magnitude)
        return value < 0 ? "\u{2212}" + text : text
    }

    static func corpusExample() throws -> (report: Report, system: ConstraintSystem, diagnosis: Diagnosis) {
        let input = PackagePaths.corpus.appendingPathComponent("states/expand-detail.constraints")
        let report = try GoldenCorpusTests.report(for: input)
        let systemReport = try #require(report.systems.first)
        return (report, systemReport.system, try #require(systemReport.diagnosis))
    }

    @Test func everyStateOfTheCorpusExampleMarksWhatItsStepsChange() throws {
        let (_, system, diagnosis) = try Self.corpusExample()
        #expect(diagnosis.states.count == 3)
        for state in diagnosis.states {
            Self.checkMarks(base: system, baseDiagnosis: diagnosis, state: state, name: state.name)
        }
    }

    /// The items marked as moved on each axis are exactly those whose frame on that axis the
    /// incremental engine changes when it replays the state's steps on the base layout.
    @Test func movedItemsAreThoseTheEngineMoves() throws {
        let (_, system, diagnosis) = try Self.corpusExample()
        for state in diagnosis.states {
            let engine = IncrementalLayoutSolver(system: system)
            let before = engine.verdict()
            for step in state.steps { _ = engine.apply(step) }
            let after = engine.verdict()
            try #require(before.isSatisfiable && after.isSatisfiable)
            for axis in Axis.allCases {
                let expected = Set(after.frames.compactMap { item, frame -> String? in
                    guard let old = before.frames[item] else { return nil }
                    let changed = axis == .horizontal
                        ? (old.x != frame.x || old.width != frame.width) : (old.y != frame.y || old.height != frame.height)
                    return changed ? item : nil
                })
                let dot = ConstraintDiagram(state: state, base: system, baseDiagnosis: diagnosis, axis: axis).graph.render()
                let marked = Set(Self.nodes(in: dot).filter { $0.classes.contains("moved") }.compactMap { node -> String? in
                    guard let number = Int(node.id.dropFirst("item".count)) else { return nil }
                    return state.system.items[number - 1].id
                })
                #expect(marked == expected, "\(state.name), \(axis) axis")
                for node in Self.nodes(in: dot) where node.classes.contains("moved") {
                    #expect(node.label.contains("moved: "), "\(node.label)")
                }
            }
        }
    }

    static let conflicting = """
        root Superview 375x667
        view Box : UIView
        Box.leading = Superview.leading + 16
        Box.width = 100
        Box.top = Superview.top + 20
        Box.height = 50
        Box.height >= 10 "floor"

        state Broken:
          activate Box.width = 200 "wide"
          deactivate c5
          c3.constant = 40
        """

    /// A state that activates a constraint the layout cannot meet: the oracle says the base holds
    /// and the state does not, and that without the activated constraint it would; so the
    /// diagram must mark a new conflict, and the activated constraint in it.
    @Test func aNewConflictIsMarkedAsNew() throws {
        let read = EquationSetReader.read(Self.conflicting, file: "broken.constraints")
        let system = try #require(read.systems.first)
        let diagnosis = Analyzer().analyze(system)
        let state = try #require(diagnosis.states.first)
        let wide = try #require(state.system.constraints.first { $0.identifier == "wide" })
        #expect(FourierMotzkinOracle.isFeasible(OracleLowering(system).requiredRows))
        #expect(!FourierMotzkinOracle.isFeasible(OracleLowering(state.system).requiredRows))
        var withoutWide = state.system
        withoutWide.constraints.removeAll { $0.id == wide.id }
        #expect(FourierMotzkinOracle.isFeasible(OracleLowering(withoutWide).requiredRows))

        Self.checkMarks(base: system, baseDiagnosis: diagnosis, state: state, name: "Broken")
        let dot = ConstraintDiagram(state: state, base: system, baseDiagnosis: diagnosis, axis: .horizontal).graph.render()
        let newConflict = Self.edges(in: dot).filter { $0.classes.contains("new-conflict") }
        #expect(newConflict.contains { Self.constraintID(of: $0, in: state.system) == wide.id })
        #expect(newConflict.allSatisfy { $0.label.contains("new in this state") })
        #expect(dot.contains("conflict N · new in this state"), "the legend explains the mark")
    }

    /// A removed view takes its constraints with it: the caption names the view once, and its
    /// constraints are not listed as gone one by one; the views that move are marked.
    @Test func aRemovedViewIsNamedInTheCaption() throws {
        let text = """
            root Superview 375x667
            view Card : UIView
            view Detail : UIView
            Card.leading = Superview.leading + 16
            Card.width = 100
            Card.top = Superview.top + 20
            Detail.top = Card.top
            Card.height = 50 @750
            Card.bottom >= Detail.bottom + 8

            state Gone:
              remove Detail
            """
        let system = try #require(EquationSetReader.read(text, file: "gone.constraints").systems.first)
        let diagnosis = Analyzer().analyze(system)
        let state = try #require(diagnosis.states.first)
        let dot = ConstraintDiagram(state: state, base: system, baseDiagnosis: diagnosis, axis: .vertical).graph.render()
        let caption = try #require(dot.split(separator: "\n").first { $0.hasPrefix("  label=\"System") || $0.hasPrefix("  label=\"gone") })
        #expect(caption.contains("Removed: Detail, with their constraints."), "\(caption)")
        #expect(!caption.contains("No longer in the layout"), "\(caption)")
    }

    @Test func theRequestDrawsANamedStateAndRefusesAnUnknownOne() throws {
        let (report, system, diagnosis) = try Self.corpusExample()
        let drawn = try DiagramRequest(systemNumber: 1, state: "Expanded").diagram(for: report)
        let state = try #require(diagnosis.states.first { $0.name == "Expanded" })
        #expect(drawn.axis == .vertical, "Expanded changes heights")
        #expect(drawn.graph.render() == ConstraintDiagram(
            state: state, base: system, baseDiagnosis: diagnosis, axis: .vertical,
            title: "System 1 · " + ConstraintDiagram.defaultTitle(for: system)).graph.render())
        #expect(throws: DiagramRequest.Failure.noSuchState(system: 1, requested: "Tall", available: ["Expanded", "Wide", "Compact"])) {
            try DiagramRequest(systemNumber: 1, state: "Tall").diagram(for: report)
        }
        #expect(throws: DiagramRequest.Failure.stateOnBothAxes) {
            try DiagramRequest(systemNumber: 1, bothAxes: true, state: "Wide").diagram(for: report)
        }
    }
}
