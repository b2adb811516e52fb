import ConstraintModel

/// Finds the `LayoutAttribute` a name spells, byte by byte. The table is built from
/// `LayoutAttribute(printedName:)` itself, so the reader accepts exactly the names the model
/// does (`leading`, `minX`, `baseline`, `NotAnAttribute`, …).
struct AttributeNames: Sendable {
    static let shared = AttributeNames()

    /// All spellings back to back, and for each length the entries that have it, so that a
    /// lookup compares bytes in one flat buffer without touching nested arrays.
    private let spelledOut: [UInt8]
    private let entries: [(start: Int, length: Int, attribute: LayoutAttribute)]
    private let entriesByLength: [Range<Int>]

    /// The names people usually mean, in the order listed in "expected an attribute" messages.
    static let common = ["leading", "trailing", "top", "bottom", "width", "height", "centerX", "centerY"]

    /// Every accepted spelling.
    let allNames: [String]

    private init() {
        let candidates = LayoutAttribute.allCases.map(\.rawValue) + ["baseline", "NotAnAttribute"]
        let accepted = candidates.compactMap { name in LayoutAttribute(printedName: name).map { (name, $0) } }
            .sorted { $0.0.utf8.count < $1.0.utf8.count }
        allNames = candidates.filter { LayoutAttribute(printedName: $0) != nil }
        var bytes: [UInt8] = []
        var entries: [(start: Int, length: Int, attribute: LayoutAttribute)] = []
        for (name, attribute) in accepted {
            entries.append((bytes.count, name.utf8.count, attribute))
            bytes += name.utf8
        }
        let longest = entries.last?.length ?? 0
        entriesByLength = (0...longest).map { length in
            let first = entries.firstIndex { $0.length == length } ?? entries.count
            let last = entries.lastIndex { $0.length == length }.map { $0 + 1 } ?? first
            return first..<max(first, last)
        }
        spelledOut = bytes
        self.entries = entries
    }

    func attribute(_ bytes: UnsafeBufferPointer<UInt8>) -> LayoutAttribute? {
        guard bytes.count < entriesByLength.count else { return nil }
        return spelledOut.withUnsafeBufferPointer { spelled in
            entries.withUnsafeBufferPointer { entries in
                for index in entriesByLength[bytes.count] {
                    let start = entries[index].start
                    var offset = 0
                    while offset < bytes.count, spelled[start + offset] == bytes[offset] { offset += 1 }
                    if offset == bytes.count { return entries[index].attribute }
                }
                return nil
            }
        }
    }

    /// "did you mean 'leading'?" for `lead`, `Leading`, `heigth`; nil when nothing is close.
    func suggestion(for name: String) -> String? {
        Suggestions.closest(to: name, among: allNames)
    }
}

/// Picks the intended word for a misspelt one.
enum Suggestions {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        guard !lowered.isEmpty, lowered.count <= 40 else { return nil }
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        // An abbreviation (`lead`, `centerx`) most likely means the shortest word it starts.
        let extended = candidates.filter { $0.lowercased().hasPrefix(lowered) }.min { $0.count < $1.count }
        if let extended, lowered.count >= 3 { return extended }
        let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let tolerance = max(1, min(3, lowered.count / 3))
        return best.1 <= tolerance ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
