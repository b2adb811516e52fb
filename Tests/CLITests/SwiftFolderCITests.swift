import Foundation
import TestSupport
import Testing

/// A folder of Swift sources with one file that does not parse: every CI format locates the
/// compiler's message in that file (`path:line:column`), not in the folder, and says the place once.
@Suite struct SwiftFolderCITests {
    static let broken = """
        import UIKit
        final class Login: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.widthAnchor.constraint(equalToConstant: 24),
                ]
            }
        }
        """

    static let fine = """
        import UIKit
        final class Card: UIView {
            let title = UILabel()
        }
        """

    /// Runs the command on a fresh folder holding `Screens/Login.swift` (broken at 9:10, right
    /// after the `]`) and `Card.swift`.
    static func run(format: String) throws -> (output: String, login: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-folder-\(UUID().uuidString)")
        let screens = folder.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try broken.write(to: screens.appendingPathComponent("Login.swift"), atomically: true, encoding: .utf8)
        try fine.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let result = try CommandUnderTest.run(["--format", format, folder.path])
        #expect(result.status == 1, "\(result.standardError)")
        return (result.standardOutput, screens.appendingPathComponent("Login.swift").path)
    }

    @Test func xcodeNamesTheFileOnce() throws {
        let (output, login) = try Self.run(format: "xcode")
        let line = try #require(output.split(separator: "\n").first { $0.contains("constraint-doctor/input") })
        #expect(line == "\(login):9:10: error: expected ')' to end function call [constraint-doctor/input]")
    }

    @Test func githubAnnotatesTheFile() throws {
        let (output, login) = try Self.run(format: "github")
        #expect(output.contains("::error file=\(login),line=9,col=10,title=constraint-doctor/input::expected ')' to end function call"))
    }

    @Test func sarifLocatesTheResultInTheFile() throws {
        let (output, login) = try Self.run(format: "sarif")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let input = try #require(results.first { $0["ruleId"] as? String == "constraint-doctor/input" })
        let physical = try #require((input["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == login)
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 9 && region["startColumn"] as? Int == 10)
        #expect((input["message"] as? [String: Any])?["text"] as? String == "expected ')' to end function call")
    }
}
