import ConstraintModel
import SwiftSyntax

extension Interpreter {
    func evaluate(_ expression: ExprSyntax) -> SourceValue {
        budget -= 1
        guard budget > 0 else { return .unknown("…") }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return number(literal.literal.text)
        } else if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return number(literal.literal.text)
        } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        } else if let literal = expression.as(StringLiteralExprSyntax.self) {
            return string(literal)
        } else if expression.is(NilLiteralExprSyntax.self) {
            return .void
        } else if let array = expression.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { evaluate($0.expression) })
        } else if let dictionary = expression.as(DictionaryExprSyntax.self) {
            return self.dictionary(dictionary)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return resolve(reference.baseName.text, at: reference)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            return memberAccess(member)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            return self.call(call)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            let value = self.sequence(sequence)
            if case .unknown = value { return .unknown(String(sequence.trimmedDescription.prefix(80))) }
            return value
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression)
            if prefix.operator.text == "-" {
                if operand.numberValue == nil { return .unknown(String(prefix.trimmedDescription.prefix(80))) }
                return negate(operand)
            }
            if prefix.operator.text == "!", case .bool(let value) = operand { return .bool(!value) }
            return operand
        } else if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression) }
            let labels = tuple.elements.compactMap { $0.label?.text }
            if labels.count == tuple.elements.count {
                // `(stack: row, slider: slider)`: a tuple whose elements are read by their labels.
                return .dictionary(zip(labels, tuple.elements).map { (key: $0.0, value: evaluate($0.1.expression)) })
            }
            return .array(tuple.elements.map { evaluate($0.expression) })
        } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = evaluate(subscriptCall.calledExpression)
            guard let argument = subscriptCall.arguments.first.map({ evaluate($0.expression) }) else { return .unknown("subscript") }
            switch (base, argument) {
            case (.array(let values), .number(let position)):
                guard let index = Int(exactly: position.value), values.indices.contains(index) else { return .unknown(expression.trimmedDescription) }
                return values[index]
            case (.dictionary(let pairs), .string(let key)):
                return pairs.first { $0.key == key }?.value ?? .void
            default:
                return .unknown(String(expression.trimmedDescription.prefix(80)))
            }
        } else if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(closure, file: file)
        } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            return evaluate(unwrap.expression)
        } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return evaluate(optional.expression)
        } else if let cast = expression.as(AsExprSyntax.self) {
            return evaluate(cast.expression)
        } else if let attempt = expression.as(TryExprSyntax.self) {
            return evaluate(attempt.expression)
        } else if let awaited = expression.as(AwaitExprSyntax.self) {
            return evaluate(awaited.expression)
        } else if let condition = expression.as(IfExprSyntax.self) {
            _ = condition
            return .unknown(expression.trimmedDescription)
        } else if expression.is(SuperExprSyntax.self) {
            return selfValue
        }
        return .unknown(String(expression.trimmedDescription.prefix(80)))
    }

    private func number(_ text: String) -> SourceValue {
        let digits = String(text.filter { $0 != "_" })
        guard let value = LayoutNumber(parsing: digits) ?? Int(digits).map({ LayoutNumber(Double($0)) }) else {
            return .unknown(text)
        }
        return .number(value)
    }

    private func string(_ literal: StringLiteralExprSyntax) -> SourceValue {
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                let part = interpolated.expressions.first.flatMap({ interpolatedText(evaluate($0.expression)) })
            {
                // `"v\(index)"`: the keys VFL helpers build for their views dictionaries.
                text += part
            } else {
                return .unknown(literal.trimmedDescription)
            }
        }
        return .string(text)
    }

    /// A known string or whole number as string interpolation writes it.
    private func interpolatedText(_ value: SourceValue) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number) where number.value == number.value.rounded() && abs(number.value) < 1e15: return String(Int(number.value))
        default: return nil
        }
    }

    private func dictionary(_ dictionary: DictionaryExprSyntax) -> SourceValue {
        guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
        var pairs: [(key: String, value: SourceValue)] = []
        for element in elements {
            guard case .string(let key) = evaluate(element.key) else { continue }
            pairs.append((key, evaluate(element.value)))
        }
        return .dictionary(pairs)
    }

    /// A bare name: a local, `self`, a property of the type, a global constant, a type's name.
    func resolve(_ name: String, at node: some SyntaxProtocol) -> SourceValue {
        if let value = lookup(name) { return value }
        if name == "self" { return selfValue }
        if case .item(let key) = selfValue, key != rootKey {
            // Inside an extension method of a view: `topAnchor` means `self.topAnchor`.
            let implicit = member(name, of: .item(key), at: node)
            if case .unknown = implicit {} else { return implicit }
        }
        if let value = property(name, at: node) { return value }
        if let definition = staticContext.last, let property = definition.properties[name], property.isStatic {
            return staticProperty(property, of: definition)
        }
        if let property = type.properties[name], property.isStatic { return staticProperty(property, of: type) }
        if let attribute = UIKitCatalog.anchors[name] { return .anchor(item: selfItemKey, attribute: attribute) }
        // A project's usual name for an anchor of the view's own safe area (`safeRightAnchor`).
        if UIKitCatalog.conventionalSafeAreaAnchors[name] != nil, role != .controller { return itemMember(name, of: selfItemKey, at: node) }
        // A view's or cell's own `bounds` and `frame`, without `self.`.
        if name == "bounds" || name == "frame", role != .controller { return itemMember(name, of: selfItemKey, at: node) }
        // Anchorage's `horizontalAnchors` of the view itself, without `self.`.
        if Self.anchorGroups[name] != nil { return itemMember(name, of: selfItemKey, at: node) }
        if UIKitCatalog.guides[name] != nil { return member(name, of: .item(selfItemKey), at: node) }
        // SnapKit's `snp` of the view itself, without `self.` (`make.centerY.equalTo(snp.centerY)`);
        // a view controller has none.
        if name == "snp", role != .controller { return .snapDSL(item: selfItemKey) }
        if let global = index.globals[name], let initializer = global.initializer {
            guard globalsBeingEvaluated.insert(name).inserted else { return .unknown(name) }
            defer { globalsBeingEvaluated.remove(name) }
            return inFile(global.file) { evaluate(initializer) }
        }
        // Stevia's `CenterX` of the view itself, without `self.` (a type of that name would come first).
        if let attribute = UIKitCatalog.steviaAttributes[name], index.type(named: name) == nil, selfValue.itemKey != nil || role == .controller {
            return .anchor(item: selfItemKey, attribute: attribute)
        }
        // A capitalised name is a type (`UILayoutPriority`, `Metrics`); anything else is a value
        // the code has at run time (`model`, a parameter of a method UIKit calls).
        // A lower-case alias of a type the sources declare (`private typealias constants = Metrics`).
        if index.typeAliases[name] != nil, index.type(named: name) != nil { return .name(name) }
        return name.first?.isUppercase == true ? .name(name) : .unknown(name)
    }

    /// The item `self` stands for in the code being run (the root for a view controller).
    var selfItemKey: String { selfValue.itemKey ?? rootKey }

    private func memberAccess(_ access: MemberAccessExprSyntax) -> SourceValue {
        let name = access.declName.baseName.text
        guard let base = access.base else { return .name(name) }
        if name == "bounds", DeviceTraits.screenExpressions.contains(base.trimmedDescription) { return .rect(DeviceTraits.screenBounds) }
        if !holderViews.isEmpty, let text = Self.holderMemberText(access), let key = holderViews[text] { return .item(key) }
        let value = member(name, of: evaluate(base), at: access)
        if case .unknown = value { return .unknown(String(access.trimmedDescription.prefix(80))) }
        return value
    }

    /// `value.name` for every kind of value the reader knows.
    func member(_ name: String, of base: SourceValue, at node: some SyntaxProtocol) -> SourceValue {
        if let trait = DeviceTraits.values[name] {
            // A trait read off something the reader does not model (`traitCollection`,
            // `UIDevice.current`): the value the assumed device has.
            switch base {
            case .unknown, .name: return .deviceTrait(trait)
            default: break
            }
        }
        switch base {
        case .owner where role == .cell && type.properties[name] == nil && properties[name] == nil:
            // `self.centerYAnchor`, `self.layoutMarginsGuide` in a cell: its content view's.
            return property(name, at: node) ?? itemMember(name, of: rootKey, at: node)
        case .constraint(let index) where recorder.constraints.indices.contains(index):
            // What the code reads back off a constraint it made (`constraint.priority -= 1`).
            let constraint = recorder.constraints[index]
            switch name {
            case "priority": return .number(LayoutNumber(constraint.priority.value))
            case "constant": return constraint.constant.map(SourceValue.number) ?? .unknown("constant")
            case "multiplier": return .number(constraint.multiplier)
            case "isActive": return .bool(constraint.isActive)
            default: return .unknown(name)
            }
        case .deviceTrait(let trait):
            return DeviceTraits.member(name, of: trait) ?? .unknown(name)
        case .layoutProxy(let key):
            return cartographyMember(name, of: key)
        case .constraintSet(let members):
            return members.first { $0.name == name }.map { .constraint($0.index) } ?? .unknown(name)
        case .owner:
            if let value = property(name, at: node) { return value }
            // `self.topLayoutGuide` in a view controller is the guide the bare name is.
            if UIKitCatalog.guides[name] != nil { return member(name, of: .item(selfItemKey), at: node) }
            return .unknown("self.\(name)")
        case .item(let key):
            if key == rootKey, UIKitCatalog.anchors[name] == nil, UIKitCatalog.guides[name] == nil, let value = property(name, at: node) {
                return value
            }
            return itemMember(name, of: key, at: node)
        case .snapDSL(let key):
            return snapAttribute(name, of: key, asDSL: true)
        case .snapMaker(let key):
            return snapAttribute(name, of: key, asDSL: false)
        case .snapAttributes(let key, let attributes):
            if case .snapAttributes(_, let more) = snapAttribute(name, of: key, asDSL: false) {
                return .snapAttributes(item: key, attributes: attributes + more)
            }
            return .unknown(name)
        case .name("zero") where Self.zeroMembers.contains(name):
            // `.zero` as insets, a size, a point or a rect (a helper's `padding: UIEdgeInsets = .zero`).
            return .number(0)
        case .name(let typeName):
            return typeMember(name, of: typeName)
        case .insets, .insetSides:
            switch name {
            case "top": return insetSide(base, .top)
            case "left", "leading": return insetSide(base, .left)
            case "bottom": return insetSide(base, .bottom)
            case "right", "trailing": return insetSide(base, .right)
            default: return .unknown(name)
            }
        case .number(let value):
            return name == "rawValue" ? .number(value) : .unknown(name)
        case .size(let width, let height):
            return name == "width" ? .number(width) : name == "height" ? .number(height) : .unknown(name)
        case .relativeRect(let rect):
            switch name {
            case "width": return rect.width.item == nil ? .number(rect.width.offset) : .relativeLength(rect.width)
            case "height": return rect.height.item == nil ? .number(rect.height.offset) : .relativeLength(rect.height)
            case "size": return base
            case "minX", "x": return .number(rect.x)
            case "minY", "y": return .number(rect.y)
            default: return .unknown(name)
            }
        case .rect(let rect):
            switch name {
            case "width": return .number(rect.width)
            case "height": return .number(rect.height)
            case "size": return .size(width: rect.width, height: rect.height)
            default: return .unknown(name)
            }
        case .array(let values):
            if name == "count" { return .number(LayoutNumber(Double(values.count))) }
            if name == "first" { return values.first ?? .void }
            if name == "last" { return values.last ?? .void }
            // A tuple's elements by position (`row.0`).
            if let position = Int(name), values.indices.contains(position) { return values[position] }
            return .unknown(name)
        case .font(let size):
            return name == "pointSize" ? .number(LayoutNumber(size)) : .unknown(name)
        case .dictionary(let pairs):
            // A labelled tuple's element (`row.stack`), else a dictionary's `values` and `keys`.
            if let element = pairs.first(where: { $0.key == name }) { return element.value }
            if let position = Int(name), pairs.indices.contains(position) { return pairs[position].value }
            if name == "values" { return .array(pairs.map(\.value)) }
            if name == "keys" { return .array(pairs.map { .string($0.key) }) }
            return .unknown(name)
        default:
            return .unknown(name)
        }
    }

    static let zeroMembers: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing", "width", "height", "x", "y"]

    /// `Type.member`: a static constant of a type in the sources, a priority, an attribute, an
    /// axis; anything else keeps its name for the call that uses it.
    private func typeMember(_ name: String, of written: String) -> SourceValue {
        let typeName = written == "Self" ? type.name : written
        if let definition = index.type(named: typeName), let property = definition.properties[name] {
            return staticProperty(property, of: definition)
        }
        if typeName == "CGFloat" || typeName == "Double", name == "zero" { return .number(0) }
        if typeName == "CGRect" || typeName == "NSRect", name == "zero" { return .rect(Rect(x: 0, y: 0, width: 0, height: 0)) }
        return .name(name)
    }

    /// A `static let` of a type: its initializer, where the type's other statics are in scope
    /// (`static let gap = inset / 2`).
    func staticProperty(_ property: PropertyDefinition, of definition: TypeDefinition) -> SourceValue {
        guard staticContext.count < Self.maximumCallDepth, !staticContext.contains(where: { $0 === definition }) || property.initializer != nil else {
            return .unknown(property.name)
        }
        staticContext.append(definition)
        defer { staticContext.removeLast() }
        if let initializer = property.initializer { return inFile(property.file) { evaluate(initializer) } }
        if let getter = property.getter { return inFile(property.file) { runFunctionBody(getter, bindings: [:], selfValue: .owner) } }
        return .unknown(property.name)
    }
}
