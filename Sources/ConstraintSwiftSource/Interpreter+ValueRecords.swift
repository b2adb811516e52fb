import ConstraintModel
import SwiftSyntax

extension Interpreter {
    /// `TextStyle(size: 20, color: .black, baselineOffset: -25)`, `CardMetrics()`: an instance of a
    /// struct (or a class with no superclass) the sources declare, as a record of its stored
    /// properties — their default values, then what its initializer assigns them (`self.size = size`)
    /// or, with no initializer declared, the memberwise arguments — so that `style.baselineOffset`
    /// reads the number the code gives. Other statements of the initializer are not run.
    func valueRecord(_ typeName: String, call: FunctionCallExprSyntax, labels: [String]) -> SourceValue? {
        guard let definition = index.type(named: typeName), definition.superclassName == nil, definition.name != type.name,
            !recordsBeingMade.contains(typeName)
        else { return nil }
        let stored = definition.propertyOrder.filter { definition.properties[$0]?.isStatic == false && definition.properties[$0]?.getter == nil }
        // A type that holds views (`let view: UIView = { … }()`) is no value: making it here would
        // put its views, and the constraints its closures make, in this type's layout.
        guard !stored.isEmpty, !stored.contains(where: { holdsAView(definition.properties[$0]) }) else { return nil }
        let arguments = call.arguments.map { (label: $0.label?.text ?? "_", value: evaluate($0.expression)) }
        recordsBeingMade.insert(typeName)
        defer { recordsBeingMade.remove(typeName) }
        var fields: [String: SourceValue] = [:]
        for name in stored {
            guard let property = definition.properties[name], let initializer = property.initializer else { continue }
            fields[name] = inFile(property.file) { withOwnScopes { evaluate(initializer) } }
        }
        if definition.initializers.isEmpty {
            for argument in arguments where stored.contains(argument.label) { fields[argument.label] = argument.value }
        } else if let initializer = definition.initializers.first(where: { Self.accepts($0, labels: labels) }) {
            var bindings: [String: SourceValue] = [:]
            var next = 0
            for (position, parameter) in initializer.parameters.enumerated() {
                if next < arguments.count, arguments[next].label == initializer.labels[position] {
                    bindings[parameter.name] = arguments[next].value
                    next += 1
                } else if let defaultValue = parameter.defaultValue {
                    bindings[parameter.name] = inFile(initializer.file) { evaluate(defaultValue) }
                } else {
                    bindings[parameter.name] = .unknown(parameter.name)
                }
            }
            inFile(initializer.file) {
                withOwnScopes {
                    scopes.append(bindings)
                    defer { scopes.removeLast() }
                    for statement in initializer.body {
                        guard case .expr(let expression) = statement.item, let (name, value) = Self.fieldAssignment(expression),
                            stored.contains(name)
                        else { continue }
                        fields[name] = evaluate(value)
                    }
                }
            }
        } else {
            return nil
        }
        return .dictionary(stored.map { (key: $0, value: fields[$0] ?? .unknown($0)) })
    }

    private func holdsAView(_ field: PropertyDefinition?) -> Bool {
        guard let field else { return false }
        if let typeName = field.typeName, typeName == "UILayoutGuide" || role.isViewClass(typeName, index: index) { return true }
        guard let made = field.initializer?.as(FunctionCallExprSyntax.self) else { return false }
        if made.calledExpression.is(ClosureExprSyntax.self) { return true }
        guard let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "UILayoutGuide" || role.isViewClass(name, index: index)
    }

    /// `self.size = size`: the field and its value.
    private static func fieldAssignment(_ expression: ExprSyntax) -> (String, ExprSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if let access = elements[0].as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return (access.declName.baseName.text, elements[2])
        }
        return nil
    }
}
