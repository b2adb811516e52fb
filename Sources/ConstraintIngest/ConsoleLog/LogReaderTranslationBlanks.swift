/// Machine translation (browser page translators, translated forum posts) inserts blanks into
/// the tokens of a constraint description: `UIButton: 0x7f…`, `'|': UIView: 0x…`,
/// `V | - (0) - [UIButton: 0x…]`. The blanks carry nothing, and the text still determines the
/// constraint once they are gone, so they are removed like other paste damage.
extension PasteRepairer {
    /// Called at a blank; returns where the scan continues.
    mutating func repairTranslationBlanks(at index: Int) -> Int {
        let count = source.count
        var end = index
        while end < count, source[end] == ASCII.space { end += 1 }
        guard end < count, index > 0 else { return end }
        let before = source[index - 1]
        let after = source[end]
        // `Class: 0x…` and `'|': Class`: an address or a name right after a colon.
        if before == ASCII.colon, index >= 2 {
            let beforeColon = source[index - 2]
            let addressFollows = after == UInt8(ascii: "0") && end + 1 < count && source[end + 1] == UInt8(ascii: "x")
            if addressFollows && (beforeColon.isTranslationTokenByte || beforeColon == UInt8(ascii: ">")) || beforeColon == ASCII.apostrophe && after.isTranslationTokenByte,
                lineMayHoldEntry(around: index)
            {
                drop(index..<end, kind: .translationBlanks)
                return end
            }
        }
        // `V |`, `H [`: an orientation letter standing alone before the layout; `V: [` too.
        if after == ASCII.pipe || after == UInt8(ascii: "[") {
            if isOrientation(endingAt: index), lineMayHoldEntry(around: index) {
                replace(index..<(index + 1), with: ASCII.colon, kind: .translationBlanks)
                drop((index + 1)..<end, kind: .translationBlanks)
                return end
            }
            if before == ASCII.colon, index >= 2, isOrientation(endingAt: index - 1), lineMayHoldEntry(around: index) {
                drop(index..<end, kind: .translationBlanks)
                return end
            }
        }
        // `| - (0) - [`, `] - |`: blanks around a VFL connection.
        let closesView = before == ASCII.pipe || before == UInt8(ascii: "]") || before == UInt8(ascii: ")")
        let opensView = after == ASCII.pipe || after == UInt8(ascii: "[") || after == UInt8(ascii: "(")
        if closesView && after == ASCII.minus && opensConnection(afterDashAt: end) || before == ASCII.minus && opensView && isConnection(dashAt: index - 1) {
            if lineMayHoldEntry(around: index) { drop(index..<end, kind: .translationBlanks) }
        }
        return end
    }

    /// A lone `V` or `H` (a blank, a quote or a line start before it) ends at `index`.
    private func isOrientation(endingAt index: Int) -> Bool {
        guard index >= 1 else { return false }
        let letter = source[index - 1]
        guard letter == UInt8(ascii: "V") || letter == UInt8(ascii: "H") else { return false }
        return index < 2 || !source[index - 2].isTranslationTokenByte
    }

    /// The dash at `dash` follows a view, an edge or a spacing (possibly after blanks).
    private func isConnection(dashAt dash: Int) -> Bool {
        var index = dash - 1
        while index >= 0, source[index] == ASCII.space { index -= 1 }
        guard index >= 0 else { return false }
        let byte = source[index]
        return byte == ASCII.pipe || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
    }

    /// What follows the dash at `dash` (after blanks) is a spacing, a view or an edge; in an
    /// expression (`(A.x - 8) - B.x`) it is an item, and the blanks stay.
    private func opensConnection(afterDashAt dash: Int) -> Bool {
        var index = dash + 1
        while index < source.count, source[index] == ASCII.space { index += 1 }
        guard index < source.count else { return false }
        let byte = source[index]
        return byte == ASCII.pipe || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(")
    }

    /// Only lines that print an address are constraint descriptions worth repairing.
    func lineMayHoldEntry(around index: Int) -> Bool {
        var start = index
        while start > 0, !source[start - 1].isLineBreak { start -= 1 }
        var end = index
        while end < source.count, !source[end].isLineBreak { end += 1 }
        var position = start
        while position + 1 < end {
            if source[position] == UInt8(ascii: "0"), source[position + 1] == UInt8(ascii: "x") { return true }
            position += 1
        }
        return false
    }
}

extension UInt8 {
    fileprivate var isTranslationTokenByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_") || self == UInt8(ascii: ".")
    }
}
