import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import TestSupport
import Testing

/// Two-view layouts written the way the Auto Layout Guide's "Anatomy of a Constraint" writes them
/// are judged as the guide judges them: neither ambiguous nor unsatisfiable, and ambiguous as soon
/// as any one constraint is removed. The root's size comes from its host (`HostSize`), which the
/// oracle models independently as a declared root frame of the same size.
@Suite struct GuideLayoutJudgementTests {
    struct Layout: CustomTestStringConvertible, Sendable {
        let name: String
        let lines: [String]
        var testDescription: String { name }
        var text: String { lines.joined(separator: "\n") + "\n" }
    }

    static let horizontalRow = [
        "Red.leading = 1.0 * Superview.leading + 20.0",
        "Blue.leading = 1.0 * Red.trailing + 8.0",
        "Superview.trailing = 1.0 * Blue.trailing + 20.0",
    ]

    static let layouts: [Layout] = [
        Layout(
            name: "side by side, each pinned top and bottom",
            lines: [
                "Red.top = 1.0 * Superview.top + 20.0", "Superview.bottom = 1.0 * Red.bottom + 20.0",
                "Blue.top = 1.0 * Superview.top + 20.0", "Superview.bottom = 1.0 * Blue.bottom + 20.0",
            ] + horizontalRow + ["Red.width = 1.0 * Blue.width + 0.0"]),
        Layout(
            name: "blue aligned with red",
            lines: [
                "Red.top = 1.0 * Superview.top + 20.0", "Superview.bottom = 1.0 * Red.bottom + 20.0",
                "Red.top = 1.0 * Blue.top + 0.0", "Red.bottom = 1.0 * Blue.bottom + 0.0",
            ] + horizontalRow + ["Red.width = 1.0 * Blue.width + 0.0"]),
        Layout(
            name: "red half as wide as blue",
            lines: [
                "Red.top = 1.0 * Superview.top + 20.0", "Superview.bottom = 1.0 * Red.bottom + 20.0",
                "Red.top = 1.0 * Blue.top + 0.0", "Red.bottom = 1.0 * Blue.bottom + 0.0",
            ] + horizontalRow + ["Red.width = 0.5 * Blue.width + 0.0"]),
        Layout(
            name: "fixed height, × signs and ≥ spacing kept tight by width equality",
            lines: [
                "Red.top = 1.0 × Superview.top + 16.0", "Red.height = 0.0 × NotAnAttribute + 44.0",
                "Blue.centerY = 1.0 × Red.centerY + 0.0", "Blue.height = 1.0 × Red.height + 0.0",
                "Red.leading = 1.0 × Superview.leading + 16.0", "Blue.leading = 1.0 × Red.trailing + 12.0",
                "Superview.trailing = 1.0 × Blue.trailing + 16.0", "Blue.width = 2.0 × Red.width + 0.0",
            ]),
    ]

    static func read(_ text: String) throws -> ConstraintSystem {
        let system = try #require(EquationSetReader.read(text, file: "guide.constraints").systems.first)
        #expect(system.diagnostics.filter { $0.severity != .note }.isEmpty, "\(system.diagnostics)")
        return system
    }

    /// The same system with the root's frame declared at the host's size: what "sized by its
    /// host" means, stated without the analysis.
    static func hosted(_ system: ConstraintSystem, size: HostSize = .defaultSize) -> ConstraintSystem {
        var hosted = system
        for index in hosted.items.indices where hosted.items[index].isRoot {
            hosted.items[index].frame = Rect(x: 0, y: 0, width: LayoutNumber(size.width), height: LayoutNumber(size.height))
        }
        return hosted
    }

    /// Every position and size of every item, by Fourier–Motzkin: nil when the required rows
    /// conflict, else whether all are determined.
    static func oracleDeterminesEverything(_ system: ConstraintSystem) throws -> Bool? {
        let lowering = OracleLowering(hosted(system))
        #expect(lowering.isComplete, "the oracle cannot lower \(lowering.refused) \(lowering.systemRefusals)")
        // Every row of these layouts is required, so the optimal face is the required rows' set.
        #expect(lowering.rows.allSatisfy { $0.isRequired })
        let required = lowering.requiredRows
        guard FourierMotzkinOracle.isFeasible(required) else { return nil }
        for item in system.items {
            for axis in Axis.allCases {
                for name in [axis.positionName, axis.sizeName] {
                    guard let variable = lowering.variables.existingIndex(of: "\(item.id).\(name)") else { return false }
                    if !FourierMotzkinOracle.isDetermined(variable: variable, over: required) { return false }
                }
            }
        }
        return true
    }

    @Test(arguments: layouts)
    func isNeitherAmbiguousNorUnsatisfiable(_ layout: Layout) throws {
        let system = try Self.read(layout.text)
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.isSatisfiable)
        #expect(diagnosis.ambiguities.isEmpty, "\(diagnosis.ambiguities.map(\.description))")
        #expect(diagnosis.notes.contains { $0.code == "host-size" })
        #expect(try Self.oracleDeterminesEverything(system) == true)
    }

    @Test(arguments: layouts)
    func removingAnyOneConstraintMakesItAmbiguous(_ layout: Layout) throws {
        for removed in layout.lines.indices {
            var lines = layout.lines
            lines.remove(at: removed)
            let system = try Self.read(lines.joined(separator: "\n") + "\n")
            let diagnosis = Analyzer().analyze(system)
            #expect(diagnosis.isSatisfiable)
            #expect(!diagnosis.ambiguities.isEmpty, "without '\(layout.lines[removed])' the analysis finds no ambiguity")
            #expect(try Self.oracleDeterminesEverything(system) == false, "without '\(layout.lines[removed])' the oracle finds every frame determined")
        }
    }

    /// A root the constraints do size keeps that size: the host's is not forced on it.
    @Test func aRootSizedByItsConstraintsIsNotResized() throws {
        let system = try Self.read("Superview.width = 320\nSuperview.height = 480\nRed.top = Superview.top\nRed.leading = Superview.leading\nRed.width = Superview.width\nRed.height = 0.5 * Superview.height\n")
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguities.isEmpty)
        #expect(!diagnosis.notes.contains { $0.code == "host-size" })
        let root = try #require(system.items.first { $0.isRoot })
        #expect(diagnosis.frames[root.id]?.width == Rational(320))
    }

    /// `--param root=WxH` changes the host, and a conflict with the host's size names it.
    @Test func theHostSizeIsAParameterAndConflictsNameIt() throws {
        var options = AnalysisOptions()
        #expect(options.parameters.apply("root=320x480") == nil)
        #expect(options.parameters.hostSize == HostSize(width: 320, height: 480))
        #expect(options.parameters.apply("root=wide") != nil)
        let system = try Self.read("Red.leading = Superview.leading + 20\nRed.width >= 300\nSuperview.trailing = Red.trailing + 20\n")
        let diagnosis = Analyzer(options: options).analyze(system)
        #expect(!diagnosis.isSatisfiable)
        let text = diagnosis.conflicts.flatMap { $0.implicit.map(\.description) + [$0.explanation] }.joined(separator: "\n")
        #expect(text.contains("from its host = 320 (assumed)"), "\(text)")
        #expect(Analyzer().analyze(system).isSatisfiable, "at the default 390 the row fits")
    }
}
