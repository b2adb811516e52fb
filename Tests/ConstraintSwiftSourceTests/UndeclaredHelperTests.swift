import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A layout helper declared in a file that was not read (`anchor(top:left:…)`, `centerY(inView:)`):
/// a call on a view that passes it anchors, or views by label, makes constraints the reader
/// cannot see. It says so at the call, and the view is not taken to keep its autoresizing mask
/// (such helpers turn it off; reading it as on would report a zero frame that is not there).
struct UndeclaredHelperTests {
    @Test func aHelperCallWithAnchorsIsNotedAndNotReadAsAutoresizing() throws {
        let system = try #require(ReaderFeatureTests.read(ReaderFeatureTests.controller("""
            let c = UIButton()
            view.addSubview(c)
            c.anchor(top: view.topAnchor, left: view.leftAnchor, paddingTop: 8)
            c.centerY(inView: view)
            c.addTarget(self, action: #selector(tap), for: .touchUpInside)
            """)).first)
        let button = try #require(system.items.first { $0.name == "c" })
        #expect(button.translatesAutoresizingMask == false)
        #expect(!system.constraints.contains { $0.first.item == button.id })
        let notes = system.diagnostics.filter { $0.message.contains("not declared in the files read") }
        #expect(notes.map(\.line) == [12, 13])
    }

    @Test func aViewPassedWithoutALabelIsNoHint() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Card: UIView {
                let button = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(button)
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                }
            }
            """).first)
        #expect(system.items.first { $0.name == "button" }?.translatesAutoresizingMask == true)
        #expect(!system.diagnostics.contains { $0.message.contains("not declared in the files read") })
    }
}
