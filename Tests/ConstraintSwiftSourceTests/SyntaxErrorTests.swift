import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Testing

/// A file that does not parse gets the compiler's messages at `file:line:column`, and what can be
/// read is still read. The places are counted by hand in the sources below.
struct SyntaxErrorTests {
    static func read(_ code: String, file: String = "Sources/Broken.swift") -> IngestResult {
        SwiftSourceReader().read([SourceFile(path: file, text: code)])
    }

    @Test func aMissingClosingParenthesisIsLocatedAndTheRestIsRead() throws {
        let code = """
            import UIKit
            class Screen: UIViewController {
                let a = UIView()
                override func viewDidLoad() {
                    view.addSubview(a)
                    a.translatesAutoresizingMaskIntoConstraints = false
                    a.widthAnchor.constraint(equalToConstant: 10.isActive = true
                    a.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
            """
        let result = Self.read(code)
        let errors = result.diagnostics.filter { $0.code == "swift-syntax-error" }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.severity == .error && $0.line == 7 && $0.file == "Sources/Broken.swift" })
        #expect(errors.contains { $0.message.hasPrefix("Sources/Broken.swift:7:\($0.column): ") && $0.message.contains("expected ')'") })
        // The line after the damage is still read.
        let system = try #require(result.systems.first)
        #expect(system.constraints.contains { $0.constant?.value == 20 && $0.sourceLocation?.line == 8 })
    }

    @Test func anUnclosedTypeIsReportedAtTheEndOfTheFile() {
        let code = "import UIKit\nclass Screen: UIView {\n    let a = UIView()\n"
        let errors = Self.read(code).diagnostics.filter { $0.code == "swift-syntax-error" }
        // The compiler's "expected '}' to end class" falls right after the last token: line 3, column 21.
        #expect(errors.contains { $0.line == 3 && $0.column == 21 && $0.message == "Sources/Broken.swift:3:21: expected '}' to end class" })
    }

    /// Found by FuzzSwiftSource: swift-syntax's diagnostics generator stops the process on this `=`
    /// (a Fix-It with no change). The reader reports it without the generator, and goes on.
    @Test func anEqualsSignAfterInvalidBytesIsReportedNotFatal() throws {
        let bytes: [UInt8] = Array("final class A: UIViewController {\n    override func viewDidLoad() {\n        let wide ".utf8)
            + [0xFF, 0xFF, 0xFF, 0xFF] + Array("= badge\n    }\n}\n".utf8)
        let result = Self.read(String(decoding: bytes, as: UTF8.self))
        let messages = result.diagnostics.filter { $0.code == "swift-syntax-error" }
        #expect(messages.contains { $0.line == 3 && $0.message.contains("'=' must have consistent whitespace on both sides") })
        #expect(messages.allSatisfy { $0.file == "Sources/Broken.swift" })
    }

    @Test func aFileThatParsesHasNoSyntaxDiagnostic() {
        let code = "import UIKit\nclass Screen: UIView {\n    let a = UIView()\n}\n"
        #expect(Self.read(code).diagnostics.isEmpty)
    }
}
