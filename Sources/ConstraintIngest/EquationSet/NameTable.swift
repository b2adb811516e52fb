/// Interns item names straight from input bytes: a name seen before costs a hash and one byte
/// comparison, never a `String`. Indices follow first appearance, which is what gives items
/// their ids (`item1`, `item2`, …).
struct NameTable {
    /// Open addressing; each slot carries what a probe compares, so a lookup touches the slot
    /// and the stored bytes only.
    private struct Slot {
        var hash: UInt32
        var entry: Int32
        var length: Int32
        var start: Int

        static let empty = Slot(hash: 0, entry: -1, length: 0, start: 0)
    }

    private var slots: [Slot]
    private var storage: [UInt8] = []
    /// Empty when the table keeps no strings.
    private(set) var names: [String] = []
    private(set) var count = 0
    /// A table that only numbers names (a part of a set read on all cores) makes no strings.
    private let keepsStrings: Bool

    init(keepsStrings: Bool = true) {
        slots = Array(repeating: .empty, count: 64)
        self.keepsStrings = keepsStrings
    }

    /// Makes room for `count` names without regrowing the table.
    mutating func reserveCapacity(_ count: Int) {
        while count * 2 > slots.count { grow() }
        if keepsStrings { names.reserveCapacity(count) }
    }

    /// The index of the name in `bytes`, and whether it was just added.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, isNew: Bool) {
        let hash = NameTable.hash(bytes)
        let (slot, found) = find(bytes, hash: hash)
        if let found { return (found, false) }
        let index = count
        slots[slot] = Slot(hash: hash, entry: Int32(truncatingIfNeeded: index), length: Int32(clamping: bytes.count), start: storage.count)
        storage.append(contentsOf: bytes)
        if keepsStrings { names.append(String(decoding: bytes, as: UTF8.self)) }
        count += 1
        if count * 2 > slots.count { grow() }
        return (index, true)
    }

    /// The index of a name already interned, without adding it.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        find(bytes, hash: NameTable.hash(bytes)).found
    }

    func lookup(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { lookup($0) }
    }

    /// The entry holding `bytes`, or the empty slot where it would go.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> (slot: Int, found: Int?) {
        slots.withUnsafeBufferPointer { slots in
            storage.withUnsafeBufferPointer { stored in
                let mask = slots.count - 1
                var index = Int(hash) & mask
                while true {
                    let slot = slots[index]
                    if slot.entry < 0 { return (index, nil) }
                    if slot.hash == hash, Int(slot.length) == bytes.count {
                        let start = slot.start
                        var offset = 0
                        while offset < bytes.count, stored[start + offset] == bytes[offset] { offset += 1 }
                        if offset == bytes.count { return (index, Int(slot.entry)) }
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }

    private mutating func grow() {
        var bigger = [Slot](repeating: .empty, count: slots.count * 2)
        let mask = bigger.count - 1
        for slot in slots where slot.entry >= 0 {
            var index = Int(slot.hash) & mask
            while bigger[index].entry >= 0 { index = (index + 1) & mask }
            bigger[index] = slot
        }
        slots = bigger
    }

    /// FNV-1a, then a final mix so that names differing only in their last digit (`V1`, `V2`)
    /// spread over the low bits used as the slot.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        hash ^= hash >> 29
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
