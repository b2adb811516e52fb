import ConstraintDoctor
import Foundation
import Testing
import XCTest
import TestSupport

// The two examples of the README's "Use it in your tests", verbatim below their imports (the
// last test checks that the README still says exactly this), so that they keep compiling and
// keep holding with Swift Testing and with XCTest.

@Test func coverCellFitsItsRow() {
    let rowHeight: CGFloat = 88
    var layout = LayoutBuilder(rootName: "ContentView", width: CGFloat(375), height: rowHeight)
    let margins = layout.guide("Margins", kind: .marginsGuide, insets: LayoutInsets(all: 12))
    let cover = layout.view("Cover")
    layout.add(cover.top == margins.top)
    layout.add(cover.bottom == margins.bottom)
    layout.add(cover.leading == margins.leading)
    layout.add(cover.height == rowHeight - 24)
    layout.add(cover.width == cover.height)

    let diagnosis = Analyzer().analyze(layout.system)
    #expect(diagnosis.conflicts.isEmpty)
    #expect(diagnosis.isUnambiguous)
}

final class BannerLayoutTests: XCTestCase {
    func testBannerIsPlacedByItsConstraints() {
        var layout = LayoutBuilder(rootWidth: 390, rootHeight: 844)
        let banner = layout.view("Banner")
        layout.add(banner.top == layout.root.top)
        layout.add(banner.leading == layout.root.leading)
        layout.add(banner.trailing == layout.root.trailing)
        layout.add(banner.height == 44)

        let diagnosis = Analyzer().analyze(layout.system)
        XCTAssertTrue(diagnosis.conflicts.isEmpty, "\(diagnosis)")
        XCTAssertTrue(diagnosis.isUnambiguous, "\(diagnosis)")
    }
}
/// What a developer's failing assertion shows, and that the README's examples are this file's.
@Suite struct UseItInYourTestsTests {
    static func coverCell(rowHeight: CGFloat) -> LayoutBuilder {
        var layout = LayoutBuilder(rootName: "ContentView", width: CGFloat(375), height: rowHeight)
        let margins = layout.guide("Margins", kind: .marginsGuide, insets: LayoutInsets(all: 12))
        let cover = layout.view("Cover")
        layout.add(cover.top == margins.top)
        layout.add(cover.bottom == margins.bottom)
        layout.add(cover.leading == margins.leading)
        layout.add(cover.height == 64)
        layout.add(cover.width == cover.height)
        return layout
    }

    @Test func aFailingExpectationShowsTheConflictAndTheFix() {
        let diagnosis = Analyzer().analyze(Self.coverCell(rowHeight: 80).system)
        #expect(diagnosis.conflicts.count == 1)
        let shown = String(describing: diagnosis)
        #expect(shown.hasPrefix("Diagnosis: 1 minimal conflict"), "\(shown)")
        #expect(shown.contains("Conflict 1: ") && shown.contains("over by 8 pt"), "\(shown)")
        #expect(shown.contains("Fix 1: lower c"), "\(shown)")
        // `#expect(diagnosis.conflicts.isEmpty)` shows the array: its elements read as the conflict.
        let conflicts = String(describing: diagnosis.conflicts)
        #expect(conflicts.contains(diagnosis.conflicts.first?.explanation ?? "-"), "\(conflicts)")
    }

    @Test func constantsOfEveryNumericType() {
        var layout = LayoutBuilder(width: Float(320), height: Float(480))
        let box = layout.view("Box")
        let inset: CGFloat = 8, side: Int = 100, scale: Float = 0.5
        layout.add(box.leading == layout.root.leading + inset)
        layout.add(box.top == layout.root.top + side)
        layout.add(box.width == scale * layout.root.width - inset)
        layout.add(box.height >= Int8(44))
        layout.add(box.height <= layout.root.height * 0.25)
        let constraints = layout.system.constraints
        #expect(constraints.map(\.constant?.value) == [8, 100, -8, 44, 0])
        #expect(constraints.map(\.multiplier.value) == [1, 1, 0.5, 1, 0.25])
        #expect(Analyzer().analyze(layout.system).conflicts.isEmpty)
    }

    @Test func aGuideIsPinnedAtItsInsets() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let safeArea = layout.guide("Safe Area", kind: .safeAreaGuide, insets: LayoutInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let content = layout.view("Content")
        layout.add(content.top == safeArea.top)
        layout.add(content.bottom == safeArea.bottom)
        layout.add(content.leading == safeArea.leading)
        layout.add(content.trailing == safeArea.trailing)
        let diagnosis = Analyzer().analyze(layout.system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.isUnambiguous, "\(diagnosis)")
        #expect(diagnosis.frames[content.id]?.height?.formatted() == "399")
        #expect(layout.system.constraints.prefix(4).map(\.identifier) == [
            "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-leading",
            "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-trailing",
        ])
    }

    @Test func aViewThatStillTranslatesItsFrameConflictsAndTheFixSaysSo() {
        var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
        let banner = layout.autoresizingView("Banner", frame: Rect(x: 0, y: 0, width: 320, height: 50))
        layout.add(banner.height == 44)
        let diagnosis = Analyzer().analyze(layout.system)
        #expect(diagnosis.conflicts.count == 1, "\(diagnosis)")
        #expect(diagnosis.fixes.first?.action == .disableAutoresizingMask, "\(diagnosis)")
        #expect(String(describing: diagnosis).contains("turn off translatesAutoresizingMaskIntoConstraints on \(banner.id)"))
    }

    @Test func theReadmeShowsTheseExamples() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let examples = blocks.filter { $0.contains("Analyzer().analyze") && ($0.contains("XCTest") || $0.contains("coverCellFitsItsRow")) }
        #expect(examples.count == 2)
        for example in examples {
            let body = example.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            #expect(source.contains(body), "README example not in this file:\n\(body)")
        }
    }
}
