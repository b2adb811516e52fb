@testable import ConstraintIngest
import Foundation
import TestSupport
import Testing

/// Whether a text may hold `state` or `transition` blocks is decided on its UTF-8 bytes, at line
/// starts only (a search by characters took 7 % of a 100,000-view diagnosis, a search of every
/// byte 1 %). The quick test may say yes where the split finds no block, but never no where the
/// split finds one: the reading must be the one the split alone gives.
@Suite struct StateKeywordScanTests {
    static func characterSearch(_ text: String) -> Bool {
        text.contains("state ") || text.contains("transition ")
    }

    /// The split itself, asked without the quick test in front of it: does any line read as a
    /// block header?
    static func splitFindsBlock(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
            var trimmed = Substring(line)
            if let comment = trimmed.firstIndex(of: "#") { trimmed = trimmed[..<comment] }
            while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
            return trimmed.hasPrefix("state ") || trimmed.hasPrefix("transition ")
        }
    }

    static func expectSameReading(_ text: String, _ label: String) {
        let quick = EquationSetStates.mayContainBlocks(text)
        if splitFindsBlock(text) { #expect(quick, "\(label): the quick test misses a block header") }
        if !quick { #expect(EquationSetStates.split(text) == nil, "\(label): the quick test said no, the split found a block") }
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
        #expect(EquationSetStates.mayContainBlocks("  \tstate A:"))
        #expect(EquationSetStates.mayContainBlocks("\u{00A0}state A:"))
        #expect(EquationSetStates.mayContainBlocks("A.top == 0\r\nstate A:"))
        // Not at a line start: no header can be there.
        #expect(!EquationSetStates.mayContainBlocks("sstate "))
        #expect(!EquationSetStates.mayContainBlocks("A.top == 0 # state A:"))
        #expect(!EquationSetStates.mayContainBlocks("state"))
        #expect(!EquationSetStates.mayContainBlocks("States A:"))
        #expect(!EquationSetStates.mayContainBlocks(""))
        #expect(!EquationSetStates.mayContainBlocks("transitio n"))
    }
}
