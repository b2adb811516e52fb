import ConstraintModel
import SwiftSyntax

/// SnapKit, the most used third-party DSL: `view.snp.makeConstraints { make in … }`.
extension Interpreter {
    static let snapAttributes: [String: [LayoutAttribute]] = [
        "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right], "leading": [.leading], "trailing": [.trailing],
        "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "firstBaseline": [.firstBaseline], "lastBaseline": [.lastBaseline],
        "topMargin": [.topMargin], "bottomMargin": [.bottomMargin], "leftMargin": [.leftMargin], "rightMargin": [.rightMargin],
        "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
        "edges": [.top, .left, .bottom, .right], "directionalEdges": [.top, .leading, .bottom, .trailing],
        "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
        "directionalHorizontalEdges": [.leading, .trailing], "directionalVerticalEdges": [.top, .bottom],
        "size": [.width, .height], "center": [.centerX, .centerY],
        "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// `make.top` (the attributes to constrain) or `view.snp.top` (an anchor to constrain to).
    func snapAttribute(_ name: String, of key: String, asDSL: Bool) -> SourceValue {
        guard let attributes = Self.snapAttributes[name] else { return .unknown("snp.\(name)") }
        if asDSL, attributes.count == 1 { return .anchor(item: key, attribute: attributes[0]) }
        return .snapAttributes(item: key, attributes: attributes)
    }

    /// `makeConstraints` / `remakeConstraints` / `updateConstraints`: runs the block with `make`.
    func snapBlock(_ method: String, on key: String, call: FunctionCallExprSyntax) -> SourceValue {
        guard ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(method) else { return .unknown(method) }
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return .void }
        recorder.update(key) { $0.translatesAutoresizingMask = false }
        let before = recorder.constraints.count
        if method == "remakeConstraints" {
            // SnapKit removes the view's earlier constraints before making the new ones.
            for index in 0..<before where recorder.constraints[index].madeBySnapKit && recorder.constraints[index].first.item == key {
                recorder.constraints[index].isActive = false
            }
        }
        _ = runClosure(closure, with: [.snapMaker(item: key)])
        var made = Array(recorder.constraints[before...])
        recorder.constraints.removeLast(made.count)
        if method == "updateConstraints" {
            // An update of a constraint the view already has sets its constant and makes none.
            made.removeAll { update in
                guard let existing = recorder.constraints.lastIndex(where: { $0.madeBySnapKit && $0.isActive && Self.sameSnapKitConstraint($0, update) })
                else { return false }
                recorder.constraints[existing].constant = update.constant
                return true
            }
        }
        for var constraint in made {
            constraint.isActive = true
            constraint.madeBySnapKit = true
            _ = recorder.add(constraint)
        }
        return .void
    }

    /// SnapKit's equality of two constraints (`LayoutConstraint ==`): the same items, attributes,
    /// relation, multiplier and priority; the constant is what an update changes.
    static func sameSnapKitConstraint(_ a: RecordedConstraint, _ b: RecordedConstraint) -> Bool {
        a.first == b.first && a.second == b.second && a.relation == b.relation && a.multiplier == b.multiplier && a.priority == b.priority
    }

    /// `make.top.equalTo(other)`, `.equalToSuperview()`, `.lessThanOrEqualTo(44)`: one constraint
    /// per attribute, their constants set later by `offset`/`inset`.
    func snapRelation(_ method: String, item: String, attributes: [LayoutAttribute], call: FunctionCallExprSyntax) -> SourceValue {
        let relation: Relation
        if method.hasPrefix("equalTo") { relation = .equal }
        else if method.hasPrefix("lessThanOrEqualTo") { relation = .lessThanOrEqual }
        else if method.hasPrefix("greaterThanOrEqualTo") { relation = .greaterThanOrEqual }
        else { return .unknown(method) }
        var target: SourceValue
        if method.hasSuffix("Superview") {
            guard let superview = recorder[item]?.superview ?? outletInRoot(item, at: call) else {
                if item == rootKey, role == .cell {
                    // `contentView.snp.makeConstraints { $0.edges.equalToSuperview() }`: the cell and its content view.
                    note("equalToSuperview() on '\(recorder.name(of: item))' ties the content view to its own cell, whose bounds it already has: left out", at: call)
                } else {
                    note("equalToSuperview() on '\(recorder.name(of: item))', which has no superview in the code read", at: call)
                }
                return .snapConstraints([])
            }
            target = .item(superview)
        } else {
            target = call.arguments.first.map { evaluate($0.expression) } ?? .void
            if let key = viewKey(of: target), target.itemKey == nil { target = .item(key) }
        }
        let statement = statementNode(of: call)
        var made: [Int] = []
        for attribute in attributes {
            var constraint = RecordedConstraint(
                first: Anchor(item: item, attribute), relation: relation, text: codeText(statement), location: location(of: statement))
            switch target {
            case .item(let other):
                constraint.second = Anchor(item: other, attribute)
            case .anchor(let other, let otherAttribute):
                constraint.second = Anchor(item: other, otherAttribute)
            case .snapAttributes(let other, let otherAttributes) where otherAttributes.count == attributes.count:
                constraint.second = Anchor(item: other, otherAttributes[made.count])
            case .number(let value):
                // A number against a position means "relative to the superview" in SnapKit.
                if attribute.isSize {
                    constraint.constant = value
                } else if let superview = recorder[item]?.superview {
                    constraint.second = Anchor(item: superview, attribute)
                    constraint.constant = value
                } else {
                    continue
                }
            case .size(let width, let height):
                constraint.constant = attribute == .width ? width : height
            case .unknown(let text), .name(let text):
                if Self.namesAViewOrAnchor(call.arguments.first?.expression.trimmedDescription ?? text) {
                    // `equalTo(header.snp.bottom)`, `equalTo(bannerView)` with a view the reader cannot place: not a number.
                    if attribute == attributes.first { note("the target of this SnapKit constraint is not known statically; it is left out", at: call) }
                    continue
                }
                // A number the code computes at run time (`Styles.Sizes.gutter`): kept as an unknown constant.
                constraint.constant = nil
                if !attribute.isSize {
                    guard let superview = recorder[item]?.superview else { continue }
                    constraint.second = Anchor(item: superview, attribute)
                }
                if made.isEmpty { note("constant not known statically ('\(text)'): analysed as an unknown value", at: call) }
            default:
                note("the target of this SnapKit constraint is not known statically; it is left out", at: call)
                continue
            }
            made.append(recorder.add(constraint))
        }
        return .snapConstraints(made)
    }

    /// Whether code names a view or an anchor rather than a number (`header.snp.bottom`,
    /// `bannerView`, `view.safeAreaLayoutGuide`): by its last name, as Cocoa names them.
    static func namesAViewOrAnchor(_ code: String) -> Bool {
        let parts = code.split(separator: ".").map(String.init)
        guard let last = parts.last else { return false }
        if parts.contains("snp") || last.hasSuffix("Anchor") || last.hasSuffix("Guide") || last == "superview" { return true }
        return UIKitCatalog.viewNameSuffixes.contains { last.hasSuffix($0) }
    }

    /// The whole `make.top.equalTo(…).offset(8)` statement, for the constraint's text and location.
    private func statementNode(of call: FunctionCallExprSyntax) -> Syntax {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) {
            node = parent
        }
        return node
    }

    /// `.offset(8)`, `.inset(16)`, `.multipliedBy(0.5)`, `.dividedBy(2)`, `.priority(.high)`, `.labeled("x")`.
    func snapModifier(_ method: String, on indices: [Int], call: FunctionCallExprSyntax) -> SourceValue {
        var value = call.arguments.first.map { evaluate($0.expression) } ?? .void
        // `.inset(.zero)`, `.offset(.zero)`: no inset, whatever its type.
        if case .name("zero") = value { value = .number(0) }
        for index in indices where recorder.constraints.indices.contains(index) {
            let attribute = recorder.constraints[index].first.attribute.standard ?? .top
            switch method {
            case "offset":
                recorder.constraints[index].constant = value.numberValue
            case "inset":
                // An inset pushes the far edges in: right, bottom and trailing get its negative.
                let inward: Set<LayoutAttribute> = [.right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin]
                if case .insets(let insets) = value {
                    let target = recorder.constraints[index].second?.attribute.standard ?? attribute
                    recorder.constraints[index].constant = Self.snapInsetConstant(insets, for: target)
                } else if case .insetSides = value {
                    // Some sides known only at run time: this attribute's side, if it is known.
                    let target = recorder.constraints[index].second?.attribute.standard ?? attribute
                    recorder.constraints[index].constant = snapInsetConstant(sides: value, for: target)
                } else if let number = value.numberValue {
                    recorder.constraints[index].constant = inward.contains(attribute) ? LayoutNumber(-number.value) : number
                } else {
                    recorder.constraints[index].constant = nil
                }
            case "multipliedBy":
                recorder.constraints[index].multiplier = value.numberValue ?? 1
            case "dividedBy":
                if let number = value.numberValue, number.value != 0 { recorder.constraints[index].multiplier = LayoutNumber(1 / number.value) }
            case "priority":
                if let priority = value.priority { recorder.constraints[index].priority = priority }
            case "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
                // SnapKit before 4.0 named the priorities in the method: `.priorityMedium()` is 500.
                if let priority = UIKitCatalog.priorities[method.dropFirst("priority".count).lowercased()] {
                    recorder.constraints[index].priority = Priority(priority)
                }
            case "labeled":
                if case .string(let text) = value { recorder.constraints[index].identifier = text }
            default:
                break
            }
            if method == "offset" || method == "inset", value.numberValue == nil, value.insetsValue == nil, recorder.constraints[index].constant == nil {
                unknownConstantNote(value, at: call)
            }
        }
        return .snapConstraints(indices)
    }

    /// `snapInsetConstant` for insets with sides known only at run time: nil when a side it takes is unknown.
    func snapInsetConstant(sides value: SourceValue, for attribute: LayoutAttribute) -> LayoutNumber? {
        let numbers = [InsetSide.top, .left, .bottom, .right].map { insetSide(value, $0).numberValue }
        let needed: [InsetSide]
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin, .centerX, .centerXWithinMargins: needed = [.left]
        case .right, .rightMargin, .trailing, .trailingMargin: needed = [.right]
        case .bottom, .bottomMargin: needed = [.bottom]
        case .width: needed = [.left, .right]
        case .height: needed = [.top, .bottom]
        case .notAnAttribute: needed = []
        default: needed = [.top]
        }
        guard needed.allSatisfy({ numbers[$0.rawValue] != nil }) else { return nil }
        let known = EdgeInsets(top: numbers[0] ?? 0, left: numbers[1] ?? 0, bottom: numbers[2] ?? 0, right: numbers[3] ?? 0)
        return Self.snapInsetConstant(known, for: attribute)
    }

    /// SnapKit's constant for `.inset(UIEdgeInsets)` on one attribute (its
    /// `constraintConstantTargetValueFor(layoutAttribute:)`, left to right): the near edges take
    /// their inset, the far edges its negative, a size loses both insets of its axis.
    static func snapInsetConstant(_ insets: EdgeInsets, for attribute: LayoutAttribute) -> LayoutNumber {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin, .centerX, .centerXWithinMargins: return insets.left
        case .right, .rightMargin, .trailing, .trailingMargin: return LayoutNumber(-insets.right.value)
        case .bottom, .bottomMargin: return LayoutNumber(-insets.bottom.value)
        case .width: return LayoutNumber(-(insets.left.value + insets.right.value))
        case .height: return LayoutNumber(-(insets.top.value + insets.bottom.value))
        case .notAnAttribute: return 0
        default: return insets.top
        }
    }
}

extension Interpreter {
    /// `@IBOutlet weak var icon: UIImageView!` constrained to its superview in code, with no
    /// superview in the code read: Interface Builder put it in the root (a cell's content view, a
    /// controller's view), its usual place, which a note says; the nib itself is not read.
    func outletInRoot(_ item: String, at call: FunctionCallExprSyntax) -> String? {
        guard item != rootKey, let name = properties.first(where: { $0.value.itemKey == item })?.key,
            let definition = type.properties[name], definition.initializer == nil,
            let variable = definition.node.parent?.parent?.as(VariableDeclSyntax.self),
            variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
        else { return nil }
        recorder.update(item) { $0.superview = rootKey }
        note("'\(name)' is an outlet with no superview in the code read: taken to be in \(recorder.name(of: rootKey)), where Interface Builder puts its views (the nib is not read)",
             at: call, code: "swift-assumed-superview")
        return rootKey
    }
}
