import ConstraintModel
import SwiftSyntax

/// Runs one type's layout code symbolically: statements in order, helpers followed with their
/// arguments bound, loops over literal ranges and arrays unrolled, recording every view,
/// guide and constraint in a `LayoutRecorder`. Nothing is executed for real; a value the code
/// computes at run time becomes `.unknown` with a located note.
final class Interpreter {
    let index: SourceIndex
    let type: TypeDefinition
    let role: TypeRole
    var recorder = LayoutRecorder()
    /// The type's properties once evaluated (`self.titleLabel` → its item).
    var properties: [String: SourceValue] = [:]
    /// Views held by objects the reader cannot follow (`parts.banner`), by their code text.
    var holderViews: [String: String] = [:]
    /// Locals bound to such a member (`guard let child = container.view`), by name.
    var holderAliases: [String: String] = [:]
    /// What the code set on a stored property of a class no file read declares before adding it
    /// as a view (`surface.frame = bounds; addSubview(surface)`), by property name: applied to
    /// the view once it is one (`viewOfUnreadClass`).
    var pendingMemberAssignments: [String: [(member: String, value: SourceValue)]] = [:]
    private var propertiesBeingEvaluated: Set<String> = []
    /// Globals whose initializer is being run: one that refers to itself (directly or through
    /// others) is an unknown value, not an endless recursion.
    var globalsBeingEvaluated: Set<String> = []
    var scopes: [[String: SourceValue]] = [[:]]
    var selfValue: SourceValue = .owner
    var file: SourceFileIndex
    var rootKey: String = ""
    /// Set by `return`; ends the statements of the function being run.
    var returnValue: SourceValue?
    var isReturning = false
    var callStack: [String] = []
    /// Types whose static properties are being evaluated (their other statics are in scope).
    var staticContext: [TypeDefinition] = []
    /// The expression an Anchorage operator constraint is made in (for its location).
    var anchorageNode: Syntax?
    /// The priority of PureLayout's enclosing `NSLayoutConstraint.autoSetPriority(_:) { … }` block,
    /// which the constraints and content priorities PureLayout makes in it take.
    var pureLayoutPriority: Priority?
    /// Value types whose instance is being made (`valueRecord`), so that one holding itself ends.
    var recordsBeingMade: Set<String> = []
    /// Every function of the sources run so far (to tell the base layout from later states).
    var calledFunctions: Set<String> = []
    /// Statements left before the reader gives up on a pathological input (no hang).
    var budget = 200_000
    static let maximumCallDepth = 24
    /// UITableViewCell's own subviews, in its content view.
    static let cellSubviews = ["textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView"]
    static let maximumLoopIterations = 1_000

    init(index: SourceIndex, type: TypeDefinition, role: TypeRole) {
        self.index = index
        self.type = type
        self.role = role
        self.file = type.file
        defer { if role == .view { selfValue = .item(rootKey) } }
        let location = self.location(of: type.node)
        rootKey = recorder.makeItem(className: role.rootClassName(typeName: type.name, index: index), name: role.rootName(typeName: type.name, index: index), location: location)
        recorder.update(rootKey) { item in
            item.isRoot = true
            item.isNamed = true
            item.translatesAutoresizingMask = false
            if let size = role.rootSize(typeName: type.name, index: index) { item.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            item.isWindowContent = role == .controller && TypeRole.isAppKitController(type.name, index: index)
        }
    }

    // MARK: Locations

    func location(of node: some SyntaxProtocol) -> SourceFileLocation {
        let position = file.position(of: node)
        return SourceFileLocation(file: file.path, line: position.line, column: position.column)
    }

    func note(_ message: String, at node: some SyntaxProtocol, code: String = "swift-unknown-value") {
        recorder.note(message, at: location(of: node), code: code)
    }

    // MARK: Scopes

    func lookup(_ name: String) -> SourceValue? {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        return nil
    }

    /// Binds a local; `declared` for `let`/`var`, whose name can outrank a deeper helper's local.
    func bind(_ name: String, _ value: SourceValue, declared: Bool = false) {
        scopes[scopes.count - 1][name] = value
        if let key = value.itemKey { recorder.name(key, name, strong: false, depth: declared ? callStack.count : .max) }
        nameElements(of: value, name, depth: declared ? callStack.count : .max)
    }

    /// `let views = [UIView(), UIView()]`: a view the array is the first to hold is named by its
    /// place in it (`views[1]`), as the code names it, rather than by a loop's variable later
    /// (`for v in views` named them `v`, `v2`, so that `v2` was `views[1]`). A view already named
    /// keeps its name; one named so is renamed only as the array's own binding would be (a
    /// property's elements never, by a later local).
    func nameElements(of value: SourceValue, _ name: String, depth: Int) {
        guard case .array(let elements) = value else { return }
        for (position, element) in elements.enumerated() {
            if let key = element.itemKey { recorder.name(key, "\(name)[\(position)]", strong: false, depth: depth) }
        }
    }

    /// Assigns to an existing local variable, else binds a new one.
    func assignLocal(_ name: String, _ value: SourceValue) -> Bool {
        for position in scopes.indices.reversed() where scopes[position][name] != nil {
            scopes[position][name] = value
            return true
        }
        return false
    }

    /// The item a value stands for where a view is expected. A cell's own `self` is read as its
    /// content view (the root): `addSubview(x)` and `equalTo(self)` in a cell mean the view the
    /// cell's content sits in, which has the cell's bounds but for an accessory.
    func viewKey(of value: SourceValue) -> String? {
        if case .owner = value, role == .cell { return rootKey }
        return value.itemKey
    }

    // MARK: Properties of the type

    /// `self.name`: a stored property's value (its initializer run once, lazily), a computed
    /// property's getter, or the root for `view` / `contentView`.
    func property(_ name: String, at node: some SyntaxProtocol) -> SourceValue? {
        if let value = properties[name] { return value }
        // A supplementary view's own `lazy var contentView = UIView()` is a view of its own: only
        // a name the type does not declare means the root.
        if role.rootAliases.contains(name), type.properties[name] == nil { return .item(rootKey) }
        // `tableView` in a `UITableViewController` is its `view`, not a view of its own.
        if role == .controller, type.properties[name] == nil, TypeRole.controllerRootView(of: type.name, index: index)?.property == name {
            return .item(rootKey)
        }
        if type.properties[name] == nil, role == .cell, let className = Self.cellSubviews[name] {
            let key = recorder.makeItem(className: className, name: name, location: location(of: type.node))
            recorder.update(key) { $0.superview = rootKey }
            properties[name] = .item(key)
            return .item(key)
        }
        guard let definition = type.properties[name], !propertiesBeingEvaluated.contains(name) else {
            return nil
        }
        propertiesBeingEvaluated.insert(name)
        defer { propertiesBeingEvaluated.remove(name) }
        var value: SourceValue
        // `var field: UITextField? = nil` is a view set later, as one declared without a value.
        if let initializer = definition.initializer, !initializer.is(NilLiteralExprSyntax.self) {
            // `{ … }()` closures are run, applied to their arguments if any (`call`).
            value = inFile(definition.file) { withOwnScopes { evaluate(initializer) } }
            if value.itemKey == nil, let typeName = definition.typeName, role.isViewClass(typeName, index: index) {
                // `let list: UITableView = Factory.table()`: made where the reader cannot follow, a view of its declared type.
                let key = recorder.makeItem(className: typeName, name: name, location: location(of: definition.node))
                value = .item(key)
                note("'\(name)' is made by code the reader cannot follow: read as a new \(typeName), its declared type", at: definition.node)
                configureWithFactoryClosure(initializer, key: key, file: definition.file)
            } else if value.itemKey == nil, definition.typeName == nil, let made = viewFromUnreadFactory(initializer, name: name, at: definition.node) {
                value = made
            }
        } else if let getter = definition.getter {
            value = inFile(definition.file) { withOwnScopes { runFunctionBody(getter, bindings: [:], selfValue: selfValue) } }
        } else if definition.isWeakReference, definition.getter == nil {
            // `weak var anchorView: UIView?`: another object's view, nil until that object sets it
            // (so `if let anchorView` takes its `else`); not a view of this layout.
            value = .void
        } else if let typeName = definition.typeName, role.isViewClass(typeName, index: index) {
            // An outlet or a property set elsewhere: a view of its declared class.
            value = .item(recorder.makeItem(className: typeName, name: name, location: location(of: definition.node)))
        } else if let typeName = definition.typeName, typeName == "UILayoutGuide" || typeName == "NSLayoutGuide" {
            value = .item(recorder.makeItem(className: typeName, name: name, location: location(of: definition.node), kind: .layoutGuide))
        } else {
            value = .unknown("self.\(name)")
        }
        if let key = value.itemKey { recorder.name(key, name, strong: true) }
        nameElements(of: value, name, depth: 0)
        properties[name] = value
        return value
    }

    /// `let title: UILabel = .create { view in view.textAlignment = .right }`: the closure a factory
    /// not read is given configures the view it makes, so it runs with that view.
    private func configureWithFactoryClosure(_ initializer: ExprSyntax, key: String, file closureFile: SourceFileIndex) {
        guard let call = initializer.as(FunctionCallExprSyntax.self),
            let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            Self.parameterCount(of: closure) <= 1
        else { return }
        _ = inFile(closureFile) { withOwnScopes { runClosure(closure, with: [.item(key)]) } }
    }

    private static func parameterCount(of closure: ClosureExprSyntax) -> Int {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): return names.count
        case .parameterClause(let clause): return clause.parameters.count
        case nil: return 1
        }
    }

    func inFile<T>(_ newFile: SourceFileIndex, _ body: () -> T) -> T {
        let saved = file
        file = newFile
        defer { file = saved }
        return body()
    }

    // MARK: Functions

    /// Runs statements in a new scope with `bindings` and `selfValue`, returning what they return.
    func runFunctionBody(_ statements: CodeBlockItemListSyntax, bindings: [String: SourceValue], selfValue newSelf: SourceValue) -> SourceValue {
        let savedSelf = selfValue
        let savedReturn = (returnValue, isReturning)
        selfValue = newSelf
        scopes.append(bindings)
        returnValue = nil
        isReturning = false
        if statements.count == 1, let only = statements.first, case .expr(let expression) = only.item {
            // A single-expression body returns its value (`func height() -> CGFloat { 44 }`).
            returnValue = evaluate(expression)
        } else {
            run(statements)
        }
        let result = returnValue ?? .void
        scopes.removeLast()
        selfValue = savedSelf
        (returnValue, isReturning) = savedReturn
        return result
    }

    /// Calls a function of the sources with the arguments of a call; nil when it cannot (too deep,
    /// recursive).
    func invoke(_ function: FunctionDefinition, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, selfValue newSelf: SourceValue)
        -> SourceValue?
    {
        let identity = Self.identity(of: function)
        calledFunctions.insert(identity)
        guard callStack.count < Self.maximumCallDepth, !callStack.contains(identity) else { return nil }
        var values = arguments.map { (label: $0.label?.text ?? "_", value: evaluate($0.expression)) }
        if let trailingClosure { values.append(("_", .closure(trailingClosure, file: file))) }
        var bindings: [String: SourceValue] = [:]
        var next = 0
        for (position, parameter) in function.parameters.enumerated() {
            let label = function.labels[position]
            if function.variadic.contains(position) {
                // `views: UIView...`: the labelled argument and the unlabelled ones after it.
                var collected: [SourceValue] = []
                if next < values.count, values[next].label == label {
                    collected.append(values[next].value)
                    next += 1
                    while next < values.count, values[next].label == "_" {
                        collected.append(values[next].value)
                        next += 1
                    }
                }
                bindings[parameter.name] = .array(collected)
                continue
            }
            if next < values.count, values[next].label == label || label == "_" && values[next].label == "_" {
                bindings[parameter.name] = values[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                bindings[parameter.name] = inFile(function.file) { evaluate(defaultValue) }
            } else if next < values.count {
                bindings[parameter.name] = values[next].value
                next += 1
            } else {
                bindings[parameter.name] = .unknown(parameter.name)
            }
        }
        callStack.append(identity)
        defer { callStack.removeLast() }
        let result = inFile(function.file) { withOwnScopes { runFunctionBody(function.body, bindings: bindings, selfValue: newSelf) } }
        // `return (row, slider, valueLabel)` from a function declared `-> SliderRow`: its labels name the elements.
        if case .array(let elements) = result, let labels = index.resultLabels(of: function), labels.count == elements.count {
            return .dictionary(Array(zip(labels, elements)).map { (key: $0.0, value: $0.1) })
        }
        return result
    }

    /// Runs a function's body or a property's initializer with only the names it can see where it
    /// is written: not the locals and parameters of the code that called it (a cell's helper
    /// reads its `style` property, not the `style:` parameter of the initializer that called it).
    /// Top-level code's own `let`s stay visible to its functions, and what they assign to them is kept.
    func withOwnScopes<T>(_ body: () -> T) -> T {
        let shared = type.name == SourceIndex.topLevelName ? min(2, scopes.count) : 1
        let saved = scopes
        scopes = Array(scopes.prefix(shared))
        let result = body()
        let sharedAfter = scopes.prefix(shared)
        scopes = saved
        for (position, scope) in sharedAfter.enumerated() { scopes[position] = scope }
        return result
    }

    static func identity(of function: FunctionDefinition) -> String {
        "\(function.file.path):\(function.name):\(function.labels.joined(separator: ":")):\(function.file.position(of: function.body.first.map(Syntax.init) ?? Syntax(function.body)).line)"
    }

    /// The definition a call names: the type's own methods, else a helper (global function or
    /// extension method), matched by name and argument labels.
    func function(named name: String, labels: [String], onType: Bool) -> FunctionDefinition? {
        let candidates = (onType ? type.methods[name] ?? [] : []) + (index.helpers[name] ?? [])
        return candidates.first { Self.accepts($0, labels: labels) }
    }

    /// Whether a call with these argument labels can call `function`: labels in order, and any
    /// parameter left out has a default value.
    static func accepts(_ function: FunctionDefinition, labels: [String]) -> Bool {
        var next = 0
        for (position, label) in function.labels.enumerated() {
            if next < labels.count, labels[next] == label {
                next += 1
                // A variadic parameter takes the unlabelled arguments after its first.
                while function.variadic.contains(position), next < labels.count, labels[next] == "_" { next += 1 }
            } else if function.variadic.contains(position) {
                continue
            } else if function.parameters[position].defaultValue == nil {
                return false
            }
        }
        return next == labels.count
    }
}
