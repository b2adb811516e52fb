import ConstraintModel

/// Attribute names as printed after an item (`.width`, `.leadingMargin`, `.baseline`, NSGridView's
/// `.row-boundary`), resolved once per distinct spelling.
final class LogAttributeNames {
    private var known: [(bytes: [UInt8], attribute: AnchorAttribute)] = []

    /// Pseudo-attributes that system classes print; any other unknown name is worth a note.
    static let pseudoAttributes: Set<String> = ["row-boundary", "column-boundary"]

    func attribute(_ bytes: Bytes, _ range: Range<Int>) -> AnchorAttribute {
        let length = range.count
        let first = length > 0 ? bytes[range.lowerBound] : 0
        search: for entry in known where entry.bytes.count == length && entry.bytes.first == first {
            var offset = 1
            while offset < length {
                if entry.bytes[offset] != bytes[range.lowerBound + offset] { continue search }
                offset += 1
            }
            return entry.attribute
        }
        let name = bytes.string(range)
        let attribute = LayoutAttribute(printedName: name).map(AnchorAttribute.standard) ?? .custom(name)
        if known.count < 256 { known.append((Array(UnsafeBufferPointer(rebasing: bytes[range])), attribute)) }
        return attribute
    }

    /// The end of an attribute name starting at `start`: letters, with single hyphens between
    /// letters (`row-boundary`), so `row-boundary-6` ends before `-6`.
    static func nameEnd(_ bytes: Bytes, from start: Int, limit: Int) -> Int? {
        var index = start
        while index < limit {
            if bytes[index].isLetter {
                index += 1
            } else if bytes[index] == ASCII.minus, index > start, index + 1 < limit, bytes[index + 1].isLetter {
                index += 1
            } else {
                break
            }
        }
        return index > start ? index : nil
    }

    /// The start of the attribute name that ends at `end`, when it is preceded by a `.`.
    static func nameStart(_ bytes: Bytes, endingAt end: Int, lowerBound: Int) -> Int? {
        var index = end
        while index > lowerBound, bytes[index - 1].isLetter || (bytes[index - 1] == ASCII.minus && index < end && bytes[index].isLetter) {
            index -= 1
        }
        guard index < end, index - 1 > lowerBound, bytes[index - 1] == ASCII.dot, bytes[index].isLetter else { return nil }
        return index
    }
}
