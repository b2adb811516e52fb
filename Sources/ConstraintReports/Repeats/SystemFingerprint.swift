import ConstraintModel
import Foundation

/// What makes two systems the same conflict: their constraints by class, attributes, relation,
/// multiplier, constant and priority, their items by class, text and kind, in the same order.
/// Addresses, line numbers and the printed text (which holds the addresses) are left out, so the
/// same conflict printed on every layout pass is recognised as one.
///
/// `key` is the canonical form (compared in full, so a hash collision cannot merge two systems);
/// `fingerprint` is its 64-bit FNV-1a hash in hex: stable across runs, machines and versions of
/// Swift, for tools that count conflicts over time.
public struct SystemFingerprint: Hashable, Sendable {
    public let key: String
    public let fingerprint: String

    public init(_ system: ConstraintSystem) {
        key = Self.canonicalText(system)
        fingerprint = Self.hexHash(key)
    }

    static func canonicalText(_ system: ConstraintSystem) -> String {
        var canonical = system
        canonical.source = SourceInfo(file: "", firstLine: 0, lastLine: 0)
        canonical.items = system.items.map { item in
            var item = item
            item.address = nil
            item.sourceLocation = nil
            return item
        }
        canonical.constraints = system.constraints.map { constraint in
            var constraint = constraint
            constraint.line = 0
            constraint.column = 0
            constraint.text = ""
            constraint.address = nil
            return constraint
        }
        canonical.diagnostics = system.diagnostics.map { diagnostic in
            Diagnostic(severity: diagnostic.severity, line: 0, column: 0, message: "", code: diagnostic.code, constraintID: diagnostic.constraintID)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding a model value cannot fail (no floats it cannot write: numbers are finite); an
        // empty key would only make such systems unique, never merge different ones.
        guard let data = try? encoder.encode(canonical) else { return "unencodable:\(system.source)" }
        return String(decoding: data, as: UTF8.self)
    }

    /// 64-bit FNV-1a, 16 lowercase hex digits.
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
