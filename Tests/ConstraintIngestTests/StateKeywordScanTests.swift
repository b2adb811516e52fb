@testable import ConstraintIngest
import Foundation
import TestSupport
import Testing

/// Whether a text may hold `state` or `transition` blocks is decided on its UTF-8 bytes (the
/// search by characters it replaced took 7 % of a 100,000-view diagnosis). The byte search may
/// say yes where the character search said no (`state` followed by a combining mark); the split
/// must then find no block, so that reading is unchanged.
@Suite struct StateKeywordScanTests {
    static func characterSearch(_ text: String) -> Bool {
        text.contains("state ") || text.contains("transition ")
    }

    static func expectSameReading(_ text: String, _ label: String) {
        let bytes = EquationSetStates.mayContainBlocks(text)
        let characters = Self.characterSearch(text)
        if characters { #expect(bytes, "\(label): the byte search misses a keyword") }
        if bytes && !characters { #expect(EquationSetStates.split(text) == nil, "\(label): a block the old test skipped") }
    }

    @Test func sameReadingOnCorpusAndFuzzInputs() throws {
        let root = PackagePaths.root.appendingPathComponent("Corpus")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        var keywords = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path), !data.isEmpty else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if Self.characterSearch(text) { keywords += 1 }
            Self.expectSameReading(text, file)
        }
        #expect(keywords > 0, "no Corpus file has a state block")
    }

    /// Texts built from keyword fragments, blanks, combining marks and other scripts, where the
    /// bytes and the characters can disagree.
    @Test(arguments: 0..<200)
    func sameReadingOnRandomTexts(_ seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed + 1))
        let pieces = [
            "state ", "state", "transition ", "transition", "tate ", "s", "t", " ", "\n", "\r\n", "\t", ":", "\u{301}", "\u{0338}",
            "é", "ß", "Expanded:", "base -> Expanded:", "A.top == 8", "activate A.width == 10", "# state X:", "\u{00A0}", "ș",
            "\u{2028}", "state\u{301} ", "state \u{301}",
        ]
        let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        Self.expectSameReading(text, "seed \(seed): \(text.debugDescription)")
    }

    @Test func findsKeywordsAtEveryPosition() {
        #expect(EquationSetStates.mayContainBlocks("state A:"))
        #expect(EquationSetStates.mayContainBlocks("A.top == 0\ntransition base -> A:"))
        #expect(EquationSetStates.mayContainBlocks("sstate "))
        #expect(!EquationSetStates.mayContainBlocks("state"))
        #expect(!EquationSetStates.mayContainBlocks("States A:"))
        #expect(!EquationSetStates.mayContainBlocks(""))
        #expect(!EquationSetStates.mayContainBlocks("transitio n"))
    }
}
