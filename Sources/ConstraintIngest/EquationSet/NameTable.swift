/// Interns item names straight from input bytes: a name seen before costs a hash and one byte
/// comparison, never a `String`. Indices follow first appearance, which is what gives items
/// their ids (`item1`, `item2`, …).
struct NameTable {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var starts: [Int] = []
    private var storage: [UInt8] = []
    private(set) var names: [String] = []

    init() {
        slots = Array(repeating: -1, count: 64)
    }

    var count: Int { names.count }

    /// The index of the name in `bytes`, and whether it was just added.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, isNew: Bool) {
        let hash = NameTable.hash(bytes)
        let (slot, found) = find(bytes, hash: hash)
        if let found { return (found, false) }
        let index = names.count
        slots[slot] = Int32(truncatingIfNeeded: index)
        hashes.append(hash)
        starts.append(storage.count)
        storage.append(contentsOf: bytes)
        names.append(String(decoding: bytes, as: UTF8.self))
        if names.count * 2 > slots.count { grow() }
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
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, found: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return (slot, nil) }
            if hashes[entry] == hash, equals(entry, bytes) { return (slot, entry) }
            slot = (slot + 1) & mask
        }
    }

    private func equals(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[entry]
        let stop = entry + 1 < starts.count ? starts[entry + 1] : storage.count
        guard stop - start == bytes.count else { return false }
        return storage.withUnsafeBufferPointer { stored in
            var index = 0
            while index < bytes.count {
                if stored[start + index] != bytes[index] { return false }
                index += 1
            }
            return true
        }
    }

    private mutating func grow() {
        var bigger = [Int32](repeating: -1, count: slots.count * 2)
        let mask = bigger.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while bigger[slot] >= 0 { slot = (slot + 1) & mask }
            bigger[slot] = Int32(truncatingIfNeeded: entry)
        }
        slots = bigger
    }

    /// FNV-1a, then a final mix so that names differing only in their last digit (`V1`, `V2`)
    /// spread over the low bits used as the slot.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        hash ^= hash >> 29
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        return hash ^ (hash >> 32)
    }
}
