import SwiftSyntax

extension SourceIndex {
    /// Whether the code of a type of the sources adds subviews to the type itself
    /// (`addSubview(title)`, `self.addSubview(title)`): then it is a view, whatever its
    /// superclass's name says.
    func addsSubviewsToItself(_ typeName: String) -> Bool {
        instanceBodies(of: typeName).contains { body in
            let finder = OwnSubviewFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            return finder.found
        }
    }

    /// Whether a class of the sources (or one of its superclasses in the sources) turns its own
    /// autoresizing mask off in its code (`translatesAutoresizingMaskIntoConstraints = false`
    /// with no receiver, or on `self`), as views written for Auto Layout often do in their setup:
    /// where another type makes one, it is then placed by constraints only.
    func turnsOwnMaskOff(_ className: String) -> Bool {
        ancestry(of: className).contains { name in
            instanceBodies(of: name).contains { body in
                let finder = SelfMaskOffFinder(viewMode: .sourceAccurate)
                finder.walk(body)
                return finder.found
            }
        }
    }

    /// The code a type runs on its instances: its initialisers and instance methods.
    private func instanceBodies(of typeName: String) -> [CodeBlockItemListSyntax] {
        guard let type = type(named: typeName) else { return [] }
        return type.initializers.map(\.body) + type.methods.values.flatMap { $0.filter { !$0.isStatic }.map(\.body) }
    }
}

/// `name` or `self.name`: a member said of the type itself, not of another value.
private func isOwnMember(_ expression: ExprSyntax, named name: String) -> Bool {
    if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { return true }
    guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == name else { return false }
    return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
}

/// Finds `translatesAutoresizingMaskIntoConstraints = false` said of the view itself.
private final class SelfMaskOffFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        else { return .visitChildren }
        if isOwnMember(elements[0], named: "translatesAutoresizingMaskIntoConstraints") { found = true }
        return found ? .skipChildren : .visitChildren
    }

    /// A closure's `$0` or a nested type's own code says nothing of this view.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds `addSubview(x)` or `self.addSubview(x)`.
private final class OwnSubviewFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if isOwnMember(node.calledExpression, named: "addSubview") { found = true }
        return found ? .skipChildren : .visitChildren
    }
}

extension SourceIndex {
    /// The properties a type's methods give an image (`icon.image = …`, `self.icon.image = …`),
    /// wherever in its code: a cell's `configure(with:)` sets what its layout code never shows.
    func propertiesGivenAnImage(in typeName: String) -> Set<String> {
        guard let type = type(named: typeName) else { return [] }
        let finder = ImageAssignmentFinder(viewMode: .sourceAccurate)
        for body in type.methods.values.flatMap({ $0.map(\.body) }) { finder.walk(body) }
        return finder.names
    }
}

/// Finds `name.image = value` and `self.name.image = value`.
private final class ImageAssignmentFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), !elements[2].is(NilLiteralExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "image", let base = target.base
        else { return .visitChildren }
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            names.insert(name)
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            names.insert(access.declName.baseName.text)
        }
        return .visitChildren
    }
}
