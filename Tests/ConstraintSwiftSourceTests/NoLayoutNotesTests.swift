import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A controller, cell or view in which the reader finds no layout it can read (every view made by
/// code it cannot follow) still says why: its located notes become the input's, each once.
/// Before, the input said only that no constraint could be read.
struct NoLayoutNotesTests {
    @Test func theNotesOfATypeWithoutLayoutAreTheInputs() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "Recipe.swift", text: """
            import UIKit
            final class RecipeScreen: BaseViewController<RecipeModel> {
                private let scroll = Theme.scrolling()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout()
                    layout()
                }
                private func layout() {
                    scroll.edgesToSuperview()
                }
            }
            """)])
        #expect(result.systems.isEmpty)
        let notes = result.diagnostics.filter { $0.code == "swift-not-followed" }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note && notes.first?.line == 10 && notes.first?.file == "Recipe.swift")
        #expect(notes.first?.message.contains("RecipeScreen has no layout the reader could read: 'scroll'") == true)
    }

    /// A view subclass with no entry point or hook of its own (a table view overriding
    /// `contentSize`, with a helper that walks the responder chain): what that helper cannot follow
    /// is no reason for a layout it never builds, so nothing is said.
    @Test func aTypeWithoutEntryPointsSaysNothing() throws {
        let result = SwiftSourceReader().read([SourceFile(path: "Table.swift", text: """
            import UIKit
            private class SelfSizingTableView: UITableView {
                override var contentSize: CGSize {
                    didSet { superview?.invalidateIntrinsicContentSize() }
                }
                func parentViewController() -> UIViewController? {
                    var responder: UIResponder? = self
                    while responder != nil { responder = responder?.next }
                    return nil
                }
            }
            """)])
        #expect(result.systems.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }
}
