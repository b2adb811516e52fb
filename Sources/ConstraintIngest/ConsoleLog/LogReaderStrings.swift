/// One `String` per distinct class name, identifier and attribute: a large log repeats the same
/// few dozen, and sharing them saves an allocation per use.
final class StringInterner {
    private struct Slot {
        var hash: UInt64
        var bytes: [UInt8]
        var string: String
    }

    private var slots: [Slot?] = Array(repeating: nil, count: 256)
    private var used = 0

    func string(_ bytes: Bytes, _ range: Range<Int>) -> String {
        // Swift keeps strings of up to 15 UTF-8 bytes inline; making them is cheaper than hashing.
        if range.count <= 15 { return bytes.string(range) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
        }
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while let slot = slots[position] {
            if slot.hash == hash, slot.bytes.count == range.count, equal(slot.bytes, bytes, range) {
                return slot.string
            }
            position = (position + 1) & mask
        }
        let string = bytes.string(range)
        // A pathological input must not grow the table without bound.
        guard used < 1 << 16 else { return string }
        slots[position] = Slot(hash: hash, bytes: Array(UnsafeBufferPointer(rebasing: bytes[range])), string: string)
        used += 1
        if used * 2 > slots.count { grow() }
        return string
    }

    private func equal(_ stored: [UInt8], _ bytes: Bytes, _ range: Range<Int>) -> Bool {
        var offset = 0
        for index in range {
            if stored[offset] != bytes[index] { return false }
            offset += 1
        }
        return true
    }

    private func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        let mask = slots.count - 1
        for case let slot? in old {
            var position = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[position] != nil { position = (position + 1) & mask }
            slots[position] = slot
        }
    }
}

/// Label texts as the list prints them: `NSArray`'s description escapes non-ASCII characters as
/// `\U2019` (UTF-16 units, so emoji come as surrogate pairs) and control characters as `\n`.
enum PrintedText {
    static func decode(_ bytes: Bytes, _ range: Range<Int>) -> String {
        guard bytes.firstIndex(of: ASCII.backslash, in: range) != nil else { return bytes.string(range) }
        var scalars = String.UnicodeScalarView()
        var pending: [UInt8] = []
        var highSurrogate: UInt32?
        func flushPending() {
            if !pending.isEmpty {
                scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
                pending.removeAll(keepingCapacity: true)
            }
        }
        func append(_ value: UInt32) {
            flushPending()
            if let high = highSurrogate {
                highSurrogate = nil
                if (0xDC00...0xDFFF).contains(value) {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    if let scalar = Unicode.Scalar(combined) { scalars.append(scalar) }
                    return
                }
                scalars.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(value) {
                highSurrogate = value
            } else if let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
            } else {
                scalars.append("\u{FFFD}")
            }
        }
        func dropOrphanSurrogate() {
            if highSurrogate != nil {
                highSurrogate = nil
                flushPending()
                scalars.append("\u{FFFD}")
            }
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == ASCII.backslash, index + 1 < range.upperBound else {
                dropOrphanSurrogate()
                pending.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            switch next {
            case 0x55, 0x75:  // \U2019, \u2019
                var value: UInt32 = 0
                var digits = 0
                var cursor = index + 2
                while digits < 4, cursor < range.upperBound, let digit = bytes[cursor].hexValue {
                    value = value << 4 | UInt32(digit)
                    digits += 1
                    cursor += 1
                }
                if digits == 4 {
                    append(value)
                    index = cursor
                } else {
                    dropOrphanSurrogate()
                    pending.append(byte)
                    index += 1
                }
            case 0x6E: append(0x0A); index += 2  // \n
            case 0x74: append(0x09); index += 2  // \t
            case 0x72: append(0x0D); index += 2  // \r
            case ASCII.quote, ASCII.backslash, ASCII.apostrophe:
                append(UInt32(next))
                index += 2
            default:
                dropOrphanSurrogate()
                pending.append(byte)
                index += 1
            }
        }
        dropOrphanSurrogate()
        flushPending()
        return String(scalars)
    }
}
