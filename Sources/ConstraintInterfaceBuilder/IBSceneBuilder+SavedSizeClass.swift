import ConstraintIngest
import ConstraintModel

/// Xcode saves the frames of the size class the document is shown in: an iPad storyboard whose
/// stack is horizontal in `widthClass=regular` and vertical in Any is saved side by side
/// (liwangqiang/SizeclassWithStackView). The reader's base layout is the Any one, so a view a
/// variation of the saved size class changes (a constraint switched on or off, a constant, a
/// stack's arrangement, a view property) is compared with a frame of another layout; it is not
/// judged for misplacement, nor is any view tied to it by a constraint, whose frame may move with
/// it (the scene's root, which nothing moves, stops the spread).
extension IBSceneBuilder {
    func noteSavedSizeClassVariations() {
        guard context.platform == .iOS, context.requestedDevice == nil, let device = context.savedDevice else { return }
        let sizeClass = device.sizeClass
        var seeds = Set<String>()
        func seedConstraint(_ source: String) {
            for constraint in constraints where constraint.sourceID == source {
                seeds.insert(constraint.first.item)
                if let second = constraint.second { seeds.insert(second.item) }
            }
        }
        for variation in savedVariations(applyingTo: sizeClass) {
            guard let owner = variation.parent else { continue }
            // A size class the base layout took on (`applyCoveredSizeClasses`) has its constraint
            // changes and stack arrangements in the base already; only what the reader does not
            // apply (a frame or another property of that class) still sets views apart.
            let applied = variation.key.map(baseSizeClassKeys.contains) ?? false
            if owner.name == "constraint" {
                if !applied { owner["id"].map(seedConstraint) }
                continue
            }
            let masks = variation.children.filter { $0.name == "mask" }
            for mask in masks where !applied || mask.key != "constraints" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if mask.key == "constraints" { seedConstraint(reference) } else if let item = itemForSourceID[reference] { seeds.insert(item) }
                }
            }
            let isStack = owner.name == "stackView"
            let overridesProperties =
                variation.attributes.keys.contains { $0 != "key" && !(applied && isStack && IBVariations.stackAttributes.contains($0)) }
                || variation.children.count > masks.count
            if overridesProperties, let id = owner["id"], let item = itemForSourceID[id] {
                seeds.insert(item)
                // A stack's arrangement moves the views it arranges.
                if owner.name == "stackView" { seeds.formUnion(IBViewTree.childViews(of: owner).compactMap { $0["id"].flatMap { itemForSourceID[$0] } }) }
            }
        }
        let moved = viewsTied(to: seeds)
        let named = items.filter { moved.contains($0.id) }.compactMap { item -> String? in
            guard let source = item.sourceID, !notJudgedSources.contains(source) else { return nil }
            return namingNotJudged(item.displayName, id: source)
        }
        guard !named.isEmpty else { return }
        let name = "w\(sizeClass.regularWidth ? "R" : "C") h\(sizeClass.regularHeight ? "R" : "C")"
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "saved as \(device.label), size class \(name), whose variations change these views or the views they are tied to; their saved frames belong to that size class and the base layout is the Any one, so misplacement is not checked for them: \(named.joined(separator: ", ")) (not judged: size class)",
                code: MisplacedViewsNote.savedSizeClassCode))
    }

    /// The `<variation>` elements of the scene whose key the size class satisfies: every
    /// `widthClass=` and `heightClass=` condition of the key holds (`default` is the base itself,
    /// and other conditions, such as an idiom, are not known to hold).
    private func savedVariations(applyingTo sizeClass: (regularWidth: Bool, regularHeight: Bool)) -> [XMLElementNode] {
        func applies(_ key: String) -> Bool {
            guard key != "default" else { return false }
            return key.split(separator: "-").allSatisfy { condition in
                let parts = condition.split(separator: "=").map(String.init)
                guard parts.count == 2, parts[1] == "regular" || parts[1] == "compact" else { return false }
                switch parts[0] {
                case "widthClass": return (parts[1] == "regular") == sizeClass.regularWidth
                case "heightClass": return (parts[1] == "regular") == sizeClass.regularHeight
                default: return false
                }
            }
        }
        var found: [XMLElementNode] = []
        (rootAlias ?? root).forEachDescendant { node in
            if node.name == "variation", let key = node.key, applies(key) { found.append(node) }
        }
        return found
    }

    /// The views reachable from `seeds` through constraints (a guide stands for the view that owns
    /// it); the root is fixed, so nothing spreads through it.
    private func viewsTied(to seeds: Set<String>) -> Set<String> {
        let rootID = items.first?.id
        func view(_ item: String) -> String? {
            let owner = items.first { $0.id == item }?.owningViewID ?? item
            return owner == rootID ? nil : owner
        }
        var neighbours: [String: Set<String>] = [:]
        for constraint in constraints {
            let ends = ([constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])).compactMap(view)
            for end in ends { neighbours[end, default: []].formUnion(ends) }
        }
        var reached = Set(seeds.compactMap(view))
        var pending = Array(reached)
        while let next = pending.popLast() {
            for neighbour in neighbours[next, default: []] where reached.insert(neighbour).inserted { pending.append(neighbour) }
        }
        return reached
    }
}
