/// One `key:value` of an entry's `(active, names: …)` (or old `(Names: …)`) list. Keys are
/// the names a VFL or equation body uses (`name_label`, `'|'`, `ListViewImage-a...`, or an
/// anchor `NSGridView:0x….row-boundary` of an expression); values are an address, optionally
/// with the class and text of the item.
struct NameBinding {
    /// Entry offsets of the key, without its quotes.
    var key: Range<Int>
    var className: Range<Int>?
    var address: Range<Int>
    var text: Range<Int>?
    /// The key `'|'`: the superview.
    var isSuperviewBar: Bool
    /// `'|':OverViewFactorLabel:0x…` next to `OverViewFactorLabel:0x…`: the value prints the
    /// view's identifier, not its class, because the list maps that identifier to the same address.
    var classIsName = false
}

extension EntryParser {
    /// Reads the names list in `range`. Keys may contain anything (`12600urn:li:fs_updateV2:(...`),
    /// so an unquoted key runs to the last `:0x…` before the next separator; a quoted key ends at
    /// its quote. Duplicate keys are kept: lookups take the last one, as UIKit's dictionary would.
    mutating func parseNames(in range: Range<Int>) throws(EntrySyntaxError) {
        var index = range.lowerBound
        let end = range.upperBound
        while true {
            index = bytes.skippingWhitespace(from: index, to: end)
            guard index < end else {
                treatClassesThatAreNamesAsNames()
                return
            }
            let key: Range<Int>
            let valueStart: Int
            if bytes[index] == ASCII.apostrophe {
                guard let close = bytes.firstIndex(of: ASCII.apostrophe, in: (index + 1)..<end),
                    close + 1 < end, bytes[close + 1] == ASCII.colon
                else {
                    throw EntrySyntaxError(
                        offset: index, message: "expected a quoted name followed by ':' in the names: list",
                        code: "unreadable-names")
                }
                key = (index + 1)..<close
                valueStart = close + 2
            } else {
                guard let colon = valueColon(from: index, to: end) else {
                    throw EntrySyntaxError(
                        offset: index, message: "expected 'name:0x…' in the names: list", code: "unreadable-names")
                }
                key = index..<colon
                valueStart = colon + 1
            }
            var cursor = valueStart
            let (className, address, text) = try parseNamedValue(&cursor, end: end)
            let isBar = key.count == 1 && bytes[key.lowerBound] == ASCII.pipe
            names.append(NameBinding(key: key, className: className, address: address, text: text, isSuperviewBar: isBar))
            cursor = bytes.skippingWhitespace(from: cursor, to: end)
            guard cursor < end else {
                treatClassesThatAreNamesAsNames()
                return
            }
            guard bytes[cursor] == ASCII.comma else {
                throw EntrySyntaxError(
                    offset: cursor, message: "expected ',' or ')' after a name in the names: list", code: "unreadable-names")
            }
            index = cursor + 1
        }
    }

    /// Marks values whose "class" is another key of the list with the same address.
    private mutating func treatClassesThatAreNamesAsNames() {
        for index in names.indices {
            guard let className = names[index].className else { continue }
            for other in names where other.className == nil && !other.isSuperviewBar && keyEquals(other.key, className)
                && keyEquals(other.address, names[index].address)
            {
                names[index].classIsName = true
                break
            }
        }
    }

    /// Registers the item a binding names and returns its number; strings are made only for what
    /// the log does not know yet.
    mutating func register(_ binding: NameBinding) -> Int {
        let key = AddressKey(bytes, binding.address)
        let name = binding.classIsName ? binding.className : (binding.isSuperviewBar ? nil : binding.key)
        let className = binding.classIsName ? nil : binding.className
        if let key, let number = registry.number(forAddress: key) {
            registry.complete(
                number, className: className.map { strings.string(bytes, $0) }, text: binding.text.map { PrintedText.decode(bytes, $0) },
                name: name.map { strings.string(bytes, $0) })
            return number
        }
        var item = PrintedItem()
        item.className = className.map { strings.string(bytes, $0) }
        item.address = bytes.string(binding.address)
        item.text = binding.text.map { PrintedText.decode(bytes, $0) }
        item.name = name.map { strings.string(bytes, $0) }
        return registry.register(item, key: key, identity: key == nil ? item.address : nil)
    }

    /// The colon before the value of an unquoted key: the first `:0x<hex>` whose hex digits end
    /// the entry (or are followed by text, a comma or a space) before the next such separator.
    private func valueColon(from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 2 < end {
            if bytes[index] == ASCII.colon, bytes[index + 1] == ASCII.zero, bytes[index + 2] | 0x20 == ASCII.lowercaseX {
                var cursor = index + 3
                while cursor < end, bytes[cursor].isHexDigit { cursor += 1 }
                if cursor > index + 3, cursor < end, bytes[cursor] == ASCII.apostrophe {
                    // A text after the address ends the value only if nothing but a separator
                    // follows it; `…'Gallery.LeftGutter'.trailing:0x…` is still the key.
                    cursor = textEnd(from: cursor + 1, end: end) + 1
                }
                if cursor > index + 3, cursor >= end || bytes[cursor] == ASCII.comma || bytes[cursor].isWhitespace {
                    return index
                }
            }
            index += 1
        }
        return nil
    }

    /// The colon of `name:0x…` where the name holds bytes no class name does (`?`, `...`) but no
    /// blank, quote, parenthesis or comma; nil when there is no such colon.
    private func printedNameEnd(from start: Int, end: Int) -> Int? {
        var index = start
        while index + 2 < end {
            let byte = bytes[index]
            if byte.isWhitespace || byte == ASCII.comma || byte == ASCII.apostrophe || byte == ASCII.quote
                || byte == ASCII.openParen || byte == ASCII.closeParen {
                return nil
            }
            if byte == ASCII.colon, index > start, bytes[index + 1] == ASCII.zero, bytes[index + 2] | 0x20 == ASCII.lowercaseX {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `0x7fa4d0e9e480`, `UIView:0x7f…`, `UILabel:0x7f…'Set lunch'`: the ranges of the class, the
    /// address and the text.
    private func parseNamedValue(_ index: inout Int, end: Int) throws(EntrySyntaxError) -> (Range<Int>?, Range<Int>, Range<Int>?) {
        var className: Range<Int>?
        if !bytes.matches("0x", at: index) && !bytes.matches("0X", at: index) {
            // A class name, or a view's name UIKit printed cut short (`CapsuleNavigationBar?isSe...`,
            // also a key of the list): any text without blanks or quotes up to `:0x`.
            guard let nameEnd = EntryBounds.classNameEnd(bytes, from: index, limit: end).flatMap({ $0 < end && bytes[$0] == ASCII.colon ? $0 : nil })
                ?? printedNameEnd(from: index, end: end)
            else {
                throw EntrySyntaxError(
                    offset: index, message: "expected an address (0x…) or 'Class:0x…' in the names: list",
                    code: "unreadable-names")
            }
            className = index..<nameEnd
            index = nameEnd + 1
        }
        let addressStart = index
        try scanAddress(&index, end: end)
        let address = addressStart..<index
        var text: Range<Int>?
        if index < end, bytes[index] == ASCII.apostrophe {
            let close = textEnd(from: index + 1, end: end)
            guard close < end else {
                throw EntrySyntaxError(offset: index, message: "expected the closing ' of the text after the address", code: "unexpected-text")
            }
            if close > index + 1 { text = (index + 1)..<close }
            index = close + 1
        }
        return (className, address, text)
    }

    /// The last binding whose key is exactly `range`.
    func binding(matching range: Range<Int>) -> NameBinding? {
        var index = names.count - 1
        while index >= 0 {
            if keyEquals(names[index].key, range) { return names[index] }
            index -= 1
        }
        return nil
    }

    /// The longest key that `bytes[start...]` begins with and that is followed by `terminator`.
    func binding(prefixing start: Int, end: Int, followedBy terminator: (UInt8) -> Bool) -> NameBinding? {
        var best: NameBinding?
        var index = names.count - 1
        while index >= 0 {
            let key = names[index].key
            let after = start + key.count
            if after < end, keyEquals(key, start..<after), terminator(bytes[after]),
                key.count > best?.key.count ?? -1
            {
                best = names[index]
            }
            index -= 1
        }
        return best
    }

    func keyEquals(_ key: Range<Int>, _ range: Range<Int>) -> Bool {
        guard key.count == range.count else { return false }
        var offset = 0
        while offset < key.count {
            if bytes[key.lowerBound + offset] != bytes[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    /// The names-list value for `'|'`, if the entry has one.
    var superviewBinding: NameBinding? {
        var index = names.count - 1
        while index >= 0 {
            if names[index].isSuperviewBar { return names[index] }
            index -= 1
        }
        return nil
    }
}
