import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// Swift files past the input's size limit are not parsed, and a warning names the first of them.
@Suite("Swift source input limit")
struct SwiftInputLimitTests {
    static func screen(_ name: String) -> String {
        """
        import UIKit
        final class \(name): UIViewController {
            let box = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                box.widthAnchor.constraint(equalToConstant: 10).isActive = true
            }
        }
        """
    }

    @Test func filesPastTheLimitAreNotReadAndNamed() {
        let filler = "// " + String(repeating: "x", count: SwiftSourceReader.largestInput) + "\n"
        let result = SwiftSourceReader().read([
            SourceFile(path: "A/Screen.swift", text: Self.screen("Screen")), SourceFile(path: "A/Generated.swift", text: filler),
            SourceFile(path: "A/Later.swift", text: Self.screen("Later")),
        ])
        #expect(result.systems.map(\.constraints.count) == [1])
        let warnings = result.diagnostics.filter { $0.code == "input-too-large" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("2 Swift files from 'A/Generated.swift' on") == true)
    }

    @Test func filesWithinTheLimitAreAllRead() {
        let result = SwiftSourceReader().read([
            SourceFile(path: "Screen.swift", text: Self.screen("Screen")),
            SourceFile(path: "Later.swift", text: Self.screen("Later")),
        ])
        #expect(result.systems.count == 2)
        #expect(!result.diagnostics.contains { $0.code == "input-too-large" })
    }
}
