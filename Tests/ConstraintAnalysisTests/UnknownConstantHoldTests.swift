import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import LayoutMath
import Testing

/// A constant the reader cannot evaluate (`Theme.spacing`) is one number at run time: a view it
/// places is not free. The degrees of freedom with such constants blanked must be those of the
/// same layout with the numbers written — not more — while a constraint that is really missing
/// still leaves its view free.
@Suite struct UnknownConstantHoldTests {
    static func system(_ text: String, blanking blanked: Set<Int>) throws -> ConstraintSystem {
        var system = try #require(EquationSetReader.read(text, file: "hold-test").systems.first)
        system.format = .swiftSource
        for index in blanked { system.constraints[index].constant = nil }
        return system
    }

    static let pinnedBox = """
        root Container 390x200
        view Box
        Box.leading = Container.leading + 16
        Box.trailing = Container.trailing - 16
        Box.top = Container.top + 12
        Box.height = 44
        """

    @Test func aViewPlacedByUnknownConstantsIsNotFree() throws {
        let written = Analyzer().analyze(try Self.system(Self.pinnedBox, blanking: []))
        let blankedSystem = try Self.system(Self.pinnedBox, blanking: [0, 2, 3])
        let blanked = Analyzer().analyze(blankedSystem)
        let box = try #require(blankedSystem.items.first { $0.displayName == "Box" }?.id)
        #expect(written.degreesOfFreedom == [.horizontal: 0, .vertical: 0])
        #expect(blanked.degreesOfFreedom == written.degreesOfFreedom)
        #expect(blanked.ambiguities.isEmpty)
        #expect(blanked.notes.contains { $0.code == "unknown-constant-held" && $0.message.contains("c1, c3 and c4") })
        // Held at 0 where the layout allows: the frames read as if the constants were left out.
        #expect(blanked.frames[box]?.y == 0 && blanked.frames[box]?.height == 0 && blanked.frames[box]?.x == 0)
    }

    @Test func aMissingConstraintStillLeavesItsViewFree() throws {
        let withoutTop = Self.pinnedBox.replacingOccurrences(of: "Box.top = Container.top + 12\n", with: "")
        let written = Analyzer().analyze(try Self.system(withoutTop, blanking: []))
        let blanked = Analyzer().analyze(try Self.system(withoutTop, blanking: [0, 2]))
        #expect(written.degreesOfFreedom == [.horizontal: 0, .vertical: 1])
        #expect(blanked.degreesOfFreedom == written.degreesOfFreedom)
        #expect(!blanked.ambiguities.isEmpty)
    }

    /// Where 0 cannot hold (a width at least 100 set by an unknown constant), the constant is held
    /// at the value the solve found, and the layout stays determined.
    @Test func aConstantThatCannotBeZeroIsHeldWhereTheSolveFoundIt() throws {
        let text = """
            root Container 390x200
            view Box
            Box.leading = Container.leading + 16
            Box.width = 120
            Box.width >= 100
            Box.top = Container.top + 12
            Box.height = 44
            """
        let blankedSystem = try Self.system(text, blanking: [1])
        let blanked = Analyzer().analyze(blankedSystem)
        let box = try #require(blankedSystem.items.first { $0.displayName == "Box" }?.id)
        #expect(blanked.degreesOfFreedom == [.horizontal: 0, .vertical: 0])
        let note = try #require(blanked.notes.first { $0.code == "unknown-constant-held" })
        #expect(!note.message.contains("at 0"), "\(note.message)")
        #expect(blanked.frames[box]?.width ?? 0 >= 100)
    }
}

extension UnknownConstantHoldTests {
    /// Two unknown constants that must be equal (the same view placed twice, each with a constant
    /// the reader could not evaluate): holding both makes the second hold redundant, and the
    /// redundancies reported are still the layout's own (found by FuzzAnalysis: a circuit through
    /// a hold row named a row the layout does not have, and the analysis trapped).
    @Test func twoUnknownConstantsThatMustBeEqualAreHeldWithoutATrap() throws {
        let text = """
            root Container 390x200
            view Box
            Box.leading = Container.leading + 16
            Box.leading = Container.leading + 16
            Box.width = 100
            Box.top = Container.top + 12
            Box.height = 44
            """
        let system = try Self.system(text, blanking: [0, 1])
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.degreesOfFreedom == [.horizontal: 0, .vertical: 0])
        #expect(diagnosis.notes.contains { $0.code == "unknown-constant-held" })
        let ids = Set(system.constraints.map(\.id))
        #expect(diagnosis.redundancies.allSatisfy { redundancy in redundancy.constraintIDs.allSatisfy(ids.contains) }, "\(diagnosis.redundancies)")
    }
}
