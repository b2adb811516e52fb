import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// Nothing crashes or hangs: every Swift file the project has (and the real ones next to it),
/// cut at many points, and sources written to provoke recursion and endless loops.
struct SwiftSourceRobustnessTests {
    static var sources: [URL] {
        PackagePaths.files(under: PackagePaths.corpus, extensions: ["swift"])
            + (PackagePaths.exists(RealSources.folder) ? PackagePaths.files(under: RealSources.folder, extensions: ["swift"]) : [])
    }

    @Test func truncatedSourcesReadWithoutCrashing() throws {
        #expect(Self.sources.count >= 8)
        for url in Self.sources {
            let text = try String(contentsOf: url, encoding: .utf8)
            let characters = Array(text)
            for cut in stride(from: 0, to: characters.count, by: max(1, characters.count / 25)) {
                let prefix = String(characters[..<cut])
                let result = SwiftSourceReader().read([SourceFile(path: url.lastPathComponent, text: prefix)])
                // Each system's constraints name items of that system.
                for system in result.systems {
                    let ids = Set(system.items.map(\.id))
                    #expect(system.constraints.allSatisfy { $0.itemIDs.allSatisfy(ids.contains) }, "\(url.lastPathComponent) cut at \(cut)")
                }
            }
        }
    }

    @Test func recursionAndHugeLoopsEnd() {
        let code = """
            import UIKit
            extension UIView { func again(_ n: Int) { again(n + 1); widthAnchor.constraint(equalToConstant: 1).isActive = true } }
            class Loop: UIView {
                lazy var a: UIView = b
                lazy var b: UIView = a
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    again(0)
                    for i in 0..<100_000_000 { heightAnchor.constraint(equalToConstant: 2).isActive = true }
                    while true { addSubview(a) }
                    recurse()
                }
                func recurse() { recurse() }
            }
            """
        let systems = SwiftSourceReader().read([SourceFile(path: "Loop.swift", text: code)]).systems
        let constraints = systems.first?.constraints.count ?? 0
        #expect(constraints > 0 && constraints <= 1_100)
        #expect(systems.first?.diagnostics.contains { $0.code == "swift-not-followed" } == true)
    }

    static func screen(_ line: String) -> String {
        "import UIKit\nfinal class Screen: UIView {\n    func build() {\n        \(line)\n        widthAnchor.constraint(equalToConstant: 10).isActive = true\n    }\n}\n"
    }

    /// Found by FuzzSwiftSource: `isActive = tru[[[…[e` (50 `[`) kept swift-syntax's parser busy
    /// for ever (each level doubles its time). Such a file is not parsed, and says where; 12
    /// levels are parsed as usual.
    @Test func deeplyNestedSquareBracketsAreRefusedWithTheirPlace() {
        let deep = SwiftSourceReader().read([SourceFile(path: "Deep.swift", text: Self.screen("let a = tru" + String(repeating: "[", count: 50) + "e"))])
        #expect(deep.systems.isEmpty)
        let warning = deep.diagnostics.first { $0.code == "nesting-too-deep" }
        // Line 4; `        let a = tru` is 19 characters, so the 13th `[` is column 32.
        #expect(warning?.line == 4 && warning?.column == 32 && warning?.file == "Deep.swift", "\(String(describing: warning))")
        let twelve = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        let fine = SwiftSourceReader().read([SourceFile(path: "Fine.swift", text: Self.screen("let a = " + twelve))])
        #expect(!fine.diagnostics.contains { $0.code == "nesting-too-deep" })
        #expect(fine.systems.first?.constraints.count == 1)
    }

    /// Brackets in comments and string text do not count; brackets in an interpolation do.
    @Test func onlyBracketsInCodeCount() {
        let many = String(repeating: "[", count: 40)
        let quiet = Self.screen("// \(many)\n        /* \(many) /* nested */ \(many) */\n        let s = \"\(many)\"\n        let r = #\"\(many)\"#")
        #expect(!SwiftSourceReader().read([SourceFile(path: "Quiet.swift", text: quiet)]).diagnostics.contains { $0.code == "nesting-too-deep" })
        let interpolated = Self.screen("let s = \"value \\(\(many)1)\"")
        #expect(SwiftSourceReader().read([SourceFile(path: "Loud.swift", text: interpolated)]).diagnostics.contains { $0.code == "nesting-too-deep" })
    }

    /// Thousands of shallower nests add up to as much parsing as one very deep one.
    @Test func manyNestsAddUp() {
        let nest = String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10)
        let lines = (0..<2_000).map { "let a\($0) = \(nest)" }.joined(separator: "\n        ")
        let result = SwiftSourceReader().read([SourceFile(path: "Many.swift", text: Self.screen(lines))])
        #expect(result.diagnostics.contains { $0.code == "nesting-too-deep" && $0.message.contains("so often") })
    }

    /// Found by FuzzSwiftSource (a mangled file left `let`s at file scope): a global whose
    /// initializer refers to itself, directly or through another global, overflowed the stack.
    @Test func globalsThatReferToThemselvesEnd() {
        let code = """
            import UIKit
            let looping = UIStackView(arrangedSubviews: [looping])
            let first = UIStackView(arrangedSubviews: [second])
            let second = UIStackView(arrangedSubviews: [first])
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(looping)
                    view.addSubview(first)
                    looping.topAnchor.constraint(equalTo: first.bottomAnchor).isActive = true
                    first.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """
        let systems = SwiftSourceReader().read([SourceFile(path: "Globals.swift", text: code)]).systems
        #expect(systems.first?.constraints.isEmpty == false)
    }
}
