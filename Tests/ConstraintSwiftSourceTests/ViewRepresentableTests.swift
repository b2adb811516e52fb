import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A SwiftUI `UIViewRepresentable` whose `makeUIView(context:)` builds a UIKit view with
/// constraints: the view it returns is the root, and what its helpers add to it is read. Before,
/// the type was not read at all. Expected rows by hand; the two heights conflict, as in the code.
struct ViewRepresentableTests {
    @Test func theViewMakeUIViewReturnsIsTheRoot() throws {
        let code = """
            import SwiftUI
            private struct IconRow: UIViewRepresentable {
                let text: String
                func makeUIView(context: Context) -> UIButton {
                    let row = UIButton(frame: .zero)
                    _ = makeIcon(in: row)
                    return row
                }
                func updateUIView(_ uiView: UIButton, context: Context) {}
                private func makeIcon(in view: UIView) -> UIImageView {
                    let icon = UIImageView()
                    view.addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 15).isActive = true
                    icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
                    icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    return icon
                }
            }
            """
        let system = try #require(ReaderFeatureTests.read(code).first)
        #expect(system.source.file.hasPrefix("IconRow"))
        let root = try #require(system.items.first { $0.isRoot })
        #expect(root.className == "UIButton")
        #expect(ReaderFormulas.of(system) == ["icon.leading = self.leading + 15", "icon.height = 24", "icon.height = 40"])
    }
}
