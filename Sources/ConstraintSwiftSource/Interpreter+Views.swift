import ConstraintModel
import SwiftSyntax

extension Interpreter {
    /// `view.member`: anchors, guides, `snp`, `superview`, `arrangedSubviews`.
    func itemMember(_ name: String, of key: String, at node: some SyntaxProtocol) -> SourceValue {
        if let attribute = UIKitCatalog.anchors[name] ?? UIKitCatalog.steviaAttributes[name] { return .anchor(item: key, attribute: attribute) }
        if let kind = UIKitCatalog.guides[name] {
            return .item(recorder.guide(of: key, property: name, kind: kind, location: location(of: node)))
        }
        if let group = Self.anchorGroups[name] {
            return .anchorSum(anchors: group.map { Anchor(item: key, $0) }, multiplier: 1, constant: 0)
        }
        // SnapKit before 3.0: `view.snp_bottom` is `view.snp.bottom`.
        if name.hasPrefix("snp_") { return snapAttribute(String(name.dropFirst("snp_".count)), of: key, asDSL: true) }
        switch name {
        case "snp": return .snapDSL(item: key)
        case "superview": return recorder[key]?.superview.map(SourceValue.item) ?? .unknown("superview")
        case "contentView" where key == rootKey: return .item(rootKey)
        case "contentView" where recorder[key]?.className.flatMap({ index.uikitBase(of: $0) }) == "UIVisualEffectView":
            // A visual effect view's content view always fills it (UIKit sizes it so): read as the
            // effect view itself, as a cell's content view is its root, with no view of its own.
            return .item(key)
        case "view" where key == rootKey: return .item(rootKey)
        case "contentView" where recorder[key]?.className.flatMap({ index.uikitBase(of: $0) ?? $0 }) == "NSScrollView":
            // An NSScrollView's clip view fills it (AppKit tiles it so): its visible area, read as
            // the scroll view itself, the document view being the scroll view's subview.
            return .item(key)
        case _ where UIKitCatalog.conventionalSafeAreaAnchors[name] != nil && index.helpers[name] == nil:
            let anchor = UIKitCatalog.conventionalSafeAreaAnchors[name] ?? name
            return member(anchor, of: itemMember("safeAreaLayoutGuide", of: key, at: node), at: node)
        case "arrangedSubviews": return .array((recorder[key]?.stack?.arranged ?? []).map(SourceValue.item))
        case "frame", "bounds":
            // A window's content view is, while its controller builds it, as large as its window.
            if recorder[key]?.isWindowContent == true, recorder[key]?.frame == nil { return .rect(WindowContentSize.defaultRect) }
            if let frame = recorder[key]?.frame { return .rect(frame) }
            // The root of a view or cell: its host gives it its size, which the frames computed
            // from it follow (a cell is made at its size; `layoutSubviews()` runs at every size).
            if key == rootKey, role != .controller { return .relativeRect(.bounds(of: key)) }
            return .unknown("\(recorder.name(of: key)).\(name)")
        default: return .unknown("\(recorder.name(of: key)).\(name)")
        }
    }

    /// `view.frame = value`: a frame the reader computes, one that follows a view the host sizes,
    /// or one known only at run time.
    func setFrame(_ value: SourceValue, of key: String) {
        recorder.update(key) { item in
            switch value {
            case .rect(let rect): item.frame = rect; item.relativeFrame = nil; item.hasUnknownFrame = false
            case .relativeRect(let rect): item.frame = nil; item.relativeFrame = rect; item.hasUnknownFrame = false
            default: item.hasUnknownFrame = true; item.relativeFrame = nil
            }
        }
    }

    /// Anchorage's anchor groups.
    static let anchorGroups: [String: [LayoutAttribute]] = [
        "horizontalAnchors": [.leading, .trailing], "verticalAnchors": [.top, .bottom],
        "edgeAnchors": [.top, .leading, .bottom, .trailing], "centerAnchors": [.centerX, .centerY],
        "sizeAnchors": [.width, .height],
    ]

    /// `target = value` for every assignment layout code makes.
    func assign(_ target: ExprSyntax, _ value: SourceValue, at node: some SyntaxProtocol) {
        if let element = target.as(SubscriptCallExprSyntax.self) {
            assignElement(element, value)
            return
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if assignLocal(name, value) { return }
            if role == .controller, role.rootAliases.contains(name) {
                adoptAsRoot(value)
                return
            }
            if case .item(let key) = selfValue, key != rootKey || role == .view {
                if assignItemProperty(name, of: key, value, at: node) { return }
            }
            setProperty(name, value)
            return
        }
        guard let access = target.as(MemberAccessExprSyntax.self), let baseExpression = access.base else { return }
        let name = access.declName.baseName.text
        if let frameAccess = baseExpression.as(MemberAccessExprSyntax.self), frameAccess.declName.baseName.text == "frame",
            let owner = frameAccess.base.map({ evaluate($0) })?.itemKey
        {
            // `view.frame.size = CGSize(…)`, `view.frame.origin = …`: one part of the frame.
            recorder.update(owner) { item in
                var frame = item.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                if name == "size", case .size(let width, let height) = value { frame.width = width; frame.height = height }
                if name == "origin", case .size(let x, let y) = value { frame.x = x; frame.y = y }
                item.frame = frame
            }
            return
        }
        let base = evaluate(baseExpression)
        switch base {
        case .owner where role == .controller && role.rootAliases.contains(name):
            adoptAsRoot(value)
        case .owner:
            setProperty(name, value)
        case .item(let key):
            if !assignItemProperty(name, of: key, value, at: node), key == rootKey { setProperty(name, value) }
        case .constraint(let index):
            assignConstraintProperty(name, of: [index], value, at: node)
        case .snapConstraints(let indices):
            assignConstraintProperty(name, of: indices, value, at: node)
        case .unknown:
            // A stored property of a class not read, not yet a view: kept for when it becomes one.
            if let property = Self.storedPropertyName(baseExpression), type.properties[property] != nil, lookup(property) == nil {
                pendingMemberAssignments[property, default: []].append((name, value))
            }
        default:
            break
        }
    }

    /// `surface` or `self.surface`: the name of the property an expression reads.
    static func storedPropertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
        return access.declName.baseName.text
    }

    /// `views["v\(index)"] = view`, `constraints[0] = c`: one element of a local (or the type's)
    /// dictionary or array, the way VFL helpers fill their views dictionary.
    private func assignElement(_ element: SubscriptCallExprSyntax, _ value: SourceValue) {
        guard let name = element.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let keyExpression = element.arguments.first?.expression
        else { return }
        let key = evaluate(keyExpression)
        let updated: SourceValue
        switch (lookup(name) ?? properties[name], key) {
        case (.dictionary(var pairs)?, .string(let text)):
            if let position = pairs.firstIndex(where: { $0.key == text }) { pairs[position].value = value } else { pairs.append((text, value)) }
            updated = .dictionary(pairs)
        case (.array(var values)?, .number(let position)):
            guard let index = Int(exactly: position.value), values.indices.contains(index) else { return }
            values[index] = value
            updated = .array(values)
        default:
            return
        }
        if !assignLocal(name, updated) { properties[name] = updated }
    }

    /// `view = MyView()`, `self.view = container` in `loadView`: the view controller's root is that
    /// view from now on. The root keeps its place (what the code did to `view` before stays on
    /// it) and takes the new view's class; names bound to the new view now mean the root. Any
    /// other value (`view = .init()`) leaves the root as it is.
    func adoptAsRoot(_ value: SourceValue) {
        guard let key = value.itemKey, key != rootKey, let adopted = recorder[key] else { return }
        let root = rootKey
        if let className = adopted.className { recorder.update(root) { $0.className = className } }
        // `view = NSView(frame: …)`: the root is as large as the code makes it.
        if let frame = adopted.frame { recorder.update(root) { $0.frame = frame } }
        // What the code built in the view before it became the root stays built in the root.
        recorder.redirect(key, to: root)
        for position in scopes.indices {
            for (name, bound) in scopes[position] where bound.itemKey == key { scopes[position][name] = .item(root) }
        }
        for (name, stored) in properties where stored.itemKey == key { properties[name] = .item(root) }
    }

    private func setProperty(_ name: String, _ value: SourceValue) {
        properties[name] = value
        if let key = value.itemKey { recorder.name(key, name, strong: true) }
    }

    /// Sets what a view's property says about its layout; false when it is not one.
    func assignItemProperty(_ name: String, of key: String, _ value: SourceValue, at node: some SyntaxProtocol) -> Bool {
        switch name {
        case "translatesAutoresizingMaskIntoConstraints":
            if case .bool(let flag) = value {
                recorder.update(key) { item in
                    item.translatesAutoresizingMask = flag
                    item.keepsMaskByCode = flag
                }
            }
        case "text", "title", "placeholder", "stringValue":
            if case .string(let text) = value {
                recorder.update(key) { $0.text = text }
            } else {
                recorder.update(key) { $0.text = nil }
            }
        case "font":
            if case .font(let size) = value { recorder.update(key) { $0.fontSize = size } }
        case "frame":
            setFrame(value, of: key)
        case "center":
            // `label.center = CGPoint(x: 162, y: 86)` (a point is kept as a size): the frame moves.
            guard case .size(let x, let y) = value, let frame = recorder[key]?.frame else { return true }
            recorder.update(key) { item in
                item.frame = Rect(
                    x: LayoutNumber(x.value - frame.width.value / 2), y: LayoutNumber(y.value - frame.height.value / 2),
                    width: frame.width, height: frame.height)
            }
        case "isHidden":
            if case .bool(let flag) = value { recorder.update(key) { $0.isHidden = flag } }
        case "image":
            recorder.update(key) { $0.showsImage = !value.isNil }
        case "documentView" where recorder[key]?.className.flatMap({ index.uikitBase(of: $0) ?? $0 }) == "NSScrollView":
            // The document view goes in the scroll view's clip view (read as the scroll view).
            if let document = value.itemKey { addSubview(document, to: key) }
        case "axis", "spacing", "distribution", "alignment", "isLayoutMarginsRelativeArrangement", "orientation", "edgeInsets",
            "layoutMargins", "directionalLayoutMargins":
            assignStackProperty(name, of: key, value, at: node)
        default:
            return false
        }
        return true
    }

    private func assignStackProperty(_ name: String, of key: String, _ value: SourceValue, at node: some SyntaxProtocol) {
        recorder.update(key) { item in
            var stack = item.stack ?? StackSettings()
            switch (name, value) {
            case ("axis", .name(let axis)), ("orientation", .name(let axis)): stack.axis = axis == "vertical" ? .vertical : .horizontal
            case ("spacing", .number(let spacing)): stack.spacing = spacing
            // `UIStackView.spacingUseSystem`: the system spacing between neighbours.
            case ("spacing", .name("spacingUseSystem")): stack.spacing = UIKitCatalog.systemSpacing
            case ("distribution", .name(let distribution)): stack.distribution = distribution
            case ("alignment", .name(let alignment)): stack.alignment = alignment
            case ("isLayoutMarginsRelativeArrangement", .bool(let flag)): stack.marginsRelative = flag
            case ("edgeInsets", .insets(let insets)): stack.edgeInsets = insets
            case ("layoutMargins", .insets(let margins)), ("directionalLayoutMargins", .insets(let margins)): stack.layoutMargins = margins
            default: break
            }
            item.stack = stack
        }
        if name == "spacing" || name == "edgeInsets", let unknown = value.unknownDescription, unknown != "spacingUseSystem" {
            note("the \(name) of stack view '\(recorder.name(of: key))' is not known statically ('\(unknown)'); the default is used", at: node)
        }
    }

    private func assignConstraintProperty(_ name: String, of indices: [Int], _ value: SourceValue, at node: some SyntaxProtocol) {
        for index in indices where recorder.constraints.indices.contains(index) {
            switch name {
            case "isActive":
                if case .bool(let flag) = value { recorder.constraints[index].isActive = flag }
            case "priority":
                if let priority = value.priority {
                    recorder.constraints[index].priority = priority
                } else {
                    note("a priority not known statically ('\(value.unknownDescription ?? "?")') is left at its previous value", at: node)
                }
            case "identifier":
                if case .string(let text) = value { recorder.constraints[index].identifier = text }
            case "constant":
                recorder.constraints[index].constant = value.numberValue
                if value.numberValue == nil { unknownConstantNote(value, at: node) }
            default:
                break
            }
        }
    }

    func unknownConstantNote(_ value: SourceValue, at node: some SyntaxProtocol) {
        note("constant not known statically ('\(value.unknownDescription ?? "?")'): analysed as an unknown value", at: node)
    }

    /// `UILabel()`, `UIStackView(arrangedSubviews:)`, `MyCardView(frame:)`, `UILayoutGuide()`.
    func construct(_ className: String, arguments: LabeledExprListSyntax, at node: FunctionCallExprSyntax) -> SourceValue {
        if className == "UILayoutGuide" || className == "NSLayoutGuide" {
            let key = recorder.makeItem(className: className, name: "guide", location: location(of: node), kind: .layoutGuide)
            recorder.update(key) { $0.translatesAutoresizingMask = false }
            return .item(key)
        }
        let shortName = className.split(separator: ".").last.map(String.init) ?? className
        let key = recorder.makeItem(className: shortName, name: Self.provisionalName(shortName), location: location(of: node))
        for argument in arguments {
            let value = evaluate(argument.expression)
            switch (argument.label?.text, value) {
            case ("frame", _): setFrame(value, of: key)
            case ("arrangedSubviews", .array(let views)):
                noteUnknownViews(views, in: argument.expression)
                for view in views { if let arranged = view.itemKey { arrange(arranged, in: key, at: nil) } }
            case ("arrangedSubviews", .unknown), ("views", .unknown):
                // `NSStackView(views: buttons)` with `buttons` made by code the reader cannot follow.
                note("'\(argument.expression.trimmedDescription.prefix(60))' is not known statically: the stack's arranged views are not read", at: argument.expression, code: "swift-not-followed")
                if argument.label?.text == "views" { recorder.update(key) { $0.translatesAutoresizingMask = false } }
            case ("views", .array(let views)):
                noteUnknownViews(views, in: argument.expression)
                // `NSStackView(views:)` turns the stack's own autoresizing constraints off (AppKit's documentation).
                for view in views { if let arranged = view.itemKey { arrange(arranged, in: key, at: nil) } }
                recorder.update(key) { $0.translatesAutoresizingMask = false }
            // `UIView(forAutoLayout: ())` (PureLayout), `UIStackView(withAutoLayout: true)` (FinniversKit's
            // convention): initializers that turn the autoresizing mask off.
            case ("forAutoLayout", _): recorder.update(key) { $0.translatesAutoresizingMask = false }
            case ("image", let image): if !image.isNil { recorder.update(key) { $0.showsImage = true } }
            case ("withAutoLayout", .bool(let flag)): recorder.update(key) { $0.translatesAutoresizingMask = !flag }
            case ("text", .string(let text)), ("labelWithString", .string(let text)), ("title", .string(let text)):
                recorder.update(key) { $0.text = text }
            default: break
            }
        }
        if let getter = index.type(named: shortName)?.properties["intrinsicContentSize"]?.getter,
            case .size(let width, let height) = runFunctionBody(getter, bindings: [:], selfValue: .item(key))
        {
            recorder.update(key) { $0.declaredIntrinsicSize = (width, height) }
        }
        if shortName != type.name, index.type(named: shortName) != nil, index.turnsOwnMaskOff(shortName) {
            // `ElementRowView()` whose own setup says `translatesAutoresizingMaskIntoConstraints = false`.
            recorder.update(key) { $0.translatesAutoresizingMask = false }
        }
        return .item(key)
    }

    /// Views given to a stack or a superview that the reader cannot follow (`Label().wrap()…`, a
    /// factory's): they take no part, which a note at each says.
    func noteUnknownViews(_ views: [SourceValue], in expression: ExprSyntax) {
        let texts = expression.as(ArrayExprSyntax.self)?.elements.map { $0.expression.trimmedDescription } ?? [expression.trimmedDescription]
        for (position, view) in views.enumerated() {
            guard case .unknown = view else { continue }
            let text = position < texts.count ? texts[position] : "a view"
            note("'\(text.prefix(60))' is not known statically: it is not added, and its constraints are not read", at: expression, code: "swift-not-followed")
        }
    }

    static func provisionalName(_ className: String) -> String {
        var name = className
        if name.hasPrefix("UI") || name.hasPrefix("NS") { name.removeFirst(2) }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    func addSubview(_ child: String, to parent: String) {
        leaveStack(child, movingTo: parent)
        recorder.update(child) { $0.superview = parent }
    }

    /// A view moved to another superview leaves the stack view that arranged it: UIKit removes
    /// an arranged view that is removed from the stack's subviews, and adding it elsewhere does.
    private func leaveStack(_ child: String, movingTo parent: String) {
        guard let old = recorder[child]?.superview, old != parent, recorder[old]?.stack?.arranged.contains(child) == true else { return }
        recorder.update(old) { item in
            item.stack?.arranged.removeAll { $0 == child }
            item.stack?.gravity[child] = nil
        }
    }

    /// An arranged view; `gravity` is the NSStackView gravity area it was put in, if any.
    func arrange(_ child: String, in stack: String, at position: Int?, gravity: String? = nil) {
        leaveStack(child, movingTo: stack)
        recorder.update(child) { item in
            item.superview = stack
            item.translatesAutoresizingMask = false
        }
        recorder.update(stack) { item in
            var settings = item.stack ?? StackSettings()
            settings.arranged.removeAll { $0 == child }
            if let position, position >= 0, position <= settings.arranged.count {
                settings.arranged.insert(child, at: position)
            } else {
                settings.arranged.append(child)
            }
            settings.gravity[child] = gravity
            item.stack = settings
        }
    }
}
