import ConstraintIngest
import ConstraintModel

/// A device always has a width class and a height class, each compact or regular. When a scene's
/// variations give both classes of one axis their own layout (`heightClass=compact` and
/// `heightClass=regular`), the Any layout alone never runs on any device: every device takes
/// one of the two. Xcode checks the layout in the size class it shows the document in, so the
/// reader's base layout is then the saved device's class on that axis (eelfner's CustomTraits
/// storyboard, Xcode 9.2: two views whose 16 constraints are all installed for compact or for
/// regular heights and none in Any, saved clean on an iPhone 8 Plus on its side), and each other
/// size class is a state reached from it.
extension IBSceneBuilder {
    /// The size-class keys of one axis (`heightClass=compact`) the base layout takes on.
    func applyCoveredSizeClasses(_ variations: IBVariations) {
        guard context.platform == .iOS, let device = configuration else { return }
        let sizeClass = device.sizeClass
        var keys: [String] = []
        for (axis, regular) in [("heightClass", sizeClass.regularHeight), ("widthClass", sizeClass.regularWidth)] {
            let compact = "\(axis)=compact"
            let regularKey = "\(axis)=regular"
            guard variations.locations[compact] != nil, variations.locations[regularKey] != nil else { continue }
            keys.append(regular ? regularKey : compact)
        }
        guard !keys.isEmpty else { return }
        originalActivity = constraints.map(\.isActive)
        originalConstants = constraints.map(\.constant)
        baseSizeClassKeys = keys
        let (activity, constants) = layout(applying: keys, variations)
        for index in constraints.indices {
            constraints[index].isActive = activity[index]
            constraints[index].constant = constants[index]
        }
        let names = keys.map { key -> String in
            let axis = key.hasPrefix("heightClass") ? "heightClass" : "widthClass"
            return "\(axis)=compact and \(axis)=regular"
        }
        let chosen = keys.map(IBVariations.sizeClassName).joined(separator: ", ")
        diagnostics.append(
            Diagnostic(
                severity: .note, line: root.line, column: 1,
                message: "the Any layout never runs on a device: \(names.joined(separator: "; ")) each have their own variations, so the layout is read in the saved device's size class (\(chosen)) and the other size classes are states",
                code: "size-class-base"))
    }

    /// The constraints' activity and constants with the variations of `keys` applied to the base
    /// layout as the file describes it (its `default` exclusions), not to the size class the
    /// base may have taken on.
    func layout(applying keys: [String], _ variations: IBVariations) -> (activity: [Bool?], constants: [LayoutNumber?]) {
        var activity = originalActivity ?? constraints.map(\.isActive)
        var constants = originalConstants ?? constraints.map(\.constant)
        var bySource: [String: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() {
            if let source = constraint.sourceID { bySource[source, default: []].append(index) }
        }
        for key in keys {
            for source in variations.includes[key] ?? [] { for index in bySource[source] ?? [] { activity[index] = nil } }
            for source in variations.excludes[key] ?? [] { for index in bySource[source] ?? [] { activity[index] = false } }
            for (source, text) in variations.constants[key] ?? [] {
                guard let value = IBNumbers.constant(text) else { continue }
                for index in bySource[source] ?? [] { constants[index] = value.number }
            }
            for swap in stackVariants[key] ?? [] {
                for index in swap.base { activity[index] = false }
                for index in swap.variant { activity[index] = nil }
            }
        }
        return (activity, constants)
    }

    /// The state of size class `key` when the base layout took on `baseSizeClassKeys`: the base's
    /// keys on the axes `key` does not name, and `key` itself, applied to the file's base layout,
    /// as changes from the base the reader built.
    func changesFromSizeClassBase(to key: String, _ variations: IBVariations) -> [LayoutChange] {
        let axes = Self.sizeClassAxes(of: key)
        let kept = baseSizeClassKeys.filter { Self.sizeClassAxes(of: $0).isDisjoint(with: axes) }
        let (activity, constants) = layout(applying: kept + [key], variations)
        var changes: [LayoutChange] = []
        for (index, constraint) in constraints.enumerated() {
            let wanted = activity[index] ?? true
            let now = constraint.isActive ?? true
            if wanted != now { changes.append(wanted ? .activate(constraintID: constraint.id) : .deactivate(constraintID: constraint.id)) }
            if wanted, let value = constants[index], value != constraint.constant {
                changes.append(.setConstant(constraintID: constraint.id, constant: value))
            }
        }
        return changes
    }

    /// `heightClass=compact-widthClass=regular` → ["heightClass", "widthClass"].
    static func sizeClassAxes(of key: String) -> Set<String> {
        Set(key.split(separator: "-").compactMap { $0.split(separator: "=").first.map(String.init) })
    }
}
