import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// `String(localized: "Save")` and `NSLocalizedString("Sign in", comment: "")` are texts the
/// code shows (their keys, in the development language), and `NSComboBox` is an AppKit control
/// sized by its text. Before, the texts were taken for 10 characters and the combo box for a
/// project class whose initializer was assumed to turn its mask off.
struct LocalizedTextTests {
    @Test func localizedTextsAreEstimatedFromTheirKeys() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Setup: NSViewController {
                let save = NSButton()
                let title = NSTextField(labelWithString: "")
                let kind = NSComboBox()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    save.title = String(localized: "Save", comment: "button")
                    title.stringValue = NSLocalizedString("Sign in", comment: "")
                    [save, title, kind].forEach { view.addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                    save.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    title.topAnchor.constraint(equalTo: save.bottomAnchor).isActive = true
                    kind.topAnchor.constraint(equalTo: title.bottomAnchor).isActive = true
                }
            }
            """).first)
        let widths = Dictionary(uniqueKeysWithValues: system.items.compactMap { item in item.name.map { ($0, item.intrinsicContentSize?.width?.value) } })
        #expect(widths["save"] == 26)
        #expect(widths["title"] == 46)
        #expect(system.items.first { $0.name == "kind" }?.className == "NSComboBox")
        #expect(!system.diagnostics.contains { $0.message.contains("NSComboBox, which no file read declares") })
    }
}
