import ConstraintModel
import SwiftSyntax

extension Interpreter {
    /// `view.addConstraintsWithFormat("H:|-16-[v0]|", views: label)` or
    /// `view.addVisualConstraint("V:|[a][b]|", views: ["a": a, "b": b])` with no declaration in the
    /// files read: nearly every project that writes visual formats wraps them in such a helper,
    /// in a file of its own. A format string written in place with a `views:` argument says what
    /// the helper does: the format's constraints, active, with the views named by the dictionary
    /// or, for a list, `v0`, `v1`, … (the convention these helpers share). Their views' masks are
    /// turned off, as such helpers do. Said in a note, since the helper itself is not read.
    func undeclaredVisualFormatHelper(_ method: String, call: FunctionCallExprSyntax) -> SourceValue? {
        guard index.helpers[method] == nil, type.methods[method] == nil,
            let first = call.arguments.first, first.label?.text != "views",
            let literal = first.expression.as(StringLiteralExprSyntax.self), Self.looksLikeVisualFormat(literal),
            case .string(let format) = evaluate(first.expression),
            let viewsPosition = call.arguments.firstIndex(where: { $0.label?.text == "views" })
        else { return nil }
        let following = call.arguments[viewsPosition...].prefix { $0.label == nil || $0.label?.text == "views" }
        let passed = following.map { evaluate($0.expression) }
        let views: SourceValue
        if passed.count == 1, case .dictionary = passed[0] {
            views = passed[0]
        } else {
            let list = passed.flatMap { $0.elements ?? [$0] }
            views = .dictionary(list.enumerated().map { (key: "v\($0.offset)", value: $0.element) })
        }
        if case .dictionary(let pairs) = views {
            for pair in pairs { if let key = pair.value.itemKey { recorder.update(key) { $0.translatesAutoresizingMask = false } } }
        }
        let made = visualFormatConstraints(format, metrics: argument("metrics", in: call), views: views, options: argument("options", in: call), call: call)
        setActive(made.constraintIndices, true)
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        note("'\(method)(\(labels))' is declared in no file read: read as a visual-format helper (the format's constraints, active; views as passed, a list keyed v0, v1, …)",
             at: call, code: "swift-assumed-helper")
        return made
    }

    /// A string literal that is a visual format line: `H:`/`V:` or a superview bar, and a view in brackets.
    private static func looksLikeVisualFormat(_ literal: StringLiteralExprSyntax) -> Bool {
        let text = literal.segments.trimmedDescription
        guard text.contains("[") else { return false }
        return text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
    }
}
