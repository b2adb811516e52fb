import ConstraintIngest
import ConstraintModel
import ConstraintSwiftSource
import Foundation
import TestSupport
import Testing

/// The 15 real open-source files of `../shared/corpus/swift/` against the hand counts in its
/// `annotations.json` (a person counted the constraints each type makes, reading the code).
/// Nothing may crash, and together at least 90 % of the counted constraints must be extracted.
enum RealSources {
    static let folder = PackagePaths.root.appendingPathComponent("../shared/corpus/swift", isDirectory: true).standardizedFileURL
}

@Suite(.enabled(if: PackagePaths.exists(RealSources.folder), "../shared/corpus/swift/ is not here"))
struct RealSourceCountTests {
    static let folder = RealSources.folder

    struct Counted: Decodable {
        var name: String
        var constraints: Int?
    }

    struct Annotated: Decodable {
        var types: [Counted]
    }

    /// Developer constraints of a system (not the ones UIKit makes: autoresizing, stack views).
    static func developerConstraints(_ system: ConstraintSystem) -> Int {
        system.constraints.filter { $0.origin == .developer }.count
    }

    /// `Name (File.swift)` → `Name`.
    static func typeName(of system: ConstraintSystem) -> String {
        let name = system.source.file
        return name.range(of: " (").map { String(name[..<$0.lowerBound]) } ?? name
    }

    static func extracted() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in PackagePaths.files(under: folder, extensions: ["swift"]) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let result = SwiftSourceReader().read([SourceFile(path: file.lastPathComponent, text: text)])
            for system in result.systems {
                counts["\(file.lastPathComponent)|\(typeName(of: system))", default: 0] += developerConstraints(system)
            }
        }
        return counts
    }

    @Test func atLeastNinetyPercentOfTheHandCountedConstraintsAreExtracted() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("annotations.json"))
        let annotations = try JSONDecoder().decode([String: Annotated].self, from: data)
        let counts = try Self.extracted()
        var expected = 0
        var found = 0
        var lines: [String] = []
        for (file, annotated) in annotations.sorted(by: { $0.key < $1.key }) {
            for type in annotated.types {
                guard let count = type.constraints else { continue }
                // Generic types are named without their parameters; playground code has no type.
                let name = type.name.hasPrefix("<top-level") ? "top-level code" : String(type.name.split(separator: "<").first ?? "")
                let got = counts["\(file)|\(name)"] ?? 0
                expected += count
                // Extra constraints do not make up for missing ones elsewhere.
                found += min(got, count)
                lines.append("\(file) \(type.name): \(got) of \(count)")
            }
        }
        print(lines.joined(separator: "\n"))
        #expect(expected > 0)
        #expect(Double(found) >= 0.9 * Double(expected), "extracted \(found) of \(expected) hand-counted constraints:\n\(lines.joined(separator: "\n"))")
    }
}
