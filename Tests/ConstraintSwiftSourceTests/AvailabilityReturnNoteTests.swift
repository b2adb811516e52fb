import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `if #available(iOS 26, *) { return }` ahead of a layout: the reader takes the branch (the code
/// as written for a current OS), so the layout after it is not made. The report had no layout and
/// no reason (NetNewsWire's TickMarkSlider); a note at the `if` says why. A return ahead of code
/// that builds no layout gets no note. Where the note points is checked against the source text.
struct AvailabilityReturnNoteTests {
    static let code = """
        import UIKit
        final class Ticks: UISlider {
            func addTicks() {
                if #available(iOS 26, *) {
                    return
                }
                let tick = UIView()
                tick.translatesAutoresizingMaskIntoConstraints = false
                addSubview(tick)
                tick.widthAnchor.constraint(equalToConstant: 3).isActive = true
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
                if #available(iOS 26, *) {
                    super.endTracking(touch, with: event)
                    return
                }
                value = value.rounded()
            }
        }
        """

    @Test func aReturnAheadOfALayoutIsSaidWhereItIs() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "Ticks.swift", text: Self.code)])
        #expect(result.systems.isEmpty)
        let notes = result.diagnostics.filter { $0.code == "swift-availability-return" }
        #expect(notes.count == 1, "\(result.diagnostics)")
        let lines = Self.code.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLine = try #require(lines.firstIndex { $0.contains("if #available") }) + 1
        let expectedColumn = try #require(lines[expectedLine - 1].range(of: "if")).lowerBound.utf16Offset(in: lines[expectedLine - 1]) + 1
        #expect(notes.first?.line == expectedLine)
        #expect(notes.first?.column == expectedColumn)
        #expect(notes.first?.message.contains("is not read") == true)
    }
}
