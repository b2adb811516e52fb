import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import Testing

/// A motion that moves a long chain of views stays a sentence a person can read: it names a few
/// views and limits and counts the rest, while `items` keeps every id for tools.
@Suite struct LongMotionDescriptionTests {
    @Test func aLongChainIsNamedByItsFirstViewsAndCounted() throws {
        var text = "root Superview 375x667\n"
        let count = 30
        for index in 0..<count {
            let leading = index == 0 ? "Superview.leading + 4" : "V\(index - 1).trailing + 2"
            // The link into V10 is missing: V10…V29 can slide, every width shrinking with them.
            if index != 10 { text += "V\(index).leading = \(leading)\n" }
            text += "V\(index).width = V0.width\nV\(index).top = Superview.top\nV\(index).height = 10\n"
        }
        text += "V\(count - 1).trailing = Superview.trailing - 4\n"
        let system = try #require(Ingest.read(text, file: "chain", format: .equations).systems.first)
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.isSatisfiable)
        let ambiguity = try #require(diagnosis.ambiguities.first)
        #expect(ambiguity.items.count == count)
        #expect(ambiguity.description.contains(" more"), "\(ambiguity.description)")
        #expect(!ambiguity.description.contains("V25"), "\(ambiguity.description)")
        #expect(ambiguity.description.count < 600, "\(ambiguity.description)")
    }
}
