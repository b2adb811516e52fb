import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A view held by an object no file read declares (`header.titleLabel`, a child controller's
/// `omnibarController.view`), in AppKit code, is AppKit's class: `…Label` an NSTextField,
/// anything else an NSView. Before, it was read as UIKit's (UILabel, UIView) whatever the code,
/// and a label that hugs its text in AppKit (750, above the window's 500) stretched instead.
struct AppKitHolderViewTests {
    @Test func aHeldLabelInAppKitCodeIsAnNSTextField() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class Sheet: NSViewController {
                override func loadView() {
                    view = NSView()
                    view.addSubview(header.titleLabel)
                    view.addSubview(child.view)
                    NSLayoutConstraint.activate([
                        header.titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        header.titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        header.titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        view.bottomAnchor.constraint(equalTo: header.titleLabel.bottomAnchor, constant: 20),
                    ])
                }
            }
            """).first)
        let classes = Dictionary(uniqueKeysWithValues: system.items.compactMap { item in item.name.map { ($0, item.className ?? "") } })
        #expect(classes["header.titleLabel"] == "NSTextField")
        #expect(classes["child.view"] == "NSView")
        // Worked by hand: a 13-point text field is 16 high and hugs it at 750, above the
        // window's 500, so the window's content is 20 + 16 + 20 = 56 high.
        let diagnosis = Analyzer().analyze(system)
        let root = try #require(diagnosis.frames[system.items.first { $0.isRoot }?.id ?? ""])
        #expect(root.height == 56)
    }
}
