import SwiftSyntax

extension Interpreter {
    /// Methods UIKit and AppKit call on every layout (or constraint update) pass.
    static let layoutPassMethods: Set<String> = [
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateConstraints", "updateViewConstraints",
        "viewWillLayout", "viewDidLayout",
    ]

    /// `override func layoutSubviews() { … title.snp.makeConstraints { … } }`: constraints made in
    /// a method UIKit calls on every layout pass, with nothing in it that stops them being made
    /// again (no `if`/`guard`, no SnapKit `remakeConstraints`), are added again on each pass. They
    /// are read once; a note at the method says what the code does.
    func noteRemadeEveryPass(_ function: FunctionDefinition, madeSince count: Int) {
        guard Self.layoutPassMethods.contains(function.name), recorder.constraints.count > count else { return }
        let finder = LayoutPassGuardFinder(viewMode: .sourceAccurate)
        finder.walk(function.body)
        guard !finder.found, !replacesItsConstraints(function.body, depth: 0, seen: []), let first = function.body.first else { return }
        let made = recorder.constraints.count - count
        note("\(function.name)() makes \(made) constraint\(made == 1 ? "" : "s") with nothing that keeps it from making them again: UIKit calls it on every layout pass, so they are added again each time (read once here)",
             at: first, code: "swift-layout-pass")
    }
}

extension Interpreter {
    /// Whether the code, or a method of the type it calls, deactivates or removes constraints
    /// before it makes new ones (`deactivateProgressConstraints()`, `NSLayoutConstraint.deactivate`,
    /// `removeConstraints`): it replaces its constraints on each pass rather than piling them up.
    fileprivate func replacesItsConstraints(_ body: CodeBlockItemListSyntax, depth: Int, seen: Set<String>) -> Bool {
        let finder = RemovalFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        if finder.removes { return true }
        guard depth < 3 else { return false }
        for name in finder.calledNames where !seen.contains(name) {
            for method in type.methods[name] ?? [] where replacesItsConstraints(method.body, depth: depth + 1, seen: seen.union([name])) {
                return true
            }
        }
        return false
    }
}

/// Calls that deactivate or remove constraints, and the names of the other calls made.
private final class RemovalFinder: SyntaxVisitor {
    var removes = false
    var calledNames: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let name {
            let lowered = name.lowercased()
            if lowered.contains("deactivate") || lowered.hasPrefix("removeconstraint") { removes = true } else { calledNames.append(name) }
        }
        return .visitChildren
    }
}

/// An `if`, `guard` or SnapKit `remakeConstraints`/`updateConstraints` in a layout-pass method:
/// the code decides whether to make its constraints again.
private final class LayoutPassGuardFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if ["remakeConstraints", "updateConstraints"].contains(node.declName.baseName.text), node.base != nil,
            node.base?.is(SuperExprSyntax.self) == false
        {
            found = true
        }
        return .visitChildren
    }
}
