import ConstraintModel

/// A line and column (1-based) in the input.
struct SourcePoint: Hashable {
    var line: Int
    var column: Int
}

/// How a name was declared, if it was.
enum DeclaredRole: Equatable {
    case root
    case view
    case guide(ItemKind)
    case autoresizing

    var keyword: String {
        switch self {
        case .root: return "root"
        case .view: return "view"
        case .guide: return "guide"
        case .autoresizing: return "autoresizing"
        }
    }
}

/// What declarations say about one item. Most items of a large file are never declared, so
/// these are kept only for the ones that are.
struct ItemDetails {
    var role: DeclaredRole?
    var declaredAt: SourcePoint?
    var className: String?
    var text: String?
    var superview: Int?
    var superviewAt: SourcePoint?
    var owner: Int?
    var frame: Rect?
    var mask: AutoresizingMask?
    var intrinsic: IntrinsicContentSize?
    var intrinsicAt: SourcePoint?
    /// Made for `Owner.safeAreaLayoutGuide` without a `guide` line.
    var isImplicitGuide = false

    var isGuide: Bool {
        if case .guide = role { return true }
        return false
    }
}

/// One item as the reader knows it: its id, name, first appearance and declared details
/// (`record.className` reads the details).
@dynamicMemberLookup
struct ItemRecord {
    let id: String
    let name: String
    let firstSeen: SourcePoint
    var details: ItemDetails

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<ItemDetails, Value>) -> Value {
        get { details[keyPath: keyPath] }
        set { details[keyPath: keyPath] = newValue }
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<ItemDetails, Value>) -> Value { details[keyPath: keyPath] }
}

/// The items of an equation set: names interned in order of first appearance, what their
/// declarations say, and (once everything is read) the view hierarchy.
struct ItemDirectory {
    /// Names that make an item the root when no `root` line says otherwise.
    static let conventionalRootNames = ["Superview", "Root", "Window", "RootView"]

    private var names = NameTable()
    /// Dense per item, because every constraint reads an id and every new item adds one.
    private var ids: [String] = []
    private var firstSeen: [SourcePoint] = []
    /// Sparse: only declared items (and implicit guides) have details.
    private var details: [Int: ItemDetails] = [:]
    private(set) var rootIndex: Int?
    private(set) var explicitRoot: Int?
    /// Guides reachable through an owner path: owner index → kind → guide index.
    private var pathGuides: [Int: [ItemKind: Int]] = [:]

    var count: Int { ids.count }

    /// Makes room for `count` items (an upper bound is fine).
    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        ids.reserveCapacity(count)
        firstSeen.reserveCapacity(count)
    }

    @inline(__always) mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, at point: @autoclosure () -> SourcePoint) -> Int {
        let (index, isNew) = names.intern(bytes)
        if isNew {
            ids.append("item" + String(index + 1))
            firstSeen.append(point())
        }
        return index
    }

    @inline(__always) func id(of index: Int) -> String { ids[index] }

    func name(of index: Int) -> String { names.names[index] }

    func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { names.lookup(bytes) }

    subscript(index: Int) -> ItemRecord {
        get { ItemRecord(id: ids[index], name: names.names[index], firstSeen: firstSeen[index], details: details[index] ?? ItemDetails()) }
        set { details[index] = newValue.details }
    }

    /// Indices of the items that have details, in order.
    private var declaredIndices: [Int] { details.keys.sorted() }

    /// The first item, for messages about the file as a whole.
    var firstItem: ItemRecord? { ids.isEmpty ? nil : self[0] }

    // MARK: Guides reached through their owner

    func pathGuide(of owner: Int, kind: ItemKind) -> Int? { pathGuides[owner]?[kind] }

    mutating func registerPathGuide(_ guide: Int, of owner: Int, kind: ItemKind) {
        pathGuides[owner, default: [:]][kind] = guide
    }

    static func hasPathForm(_ kind: ItemKind) -> Bool {
        kind == .safeAreaGuide || kind == .marginsGuide || kind == .keyboardGuide
    }

    // MARK: Root and hierarchy

    mutating func declareRoot(_ index: Int) {
        explicitRoot = index
    }

    /// Settles the root and checks the hierarchy once every line has been read; what cannot
    /// stand (a view inside a guide, a cycle) is reported and dropped.
    mutating func resolveHierarchy(into diagnostics: inout [Diagnostic]) {
        for index in declaredIndices {
            guard let owner = self[index].owner, let at = self[index].declaredAt else { continue }
            if owner == index || self[owner].isGuide {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, line: at.line, column: at.column,
                        message: owner == index
                            ? "the guide '\(name(of: index))' cannot own itself"
                            : "'\(name(of: owner))' is a layout guide and cannot own the guide '\(name(of: index))'; guides belong to views",
                        code: "invalid-owner"))
                self[index].role = nil
                self[index].owner = nil
            }
        }
        // Links are accepted in the order they were declared, so a cycle is reported on the
        // line that closes it.
        let declaredLinks = declaredIndices.compactMap { index in self[index].superview.map { (index, $0) } }
            .sorted { lhs, rhs in
                let (left, right) = (self[lhs.0].superviewAt ?? firstSeen[lhs.0], self[rhs.0].superviewAt ?? firstSeen[rhs.0])
                return (left.line, left.column) < (right.line, right.column)
            }
        for (index, _) in declaredLinks { self[index].superview = nil }
        for (index, superview) in declaredLinks {
            let at = self[index].superviewAt ?? firstSeen[index]
            var problem: String?
            if self[superview].isGuide {
                problem = "'\(name(of: superview))' is a layout guide and cannot contain the view '\(name(of: index))'"
            } else if createsCycle(index, superview) {
                problem = "putting '\(name(of: index))' in '\(name(of: superview))' makes a cycle: '\(name(of: superview))' is already inside '\(name(of: index))'"
            }
            if let problem {
                diagnostics.append(Diagnostic(severity: .error, line: at.line, column: at.column, message: problem, code: "invalid-superview"))
            } else {
                self[index].superview = superview
            }
        }
        for index in declaredIndices where self[index].intrinsic != nil && self[index].isGuide {
            let at = self[index].intrinsicAt ?? firstSeen[index]
            diagnostics.append(
                Diagnostic(
                    severity: .error, line: at.line, column: at.column,
                    message: "'\(name(of: index))' is a layout guide; only views have an intrinsic content size",
                    code: "invalid-intrinsic"))
            self[index].intrinsic = nil
        }
        rootIndex = explicitRoot ?? ItemDirectory.conventionalRootNames.compactMap { names.lookup($0) }.sorted().first { index in
            let record = self[index]
            guard record.superview == nil else { return false }
            return record.role == nil || record.role == .view
        }
    }

    private func createsCycle(_ view: Int, _ superview: Int) -> Bool {
        var current: Int? = superview
        var steps = 0
        while let item = current, steps <= count {
            if item == view { return true }
            current = details[item]?.superview
            steps += 1
        }
        return false
    }

    /// The view an item sits in: its declared superview, else the root (guides and the root
    /// itself have none).
    func superview(of index: Int) -> Int? {
        let record = details[index]
        if record?.isGuide == true || index == rootIndex { return nil }
        return record?.superview ?? rootIndex
    }

    /// The declared size of a view, for autoresizing: its own frame's size (the root's `WxH`,
    /// an autoresizing view's frame).
    func declaredSize(of index: Int) -> (width: LayoutNumber, height: LayoutNumber)? {
        details[index]?.frame.map { ($0.width, $0.height) }
    }

    // MARK: Output

    /// Each item stands alone, so a set with many items makes them on all cores.
    func layoutItems() -> [LayoutItem] {
        ParallelArray.make(count: count) { index in
            let record = self[index]
            let isRoot = index == rootIndex
            var kind = ItemKind.view
            if case .guide(let guideKind) = record.role {
                kind = guideKind
            } else if let className = record.className, className.hasSuffix("Window") {
                kind = .window
            }
            var item = LayoutItem(
                id: record.id, className: record.className, text: record.text ?? guideIdentifier(record, kind: kind),
                name: record.name, kind: kind, superviewID: superview(of: index).map { ids[$0] },
                owningViewID: record.owner.map { ids[$0] }, isRoot: isRoot, frame: record.frame,
                intrinsicContentSize: record.intrinsic)
            if record.role == .autoresizing {
                item.translatesAutoresizingMask = true
            } else if !kind.isGuide && !isRoot {
                // An equation set lists every constraint, so a view it does not declare as
                // autoresizing is laid out by its constraints alone.
                item.translatesAutoresizingMask = false
            }
            return item
        }
    }

    /// The identifier UIKit gives a guide of this kind; a plain layout guide keeps its name.
    private func guideIdentifier(_ record: ItemRecord, kind: ItemKind) -> String? {
        switch kind {
        case .safeAreaGuide: return "UIViewSafeAreaLayoutGuide"
        case .marginsGuide: return "UIViewLayoutMarginsGuide"
        case .keyboardGuide: return "UIKeyboardLayoutGuide"
        case .layoutGuide: return record.name
        default: return nil
        }
    }
}
