import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A class no file read declares whose name says it is a label, a button or a text field
/// (`StyledLabel`, `PrimaryButton`) sizes itself from its text as that UIKit class does (an
/// estimate, with the note that says so); before, it had no intrinsic size, and a stack of them
/// read as ambiguous.
struct UnreadClassSizeTests {
    @Test func aLabelOfAnUnreadClassIsSizedByItsText() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import UIKit
            final class Welcome: UIViewController {
                let title = StyledLabel(withStyle: .title1)
                let go = PrimaryButton()
                let badge = RibbonView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.text = "Welcome"
                    for child in [title, go, badge] {
                        view.addSubview(child)
                        child.translatesAutoresizingMaskIntoConstraints = false
                    }
                }
            }
            """).first)
        let sizes = Dictionary(uniqueKeysWithValues: system.items.compactMap { item in item.name.map { ($0, item.intrinsicContentSize) } })
        #expect(sizes["title"]??.width?.value == 60 && sizes["title"]??.height?.value == 21)
        #expect(sizes["go"]??.height?.value == 30)
        #expect(sizes["badge"] == .some(nil))
    }

    @Test func anAppKitButtonOfAClassNotInTheCatalogIsSizedAsAnNSButton() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Sheet: NSViewController {
                let popup = NSPopUpButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(popup)
                    popup.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """).first)
        // NSButton's 13-point font: 10 assumed characters, 13 × 1.2 + 12 high.
        let size = try #require(system.items.first { $0.name == "popup" }?.intrinsicContentSize)
        #expect(size.width?.value == 65 && size.height?.value == 28)
    }
}
