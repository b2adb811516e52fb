import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A helper called twice makes the same note at the same line twice; the report says it once.
struct NoteOncePerLineTests {
    @Test func theSameNoteAtTheSameLineIsSaidOnce() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Buttons: UIView {
                let ok = UIButton()
                let cancel = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    size(ok)
                    size(cancel)
                }
                private func size(_ button: UIButton) {
                    addSubview(button)
                    button.addConstraint(NSLayoutConstraint(item: button, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: UIDevice.buttonHeight))
                }
            }
            """).first)
        #expect(system.diagnostics.filter { $0.message.contains("buttonHeight") }.count == 1)
        #expect(system.constraints.filter { $0.origin == .developer }.count == 2)
    }
}
