import ConstraintModel
import SwiftSyntax

extension Interpreter {
    /// Runs statements in order until one returns.
    func run(_ statements: CodeBlockItemListSyntax) {
        for statement in statements {
            guard !isReturning else { return }
            run(statement)
        }
    }

    /// One statement, in its place in the file (a statement wrapped in a new list would be
    /// detached from its tree, and located from the start of that list).
    private func run(_ statement: CodeBlockItemSyntax) {
        budget -= 1
        guard budget > 0 else { return }
        switch statement.item {
        case .decl(let declaration): declare(declaration)
        case .expr(let expression): _ = evaluate(expression)
        case .stmt(let statement): execute(statement)
        }
    }

    static let whileLoopNote = "a while/repeat loop is not followed: its iterations are not known statically"

    private func declare(_ declaration: DeclSyntax) {
        if let block = declaration.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG`, `#if os(iOS)` around statements: the clause compiled for the device read.
            if case .statements(let inner)? = CompilationConditions.activeClause(of: block)?.elements { run(inner) }
            return
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return }
        for binding in variable.bindings {
            var value = binding.initializer.map { evaluate($0.value) } ?? .void
            if case .unknown = value, let initializer = binding.initializer, !initializer.value.is(NilLiteralExprSyntax.self),
                let typeName = binding.typeAnnotation.map({ SourceIndex.plainTypeName($0.type) }), role.isViewClass(typeName, index: index),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                // `let warning: WarningView = UIView.fromNib()`: made where the reader cannot follow, a view of its declared type.
                value = .item(recorder.makeItem(className: typeName, name: name, location: location(of: binding)))
                note("'\(name)' is made by code the reader cannot follow: read as a new \(typeName), its declared type", at: binding)
            } else if case .unknown = value, binding.typeAnnotation == nil, let initializer = binding.initializer,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let made = viewFromUnreadFactory(initializer.value, name: name, at: binding)
            {
                value = made
            }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if let initializer = binding.initializer { noteHolderAlias(name, initializer: initializer.value, value: value) }
                bind(name, value, declared: true)
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                let values = value.elements ?? []
                for (position, name) in names.enumerated() {
                    if let name { bind(name, position < values.count ? values[position] : .unknown(name)) }
                }
            }
        }
    }

    private func execute(_ statement: StmtSyntax) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            if let condition = expression.expression.as(IfExprSyntax.self) {
                runIf(condition)
            } else if let choice = expression.expression.as(SwitchExprSyntax.self) {
                runSwitch(choice)
            } else {
                _ = evaluate(expression.expression)
            }
        } else if let returned = statement.as(ReturnStmtSyntax.self) {
            returnValue = returned.expression.map { evaluate($0) } ?? .void
            isReturning = true
        } else if let loop = statement.as(ForStmtSyntax.self) {
            runFor(loop)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            bindConditions(guardStatement.conditions)
        } else if let block = statement.as(DoStmtSyntax.self) {
            runScoped(block.body.statements)
        } else if let deferred = statement.as(DeferStmtSyntax.self) {
            runScoped(deferred.body.statements)
        } else if statement.is(WhileStmtSyntax.self) || statement.is(RepeatStmtSyntax.self) {
            note(Self.whileLoopNote, at: statement, code: "swift-not-followed")
        }
    }

    func runScoped(_ statements: CodeBlockItemListSyntax) {
        scopes.append([:])
        run(statements)
        scopes.removeLast()
    }

    /// `if #available` and conditions the reader cannot decide run their first branch (the code
    /// as written for a current OS); a literal `false` runs the `else`.
    private func runIf(_ statement: IfExprSyntax) {
        var decided: Bool?
        for condition in statement.conditions {
            switch condition.condition {
            case .expression(let expression):
                if case .bool(let value) = evaluate(expression) { decided = (decided ?? true) && value }
            case .optionalBinding(let binding):
                // `if let x` on a value known to be nil (`var previous: UIView?` before it is set).
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                let value = binding.initializer.map { evaluate($0.value) } ?? lookup(name)
                if case .void? = value { decided = false }
            default:
                break
            }
        }
        if decided == false {
            switch statement.elseBody {
            case .codeBlock(let block): runScoped(block.statements)
            case .ifExpr(let nested): runIf(nested)
            case nil: break
            }
            return
        }
        scopes.append([:])
        bindConditions(statement.conditions)
        let wasReturning = isReturning
        run(statement.body.statements)
        scopes.removeLast()
        // `if #available(iOS 26, *) { return }` ahead of a layout: read as for a current OS, the
        // rest of the method is skipped, so say so where it happens rather than leave a report
        // with no layout and no reason (NetNewsWire's TickMarkSlider).
        if isReturning, !wasReturning, statement.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }),
            Self.layoutCodeFollows(statement)
        {
            note(Self.availabilityReturnNote, at: statement, code: "swift-availability-return")
        }
    }

    /// Whether the statements after `statement` in its block build layout: they name an anchor,
    /// a constraint or a view being added (what a skipped return leaves unread).
    private static func layoutCodeFollows(_ statement: IfExprSyntax) -> Bool {
        var node = Syntax(statement)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let layoutNames: Set<String> = [
            "constraint", "constraints", "addSubview", "insertSubview", "addArrangedSubview", "addLayoutGuide", "activate",
            "makeConstraints", "addConstraint", "addConstraints",
        ]
        return list.drop(while: { $0.id != item.id }).dropFirst().contains { following in
            following.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let name) = token.tokenKind else { return false }
                return layoutNames.contains(name) || name.hasSuffix("Anchor")
            }
        }
    }

    static let availabilityReturnNote =
        "'if #available' is read as true (the code as written for a current OS), and its branch returns: what the method does after it, for earlier versions, is not read"

    /// `switch`, read as `if` is: a subject the reader knows (a device trait, a number, a string, a
    /// case name) runs the case that matches it, else `default`; a subject known only at run time
    /// runs the first case, as the first branch of an undecidable `if` runs. A `break` at the top
    /// of the case ends it.
    private func runSwitch(_ statement: SwitchExprSyntax) {
        let subject = evaluate(statement.subject)
        let isKnown: Bool
        switch subject {
        case .deviceTrait, .name, .number, .string, .bool: isKnown = true
        default: isKnown = false
        }
        var chosen: SwitchCaseSyntax?
        var fallback: SwitchCaseSyntax?
        for element in statement.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                fallback = fallback ?? switchCase
            case .case(let label):
                if chosen == nil, !isKnown || label.caseItems.contains(where: { casePattern($0.pattern, matches: subject) }) {
                    chosen = switchCase
                }
            }
        }
        guard let body = (chosen ?? fallback)?.statements else { return }
        scopes.append([:])
        for statement in body {
            if case .stmt(let inner) = statement.item, inner.is(BreakStmtSyntax.self) { break }
            run(statement)
            if isReturning { break }
        }
        scopes.removeLast()
    }

    /// Whether a `case` pattern (`.compact`, `2`, `"wide"`, `.item(let x)`) matches a known subject.
    private func casePattern(_ pattern: PatternSyntax, matches subject: SourceValue) -> Bool {
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            // `case let x:` binds anything.
            return pattern.is(ValueBindingPatternSyntax.self)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `.item(let x)`: the case's name.
            expression = call.calledExpression
        }
        let value = evaluate(expression)
        if let same = Self.sameTrait(subject, value) { return same }
        switch (subject, value) {
        case (.name(let a), .name(let b)), (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a.value == b.value
        case (.bool(let a), .bool(let b)): return a == b
        default: return false
        }
    }

    /// `if let x = y` / `guard let x = y`: binds `x` to `y`'s value.
    private func bindConditions(_ conditions: ConditionElementListSyntax) {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            if let initializer = binding.initializer {
                let value = evaluate(initializer.value)
                noteHolderAlias(name, initializer: initializer.value, value: value)
                bind(name, value)
            } else if let existing = lookup(name) ?? property(name, at: binding) {
                bind(name, existing)
            }
        }
    }

    /// `for x in [a, b, c]`, `for i in 0..<3`, `for (i, v) in views.enumerated()`: unrolled.
    private func runFor(_ loop: ForStmtSyntax) {
        var sequence = evaluate(loop.sequence)
        if case .dictionary(let pairs) = sequence { sequence = .array(pairs.map { .array([.string($0.key), $0.value]) }) }
        guard let elements = sequence.elements else {
            note("a for loop over a sequence not known statically ('\(loop.sequence.trimmedDescription.prefix(60))') is not followed", at: loop, code: "swift-not-followed")
            return
        }
        let names: [String?]
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
            names = [identifier.identifier.text]
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
            names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        } else {
            names = []
        }
        for element in elements.prefix(Self.maximumLoopIterations) {
            guard !isReturning, budget > 0 else { return }
            scopes.append([:])
            if names.count == 1, let name = names[0] {
                bind(name, element)
            } else if names.count > 1, let parts = element.elements {
                for (position, name) in names.enumerated() where position < parts.count {
                    if let name { bind(name, parts[position]) }
                }
            }
            if let whereClause = loop.whereClause, case .bool(false) = evaluate(whereClause.condition) {
                scopes.removeLast()
                continue
            }
            run(loop.body.statements)
            scopes.removeLast()
        }
    }
}
