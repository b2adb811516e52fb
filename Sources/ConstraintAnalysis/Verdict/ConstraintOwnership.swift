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
///
/// Every constraint is visited once with a handful of dictionary look-ups: what an item
/// contributes (its kind, whether its class is the framework's) is decided once per item, and
/// what a catalogue entry looks for (its shapes, the items whose class it names) once per entry,
/// instead of again for every constraint and every entry (a 100,000-view layout has half a
/// million constraints; `ConstraintOwnershipTests` compares with the per-constraint decision).
public struct ConstraintOwnership: Sendable {
    public let sides: [ConstraintSide]
    /// The catalogue entry that recognises the system, if any.
    public let entry: KnownIssueCatalogue.Entry?
    /// Constraint indices the entry recognises.
    public let recognised: Set<Int>

    public init(system: ConstraintSystem, catalogue: KnownIssueCatalogue = .standard, among indices: [Int]? = nil) {
        let items = OwnershipItems(system, catalogue: catalogue)
        let constraints = system.constraints
        var buffer: [Int] = []
        var sides: [ConstraintSide] = []
        sides.reserveCapacity(constraints.count)
        // Constraints are read through the array's subscript, property by property, and never
        // passed whole: a `LayoutConstraint` passed or bound by value is copied, retaining and
        // releasing every one of its strings (half the pass on a 100,000-view layout).
        for index in constraints.indices {
            sides.append(items.side(ofConstraintAt: index, in: constraints, catalogue: catalogue, buffer: &buffer))
        }
        var found: KnownIssueCatalogue.Entry?
        var recognised: Set<Int> = []
        let considered = indices ?? Array(constraints.indices)
        let candidates = RecognitionCandidates(constraints, among: considered)
        for entry in catalogue.issues {
            let recogniser = EntryRecogniser(entry, items: items, platform: system.platform)
            guard recogniser.canRecognise else { continue }
            let hits = recogniser.hits(in: constraints, candidates: candidates, items: items, buffer: &buffer)
            if !hits.isEmpty {
                found = entry
                recognised = hits
                break
            }
        }
        // A recognised system bug claims the constraints it names (a plain `UIView` in an
        // alert's sheet is still UIKit's), but never a constraint on a view the developer wrote.
        if let found, found.owner == .system {
            let table = ItemTable(system)
            for index in recognised where sides[index] != .system && !Self.mentionsDeveloperClass(system.constraints[index], in: table, catalogue: catalogue) {
                sides[index] = .system
            }
            if found.claimsPlainViewSizes == true {
                let recognisedItems = Set(recognised.flatMap { system.constraints[$0].itemIDs })
                for index in constraints.indices
                where sides[index] != .system && KnownIssueCatalogue.isPlainViewSize(index, in: constraints, recognisedItems: recognisedItems, items: table) {
                    sides[index] = .system
                }
            }
            if found.claimsNestedPlainViews == true {
                for index in catalogue.nestedPlainViewConstraints(found, in: system, sides: sides) { sides[index] = .system }
            }
        }
        // A log another process printed (SpringBoard, MobileSafari: its console prefix says so)
        // lays out that process's views, whatever their classes: none of it is the app's.
        var byProcess = false
        if let processEntry = catalogue.systemProcessEntry(system.source.process) {
            byProcess = true
            sides = Array(repeating: .system, count: sides.count)
            if found == nil {
                found = processEntry
                recognised = Set(considered)
            }
        }
        self.sides = sides
        self.entry = found
        self.recognised = recognised
        self.loggedBySystemProcess = byProcess
    }

    /// Whether the log's console prefix names a system process (the catalogue's `processes`).
    public let loggedBySystemProcess: Bool

    public func side(of index: Int) -> ConstraintSide { sides.indices.contains(index) ? sides[index] : .developer }

    /// A class outside the framework's namespaces (`Recipes.CardView`, `MyLabel`).
    static func mentionsDeveloperClass(_ constraint: LayoutConstraint, in system: ItemTable, catalogue: KnownIssueCatalogue) -> Bool {
        constraint.itemIDs.compactMap { system.item($0)?.className }.contains { name in
            !catalogue.isSystemClass(name) && !(name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("_"))
        }
    }
}

/// What the ownership decision needs of each item, decided once per item.
struct OwnershipItems {
    struct Facts {
        var id: String
        var kind: ItemKind
        var className: String?
        var owningViewID: String?
        /// `catalogue.isSystemClass(className)`.
        var hasSystemClass: Bool
    }

    let facts: [Facts]
    /// Whether some item is a view of a system class or a guide the framework defines: without
    /// one, every developer-written constraint is the developer's and its items need no look-up.
    let hasSystemItems: Bool
    /// Item id → index in `facts`; the first item wins when two share an id, as in `ItemTable`.
    private let indexByID: [String: Int]

    init(_ system: ConstraintSystem, catalogue: KnownIssueCatalogue) {
        var facts: [Facts] = []
        var indexByID: [String: Int] = [:]
        // Sized once: growing a table of 100,000 ids rehashes every id at each doubling.
        facts.reserveCapacity(system.items.count)
        indexByID.reserveCapacity(system.items.count)
        var systemClass: [String: Bool] = [:]
        for item in system.items where indexByID[item.id] == nil {
            var isSystem = false
            if let name = item.className {
                if let known = systemClass[name] {
                    isSystem = known
                } else {
                    isSystem = catalogue.isSystemClass(name)
                    systemClass[name] = isSystem
                }
            }
            indexByID[item.id] = facts.count
            facts.append(Facts(id: item.id, kind: item.kind, className: item.className, owningViewID: item.owningViewID, hasSystemClass: isSystem))
        }
        self.facts = facts
        self.indexByID = indexByID
        hasSystemItems = facts.contains { $0.hasSystemClass || Self.frameworkGuides.contains($0.kind) }
    }

    func index(of id: String) -> Int? { indexByID[id] }

    /// The indices of the known items a constraint relates, into `buffer` (an item may appear
    /// twice: every use below asks whether some or every item has a property).
    func collectItems(ofConstraintAt index: Int, in constraints: [LayoutConstraint], into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        func add(_ id: String) { if let index = indexByID[id] { buffer.append(index) } }
        if let expression = constraints[index].expression {
            for term in expression.left { add(term.anchor.item) }
            for term in expression.right { add(term.anchor.item) }
        } else {
            add(constraints[index].first.item)
            if let second = constraints[index].second { add(second.item) }
        }
        if let measuredIn = constraints[index].measuredIn { add(measuredIn) }
    }

    static let frameworkGuides: Set<ItemKind> = [.keyboardGuide, .safeAreaGuide, .marginsGuide, .legacyLayoutGuide]

    func side(ofConstraintAt index: Int, in constraints: [LayoutConstraint], catalogue: KnownIssueCatalogue, buffer: inout [Int]) -> ConstraintSide {
        let origin = constraints[index].origin
        if origin == .systemView || catalogue.isSystemIdentifier(constraints[index].identifier) { return .system }
        switch origin {
        case .developer, .contentSize:
            guard hasSystemItems else { return .developer }
            collectItems(ofConstraintAt: index, in: constraints, into: &buffer)
            var hasView = false
            var everyViewIsSystem = true
            for index in buffer {
                // A guide counts as the view that owns it, when the log says which: the guides a
                // private view defines (its margins, a bar's `TabBarGuide(…)`) are the framework's.
                var view = index
                if facts[index].kind.isGuide {
                    guard let owner = facts[index].owningViewID, let ownerIndex = indexByID[owner], !facts[ownerIndex].kind.isGuide else { continue }
                    view = ownerIndex
                }
                hasView = true
                if !facts[view].hasSystemClass { everyViewIsSystem = false }
            }
            if hasView, everyViewIsSystem { return .system }
            // A guide's own definition (the keyboard guide's height, a safe-area inset) is the framework's.
            let guideDefinition =
                !hasView
                || buffer.allSatisfy { index in
                    facts[index].kind.isGuide || buffer.contains { facts[$0].owningViewID == facts[index].id }
                }
            if guideDefinition, buffer.contains(where: { Self.frameworkGuides.contains(facts[$0].kind) }) {
                return .generated
            }
            return .developer
        default:
            if let first = indexByID[constraints[index].first.item], !facts[first].kind.isGuide, facts[first].hasSystemClass { return .system }
            return .generated
        }
    }
}

/// The constraints a catalogue entry could recognise by each of its means, listed once for all
/// entries: those with an identifier, and those on one item with a constant and no expression
/// (the only ones a shape such as `width == -16` can match).
struct RecognitionCandidates {
    let considered: [Int]
    let identified: [Int]
    let singleItem: [Int]

    init(_ constraints: [LayoutConstraint], among considered: [Int]) {
        self.considered = considered
        identified = considered.filter { constraints[$0].identifier != nil }
        singleItem = considered.filter { constraints[$0].second == nil && constraints[$0].expression == nil }
    }
}

/// One catalogue entry made ready to test many constraints: its shapes parsed and the items
/// whose class it names found once (`KnownIssueCatalogue.entry(_:recognises:in:platform:)`
/// decides the same for one constraint).
struct EntryRecogniser {
    private let identifierPrefixes: [String]
    private let shapes: [KnownIssueCatalogue.Shape]
    /// Indices (into `OwnershipItems.facts`) of items whose class the entry names.
    private let namedItems: Set<Int>

    init(_ entry: KnownIssueCatalogue.Entry, items: OwnershipItems, platform: Platform) {
        identifierPrefixes = entry.recognise.identifiers
        shapes = entry.recognise.shapes.compactMap(KnownIssueCatalogue.Shape.init)
        let parts = entry.recognise.classNameParts.flatMap { platform == .unknown || entry.platforms.contains(platform.rawValue) ? $0 : nil } ?? []
        var verdictByClass: [String: Bool] = [:]
        var named: Set<Int> = []
        for (index, item) in items.facts.enumerated() {
            guard let name = item.className else { continue }
            let isNamed: Bool
            if let known = verdictByClass[name] {
                isNamed = known
            } else {
                isNamed = entry.recognise.classes.contains { name.hasPrefix($0) } || parts.contains { name.contains($0) }
                verdictByClass[name] = isNamed
            }
            if isNamed { named.insert(index) }
        }
        namedItems = named
    }

    /// False when no constraint of the system can be recognised (the common case: nothing to test).
    var canRecognise: Bool { !identifierPrefixes.isEmpty || !shapes.isEmpty || !namedItems.isEmpty }

    /// The constraints among `candidates` the entry recognises: by identifier prefix, by an item
    /// of a class it names, or by shape.
    func hits(in constraints: [LayoutConstraint], candidates: RecognitionCandidates, items: OwnershipItems, buffer: inout [Int]) -> Set<Int> {
        var hits: Set<Int> = []
        if !identifierPrefixes.isEmpty {
            for index in candidates.identified {
                if let identifier = constraints[index].identifier, identifierPrefixes.contains(where: { identifier.hasPrefix($0) }) {
                    hits.insert(index)
                }
            }
        }
        if !namedItems.isEmpty {
            for index in candidates.considered {
                items.collectItems(ofConstraintAt: index, in: constraints, into: &buffer)
                if buffer.contains(where: namedItems.contains) { hits.insert(index) }
            }
        }
        if !shapes.isEmpty {
            for index in candidates.singleItem where shapes.contains(where: { $0.matches(constraintAt: index, in: constraints) }) {
                hits.insert(index)
            }
        }
        return hits
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
