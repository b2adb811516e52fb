import Foundation
import TestSupport

/// The built `constraint-doctor`, run as a user would run it, in the manner of
/// swift-argument-parser's own `AssertExecuteCommand`: the binary sits next to the test bundle
/// in the build folder.
enum CommandUnderTest {
    static let name = "constraint-doctor"

    static var binary: URL? {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        folders.append(PackagePaths.root.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "\(CommandUnderTest.name) is not built next to the tests; run `swift build` first" }
    }

    /// Runs the command in the package root (so `Corpus/…` paths work) with a controlled
    /// environment: no colour preferences leak in from the developer's shell.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> ProcessRunner.Result {
        guard let binary else { throw Missing() }
        var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "xterm-256color"]
        base.merge(environment) { _, new in new }
        return try ProcessRunner.run(
            binary, arguments, standardInput: input.map { Data($0.utf8) }, environment: base, currentDirectory: PackagePaths.root)
    }

    /// util-linux `script` runs a command on a pseudo-terminal, which is the only way to test
    /// what happens when a person, not a pipe, is on the other end.
    static var canUsePseudoTerminal: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout"),
            let version = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/script"), ["--version"])
        else { return false }
        return version.standardOutput.contains("util-linux")
    }

    /// Runs the command on a terminal; standard output and standard error arrive merged, with
    /// the terminal's CRLF line ends turned back into LF.
    static func runOnTerminal(_ arguments: [String], typing: String, environment: [String: String] = [:]) throws -> ProcessRunner.Result {
        guard let binary else { throw Missing() }
        let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TERM": "xterm-256color"]
        base.merge(environment) { _, new in new }
        // `script` waits for its child, and a child waiting for more typing would hang the test
        // run; coreutils `timeout` ends it instead.
        var result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["30", "/usr/bin/script", "-qec", command, "/dev/null"],
            standardInput: Data(typing.utf8), environment: base, currentDirectory: PackagePaths.root)
        result.standardOutput = result.standardOutput.replacingOccurrences(of: "\r\n", with: "\n")
        return result
    }
}
