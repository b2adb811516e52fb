import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A visual-format helper declared in no file read (`addConstraintsWithFormat(_:views:)` with a
/// list of views keyed v0, v1, …; `addVisualConstraint(_:views:)` with a dictionary): the format
/// written in place is read, its constraints active and its views' masks off, with a note.
/// Expected constraints by hand from the formats.
struct UndeclaredVisualFormatHelperTests {
    @Test func formatHelpersFromOtherFilesAreRead() throws {
        let code = """
            import UIKit
            final class Row: UIView {
                let title = UILabel()
                let line = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    addSubview(line)
                    addConstraintsWithFormat("H:|-16-[v0]-16-|", views: title)
                    addConstraintsWithFormat("V:|-8-[v0]-8-[v1(1)]|", views: title, line)
                    addVisualConstraint("H:|[line]|", views: ["line": line])
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(ReaderFormulas.of(system, activeOnly: true) == [
            "title.leading = self.leading + 16", "self.trailing = title.trailing + 16",
            "title.top = self.top + 8", "line.top = title.bottom + 8", "line.height = 1", "self.bottom = line.bottom + 0",
            "line.leading = self.leading + 0", "self.trailing = line.trailing + 0",
        ])
        #expect(system.items.filter { $0.name == "title" || $0.name == "line" }.allSatisfy { $0.translatesAutoresizingMask == false })
        #expect(system.diagnostics.contains { $0.code == "swift-assumed-helper" && $0.message.contains("addConstraintsWithFormat(_:views:") })
    }
}
