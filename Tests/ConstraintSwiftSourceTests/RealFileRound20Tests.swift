import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// What the stop-20 triage of twelve real layout files found the reader getting wrong. Each input
/// is written for the test, in the shape the real files had; the expected values are worked out
/// by hand from the code.
struct RealFileRound20Tests {
    /// `anchor(top:bottom:leading:trailing:padding:size:)`, the helper projects copy from
    /// LBTATools (and its `left:right:paddingTop:…width:height:` variant), declared in a file not
    /// read: each anchor given is pinned with its side of the padding (far edges inwards), nil
    /// skips it, a zero side of the size is no constraint. Before, every such call was a note
    /// ("not declared in the files read") and a chat bar of four views read as 13 free motions.
    @Test func theAnchorHelperIsReadAsProjectsDefineIt() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Composer: UIView {
                let bar = UIView()
                let field = UITextView()
                let send = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(bar)
                    bar.anchor(top: nil, bottom: bottomAnchor, leading: leadingAnchor, trailing: trailingAnchor, size: .init(width: 0, height: 50))
                    bar.addSubview(field)
                    bar.addSubview(send)
                    send.anchor(top: bar.topAnchor, bottom: bar.bottomAnchor, leading: nil, trailing: bar.trailingAnchor, padding: .init(top: 4, left: 0, bottom: 4, right: 12), size: .init(width: 64, height: 0))
                    field.anchor(top: bar.topAnchor, left: bar.leftAnchor, bottom: bar.bottomAnchor, right: send.leftAnchor, paddingTop: 6, paddingLeft: 10, paddingBottom: 6, paddingRight: 8)
                }
            }
            """).first)
        #expect(
            ReaderFormulas.of(system) == [
                "bar.bottom = self.bottom + 0", "bar.leading = self.leading + 0", "bar.trailing = self.trailing + 0", "bar.height = 50",
                "send.top = bar.top + 4", "send.bottom = bar.bottom + -4", "send.trailing = bar.trailing + -12", "send.width = 64",
                "field.top = bar.top + 6", "field.left = bar.left + 10", "field.bottom = bar.bottom + -6", "field.right = send.left + -8",
            ])
        #expect(system.items.filter { !$0.isRoot }.allSatisfy { $0.translatesAutoresizingMask == false })
        let notes = system.diagnostics.filter { $0.code == "swift-assumed-helper" }
        #expect(notes.map(\.line) == [9, 12, 13])
        #expect(!system.diagnostics.contains { $0.message.contains("not declared in the files read (a layout helper") })
        // At the host's 390 × 844: the bar 794…844, send 390 − 12 − 64 = 314…378 and 798…840, the
        // field 10…306 (314 − 8) and 800…838.
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.conflicts.isEmpty && diagnosis.ambiguities.isEmpty)
        let frames = try ["bar", "send", "field"].map { name in
            let id = try #require(system.items.first { $0.name == name }?.id)
            let frame = try #require(diagnosis.frames[id])
            return [frame.x, frame.y, frame.width, frame.height].map { $0.map { "\($0)" } ?? "?" }.joined(separator: " ")
        }
        #expect(frames == ["0 794 390 50", "314 798 64 42", "10 800 296 38"])
    }

    /// A label the call does not know the helper for (`centerX:` is read, `inView:` is not): the
    /// whole call stays a note, and nothing of it is guessed.
    @Test func anAnchorCallWithAnotherLabelIsLeftToTheNote() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            a.anchor(top: view.topAnchor, centerX: view.centerXAnchor, paddingTop: 12, width: 80, height: 0)
            b.anchor(top: view.topAnchor, inView: view)
            """)).first)
        #expect(ReaderFormulas.of(system) == ["a.top = view.top + 12", "a.centerX = view.centerX + 0", "a.width = 80"])
        #expect(system.diagnostics.contains { $0.line == 11 && $0.message.contains("'anchor(top:inView:)' is not declared in the files read (a layout helper") })
    }
}
