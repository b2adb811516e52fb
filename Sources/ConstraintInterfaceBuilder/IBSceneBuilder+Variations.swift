import ConstraintModel

/// What `<variation>` elements say: the `default` (Any) configuration's exclusions apply to the base
/// layout; every other size class becomes a `LayoutState` reached from it by changes.
struct IBVariations {
    var excludedConstraints = Set<String>()
    var excludedViews = Set<String>()
    /// Size-class key → (constraints turned on, constraints turned off, constant overrides).
    var includes: [String: [String]] = [:]
    var excludes: [String: [String]] = [:]
    var constants: [String: [(constraint: String, constant: String)]] = [:]
    /// Size-class keys with property overrides this reader does not apply (stack axis, spacing).
    var propertyOverrides: [String: [String]] = [:]
    var locations: [String: XMLElementNode] = [:]

    init(scanning root: XMLElementNode) {
        var keysInOrder: [String] = []
        root.forEachDescendant { node in
            guard node.name == "variation", let key = node.key else { return }
            if key != "default", locations[key] == nil { locations[key] = node; keysInOrder.append(key) }
            if let owner = node.parent, owner.name == "constraint", let id = owner["id"], let constant = node["constant"] {
                constants[key, default: []].append((id, constant))
                return
            }
            let isStack = node.parent?.name == "stackView"
            let overridden = node.attributes.keys.filter { $0 != "key" && !(isStack && Self.stackAttributes.contains($0)) }.sorted()
            if !overridden.isEmpty, key != "default" { propertyOverrides[key, default: []] += overridden }
            for mask in node.children where mask.name == "mask" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    let isConstraint = mask.key == "constraints"
                    switch (key, entry.name, isConstraint) {
                    case ("default", "exclude", true): excludedConstraints.insert(reference)
                    case ("default", "exclude", false): excludedViews.insert(reference)
                    case (_, "include", true): includes[key, default: []].append(reference)
                    case (_, "exclude", true): excludes[key, default: []].append(reference)
                    default: break
                    }
                }
            }
        }
    }

    /// A stack view's attributes a size class may override; the reader applies them (the stack's
    /// arrangement for that size class replaces the base one).
    static let stackAttributes: Set<String> = [
        "axis", "orientation", "distribution", "alignment", "spacing", "spacingType", "isLayoutMarginsRelativeArrangement",
    ]

    /// `heightClass=compact-widthClass=regular` → `wR hC`; unnamed classes are Any.
    static func sizeClassName(_ key: String) -> String {
        if key == "default" { return "wAny hAny" }
        func value(_ name: String) -> String {
            guard let range = key.range(of: name + "=") else { return "Any" }
            let rest = key[range.upperBound...].prefix { $0 != "-" }
            return rest == "compact" ? "C" : rest == "regular" ? "R" : String(rest)
        }
        if key.hasPrefix("userInterfaceIdiom") { return key }
        return "w\(value("widthClass")) h\(value("heightClass"))"
    }
}

extension IBSceneBuilder {
    /// One state per size class the variations define: constraints switched on and off and
    /// constants overridden, applied to the base (Any) layout.
    func variationStates(_ variations: IBVariations) -> [LayoutState] {
        var constraintBySource: [String: String] = [:]
        for constraint in constraints { if let source = constraint.sourceID { constraintBySource[source] = constraint.id } }
        let keys = variations.locations.keys.sorted()
        return keys.compactMap { key in
            var changes: [LayoutChange] = []
            if !baseSizeClassKeys.isEmpty {
                // The base took on a size class: each other one is what it changes from there.
                guard !baseSizeClassKeys.contains(key) else { return nil }
                changes = changesFromSizeClassBase(to: key, variations)
                return state(key, changes: changes, variations)
            }
            for source in variations.includes[key] ?? [] {
                if let id = constraintBySource[source] { changes.append(.activate(constraintID: id)) }
            }
            for source in variations.excludes[key] ?? [] {
                if let id = constraintBySource[source] { changes.append(.deactivate(constraintID: id)) }
            }
            for (source, text) in variations.constants[key] ?? [] {
                if let id = constraintBySource[source], let value = IBNumbers.constant(text) {
                    changes.append(.setConstant(constraintID: id, constant: value.number))
                }
            }
            for swap in stackVariants[key] ?? [] {
                changes += swap.base.map { .deactivate(constraintID: constraints[$0].id) }
                changes += swap.variant.map { .activate(constraintID: constraints[$0].id) }
            }
            return state(key, changes: changes, variations)
        }
    }

    private func state(_ key: String, changes: [LayoutChange], _ variations: IBVariations) -> LayoutState? {
        guard !changes.isEmpty else { return nil }
        var text = "size class \(IBVariations.sizeClassName(key)) (\(key))"
        var changes = changes
        if let turned = turnedScreen(for: key) {
            changes = turned.changes + changes
            text += "; \(turned.text)"
        }
        if stackVariants[key] != nil { text += "; stack views take the arrangement this size class gives them" }
        if let overrides = variations.propertyOverrides[key], !overrides.isEmpty {
            text += "; view properties it also overrides are not applied: \(Array(Set(overrides)).sorted().joined(separator: ", "))"
        }
        return LayoutState(
            name: IBVariations.sizeClassName(key), steps: [ChangeStep(changes: changes, text: text)],
            sourceLocation: variations.locations[key].map { location(of: $0) })
    }
}

extension IBSceneBuilder {
    /// A phone shows a size class whose height class is not its saved orientation's only when it
    /// is turned: the state is then laid out on the screen turned, with that orientation's safe
    /// area, status bar, bars and margins (FezZHD's IOS-SizeClasses Converter storyboard, Xcode
    /// 8.3, retina4_7 upright: labels 425 and 415 points in from the margins in compact height,
    /// which fit the 667-point width on its side). The changes are the root's size and the
    /// constants of the constraints the reader makes (guides, margins) as a build of the same
    /// scene on the turned device gives them. Nil for iPads (whose size classes do not follow the
    /// orientation), cells and XIB views, and files that name no device.
    func turnedScreen(for key: String) -> (changes: [LayoutChange], text: String)? {
        guard context.platform == .iOS, context.requestedDevice == nil, isViewControllerRoot, let saved = configuration,
            min(saved.width, saved.height) < IBDataTables.regularSizeClassMinimum,
            let heightClass = key.split(separator: "-").first(where: { $0.hasPrefix("heightClass=") })?.split(separator: "=").last,
            (heightClass == "regular") != saved.sizeClass.regularHeight,
            let document = sequence(first: root, next: { $0.parent }).first(where: { $0.name == "document" }),
            let element = document.child(named: "device"), let id = element["id"], let device = IBDevices.device(id: id)
        else { return nil }
        let turned = IBDeviceConfiguration(device: device, landscape: element["orientation"] != "landscape", toolsVersion: context.toolsVersion)
        var turnedContext = context
        turnedContext.requestedDevice = turned
        let other = IBSceneBuilder(context: turnedContext, root: root, rootAlias: rootAlias).build()
        // The same file read again: the same constraints in the same order, or nothing is assumed.
        guard other.constraints.count == constraints.count, other.items.count == items.count,
            zip(other.constraints, constraints).allSatisfy({ $0.first == $1.first && $0.second == $1.second && $0.origin == $1.origin })
        else { return nil }
        var changes: [LayoutChange] = [.setRootSize(width: LayoutNumber(turned.width), height: LayoutNumber(turned.height))]
        for (made, own) in zip(other.constraints, constraints) where own.origin != .developer && made.constant != own.constant {
            if let constant = made.constant { changes.append(.setConstant(constraintID: own.id, constant: constant)) }
        }
        return (changes, "the phone on its side: \(turned.label), \(LayoutText.number(turned.width)) × \(LayoutText.number(turned.height))")
    }
}

