/// Friendly, stable, unique names for items: `Label 'Hello'`, `ImageView1`, `SafeArea(View2)`.
///
/// Views are named first (class name without module, Swift mangling, KVO subclass or `UI`/`NS`
/// prefix, plus their text); guides then borrow their owning view's name. Names that would
/// collide get a number in order of first appearance, so the same input always gives the
/// same names.
public enum DisplayNames {
    public static let maximumTextLength = 28

    public static func assign(to items: inout [LayoutItem]) {
        var viewIndices: [Int] = []
        var guideIndices: [Int] = []
        for index in items.indices {
            if items[index].kind.isGuide && items[index].owningViewID != nil {
                guideIndices.append(index)
            } else {
                viewIndices.append(index)
            }
        }
        uniquelyName(viewIndices, in: &items)
        uniquelyName(guideIndices, in: &items)
    }

    /// Most systems (one per log) have a handful of items: below this many, lists searched in
    /// order cost less than building sets and dictionaries. Both find the same names.
    private static let linearLimit = 32

    private static func uniquelyName(_ indices: [Int], in items: inout [LayoutItem]) {
        guard !indices.isEmpty else { return }
        var names: [BaseName] = []
        names.reserveCapacity(indices.count)
        for index in indices { names.append(baseName(of: items[index], among: items)) }
        if items.count <= linearLimit {
            uniquelyNameFew(indices, names, in: &items)
        } else {
            uniquelyNameMany(indices, names, in: &items)
        }
    }

    /// Hashing for systems with many items (equation sets from benchmarks hold 100,000s); `indices`
    /// are ascending.
    private static func uniquelyNameMany(_ indices: [Int], _ names: [BaseName], in items: inout [LayoutItem]) {
        let isShared = sharedNames(names)
        var used: [String: Int] = [:]
        var taken = Set<String>(minimumCapacity: items.count - indices.count)
        var next = 0
        for index in items.indices {
            if next < indices.count, indices[next] == index {
                next += 1
            } else {
                taken.insert(items[index].displayName)
            }
        }
        for (position, index) in indices.enumerated() {
            let name = names[position]
            var display = name.full
            if isShared[position] || taken.contains(display) {
                var number = used[name.full, default: 0]
                repeat {
                    number += 1
                    display = name.numbered(number)
                } while taken.contains(display)
                used[name.full] = number
            }
            items[index].displayName = display
        }
    }

    /// Per name, whether another name is the same.
    private static func sharedNames(_ names: [BaseName]) -> [Bool] {
        if let shared = sharedASCIINames(names) { return shared }
        var counts = [String: Int](minimumCapacity: names.count)
        for name in names { counts[name.full, default: 0] += 1 }
        return names.map { counts[$0.full, default: 0] > 1 }
    }

    /// `sharedNames` with a table of byte hashes, when every name is ASCII (see `ASCIIText`:
    /// equal strings then have equal bytes); nil otherwise. `String` hashing of 100,000s of names
    /// was most of the naming time of a large equation set.
    private static func sharedASCIINames(_ names: [BaseName]) -> [Bool]? {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(names.count)
        for name in names {
            var full = name.full
            let hash = full.withUTF8 { bytes -> UInt64? in
                guard ASCIIText.isASCII(bytes) else { return nil }
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                return hash ^ (hash >> 29)
            }
            guard let hash else { return nil }
            hashes.append(hash)
        }
        var slotCount = 16
        while slotCount < 2 * names.count { slotCount *= 2 }
        let mask = slotCount - 1
        // Per slot, the position of the first name with that text, or -1.
        var slots = [Int](repeating: -1, count: slotCount)
        var isShared = [Bool](repeating: false, count: names.count)
        for position in names.indices {
            var slot = Int(truncatingIfNeeded: hashes[position]) & mask
            while true {
                let first = slots[slot]
                if first < 0 {
                    slots[slot] = position
                    break
                }
                if hashes[first] == hashes[position], names[first].full == names[position].full {
                    isShared[first] = true
                    isShared[position] = true
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return isShared
    }

    /// `uniquelyNameMany` with lists instead of hashing; `indices` are ascending.
    private static func uniquelyNameFew(_ indices: [Int], _ names: [BaseName], in items: inout [LayoutItem]) {
        var taken: [String] = []
        var next = 0
        for index in items.indices {
            if next < indices.count, indices[next] == index {
                next += 1
            } else {
                taken.append(items[index].displayName)
            }
        }
        var used: [(full: String, number: Int)] = []
        for (position, index) in indices.enumerated() {
            let name = names[position]
            var display = name.full
            var isShared = false
            for other in names.indices where other != position && names[other].full == name.full {
                isShared = true
                break
            }
            if isShared || taken.contains(display) {
                let slot = used.firstIndex { $0.full == name.full }
                var number = slot.map { used[$0].number } ?? 0
                repeat {
                    number += 1
                    display = name.numbered(number)
                } while taken.contains(display)
                if let slot { used[slot].number = number } else { used.append((name.full, number)) }
            }
            items[index].displayName = display
        }
    }

    private struct BaseName {
        var stem: String
        var suffix: String
        let full: String

        init(stem: String, suffix: String) {
            self.stem = stem
            self.suffix = suffix
            full = suffix.isEmpty ? stem : stem + suffix
        }

        func numbered(_ number: Int) -> String { "\(stem)\(number)\(suffix)" }
    }

    private static func baseName(of item: LayoutItem, among items: [LayoutItem]) -> BaseName {
        if item.kind.isGuide {
            let owner = item.owningViewID.flatMap { id in items.first { $0.id == id }?.displayName }
            func owned(_ word: String) -> BaseName {
                owner.map { BaseName(stem: word, suffix: "(" + $0 + ")") } ?? BaseName(stem: word + "Guide", suffix: "")
            }
            switch item.kind {
            case .marginsGuide: return owned("Margins")
            case .safeAreaGuide: return owned("SafeArea")
            case .keyboardGuide: return owned("Keyboard")
            case .stackSpacer:
                if item.text == "UISV-alignment-spanner" { return BaseName(stem: "AlignmentSpanner", suffix: "") }
                return BaseName(stem: "StackSpacer", suffix: "")
            case .legacyLayoutGuide: return BaseName(stem: "LegacyLayoutGuide", suffix: "")
            default:
                if let text = item.text, !text.isEmpty {
                    let shortText = text.split(separator: ".").last.map(String.init) ?? text
                    return owner.map { BaseName(stem: shortText, suffix: "(" + $0 + ")") } ?? BaseName(stem: "Guide", suffix: " '" + shortText + "'")
                }
                return owned("Layout")
            }
        }
        if item.className == nil, let name = item.name { return BaseName(stem: elided(name), suffix: "") }
        if item.className == nil, item.address == nil, let text = item.text { return BaseName(stem: elided(text), suffix: "") }
        let stem = elided(shortClassName(item.className ?? item.name ?? "View"))
        if let text = item.text {
            return BaseName(stem: stem, suffix: " '" + abbreviate(text) + "'")
        }
        if let name = item.name, name != stem, item.address == nil { return BaseName(stem: elided(name), suffix: "") }
        return BaseName(stem: stem, suffix: "")
    }

    /// Names longer than any real class or property name are cut with `…`: every sentence of a
    /// report repeats an item's name, so a 10 MB identifier pasted by accident would otherwise
    /// make every one of them 10 MB long. The full class name stays in `className`.
    public static let maximumNameLength = 120

    static func elided(_ name: String) -> String {
        guard name.utf8.count > maximumNameLength, name.count > maximumNameLength else { return name }
        return String(name.prefix(maximumNameLength - 1)) + "…"
    }

    /// Keeps reports readable when a label holds a paragraph; UIKit itself truncates to ~25
    /// characters followed by `...`.
    static func abbreviate(_ text: String) -> String {
        // A text of at most that many bytes has at most that many characters; without a line
        // break it is its own flattened form.
        if text.utf8.count <= maximumTextLength, !text.utf8.contains(0x0A) { return text }
        let flattened = String(text.map { $0 == "\n" ? " " : $0 })
        guard flattened.count > maximumTextLength else { return flattened }
        return String(flattened.prefix(maximumTextLength - 1)) + "…"
    }

    /// `UILabel` → `Label`, `Proto.HeaderView` → `HeaderView`,
    /// `NSKVONotifying_LQRoundedCornerView` → `LQRoundedCornerView`,
    /// `_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_` → `CardView<RecoveryKeyView>`.
    public static func shortClassName(_ className: String) -> String {
        if let short = asciiShortClassName(className) { return short }
        var name = className
        if name.hasPrefix("_Tt"), let demangled = demangle(name) { name = demangled }
        if let dot = name.lastIndex(of: "."), !name.contains("<") { name = String(name[name.index(after: dot)...]) }
        if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
        for prefix in ["_UI", "_NS", "UI", "NS"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { name = String(rest) }
            break
        }
        while name.hasPrefix("_") { name.removeFirst() }
        return name.isEmpty ? className : name
    }

    /// `shortClassName` by bytes for the common case, an ASCII name that is not mangled: there
    /// every character is one byte, so byte prefixes are character prefixes. Nil otherwise.
    private static func asciiShortClassName(_ original: String) -> String? {
        var className = original
        return className.withUTF8 { name -> String? in
            let count = name.count
            guard !name.contains(where: { $0 >= 0x80 }) else { return nil }
            func hasPrefix(_ prefix: StaticString, at start: Int) -> Bool {
                let length = prefix.utf8CodeUnitCount
                guard start + length <= count else { return false }
                for offset in 0..<length where name[start + offset] != prefix.utf8Start[offset] { return false }
                return true
            }
            if hasPrefix("_Tt", at: 0) { return nil }
            var start = 0
            if !name.contains(0x3C /* < */), let dot = name.lastIndex(of: 0x2E /* . */) { start = dot + 1 }
            if hasPrefix("NSKVONotifying_", at: start) { start += 15 }
            for prefix: StaticString in ["_UI", "_NS", "UI", "NS"] where hasPrefix(prefix, at: start) {
                let rest = start + prefix.utf8CodeUnitCount
                if rest < count, name[rest] &- 0x41 < 26 /* A-Z */ { start = rest }
                break
            }
            while start < count, name[start] == 0x5F /* _ */ { start += 1 }
            if start == 0 || start == count { return original }
            return String(decoding: UnsafeBufferPointer(rebasing: name[start...]), as: UTF8.self)
        }
    }

    /// A tolerant reading of old-style Swift mangled class names: length-prefixed identifiers,
    /// the first being the module, the second the class and any others generic arguments.
    static func demangle(_ mangled: String) -> String? {
        let characters = Array(mangled.dropFirst(3))
        var identifiers: [String] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else {
                index += 1
                continue
            }
            var length = 0
            while index < characters.count, characters[index].isASCII, let digit = characters[index].wholeNumberValue {
                length = length * 10 + digit
                index += 1
            }
            guard length > 0, index + length <= characters.count else { return nil }
            let identifier = String(characters[index..<(index + length)])
            index += length
            if !identifier.hasPrefix("$") { identifiers.append(identifier) }
        }
        guard identifiers.count >= 2 else { return nil }
        let arguments = identifiers.dropFirst(2).map { shortClassName($0) }
        return arguments.isEmpty ? identifiers[1] : "\(identifiers[1])<\(arguments.joined(separator: ", "))>"
    }
}
