/// Builds a constraint system in Swift, in the style of layout anchors:
///
/// ```swift
/// var layout = LayoutBuilder(rootWidth: 320, rootHeight: 480)
/// let red = layout.view("Red")
/// let blue = layout.view("Blue")
/// layout.add(red.leading == layout.root.leading + 20)
/// layout.add(blue.leading == red.trailing + 8)
/// layout.add((blue.width == red.width).priority(999))
/// let system = layout.system
/// ```
public struct LayoutBuilder: Sendable {
    public internal(set) var system: ConstraintSystem
    public let root: ItemHandle
    /// Item id → name, so that describing a constraint does not search the item list.
    private var names: [String: String] = [:]

    public init(rootName: String = "Superview", rootWidth: Double? = nil, rootHeight: Double? = nil, platform: Platform = .iOS) {
        var rootItem = LayoutItem(id: "item1", name: rootName, kind: .view, displayName: rootName, isRoot: true)
        if let rootWidth, let rootHeight {
            rootItem.frame = Rect(x: 0, y: 0, width: LayoutNumber(rootWidth), height: LayoutNumber(rootHeight))
        }
        system = ConstraintSystem(
            source: SourceInfo(file: "<code>", firstLine: 1, lastLine: 1), platform: platform, format: .code,
            items: [rootItem], isComplete: true)
        root = ItemHandle(id: rootItem.id)
        names[rootItem.id] = rootName
    }

    /// Adds a view (or guide) inside `superview` (the root when omitted).
    @discardableResult
    public mutating func view(
        _ name: String, className: String? = nil, kind: ItemKind = .view, in superview: ItemHandle? = nil,
        intrinsicContentSize: IntrinsicContentSize? = nil
    ) -> ItemHandle {
        let id = "item\(system.items.count + 1)"
        var item = LayoutItem(
            id: id, className: className, name: name, kind: kind, displayName: name,
            superviewID: kind.isGuide ? nil : (superview ?? root).id,
            owningViewID: kind.isGuide ? (superview ?? root).id : nil,
            intrinsicContentSize: intrinsicContentSize)
        item.translatesAutoresizingMask = false
        system.items.append(item)
        names[id] = name
        return ItemHandle(id: id)
    }

    @discardableResult
    public mutating func add(_ draft: ConstraintDraft) -> String {
        let id = "c\(system.constraints.count + 1)"
        let constraint = LayoutConstraint(
            id: id, line: system.constraints.count + 1, column: 1, text: draft.text(names: names),
            className: "NSLayoutConstraint", identifier: draft.identifier, origin: draft.origin,
            first: draft.first.anchor, relation: draft.relation, multiplier: LayoutNumber(draft.right.multiplier),
            second: draft.right.anchor?.anchor, constant: LayoutNumber(draft.right.constant), priority: draft.priority)
        system.constraints.append(constraint)
        system.source.lastLine = system.constraints.count
        return id
    }

    public mutating func add(_ drafts: [ConstraintDraft]) {
        for draft in drafts { add(draft) }
    }

    public mutating func setLayoutDirection(_ direction: LayoutDirection) {
        system.layoutDirection = direction
    }
}

/// An item made by a `LayoutBuilder`; its properties are its anchors.
public struct ItemHandle: Sendable, Hashable {
    public let id: String

    public func anchor(_ attribute: LayoutAttribute) -> AnchorReference { AnchorReference(item: id, attribute: attribute) }

    public var left: AnchorReference { anchor(.left) }
    public var right: AnchorReference { anchor(.right) }
    public var top: AnchorReference { anchor(.top) }
    public var bottom: AnchorReference { anchor(.bottom) }
    public var leading: AnchorReference { anchor(.leading) }
    public var trailing: AnchorReference { anchor(.trailing) }
    public var width: AnchorReference { anchor(.width) }
    public var height: AnchorReference { anchor(.height) }
    public var centerX: AnchorReference { anchor(.centerX) }
    public var centerY: AnchorReference { anchor(.centerY) }
    public var firstBaseline: AnchorReference { anchor(.firstBaseline) }
    public var lastBaseline: AnchorReference { anchor(.lastBaseline) }
    public var leadingMargin: AnchorReference { anchor(.leadingMargin) }
    public var trailingMargin: AnchorReference { anchor(.trailingMargin) }
    public var topMargin: AnchorReference { anchor(.topMargin) }
    public var bottomMargin: AnchorReference { anchor(.bottomMargin) }
}

/// `item.attribute`, deliberately not `Equatable` so that `==` between anchors builds a constraint.
public struct AnchorReference: Sendable {
    public let item: String
    public let attribute: LayoutAttribute
    var anchor: Anchor { Anchor(item: item, attribute) }
}

/// `multiplier × anchor + constant`, or a bare constant when `anchor` is nil.
public struct AnchorExpression: Sendable {
    public var anchor: AnchorReference?
    public var multiplier: Double
    public var constant: Double
}

public struct ConstraintDraft: Sendable {
    public var first: AnchorReference
    public var relation: Relation
    public var right: AnchorExpression
    public var priority: Priority = .required
    public var identifier: String?
    public var origin: ConstraintOrigin = .developer

    public func priority(_ value: Priority) -> ConstraintDraft {
        var copy = self
        copy.priority = value
        return copy
    }

    public func identifier(_ value: String) -> ConstraintDraft {
        var copy = self
        copy.identifier = value
        return copy
    }

    public func origin(_ value: ConstraintOrigin) -> ConstraintDraft {
        var copy = self
        copy.origin = value
        return copy
    }

    func text(names: [String: String]) -> String {
        func name(_ reference: AnchorReference) -> String {
            "\(names[reference.item] ?? reference.item).\(reference.attribute.rawValue)"
        }
        var text = "\(name(first)) \(relation.rawValue) "
        if let anchor = right.anchor {
            if right.multiplier != 1 { text += "\(LayoutNumber.format(right.multiplier)) * " }
            text += name(anchor)
            if right.constant != 0 {
                text += right.constant < 0 ? " - \(LayoutNumber.format(-right.constant))" : " + \(LayoutNumber.format(right.constant))"
            }
        } else {
            text += LayoutNumber.format(right.constant)
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}

public func * (lhs: Double, rhs: AnchorReference) -> AnchorExpression {
    AnchorExpression(anchor: rhs, multiplier: lhs, constant: 0)
}

public func * (lhs: AnchorReference, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: rhs, constant: 0)
}

public func + (lhs: AnchorReference, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: rhs)
}

public func - (lhs: AnchorReference, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs, multiplier: 1, constant: -rhs)
}

public func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}

public func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant - rhs)
}

private func expression(_ reference: AnchorReference) -> AnchorExpression {
    AnchorExpression(anchor: reference, multiplier: 1, constant: 0)
}

private func constant(_ value: Double) -> AnchorExpression {
    AnchorExpression(anchor: nil, multiplier: 1, constant: value)
}

public func == (lhs: AnchorReference, rhs: AnchorExpression) -> ConstraintDraft {
    ConstraintDraft(first: lhs, relation: .equal, right: rhs)
}

public func <= (lhs: AnchorReference, rhs: AnchorExpression) -> ConstraintDraft {
    ConstraintDraft(first: lhs, relation: .lessThanOrEqual, right: rhs)
}

public func >= (lhs: AnchorReference, rhs: AnchorExpression) -> ConstraintDraft {
    ConstraintDraft(first: lhs, relation: .greaterThanOrEqual, right: rhs)
}

public func == (lhs: AnchorReference, rhs: AnchorReference) -> ConstraintDraft { lhs == expression(rhs) }
public func <= (lhs: AnchorReference, rhs: AnchorReference) -> ConstraintDraft { lhs <= expression(rhs) }
public func >= (lhs: AnchorReference, rhs: AnchorReference) -> ConstraintDraft { lhs >= expression(rhs) }
public func == (lhs: AnchorReference, rhs: Double) -> ConstraintDraft { lhs == constant(rhs) }
public func <= (lhs: AnchorReference, rhs: Double) -> ConstraintDraft { lhs <= constant(rhs) }
public func >= (lhs: AnchorReference, rhs: Double) -> ConstraintDraft { lhs >= constant(rhs) }
