import ConstraintIngest
import ConstraintModel
import Foundation
import Testing

/// Every Corpus log is described in its README and reads without errors (except the one that is
/// invalid on purpose).
struct CorpusInventoryTests {
    static let deliberatelyInvalid: Set<String> = ["invalid-entry.log"]

    @Test func everyLogIsDescribedInTheReadme() throws {
        let readme = try String(contentsOf: Fixtures.corpusFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let names = Fixtures.logNames(in: Fixtures.corpusFolder)
        #expect(names.count >= 30)
        for name in names {
            #expect(readme.contains("`\(name)`"), "\(name) is not described in Corpus/logs/README.md")
        }
    }

    @Test(arguments: Fixtures.logNames(in: Fixtures.corpusFolder))
    func readsWithoutErrors(_ name: String) throws {
        let result = try Fixtures.corpus(name)
        #expect(!result.systems.isEmpty)
        #expect(result.diagnostics.isEmpty)
        let errors = result.systems.flatMap(\.errors)
        if Self.deliberatelyInvalid.contains(name) {
            #expect(!errors.isEmpty)
        } else {
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
