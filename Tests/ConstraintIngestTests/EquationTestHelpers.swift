import ConstraintIngest
import ConstraintModel
import Foundation
import TestSupport

/// Shared by the equation-set, VFL and autoresizing tests.
enum EquationTesting {
    /// Reads an equation set and returns its one system.
    static func read(_ text: String, file: String = "test.constraints") -> ConstraintSystem {
        let result = EquationSetReader.read(text, file: file)
        precondition(result.systems.count == 1, "an equation set always gives exactly one system")
        return result.systems[0]
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var corpusFolder: URL { packageRoot.appendingPathComponent("Corpus/equations") }

    static var peerLogsFolder: URL { packageRoot.appendingPathComponent("../shared/corpus/peer-logs").standardizedFileURL }

    static var hasPeerLogs: Bool { FileManager.default.fileExists(atPath: peerLogsFolder.path) }

    static func corpusFile(_ name: String) throws -> String {
        try String(contentsOf: corpusFolder.appendingPathComponent(name), encoding: .utf8)
    }

    static func corpusFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path).filter { $0.hasSuffix(".constraints") }.sorted()
    }

    /// The item with this name in the file.
    static func item(_ name: String, in system: ConstraintSystem) -> LayoutItem? {
        system.items.first { $0.name == name }
    }

    /// `Red.leading == 1 × Blue.trailing + 8 @1000`, written with names for readable expectations.
    static func describe(_ constraint: LayoutConstraint, in system: ConstraintSystem) -> String {
        func name(_ anchor: Anchor) -> String { "\(system.item(anchor.item)?.name ?? anchor.item).\(anchor.attribute)" }
        var text = "\(name(constraint.first)) \(constraint.relation.rawValue) "
        if let second = constraint.second {
            text += "\(LayoutNumber.format(constraint.multiplier.value)) × \(name(second)) + "
        }
        text += "\(constraint.constant.map { LayoutNumber.format($0.value) } ?? "?") @\(constraint.priority)"
        return text
    }

    static func errors(in system: ConstraintSystem) -> [Diagnostic] { system.diagnostics.filter { $0.severity == .error } }

    /// The physical lines of a text as an editor counts them (`\n` and `\r\n` end a line),
    /// each as its Unicode scalars without the line break.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? Array(line.dropLast()) : Array(line)
        }
        if text.unicodeScalars.last == "\n" { lines.removeLast() }
        return lines
    }

    /// Whether `python3` and gen.py are there to generate benchmark files.
    static var generatorPath: String { GeneratedFamilies.script.path }

    static func python3() -> String? {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/python3" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Output of `python3 gen.py ARGUMENTS`, or nil when either is missing or it fails.
    static func generate(_ arguments: [String]) -> String? {
        guard let python = python3(), FileManager.default.fileExists(atPath: generatorPath) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [generatorPath] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
