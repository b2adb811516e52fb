import ConstraintModel

/// The view hierarchy as far as the input reveals it: each item's container (its superview, or
/// for a guide the view that owns it), by item index.
///
/// Inputs can claim anything, including a view inside itself or two views inside each other;
/// such a cycle is broken at the link leaving its first item in input order, so every item has
/// a finite chain of containers and the clusters nest.
struct DiagramHierarchy {
    /// The container of each item, or nil for items drawn at the top level.
    let container: [Int?]

    init(system: ConstraintSystem, index: [String: Int]) {
        var container: [Int?] = system.items.map { item in
            guard let id = item.superviewID ?? item.owningViewID, let parent = index[id] else { return nil }
            return parent
        }
        // 0: not visited, 1: on the current chain, 2: done.
        var state = [UInt8](repeating: 0, count: container.count)
        for start in container.indices where state[start] == 0 {
            var chain: [Int] = []
            var current: Int? = start
            while let item = current, state[item] == 0 {
                state[item] = 1
                chain.append(item)
                current = container[item]
            }
            if let item = current, state[item] == 1 {
                // The chain came back to `item`: cut the cycle at its first item in input order.
                let cycle = chain[chain.firstIndex(of: item)!...]
                container[cycle.min()!] = nil
            }
            for item in chain { state[item] = 2 }
        }
        self.container = container
    }

    /// `items` and all their containers, in input order.
    func withAncestors(_ items: Set<Int>) -> [Int] {
        var all = items
        for item in items {
            var current = container[item]
            while let parent = current, all.insert(parent).inserted { current = container[parent] }
        }
        return all.sorted()
    }

    /// Which of `included` contain others of `included` and so are drawn as boxes, with the
    /// children of each and the items drawn at the top level, all in input order.
    func layout(of included: [Int]) -> (topLevel: [Int], children: [Int: [Int]]) {
        let members = Set(included)
        var topLevel: [Int] = []
        var children: [Int: [Int]] = [:]
        for item in included {
            if let parent = container[item], members.contains(parent) {
                children[parent, default: []].append(item)
            } else {
                topLevel.append(item)
            }
        }
        return (topLevel, children)
    }
}
