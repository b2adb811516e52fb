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

/// What the input says about one item, gathered line by line.
struct ItemRecord {
    var id: String
    var name: String
    var firstSeen: SourcePoint
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

/// The items of an equation set: names interned in order of first appearance, what their
/// declarations say, and (once everything is read) the view hierarchy.
struct ItemDirectory {
    /// Names that make an item the root when no `root` line says otherwise.
    static let conventionalRootNames = ["Superview", "Root", "Window", "RootView"]

    private var names = NameTable()
    private(set) var records: [ItemRecord] = []
    private(set) var rootIndex: Int?
    private(set) var explicitRoot: Int?
    /// Guides reachable through an owner path: owner index → kind → guide index.
    private var pathGuides: [Int: [ItemKind: Int]] = [:]

    var count: Int { records.count }

    /// Item ids apart from the records, so that the hot path reads one string, not a record.
    private var ids: [String] = []

    @inline(__always) mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, at point: @autoclosure () -> SourcePoint) -> Int {
        let (index, isNew) = names.intern(bytes)
        if isNew {
            let id = "item" + String(index + 1)
            ids.append(id)
            records.append(ItemRecord(id: id, name: names.names[index], firstSeen: point()))
        }
        return index
    }

    @inline(__always) func id(of index: Int) -> String { ids[index] }

    func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? { names.lookup(bytes) }

    subscript(index: Int) -> ItemRecord {
        get { records[index] }
        set { records[index] = newValue }
    }

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
        for index in records.indices {
            guard let owner = records[index].owner, let at = records[index].declaredAt else { continue }
            if owner == index || records[owner].isGuide {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, line: at.line, column: at.column,
                        message: owner == index
                            ? "the guide '\(records[index].name)' cannot own itself"
                            : "'\(records[owner].name)' is a layout guide and cannot own the guide '\(records[index].name)'; guides belong to views",
                        code: "invalid-owner"))
                records[index].role = nil
                records[index].owner = nil
            }
        }
        // Links are accepted in the order they were declared, so a cycle is reported on the
        // line that closes it.
        let declaredLinks = records.indices.compactMap { index in records[index].superview.map { (index, $0) } }
            .sorted { lhs, rhs in
                let (left, right) = (records[lhs.0].superviewAt ?? records[lhs.0].firstSeen, records[rhs.0].superviewAt ?? records[rhs.0].firstSeen)
                return (left.line, left.column) < (right.line, right.column)
            }
        for (index, _) in declaredLinks { records[index].superview = nil }
        for (index, superview) in declaredLinks {
            let at = records[index].superviewAt ?? records[index].firstSeen
            var problem: String?
            if records[superview].isGuide {
                problem = "'\(records[superview].name)' is a layout guide and cannot contain the view '\(records[index].name)'"
            } else if createsCycle(index, superview) {
                problem = "putting '\(records[index].name)' in '\(records[superview].name)' makes a cycle: '\(records[superview].name)' is already inside '\(records[index].name)'"
            }
            if let problem {
                diagnostics.append(Diagnostic(severity: .error, line: at.line, column: at.column, message: problem, code: "invalid-superview"))
            } else {
                records[index].superview = superview
            }
        }
        for index in records.indices where records[index].intrinsic != nil && records[index].isGuide {
            let at = records[index].intrinsicAt ?? records[index].firstSeen
            diagnostics.append(
                Diagnostic(
                    severity: .error, line: at.line, column: at.column,
                    message: "'\(records[index].name)' is a layout guide; only views have an intrinsic content size",
                    code: "invalid-intrinsic"))
            records[index].intrinsic = nil
        }
        rootIndex = explicitRoot ?? records.indices.first { index in
            let record = records[index]
            guard ItemDirectory.conventionalRootNames.contains(record.name), record.superview == nil else { return false }
            return record.role == nil || record.role == .view
        }
    }

    private func createsCycle(_ view: Int, _ superview: Int) -> Bool {
        var current: Int? = superview
        var steps = 0
        while let item = current, steps <= records.count {
            if item == view { return true }
            current = records[item].superview
            steps += 1
        }
        return false
    }

    /// The view an item sits in: its declared superview, else the root (guides and the root
    /// itself have none).
    func superview(of index: Int) -> Int? {
        let record = records[index]
        if record.isGuide || index == rootIndex { return nil }
        return record.superview ?? rootIndex
    }

    /// The declared size of a view, for autoresizing: its own frame's size (the root's `WxH`,
    /// an autoresizing view's frame).
    func declaredSize(of index: Int) -> (width: LayoutNumber, height: LayoutNumber)? {
        records[index].frame.map { ($0.width, $0.height) }
    }

    // MARK: Output

    func layoutItems() -> [LayoutItem] {
        records.indices.map { index in
            let record = records[index]
            let isRoot = index == rootIndex
            var kind = ItemKind.view
            if case .guide(let guideKind) = record.role {
                kind = guideKind
            } else if let className = record.className, className.hasSuffix("Window") {
                kind = .window
            }
            var item = LayoutItem(
                id: record.id, className: record.className, text: record.text ?? guideIdentifier(record, kind: kind),
                name: record.name, kind: kind, superviewID: superview(of: index).map { records[$0].id },
                owningViewID: record.owner.map { records[$0].id }, isRoot: isRoot, frame: record.frame,
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
