import ConstraintAnalysis
import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// AppKit: `scrollView.documentView = documentView` puts the document in the scroll view's clip
/// view, and `scrollView.contentView` is that clip view, which fills the scroll view. Before,
/// the document view was in no view at all (a second root) and the constraints to the clip
/// view were left out; the document's width, pinned to the clip view's sides, was free.
struct ScrollDocumentViewTests {
    @Test func theDocumentViewIsInTheClipView() throws {
        let system = try #require(ReaderFeatureTests.read("""
            import AppKit
            final class ListController: NSViewController {
                let scrollView = NSScrollView()
                let rows = NSView()
                override func loadView() {
                    view = NSView(frame: NSRect(x: 0, y: 0, width: 400, height: 300))
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(scrollView)
                    let documentView = FlippedView()
                    documentView.translatesAutoresizingMaskIntoConstraints = false
                    documentView.addSubview(rows)
                    rows.translatesAutoresizingMaskIntoConstraints = false
                    scrollView.documentView = documentView
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        documentView.topAnchor.constraint(equalTo: scrollView.contentView.topAnchor),
                        documentView.leadingAnchor.constraint(equalTo: scrollView.contentView.leadingAnchor),
                        documentView.trailingAnchor.constraint(equalTo: scrollView.contentView.trailingAnchor),
                        rows.topAnchor.constraint(equalTo: documentView.topAnchor),
                        rows.leadingAnchor.constraint(equalTo: documentView.leadingAnchor),
                        rows.trailingAnchor.constraint(equalTo: documentView.trailingAnchor),
                        rows.bottomAnchor.constraint(equalTo: documentView.bottomAnchor),
                        rows.heightAnchor.constraint(equalToConstant: 600),
                    ])
                }
            }
            """).first)
        #expect(system.items.filter(\.isRoot).count == 1)
        let ids = Dictionary(uniqueKeysWithValues: system.items.map { ($0.name ?? $0.id, $0.id) })
        #expect(system.items.first { $0.name == "documentView" }?.superviewID == ids["scrollView"])
        #expect(!system.diagnostics.contains { $0.message.contains("not known statically") })
        // Worked by hand: the window's content is 400 × 300; the document spans the clip
        // view's 400 points and is as tall as its 600-point rows (it scrolls).
        let diagnosis = Analyzer().analyze(system)
        #expect(diagnosis.ambiguities.isEmpty)
        let document = try #require(diagnosis.frames[ids["documentView"] ?? ""])
        #expect(document.width == 400 && document.height == 600)
    }
}
