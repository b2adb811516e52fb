import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Foundation
import Testing
import TestSupport

/// A suggested constraint is only useful if the developer can write it down. For every equation
/// set in `Corpus/`, each constraint an ambiguity suggests is appended to the set as text, read
/// back by the ingest layer and analysed from scratch: the motion it was meant to pin must be
/// gone. This goes through the reader rather than the analysis's own re-solve, so a suggestion
/// whose text says something other than what was verified fails here.
@Suite struct SuggestedConstraintRoundTripTests {
    static let equationSets = PackagePaths.files(under: PackagePaths.corpus, extensions: ["constraints"])

    static func analyse(_ text: String) -> (system: ConstraintSystem, diagnosis: Diagnosis)? {
        let result = Ingest.read(text, file: "round-trip", format: .equations)
        guard result.systems.count == 1, let system = result.systems.first else { return nil }
        return (system, Analyzer().analyze(system))
    }

    static func freedom(_ diagnosis: Diagnosis) -> Int {
        diagnosis.degreesOfFreedom.values.reduce(0, +)
    }

    @Test(arguments: equationSets)
    func suggestedConstraintsPinTheirMotionWhenWrittenBack(_ file: URL) throws {
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        guard let (_, before) = Self.analyse(text), before.isSatisfiable else { return }
        for ambiguity in before.ambiguities {
            guard let fix = ambiguity.suggestion, fix.action == .addConstraint, let added = fix.constraintText else { continue }
            let lines = added.components(separatedBy: "; ").joined(separator: "\n")
            let after = try #require(Self.analyse(text + "\n" + lines + "\n"), "\(file.lastPathComponent): \(added) reads back")
            #expect(after.system.diagnostics.allSatisfy { $0.severity != .error }, "\(file.lastPathComponent): \(added) is valid input")
            #expect(after.diagnosis.isSatisfiable, "\(file.lastPathComponent): \(added) keeps the layout satisfiable")
            #expect(Self.freedom(after.diagnosis) < Self.freedom(before), "\(file.lastPathComponent): \(added) removes freedom")
        }
    }

    /// A root nobody placed sits at the origin, so the views inside it are not reported as free
    /// to slide along with it; one that is placed by a constraint of its own stays there.
    @Test func aRootWithoutAFrameDoesNotSlide() throws {
        let placedInside = """
            root Superview
            A.leading = Superview.leading + 20
            A.top = Superview.top + 10
            A.width = 100
            A.height = 40
            Superview.width = 300
            Superview.height = 200
            """
        let (system, diagnosis) = try #require(Self.analyse(placedInside))
        #expect(diagnosis.isSatisfiable)
        #expect(diagnosis.ambiguities.isEmpty, "\(diagnosis.ambiguities.map(\.description))")
        let root = try #require(system.items.first { $0.isRoot })
        let frame = try #require(diagnosis.frames[root.id])
        #expect(frame.x == 0 && frame.y == 0)

        let placedByItself = placedInside + "\nSuperview.leading = 7\n"
        let (movedSystem, moved) = try #require(Self.analyse(placedByItself))
        let movedRoot = try #require(movedSystem.items.first { $0.isRoot })
        #expect(moved.isSatisfiable)
        #expect(moved.frames[movedRoot.id]?.x == 7)
    }
    /// A pin goes to a view the moving one is already constrained to, not to the far-away root:
    /// for a cell whose title lost its top constraint that is the constraint that went missing.
    @Test func aPinReferencesANeighbourNotTheRoot() throws {
        var text = "root Superview 375x667\n"
        for cell in 0..<3 {
            let above = cell == 0 ? "Superview.top" : "Cell\(cell - 1).bottom"
            text += """
                Cell\(cell).leading = Superview.leading
                Cell\(cell).trailing = Superview.trailing
                Cell\(cell).top = \(above)
                Title\(cell).leading = Cell\(cell).leading + 16
                Title\(cell).width = 100
                Title\(cell).height = 20
                Cell\(cell).bottom = Title\(cell).bottom + 11
                Detail\(cell).trailing = Cell\(cell).trailing - 16
                Detail\(cell).width = 60
                Detail\(cell).height = 20
                Detail\(cell).centerY = Title\(cell).centerY
                Detail\(cell).top >= Cell\(cell).top + 11

                """
            if cell != 1 { text += "Title\(cell).top = Cell\(cell).top + 11\n" }
        }
        let (_, diagnosis) = try #require(Self.analyse(text))
        #expect(diagnosis.isSatisfiable)
        let ambiguity = try #require(diagnosis.ambiguities.first)
        #expect(diagnosis.ambiguities.count == 1)
        let suggestion = try #require(ambiguity.suggestion?.constraintText)
        #expect(suggestion == "Title1.top == Cell1.top + 11", "\(ambiguity.description)")
        let after = try #require(Self.analyse(text + suggestion + "\n"))
        #expect(after.diagnosis.isSatisfiable && after.diagnosis.ambiguities.isEmpty)
    }
}
