import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view of a project class no file read declares (`LoginPanelView()`), placed in the layout and
/// not sized by the code: its own content or constraints size it, in a file not read. A note at
/// the view says so, so that a free motion of its size reads as that. Before, nothing did, and
/// the report only suggested pinning a neighbour. A view the code sizes, or a `StyledLabel`
/// (sized from its text as a label), gets no such note.
struct UnreadClassSizeNoteTests {
    @Test func aViewOfAnUnreadClassWithoutASizeIsSaid() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Entry: UIViewController {
                let panel = LoginPanelView()
                let badge = RibbonView()
                let title = StyledLabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for child in [panel, badge, title] {
                        view.addSubview(child)
                        child.translatesAutoresizingMaskIntoConstraints = false
                    }
                    panel.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                    badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
            """).first)
        let said = system.diagnostics.filter { $0.code == "swift-unread-class-size" }.map(\.message)
        #expect(said.count == 1)
        #expect(said.first?.contains("'panel' is a LoginPanelView, which no file read declares") == true)
    }

    /// A `UIPageControl` the code does not size: its width is UIKit's (from its page count), said
    /// in a note rather than left free in silence; its height is 26 (PageControlHeightTests).
    @Test func aPageControlWithoutASizeIsSaid() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Intro: UIViewController {
                let dots = UIPageControl()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(dots)
                    dots.translatesAutoresizingMaskIntoConstraints = false
                    dots.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    dots.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40).isActive = true
                }
            }
            """).first)
        #expect(system.diagnostics.contains {
            $0.code == "swift-control-size" && $0.message.contains("'dots' is a UIPageControl: its width follows its page count")
        })
    }
}
