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
}
