import ConstraintIngest
import ConstraintModel
import Foundation
import Testing

/// Every Corpus log is described in its README and reads without errors (except the one that is
/// invalid on purpose).
struct CorpusInventoryTests {
    static let deliberatelyInvalid: Set<String> = ["invalid-entry.log", "third-party-description-details.log"]

    @Test func everyLogIsDescribedInTheReadme() throws {
        let readme = try String(contentsOf: Fixtures.corpusFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let names = Fixtures.logNames(in: Fixtures.corpusFolder)
        #expect(names.count >= 30)
        for name in names {
            #expect(readme.contains("`\(name)`"), "\(name) is not described in Corpus/logs/README.md")
        }
    }

    /// Per log of each file, counted from the file: constraints listed (plus a broken constraint
    /// missing from its list) and distinct items.
    static let shapes: [String: (constraints: [Int], items: [Int])] = [
        "autoresizing-mask.log": ([4], [2]),
        "autoresizing-position-without-names.log": ([4], [2]),
        "autoresizing-trailing-margin.log": ([2], [2]),
        "bare-list.log": ([6], [3]),
        "console-app-and-syslog-prefixes.log": ([4, 4], [2, 2]),
        "content-size.log": ([4], [2]),
        "encapsulated-cell-height.log": ([6], [3]),
        "expression-form.log": ([6], [4]),
        "ib-prototyping.log": ([3], [2]),
        "invalid-entry.log": ([4], [2]),
        "ios-modern-header-oslog.log": ([4], [2]),
        "ios-old-paragraph-header.log": ([4], [2]),
        "keyboard-system-view.log": ([4, 5], [3, 4]),
        "label-text-escapes.log": ([4], [3]),
        "lost-constant.log": ([3], [2]),
        "macos-appkit-header.log": ([5], [3]),
        "macos14-conflicting-constraints.log": ([4, 4], [2, 2]),
        "masonry-unquoted-list.log": ([5], [2]),
        "nsgridview.log": ([4], [2]),
        "oslog-private-redacted.log": ([0], [0]),
        "paste-crlf-bom-tabs.log": ([2], [1]),
        "paste-translated-blanks.log": ([4], [2]),
        "paste-blank-line-after-every-line.log": ([4], [2]),
        "paste-flattened-one-line.log": ([4], [2]),
        "comment-inside-list.log": ([4], [2]),
        "third-party-description.log": ([6], [3]),
        "third-party-description-details.log": ([7], [2]),
        "paste-elided-entries.log": ([3], [2]),
        "paste-hard-wrapped.log": ([5], [2]),
        "paste-lost-parentheses.log": ([4, 4], [2, 2]),
        "paste-markdown-escapes.log": ([6], [4]),
        "paste-prose-around.log": ([3, 3], [2, 1]),
        "paste-quote-prefix.log": ([6], [3]),
        "po-view-constraints.log": ([6], [2]),
        "rtl-vfl.log": ([6], [3]),
        "safe-area-and-margins.log": ([6], [4]),
        "snapkit-masonry.log": ([4], [2]),
        "snapkit-old-nested.log": ([4], [2]),
        "stack-view-hiding.log": ([2, 3], [1, 2]),
        "swift-print-constraints.log": ([3], [1]),
        "temporary-fitting-size.log": ([4], [2]),
        "two-logs-one-paste.log": ([2, 6], [1, 3]),
        "paste-markup-ate-angle-brackets.log": ([3], [2]),
        "ios9-names-after-visual-format.log": ([4], [2]),
        "paste-jira-strikethrough.log": ([4], [2]),
        "paste-split-addresses.log": ([4], [2]),
    ]

    @Test func everyLogHasItsCountedShape() throws {
        #expect(Set(Self.shapes.keys) == Set(Fixtures.logNames(in: Fixtures.corpusFolder)))
        for (name, shape) in Self.shapes.sorted(by: { $0.key < $1.key }) {
            let systems = try Fixtures.corpus(name).systems
            #expect(systems.map(\.constraints.count) == shape.constraints, "\(name)")
            #expect(systems.map(\.items.count) == shape.items, "\(name)")
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
