/// Byte checks for text that is all ASCII. There every character is one byte and has no other
/// canonically equivalent spelling, so these give exactly what `String`'s character-wise
/// `==`, `hasPrefix` and `contains` give, without their cost. Callers check `isASCII` first and
/// fall back to `String` otherwise.
enum ASCIIText {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    static func isASCII(_ bytes: Bytes) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    static func hasPrefix(_ bytes: Bytes, _ prefix: StaticString, at start: Int = 0) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard start >= 0, start + length <= bytes.count else { return false }
        let pattern = prefix.utf8Start
        var offset = 0
        while offset < length {
            if bytes[start + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }

    static func equals(_ bytes: Bytes, _ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount && hasPrefix(bytes, literal)
    }

    static func contains(_ bytes: Bytes, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard length <= bytes.count else { return false }
        for start in 0...(bytes.count - length) where hasPrefix(bytes, literal, at: start) { return true }
        return false
    }
}
