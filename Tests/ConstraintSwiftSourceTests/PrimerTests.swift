import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// The "done when": the primer screen reads with all 30 constraints and its hugging
/// priorities, is fully determined as written, and is a content-hugging tie between the three
/// labels once the three hugging lines are removed. (`CorpusAnalysisTests` re-checks every
/// verdict on these files with the independent oracles.)
struct PrimerTests {
    static func system(_ name: String) throws -> ConstraintSystem {
        let url = PackagePaths.corpus.appendingPathComponent("swift/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = SwiftSourceReader().read([SourceFile(path: "Corpus/swift/\(name)", text: text)])
        return try #require(result.systems.first)
    }

    static func item(_ name: String, in system: ConstraintSystem) throws -> LayoutItem {
        try #require(system.items.first { $0.name == name })
    }

    @Test func thePrimerReadsWithAllThirtyConstraintsAndItsHuggingPriorities() throws {
        let system = try Self.system("primer.swift")
        #expect(system.source.file == "PrimerViewController (primer.swift)")
        #expect(system.constraints.count == 30)
        #expect(system.constraints.allSatisfy { $0.isActive == true && $0.origin == .developer })
        // Each constraint is located at the call that made it, one per line from line 28.
        #expect(system.constraints.map { $0.sourceLocation?.line } == (28...57).map { $0 })
        #expect(system.constraints.allSatisfy { $0.sourceLocation?.column == 13 && $0.sourceLocation?.file == "Corpus/swift/primer.swift" })
        let hugging = try ["label1", "label2", "label3"].map { try Self.item($0, in: system).intrinsicContentSize?.horizontalHugging }
        #expect(hugging == [750, 250, 750])
        let first = try #require(system.constraints.first)
        #expect(first.first.attribute == .standard(.leading) && first.second?.attribute == .standard(.leading))
        #expect(try Self.item("view1", in: system).translatesAutoresizingMask == false)
        let guide = try #require(system.items.first { $0.kind == .safeAreaGuide })
        #expect(first.second?.item == guide.id)
    }

    @Test func thePrimerIsFullyDeterminedAsWritten() throws {
        let diagnosis = Analyzer().analyze(try Self.system("primer.swift"))
        #expect(diagnosis.isSatisfiable)
        #expect(diagnosis.conflicts.isEmpty)
        #expect(diagnosis.ambiguities.isEmpty)
        #expect(diagnosis.degreesOfFreedom[.horizontal] == 0 && diagnosis.degreesOfFreedom[.vertical] == 0)
    }

    @Test func withoutItsHuggingLinesTheLabelsTie() throws {
        let system = try Self.system("primer-without-hugging.swift")
        #expect(system.constraints.count == 30)
        let diagnosis = Analyzer().analyze(system)
        let tie = try #require(diagnosis.ambiguities.first)
        // Two degrees of freedom: each free motion trades space between two or three labels,
        // and together they reach all three.
        let tiedItems = Set(diagnosis.ambiguities.flatMap(\.items))
        #expect(tiedItems == Set(try ["label1", "label2", "label3"].map { try Self.item($0, in: system).id }))
        #expect(tie.axis == .horizontal)
        let fix = try #require(tie.suggestion)
        #expect(fix.action == .changePriority)
        #expect(diagnosis.ambiguities.allSatisfy { $0.axis == .horizontal })
        // Applying the primer's own three lines again removes every tie.
        var fixed = system
        for (name, priority) in [("label1", Priority.defaultHigh), ("label2", .defaultLow), ("label3", .defaultHigh)] {
            let index = try #require(fixed.items.firstIndex { $0.name == name })
            fixed.items[index].intrinsicContentSize?.horizontalHugging = priority
        }
        #expect(Analyzer().analyze(fixed).ambiguities.isEmpty)
    }
}
