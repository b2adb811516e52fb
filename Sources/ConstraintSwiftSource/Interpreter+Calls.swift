import ConstraintModel
import SwiftSyntax

extension Interpreter {
    func call(_ call: FunctionCallExprSyntax) -> SourceValue {
        if let built = fluentViewBuilder(call) { return built }
        let arguments = call.arguments
        let labels = arguments.map { $0.label?.text ?? "_" }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return callNamed(reference.baseName.text, call: call, labels: labels)
        }
        if call.calledExpression.is(ArrayExprSyntax.self) { return .array([]) }
        if call.calledExpression.is(DictionaryExprSyntax.self) { return .dictionary([]) }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            // `{ … }()`, and `{ $0.axis = .vertical; return $0 }(UIStackView())`: the arguments are its parameters.
            return runClosure(closure, with: argumentValues(call))
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            evaluateArguments(call)
            return .unknown(call.trimmedDescription)
        }
        let method = access.declName.baseName.text
        guard let baseExpression = access.base else {
            // `.init(top:left:bottom:right:)` where insets are expected; `.init(999)` where a priority is.
            if method == "init", labels == Self.insetLabels { return insets(call) }
            if method == "init", labels == ["width", "height"] || labels == ["x", "y", "width", "height"] {
                // `.init(width: 40, height: 30)` where a size is expected, `.init(x:y:width:height:)` where a frame is.
                return callNamed(labels.count == 2 ? "CGSize" : "CGRect", call: call, labels: labels)
            }
            if labels == ["_"], let sides = Self.insetHelpers[method], let value = call.arguments.first {
                return insetHelper(sides, value: evaluate(value.expression))
            }
            if method == "init", let first = arguments.first { return evaluate(first.expression) }
            if method.hasSuffix("Font") || method == "preferredFont" { return font(method, call: call) }
            evaluateArguments(call)
            return .unknown(method)
        }
        if baseExpression.is(SuperExprSyntax.self) {
            // `super.viewDidLoad()`: UIKit's own implementation, nothing of the sources.
            evaluateArguments(call)
            return .void
        }
        if let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, lookup(typeName) == nil,
            typeName.first?.isUppercase == true, property(typeName, at: call) == nil
        {
            return callStatic(method, on: typeName == "Self" ? type.name : typeName, call: call, labels: labels)
        }
        let base = evaluate(baseExpression)
        if method == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
            let initializer = type.initializers.first(where: { Self.accepts($0, labels: labels) })
        {
            // `self.init(frame: .zero)` in a convenience initializer.
            return invoke(initializer, arguments: call.arguments, trailingClosure: call.trailingClosure, selfValue: selfValue) ?? .void
        }
        return callMethod(method, on: base, call: call, labels: labels)
    }

    func evaluateArguments(_ call: FunctionCallExprSyntax) {
        for argument in call.arguments { _ = evaluate(argument.expression) }
    }

    static let insetLabels = ["top", "left", "bottom", "right"]
    /// SnapKit's methods that run a block with a constraint maker.
    static let snapKitBlocks: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    func argument(_ label: String, in call: FunctionCallExprSyntax) -> SourceValue? {
        call.arguments.first { ($0.label?.text ?? "_") == label }.map { evaluate($0.expression) }
    }

    /// `Name(…)`: a constructor or a function of the sources.
    func callNamed(_ name: String, call: FunctionCallExprSyntax, labels: [String]) -> SourceValue {
        if case .closure(let closure, let closureFile)? = lookup(name) {
            return inFile(closureFile) { runClosure(closure, with: call.arguments.map { evaluate($0.expression) }) }
        }
        switch name {
        case "NSLayoutConstraint" where labels.first == "item":
            return itemAttributeConstraint(call)
        case "constrain" where function(named: name, labels: labels, onType: true) == nil:
            if let result = cartographyBlock(call) { return result }
        case "NSNumber" where labels == ["value"]:
            // A VFL metric written `NSNumber(value: 12.0)`.
            return call.arguments.first.map { evaluate($0.expression) } ?? .unknown(name)
        case "String" where labels == ["_"]:
            // `String(character)`: the text itself.
            if let first = call.arguments.first, case .string(let text) = evaluate(first.expression) { return .string(text) }
            return .unknown(name)
        case "UILayoutPriority", "Priority", "NSLayoutConstraintPriority", "CGFloat", "Double", "Float", "Int", "ConstraintPriority":
            return call.arguments.first.map { evaluate($0.expression) } ?? .unknown(name)
        case "CGRect", "NSRect", "NSMakeRect", "CGRectMake":
            let evaluated = call.arguments.map { evaluate($0.expression) }
            let values = evaluated.map(\.numberValue)
            guard values.count == 4, let x = values[0], let y = values[1] else { return .unknown("frame") }
            if let width = values[2], let height = values[3] { return .rect(Rect(x: x, y: y, width: width, height: height)) }
            // A width or height taken from a view the host sizes (`width: bounds.width - 20`).
            guard let width = evaluated[2].relativeLengthValue, let height = evaluated[3].relativeLengthValue else { return .unknown("frame") }
            return .relativeRect(RelativeRect(x: x, y: y, width: width, height: height))
        case "CGSize", "NSSize", "CGPoint", "NSPoint":
            let values = call.arguments.map { evaluate($0.expression).numberValue }
            // A point is kept as a size of (x, y): only frames use it.
            guard values.count == 2, let width = values[0], let height = values[1] else { return .unknown("size") }
            return .size(width: width, height: height)
        case "NSEdgeInsets", "NSEdgeInsetsMake", "UIEdgeInsets", "UIEdgeInsetsMake", "NSDirectionalEdgeInsets":
            return insets(call)
        case "UIFont", "NSFont":
            return argument("size", in: call)?.numberValue.map { .font($0.value) } ?? .font(UIKitCatalog.standardFontSize)
        case "NSLocalizedString" where function(named: name, labels: labels, onType: true) == nil,
             "String" where labels.first == "localized":
            // The key (or Apple's `String(localized:)` default text) stands for the text: the
            // development language's, where the key is the text as the code writes it.
            if case .string(let text)? = call.arguments.first.map({ evaluate($0.expression) }) { return .string(text) }
            return .unknown(name)
        case "max", "min":
            let values = call.arguments.compactMap { evaluate($0.expression).numberValue?.value }
            guard values.count == call.arguments.count, let result = name == "max" ? values.max() : values.min() else { return .unknown(name) }
            return .number(LayoutNumber(result))
        default:
            break
        }
        if name == "UILayoutGuide" || name == "NSLayoutGuide" || role.isViewClass(name, index: index) {
            return construct(name, arguments: call.arguments, at: call)
        }
        if let record = valueRecord(name, call: call, labels: labels) { return record }
        if let function = function(named: name, labels: labels, onType: true),
            let result = invoke(function, arguments: call.arguments, trailingClosure: call.trailingClosure, selfValue: selfValue)
        {
            return result
        }
        if case .owner = selfValue { noteSubviewOfCellItself(name, call: call) }
        if let key = viewKey(of: selfValue), let result = viewMethod(name, on: key, call: call) { return result }
        // `autoSetDimensions(to:)`, `height(36)` without `self.` in a view: a DSL call on the view itself.
        if role == .view, index.helpers[name] == nil, let key = selfValue.itemKey, let result = dslMethod(name, on: key, call: call) {
            return result
        }
        if let result = runUnreadProtocolTemplate(name, call: call) { return result }
        let values = argumentValues(call)
        if name.first?.isUppercase == true {
            // `NSLayoutConstraintSet(top: c1, bottom: c2)`, a class not read: it holds its labelled constraints.
            let members = zip(call.arguments, values).compactMap { argument, value -> (name: String, index: Int)? in
                guard let label = argument.label?.text, case .constraint(let index) = value else { return nil }
                return (label, index)
            }
            if !members.isEmpty { return .constraintSet(members) }
        }
        return .unknown(name)
    }

    /// `Type.method(…)`: `NSLayoutConstraint.activate`, VFL, fonts, static helpers of the sources.
    private func callStatic(_ method: String, on typeName: String, call: FunctionCallExprSyntax, labels: [String]) -> SourceValue {
        switch (typeName, method) {
        case ("NSLayoutConstraint", "activate"):
            setActive(argumentValues(call).flatMap(\.constraintIndices), true)
            return .void
        case ("NSLayoutConstraint", "deactivate"):
            setActive(argumentValues(call).flatMap(\.constraintIndices), false)
            return .void
        case ("NSLayoutConstraint", "constraints") where labels.first == "withVisualFormat":
            return visualFormatConstraints(call)
        case ("NSLayoutConstraint", "constraintsWithVisualFormat"):
            // Swift 2 (and Objective-C's `constraintsWithVisualFormat:`): the format comes first, unlabelled.
            return visualFormatConstraints(call, formatLabel: "_")
        case ("NSLayoutConstraint", "autoSetPriority"):
            // PureLayout: what PureLayout makes in the block takes the priority.
            guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return .void }
            let saved = pureLayoutPriority
            pureLayoutPriority = call.arguments.first.flatMap { evaluate($0.expression).priority }
            _ = runClosure(closure, with: [])
            pureLayoutPriority = saved
            return .void
        case ("UIFont", _), ("NSFont", _):
            return font(method, call: call)
        case (_, "init"):
            return callNamed(typeName, call: call, labels: labels)
        case (_, "newAutoLayout") where role.isViewClass(typeName, index: index):
            // PureLayout: a view with its autoresizing mask already off.
            let made = construct(typeName, arguments: call.arguments, at: call)
            if let key = made.itemKey { recorder.update(key) { $0.translatesAutoresizingMask = false } }
            return made
        default:
            break
        }
        if let definition = index.type(named: typeName), let function = definition.methods[method]?.first,
            let result = invoke(function, arguments: call.arguments, trailingClosure: call.trailingClosure, selfValue: .name(typeName))
        {
            return result
        }
        // A framework's blocks (`UIView.animate(withDuration:) { … }`, `animations:`, `completion:`,
        // `UIView.performWithoutAnimation { … }`) run, in order, as UIKit runs them.
        for value in argumentValues(call) {
            if case .closure(let closure, let closureFile) = value { _ = inFile(closureFile) { runClosure(closure, with: []) } }
        }
        if let closure = call.trailingClosure { _ = runClosure(closure, with: []) }
        return .unknown("\(typeName).\(method)")
    }

    func argumentValues(_ call: FunctionCallExprSyntax) -> [SourceValue] {
        call.arguments.map { evaluate($0.expression) }
    }

    func setActive(_ indices: [Int], _ active: Bool) {
        for index in indices where recorder.constraints.indices.contains(index) { recorder.constraints[index].isActive = active }
    }

    private func font(_ method: String, call: FunctionCallExprSyntax) -> SourceValue {
        if let size = argument("ofSize", in: call)?.numberValue { return .font(size.value) }
        if case .name(let style)? = argument("forTextStyle", in: call), let size = UIKitCatalog.textStyleSizes[style] {
            return .font(size)
        }
        return .font(UIKitCatalog.standardFontSize)
    }

    /// `value.method(…)` on a view, an anchor, an array, a constraint or SnapKit's DSL.
    func callMethod(_ method: String, on base: SourceValue, call: FunctionCallExprSyntax, labels: [String]) -> SourceValue {
        if method == "then" || method == "do", index.helpers[method] == nil,
            let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        {
            // The Then library: `UILabel().then { $0.text = "Hi" }` configures its receiver and returns it.
            _ = runClosure(closure, with: [base])
            return method == "then" ? base : .void
        }
        switch base {
        case .anchor(let item, let attribute) where method.hasPrefix("constraint"):
            return anchorConstraint(item: item, attribute: attribute, call: call)
        case .item(let key):
            if let result = viewMethod(method, on: key, call: call) { return result }
            // SnapKit before 3.0: `view.snp_makeConstraints { … }` is `view.snp.makeConstraints { … }`.
            if method.hasPrefix("snp_") { return snapBlock(String(method.dropFirst("snp_".count)), on: key, call: call) }
            // `self.setupViews()` in a view subclass: `self` is the root item, and the method is the view's own.
            if key == rootKey, role == .view, let function = type.methods[method]?.first(where: { Self.accepts($0, labels: labels) }),
                let result = invoke(function, arguments: call.arguments, trailingClosure: call.trailingClosure, selfValue: base)
            {
                return result
            }
            if index.helpers[method] == nil, type.methods[method] == nil, let result = dslMethod(method, on: key, call: call) { return result }
            if key == rootKey, let result = runUnreadProtocolTemplate(method, call: call) { return result }
        case .owner:
            if let function = function(named: method, labels: labels, onType: true),
                let result = invoke(function, arguments: call.arguments, trailingClosure: call.trailingClosure, selfValue: .owner)
            {
                return result
            }
            noteSubviewOfCellItself(method, call: call)
            if let key = viewKey(of: base), let result = viewMethod(method, on: key, call: call) { return result }
            if let result = runUnreadProtocolTemplate(method, call: call) { return result }
        case .array(let values):
            if let result = arrayMethod(method, on: values, call: call) { return result }
        case .string(let text) where ["map", "forEach", "compactMap"].contains(method):
            // A string is a sequence of its characters (`"abc…z".map { String($0) }`: one title a letter).
            if let result = arrayMethod(method, on: text.map { .string(String($0)) }, call: call) { return result }
        case .string(let text) where call.arguments.isEmpty && (method == "uppercased" || method == "lowercased"):
            return .string(method == "uppercased" ? text.uppercased() : text.lowercased())
        case .snapDSL(let key):
            return snapBlock(method, on: key, call: call)
        case .snapAttributes(let key, let attributes):
            return snapRelation(method, item: key, attributes: attributes, call: call)
        case .constraint(let index) where recorder.constraints.indices.contains(index) && (Self.dslAttributes[method] != nil || Self.steviaMethods.contains(method)):
            // Stevia's chains (`badge.top(20).height(40)`): each call returns the view, whichever DSL made the previous constraint.
            return callMethod(method, on: .item(recorder.constraints[index].first.item), call: call, labels: labels)
        case .snapConstraints(let indices):
            return snapModifier(method, on: indices, call: call)
        case .constraint(let constraint) where recorder.constraints.indices.contains(constraint) && index.helpers[method] == nil:
            return fluentConstraintHelper(method, on: constraint, call: call)
        case .constraintSet(let members) where method == "activate" || method == "deactivate":
            setActive(members.map(\.index), method == "activate")
            return .void
        default:
            break
        }
        if let function = function(named: method, labels: labels, onType: false),
            let result = invoke(function, arguments: call.arguments, trailingClosure: call.trailingClosure, selfValue: base)
        {
            return result
        }
        if Self.isUnfollowed(base), let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            ["addSubview", "insertSubview", "addArrangedSubview"].contains(method), let key = holderMemberView(receiver, create: true),
            let result = viewMethod(method, on: key, call: call)
        {
            // `parts.banner.addSubview(parts.title)`: what has views added to it is a view.
            return result
        }
        if case .unknown = base, let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            noteUnplacedConstraint(method, on: String(receiver.trimmedDescription.prefix(60)), call: call)
        }
        let values = argumentValues(call)
        if case .item(let key) = base { noteUndeclaredLayoutHelper(method, on: key, values: values, call: call) }
        // The block of `unknown.snp.makeConstraints { make in … }` has no maker to run with: its
        // lines would each add a note of their own to the one above.
        if let closure = call.trailingClosure, !Self.snapKitBlocks.contains(method) { _ = runClosure(closure, with: []) }
        return .unknown(method)
    }

    /// An extension on `NSLayoutConstraint` declared in a file not read (`.withPriority(.defaultHigh)`,
    /// `.with(priority:)`, `.identified("w")`, `.activated()`): such fluent helpers set what their
    /// names say and return the constraint, which therefore stays in the list it was written in.
    private func fluentConstraintHelper(_ method: String, on constraint: Int, call: FunctionCallExprSyntax) -> SourceValue {
        let values = argumentValues(call)
        let name = method.lowercased()
        if name.contains("priority") || call.arguments.contains(where: { $0.label?.text == "priority" }),
            let priority = values.lazy.compactMap(\.priority).first
        {
            recorder.constraints[constraint].priority = priority
        }
        if name.contains("identifi"), case .string(let text)? = values.first {
            recorder.constraints[constraint].identifier = text
        }
        if name.hasPrefix("activat") {
            recorder.constraints[constraint].isActive = true
        }
        return .constraint(constraint)
    }

    /// A constraint call on something the reader does not know: an anchor from an extension not in
    /// the files read (`view.safeLeadingAnchor.constraint(…)`), or a view made by code it cannot
    /// follow (`scroll.snp.makeConstraints`, `scroll.edgesToSuperview()`, `scroll.topAnchor…`). The
    /// constraint cannot be placed, and a note says so rather than letting it vanish.
    private func noteUnplacedConstraint(_ method: String, on text: String, call: FunctionCallExprSyntax) {
        let parts = text.split(separator: ".").map(String.init)
        guard let last = parts.last else { return }
        let receiver: String?
        if method.hasPrefix("constraint"), last.hasSuffix("Anchor") {
            guard UIKitCatalog.anchors[last] != nil else {
                note("'\(text)' is not an anchor the reader knows (an extension in files not read?): this constraint is not read", at: call, code: "swift-not-followed")
                return
            }
            receiver = parts.dropLast().joined(separator: ".")
        } else if last == "snp", Self.snapKitBlocks.contains(method) {
            receiver = parts.dropLast().joined(separator: ".")
        } else if ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"].contains(method) {
            // `card.body.addSubview(label)`: the view added has no superview the reader knows.
            note("'\(text)' is not known statically (made by code the reader cannot follow?): the view added to it here has no known superview", at: call, code: "swift-not-followed")
            return
        } else if method.hasPrefix("auto") || method.hasSuffix("ToSuperview") || method == "edgesToSuperview" || method == "centerInSuperview"
            || (Self.dslAttributes[method] != nil || method == "size") && !call.arguments.isEmpty
        {
            receiver = text
        } else {
            receiver = nil
        }
        guard let receiver, !receiver.isEmpty else { return }
        note("'\(receiver)' is not known statically (made by code the reader cannot follow?): the constraints made on it here are not read", at: call, code: "swift-not-followed")
    }

    /// `view.anchor(top: other.topAnchor, …)`, `view.centerY(inView: other)` with no declaration in
    /// the files read: a layout helper from elsewhere. Its constraints cannot be read, which a note
    /// says; it turns the view's autoresizing mask off, as such helpers do, so that the view is not
    /// reported pinned at a zero frame it never has.
    private func noteUndeclaredLayoutHelper(_ method: String, on key: String, values: [SourceValue], call: FunctionCallExprSyntax) {
        // By its name only when it is a statement of its own or is given something: an operand
        // (`view.height() --= 87`, an operator DSL's) is noted with its operator.
        let placesByName = Self.soundsLikeLayoutHelper(method) && (!call.arguments.isEmpty || call.parent?.is(CodeBlockItemSyntax.self) == true)
        let hints = placesByName || zip(call.arguments, values).contains { argument, value in
            switch value {
            case .anchor, .anchorSum: return true
            case .item: return argument.label != nil
            default: return false
            }
        }
        guard hints, recorder[key]?.kind == .view, key != rootKey else { return }
        recorder.update(key) { $0.translatesAutoresizingMask = false }
        note(
            "'\(method)(\(call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()))' is not declared in the files read (a layout helper in another file?): the constraints it makes are not read",
            at: call, code: "swift-not-followed")
    }

    /// `addSubview(label)` or `self.addSubview(label)` in a table view cell: the label is read as
    /// in the content view (the root, whose bounds the cell has), but UIKit lays out a cell's
    /// content view, not the cell's own subviews, for editing and accessories, and sizes a
    /// self-sizing row by the constraints inside its content view, as its documentation asks. A
    /// note says so at the call.
    private func noteSubviewOfCellItself(_ method: String, call: FunctionCallExprSyntax) {
        guard role == .cell, method == "addSubview" || method == "insertSubview",
            recorder[rootKey]?.className == "UITableViewCellContentView",
            let child = call.arguments.first?.expression.trimmedDescription
        else { return }
        // `[a, b].forEach { addSubview($0) }`: one note for the line, of every view added there.
        let plural = child.hasPrefix("$")
        let added = plural ? "the views added here go" : "'\(child)' goes"
        note(
            "\(added) into the cell itself, not into its contentView: read as in contentView, but UIKit moves and sizes the content view, not the cell's own subviews, for editing and accessories, and measures a self-sizing row (UITableView.automaticDimension) by the constraints inside contentView; add \(plural ? "them" : "it") to contentView",
            at: call, code: "swift-cell-subview")
    }

    /// `collectionView.pins()`, `separator.attachToView(contentView, edge: .bottom)`,
    /// `icon.fillSuperview()`, `box.stack(a, b)`: a name that says the method places the view.
    static func soundsLikeLayoutHelper(_ method: String) -> Bool {
        // UIKit's own (`setNeedsUpdateConstraints()`, `invalidateIntrinsicContentSize()`,
        // `sizeThatFits(_:)`) are no helpers.
        guard !uikitMethodPrefixes.contains(where: method.hasPrefix) else { return false }
        let lowered = method.lowercased()
        return layoutHelperWords.contains { lowered.contains($0) }
    }

    private static let uikitMethodPrefixes = [
        "set", "update", "invalidate", "remove", "layoutIfNeeded", "sizeThatFits", "sizeToFit", "systemLayoutSizeFitting", "convert",
        "bringSubview", "sendSubview", "exchangeSubview", "alignmentRect", "constraintsAffecting", "exerciseAmbiguity",
    ]

    private static let layoutHelperWords = [
        "pin", "fill", "anchor", "constrain", "edge", "center", "centre", "align", "superview", "attach", "stretch", "embed",
        "stack", "width", "height", "size",
    ]

    private func arrayMethod(_ method: String, on values: [SourceValue], call: FunctionCallExprSyntax) -> SourceValue? {
        // Only a closure written in place (or a name bound to one) is looked at here: evaluating any
        // other argument now would make its constraints twice.
        var closureValue = call.trailingClosure.map { SourceValue.closure($0, file: file) }
        if closureValue == nil, let first = call.arguments.first?.expression {
            if let closure = first.as(ClosureExprSyntax.self) {
                closureValue = .closure(closure, file: file)
            } else if let reference = first.as(DeclReferenceExprSyntax.self), case .closure? = lookup(reference.baseName.text) {
                closureValue = lookup(reference.baseName.text)
            }
        }
        switch method {
        case "forEach" where closureValue == nil:
            // `[title, detail].forEach(contentView.addSubview)`: a method named, not a closure.
            guard let first = call.arguments.first?.expression, let (parent, adds) = hierarchyMethodReference(first) else { return nil }
            for child in values.compactMap(\.itemKey) {
                if adds == "addArrangedSubview" { arrange(child, in: parent, at: nil) } else { addSubview(child, to: parent) }
            }
            return .void
        case "forEach", "map", "compactMap", "flatMap":
            guard case .closure(let closure, let closureFile)? = closureValue else { return nil }
            let results = values.map { value in inFile(closureFile) { runClosure(closure, with: [value]) } }
            return method == "forEach" ? .void : .array(method == "flatMap" ? results.flatMap { $0.elements ?? [$0] } : results)
        case "enumerated":
            return .array(values.enumerated().map { .array([.number(LayoutNumber(Double($0.offset))), $0.element]) })
        case "reversed":
            return .array(values.reversed())
        case "append":
            // `constraints.append(x)` on a local array: rebinds the variable.
            if let target = arrayVariable(of: call) {
                let added = argumentValues(call)
                let combined = call.arguments.first?.label?.text == "contentsOf" ? values + added.flatMap { $0.elements ?? [$0] } : values + added
                if !assignLocal(target, .array(combined)) { properties[target] = .array(combined) }
            }
            return .void
        default:
            return nil
        }
    }

    /// `addSubview`, `view.addSubview(_:)`, `stack.addArrangedSubview` named as a function: the
    /// view it is a method of and which of the two it is.
    private func hierarchyMethodReference(_ expression: ExprSyntax) -> (parent: String, method: String)? {
        let reference: DeclReferenceExprSyntax
        var receiver: SourceValue = selfValue
        if let access = expression.as(MemberAccessExprSyntax.self) {
            reference = access.declName
            if let base = access.base { receiver = evaluate(base) }
        } else if let bare = expression.as(DeclReferenceExprSyntax.self) {
            reference = bare
        } else {
            return nil
        }
        let method = reference.baseName.text
        guard method == "addSubview" || method == "addArrangedSubview", index.helpers[method] == nil,
            let parent = viewKey(of: receiver)
        else { return nil }
        return (parent, method)
    }

    private func arrayVariable(of call: FunctionCallExprSyntax) -> String? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Runs a closure with its parameters (named or `$0`, `$1`) bound.
    func runClosure(_ closure: ClosureExprSyntax, with values: [SourceValue]) -> SourceValue {
        var bindings: [String: SourceValue] = [:]
        for (position, value) in values.enumerated() { bindings["$\(position)"] = value }
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                for (position, name) in names.enumerated() where position < values.count { bindings[name.name.text] = values[position] }
            case .parameterClause(let clause):
                for (position, parameter) in clause.parameters.enumerated() where position < values.count {
                    bindings[(parameter.secondName ?? parameter.firstName).text] = values[position]
                }
            }
        }
        if closure.statements.count == 1, let only = closure.statements.first, case .expr(let expression) = only.item {
            // A single-expression closure returns its value.
            scopes.append(bindings)
            defer { scopes.removeLast() }
            return evaluate(expression)
        }
        return runFunctionBody(closure.statements, bindings: bindings, selfValue: selfValue)
    }
}
