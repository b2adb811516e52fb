import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import TestSupport
import Testing

/// A self-sizing table view cell whose content does not run from the content view's top to its
/// bottom has a fitting height of 0. UIKit does not show it at 0: it logs "Detected a case where
/// constraints ambiguously suggest a height of zero for a tableview cell's content view" and uses
/// the standard row height (44). Before, such a cell read "fully determined" and "nothing wrong
/// found", its content view 390 × 0 with the label below it.
struct ZeroHeightCellTests {
    /// A title pinned to the content view's top and sides, nothing to its bottom (`BOTTOM` marks
    /// where a test adds a bottom pin); shared with the report's tests.
    static let topOnly = SampleSwiftCells.topOnlyCell

    static func analysed(_ code: String, options: AnalysisOptions = AnalysisOptions()) throws -> (ConstraintSystem, Diagnosis) {
        let system = try #require(SwiftSourceReader().read([SourceFile(path: "TopOnlyCell.swift", text: code)]).systems.first)
        return (system, Analyzer(options: options).analyze(system))
    }

    static func root(_ system: ConstraintSystem, _ diagnosis: Diagnosis) throws -> SolvedFrame {
        try #require(diagnosis.frames[system.items.first { $0.isRoot }?.id ?? ""])
    }

    @Test func aCellItsContentLeavesZeroHighIsSaidAtItsClass() throws {
        let code = Self.topOnly.replacingOccurrences(of: "BOTTOM", with: "")
        let (system, diagnosis) = try Self.analysed(code)
        #expect(try Self.root(system, diagnosis).height == 0)
        let note = try #require(diagnosis.notes.first { $0.code == "zero-height-cell" })
        // The cell's declaration, found in the text.
        let classLine = code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("final class TopOnlyCell") }.map { $0 + 1 }
        #expect(note.line == classLine)
        #expect(note.message.contains("ambiguously suggest a height of zero") && note.message.contains("44 points"))
        #expect(diagnosis.verdict.kind == .selfSizingCell)
        #expect(diagnosis.verdict.headline.contains("nothing gives the cell a height"))
        #expect(diagnosis.hasZeroHeightCell && !diagnosis.hasProblems)
    }

    @Test func aBadgeCentredOnTheContentViewGivesItNoHeight() throws {
        let code = """
            import UIKit
            final class BadgeCell: UITableViewCell {
                let badge = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        badge.widthAnchor.constraint(equalToConstant: 24),
                        badge.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (system, diagnosis) = try Self.analysed(code)
        #expect(try Self.root(system, diagnosis).height == 0)
        #expect(diagnosis.notes.filter { $0.code == "zero-height-cell" }.map(\.line) == [2])
    }

    /// Content that reaches the bottom, even at 999, sizes the cell: 12 + 21 (the label's
    /// estimated line) + 12 = 45, no note.
    @Test func contentPinnedToTheBottomSizesTheCell() throws {
        for bottom in [
            "title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),",
            "{ let c = title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12); c.priority = UILayoutPriority(999); return c }(),",
        ] {
            let (system, diagnosis) = try Self.analysed(Self.topOnly.replacingOccurrences(of: "BOTTOM", with: bottom))
            #expect(try Self.root(system, diagnosis).height == 45, "\(bottom)")
            #expect(!diagnosis.notes.contains { $0.code == "zero-height-cell" }, "\(bottom)")
            #expect(diagnosis.verdict.kind != .selfSizingCell)
        }
    }

    /// A fixed row height (`--param root=WxH`) is not measured from the content: no note.
    @Test func aFixedRowHeightIsNotMeasured() throws {
        var options = AnalysisOptions()
        options.parameters.hostSize = HostSize(width: 320, height: 44)
        let (system, diagnosis) = try Self.analysed(Self.topOnly.replacingOccurrences(of: "BOTTOM", with: ""), options: options)
        #expect(try Self.root(system, diagnosis).height == 44)
        #expect(!diagnosis.notes.contains { $0.code == "zero-height-cell" })
    }
}
