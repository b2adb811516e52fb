import ConstraintModel

/// A printed address as a number: comparing two of them costs one comparison, and an item the
/// log has seen is found without making a string. `digits` keeps `0x7f` and `0x07f` apart, as
/// their text would be.
struct AddressKey: Hashable {
    var value: UInt64
    var digits: UInt8

    /// `0x7fa4d0dece70`; nil beyond 16 hex digits (such an item is known by its text).
    init?(_ bytes: Bytes, _ range: Range<Int>) {
        guard range.count > 2, range.count <= 18 else { return nil }
        var value: UInt64 = 0
        for index in (range.lowerBound + 2)..<range.upperBound {
            guard let digit = bytes[index].hexValue else { return nil }
            value = value << 4 | UInt64(digit)
        }
        self.value = value
        self.digits = UInt8(range.count - 2)
    }

    init?(_ address: String) {
        var address = address
        guard let key = address.withUTF8({ AddressKey($0, 0..<$0.count) }) else { return nil }
        self = key
    }
}

/// The items of one log, numbered in order of first appearance as entries are read. Entries
/// register their items directly, so an item is merged by identity once, not per constraint.
final class ItemRegistry {
    private(set) var items: [LayoutItem] = []
    /// Per item: its address as a number, or its identity text when it has no (short) address.
    private var addressKeys: [AddressKey?] = []
    private var identities: [String?] = []
    /// Built once the log has more items than a linear search handles well.
    private var addressIndex: [AddressKey: Int] = [:]
    private var identityIndex: [String: Int] = [:]
    private static let linearLimit = 24

    var count: Int { items.count }

    /// The number of the item with this address, if the log has it.
    func number(forAddress key: AddressKey) -> Int? {
        if addressKeys.count > Self.linearLimit { return addressIndex[key] }
        var number = 0
        while number < addressKeys.count {
            if addressKeys[number] == key { return number }
            number += 1
        }
        return nil
    }

    private func number(forIdentity identity: String) -> Int? {
        if identities.count > Self.linearLimit { return identityIndex[identity] }
        for (number, existing) in identities.enumerated() where existing == identity { return number }
        return nil
    }

    /// The number of the item `printed` (an address item when it has a short address, else known
    /// by `identity`), registering it or completing what is known about it.
    func number(for printed: PrintedItem, identity: String) -> Int {
        let key = printed.address.flatMap(AddressKey.init)
        if let number = key.flatMap(number(forAddress:)) ?? (key == nil ? number(forIdentity: identity) : nil) {
            complete(number, className: printed.className, text: printed.text, name: printed.name)
            return number
        }
        return register(printed, key: key, identity: key == nil ? identity : nil)
    }

    /// Registers a new item.
    func register(_ printed: PrintedItem, key: AddressKey?, identity: String?) -> Int {
        let number = items.count
        items.append(
            LayoutItem(id: Self.id(number), className: printed.className, address: printed.address, text: printed.text, name: printed.name))
        addressKeys.append(key)
        identities.append(identity)
        if number == Self.linearLimit {
            for (existing, key) in addressKeys.enumerated() { if let key { addressIndex[key] = existing } }
            for (existing, identity) in identities.enumerated() { if let identity { identityIndex[identity] = existing } }
        } else if number > Self.linearLimit {
            if let key { addressIndex[key] = number }
            if let identity { identityIndex[identity] = number }
        }
        return number
    }

    /// Fills in what an earlier appearance of the item did not print.
    func complete(_ number: Int, className: @autoclosure () -> String?, text: @autoclosure () -> String?, name: @autoclosure () -> String?) {
        if items[number].className == nil, let className = className() { items[number].className = className }
        if items[number].text == nil, let text = text() { items[number].text = text }
        if items[number].name == nil, let name = name() { items[number].name = name }
    }

    func isComplete(_ number: Int) -> Bool { items[number].className != nil && items[number].text != nil }

    /// What tells this item apart (for an unnamed `|`, which is known through its view).
    func identity(of number: Int) -> String { identities[number] ?? items[number].address ?? "" }

    /// Items registered after a checkpoint can be dropped again (an entry that failed to read, or
    /// a broken constraint that turned out to be listed already).
    func checkpoint() -> Int { items.count }

    func rollback(to checkpoint: Int) {
        guard checkpoint < items.count else { return }
        for number in checkpoint..<items.count {
            if let key = addressKeys[number], addressIndex[key] == number { addressIndex[key] = nil }
            if let identity = identities[number], identityIndex[identity] == number { identityIndex[identity] = nil }
        }
        items.removeSubrange(checkpoint...)
        addressKeys.removeSubrange(checkpoint...)
        identities.removeSubrange(checkpoint...)
    }

    func update(_ body: (inout [LayoutItem]) -> Void) { body(&items) }

    private static let firstIDs: [String] = (0..<64).map { "item\($0 + 1)" }

    static func id(_ number: Int) -> String { number < firstIDs.count ? firstIDs[number] : "item\(number + 1)" }
}
