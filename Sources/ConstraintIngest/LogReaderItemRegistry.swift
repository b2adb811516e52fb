import ConstraintModel

/// The items of one log, numbered in order of first appearance as entries are read. Entries
/// register their items directly, so an item is merged by identity once, not per constraint.
final class ItemRegistry {
    private(set) var items: [LayoutItem] = []
    private var identities: [String] = []
    /// Built once the log has more items than a linear search handles well.
    private var index: [String: Int] = [:]
    private static let linearLimit = 24

    var count: Int { items.count }

    /// The number of the item with `identity`, registering it (or completing what is known about
    /// it) from `printed`.
    func number(for printed: PrintedItem, identity: String) -> Int {
        if let number = find(identity) {
            if items[number].className == nil, let className = printed.className { items[number].className = className }
            if items[number].text == nil, let text = printed.text { items[number].text = text }
            if items[number].name == nil, let name = printed.name { items[number].name = name }
            return number
        }
        let number = items.count
        items.append(
            LayoutItem(id: Self.id(number), className: printed.className, address: printed.address, text: printed.text, name: printed.name))
        identities.append(identity)
        if number >= Self.linearLimit {
            if number == Self.linearLimit {
                for (existing, key) in identities.enumerated() { index[key] = existing }
            } else {
                index[identity] = number
            }
        }
        return number
    }

    private func find(_ identity: String) -> Int? {
        if identities.count > Self.linearLimit { return index[identity] }
        for (number, existing) in identities.enumerated() where existing == identity { return number }
        return nil
    }

    func identity(of number: Int) -> String { identities[number] }

    /// Items registered after a checkpoint can be dropped again (an entry that failed to read, or
    /// a broken constraint that turned out to be listed already).
    func checkpoint() -> Int { items.count }

    func rollback(to checkpoint: Int) {
        guard checkpoint < items.count else { return }
        for number in checkpoint..<items.count where index[identities[number]] == number {
            index[identities[number]] = nil
        }
        items.removeSubrange(checkpoint...)
        identities.removeSubrange(checkpoint...)
    }

    func update(_ body: (inout [LayoutItem]) -> Void) { body(&items) }

    private static let firstIDs: [String] = (0..<64).map { "item\($0 + 1)" }

    static func id(_ number: Int) -> String { number < firstIDs.count ? firstIDs[number] : "item\(number + 1)" }
}
