import SwiftSyntax

/// Which clause of an `#if` block the reader reads: the one compiled for the device it lays the
/// code out for (an iPhone, `DeviceTraits`). Multiplatform code wraps whole files in
/// `#if canImport(UIKit)` or `#if os(iOS)`; a file only for macOS (`#if os(macOS)`, AppKit code)
/// has no clause for iOS, and its clause for macOS is read instead, so AppKit layouts are kept.
enum CompilationConditions {
    enum Platform {
        case iOS
        case macOS
    }

    /// The clause to read, or nil when none is compiled on either platform.
    static func activeClause(of block: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        firstClause(of: block, on: .iOS) ?? firstClause(of: block, on: .macOS)
    }

    private static func firstClause(of block: IfConfigDeclSyntax, on platform: Platform) -> IfConfigClauseSyntax? {
        block.clauses.first { clause in
            // `#else` has no condition; a flag the reader cannot know (`DEBUG`, a custom one)
            // counts as set, as the first branch of an undecidable `if` is read.
            guard let condition = clause.condition else { return true }
            return holds(condition, on: platform) ?? true
        }
    }

    /// Whether a compilation condition holds on the platform; nil for a flag of the build.
    static func holds(_ condition: ExprSyntax, on platform: Platform) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression, on: platform).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression, on: platform)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return combined(Array(sequence.elements), on: platform)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combine(op, holds(infix.leftOperand, on: platform), holds(infix.rightOperand, on: platform))
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch name {
        case "os":
            return platform == .iOS ? argument == "iOS" : argument == "macOS" || argument == "OSX"
        case "canImport":
            let appKitOnly: Set<String> = ["AppKit", "Cocoa"]
            let uiKitOnly: Set<String> = ["UIKit"]
            return platform == .iOS ? !appKitOnly.contains(argument) : !uiKitOnly.contains(argument)
        case "targetEnvironment":
            return false
        case "swift", "compiler", "hasFeature", "hasAttribute":
            // A current toolchain.
            return true
        case "arch":
            return argument == "arm64"
        default:
            return nil
        }
    }

    /// `a && b || c` as the parser leaves it (unfolded): `&&` binds tighter than `||`.
    private static func combined(_ elements: [ExprSyntax], on platform: Platform) -> Bool? {
        if let or = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }) {
            return combine("||", combined(Array(elements[..<or]), on: platform), combined(Array(elements[(or + 1)...]), on: platform))
        }
        if let and = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) {
            return combine("&&", combined(Array(elements[..<and]), on: platform), combined(Array(elements[(and + 1)...]), on: platform))
        }
        guard elements.count == 1, let only = elements.first else { return nil }
        return holds(only, on: platform)
    }

    private static func combine(_ op: String, _ left: Bool?, _ right: Bool?) -> Bool? {
        switch op {
        case "&&":
            if left == false || right == false { return false }
            guard let left, let right else { return nil }
            return left && right
        case "||":
            if left == true || right == true { return true }
            guard let left, let right else { return nil }
            return left || right
        default:
            return nil
        }
    }
}
