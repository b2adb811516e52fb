/// Insets of a layout guide inside its owning view, in the owner's leading/trailing terms.
public struct LayoutInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init<Number: BinaryFloatingPoint>(top: Number, leading: Number, bottom: Number, trailing: Number) {
        self.top = Double(top)
        self.leading = Double(leading)
        self.bottom = Double(bottom)
        self.trailing = Double(trailing)
    }

    public init<Number: BinaryInteger>(top: Number, leading: Number, bottom: Number, trailing: Number) {
        self.init(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    /// The same inset on every edge.
    public init<Number: BinaryFloatingPoint>(all inset: Number) { self.init(top: inset, leading: inset, bottom: inset, trailing: inset) }
    public init<Number: BinaryInteger>(all inset: Number) { self.init(top: inset, leading: inset, bottom: inset, trailing: inset) }
}

extension LayoutBuilder {
    /// A root of the size a test has at hand (`bounds.width` is a `CGFloat`).
    public init<Number: BinaryFloatingPoint>(rootName: String = "Superview", width: Number, height: Number, platform: Platform = .iOS) {
        self.init(rootName: rootName, rootWidth: Double(width), rootHeight: Double(height), platform: platform)
    }

    /// A layout guide (`layoutMarginsGuide`, `safeAreaLayoutGuide`, or one of your own) inset
    /// from `owner` (the root when omitted) by `insets`, as UIKit pins it: four required
    /// constraints of origin `layoutGuide`, named like UIKit's (`UIViewLayoutMarginsGuide-top`).
    @discardableResult
    public mutating func guide(
        _ name: String, kind: ItemKind = .layoutGuide, in owner: ItemHandle? = nil, insets: LayoutInsets
    ) -> ItemHandle {
        let owner = owner ?? root
        let guide = view(name, kind: kind.isGuide ? kind : .layoutGuide, in: owner)
        let prefix = kind == .marginsGuide ? "UIViewLayoutMarginsGuide" : kind == .safeAreaGuide ? "UIViewSafeAreaLayoutGuide" : name
        add((guide.top == owner.top + insets.top).identifier("\(prefix)-top").origin(.layoutGuide))
        add((guide.leading == owner.leading + insets.leading).identifier("\(prefix)-leading").origin(.layoutGuide))
        add((owner.bottom == guide.bottom + insets.bottom).identifier("\(prefix)-bottom").origin(.layoutGuide))
        add((owner.trailing == guide.trailing + insets.trailing).identifier("\(prefix)-trailing").origin(.layoutGuide))
        return guide
    }

    /// A view with `translatesAutoresizingMaskIntoConstraints` left on (UIKit's default for views
    /// made in code) and the default, fixed autoresizing mask: UIKit then adds
    /// `NSAutoresizingMaskLayoutConstraint`s that pin its frame (`h=--& v=--&`), which conflict
    /// with any constraint that moves or sizes it.
    @discardableResult
    public mutating func autoresizingView(_ name: String, frame: Rect, className: String? = nil, in superview: ItemHandle? = nil) -> ItemHandle {
        let superview = superview ?? root
        let handle = view(name, className: className, in: superview)
        guard let index = system.items.firstIndex(where: { $0.id == handle.id }) else { return handle }
        system.items[index].translatesAutoresizingMask = true
        system.items[index].frame = frame
        let fixed = AutoresizingMask.AxisMask(flexibleLeadingMargin: false, flexibleSize: false, flexibleTrailingMargin: true)
        let mask = AutoresizingMask(horizontal: fixed, vertical: fixed)
        let rows: [(LayoutAttribute, LayoutNumber)] = [(.minX, frame.x), (.minY, frame.y), (.width, frame.width), (.height, frame.height)]
        for (attribute, value) in rows {
            let id = "c\(system.constraints.count + 1)"
            system.constraints.append(LayoutConstraint(
                id: id, line: system.constraints.count + 1, column: 1,
                text: "\(mask) \(name).\(attribute.rawValue) == \(LayoutNumber.format(value.value))",
                className: "NSAutoresizingMaskLayoutConstraint", origin: .autoresizingMask,
                first: Anchor(item: handle.id, attribute), constant: value, autoresizingMask: mask,
                measuredIn: attribute.isPosition ? superview.id : nil))
        }
        system.source.lastLine = system.constraints.count
        return handle
    }
}
