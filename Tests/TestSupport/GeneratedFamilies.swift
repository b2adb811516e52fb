import Foundation

/// Files written by the team's benchmark generator (`../shared/bench/gen.py` next to the package),
/// with the ground truth its header states.
public struct GeneratedFamilyFile: Sendable {
    public var family: String
    public var size: Int
    public var variant: String
    public var seed: Int
    public var text: String
    /// `# expect=` — feasible, infeasible or ambiguous.
    public var expectation: String
    /// `# injected-lines:` — 1-based line numbers of the constraints that contradict the family.
    public var injectedLines: [Int]
    /// `# removed:` — the constraints taken out of an ambiguous variant, as gen.py printed them.
    public var removed: [String]

    public var label: String { "\(family) \(size) \(variant) seed \(seed)" }
}

public enum GeneratedFamilies {
    /// The generator, found next to the package like the peer logs.
    public static let script = PackagePaths.root.appendingPathComponent("../shared/bench/gen.py").standardizedFileURL

    /// Why the generator cannot run here, or nil when it can.
    public static var unavailableReason: String? {
        guard PackagePaths.exists(script) else { return "\(script.path) does not exist" }
        guard let result = try? ProcessRunner.run(ProcessRunner.env, ["python3", "--version"]), result.status == 0 else {
            return "python3 is not on the search path"
        }
        return nil
    }

    /// Runs `gen.py FAMILY N --variant V -k K --seed S` and reads its header.
    public static func generate(family: String, size: Int, variant: String, k: Int = 1, seed: Int) throws
        -> GeneratedFamilyFile
    {
        let arguments = ["python3", script.path, family, String(size), "--variant", variant, "-k", String(k), "--seed", String(seed)]
        let result = try ProcessRunner.run(ProcessRunner.env, arguments)
        guard result.status == 0 else { throw GeneratorFailure(message: result.standardError) }
        var file = GeneratedFamilyFile(
            family: family, size: size, variant: variant, seed: seed, text: result.standardOutput, expectation: "",
            injectedLines: [], removed: [])
        for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("#") {
            if let value = line.dropping(prefix: "# expect=") {
                file.expectation = value.trimmingCharacters(in: .whitespaces)
            } else if let value = line.dropping(prefix: "# injected-lines:") {
                file.injectedLines = value.split(separator: " ").compactMap { Int($0) }
            } else if let value = line.dropping(prefix: "# removed:") {
                file.removed.append(value.trimmingCharacters(in: .whitespaces))
            }
        }
        return file
    }

    public struct GeneratorFailure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { "gen.py failed: \(message)" }
    }
}

extension Substring {
    fileprivate func dropping(prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
