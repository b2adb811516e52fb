import ConstraintModel

/// Who made each constraint, decided constraint by constraint from its class, identifier and
/// items — not from whether *every* view in the log is a known system class.
public enum ConstraintSide: String, Sendable, Hashable {
    /// Written by the developer.
    case developer
    /// Made by the framework from the developer's own settings (autoresizing mask, stack view,
    /// cell size, margins, guides): the developer changes those settings.
    case generated
    /// Made by UIKit/AppKit inside its private views: nothing the developer can change.
    case system
}

/// The side of every constraint of a system, and the catalogue entry that recognises it.
public struct ConstraintOwnership: Sendable {
    public let sides: [ConstraintSide]
    /// The catalogue entry that recognises the system, if any.
    public let entry: KnownIssueCatalogue.Entry?
    /// Constraint indices the entry recognises.
    public let recognised: Set<Int>

    public init(system: ConstraintSystem, catalogue: KnownIssueCatalogue = .standard, among indices: [Int]? = nil) {
        let considered = indices ?? Array(system.constraints.indices)
        let items = ItemTable(system)
        var sides = system.constraints.map { Self.side(of: $0, in: items, catalogue: catalogue) }
        var found: KnownIssueCatalogue.Entry?
        var recognised: Set<Int> = []
        for entry in catalogue.issues {
            let hits = considered.filter { catalogue.entry(entry, recognises: system.constraints[$0], in: items, platform: system.platform) }
            if !hits.isEmpty {
                found = entry
                recognised = Set(hits)
                break
            }
        }
        // A recognised system bug claims the constraints it names (a plain `UIView` in an
        // alert's sheet is still UIKit's), but never a constraint on a view the developer wrote.
        if let found, found.owner == .system {
            for index in recognised where sides[index] != .system && !Self.mentionsDeveloperClass(system.constraints[index], in: items, catalogue: catalogue) {
                sides[index] = .system
            }
        }
        self.sides = sides
        self.entry = found
        self.recognised = recognised
    }

    public func side(of index: Int) -> ConstraintSide { sides.indices.contains(index) ? sides[index] : .developer }

    static func side(of constraint: LayoutConstraint, in system: ItemTable, catalogue: KnownIssueCatalogue) -> ConstraintSide {
        if constraint.origin == .systemView || catalogue.isSystemIdentifier(constraint.identifier) { return .system }
        let items = constraint.itemIDs.compactMap { system.item($0) }
        let views = items.filter { !$0.kind.isGuide }
        let systemViews = views.filter { catalogue.isSystemClass($0.className) }
        switch constraint.origin {
        case .developer, .contentSize:
            if !views.isEmpty, systemViews.count == views.count { return .system }
            // A guide's own definition (the keyboard guide's height, a safe-area inset) is the framework's.
            if views.isEmpty || items.allSatisfy({ item in item.kind.isGuide || items.contains { guide in guide.owningViewID == item.id } }) {
                if items.contains(where: { [.keyboardGuide, .safeAreaGuide, .marginsGuide, .legacyLayoutGuide].contains($0.kind) }) {
                    return .generated
                }
            }
            return .developer
        default:
            let first = system.item(constraint.first.item)
            if let first, !first.kind.isGuide, catalogue.isSystemClass(first.className) { return .system }
            return .generated
        }
    }

    /// A class outside the framework's namespaces (`Recipes.CardView`, `MyLabel`).
    static func mentionsDeveloperClass(_ constraint: LayoutConstraint, in system: ItemTable, catalogue: KnownIssueCatalogue) -> Bool {
        constraint.itemIDs.compactMap { system.item($0)?.className }.contains { name in
            !catalogue.isSystemClass(name) && !(name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("_"))
        }
    }
}

/// Items by id: a system's `item(_:)` is a linear search, too slow for every constraint of a large system.
public struct ItemTable: Sendable {
    private let byID: [String: LayoutItem]

    public init(_ system: ConstraintSystem) {
        byID = Dictionary(system.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func item(_ id: String) -> LayoutItem? { byID[id] }
}
